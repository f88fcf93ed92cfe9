"""A Neo4j database as the store sees it: the driver, the database name, managed transactions.

Writes run in `execute_write` (retried on transient errors, one transaction per call, so a
failed batch writes nothing); reads in `execute_read`, which a cluster routes to a reader.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, TypeAlias, TypeVar

from neo4j import AsyncDriver, AsyncManagedTransaction
from neo4j.exceptions import (
    ConnectionPoolError,
    DriverError,
    IncompleteCommit,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)

import cypher
from graph.errors import CommitUnknownError, StoreError, StoreUnavailableError
from graph.features import ServerFeatures
from graph.vector_cache import VectorCache

T = TypeVar("T")
Transaction: TypeAlias = AsyncManagedTransaction
"""One managed transaction, as the layers above graph/ name it (they import nothing from neo4j)."""
Work = Callable[[Transaction], Awaitable[T]]

UNAVAILABLE = (
    ServiceUnavailable,
    SessionExpired,
    TransientError,  # still failing when the retries (CHRONOGRAPH_NEO4J_RETRY_S) ran out
    ConnectionPoolError,  # no connection within the acquisition timeout
    ConnectionError,
)
"""The driver's ways of saying that Neo4j cannot answer now."""
TERMINATED = frozenset(
    {"Neo.ClientError.Transaction.Terminated", "Neo.ClientError.Transaction.LockClientStopped"}
)
"""Codes of a transaction the server ended: what every open transaction gets when Neo4j shuts
down (also after a transaction timeout, or an operator's kill). Neo4j 5 files them as client
errors, so the driver does not retry them."""


@contextmanager
def driver_errors_mapped() -> Iterator[None]:
    """The driver's exceptions as the store's (graph.errors), so nothing above graph/ needs to
    know the driver: the one place where they are translated."""
    try:
        yield
    except IncompleteCommit as error:
        raise CommitUnknownError(
            "the database connection broke while committing: the write may have been stored; "
            "retry later (resending an ingestTurns batch is safe)"
        ) from error
    except UNAVAILABLE as error:
        raise StoreUnavailableError("the database is unavailable; retry later") from error
    except Neo4jError as error:
        if error.code in TERMINATED:
            raise StoreUnavailableError("the database is unavailable; retry later") from error
        raise StoreError(f"Neo4j refused a statement: {error.code}") from error
    except DriverError as error:
        raise StoreError(f"the Neo4j driver failed: {type(error).__name__}") from error


@dataclass(frozen=True)
class Database:
    driver: AsyncDriver
    name: str = "neo4j"
    vectors: VectorCache = field(default_factory=VectorCache, compare=False, repr=False)
    """Users' embeddings kept by this process for exact scans (see graph.vector_cache)."""
    english_vectors: VectorCache = field(default_factory=VectorCache, compare=False, repr=False)
    """The same for English turns' second vectors (`embedding_en`, graph.english_vectors)."""
    features: ServerFeatures = field(default_factory=ServerFeatures, compare=False)
    """What the server can do (graph.capabilities): the 5.26 query forms until detected."""

    async def write(self, work: Work[T]) -> T:
        with driver_errors_mapped():
            async with self.driver.session(database=self.name) as session:
                return await session.execute_write(work)

    async def read(self, work: Work[T]) -> T:
        with driver_errors_mapped():
            async with self.driver.session(database=self.name) as session:
                return await session.execute_read(work)

    async def fetch(self, query_name: str, **parameters: Any) -> list[dict[str, Any]]:
        """Run one read query from `cypher/` and return its rows as dicts."""

        async def work(tx: AsyncManagedTransaction) -> list[dict[str, Any]]:
            return await rows(tx, query_name, **parameters)

        return await self.read(work)

    async def fetch_plain(self, query_name: str, **parameters: Any) -> list[dict[str, Any]]:
        """As `fetch`, for a query whose columns hold only maps, lists and scalars (no nodes,
        relationships or paths): the rows skip the driver's recursive conversion of every
        value (`Record.data()`), which cost recall more CPU than decoding them."""

        async def work(tx: AsyncManagedTransaction) -> list[dict[str, Any]]:
            result = await tx.run(cypher.load(query_name), fixed_offsets(parameters))
            keys = result.keys()
            return [dict(zip(keys, record, strict=True)) async for record in result]

        return await self.read(work)


def fixed_offsets(value: Any) -> Any:
    """Datetimes with a zone object (ZoneInfo) rebased on a fixed-offset `timezone`.

    The driver calls `tzinfo.utcoffset()` with its own DateTime type, which ZoneInfo's C code
    does not type-check: it reads garbage and can crash the process. A fixed offset keeps the
    instant and the offset the caller gave, and rejects the foreign type cleanly.
    """
    if isinstance(value, datetime):
        if value.tzinfo is None or isinstance(value.tzinfo, timezone):
            return value
        offset = value.utcoffset()
        return value if offset is None else value.astimezone(timezone(offset))
    if isinstance(value, dict):
        return {key: fixed_offsets(item) for key, item in value.items()}
    if isinstance(value, list | tuple) and value and not isinstance(value[0], float | int | str):
        return [fixed_offsets(item) for item in value]
    return value


async def rows(
    tx: AsyncManagedTransaction, query_name: str, **parameters: Any
) -> list[dict[str, Any]]:
    """Run `cypher/<query_name>.cypher` inside a transaction; rows as dicts."""
    result = await tx.run(cypher.load(query_name), fixed_offsets(parameters))
    return [record.data() async for record in result]
