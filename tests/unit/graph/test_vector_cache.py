"""The vectors recall keeps per user: what is missing, what is dropped, what is evicted."""

from __future__ import annotations

import numpy as np
import pytest

from graph.vector_cache import VectorCache, unit


def test_unit_scales_to_length_one_and_keeps_a_zero_vector() -> None:
    assert float(np.linalg.norm(unit([3.0, 4.0]))) == pytest.approx(1.0)
    assert unit([0.0, 0.0]).tolist() == [0.0, 0.0]


def test_an_id_is_missing_until_added_and_again_when_its_fingerprint_changes() -> None:
    cache = VectorCache()
    assert cache.missing("u", ["a", "b"], ["4:x:1:12", "4:x:2:30"]) == ["a", "b"]
    cache.add("u", {"a": ("4:x:1:12", [0.5, 0.0]), "b": ("4:x:2:30", [0.25, 1.0])})
    assert cache.missing("u", ["a", "b"], ["4:x:1:12", "4:x:2:30"]) == []
    # The same id written anew (a turn forgotten and sent again with another text).
    assert cache.missing("u", ["a", "b"], ["4:x:7:19", "4:x:2:30"]) == ["a"]
    assert cache.missing("other", ["a"], ["4:x:1:12"]) == ["a"]


def test_the_matrix_holds_unit_rows_in_order_and_drops_ids_no_longer_there() -> None:
    cache = VectorCache()
    cache.add("u", {"a": ("a", [2.0, 0.0]), "b": ("b", [0.0, 3.0]), "gone": ("g", [1.0, 1.0])})
    ids, matrix = cache.matrix("u", ["b", "a", "never-added"])
    assert ids == ["b", "a"]
    assert matrix.tolist() == [[0.0, 1.0], [1.0, 0.0]]
    assert cache.size == 2
    assert cache.matrix("nobody", ["a"])[0] == []


def test_the_least_recently_used_users_go_first_beyond_the_budget() -> None:
    cache = VectorCache(max_vectors=3)
    cache.add("old", {"a": ("a", [1.0]), "b": ("b", [1.0])})
    cache.add("recent", {"c": ("c", [1.0])})
    cache.matrix("old", ["a", "b"])  # "old" is used again: "recent" is now the oldest
    cache.add("new", {"d": ("d", [1.0])})
    assert cache.size == 3
    assert cache.missing("recent", ["c"], ["c"]) == ["c"]
    assert cache.missing("old", ["a", "b"], ["a", "b"]) == []


def test_a_node_without_a_vector_is_kept_as_such_until_its_fingerprint_changes() -> None:
    cache = VectorCache()
    cache.add("u", {"a": ("4:x:1:12", [1.0, 0.0]), "bare": ("4:x:2:0", None)})

    assert cache.missing("u", ["a", "bare"], ["4:x:1:12", "4:x:2:0"]) == []
    ids, matrix = cache.matrix("u", ["a", "bare"])
    assert ids == ["a"]
    assert matrix.shape == (1, 2)
    assert cache.missing("u", ["bare"], ["4:x:2:1"]) == ["bare"]  # re-embedded since
