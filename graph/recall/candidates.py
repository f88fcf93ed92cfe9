"""The candidate paths of recall: vector similarity, full-text, time window.

A user with at most `EXACT_SCAN_MAX_ITEMS` memory nodes is compared whole in the API process,
on the vectors it keeps (`graph.vector_cache`): the vector path and the time window then cost
one read of the user's ids and times and one matrix product, and every candidate's similarity
is known from then on. A larger user goes through the vector indexes and a Cypher scan of the
window; the similarities those computed are kept, and nothing is computed twice. On a server
whose indexes filter by user (Neo4j 2026.01+, `graph.features`) one SEARCH per index returns
the user's own top-k; on 5.26 the global indexes are over-fetched, with an exact scan in Cypher
when their top-k held too few of the user's nodes.
"""

from __future__ import annotations

import asyncio
import heapq
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from graph.database import Database
from graph.recall.feedback import Compared
from graph.recall.lexical import lucene_query, owned_query
from graph.recall.recipes import Recipe
from graph.recall.types import RecallRequest, TimeWindow
from graph.types import LABEL_OF
from graph.vector_cache import Matrix, VectorCache, unit

VECTOR_INDEXES = {
    "Turn": "turn_embedding",
    "Event": "event_embedding",
    "Preference": "preference_embedding",
}
OVERFETCH = (2, 20)
"""The vector index is global: ask it for this many times the wanted count, the first factor
first. A user who owns most of an index (one large user) is served by the first; a search costs
about in proportion to k, so asking 20 times at once made that user pay ten times over. A user
among many others needs the second (and, failing that, the exact scan)."""
EXACT_SCAN_MAX_ITEMS = 2_000
"""A user with at most this many memory nodes is compared one by one, without the index: exact,
and cheaper than a search of the global index."""
UNBOUNDED = 2**62
VectorSearch = Literal["none", "exact", "index", "index_then_exact", "index_filtered"]
"""How the vector path found its hits: not asked, an exact scan of a small user, the index,
the index and then an exact scan because the global top-k held too few of the user's nodes,
or the index filtered by user inside it (SEARCH, Neo4j 2026.01+)."""
WINDOW_SCAN_LIMIT = 2_000
"""The most items of a time window compared one by one (the latest ones)."""
_ID_LISTS = {"Turn": "turn_ids", "Event": "event_ids", "Preference": "preference_ids"}


@dataclass(frozen=True)
class Hit:
    id: str
    label: str
    score: float


@dataclass(frozen=True, kw_only=True)
class Gathered:
    """What the paths found, before scoring."""

    vector: list[Hit]
    vector_en: list[Hit]
    """The English vector path (MiniLM): English turns nearest the question."""
    fulltext: list[Hit]
    window: list[Hit]
    similarity: dict[str, float]
    """Cosine to the question mapped to [0, 1] as the index maps it, by node id, for every
    node a path compared."""
    similarity_en: dict[str, float]
    """The same for the English vectors (MiniLM): only a small user's English turns, compared
    in process (a large user's are not compared yet)."""
    exact: bool
    """Every node of the user was compared: a node missing from `similarity` has no vector."""
    vector_search: VectorSearch
    compared: Compared | None = None
    """A small user's vectors the question was compared with (the English ones for an English
    question), for pseudo-relevance feedback (graph.recall.feedback)."""
    feedback: dict[str, float] = field(default_factory=dict)
    """Cosine with the feedback vector, by node id (filled by the feedback step)."""


@dataclass(frozen=True, kw_only=True)
class _UserItems:
    """Every memory node of a small user, as recall/user_items reads them."""

    complete: bool
    ids: list[str]
    labels: list[str]
    fingerprints: list[str]
    starts: list[int | None]
    """Empty unless asked for (a question with a time window)."""
    ends: list[int | None]


