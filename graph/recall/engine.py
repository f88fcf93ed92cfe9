"""Recall: gather candidates on each path of the recipe, expand, score, explain."""

from __future__ import annotations

import asyncio
import dataclasses
import heapq
import logging
from collections.abc import Coroutine
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from graph.database import Database
from graph.events import event_from_record
from graph.model import Event, Preference, Turn
from graph.preferences import preference_from_record
from graph.recall.candidates import (
    Gathered,
    Hit,
    VectorSearch,
    gather_candidates,
    id_lists,
)
from graph.recall.diversity import diversify
from graph.recall.feedback import rocchio
from graph.recall.fusion import Scales, fit_scales
from graph.recall.lexical import content_words
from graph.recall.recipes import RECIPES, Recipe
from graph.recall.scoring import addressee, cosine_from_index, recency, speaker_named, time_fit
from graph.recall.types import RecallItem, RecallRequest, ScoreBreakdown
from graph.records import native
from graph.turns import turn_from_record
from graph.types import KIND_OF

log = logging.getLogger(__name__)


@dataclass
class _Candidate:
    id: str
    label: str
    paths: list[str] = field(default_factory=list)
    lexical_raw: float = 0.0
    inherited: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)
    row: dict[str, Any] | None = None

    def row_session(self) -> str | None:
        """The session the candidate was said in (an event's or preference's: its source's)."""
        return None if self.row is None else self.row.get("session")


@dataclass(frozen=True, kw_only=True)
class RecallResult:
    items: list[RecallItem]
    vector_search: VectorSearch
    """How the vector path found its hits (an exact scan of a small user, the index, ...)."""


def _node(label: str, properties: dict[str, Any]) -> Turn | Event | Preference:
    if label == "Turn":
        return turn_from_record(properties)
    if label == "Event":
        return event_from_record(properties)
    return preference_from_record(properties)


def _add(pool: dict[str, _Candidate], hits: list[Hit], path: str) -> None:
    for rank, hit in enumerate(hits, start=1):
        candidate = pool.setdefault(hit.id, _Candidate(hit.id, hit.label))
        candidate.paths.append(path)
        candidate.ranks[path] = rank
        if path == "fulltext":
            candidate.lexical_raw = max(candidate.lexical_raw, hit.score)


def _with_similarity(row: dict[str, Any], gathered: Gathered) -> dict[str, Any]:
    """`row` with the similarity a path computed already (Cypher computed none for it), and
    the one Cypher computed kept for the next use."""
    if row["similarity"] is None:
        row["similarity"] = gathered.similarity.get(row["id"])
    else:
        gathered.similarity[row["id"]] = row["similarity"]
    return row


async def _load_rows(
    db: Database, request: RecallRequest, pool: dict[str, _Candidate], gathered: Gathered
) -> None:
    """The scoring fields of every candidate; the similarity only of those no path compared."""
    missing = [(c.id, c.label) for c in pool.values() if c.row is None]
    if not missing:
        return
    [found] = await db.fetch_plain(
        "recall/candidates",
        user_id=request.user_id,
        **id_lists(missing),
        vector=None if gathered.exact else request.vector,
        unscored=[node_id for node_id, _ in missing if node_id not in gathered.similarity],
    )
    for row in found["rows"]:
        pool[row["id"]].row = _with_similarity(row, gathered)


def _moment(epoch_ms: int | None) -> datetime | None:
    return None if epoch_ms is None else datetime.fromtimestamp(epoch_ms / 1000, UTC)


def _visible(candidate: _Candidate, request: RecallRequest) -> bool:
    """Known at `as_of` (recorded by then), when the question looks back in time."""
    if candidate.row is None:
        return False
    if request.as_of is None:
        return True
    recorded = _moment(candidate.row["recorded_ms"])
    return recorded is None or recorded <= request.as_of


def _breakdown(
    candidate: _Candidate,
    request: RecallRequest,
    max_lexical: float,
    recipe: Recipe,
    gathered: Gathered,
) -> ScoreBreakdown:
    english, feedback = gathered.similarity_en, gathered.feedback
    assert candidate.row is not None
    row = candidate.row
    moment = _moment(row["time_ms"])
    # Built for every candidate, twice (about 300 per recall): the fields are computed here,
    # so pydantic's validation is skipped (it was the largest CPU item after the I/O).
    return ScoreBreakdown.model_construct(
        # Without the vector path, the multilingual similarity counts for nothing: the
        # in-process scan computes it for every node anyway, so leaving it in the score made
        # the recipe without "vector" the default recipe again.
        semantic=cosine_from_index(row["similarity"]) if "vector" in recipe.paths else 0.0,
        lexical=candidate.lexical_raw / max_lexical if max_lexical > 0 else 0.0,
        time_fit=time_fit(moment, request.window),
        recency=recency(moment, request.at, recipe.recency_half_life_days),
        confidence=float(row["confidence"] or 1.0),
        graph=candidate.inherited,
        semantic_en=cosine_from_index(english.get(candidate.id)),
        feedback=cosine_from_index(feedback.get(candidate.id)),
        speaker=speaker_named(row["speaker"], request.lexical_query),
        addressee=addressee(row["speaker"], request.lexical_query),
        superseded=bool(row["superseded"] or row["retracted"]),
    )


