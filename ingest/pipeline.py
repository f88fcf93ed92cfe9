"""From raw turns to graph facts, in one transaction per batch.

For each batch: detect the language, resolve every time phrase against the turn's time, run the
extractor, embed turns, events and preferences together, then write turns, events, their
CAUSED links and preference statements in one transaction. Facts are extracted only from turns
that are new, so sending a batch again (or resuming an import) adds nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from graph.database import Database, Transaction
from graph.english_vectors import store_english_vectors_in
from graph.events import link_new_events_in, recent_events_in, record_new_events_in
from graph.ids import turn_id
from graph.model import Event, EventInput, PreferenceInput, TimeMention, Turn, TurnInput
from graph.preferences import PreferenceOutcome, record_preferences_in
from graph.retractions import Retraction, retract_current_in
from graph.turns import StoredTurns, write_turns_in
from graph.users import remember_timezone_in, user_timezone
from ingest.embedding import Embedder
from ingest.extract.follow_ons import KnownEvent, caused_by_acts, links_to_earlier, work_reason
from ingest.extract.language import detect_language
from ingest.extract.sentences import ends_with_question
from ingest.extract.types import (
    CausalDraft,
    EventDraft,
    Extraction,
    Extractor,
    PreferenceDraft,
    TurnContext,
)
from ingest.timeparse import TimeExpression, resolve_time
from ingest.turn_text import TurnText, check_batch
from ingest.user_zone import checked_zone


@dataclass(frozen=True, kw_only=True)
class Ingestor:
    """What the pipeline needs, created once at start-up and handed down."""

    db: Database
    embedder: Embedder
    extractor: Extractor
    timezone: str = "UTC"
    """IANA zone in which relative time phrases are read for a user who has none of their own."""
    english_embedder: Embedder | None = None
    """all-MiniLM-L6-v2: a second vector for English turns (graph.english_vectors); None: none."""


@dataclass(frozen=True, kw_only=True)
class IngestResult:
    turns: list[Turn]
    created_turns: int
    events: list[Event]
    preferences: list[PreferenceOutcome]
    links: int


def _mentions(times: Sequence[TimeExpression]) -> list[TimeMention]:
    return [
        TimeMention(
            phrase=expression.phrase,
            start=expression.start,
            end=expression.end,
            granularity=str(expression.granularity),
        )
        for expression in times
    ]


def search_words(speaker: str, at: datetime) -> str:
    """The speaker and the turn's date as people write it, in English and Chinese, so that
    "When did Caroline…" and "5月8日" find the turn by full-text search."""
    return f"{speaker} {at.day} {at:%B %Y} {at.year}年{at.month}月{at.day}日"


def preference_text(draft: PreferenceDraft) -> str:
    """What a preference says, for embeddings and full-text search."""
    return f"{draft.category} {draft.key}: {draft.value}"


@dataclass(frozen=True, kw_only=True)
class PreparedBatch:
    """A batch ready to store: checked, extracted and embedded before the transaction, so CPU
    work stays outside it."""

    turns: list[TurnInput]
    extraction: Extraction
    event_vectors: list[list[float]]
    preference_vectors: list[list[float]]
    spoken_at: dict[str, datetime]
    timezone: str
    """The zone the batch's phrases were read in."""
    english_vectors: dict[str, list[float]] = field(default_factory=dict)
    """The English turns' second vectors, by turn id."""
    texts: dict[str, str] = field(default_factory=dict)
    """What each turn said, by turn id: the context links to earlier events are read in."""

    def source_time(self, source_turn_ids: Sequence[str]) -> datetime:
        return max(self.spoken_at[source] for source in source_turn_ids)


