"""Sessions: reading them by id, and closing (consolidating) one.

A session id is the caller's and is scoped to its user: two users may each have a session "s1".

Closing records `ended_at` and merges the events the session stated more than once (same
action, subject, object and status on the same day: one node, with every turn that said it as
provenance), so the next session hydrates each fact once. Preferences need no merging: ingest
already runs every statement through versioning (a restatement reinforces, a change
supersedes). Turns stay verbatim for recall.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows
from graph.errors import NotFoundError
from graph.records import native


@dataclass(frozen=True, kw_only=True)
class SessionInfo:
    id: str
    user_id: str
    started_at: datetime | None
    ended_at: datetime | None
    turns: int
    merged_events: int
    """Repeated events merged into one by closing the session (0 while open)."""


def _session(row: dict[str, Any]) -> SessionInfo:
    values = native(row)
    return SessionInfo(
        id=values["id"],
        user_id=values["user_id"],
        started_at=values["started_at"],
        ended_at=values["ended_at"],
        turns=values["turns"],
        merged_events=values["merged_events"],
    )


async def sessions_by_id(db: Database, session_id: str) -> list[SessionInfo]:
    """Every user's session with this id (ids are scoped to their user), by user id; the
    caller keeps those it may see."""
    return [_session(row) for row in await db.fetch("read/sessions_by_id", session_id=session_id)]


async def close_session(
    db: Database, *, user_id: str, session_id: str, at: datetime
) -> SessionInfo:
    """Merge the session's repeated events and set its `ended_at`, in one transaction;
    NotFoundError when the user has no such session (then nothing changes)."""

    async def work(tx: AsyncManagedTransaction) -> SessionInfo:
        [merged] = await rows(
            tx, "write/session_merge_repeated_events", user_id=user_id, session_id=session_id
        )
        closed = await rows(
            tx,
            "write/session_close",
            user_id=user_id,
            session_id=session_id,
            at=at,
            merged_events=merged["merged"],
        )
        if closed:
            return _session(closed[0])
        raise NotFoundError(f"no session with id {session_id!r}")

    return await db.write(work)
