"""Reads by id for the API: nodes by id (whoever owns them), a turn by its external id, and the
neighbours of many nodes at once (facts of turns, SUPERSEDES versions, entities), so that
per-request DataLoaders answer a whole GraphQL selection with one query per kind of neighbour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from graph.database import Database
from graph.events import event_from_record
from graph.model import Event, Preference, Turn
from graph.preferences import preference_from_record
from graph.records import native
from graph.turns import turn_from_record

Node = Turn | Event | Preference


@dataclass(frozen=True, kw_only=True)
class Owned:
    """A node and the user it belongs to; the API checks the owner before showing it."""

    owner: str
    node: Node


@dataclass(frozen=True, kw_only=True)
class VersionLink:
    direction: Literal["supersedes", "superseded_by"]
    node: Event | Preference
    at: datetime | None
    reason: str | None


@dataclass(frozen=True, kw_only=True)
class Entity:
    id: str
    name: str
    kind: str


def node_from_record(label: str, properties: dict[str, Any]) -> Node:
    if label == "Turn":
        return turn_from_record(properties)
    if label == "Event":
        return event_from_record(properties)
    return preference_from_record(properties)


def _unique(ids: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(ids))


async def nodes_by_ids(db: Database, ids: Sequence[str]) -> dict[str, Owned]:
    """Turns, events and preferences by id; ids that do not exist are left out."""
    found = await db.fetch("read/nodes_by_ids", ids=_unique(ids))
    return {
        row["node"]["id"]: Owned(
            owner=row["owner"], node=node_from_record(row["label"], row["node"])
        )
        for row in found
    }


async def turn_by_external_id(db: Database, *, user_id: str, external_id: str) -> Turn | None:
    found = await db.fetch("read/turn_by_external_id", user_id=user_id, external_id=external_id)
    return turn_from_record(found[0]["turn"]) if found else None


async def facts_of_turns(
    db: Database, *, user_id: str, turn_ids: Sequence[str]
) -> dict[str, list[Event | Preference]]:
    """Events and preferences extracted from each turn (an empty list when none)."""
    found = await db.fetch("read/facts_of_turns", user_id=user_id, turn_ids=_unique(turn_ids))
    by_turn: dict[str, list[Event | Preference]] = {turn_id: [] for turn_id in turn_ids}
    for row in found:
        node = node_from_record(row["label"], row["node"])
        assert not isinstance(node, Turn)
        by_turn[row["turn_id"]].append(node)
    return by_turn


async def versions_of(
    db: Database, *, user_id: str, ids: Sequence[str]
) -> dict[str, list[VersionLink]]:
    """For each event or preference, the versions it SUPERSEDES and those that supersede it."""
    found = await db.fetch("read/versions_of", user_id=user_id, ids=_unique(ids))
    by_id: dict[str, list[VersionLink]] = {node_id: [] for node_id in ids}
    for row in found:
        node = node_from_record(row["label"], row["node"])
        assert not isinstance(node, Turn)
        by_id[row["id"]].append(
            VersionLink(
                direction=row["direction"],
                node=node,
                at=native(row["at"]),
                reason=row["reason"],
            )
        )
    return by_id


async def entities_of(db: Database, *, user_id: str, ids: Sequence[str]) -> dict[str, list[Entity]]:
    """The entities each event involves or each preference is about."""
    found = await db.fetch("read/entities_of", user_id=user_id, ids=_unique(ids))
    by_id: dict[str, list[Entity]] = {node_id: [] for node_id in ids}
    for row in found:
        by_id[row["id"]].append(
            Entity(id=row["entity_id"], name=row["name"], kind=row["kind"] or "unknown")
        )
    return by_id
