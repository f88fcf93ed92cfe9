"""The second vector of an English turn (all-MiniLM-L6-v2, 384 dimensions) in `embedding_en`.

The multilingual USE vector (`embedding`) stays on every node: it is the only one that reads
Chinese and crosses languages. MiniLM is much stronger on English retrieval (on LoCoMo, alone:
R@10 0.47 against USE's 0.30), so English turns carry both and recall weighs both. Only turns
carry it: the evidence recall returns is turns, and events and preferences are found through
their source turns too.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows
from graph.meta import replace_embedding_model

ENGLISH_META_KEY = "embedding_en"
"""The `ChronographMeta` key that records which model made the English vectors."""
PAGE_SIZE = 256


async def store_english_vectors_in(
    tx: AsyncManagedTransaction, user_id: str, vectors: dict[str, list[float]]
) -> None:
    """Set `embedding_en` on the user's turns, by turn id."""
    if vectors:
        await rows(
            tx,
            "write/english_embeddings_set",
            user_id=user_id,
            rows=[{"id": node_id, "vector": vector} for node_id, vector in vectors.items()],
        )


def _storing(
    by_user: dict[str, dict[str, list[float]]],
) -> Callable[[AsyncManagedTransaction], Awaitable[None]]:
    async def work(tx: AsyncManagedTransaction) -> None:
        for user_id, found in by_user.items():
            await store_english_vectors_in(tx, user_id, found)

    return work


async def fill_english_vectors(
    db: Database,
    *,
    model_id: str,
    encode: Callable[[Sequence[str]], list[list[float]]],
    progress: Callable[[str, int], None],
) -> int:
    """(Re-)encode every English turn's `embedding_en` and record `model_id` as their model
    (only once all are done: an interrupted run is run again); returns how many."""
    after, done = "", 0
    while True:
        page = await db.fetch("read/english_texts_to_embed", after=after, limit=PAGE_SIZE)
        if not page:
            dimensions = len(encode(["dimension probe"])[0])
            await replace_embedding_model(
                db, model_id=model_id, dimensions=dimensions, key=ENGLISH_META_KEY
            )
            return done
        vectors = encode([row["text"] or "" for row in page])
        by_user: dict[str, dict[str, list[float]]] = {}
        for row, vector in zip(page, vectors, strict=True):
            by_user.setdefault(row["user_id"], {})[row["id"]] = vector

        await db.write(_storing(by_user))
        after, done = page[-1]["id"], done + len(page)
        progress("Turn (English vector)", done)
