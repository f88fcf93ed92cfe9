"""Hybrid recall over the graph: vector index, full-text, time window, traversal; fused, explained.

The caller (ingest.query) has already turned the question into a vector, a lexical query and a
time window; this package only searches, expands and scores.
"""

from graph.recall.engine import RecallResult, recall
from graph.recall.recipes import RECIPES, Recipe
from graph.recall.types import RecallItem, RecallRequest, ScoreBreakdown

__all__ = [
    "RECIPES",
    "RecallItem",
    "RecallRequest",
    "RecallResult",
    "Recipe",
    "ScoreBreakdown",
    "recall",
]