RRF_K = 60


def _relevance(
    why: ScoreBreakdown,
    recipe: Recipe,
    request: RecallRequest,
    ranks: dict[str, int],
    scales: Scales | None = None,
) -> float:
    if recipe.fusion == "rrf":
        return sum(1.0 / (RRF_K + rank) for rank in ranks.values())
    recency_weight = recipe.most_recent_recency if request.most_recent else recipe.recency
    scales = scales or Scales()
    own = (
        recipe.semantic * scales.semantic(why.semantic)
        + recipe.lexical * why.lexical
        + recipe.time * why.time_fit
        + recency_weight * why.recency
        + recipe.confidence * why.confidence
        + recipe.semantic_en * scales.semantic_en(why.semantic_en)
        + recipe.feedback * scales.semantic_en(why.feedback)
        + recipe.speaker * why.speaker
        + recipe.addressee * why.addressee
    )
    score = max(own, why.graph)
    if why.superseded and not request.include_history:
        score *= recipe.superseded_factor
    return score


def _answers(question: dict[str, Any] | None, neighbour: dict[str, Any]) -> bool:
    """`neighbour` is the next turn, by another speaker, after `question`, which ends with a
    question: its likely answer."""
    return (
        question is not None
        and bool(question["asks"])
        and neighbour["edge"] == "NEXT"
        and bool(neighbour["outgoing"])
        and neighbour["speaker"] != question["speaker"]
    )


@dataclass(frozen=True, kw_only=True)
class _Expansion:
    recipe: Recipe
    gathered: Gathered
    scored: dict[str, float]


async def _expand(
    db: Database, request: RecallRequest, pool: dict[str, _Candidate], expansion: _Expansion
) -> None:
    scored, gathered = expansion.scored, expansion.gathered
    top = sorted(scored, key=lambda node_id: -scored[node_id])[: expansion.recipe.expand_top]
    [found] = await db.fetch_plain(
        "recall/expand",
        user_id=request.user_id,
        **id_lists((node_id, pool[node_id].label) for node_id in top),
        vector=None if gathered.exact else request.vector,
    )
    allowed = {_kind for _kind in request.kinds}
    recipe = expansion.recipe
    for row in found["rows"]:
        if KIND_OF.get(row["label"]) not in allowed:
            continue
        candidate = pool.setdefault(row["id"], _Candidate(row["id"], row["label"]))
        if candidate.row is None:
            candidate.row = _with_similarity(row, gathered)
        answers = _answers(pool[row["from_id"]].row, row)
        share = recipe.answer_lift if answers else recipe.expansion_decay
        inherited = share * scored[row["from_id"]]
        if inherited > candidate.inherited:
            candidate.inherited = inherited
            direction = "→" if row["outgoing"] else "←"
            candidate.paths.append(
                "expand:answer→" if answers else f"expand:{row['edge']}{direction}"
            )


def _pinned_head(
    breakdowns: dict[str, ScoreBreakdown], recipe: Recipe, request: RecallRequest, scales: Scales
) -> dict[str, float]:
    """The first `Recipe.feedback_pinned` items of the ranking without feedback, with their
    relevance: that relevance plus the feedback component at the pool's best cosine. They are
    the feedback's own best items, relevant to its vector by assumption, so feedback reorders
    what follows them but never moves an item above them."""
    plain = dataclasses.replace(recipe, feedback=0.0)
    relevance = {
        node_id: _relevance(why, plain, request, {}, scales) for node_id, why in breakdowns.items()
    }
    best = max(why.feedback for why in breakdowns.values())
    lift = recipe.feedback * scales.semantic_en(best)
    head = heapq.nlargest(recipe.feedback_pinned, relevance, key=relevance.__getitem__)
    return {node_id: relevance[node_id] + lift for node_id in head}


def _feedback(request: RecallRequest, pool: dict[str, _Candidate], expansion: _Expansion) -> None:
    """Pseudo-relevance feedback (graph.recall.feedback): the question's vector moved towards
    its best items' centroid scores every compared item and brings its own top ones in."""
    gathered, recipe = expansion.gathered, expansion.recipe
    assert gathered.compared is not None
    compared = gathered.compared
    question = request.vector_en if request.vector_en is not None else request.vector
    assert question is not None
    have_vector = set(compared.ids)
    top = heapq.nlargest(
        recipe.feedback_top,
        (node_id for node_id in expansion.scored if node_id in have_vector),
        key=expansion.scored.__getitem__,
    )
    feedback = gathered.feedback
    feedback.update(rocchio(compared.ids, compared.matrix, question, top, recipe.feedback_shift))
    labels = compared.labels
    best = heapq.nlargest(
        recipe.candidates_per_path,
        (node_id for node_id in feedback if node_id in labels),
        key=feedback.__getitem__,
    )
    _add(
        pool,
        [Hit(node_id, labels[node_id], gathered.feedback[node_id]) for node_id in best],
        "feedback",
    )


