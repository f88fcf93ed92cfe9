"""Recall: gather candidates on each path of the recipe, expand, score, explain."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from graph.database import Database
from graph.events import event_from_record
from graph.model import Event, Preference, Turn
from graph.preferences import preference_from_record
from graph.recall.candidates import Hit, VectorSearch, fulltext_hits, vector_hits, window_hits
from graph.recall.recipes import RECIPES, Recipe
from graph.recall.scoring import cosine_from_index, recency, speaker_named, time_fit
from graph.recall.types import Kind, RecallItem, RecallRequest, ScoreBreakdown
from graph.records import native
from graph.turns import turn_from_record

log = logging.getLogger(__name__)

_KINDS: dict[str, Kind] = {"Turn": "turn", "Event": "event", "Preference": "preference"}


@dataclass
class _Candidate:
    id: str
    label: str
    paths: list[str] = field(default_factory=list)
    lexical_raw: float = 0.0
    inherited: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)
    row: dict[str, Any] | None = None


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


async def _load_rows(db: Database, request: RecallRequest, pool: dict[str, _Candidate]) -> None:
    missing = [candidate.id for candidate in pool.values() if candidate.row is None]
    if not missing:
        return
    found = await db.fetch(
        "recall/scores", user_id=request.user_id, ids=missing, vector=request.vector
    )
    for row in found:
        pool[row["id"]].row = row


def _visible(candidate: _Candidate, request: RecallRequest) -> bool:
    """Known at `as_of` (recorded by then), when the question looks back in time."""
    if candidate.row is None:
        return False
    if request.as_of is None:
        return True
    recorded = candidate.row["recorded_at"]
    return recorded is None or native(recorded) <= request.as_of


def _breakdown(
    candidate: _Candidate, request: RecallRequest, max_lexical: float, recipe: Recipe
) -> ScoreBreakdown:
    assert candidate.row is not None
    row = candidate.row
    moment = native(row["time"])
    return ScoreBreakdown(
        semantic=cosine_from_index(row["similarity"]),
        lexical=candidate.lexical_raw / max_lexical if max_lexical > 0 else 0.0,
        time_fit=time_fit(moment, request.window),
        recency=recency(moment, request.at, recipe.recency_half_life_days),
        confidence=float(row["confidence"] or 1.0),
        graph=candidate.inherited,
        speaker=speaker_named(row["speaker"], request.lexical_query),
        superseded=bool(row["superseded"] or row["retracted_at"]),
    )


RRF_K = 60


def _relevance(
    why: ScoreBreakdown, recipe: Recipe, request: RecallRequest, ranks: dict[str, int]
) -> float:
    if recipe.fusion == "rrf":
        return sum(1.0 / (RRF_K + rank) for rank in ranks.values())
    recency_weight = recipe.most_recent_recency if request.most_recent else recipe.recency
    own = (
        recipe.semantic * why.semantic
        + recipe.lexical * why.lexical
        + recipe.time * why.time_fit
        + recency_weight * why.recency
        + recipe.confidence * why.confidence
        + recipe.speaker * why.speaker
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


async def _expand(
    db: Database,
    request: RecallRequest,
    recipe: Recipe,
    pool: dict[str, _Candidate],
    scored: dict[str, float],
) -> None:
    top = sorted(scored, key=lambda node_id: -scored[node_id])[: recipe.expand_top]
    found = await db.fetch("recall/expand", user_id=request.user_id, ids=top, vector=request.vector)
    allowed = {_kind for _kind in request.kinds}
    for row in found:
        if _KINDS.get(row["label"]) not in allowed:
            continue
        candidate = pool.setdefault(row["id"], _Candidate(row["id"], row["label"]))
        if candidate.row is None:
            candidate.row = row
        answers = _answers(pool[row["from_id"]].row, row)
        share = recipe.answer_lift if answers else recipe.expansion_decay
        inherited = share * scored[row["from_id"]]
        if inherited > candidate.inherited:
            candidate.inherited = inherited
            direction = "→" if row["outgoing"] else "←"
            candidate.paths.append(
                "expand:answer→" if answers else f"expand:{row['edge']}{direction}"
            )


async def load_returned_nodes(
    db: Database, user_id: str, ids: list[str]
) -> dict[str, dict[str, Any]]:
    """Full properties and sources of the returned nodes, by id.

    Recall reads in several transactions, and under concurrent ingest a node that one read
    reached (by traversal) can be missing from the next one's index lookup for a moment (seen
    in bench.soak: a node just written by a concurrent ingest, found by a later read). The
    missing ones are read once more; one still missing (just written, forgotten, or merged by
    closeSession) is left out of this answer, with a warning.
    """
    found = {
        row["node"]["id"]: row for row in await db.fetch("recall/nodes", user_id=user_id, ids=ids)
    }
    missing = [node_id for node_id in ids if node_id not in found]
    if missing:
        again = await db.fetch("recall/nodes", user_id=user_id, ids=missing)
        found |= {row["node"]["id"]: row for row in again}
        for node_id in set(missing) - set(found):
            log.warning("recall for %s: node %s vanished while recalling", user_id, node_id)
    return found


async def _nothing() -> list[Hit]:
    return []


async def _no_vector() -> tuple[list[Hit], VectorSearch]:
    return [], "none"


async def recall(
    db: Database, request: RecallRequest, *, recipe: Recipe | None = None
) -> RecallResult:
    """Recall for `request` with its named recipe, or with `recipe` (for experiments)."""
    recipe = recipe or RECIPES[request.recipe]
    wanted = recipe.candidates_per_path
    pool: dict[str, _Candidate] = {}
    # The paths are independent: each runs in its own session, concurrently.
    vector, lexical, window = await asyncio.gather(
        vector_hits(db, request, wanted) if "vector" in recipe.paths else _no_vector(),
        fulltext_hits(db, request, wanted) if "fulltext" in recipe.paths else _nothing(),
        window_hits(db, request, wanted) if "window" in recipe.paths else _nothing(),
    )
    hits, vector_search = vector
    _add(pool, hits, "vector")
    _add(pool, lexical, "fulltext")
    _add(pool, window, "window")
    await _load_rows(db, request, pool)
    max_lexical = max((candidate.lexical_raw for candidate in pool.values()), default=0.0)

    def score_all() -> dict[str, tuple[float, ScoreBreakdown]]:
        return {
            candidate.id: (_relevance(why, recipe, request, candidate.ranks), why)
            for candidate in pool.values()
            if _visible(candidate, request)
            for why in [_breakdown(candidate, request, max_lexical, recipe)]
        }

    scored = score_all()
    if "expand" in recipe.paths and scored:
        await _expand(db, request, recipe, pool, {key: value[0] for key, value in scored.items()})
        scored = score_all()
    ranked = sorted(scored.items(), key=lambda item: -item[1][0])[: request.limit]
    properties = await load_returned_nodes(db, request.user_id, [node_id for node_id, _ in ranked])
    items: list[RecallItem] = []
    for node_id, (score, why) in ranked:
        if node_id not in properties:
            continue
        candidate = pool[node_id]
        assert candidate.row is not None
        node = _node(candidate.label, properties[node_id]["node"])
        time = candidate.row["time"]
        items.append(
            RecallItem(
                score=round(score, 6),
                kind=_KINDS[candidate.label],
                node=node,
                time=native(time) if time is not None else None,
                why=why,
                path=candidate.paths,
                sources=[node]
                if isinstance(node, Turn)
                else [turn_from_record(turn) for turn in properties[node_id]["sources"]],
            )
        )
    return RecallResult(items=items, vector_search=vector_search)
