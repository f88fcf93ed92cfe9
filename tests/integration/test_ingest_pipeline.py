"""Raw turns to graph facts, end to end against the real Neo4j and the real embedding model."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from graph.chains import causal_chain
from graph.forget import user_node_counts
from graph.profile import profile
from graph.sessions import sessions_by_id
from graph.versioning import VersionAction
from ingest.errors import IngestInputError
from ingest.pipeline import Ingestor, ingest_turns
from ingest.turn_text import TurnText

SHANGHAI = ZoneInfo("Asia/Shanghai")
MAY_8 = datetime(2023, 5, 8, 14, 0, tzinfo=SHANGHAI)


def said(external_id: str, text: str, at: datetime, speaker: str = "Caroline") -> TurnText:
    return TurnText(external_id=external_id, speaker=speaker, text=text, at=at)


async def test_a_conversation_becomes_turns_events_links_and_preferences(
    ingestor: Ingestor, user_id: str
) -> None:
    turns = [
        said("d1:1", "I went to the support group yesterday.", MAY_8),
        said("d1:2", "My laptop broke last week.", MAY_8 + timedelta(minutes=1)),
        said("d1:3", "The repair shop fixed my laptop.", MAY_8 + timedelta(minutes=2)),
        said("d1:4", "Never call me, SMS only.", MAY_8 + timedelta(minutes=3)),
    ]
    result = await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-1", turns=turns)
    assert result.created_turns == 4
    support = next(t for t in result.turns if t.external_id == "d1:1")
    assert [(m.phrase, m.start) for m in support.mentions] == [
        ("yesterday", datetime(2023, 5, 7, tzinfo=SHANGHAI))
    ]
    summaries = [event.summary for event in result.events]
    assert any("Caroline" in summary and "support group" in summary for summary in summaries)
    broke = next(e for e in result.events if "broke" in e.summary)
    chain = await causal_chain(ingestor.db, user_id=user_id, event_id=broke.id, depth=1)
    assert any("fixed" in link.event.summary for link in chain)
    [channel] = [o.preference for o in result.preferences if o.preference.key == "channel"]
    assert (channel.category, channel.value) == ("notification", "SMS")
    [refused] = [o.preference for o in result.preferences if o.preference.key == "phone"]
    assert refused.polarity.value == "dislike"

    again = await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-1", turns=turns)
    assert (again.created_turns, again.events, again.preferences) == (0, [], [])


async def test_chinese_preferences_and_restatement(ingestor: Ingestor, user_id: str) -> None:
    first = await ingest_turns(
        ingestor,
        user_id=user_id,
        session_id=f"{user_id}-1",
        turns=[said("c1", "我喜欢深色的简约风格，预算不超过5000块", MAY_8, speaker="李明")],
    )
    stated = {(o.preference.category, o.preference.value) for o in first.preferences}
    assert ("budget", "≤ 5000 CNY") in stated
    assert {(category, value) for category, value in stated} >= {
        ("home", "dark"),
        ("home", "minimalist"),
    }
    texts = ["别给我打电话，发短信就行了", "能不能像上次那样，别给我打电话，发短信就行了"]
    outcomes = []
    for day, text in enumerate(texts, start=1):
        result = await ingest_turns(
            ingestor,
            user_id=user_id,
            session_id=f"{user_id}-{day + 1}",
            turns=[said(f"n{day}", text, MAY_8 + timedelta(days=day), speaker="李明")],
        )
        outcomes += [o for o in result.preferences if o.preference.key == "channel"]
    assert [o.action for o in outcomes] == [VersionAction.CREATE, VersionAction.REINFORCE]
    current = await profile(ingestor.db, user_id=user_id, at=MAY_8 + timedelta(days=5))
    assert "notification" in {p.category for p in current}


async def test_bad_batches_write_nothing(ingestor: Ingestor, user_id: str) -> None:
    duplicate = [said("x", "hello", MAY_8), said("x", "again", MAY_8)]
    with pytest.raises(IngestInputError, match="appears twice"):
        await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s", turns=duplicate)
    future = [said("y", "hello", datetime.now(SHANGHAI) + timedelta(days=30))]
    with pytest.raises(IngestInputError, match="ahead of the server"):
        await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s", turns=future)
    assert set((await user_node_counts(ingestor.db, user_id=user_id)).values()) == {0}


async def test_a_session_id_belongs_to_its_user(ingestor: Ingestor, user_id: str) -> None:
    """Another user's session id names a session of one's own: neither sees the other's."""
    owner = f"{user_id}-owner"
    shared = f"{owner}-s"
    await ingest_turns(ingestor, user_id=owner, session_id=shared, turns=[said("a", "hi", MAY_8)])
    mine = await ingest_turns(
        ingestor, user_id=user_id, session_id=shared, turns=[said("b", "My laptop broke.", MAY_8)]
    )
    assert [turn.user_id for turn in mine.turns] == [user_id]
    owners = {
        session.user_id: session.turns for session in await sessions_by_id(ingestor.db, shared)
    }
    assert owners == {owner: 1, user_id: 1}


def test_text_is_validated_and_normalised() -> None:
    with pytest.raises(ValueError, match="at least 1 character"):
        said("e", "   ", MAY_8)
    with pytest.raises(ValueError, match="timezone"):
        TurnText(external_id="n", speaker="s", text="hi", at=datetime(2023, 5, 8))
    cleaned = said("c", "  hi\x00 there 🎉 مرحبا  ", MAY_8)
    assert cleaned.text == "hi there 🎉 مرحبا"


async def test_links_reach_events_of_earlier_sessions(ingestor: Ingestor, user_id: str) -> None:
    """A resolution, and a move made for the work, link to what earlier sessions stored."""
    sessions = [
        [said("x1", "My dishwasher broke on Monday.", MAY_8)],
        [said("x2", "我下个月1号入职新公司。", MAY_8 + timedelta(days=2), speaker="李明")],
        [said("x3", "The technician fixed the dishwasher yesterday.", MAY_8 + timedelta(days=5))],
        [said("x4", "为了上班近一点，我上周搬到浦东了。", MAY_8 + timedelta(days=40), "李明")],
    ]
    results = []
    for number, turns in enumerate(sessions, start=1):
        results.append(
            await ingest_turns(
                ingestor, user_id=user_id, session_id=f"{user_id}-{number}", turns=turns
            )
        )
    for cause, effect in (("broke", "fixed"), ("入职", "搬")):
        start = next(e for r in results for e in r.events if cause in e.summary)
        chain = await causal_chain(ingestor.db, user_id=user_id, event_id=start.id, depth=1)
        assert any(effect in link.event.summary for link in chain), (cause, chain)
