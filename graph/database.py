"""A Neo4j database as the store sees it: the driver, the database name, managed transactions.

Writes run in `execute_write` (retried on transient errors, one transaction per call, so a
failed batch writes nothing); reads in `execute_read`, which a cluster routes to a reader.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, TypeVar

from neo4j import AsyncDriver, AsyncManagedTransaction

import cypher
from graph.features import ServerFeatures
from graph.vector_cache import VectorCache

T = TypeVar("T")
Work = Callable[[AsyncManagedTransaction], Awaitable[T]]


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
        async with self.driver.session(database=self.name) as session:
            return await session.execute_write(work)

    async def read(self, work: Work[T]) -> T:
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
