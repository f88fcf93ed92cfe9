"""The temporal graph against a real Neo4j: the stories behind each write rule."""

from __future__ import annotations

import asyncio

import pytest

from graph.chains import causal_chain, timeline
from graph.database import Database
from graph.errors import ForbiddenError, InvalidWriteError, NotFoundError
from graph.events import link_events, record_event, retract
from graph.forget import forget_user, user_node_counts
from graph.ids import turn_id
from graph.model import EventStatus
from graph.preferences import record_preference, record_preferences
from graph.profile import conflicts, preference_history, profile
from graph.sessions import sessions_by_id
from graph.turns import session_turns, sources, write_turns
from graph.versioning import VersionAction
from tests.integration.graph_helpers import day, event, statement, turn


async def test_turn_batches_are_idempotent_and_chained(db: Database, user_id: str) -> None:
    batch = [turn("d1:2", "second", day(0).replace(hour=10)), turn("d1:1", "first", day(0))]
    first = await write_turns(db, user_id=user_id, session_id=f"{user_id}-s1", turns=batch)
    again = await write_turns(db, user_id=user_id, session_id=f"{user_id}-s1", turns=batch)
    assert (first.created, again.created) == (2, 0)
    assert [t.external_id for t in first.turns] == ["d1:1", "d1:2"]
    later = [turn("d1:3", "third", day(0).replace(hour=11))]
    await write_turns(db, user_id=user_id, session_id=f"{user_id}-s1", turns=later)
    ordered = await session_turns(db, user_id=user_id, session_id=f"{user_id}-s1")
    assert [(t.external_id, following) for t, following in ordered] == [
        ("d1:1", "d1:2"),
        ("d1:2", "d1:3"),
        ("d1:3", None),
    ]
    assert ordered[0][0].id == turn_id(user_id, "d1:1")


async def test_a_session_id_is_scoped_to_its_user(db: Database, user_id: str) -> None:
    session_id = f"{user_id}-shared"
    await write_turns(db, user_id=user_id, session_id=session_id, turns=[turn("a", "hi", day(0))])
    other = f"{user_id}-other"
    await write_turns(db, user_id=other, session_id=session_id, turns=[turn("b", "x", day(0))])
    sessions = await sessions_by_id(db, session_id)
    assert [(s.user_id, s.turns) for s in sessions] == [(user_id, 1), (other, 1)]


async def test_preference_changed_at_the_50th_conversation(db: Database, user_id: str) -> None:
    await record_preference(db, statement(user_id, "dark minimalist", 3, key="style"))
    changed = await record_preference(db, statement(user_id, "warm rustic", 50, key="style"))
    assert changed.action is VersionAction.SUPERSEDE
    now = await profile(db, user_id=user_id, at=day(60))
    assert [(p.key, p.value) for p in now] == [("style", "warm rustic")]
    history = await preference_history(db, user_id=user_id, category="notification", key="style")
    assert [entry.preference.value for entry in history] == ["dark minimalist", "warm rustic"]
    assert history[0].preference.valid_until == day(50)
    assert history[1].supersedes == history[0].preference.id
    between = await profile(db, user_id=user_id, at=day(20))
    assert [p.value for p in between] == ["dark minimalist"]
    assert await profile(db, user_id=user_id, at=day(1)) == []


async def test_restated_three_times_is_one_reinforced_node(db: Database, user_id: str) -> None:
    texts = ["never call me, SMS only", "remember: SMS only", "again, SMS only please"]
    stored = await write_turns(
        db,
        user_id=user_id,
        session_id=f"{user_id}-s",
        turns=[turn(f"t{i}", text, day(i * 10)) for i, text in enumerate(texts)],
    )
    outcomes = [
        await record_preference(db, statement(user_id, "SMS only", i * 10, sources=[t.id]))
        for i, t in enumerate(stored.turns)
    ]
    assert [o.action for o in outcomes] == [
        VersionAction.CREATE,
        VersionAction.REINFORCE,
        VersionAction.REINFORCE,
    ]
    assert len({o.preference.id for o in outcomes}) == 1
    confidences = [o.preference.confidence for o in outcomes]
    assert confidences[0] < confidences[1] < confidences[2] <= 1.0
    assert outcomes[-1].preference.last_confirmed_at == day(20)
    provenance = await sources(db, user_id=user_id, node_ids=[outcomes[0].preference.id])
    assert [t.text for t in provenance[outcomes[0].preference.id]] == texts


async def test_support_ticket_chain_walks_both_ways(db: Database, user_id: str) -> None:
    opened = await record_event(db, event(user_id, "opened", 0))
    escalated = await record_event(db, event(user_id, "escalated", 2))
    resolved = await record_event(db, event(user_id, "resolved", 5, status=EventStatus.RESOLVED))
    await link_events(db, user_id=user_id, cause_id=opened.id, effect_id=escalated.id, cue="so")
    await link_events(db, user_id=user_id, cause_id=escalated.id, effect_id=resolved.id)
    effects = await causal_chain(db, user_id=user_id, event_id=opened.id, depth=5)
    assert [(link.event.action, link.distance) for link in effects] == [
        ("escalated", 1),
        ("resolved", 2),
    ]
    assert effects[0].cue == "so"
    causes = await causal_chain(db, user_id=user_id, event_id=resolved.id, depth=1)
    assert [(link.event.action, link.distance) for link in causes] == [("escalated", -1)]
    with pytest.raises(InvalidWriteError):
        await link_events(db, user_id=user_id, cause_id=opened.id, effect_id=opened.id)
    with pytest.raises(ForbiddenError):
        await link_events(db, user_id="someone-else", cause_id=opened.id, effect_id=resolved.id)


