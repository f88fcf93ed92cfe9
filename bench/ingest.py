"""Ingest end to end on LoCoMo: `python -m bench.ingest`.

Imports ../shared/eval/locomo_dev.json into a fresh Neo4j through the pipeline and reports
turns/s (embedding, extraction and Neo4j), peak RSS, temporal grounding of category-2 answers,
events per session, and recall of the annotated `event_summary` events (found when an
extracted event of the same speaker and session is its nearest neighbour with cosine ≥ 0.5).
Writes bench/results/ingest.json.
"""

from __future__ import annotations

import asyncio
import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from bench.instance import bench_database, bench_settings, peak_rss_mib, write_results
from bench.recall_common import import_sessions
from graph.chains import timeline
from graph.model import Event, Turn
from graph.turns import sources
from ingest.embedding import load_embedder
from ingest.extract import RuleExtractor
from ingest.formats import read_locomo
from ingest.pipeline import Ingestor

DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "eval" / "locomo_dev.json"
_DAY = re.compile(
    r"(\d{1,2}) (January|February|March|April|May|June|July|August|September|"
    r"October|November|December),? (\d{4})"
)
_MONTH = re.compile(
    r"(January|February|March|April|May|June|July|August|September|October|"
    r"November|December),? (\d{4})"
)
_YEAR = re.compile(r"\b(19|20)(\d{2})\b")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_COUNTS = {"the": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_BEFORE = re.compile(
    r"\b(the|a|one|two|three|four)\s+(week|weekend|weeks|weekends|"
    + "|".join(_WEEKDAYS)
    + r")\s+before\b",
    re.IGNORECASE,
)
_FIRST_WEEKEND = re.compile(r"\bfirst weekend of\b", re.IGNORECASE)


def _day_before(moment: datetime, weekday: int, count: int) -> datetime:
    """The `count`-th `weekday` strictly before `moment`'s day."""
    back = (moment.weekday() - weekday) % 7 or 7
    return moment - timedelta(days=back + 7 * (count - 1))


def _before(moment: datetime, count: int, unit: str) -> tuple[datetime, datetime]:
    """ "The week before D", "two weekends before D", "the Friday before D"."""
    if unit.startswith("weekend"):
        saturday = _day_before(moment, 5, count)
        return saturday, saturday + timedelta(days=2)
    if unit.startswith("week"):
        return moment - timedelta(days=7 * count), moment - timedelta(days=7 * (count - 1))
    day = _day_before(moment, _WEEKDAYS.index(unit), count)
    return day, day + timedelta(days=1)


def gold_period(answer: str) -> tuple[datetime, datetime] | None:
    """The date or period a temporal answer names: "7 May 2023", "The Friday before 15 July
    2023", "two weekends before 17 July 2023", "first weekend of August 2023", "June 2023",
    "2022"."""
    answer = answer.replace("`", "")
    if day := _DAY.search(answer):
        moment = datetime.strptime(" ".join(day.groups()), "%d %B %Y").replace(tzinfo=UTC)
        if before := _BEFORE.search(answer):
            return _before(moment, _COUNTS[before.group(1).lower()], before.group(2).lower())
        return moment, moment + timedelta(days=1)
    if month := _MONTH.search(answer):
        start = datetime.strptime(" ".join(month.groups()), "%B %Y").replace(tzinfo=UTC)
        if _FIRST_WEEKEND.search(answer):
            saturday = start + timedelta(days=(5 - start.weekday()) % 7)
            return saturday, saturday + timedelta(days=2)
        return start, (start + timedelta(days=32)).replace(day=1)
    if year := _YEAR.search(answer):
        start = datetime(int(year.group()), 1, 1, tzinfo=UTC)
        return start, start.replace(year=start.year + 1)
    return None


def _contains(
    start: datetime | None, end: datetime | None, gold: tuple[datetime, datetime]
) -> bool:
    """A resolved interval on the turn holds the gold date (its midpoint for a period)."""
    if start is None or end is None:
        return False
    middle = gold[0] + (gold[1] - gold[0]) / 2
    return start <= middle < end


async def run() -> None:
    settings = bench_settings()
    embedder = load_embedder(settings.embedding_model)
    samples = json.loads(DATA.read_text(encoding="utf-8"))
    async with bench_database(settings) as db:
        ingestor = Ingestor(db=db, embedder=embedder, extractor=RuleExtractor(), timezone="UTC")
        imported = await import_sessions(ingestor, read_locomo(DATA, "UTC"))
        everything = datetime(1900, 1, 1, tzinfo=UTC), datetime(2100, 1, 1, tzinfo=UTC)
        turns: dict[tuple[str, str], Turn] = {}
        events: dict[str, list[Event]] = {}
        for sample in samples:
            user = sample["sample_id"]
            entries = await timeline(
                db,
                user_id=user,
                start=everything[0],
                end=everything[1],
                kinds=["turn", "event"],
                limit=100_000,
            )
            for entry in entries:
                if isinstance(entry.node, Turn):
                    turns[(user, entry.node.external_id)] = entry.node
                elif isinstance(entry.node, Event):
                    events.setdefault(user, []).append(entry.node)
        provenance = await _event_sources(db, events)
    grounded = total = 0
    for sample in samples:
        user = sample["sample_id"]
        for qa in sample["qa"]:
            gold = gold_period(str(qa.get("answer", ""))) if qa.get("category") == 2 else None
            if gold is None:
                continue
            total += 1
            intervals = [
                (mention.start, mention.end)
                for dia_id in qa["evidence"]
                if (user, dia_id) in turns
                for mention in turns[(user, dia_id)].mentions
            ] + [
                (
                    event.occurred_start,
                    event.occurred_end or event.occurred_start + timedelta(days=1),
                )
                for event in events.get(user, [])
                if set(provenance.get(event.id, [])) & set(qa["evidence"])
            ]
            grounded += any(_contains(start, end, gold) for start, end in intervals)
    found, annotated = _event_recall(samples, events, provenance, turns, embedder)
    sessions = sum(1 for _ in read_locomo(DATA, "UTC"))
    write_results(
        "ingest",
        {
            "data": "locomo_dev.json (3 conversations)",
            "turns": imported.turns,
            "turns_per_s": round(imported.turns / imported.seconds, 1),
            "events": imported.events,
            "events_per_session": round(imported.events / sessions, 2),
            "preference_statements": imported.preferences,
            "temporal_grounding": round(grounded / total, 3) if total else None,
            "temporal_questions_with_a_date": total,
            "event_recall": round(found / annotated, 3) if annotated else None,
            "annotated_events": annotated,
            "peak_rss_mib": peak_rss_mib(),
        },
    )


async def _event_sources(db: Any, events: dict[str, list[Event]]) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for user, user_events in events.items():
        found = await sources(db, user_id=user, node_ids=[event.id for event in user_events])
        result |= {key: [turn.external_id for turn in value] for key, value in found.items()}
    return result


def _event_recall(
    samples: list[dict[str, Any]],
    events: dict[str, list[Event]],
    provenance: dict[str, list[str]],
    turns: dict[tuple[str, str], Turn],
    embedder: Any,
) -> tuple[int, int]:
    found = annotated = 0
    for sample in samples:
        user = sample["sample_id"]
        for key, per_speaker in sample["event_summary"].items():
            session = key.removeprefix("events_session_")
            for speaker, summaries in per_speaker.items():
                if speaker == "date" or not summaries:
                    continue
                candidates = [
                    event.summary
                    for event in events.get(user, [])
                    if any(
                        dia.startswith(f"D{session}:") and turns[(user, dia)].speaker == speaker
                        for dia in provenance.get(event.id, [])
                        if (user, dia) in turns
                    )
                ]
                annotated += len(summaries)
                if not candidates:
                    continue
                gold = embedder.encode(list(summaries))
                mine = embedder.encode(candidates)
                best = np.max(gold @ mine.T, axis=1)
                found += int(np.sum(best >= 0.5))
    return found, annotated


if __name__ == "__main__":
    asyncio.run(run())
