"""Named recall recipes: which paths gather candidates and how their scores are weighed.

A recipe is data, selectable per call. The score of an item is

    relevance = semantic * cos⁺ + lexical * bm25/max(bm25) + time * time_fit
              + recency * 0.5^(age/half-life) + confidence * confidence
              + speaker * (1 when the question names the turn's speaker)

(or, with fusion "rrf", the sum of 1 / (60 + rank) over the paths that found the item),
where cos⁺ is the cosine clipped at 0 and time_fit is 1 inside the question's window and
decays outside it (soft edges). An item reached by expansion inherits `expansion_decay` × its
neighbour's relevance when that is higher than its own, and the answer to a turn that ends
with a question (the next turn, by another speaker) inherits `answer_lift` × the question's
relevance. A superseded or retracted item is multiplied by `superseded_factor` unless history
is asked for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

PATHS = ("vector", "fulltext", "window", "expand")


@dataclass(frozen=True, kw_only=True)
class Recipe:
    name: str
    description: str
    paths: frozenset[str] = field(default_factory=lambda: frozenset(PATHS))
    semantic: float = 1.0
    lexical: float = 1.0
    time: float = 0.6
    recency: float = 0.05
    confidence: float = 0.05
    speaker: float = 0.1
    """Weight of a turn whose speaker the question names ("What did Caroline research?")."""
    expansion_decay: float = 0.55
    answer_lift: float = 1.05
    """The next turn after one that ends with a question, said by another speaker, is its answer: it
    inherits the question's relevance times this, so the answer ranks just above the question
    (the question's words match; the answer holds what was asked for)."""
    superseded_factor: float = 0.5
    recency_half_life_days: float = 90.0
    most_recent_recency: float = 0.8
    """Weight of recency when the question says "last time" / 上次."""
    candidates_per_path: int = 60
    expand_top: int = 15
    fusion: str = "weighted"
    """"weighted" (the formula above) or "rrf": the sum over paths of 1 / (60 + rank)."""


RECIPES = MappingProxyType(
    {
        recipe.name: recipe
        for recipe in (
            Recipe(
                name="default",
                description="vector + full-text + time window, one hop of graph expansion",
            ),
            Recipe(
                name="vector_only",
                description="baseline: vector similarity alone, no time, no graph",
                paths=frozenset({"vector"}),
                lexical=0.0,
                time=0.0,
                recency=0.0,
                confidence=0.0,
                speaker=0.0,
            ),
            Recipe(
                name="fulltext_only",
                description="baseline: BM25 full-text alone",
                paths=frozenset({"fulltext"}),
                semantic=0.0,
                time=0.0,
                recency=0.0,
                confidence=0.0,
                speaker=0.0,
            ),
            Recipe(
                name="bm25_vector_rrf",
                description="baseline: full-text and vector ranks fused by reciprocal rank",
                paths=frozenset({"vector", "fulltext"}),
                fusion="rrf",
            ),
            Recipe(
                name="no_expand",
                description="default without graph expansion (to measure its contribution)",
                paths=frozenset({"vector", "fulltext", "window"}),
            ),
        )
    }
)
