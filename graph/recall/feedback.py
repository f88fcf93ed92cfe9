"""Pseudo-relevance feedback on the vector path (Rocchio).

A question such as "What activities does Melanie do?" shares few words with its evidence
("I signed up for a pottery class"), and its vector sits between many topics. The items the
first scoring ranks highest are mostly on topic, so the question's vector moved towards their
centroid, q' = q̂ + `Recipe.feedback_shift` · ĉ, finds more of the same kind (further
activities) and fewer turns that only share a word with the question. q' gathers candidates of
its own (path "feedback") and is a score component (`why.feedback`), beside the question's own
cosine.

It works on the vectors the process keeps for a small user (the exact scan): one matrix
product, no read. A larger user (compared through the vector index) gets no feedback.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from graph.vector_cache import Matrix, unit


@dataclass(frozen=True)
class Compared:
    """A small user's vectors the question was compared with (the English ones for an English
    question): `ids` name the rows of `matrix`; `labels` holds the wanted kinds' ids only."""

    ids: list[str]
    matrix: Matrix
    labels: dict[str, str]


def rocchio(
    present: Sequence[str],
    matrix: Matrix,
    question: Sequence[float],
    top: Sequence[str],
    shift: float,
) -> dict[str, float]:
    """Cosine (mapped to [0, 1] as the index maps it) of each row of `matrix` (ids `present`)
    with the question's vector moved towards the centroid of the rows `top`; empty when none of
    `top` has a row."""
    index = {node_id: row for row, node_id in enumerate(present)}
    rows = [index[node_id] for node_id in top if node_id in index]
    if not rows:
        return {}
    centroid = matrix[rows].mean(axis=0)
    moved = unit(question) + shift * centroid / max(float(np.linalg.norm(centroid)), 1e-9)
    scores = (1.0 + matrix @ (moved / max(float(np.linalg.norm(moved)), 1e-9))) / 2.0
    return dict(zip(present, np.clip(scores, 0.0, 1.0).tolist(), strict=True))
