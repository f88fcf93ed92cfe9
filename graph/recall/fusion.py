"""Per-question calibration of the similarity components before they are weighed.

Two embedding models put unrelated text at different cosines: USE at about 0.1-0.3, MiniLM
spread more widely, and both shift with the question's length and wording. A fixed weight on a
raw cosine then adds a near-constant to every candidate, and whichever model runs higher drowns
the lexical signal. With `Recipe.similarity_scaling` "pool", each similarity is rescaled over the
question's candidate pool: the pool's `similarity_pool_quantile` maps to 0 and its best to 1
(as the lexical component is divided by the pool's best BM25), so each model contributes how
much it prefers an item over the rest of the candidates, not its absolute level.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from graph.recall.recipes import Recipe
from graph.recall.types import ScoreBreakdown


@dataclass(frozen=True)
class Scale:
    """Maps `floor` to 0 and `top` to 1, linearly; below the floor is 0."""

    floor: float = 0.0
    top: float = 1.0

    def __call__(self, value: float) -> float:
        if self.top <= self.floor:
            return 0.0
        return max(0.0, (value - self.floor) / (self.top - self.floor))


@dataclass(frozen=True)
class Scales:
    semantic: Scale = Scale()
    semantic_en: Scale = Scale()


def _quantile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * (len(ordered) - 1)))]


def _pool_scale(values: Sequence[float], share: float) -> Scale:
    present = [value for value in values if value > 0.0]
    if len(present) < 2:
        return Scale()
    return Scale(floor=_quantile(present, share), top=max(present))


def fit_scales(
    breakdowns: Sequence[ScoreBreakdown], recipe: Recipe, *, english: bool = True
) -> Scales:
    """The scales of the similarity components for one question's candidates.

    The fixed floor of the multilingual similarity applies only to a question that has the
    English vector too (`english`): there MiniLM carries the semantics and USE's level only
    adds noise, while for a Chinese question USE is the one semantic signal there is (MemoryBank
    zh dev hit@1 0.857 without the floor, 0.829 with it)."""
    if recipe.similarity_scaling == "pool":
        share = recipe.similarity_pool_quantile
        return Scales(
            semantic=_pool_scale([why.semantic for why in breakdowns], share),
            semantic_en=_pool_scale([why.semantic_en for why in breakdowns], share),
        )
    return Scales(
        semantic=Scale(floor=recipe.semantic_floor if english else 0.0),
        semantic_en=Scale(floor=recipe.semantic_en_floor),
    )
