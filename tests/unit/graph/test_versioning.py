"""The preference versioning rules and the confidence arithmetic, as pure functions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from graph.confidence import decayed, reinforced
from graph.versioning import StoredVersion, VersionAction, decide, same_value

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def version(id: str, value: str, days: int, confidence: float = 0.9) -> StoredVersion:
    return StoredVersion(
        id=id, value=value, valid_from=T0 + timedelta(days=days), confidence=confidence
    )


def test_first_statement_creates() -> None:
    assert decide([], value="SMS", valid_from=T0, confidence=0.9).action is VersionAction.CREATE


def test_same_value_reinforces_the_current_version() -> None:
    chain = [version("a", "SMS only", 0)]
    decision = decide(
        chain, value="  sms   ONLY ", valid_from=T0 + timedelta(days=5), confidence=0.9
    )
    assert (decision.action, decision.target_id) == (VersionAction.REINFORCE, "a")


def test_new_value_after_the_head_supersedes_it() -> None:
    chain = [version("a", "SMS", 0), version("b", "email", 10)]
    decision = decide(chain, value="phone", valid_from=T0 + timedelta(days=20), confidence=0.9)
    assert (decision.action, decision.predecessor_id) == (VersionAction.SUPERSEDE, "b")
    assert decision.successor_id is None


def test_late_statement_is_inserted_between_its_neighbours() -> None:
    chain = [version("a", "SMS", 0), version("b", "email", 10)]
    decision = decide(chain, value="phone", valid_from=T0 + timedelta(days=5), confidence=0.9)
    assert decision.action is VersionAction.INSERT
    assert (decision.predecessor_id, decision.successor_id) == ("a", "b")


def test_late_statement_before_everything_has_no_predecessor() -> None:
    chain = [version("a", "SMS", 10)]
    decision = decide(chain, value="phone", valid_from=T0, confidence=0.9)
    assert decision.action is VersionAction.INSERT
    assert (decision.predecessor_id, decision.successor_id) == (None, "a")


def test_late_restatement_reinforces_the_version_valid_then() -> None:
    chain = [version("a", "SMS", 0), version("b", "email", 10)]
    decision = decide(chain, value="sms", valid_from=T0 + timedelta(days=3), confidence=0.9)
    assert (decision.action, decision.target_id) == (VersionAction.REINFORCE, "a")


def test_equal_valid_times_with_different_values_conflict() -> None:
    chain = [version("a", "SMS", 0)]
    decision = decide(chain, value="email", valid_from=T0, confidence=0.9)
    assert (decision.action, decision.target_id) == (VersionAction.CONFLICT, "a")
    assert "same time" in decision.reason


def test_low_confidence_change_to_a_confident_value_conflicts() -> None:
    chain = [version("a", "SMS", 0, confidence=0.95)]
    later = T0 + timedelta(days=3)
    assert decide(chain, value="email", valid_from=later, confidence=0.3).action is (
        VersionAction.CONFLICT
    )
    assert decide(chain, value="email", valid_from=later, confidence=0.6).action is (
        VersionAction.SUPERSEDE
    )


def test_restating_a_retracted_value_supersedes_it() -> None:
    retracted = StoredVersion(id="a", value="SMS", valid_from=T0, confidence=0.9, retracted=True)
    decision = decide([retracted], value="SMS", valid_from=T0 + timedelta(days=1), confidence=0.9)
    assert decision.action is VersionAction.SUPERSEDE


def test_same_value_ignores_case_and_spacing_only() -> None:
    assert same_value("Dark  Minimalist", "dark minimalist")
    assert not same_value("coffee over tea", "tea over coffee")


def test_reinforcement_rises_and_is_capped() -> None:
    assert reinforced(0.8, 0.9) > 0.8
    confidence = 0.5
    for _ in range(50):
        confidence = reinforced(confidence, 1.0)
    assert confidence <= 1.0
    assert reinforced(1.0, 1.0) == 1.0


def test_decay_halves_after_one_half_life() -> None:
    later = T0 + timedelta(days=180)
    assert decayed(0.8, confirmed_at=T0, now=later, half_life_days=180) == 0.4
    assert decayed(0.8, confirmed_at=later, now=T0, half_life_days=180) == 0.8
