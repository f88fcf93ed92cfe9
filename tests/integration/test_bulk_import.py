"""Bulk import overlaps preparing the next session with storing the current one: the result is
the same as storing them one by one, in order, against the real Neo4j."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from graph.forget import user_node_counts
from ingest.bulk import ingest_sessions
from ingest.errors import IngestInputError
from ingest.formats import ImportedSession
from ingest.pipeline import Ingestor
from ingest.turn_text import TurnText

DAY = datetime(2024, 3, 4, 9, tzinfo=UTC)


def _session(user_id: str, name: str, *texts: str, day: int = 0) -> ImportedSession:
    turns = [
        TurnText(
            external_id=f"{name}:{i}",
            speaker="Mia",
            text=text,
            at=DAY + timedelta(days=day, minutes=i),
        )
        for i, text in enumerate(texts)
    ]
    return ImportedSession(user_id=user_id, session_id=f"{user_id}-{name}", turns=turns)


async def test_sessions_are_stored_in_order_and_again_adds_nothing(
    ingestor: Ingestor, user_id: str
) -> None:
    sessions = [
        _session(user_id, "a", "My laptop broke yesterday.", "I prefer tea to coffee."),
        _session(f"{user_id}-2", "b", "We booked a flight to Lisbon for May."),
        _session(user_id, "c", "The repair shop fixed my laptop.", day=2),
    ]
    stored = [
        (session.session_id, result)
        async for session, result in ingest_sessions(ingestor, sessions)
    ]
    assert [session_id for session_id, _ in stored] == [s.session_id for s in sessions]
    assert [result.created_turns for _, result in stored] == [2, 1, 1]
    assert any("broke" in event.summary for event in stored[0][1].events)
    counts = await user_node_counts(ingestor.db, user_id=user_id)

    again = [result async for _, result in ingest_sessions(ingestor, sessions)]
    assert [result.created_turns for result in again] == [0, 0, 0]
    assert await user_node_counts(ingestor.db, user_id=user_id) == counts


async def test_a_bad_session_stops_the_import_after_the_ones_before_it(
    ingestor: Ingestor, user_id: str
) -> None:
    good = _session(user_id, "good", "I started a pottery class.")
    twice = _session(user_id, "bad", "one", "two")
    bad = ImportedSession(
        user_id=user_id,
        session_id=twice.session_id,
        turns=[twice.turns[0], twice.turns[0]],  # the same external id twice
    )
    never = _session(user_id, "never", "This session is never reached.")
    seen: list[str] = []
    with pytest.raises(IngestInputError, match="appears twice"):
        async for session, _ in ingest_sessions(ingestor, [good, bad, never]):
            seen.append(session.session_id)
    assert seen == [good.session_id]
    counts = await user_node_counts(ingestor.db, user_id=user_id)
    assert counts["Turn"] == 1


async def test_no_sessions_store_nothing(ingestor: Ingestor) -> None:
    assert [item async for item in ingest_sessions(ingestor, [])] == []
