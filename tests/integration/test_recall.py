"""Hybrid recall against the real Neo4j: time windows, "last time", isolation, explanations."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from graph.ids import turn_id
from graph.recall import recall
from graph.recall.engine import load_returned_nodes
from ingest.pipeline import Ingestor, ingest_turns
from ingest.query import Question, plan_recall
from ingest.turn_text import TurnText

SHANGHAI = ZoneInfo("Asia/Shanghai")
NOW = datetime(2026, 11, 29, 15, 0, tzinfo=SHANGHAI)


async def _say(
    ingestor: Ingestor, user_id: str, session: str, *lines: tuple[str, str, datetime]
) -> None:
    turns = [TurnText(external_id=eid, speaker="Ana", text=text, at=at) for eid, text, at in lines]
    await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-{session}", turns=turns)


async def _ask(ingestor: Ingestor, user_id: str, text: str, **options: object) -> list[str]:
    question = Question(user_id=user_id, text=text, at=NOW, timezone="Asia/Shanghai", **options)  # type: ignore[arg-type]
    plan = plan_recall(question, ingestor.embedder)
    result = await recall(ingestor.db, plan.request)
    return [source.external_id for item in result.items for source in item.sources]


async def test_three_months_ago_prefers_that_month(ingestor: Ingestor, user_id: str) -> None:
    await _say(
        ingestor,
        user_id,
        "aug",
        (
            "aug",
            "I like a dark minimalist style for the sofa",
            datetime(2026, 8, 12, tzinfo=SHANGHAI),
        ),
    )
    await _say(
        ingestor,
        user_id,
        "nov",
        ("nov", "Maybe a warm rustic style for the sofa", datetime(2026, 11, 20, tzinfo=SHANGHAI)),
    )
    found = await _ask(
        ingestor, user_id, "what style did I say I like for the sofa three months ago?"
    )
    assert found[0] == "aug"
    found_zh = await _ask(ingestor, user_id, "我三个月前说的沙发风格是什么?")
    assert found_zh[0] == "aug"


async def test_last_time_picks_the_most_recent_match(ingestor: Ingestor, user_id: str) -> None:
    await _say(
        ingestor,
        user_id,
        "1",
        ("old", "The address is 12 Oak Street", datetime(2026, 3, 1, tzinfo=SHANGHAI)),
    )
    await _say(
        ingestor,
        user_id,
        "2",
        ("new", "The address is 7 Pine Road", datetime(2026, 10, 1, tzinfo=SHANGHAI)),
    )
    assert (await _ask(ingestor, user_id, "the address I gave last time"))[0] == "new"


async def test_users_with_identical_texts_never_see_each_other(
    ingestor: Ingestor, user_id: str
) -> None:
    other = f"{user_id}-twin"
    for owner in (user_id, other):
        await _say(
            ingestor,
            owner,
            "s",
            ("t1", "My laptop broke last week", datetime(2026, 11, 2, tzinfo=SHANGHAI)),
        )
    for text in ("laptop broke", "what happened last week?", "笔记本电脑"):
        question = Question(user_id=user_id, text=text, at=NOW, timezone="Asia/Shanghai")
        result = await recall(ingestor.db, plan_recall(question, ingestor.embedder).request)
        assert result.items
        assert all(item.node.user_id == user_id for item in result.items)
        assert all(source.user_id == user_id for item in result.items for source in item.sources)


async def test_unknown_user_and_bare_time_phrase(ingestor: Ingestor, user_id: str) -> None:
    assert await _ask(ingestor, f"{user_id}-nobody", "laptop") == []
    await _say(ingestor, user_id, "s", ("w", "We hiked up the hill", NOW - timedelta(days=8)))
    assert "w" in await _ask(ingestor, user_id, "上周")


async def test_items_explain_themselves(ingestor: Ingestor, user_id: str) -> None:
    await _say(ingestor, user_id, "s", ("e", "My laptop broke yesterday", NOW - timedelta(days=3)))
    question = Question(
        user_id=user_id, text="laptop broke", at=NOW, timezone="Asia/Shanghai", limit=3
    )
    result = await recall(ingestor.db, plan_recall(question, ingestor.embedder).request)
    top = result.items[0]
    assert top.why.semantic > 0 and top.why.lexical > 0
    assert {"vector", "fulltext"} <= set(top.path)
    assert top.sources and top.sources[0].external_id == "e"
    assert len(result.items) <= 3


async def test_the_answer_to_a_matching_question_ranks_above_it(
    ingestor: Ingestor, user_id: str
) -> None:
    day = NOW - timedelta(days=2)
    lines = [
        ("q0", "Ana", "We spent the whole afternoon at the science museum."),
        ("q1", "Bot", "How lovely! Which exhibition at the science museum did you like best?"),
        ("q2", "Ana", "The dinosaur fossils, definitely. The T-rex skull was enormous."),
        ("q3", "Bot", "That sounds like a wonderful afternoon."),
    ]
    turns = [
        TurnText(external_id=eid, speaker=speaker, text=text, at=day + timedelta(minutes=i))
        for i, (eid, speaker, text) in enumerate(lines)
    ]
    await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-m", turns=turns)
    question = Question(
        user_id=user_id,
        text="Which exhibition did I like best at the science museum?",
        at=NOW,
        timezone="Asia/Shanghai",
    )
    result = await recall(ingestor.db, plan_recall(question, ingestor.embedder).request)
    ranked = [source.external_id for item in result.items for source in item.sources]
    assert ranked.index("q2") < ranked.index("q1")
    answer = next(item for item in result.items if item.sources[0].external_id == "q2")
    assert "expand:answer→" in answer.path


async def test_a_node_gone_before_it_is_loaded_is_left_out_with_a_warning(
    ingestor: Ingestor, user_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    await _say(ingestor, user_id, "s", ("kept", "We adopted a grey cat", NOW - timedelta(days=1)))
    kept = turn_id(user_id, "kept")
    gone = turn_id(user_id, "forgotten-meanwhile")
    with caplog.at_level(logging.WARNING, logger="graph.recall.engine"):
        loaded = await load_returned_nodes(ingestor.db, user_id, [(kept, "Turn"), (gone, "Turn")])
    assert list(loaded) == [kept]
    assert gone in caplog.text
