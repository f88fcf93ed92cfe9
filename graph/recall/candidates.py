"""The candidate paths of recall: vector index (with an exact fallback), full-text, time window."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Literal

from graph.database import Database
from graph.recall.types import LABELS, RecallRequest

VECTOR_INDEXES = {
    "Turn": "turn_embedding",
    "Event": "event_embedding",
    "Preference": "preference_embedding",
}
OVERFETCH = 20
"""The vector index is global: ask it for this many times the wanted count."""
EXACT_SCAN_MAX_ITEMS = 2_000
"""A user with at most this many items of the asked kinds is compared one by one, without the
index: exact, and cheaper than a search of the global index (about 17 ms per 1,000 items
measured on 2 cores, against 30-40 ms for one index search at 100,000 nodes)."""
UNBOUNDED = 2**62
VectorSearch = Literal["none", "exact", "index", "index_then_exact"]
"""How the vector path found its hits: not asked, an exact scan of a small user, the index,
or the index and then an exact scan because the global top-k held too few of the user's nodes."""
WINDOW_SCAN_LIMIT = 2_000
"""The most items of a time window compared one by one (the latest ones)."""
_LUCENE_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
MAX_LUCENE_TERMS = 512
"""Lucene refuses a query of more than 1,024 clauses: a question's words stop at about this many
analysed terms, which leaves room for the user id's. An ASCII word is one term; any other word
is counted as one term per character, because the analyzers split Chinese and Japanese text
into one token (or bigram) per character."""


@dataclass(frozen=True)
class Hit:
    id: str
    label: str
    score: float


def lucene_query(text: str) -> str:
    """Words joined by OR: no Lucene syntax from user text ever reaches the parser. The words
    stop at `MAX_LUCENE_TERMS` analysed terms (a long CJK run is cut there)."""
    words: list[str] = []
    room = MAX_LUCENE_TERMS
    for word in _LUCENE_TOKEN.findall(text.lower()):
        if room <= 0:
            break
        if not word.isascii():
            word = word[:room]
        words.append(word)
        room -= 1 if word.isascii() else len(word)
    return " OR ".join(words)


def owned_query(user_id: str, words: str) -> str:
    """`words` restricted to one user's nodes, inside Lucene (the id as an escaped phrase)."""
    phrase = user_id.replace("\\", "\\\\").replace('"', '\\"')
    return f'user_id:"{phrase}" AND ({words})'


def labels_of(request: RecallRequest) -> list[str]:
    return [LABELS[kind] for kind in request.kinds]


async def _exact_hits(
    db: Database, request: RecallRequest, limit: int, *, max_items: int
) -> tuple[bool, list[Hit]]:
    """Whether the user has at most `max_items` items, and then their top hits by cosine."""
    [row] = await db.fetch(
        "recall/vector_exact",
        user_id=request.user_id,
        labels=labels_of(request),
        vector=request.vector,
        limit=limit,
        max_items=max_items,
    )
    return row["complete"], [Hit(hit["id"], hit["label"], hit["score"]) for hit in row["hits"]]


async def vector_hits(
    db: Database,
    request: RecallRequest,
    limit: int,
    *,
    exact_scan_max_items: int = EXACT_SCAN_MAX_ITEMS,
) -> tuple[list[Hit], VectorSearch]:
    """Top hits by cosine, and how they were found."""
    if request.vector is None:
        return [], "none"
    small, hits = await _exact_hits(db, request, limit, max_items=exact_scan_max_items)
    if small:
        return hits, "exact"
    per_index = await asyncio.gather(
        *(
            db.fetch(
                "recall/vector_index",
                index=VECTOR_INDEXES[label],
                k=limit * OVERFETCH,
                vector=request.vector,
                user_id=request.user_id,
                limit=limit,
            )
            for label in labels_of(request)
        )
    )
    hits = [Hit(row["id"], row["label"], row["score"]) for found in per_index for row in found]
    if len(hits) >= limit:
        return sorted(hits, key=lambda hit: -hit.score)[:limit], "index"
    _, hits = await _exact_hits(db, request, limit, max_items=UNBOUNDED)
    return hits, "index_then_exact"


async def fulltext_hits(db: Database, request: RecallRequest, limit: int) -> list[Hit]:
    query = lucene_query(request.lexical_query)
    if not query:
        return []
    found = await db.fetch(
        "recall/fulltext",
        index="memory_search_cjk" if request.lexical_language == "zh" else "memory_search_en",
        query=owned_query(request.user_id, query),
        user_id=request.user_id,
        labels=labels_of(request),
        limit=limit,
    )
    return [Hit(row["id"], row["label"], row["score"]) for row in found]


async def window_hits(db: Database, request: RecallRequest, limit: int) -> list[Hit]:
    if request.window is None:
        return []
    found = await db.fetch(
        "recall/window",
        user_id=request.user_id,
        labels=labels_of(request),
        start=request.window.start,
        end=request.window.end,
        vector=request.vector,
        limit=limit,
        scan_limit=WINDOW_SCAN_LIMIT,
    )
    return [Hit(row["id"], row["label"], row["score"]) for row in found]
