"""Forgetting a user: every node, edge, vector and full-text entry, in bounded batches."""

from __future__ import annotations

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows

FORGET_BATCH_SIZE = 5_000


async def forget_user(db: Database, *, user_id: str, batch_size: int = FORGET_BATCH_SIZE) -> int:
    """Delete everything of `user_id`; returns the number of nodes deleted. Safe to rerun."""
    total = 0
    while True:

        async def work(tx: AsyncManagedTransaction) -> int:
            deleted = await rows(
                tx, "write/forget_user_batch", user_id=user_id, batch_size=batch_size
            )
            return int(deleted[0]["deleted"])

        deleted = await db.write(work)
        total += deleted
        if deleted < batch_size:
            return total


async def user_node_counts(db: Database, *, user_id: str) -> dict[str, int]:
    """Nodes per label still carrying `user_id` (a full scan: for checks, not hot paths)."""
    found = await db.fetch("read/user_node_count", user_id=user_id)
    return {row["label"]: row["count"] for row in found}