def _prepare(
    ingestor: Ingestor, user_id: str, turns: Sequence[TurnText], timezone: str
) -> PreparedBatch:
    contexts = [
        TurnContext(
            turn_id=turn_id(user_id, turn.external_id),
            external_id=turn.external_id,
            user_id=user_id,
            speaker=turn.speaker,
            text=turn.text,
            at=turn.at,
            timezone=timezone,
            lang=detect_language(turn.text),
            times=tuple(resolve_time(turn.text, turn.at, timezone).expressions),
        )
        for turn in sorted(turns, key=lambda turn: turn.at)
    ]
    extraction = ingestor.extractor.extract(contexts)
    texts = [
        *(context.text for context in contexts),
        *(draft.summary for draft in extraction.events),
        *(preference_text(draft) for draft in extraction.preferences),
    ]
    vectors = [row.tolist() for row in ingestor.embedder.encode(texts)]
    first_event, first_preference = len(contexts), len(contexts) + len(extraction.events)
    return PreparedBatch(
        turns=[
            TurnInput(
                external_id=context.external_id,
                speaker=context.speaker,
                text=context.text,
                at=context.at,
                lang=context.lang,
                embedding=vector,
                mentions=_mentions(context.times or ()),
                search_text=f"{search_words(context.speaker, context.at)} {previous}",
                asks=ends_with_question(context.text, context.lang),
            )
            for context, vector, previous in zip(
                contexts, vectors[:first_event], ["", *(c.text for c in contexts)], strict=False
            )
        ],
        extraction=extraction,
        event_vectors=vectors[first_event:first_preference],
        preference_vectors=vectors[first_preference:],
        spoken_at={context.turn_id: context.at for context in contexts},
        timezone=timezone,
        english_vectors=_english_vectors(ingestor, contexts),
        texts={context.turn_id: context.text for context in contexts},
    )


def _english_vectors(ingestor: Ingestor, contexts: Sequence[TurnContext]) -> dict[str, list[float]]:
    english = [context for context in contexts if context.lang == "en"]
    if ingestor.english_embedder is None or not english:
        return {}
    vectors = ingestor.english_embedder.encode([context.text for context in english])
    return {context.turn_id: row.tolist() for context, row in zip(english, vectors, strict=True)}


def prepare_batch(
    ingestor: Ingestor,
    user_id: str,
    turns: Sequence[TurnText],
    *,
    now: datetime | None = None,
    timezone: str | None = None,
) -> PreparedBatch:
    """Check, extract and embed `turns` (CPU only: safe to run in a worker thread), reading
    their phrases in `timezone` (default the ingestor's)."""
    check_batch(turns, now=now or datetime.now(UTC))
    return _prepare(ingestor, user_id, turns, checked_zone(timezone) or ingestor.timezone)


async def store_batch(
    ingestor: Ingestor,
    *,
    user_id: str,
    session_id: str,
    prepared: PreparedBatch,
    remember_zone: bool = False,
) -> IngestResult:
    """Write a prepared batch of one session, all or nothing; with `remember_zone`, the
    batch's zone is stored on the user in the same transaction."""

    async def work(tx: Transaction) -> IngestResult:
        stored = await write_turns_in(
            tx, user_id=user_id, session_id=session_id, turns=prepared.turns
        )
        if remember_zone:
            first = min(prepared.spoken_at.values(), default=datetime.now(UTC))
            await remember_timezone_in(tx, user_id=user_id, timezone=prepared.timezone, at=first)
        await store_english_vectors_in(
            tx,
            user_id,
            {i: v for i, v in prepared.english_vectors.items() if i in stored.created_ids},
        )
        return await _write_facts(tx, user_id, prepared, stored)

    return await ingestor.db.write(work)


