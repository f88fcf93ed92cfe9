"""DataLoaders, created per request: every `sources`, chain, version, entity or event lookup in
one GraphQL response is batched into one query per kind (and user), and cached for the request.

A loader collects the keys asked for while the executor resolves sibling fields, then runs its
batch function once on the next turn of the event loop.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from graph.database import Database
from graph.lookups import (
    Entity,
    Owned,
    VersionLink,
    entities_of,
    facts_of_turns,
    nodes_by_ids,
    versions_of,
)
from graph.model import CausalLink, Event, Preference, Turn
from graph.traversal import causal_chains
from graph.turns import sources

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
BatchFunction = Callable[[Sequence[K]], Awaitable[dict[K, V]]]


class DataLoader(Generic[K, V]):
    """Batches and caches `load(key)` calls; a key the batch does not return gets `missing`."""

    def __init__(self, batch: BatchFunction[K, V], missing: V) -> None:
        self._batch = batch
        self._missing = missing
        self._cache: dict[K, asyncio.Future[V]] = {}
        self._queue: list[K] = []
        self._running: set[asyncio.Task[None]] = set()

    def load(self, key: K) -> asyncio.Future[V]:
        if key in self._cache:
            return self._cache[key]
        loop = asyncio.get_running_loop()
        future: asyncio.Future[V] = loop.create_future()
        self._cache[key] = future
        if not self._queue:
            loop.call_soon(self._start)
        self._queue.append(key)
        return future

    def _start(self) -> None:
        task = asyncio.get_running_loop().create_task(self._dispatch())
        self._running.add(task)  # the loop keeps only weak references to tasks
        task.add_done_callback(self._running.discard)

    async def _dispatch(self) -> None:
        keys, self._queue = self._queue, []
        try:
            found = await self._batch(keys)
        except Exception as error:
            for key in keys:
                self._cache.pop(key).set_exception(error)
            return
        for key in keys:
            self._cache[key].set_result(found.get(key, self._missing))


UserKey = tuple[str, str]
"""(user id, node id): every graph read is scoped to one user."""


def _per_user(
    fetch: Callable[[Database, str, list[str]], Awaitable[dict[str, V]]], db: Database
) -> BatchFunction[UserKey, V]:
    async def batch(keys: Sequence[UserKey]) -> dict[UserKey, V]:
        by_user: dict[str, list[str]] = defaultdict(list)
        for user_id, node_id in keys:
            by_user[user_id].append(node_id)
        found: dict[UserKey, V] = {}
        for user_id, node_ids in by_user.items():
            for node_id, value in (await fetch(db, user_id, node_ids)).items():
                found[(user_id, node_id)] = value
        return found

    return batch


async def _sources(db: Database, user_id: str, ids: list[str]) -> dict[str, list[Turn]]:
    return await sources(db, user_id=user_id, node_ids=ids)


async def _facts(db: Database, user_id: str, ids: list[str]) -> dict[str, list[Event | Preference]]:
    return await facts_of_turns(db, user_id=user_id, turn_ids=ids)


async def _versions(db: Database, user_id: str, ids: list[str]) -> dict[str, list[VersionLink]]:
    return await versions_of(db, user_id=user_id, ids=ids)


async def _entities(db: Database, user_id: str, ids: list[str]) -> dict[str, list[Entity]]:
    return await entities_of(db, user_id=user_id, ids=ids)


ChainKey = tuple[str, str, int]
"""(user id, event id, depth)."""


def _chains(db: Database) -> BatchFunction[ChainKey, list[CausalLink]]:
    async def batch(keys: Sequence[ChainKey]) -> dict[ChainKey, list[CausalLink]]:
        groups: dict[tuple[str, int], list[str]] = defaultdict(list)
        for user_id, event_id, depth in keys:
            groups[(user_id, depth)].append(event_id)
        found: dict[ChainKey, list[CausalLink]] = {}
        for (user_id, depth), event_ids in groups.items():
            chains = await causal_chains(db, user_id=user_id, event_ids=event_ids, depth=depth)
            for event_id, links in chains.items():
                found[(user_id, event_id, depth)] = links
        return found

    return batch


@dataclass
class Loaders:
    """The loaders of one request."""

    db: Database
    sources: DataLoader[UserKey, list[Turn]] = field(init=False)
    facts: DataLoader[UserKey, list[Event | Preference]] = field(init=False)
    versions: DataLoader[UserKey, list[VersionLink]] = field(init=False)
    entities: DataLoader[UserKey, list[Entity]] = field(init=False)
    chains: DataLoader[ChainKey, list[CausalLink]] = field(init=False)
    nodes: DataLoader[str, Owned | None] = field(init=False)

    def __post_init__(self) -> None:
        db = self.db
        self.sources = DataLoader(_per_user(_sources, db), [])
        self.facts = DataLoader(_per_user(_facts, db), [])
        self.versions = DataLoader(_per_user(_versions, db), [])
        self.entities = DataLoader(_per_user(_entities, db), [])
        self.chains = DataLoader(_chains(db), [])

        async def nodes(ids: Sequence[str]) -> dict[str, Owned | None]:
            return dict(await nodes_by_ids(db, ids))

        self.nodes = DataLoader(nodes, None)
