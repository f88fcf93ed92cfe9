"""closeSession consolidates: the events a session stated twice become one, against real Neo4j."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from graph.chains import causal_chain
from graph.errors import NotFoundError
from graph.hydrate import hydrate
from graph.sessions import close_session
from ingest.pipeline import Ingestor, IngestResult, ingest_turns
from ingest.turn_text import TurnText

SHANGHAI = ZoneInfo("Asia/Shanghai")
MAY_8 = datetime(2023, 5, 8, 14, 0, tzinfo=SHANGHAI)


async def _session(ingestor: Ingestor, user_id: str, *texts: str) -> IngestResult:
    turns = [
        TurnText(
            external_id=f"t{i}", speaker="Caroline", text=text, at=MAY_8 + timedelta(minutes=i)
        )
        for i, text in enumerate(texts)
    ]
    return await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s", turns=turns)


async def test_a_repeated_event_is_merged_with_all_its_provenance(
    ingestor: Ingestor, user_id: str
) -> None:
    result = await _session(
        ingestor,
        user_id,
        "My laptop broke yesterday.",
        "I went to the gym today.",
        "Sorry, like I said, my laptop broke yesterday.",
        "The repair shop fixed my laptop.",
    )
    broke = [event for event in result.events if "broke" in event.summary]
    assert len(broke) == 2, [event.summary for event in result.events]

    closed = await close_session(
        ingestor.db, user_id=user_id, session_id=f"{user_id}-s", at=MAY_8 + timedelta(hours=1)
    )
    assert closed.merged_events == 1
    assert closed.ended_at == MAY_8 + timedelta(hours=1)
    woken = await hydrate(ingestor.db, user_id=user_id, at=MAY_8 + timedelta(days=1))
    kept = [event for event in woken.events if "broke" in event.summary]
    assert [event.id for event in kept] == [broke[0].id]
    assert kept[0].mentions == 2
    assert sum("gym" in event.summary for event in woken.events) == 1
    effects = await causal_chain(ingestor.db, user_id=user_id, event_id=broke[0].id, depth=1)
    assert any("fixed" in link.event.summary for link in effects)

    again = await close_session(
        ingestor.db, user_id=user_id, session_id=f"{user_id}-s", at=MAY_8 + timedelta(hours=2)
    )
    assert again.merged_events == 1


async def test_the_same_action_on_different_days_stays_two_events(
    ingestor: Ingestor, user_id: str
) -> None:
    result = await _session(
        ingestor, user_id, "I went to the gym yesterday.", "I went to the gym today."
    )
    assert sum("gym" in event.summary for event in result.events) == 2
    closed = await close_session(
        ingestor.db, user_id=user_id, session_id=f"{user_id}-s", at=MAY_8 + timedelta(hours=1)
    )
    assert closed.merged_events == 0


async def test_closing_another_users_session_changes_nothing(
    ingestor: Ingestor, user_id: str
) -> None:
    await _session(ingestor, user_id, "My bike broke.", "My bike broke, as I said.")
    with pytest.raises(NotFoundError):  # session ids are scoped to their user
        await close_session(
            ingestor.db, user_id="someone-else", session_id=f"{user_id}-s", at=MAY_8
        )
    with pytest.raises(NotFoundError):
        await close_session(ingestor.db, user_id=user_id, session_id="no-such-session", at=MAY_8)
    woken = await hydrate(ingestor.db, user_id=user_id, at=MAY_8 + timedelta(days=1))
    assert sum("bike" in event.summary for event in woken.events) == 2