async def load_returned_nodes(
    db: Database, user_id: str, labelled: list[tuple[str, str]]
) -> dict[str, dict[str, Any]]:
    """Full properties and sources of the returned nodes, by id.

    Recall reads in several transactions, and under concurrent ingest a node that one read
    reached (by traversal) can be missing from the next one's index lookup for a moment (seen
    in bench.soak: a node just written by a concurrent ingest, found by a later read). The
    missing ones are read once more; one still missing (just written, forgotten, or merged by
    closeSession) is left out of this answer, with a warning. `labelled` holds (id, label)
    pairs.
    """
    [first] = await db.fetch_plain("recall/nodes", user_id=user_id, **id_lists(labelled))
    found = {row["node"]["id"]: row for row in first["rows"]}
    missing = [(node_id, label) for node_id, label in labelled if node_id not in found]
    if missing:
        [again] = await db.fetch_plain("recall/nodes", user_id=user_id, **id_lists(missing))
        found |= {row["node"]["id"]: row for row in again["rows"]}
        for node_id in {node_id for node_id, _ in missing} - set(found):
            log.warning("recall for %s: node %s vanished while recalling", user_id, node_id)
    return found


async def recall(
    db: Database, request: RecallRequest, *, recipe: Recipe | None = None
) -> RecallResult:
    """Recall for `request` with its named recipe, or with `recipe` (for experiments)."""
    recipe = recipe or RECIPES[request.recipe]
    pool: dict[str, _Candidate] = {}
    gathered = await gather_candidates(db, request, recipe)
    _add(pool, gathered.vector, "vector")
    _add(pool, gathered.vector_en, "vector_en")
    _add(pool, gathered.fulltext, "fulltext")
    _add(pool, gathered.window, "window")
    await _load_rows(db, request, pool, gathered)
    max_lexical = max((candidate.lexical_raw for candidate in pool.values()), default=0.0)

    def score_all() -> dict[str, tuple[float, ScoreBreakdown]]:
        breakdowns = {
            candidate.id: _breakdown(candidate, request, max_lexical, recipe, gathered)
            for candidate in pool.values()
            if _visible(candidate, request)
        }
        scales = fit_scales(
            list(breakdowns.values()), recipe, english=request.vector_en is not None
        )
        pinned = (
            _pinned_head(breakdowns, recipe, request, scales)
            if gathered.feedback and recipe.feedback_pinned
            else {}
        )
        return {
            node_id: (
                pinned[node_id]
                if node_id in pinned
                else _relevance(why, recipe, request, pool[node_id].ranks, scales),
                why,
            )
            for node_id, why in breakdowns.items()
        }

    scored = score_all()
    expansion = _Expansion(
        recipe=recipe, gathered=gathered, scored={key: value[0] for key, value in scored.items()}
    )
    # The feedback path's new candidates are read in the same round trip as the expansion.
    steps: list[Coroutine[Any, Any, None]] = []
    # A question with no content word ("what did we talk about on 3 May?") has no topic for
    # its best items to share: they are ranked by time, and feedback would stray.
    topical = bool(content_words(request.lexical_query))
    if "feedback" in recipe.paths and gathered.compared is not None and scored and topical:
        _feedback(request, pool, expansion)
        steps.append(_load_rows(db, request, pool, gathered))
    if "expand" in recipe.paths and scored:
        steps.append(_expand(db, request, pool, expansion))
    if steps:
        await asyncio.gather(*steps)
        scored = score_all()
    sessions = {node_id: pool[node_id].row_session() for node_id in scored}
    ranked = diversify(scored, sessions, recipe, request.limit)
    properties = await load_returned_nodes(
        db, request.user_id, [(node_id, pool[node_id].label) for node_id, _ in ranked]
    )
    items: list[RecallItem] = []
    for node_id, (score, why) in ranked:
        if node_id not in properties:
            continue
        candidate = pool[node_id]
        assert candidate.row is not None
        node = _node(candidate.label, properties[node_id]["node"])
        found = properties[node_id]["node"]
        # From the full properties: they keep the offset the time was given with.
        time = found.get("at") or found.get("occurred_start") or found.get("valid_from")
        items.append(
            RecallItem(
                score=round(score, 6),
                kind=KIND_OF[candidate.label],
                node=node,
                time=native(time) if time is not None else None,
                why=why,
                path=candidate.paths,
                sources=[node]
                if isinstance(node, Turn)
                else [turn_from_record(turn) for turn in properties[node_id]["sources"]],
            )
        )
    return RecallResult(items=items, vector_search=gathered.vector_search)