async def test_a_moved_plan_supersedes_the_old_one(db: Database, user_id: str) -> None:
    monday = await record_event(db, event(user_id, "flight booked", 7, status=EventStatus.PLANNED))
    tuesday = await record_event(
        db,
        event(
            user_id,
            "flight booked",
            8,
            status=EventStatus.PLANNED,
            supersedes_id=monday.id,
            supersede_reason="moved to Tuesday",
        ),
    )
    found = await timeline(db, user_id=user_id, start=day(0), end=day(30), kinds=["event"])
    by_id = {entry.node.id: entry.node for entry in found}
    assert by_id[monday.id].superseded_at is not None  # type: ignore[union-attr]
    assert by_id[tuesday.id].superseded_at is None  # type: ignore[union-attr]
    with pytest.raises(NotFoundError):
        await record_event(db, event(user_id, "x", 1, supersedes_id="no-such-event"))


async def test_late_arriving_statement_is_placed_in_its_time(db: Database, user_id: str) -> None:
    await record_preference(db, statement(user_id, "SMS", 0))
    await record_preference(db, statement(user_id, "email", 20))
    late = await record_preference(db, statement(user_id, "phone", 10, recorded_day=30))
    assert late.action is VersionAction.INSERT
    history = await preference_history(db, user_id=user_id, category="notification", key="channel")
    assert [e.preference.value for e in history] == ["SMS", "phone", "email"]
    assert [e.preference.valid_until for e in history] == [day(10), day(20), None]
    ids = [e.preference.id for e in history]
    assert [e.supersedes for e in history] == [None, ids[0], ids[1]]
    # Known only from day 30: "as of" day 15 before that still says SMS.
    assert [p.value for p in await profile(db, user_id=user_id, at=day(15))] == ["SMS"]
    assert [p.value for p in await profile(db, user_id=user_id, at=day(31))] == ["email"]


async def test_unsettled_changes_are_flagged(db: Database, user_id: str) -> None:
    await record_preference(db, statement(user_id, "SMS", 0, confidence=0.95))
    same_time = await record_preference(db, statement(user_id, "email", 0))
    unsure = await record_preference(db, statement(user_id, "phone", 5, confidence=0.3))
    assert same_time.action is unsure.action is VersionAction.CONFLICT
    listed = await conflicts(db, user_id=user_id)
    assert {c.preference.value for c in listed} == {"email", "phone"}
    assert {c.conflicts_with.value for c in listed} == {"SMS"}
    assert [p.value for p in await profile(db, user_id=user_id, at=day(10))] == ["SMS"]


async def test_concurrent_writers_leave_one_linear_chain(db: Database, user_id: str) -> None:
    values = [f"value {i}" for i in range(12)]
    await asyncio.gather(
        *(record_preference(db, statement(user_id, v, i + 1)) for i, v in enumerate(values))
    )
    history = await preference_history(db, user_id=user_id, category="notification", key="channel")
    assert sorted(e.preference.value for e in history) == sorted(values)
    assert all(not e.preference.conflict for e in history)
    # Linear: each version supersedes exactly the one before it, and only the last is open.
    ids = [e.preference.id for e in history]
    assert [e.supersedes for e in history] == [None, *ids[:-1]]
    assert [e.preference.valid_until is None for e in history] == [False] * 11 + [True]


async def test_a_failed_batch_writes_nothing(db: Database, user_id: str) -> None:
    good = statement(user_id, "SMS", 0)
    bad = statement(user_id, "email", 5, key="other", sources=["no-such-turn"])
    with pytest.raises(NotFoundError, match="source turns"):
        await record_preferences(db, [good, bad])
    assert await profile(db, user_id=user_id, at=day(10)) == []


async def test_retract_keeps_history_and_leaves_the_profile(db: Database, user_id: str) -> None:
    created = await record_preference(db, statement(user_id, "SMS", 0))
    await retract(db, user_id=user_id, node_id=created.preference.id, at=day(5))
    assert await profile(db, user_id=user_id, at=day(6)) == []
    assert [p.value for p in await profile(db, user_id=user_id, at=day(4))] == ["SMS"]
    history = await preference_history(db, user_id=user_id, category="notification", key="channel")
    assert history[0].preference.retracted_at == day(5)
    with pytest.raises(NotFoundError):
        await retract(db, user_id=user_id, node_id="missing", at=day(5))


async def test_confidence_decays_at_read_time_only(db: Database, user_id: str) -> None:
    await record_preference(db, statement(user_id, "SMS", 0, confidence=0.8))
    [fresh] = await profile(db, user_id=user_id, at=day(0), half_life_days=100)
    [old] = await profile(db, user_id=user_id, at=day(100), half_life_days=100)
    assert fresh.effective_confidence == pytest.approx(0.8)
    assert old.effective_confidence == pytest.approx(0.4)
    assert old.confidence == 0.8


async def test_forgetting_a_user_leaves_nothing(db: Database, user_id: str) -> None:
    neighbour = f"{user_id}-neighbour"
    for owner in (user_id, neighbour):
        stored = await write_turns(
            db, user_id=owner, session_id=f"{owner}-s", turns=[turn("t1", "same text", day(0))]
        )
        await record_preference(db, statement(owner, "SMS", 0, sources=[stored.turns[0].id]))
        await record_event(db, event(owner, "opened", 0, entities=["printer"]))
    deleted = await forget_user(db, user_id=user_id, batch_size=2)
    assert deleted == 6  # user, session, turn, preference, event, entity
    assert set((await user_node_counts(db, user_id=user_id)).values()) == {0}
    assert (await user_node_counts(db, user_id=neighbour))["Turn"] == 1
