"""Deciding a batch of preference statements in memory, as the writer will store it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from graph.model import PreferenceInput
from graph.preference_plan import plan_batch
from graph.versioning import StoredVersion, VersionAction

T0 = datetime(2026, 1, 1, tzinfo=UTC)
KEY = ("ana", "notification", "channel")


def said(value: str, day: int, confidence: float = 0.9) -> PreferenceInput:
    at = T0 + timedelta(days=day)
    return PreferenceInput(
        user_id="ana",
        category="notification",
        key="channel",
        value=value,
        confidence=confidence,
        valid_from=at,
        recorded_at=at,
        source_turn_ids=[f"t{day}"],
    )


def test_one_batch_creates_reinforces_supersedes_and_inserts_in_order() -> None:
    plan = plan_batch({}, [said("SMS", 0), said("sms", 2), said("email", 10), said("phone", 5)])
    assert [o.action for o in plan.outcomes] == [
        VersionAction.CREATE,
        VersionAction.REINFORCE,
        VersionAction.SUPERSEDE,
        VersionAction.INSERT,
    ]
    assert [v.value for v in plan.chains[KEY]] == ["SMS", "phone", "email"]
    assert plan.relink == {KEY}
    [restated] = plan.reinforced.values()
    assert restated.restated == 1 and restated.source_turn_ids == ["t2"]
    assert restated.confidence > 0.9


def test_repeated_restatements_merge_into_one_reinforcement() -> None:
    stored = {KEY: [StoredVersion(id="a", value="SMS", valid_from=T0, confidence=0.8)]}
    plan = plan_batch(stored, [said("SMS", 1), said("SMS", 2)])
    assert list(plan.reinforced) == ["a"]
    entry = plan.reinforced["a"]
    assert entry.restated == 2
    assert entry.confirmed_at == T0 + timedelta(days=2)
    assert entry.source_turn_ids == ["t1", "t2"]
    assert plan.created == [] and plan.relink == set()
    assert stored[KEY][0].confidence == 0.8  # the caller's chains are not changed


def test_conflicts_are_flagged_and_stay_out_of_the_chain() -> None:
    stored = {KEY: [StoredVersion(id="a", value="SMS", valid_from=T0, confidence=0.95)]}
    plan = plan_batch(stored, [said("email", 0), said("phone", 3, confidence=0.2)])
    assert [o.action for o in plan.outcomes] == [VersionAction.CONFLICT, VersionAction.CONFLICT]
    assert [c.other_id for c in plan.conflicts] == ["a", "a"]
    assert [v.id for v in plan.chains[KEY]] == ["a"]
    assert plan.relink == set()
