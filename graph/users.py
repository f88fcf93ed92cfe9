"""What is remembered on the User node itself: the user's time zone.

The zone is an IANA name that the caller has already checked; graph/ only stores and reads it.
"""

from __future__ import annotations

from datetime import datetime

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows


async def user_timezone(db: Database, user_id: str) -> str | None:
    """The zone remembered for `user_id`, or None (unknown user, or no zone given yet)."""
    found = await db.fetch("read/user_timezone", user_id=user_id)
    zone = found[0]["timezone"] if found else None
    return str(zone) if zone else None


async def remember_timezone_in(
    tx: AsyncManagedTransaction, *, user_id: str, timezone: str, at: datetime
) -> None:
    """Store `timezone` on the user (created if needed) inside `tx`."""
    await rows(tx, "write/user_timezone_set", user_id=user_id, timezone=timezone, at=at)


async def remember_timezone(db: Database, *, user_id: str, timezone: str, at: datetime) -> None:
    async def work(tx: AsyncManagedTransaction) -> None:
        await remember_timezone_in(tx, user_id=user_id, timezone=timezone, at=at)

    await db.write(work)
