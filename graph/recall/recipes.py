"""Named recall recipes: which paths gather candidates and how their scores are weighed.

A recipe is data, selectable per call. The score of an item is

    relevance = semantic * s(cos⁺) + lexical * bm25/max(bm25) + time * time_fit
              + recency * 0.5^(age/half-life) + confidence * confidence
              + semantic_en * s_en(cos⁺(English vectors)) + feedback * s_en(cos⁺(feedback vector))
              + speaker * (1 when the question names
              the turn's speaker) + addressee * (1 when the question's "you"/"I" is the
              turn's speaker: the agent/the user)

(or, with fusion "rrf", the sum of 1 / (60 + rank) over the paths that found the item), where
cos⁺ is the cosine clipped at 0, s and s_en rescale it from a floor (0) to 1 (a fixed floor per
model, or the question's candidate pool: see graph.recall.fusion), and time_fit is 1 inside the
question's window and decays outside it (soft edges). An item reached by expansion inherits
`expansion_decay` × its neighbour's relevance when that is higher than its own, and the answer
to a turn that ends with a question (the next turn, by another speaker) inherits `answer_lift` ×
the question's relevance. A superseded or retracted item is multiplied by `superseded_factor`
unless history is asked for.

The feedback vector is the question's own (English when it has one) moved towards the
centroid of the first scoring's `feedback_top` best items (pseudo-relevance feedback, see
graph.recall.feedback); it also gathers candidates (path "feedback"), and the first
`feedback_pinned` items of the ranking without it stay first. A question with no content word
gets no feedback.

The final ranking then covers sessions instead of repeating one: walking down the ranking, an
item from a session that already gave `diversity_free` items is multiplied by
`session_diversity` once for each item beyond those (a greedy, MMR-like re-rank; the factor
applied is `why.diversity`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

PATHS = ("vector", "vector_en", "fulltext", "window", "expand", "feedback")


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
    semantic_en: float = 0.5
    """Weight of the English vectors' cosine (all-MiniLM-L6-v2; English turns only). MiniLM's
    cosines run higher than USE's: at 1.0 it outweighed BM25 (LoCoMo dev R@10 0.684; at 0.5
    0.713, at 1.5 0.654)."""
    semantic_floor: float = 0.3
    """With `similarity_scaling` "fixed": the cosine (USE) that maps to 0 (see
    graph.recall.fusion), for a question that has the English vector too. USE puts unrelated
    turns of one conversation at about 0.1-0.3, so the raw cosine lifted every candidate
    alike: LoCoMo dev R@10 0.733 at 0, 0.737 at 0.3 (with speaker 0.5); MemoryBank en hit@1
    0.743 -> 0.771, zh keeps 0.857 (no floor without the English vector)."""
    semantic_en_floor: float = 0.0
    """The same for the English vectors (MiniLM)."""
    similarity_scaling: str = "fixed"
    """"fixed" (floors above) or "pool": each similarity rescaled over the question's
    candidates, from their `similarity_pool_quantile` (0) to their best (1)."""
    similarity_pool_quantile: float = 0.5
    speaker: float = 0.5
    """Weight of a turn whose speaker the question names ("What did Caroline research?").
    A name in the question also matches, lexically, the other speaker's turns that address
    that person ("Wow, Caroline!"), which are rarely the evidence: on LoCoMo dev 174 of 183
    multi-hop evidence turns are said by the person named. At 0.1 R@10 0.713 (multi-hop
    0.395); at 0.5 0.733 (0.443); at 1.0 it crowds out answers by the other speaker."""
    addressee: float = 0.1
    """Weight of a turn said by whom the question's pronoun means: "you"/你 the agent, "I"/我
    the user ("what did you suggest?")."""
    session_diversity: float = 1.0
    """Factor per item beyond `diversity_free` from one session in the final ranking (1: off).
    Off by default: on LoCoMo dev 0.85 cost R@10 0.06 and did not lift multi-hop, because a
    question's evidence and its answer turn sit in the same session."""
    diversity_free: int = 2
    content_words_only: bool = True
    """Full-text search leaves out function words ("what", 什么): see graph.recall.lexical."""
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
    feedback: float = 0.5
    """Weight of the cosine with the feedback vector (path "feedback", see
    graph.recall.feedback), from the English floor like `semantic_en`. LoCoMo dev R@10 0.737
    without feedback, 0.751 with it (0.746 at 0.25); multi-hop 0.441 -> 0.481, open-domain
    0.286 -> 0.357. Cost, interleaved with the recipe without it at load 4: client CPU 41.3 ->
    46.3 ms per recall, p50 45.0 -> 48.9 ms (the second rows read and a larger pool)."""
    feedback_top: int = 5
    """How many of the first scoring's best items (with a vector) make the feedback centroid."""
    feedback_shift: float = 0.5
    """How far the question's unit vector moves towards the unit centroid (Rocchio's beta)."""
    feedback_pinned: int = 1
    """The first this many items of the ranking without feedback keep their place at the head:
    feedback then reorders only what follows. Unpinned, feedback lifted the turn that opens a
    topic above the one that answers (MemoryBank dev hit@1 zh 0.857 -> 0.657, en 0.771 ->
    0.457); pinned, 0.857 / 0.771 again, while LoCoMo keeps its gain (R@10 0.751 either way)."""
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
            Recipe(
                name="no_feedback",
                description="default without pseudo-relevance feedback: what a user too large "
                "for the exact scan gets, since feedback needs the vectors kept in the process",
                paths=frozenset({"vector", "vector_en", "fulltext", "window", "expand"}),
            ),
        )
    }
)
