"""Pseudo-relevance feedback on the vector path (graph.recall.feedback)."""

from __future__ import annotations

import numpy as np
import pytest

from graph.recall.feedback import rocchio
from graph.vector_cache import Matrix, unit


def _rows(*vectors: list[float]) -> Matrix:
    return np.stack([unit(vector) for vector in vectors])


def test_the_question_moves_towards_its_best_items() -> None:
    # "a" is the question's own best; "b" lies beside "a" but far from the question; "c" is
    # unrelated to both.
    ids = ["a", "b", "c"]
    matrix = _rows([1.0, 1.0, 0.0], [0.2, 1.0, 0.0], [0.0, 0.0, 1.0])
    question = [1.0, 0.0, 0.0]
    before = (1.0 + matrix @ unit(question)) / 2.0
    after = rocchio(ids, matrix, question, ["a"], shift=0.5)
    assert after["b"] > float(before[1])
    assert after["a"] > after["b"] > after["c"]
    assert all(0.0 <= value <= 1.0 for value in after.values())


def test_without_a_shift_it_is_the_questions_own_cosine() -> None:
    ids = ["a", "b"]
    matrix = _rows([1.0, 2.0], [3.0, -1.0])
    question = [0.5, 0.5]
    expected = (1.0 + matrix @ unit(question)) / 2.0
    assert rocchio(ids, matrix, question, ["a"], shift=0.0) == {
        "a": pytest.approx(float(expected[0]), abs=1e-6),
        "b": pytest.approx(float(expected[1]), abs=1e-6),
    }


def test_no_feedback_when_no_best_item_has_a_vector() -> None:
    assert rocchio(["a"], _rows([1.0, 0.0]), [1.0, 0.0], ["missing"], shift=0.5) == {}
