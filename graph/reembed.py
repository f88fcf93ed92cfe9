"""Re-encoding every stored vector with another embedding model, page by page.

The caller supplies `encode` (texts to vectors): graph/ knows no NLP. Vector indexes of the
old size are dropped first and recreated by the schema afterwards; the model recorded in the
database changes only once every node is done, so an interrupted run is simply run again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from neo4j import AsyncManagedTransaction

import cypher
from graph.database import Database, driver_errors_mapped, rows
from graph.meta import replace_embedding_model
from graph.schema import apply_schema

LABELS = ("Turn", "Event", "Preference")
PAGE_SIZE = 256


async def _store(db: Database, label: str, updates: list[dict[str, object]]) -> None:
    async def work(tx: AsyncManagedTransaction) -> None:
        await rows(tx, "write/embeddings_set", label=label, rows=updates)

    await db.write(work)


async def reembed_all(
    db: Database,
    *,
    model_id: str,
    encode: Callable[[Sequence[str]], list[list[float]]],
    progress: Callable[[str, int], None],
) -> dict[str, int]:
    """Re-encode every Turn, Event and Preference; returns the count per label."""
    dimensions = len(encode(["dimension probe"])[0])
    with driver_errors_mapped():
        async with db.driver.session(database=db.name) as session:
            for statement in cypher.statements("write/drop_vector_indexes"):
                await (await session.run(statement)).consume()
    counts: dict[str, int] = {}
    for label in LABELS:
        after, done = "", 0
        while True:
            page = await db.fetch("read/texts_to_embed", label=label, after=after, limit=PAGE_SIZE)
            if not page:
                break
            vectors = encode([row["text"] or "" for row in page])
            updates = [{"id": row["id"], "vector": v} for row, v in zip(page, vectors, strict=True)]

            await _store(db, label, updates)
            after, done = page[-1]["id"], done + len(page)
            progress(label, done)
        counts[label] = done
    await apply_schema(db.driver, database=db.name, dimensions=dimensions)
    await replace_embedding_model(db, model_id=model_id, dimensions=dimensions)
    return counts
