"""Which embedding model made the stored vectors: checked at start-up against the configured one."""

from __future__ import annotations

from datetime import UTC, datetime

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows
from graph.errors import StoreError

_SETTING = {"embedding": "EMBEDDING_MODEL", "embedding_en": "ENGLISH_EMBEDDING_MODEL"}


class EmbeddingModelMismatchError(StoreError):
    """The database holds vectors of another model; mixing them would make similarity noise."""


async def claim_embedding_model(
    db: Database, *, model_id: str, dimensions: int, key: str = "embedding"
) -> None:
    """Record `model_id` if the database has none yet; raise if it holds another model's vectors.

    `key` names the vectors: "embedding" (every node's) or "embedding_en" (English turns')."""

    async def work(tx: AsyncManagedTransaction) -> dict[str, object]:
        found = await rows(
            tx,
            "write/embedding_model",
            key=key,
            model_id=model_id,
            dimensions=dimensions,
            at=datetime.now(UTC),
        )
        return found[0]

    stored = await db.write(work)
    if stored["model_id"] != model_id or stored["dimensions"] != dimensions:
        raise EmbeddingModelMismatchError(
            f"the database holds {key} vectors of {stored['model_id']!r} ({stored['dimensions']} "
            f"dimensions) but the configured model is {model_id!r} ({dimensions} dimensions): "
            f"set CHRONOGRAPH_{_SETTING[key]} back, or run `chronograph reembed` to re-encode "
            "everything with the new model"
        )


async def replace_embedding_model(
    db: Database, *, model_id: str, dimensions: int, key: str = "embedding"
) -> None:
    async def work(tx: AsyncManagedTransaction) -> None:
        await rows(
            tx,
            "write/embedding_model_replace",
            key=key,
            model_id=model_id,
            dimensions=dimensions,
            at=datetime.now(UTC),
        )

    await db.write(work)
