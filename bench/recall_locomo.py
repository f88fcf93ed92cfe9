"""LoCoMo evidence recall: `python -m bench.recall_locomo`.

Imports ../shared/eval/locomo_dev.json into a fresh Neo4j through the ingest pipeline, asks
every question of categories 1-4 at the day after the conversation's last session, and reports
evidence recall@5/10/25 per category and overall for the default recipe, the baselines (BM25
alone; BM25 and vectors fused by reciprocal rank, with the session date in the indexed text)
and the default with each path dropped. Writes bench/results/recall_locomo.json.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import statistics
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench.instance import (
    bench_database,
    bench_settings,
    latency_summary_ms,
    peak_rss_mib,
    write_results,
)
from bench.profile import TimedDatabase
from bench.recall_common import (
    ImportFigures,
    import_sessions,
    ranked_turn_keys,
    recall_at,
    recipes_to_compare,
    rule_ingestor,
)
from graph.recall import recall
from ingest.embedding import Embedder, load_embedder, load_english_embedder
from ingest.formats import read_locomo
from ingest.pipeline import Ingestor
from ingest.query import Question, plan_recall

DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "eval" / "locomo_dev.json"
CATEGORIES = {1: "multi_hop", 2: "temporal", 3: "open_domain", 4: "single_hop"}
KS = (5, 10, 25)


def _summary(scores: dict[int, list[dict[int, float]]]) -> dict[str, Any]:
    table: dict[str, Any] = {}
    everything = [row for rows in scores.values() for row in rows]
    for category, rows in sorted(scores.items()):
        table[CATEGORIES[category]] = {
            f"R@{k}": round(statistics.mean(row[k] for row in rows), 3) for k in KS
        } | {"questions": len(rows)}
    table["overall"] = {
        f"R@{k}": round(statistics.mean(row[k] for row in everything), 3) for k in KS
    } | {"questions": len(everything)}
    return table


async def _time_recalls(
    ingestor: Ingestor, embedder: Embedder, questions: list[Question], rounds: int = 2
) -> dict[str, Any]:
    """Recall as an agent asks it (ten items), planning and query embedding included: wall
    time and this process's CPU time per recall, after one round that warms caches."""
    wall: list[float] = []
    cpu: list[float] = []
    planning = 0.0
    db = TimedDatabase(ingestor.db.driver, ingestor.db.name)
    load_average = os.getloadavg()
    for round_number in range(rounds + 1):
        if round_number == 1:
            db.reset()
        for question in questions:
            began, began_cpu = time.perf_counter(), time.process_time()
            request = plan_recall(
                dataclasses.replace(question, limit=10), embedder, ingestor.english_embedder
            ).request
            planned = time.perf_counter()
            await recall(db, request)
            if round_number:
                wall.append(time.perf_counter() - began)
                cpu.append(time.process_time() - began_cpu)
                planning += planned - began
    return latency_summary_ms(wall) | {
        "recalls": len(wall),
        "client_cpu_ms_per_recall": round(statistics.mean(cpu) * 1000, 3),
        "load_average_at_start": [round(value, 2) for value in load_average],
        "load_average_at_end": [round(value, 2) for value in os.getloadavg()],
        "profile_ms_per_recall": {
            "planning (time phrase, both vectors)": round(planning / len(wall) * 1000, 2)
        }
        | {
            f"cypher {name}": figures["ms"] for name, figures in db.per_recall_ms(len(wall)).items()
        },
        "queries_per_recall": {
            name: figures["calls"] for name, figures in db.per_recall_ms(len(wall)).items()
        },
    }


async def _imported(ingestor: Ingestor, marker: Path, reuse: bool) -> ImportFigures:
    """Import the conversations, or (`reuse`) read the figures a --keep run left beside them."""
    if reuse:
        if not marker.exists():
            raise SystemExit(f"--reuse: no store kept in {marker.parent} (run with --keep first)")
        return ImportFigures(**json.loads(marker.read_text(encoding="utf-8")))
    return await import_sessions(ingestor, read_locomo(DATA, "UTC"))


async def run(arguments: argparse.Namespace) -> None:
    only: list[str] | None = arguments.recipes
    settings = bench_settings()
    embedder = load_embedder(settings.embedding_model)
    english = load_english_embedder(settings.english_embedding_model)
    samples = json.loads(DATA.read_text(encoding="utf-8"))
    marker = settings.data_dir / "recall_locomo_import.json"
    dumped: list[dict[str, Any]] = []
    async with bench_database(settings, keep=arguments.keep, reuse=arguments.reuse) as db:
        ingestor = rule_ingestor(db, embedder, english)
        imported = await _imported(ingestor, marker, arguments.reuse)
        plans = []
        questions: list[Question] = []
        for sample in samples:
            last = max(
                turn.at
                for session in read_locomo(DATA, "UTC")
                if session.user_id == sample["sample_id"]
                for turn in session.turns
            )
            for qa in sample["qa"]:
                if qa.get("category") not in CATEGORIES:
                    continue
                question = Question(
                    user_id=sample["sample_id"],
                    text=qa["question"],
                    at=(last + timedelta(days=1)).replace(hour=12, minute=0, second=0),
                    timezone="UTC",
                    limit=50,
                )
                questions.append(question)
                plans.append((qa, plan_recall(question, embedder, english)))
        results: dict[str, Any] = {}
        latencies: list[float] = []
        for name, recipe in recipes_to_compare().items():
            if only and name not in only:
                continue
            scores: dict[int, list[dict[int, float]]] = {}
            for qa, plan in plans:
                began = time.perf_counter()
                ranked = await ranked_turn_keys(ingestor, plan.request, recipe, key=str)
                if name == "default":
                    latencies.append(time.perf_counter() - began)
                evidence = [str(e) for e in qa["evidence"]]
                row = {k: recall_at(ranked, evidence, k) for k in KS}
                if name == "default" and arguments.dump:
                    dumped.append(qa | {"ranked": ranked[:50]})
                scores.setdefault(qa["category"], []).append(row)
            results[name] = _summary(scores)
            print(name, results[name]["overall"], flush=True)
        timing = await _time_recalls(ingestor, embedder, questions) if arguments.timing else {}
        print("in process, limit 10, query embedding included:", timing, flush=True)
    if arguments.keep:
        marker.write_text(json.dumps(dataclasses.asdict(imported)), encoding="utf-8")
    if arguments.dump:
        arguments.dump.write_text(json.dumps(dumped, ensure_ascii=False), encoding="utf-8")
    if only or not arguments.timing:
        return
    write_results(
        "recall_locomo",
        {
            "data": "locomo_dev.json (conv-26, conv-30, conv-41), categories 1-4",
            "metric": "evidence recall over the first k distinct provenance turns",
            "import": {
                "turns": imported.turns,
                "seconds": round(imported.seconds, 1),
                "events": imported.events,
                "preferences": imported.preferences,
            },
            "recipes": results,
            "default_latency_ms_p50": round(statistics.median(latencies) * 1000, 1),
            "recall_in_process": timing,
            "peak_rss_mib": peak_rss_mib(),
        },
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--recipes", nargs="*", help="only these recipes (default: all); writes no results file"
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep the imported store for a later --reuse"
    )
    parser.add_argument(
        "--reuse", action="store_true", help="ask on the store a --keep run left (no import)"
    )
    parser.add_argument(
        "--dump", type=Path, help="write each question with the default recipe's ranking here"
    )
    parser.add_argument(
        "--no-timing",
        dest="timing",
        action="store_false",
        help="skip the latency rounds (writes no results file)",
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