def id_lists(labelled: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """(id, label) pairs as the query parameters turn_ids, event_ids, preference_ids: each id is
    looked up through its own label's id index."""
    lists: dict[str, list[str]] = {name: [] for name in _ID_LISTS.values()}
    for node_id, label in labelled:
        lists[_ID_LISTS[label]].append(node_id)
    return lists


def labels_of(request: RecallRequest) -> list[str]:
    return [LABEL_OF[kind] for kind in request.kinds]


def _epoch_ms(window: TimeWindow) -> tuple[int, int]:
    return round(window.start.timestamp() * 1000), round(window.end.timestamp() * 1000)


def _in_window(label: str, start: int | None, end: int | None, window: tuple[int, int]) -> bool:
    """As recall/window.cypher: turns by `at`, events by their occurred interval, preferences
    by valid_from."""
    if start is None:
        return False
    if label == "Event":
        return start < window[1] and (end if end is not None else start) >= window[0]
    return window[0] <= start < window[1]


async def _user_items(
    db: Database, request: RecallRequest, max_items: int, *, with_times: bool
) -> _UserItems:
    [row] = await db.fetch_plain(
        "recall/user_items", user_id=request.user_id, max_items=max_items, with_times=with_times
    )
    return _UserItems(**row)


@dataclass(frozen=True)
class _Compared:
    similarity: dict[str, float]
    english: dict[str, float]
    matrix: tuple[list[str], Matrix] | None
    """The vectors behind `english` for an English question, else behind `similarity`."""


async def _similarities(db: Database, request: RecallRequest, items: _UserItems) -> _Compared:
    """Every vector of the user against the question, on the vectors this process keeps (the
    missing or changed ones are read first, and a node found to have none is kept as such):
    the multilingual ones, and the English turns'."""
    assert request.vector is not None
    user_id = request.user_id
    fingerprints = dict(zip(items.ids, items.fingerprints, strict=True))
    missing = set(db.vectors.missing(user_id, items.ids, items.fingerprints))
    if missing:
        found = await db.fetch_plain(
            "recall/embeddings",
            user_id=user_id,
            **id_lists(
                (node_id, label)
                for node_id, label in zip(items.ids, items.labels, strict=True)
                if node_id in missing
            ),
        )
        vectors: dict[str, tuple[str, list[float] | None]] = {
            node_id: (fingerprints[node_id], None) for node_id in missing
        }
        vectors |= {row["id"]: (row["fingerprint"], row["embedding"]) for row in found}
        db.vectors.add(user_id, vectors)
        db.english_vectors.add(
            user_id,
            {
                row["id"]: (row["fingerprint"], row["embedding_en"])
                for row in found
                if row["embedding_en"] is not None
            },
        )
    similarity, multilingual = _compare(db.vectors, user_id, items.ids, request.vector)
    english, english_matrix = _compare(db.english_vectors, user_id, items.ids, request.vector_en)
    return _Compared(
        similarity, english, english_matrix if request.vector_en is not None else multilingual
    )


def _compare(
    cache: VectorCache, user_id: str, ids: list[str], vector: list[float] | None
) -> tuple[dict[str, float], tuple[list[str], Matrix] | None]:
    """Cosine mapped to [0, 1] of each kept vector among `ids` with `vector`, and those
    vectors."""
    present, matrix = cache.matrix(user_id, ids)
    if not present or vector is None:
        return {}, None
    scores = (1.0 + matrix @ unit(vector)) / 2.0
    return dict(zip(present, np.clip(scores, 0.0, 1.0).tolist(), strict=True)), (present, matrix)


def _vector_top(
    request: RecallRequest, items: _UserItems, similarity: dict[str, float], limit: int
) -> list[Hit]:
    wanted = set(labels_of(request))
    compared = [
        Hit(node_id, label, similarity[node_id])
        for node_id, label in zip(items.ids, items.labels, strict=True)
        if label in wanted and node_id in similarity
    ]
    return heapq.nlargest(limit, compared, key=lambda hit: hit.score)


def _window_top(
    request: RecallRequest, items: _UserItems, similarity: dict[str, float], limit: int
) -> list[Hit]:
    """As recall/window.cypher ranks them: by cosine, then the latest first."""
    assert request.window is not None
    wanted, bounds = set(labels_of(request)), _epoch_ms(request.window)
    ranked = heapq.nlargest(
        limit,
        (
            (similarity.get(node_id, 0.0), start or 0, node_id, label)
            for node_id, label, start, end in zip(
                items.ids, items.labels, items.starts, items.ends, strict=True
            )
            if label in wanted and _in_window(label, start, end, bounds)
        ),
    )
    return [Hit(node_id, label, score) for score, _, node_id, label in ranked]


async def vector_hits(
    db: Database,
    request: RecallRequest,
    limit: int,
    *,
    exact_scan_max_items: int = EXACT_SCAN_MAX_ITEMS,
) -> tuple[list[Hit], VectorSearch]:
    """The vector path alone: top hits by cosine, and how they were found."""
    if request.vector is None:
        return [], "none"
    items = await _user_items(db, request, exact_scan_max_items, with_times=False)
    if not items.complete:
        return await vector_index_hits(db, request, limit)
    compared = await _similarities(db, request, items)
    return _vector_top(request, items, compared.similarity, limit), "exact"


async def vector_index_hits(
    db: Database, request: RecallRequest, limit: int
) -> tuple[list[Hit], VectorSearch]:
    """Top hits by cosine through the vector indexes, and how they were found."""
    if request.vector is None:
        return [], "none"
    labels = labels_of(request)
    if db.features.filters_by_user(VECTOR_INDEXES[label] for label in labels):
        [found] = await db.fetch_plain(
            "recall/vector_search",
            labels=labels,
            vector=request.vector,
            user_id=request.user_id,
            limit=limit,
        )
        return [Hit(row["id"], row["label"], row["score"]) for row in found["rows"]], (
            "index_filtered"
        )
    for factor in OVERFETCH:
        per_index = await asyncio.gather(
            *(
                db.fetch_plain(
                    "recall/vector_index",
                    index=VECTOR_INDEXES[label],
                    k=limit * factor,
                    vector=request.vector,
                    user_id=request.user_id,
                    limit=limit,
                )
                for label in labels_of(request)
            )
        )
        hits = [
            Hit(row["id"], row["label"], row["score"])
            for [found] in per_index
            for row in found["rows"]
        ]
        if len(hits) >= limit:
            return sorted(hits, key=lambda hit: -hit.score)[:limit], "index"
    [row] = await db.fetch_plain(
        "recall/vector_exact",
        user_id=request.user_id,
        labels=labels_of(request),
        vector=request.vector,
        limit=limit,
        max_items=UNBOUNDED,
    )
    return [Hit(hit["id"], hit["label"], hit["score"]) for hit in row["hits"]], "index_then_exact"


async def fulltext_hits(
    db: Database, request: RecallRequest, limit: int, *, content_only: bool = True
) -> list[Hit]:
    query = lucene_query(request.lexical_query, content_only=content_only)
    if not query:
        return []
    [found] = await db.fetch_plain(
        "recall/fulltext",
        index="memory_search_cjk" if request.lexical_language == "zh" else "memory_search_en",
        query=owned_query(request.user_id, query),
        user_id=request.user_id,
        labels=labels_of(request),
        limit=limit,
    )
    return [Hit(row["id"], row["label"], row["score"]) for row in found["rows"]]


async def window_scan_hits(db: Database, request: RecallRequest, limit: int) -> list[Hit]:
    """The window's items ranked by cosine in Cypher (for a user too large to compare whole)."""
    if request.window is None:
        return []
    [found] = await db.fetch_plain(
        "recall/window",
        user_id=request.user_id,
        labels=labels_of(request),
        start=request.window.start,
        end=request.window.end,
        vector=request.vector,
        limit=limit,
        scan_limit=WINDOW_SCAN_LIMIT,
    )
    return [Hit(row["id"], row["label"], row["score"]) for row in found["rows"]]


async def _nothing() -> list[Hit]:
    return []


async def _large(
    db: Database, request: RecallRequest, recipe: Recipe
) -> tuple[list[Hit], list[Hit], dict[str, float], VectorSearch]:
    limit = recipe.candidates_per_path

    async def no_vector() -> tuple[list[Hit], VectorSearch]:
        return [], "none"

    (vector, search), window = await asyncio.gather(
        vector_index_hits(db, request, limit) if "vector" in recipe.paths else no_vector(),
        window_scan_hits(db, request, limit) if "window" in recipe.paths else _nothing(),
    )
    similarity = {hit.id: hit.score for hit in vector}
    if request.vector is not None:
        similarity |= {hit.id: hit.score for hit in window}
    return vector, window, similarity, search


_NO_ITEMS = _UserItems(complete=False, ids=[], labels=[], starts=[], ends=[], fingerprints=[])


async def _no_items() -> _UserItems:
    return _NO_ITEMS


async def gather_candidates(db: Database, request: RecallRequest, recipe: Recipe) -> Gathered:
    """Candidates of every path of `recipe`, with the similarities computed on the way."""
    limit = recipe.candidates_per_path
    # Every candidate's similarity counts in its score, whichever path found it.
    compares = request.vector is not None
    windowed = "window" in recipe.paths and request.window is not None
    needs_items = compares or windowed
    items, lexical = await asyncio.gather(
        _user_items(db, request, EXACT_SCAN_MAX_ITEMS, with_times=windowed)
        if needs_items
        else _no_items(),
        fulltext_hits(db, request, limit, content_only=recipe.content_words_only)
        if "fulltext" in recipe.paths
        else _nothing(),
    )
    english: dict[str, float] = {}
    vector_en: list[Hit] = []
    compared: _Compared | None = None
    if items.complete:
        compared = await _similarities(db, request, items) if compares else None
        similarity, english = (compared.similarity, compared.english) if compared else ({}, {})
        vector = (
            _vector_top(request, items, similarity, limit)
            if compares and "vector" in recipe.paths
            else []
        )
        if "vector_en" in recipe.paths:
            vector_en = _vector_top(request, items, english, limit)
        else:
            english = {}
        window = _window_top(request, items, similarity, limit) if windowed else []
        search: VectorSearch = "exact" if compares and "vector" in recipe.paths else "none"
    elif needs_items:
        vector, window, similarity, search = await _large(db, request, recipe)
    else:
        vector, window, similarity, search = [], [], {}, "none"
    return Gathered(
        vector=vector,
        vector_en=vector_en,
        fulltext=lexical,
        window=window,
        similarity=similarity,
        similarity_en=english,
        exact=items.complete and compares,
        vector_search=search,
        compared=_kept_vectors(request, items, compared),
    )


def _kept_vectors(
    request: RecallRequest, items: _UserItems, compared: _Compared | None
) -> Compared | None:
    if compared is None or compared.matrix is None:
        return None
    wanted = set(labels_of(request))
    ids, matrix = compared.matrix
    return Compared(
        ids=ids,
        matrix=matrix,
        labels={
            node_id: label
            for node_id, label in zip(items.ids, items.labels, strict=True)
            if label in wanted
        },
    )
