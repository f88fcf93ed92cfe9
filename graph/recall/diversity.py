"""The final ranking covers sessions instead of repeating one (for multi-hop questions).

"What activities does Melanie do?" has its evidence in several sessions, and the near-duplicates
of one session would otherwise fill the top ten. Walking down the ranking greedily (as maximal
marginal relevance does, with "same session" as the redundancy), each item is scored by its
relevance times `session_diversity` ** (items already taken from its session beyond
`diversity_free`); the factor applied is kept in `why.diversity`.
"""

from __future__ import annotations

from collections import Counter

from graph.recall.recipes import Recipe
from graph.recall.types import ScoreBreakdown

Scored = dict[str, tuple[float, ScoreBreakdown]]


def diversify(
    scored: Scored, sessions: dict[str, str | None], recipe: Recipe, limit: int
) -> list[tuple[str, tuple[float, ScoreBreakdown]]]:
    """The first `limit` items of `scored` (id -> (relevance, why)), session-diversified."""
    ordered = sorted(scored.items(), key=lambda item: -item[1][0])
    if recipe.session_diversity >= 1.0:
        return ordered[:limit]
    # Only the head is re-ranked: items further down than 4 × limit stay out of it.
    remaining = ordered[: limit * 4]
    taken: Counter[str] = Counter()
    ranked: list[tuple[str, tuple[float, ScoreBreakdown]]] = []

    def factor(node_id: str) -> float:
        session = sessions.get(node_id)
        beyond = 0 if session is None else max(0, taken[session] - recipe.diversity_free + 1)
        return float(recipe.session_diversity**beyond)

    while remaining and len(ranked) < limit:
        best = max(
            range(len(remaining)), key=lambda i: remaining[i][1][0] * factor(remaining[i][0])
        )
        node_id, (score, why) = remaining.pop(best)
        applied = factor(node_id)
        ranked.append((node_id, (score * applied, why.model_copy(update={"diversity": applied}))))
        session = sessions.get(node_id)
        if session is not None:
            taken[session] += 1
    return ranked