async def ingest_turns(
    ingestor: Ingestor,
    *,
    user_id: str,
    session_id: str,
    turns: Sequence[TurnText],
    now: datetime | None = None,
    timezone: str | None = None,
) -> IngestResult:
    """Store `turns` of one session and what they say, all or nothing.

    Phrases are read in `timezone` when given (it is then remembered on the user), else in the
    zone remembered for the user, else in the ingestor's."""
    given = checked_zone(timezone)
    zone = given or await user_timezone(ingestor.db, user_id) or ingestor.timezone
    # Embedding and extraction in a worker thread: the event loop serves other requests
    # meanwhile (the models release the GIL), as the bulk import does (ingest.bulk).
    prepared = await asyncio.to_thread(
        prepare_batch, ingestor, user_id, turns, now=now, timezone=zone
    )
    return await store_batch(
        ingestor,
        user_id=user_id,
        session_id=session_id,
        prepared=prepared,
        remember_zone=given is not None,
    )


_EARLIER_EVENTS = 50
"""How many of the user's latest stored events a batch's events may be linked to."""


def _links_to_earlier(
    earlier: Sequence[Event], prepared: PreparedBatch, drafts: Sequence[EventDraft]
) -> list[CausalDraft]:
    """CAUSED links from events of earlier batches to `drafts` (ingest.extract.follow_ons)."""
    reasons = {turn: work_reason(text) for turn, text in prepared.texts.items()}
    said = [
        KnownEvent.of_draft(
            draft,
            prepared.source_time(draft.source_turn_ids),
            reasons.get(draft.source_turn_ids[0], ""),
        )
        for draft in drafts
    ]
    extraction = prepared.extraction
    return links_to_earlier(earlier, said, caused_by_acts(extraction.events, extraction.links))


async def _write_facts(
    tx: Transaction, user_id: str, prepared: PreparedBatch, stored: StoredTurns
) -> IngestResult:
    """Events, links and preferences drawn only from the turns this batch created."""
    new_turns = stored.created_ids
    extraction = prepared.extraction
    earlier = await recent_events_in(tx, user_id, limit=_EARLIER_EVENTS)
    fresh = [
        (draft, vector)
        for draft, vector in zip(extraction.events, prepared.event_vectors, strict=True)
        if set(draft.source_turn_ids) <= new_turns
    ]
    events = await record_new_events_in(
        tx,
        user_id,
        [
            EventInput.carrying(
                draft,
                user_id=user_id,
                recorded_at=prepared.source_time(draft.source_turn_ids),
                embedding=vector,
            )
            for draft, vector in fresh
        ],
    )
    event_ids = {draft.key: event.id for (draft, _), event in zip(fresh, events, strict=True)}
    links = await link_new_events_in(
        tx,
        user_id,
        [
            {
                "cause_id": event_ids[link.cause_key],
                "effect_id": event_ids[link.effect_key],
                "confidence": link.confidence,
                "cue": link.cue,
            }
            for link in extraction.links
            if link.cause_key in event_ids
            and link.effect_key in event_ids
            and link.cause_key != link.effect_key
        ]
        + [
            {
                "cause_id": link.cause_key,
                "effect_id": event_ids[link.effect_key],
                "confidence": link.confidence,
                "cue": link.cue,
            }
            for link in _links_to_earlier(earlier, prepared, [draft for draft, _ in fresh])
        ],
    )
    drafts = [
        (draft, vector)
        for draft, vector in zip(extraction.preferences, prepared.preference_vectors, strict=True)
        if set(draft.source_turn_ids) <= new_turns
    ]
    statements = [
        PreferenceInput.carrying(
            draft,
            user_id=user_id,
            recorded_at=prepared.source_time(draft.source_turn_ids),
            embedding=vector,
        )
        for draft, vector in drafts
        if not draft.retracts
    ]
    statements.sort(key=lambda statement: statement.valid_from)
    preferences = await record_preferences_in(tx, statements) if statements else []
    await retract_current_in(
        tx,
        user_id=user_id,
        retractions=[
            Retraction(category=d.category, key=d.key, value=d.value, at=d.valid_from)
            for d, _ in drafts
            if d.retracts
        ],
    )
    return IngestResult(
        turns=stored.turns,
        created_turns=stored.created,
        events=events,
        preferences=preferences,
        links=links,
    )
