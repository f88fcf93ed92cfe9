"""Bulk import: sessions stored in order, each one prepared (checks, extraction, embedding: CPU)
in a worker thread while the one before it is written to Neo4j, so the two overlap."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable

from ingest.formats import ImportedSession
from ingest.pipeline import Ingestor, IngestResult, PreparedBatch, prepare_batch, store_batch


async def ingest_sessions(
    ingestor: Ingestor, sessions: Iterable[ImportedSession]
) -> AsyncIterator[tuple[ImportedSession, IngestResult]]:
    """Each session with what storing it did, in order; a bad session raises when its turn
    comes, after the sessions before it are stored."""
    pending = iter(sessions)
    current = next(pending, None)
    if current is None:
        return
    preparing = _prepare_in_thread(ingestor, current)
    try:
        while current is not None:
            prepared = await preparing
            following = next(pending, None)
            if following is not None:
                preparing = _prepare_in_thread(ingestor, following)
            result = await store_batch(
                ingestor,
                user_id=current.user_id,
                session_id=current.session_id,
                prepared=prepared,
            )
            yield current, result
            current = following
    finally:
        preparing.cancel()


def _prepare_in_thread(ingestor: Ingestor, session: ImportedSession) -> asyncio.Task[PreparedBatch]:
    return asyncio.create_task(
        asyncio.to_thread(prepare_batch, ingestor, session.user_id, session.turns)
    )
