"""Sessions: reading one by id, and closing it.

Closing is deliberately small: it records `ended_at` on the session. Repeated statements need
no merging at close, because ingest already runs every preference through versioning
(a restatement reinforces, a change supersedes), and turns are kept verbatim for recall.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows
from graph.errors import NotFoundError, OwnershipError
from graph.records import native


@dataclass(frozen=True, kw_only=True)
class SessionInfo:
    id: str
    user_id: str
    started_at: datetime | None
    ended_at: datetime | None
    turns: int


def _session(row: dict[str, Any]) -> SessionInfo:
    values = native(row)
    return SessionInfo(
        id=values["id"],
        user_id=values["user_id"],
        started_at=values["started_at"],
        ended_at=values["ended_at"],
        turns=values["turns"],
    )


async def session_by_id(db: Database, session_id: str) -> SessionInfo | None:
    """The session, whoever owns it (the caller checks `user_id`), or None."""
    found = await db.fetch("read/session_by_id", session_id=session_id)
    return _session(found[0]) if found else None


async def close_session(
    db: Database, *, user_id: str, session_id: str, at: datetime
) -> SessionInfo:
    """Set the session's `ended_at`; NotFoundError / OwnershipError when it is not the user's."""

    async def work(tx: AsyncManagedTransaction) -> SessionInfo:
        closed = await rows(
            tx, "write/session_close", user_id=user_id, session_id=session_id, at=at
        )
        if closed:
            return _session(closed[0])
        owner = await rows(tx, "read/session_by_id", session_id=session_id)
        if owner:
            raise OwnershipError(f"session {session_id!r} belongs to another user")
        raise NotFoundError(f"no session with id {session_id!r}")

    return await db.write(work)
