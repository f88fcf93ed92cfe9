"""The soak benchmark's pure parts: the RSS trend and the linear-chain check."""

from __future__ import annotations

import pytest

from bench.rss import slope_per_minute
from bench.soak_checks import Version, chain_faults


def test_slope_is_in_mib_per_minute() -> None:
    points = [(t, 100 + 0.5 * t) for t in range(0, 600, 10)]  # 0.5 MiB a second
    assert slope_per_minute(points) == pytest.approx(30.0)


def test_flat_noisy_memory_has_no_trend() -> None:
    points = [(float(t), 500 + (3 if t % 20 else -3)) for t in range(0, 600, 10)]
    slope = slope_per_minute(points)
    assert slope is not None
    assert abs(slope) < 0.05


def test_slope_needs_two_distinct_times() -> None:
    assert slope_per_minute([]) is None
    assert slope_per_minute([(5.0, 1.0)]) is None
    assert slope_per_minute([(5.0, 1.0), (5.0, 2.0)]) is None


def _chain(*pairs: tuple[str, str | None]) -> list[Version]:
    return [Version(id=node, supersedes=older) for node, older in pairs]


def test_a_linear_chain_has_no_faults() -> None:
    rows = _chain(("a", None), ("b", "a"), ("c", "b"))
    rows[-1] = Version(id="c", supersedes="b", open=True)
    assert chain_faults(rows) == []


def test_conflicts_stand_outside_the_chain() -> None:
    rows = [*_chain(("a", None), ("b", "a")), Version(id="x", supersedes=None, conflict=True)]
    assert chain_faults(rows) == []


def test_a_fork_is_superseded_twice() -> None:
    faults = chain_faults(_chain(("a", None), ("b", "a"), ("c", "a")))
    assert "a superseded by 2" in faults


def test_a_node_superseding_two_appears_in_two_rows() -> None:
    faults = chain_faults(_chain(("a", None), ("b", None), ("c", "a"), ("c", "b")))
    assert "c supersedes 2" in faults
    assert "2 first versions" in faults


def test_a_cycle_is_found() -> None:
    faults = chain_faults(_chain(("a", "c"), ("b", "a"), ("c", "b")))
    assert any(fault.startswith("cycle") for fault in faults)


def test_two_current_versions_are_a_fault() -> None:
    rows = [Version(id="a", supersedes=None, open=True), Version(id="b", supersedes="a", open=True)]
    assert chain_faults(rows) == ["2 current versions"]
