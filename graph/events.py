"""Writing events: creation with provenance, plan changes (SUPERSEDES), causes (CAUSED)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows
from graph.errors import ForbiddenError, InvalidWriteError, NotFoundError
from graph.ids import new_id
from graph.model import Event, EventInput
from graph.records import native


def event_from_record(properties: dict[str, Any]) -> Event:
    values = native(properties)
    return Event.model_validate({key: values[key] for key in Event.model_fields if key in values})


async def ensure_owned(tx: AsyncManagedTransaction, *, user_id: str, node_id: str) -> str:
    """The label of `node_id`, or NotFoundError / ForbiddenError; never another user's data."""
    found = await rows(tx, "read/node_owner", id=node_id)
    if not found:
        raise NotFoundError(f"no event or preference with id {node_id!r}")
    if found[0]["owner"] != user_id:
        raise ForbiddenError(f"id {node_id!r} belongs to another user")
    return str(found[0]["label"])


_NOT_NODE_PROPERTIES = frozenset(
    {"user_id", "embedding", "source_turn_ids", "entities", "supersedes_id", "supersede_reason"}
)
"""EventInput fields stored otherwise: as edges, the vector property, or the query's user."""


def _node_properties(event: EventInput) -> dict[str, Any]:
    """The new event node's properties, with a fresh id and the status as text."""
    properties = event.model_dump(exclude=set(_NOT_NODE_PROPERTIES), mode="python")
    return properties | {"id": new_id(), "status": event.status.value}


async def record_event_in(tx: AsyncManagedTransaction, event: EventInput) -> Event:
    """Create `event` inside `tx`; if it `supersedes_id` an older plan, link it."""
    properties = _node_properties(event)
    if event.supersedes_id is not None:
        await ensure_owned(tx, user_id=event.user_id, node_id=event.supersedes_id)
    created = await rows(
        tx,
        "write/event_create",
        user_id=event.user_id,
        event=properties,
        embedding=event.embedding,
        source_turn_ids=event.source_turn_ids,
        entities=event.entities,
    )
    if created[0]["sources"] != len(set(event.source_turn_ids)):
        raise NotFoundError(
            f"some source turns do not exist for user {event.user_id!r}: "
            f"{sorted(set(event.source_turn_ids))}"
        )
    if event.supersedes_id is not None:
        await rows(
            tx,
            "write/event_supersede",
            user_id=event.user_id,
            new_id=properties["id"],
            old_id=event.supersedes_id,
            at=event.recorded_at,
            reason=event.supersede_reason,
        )
    return event_from_record(created[0]["event"])


async def record_new_events_in(
    tx: AsyncManagedTransaction, user_id: str, events: Sequence[EventInput]
) -> list[Event]:
    """Create many events of `user_id` (none superseding another) in one statement."""
    batch = []
    for event in events:
        if event.supersedes_id is not None or event.user_id != user_id:
            raise InvalidWriteError("a batch holds new events of its own user only")
        batch.append(
            {
                "event": _node_properties(event),
                "embedding": event.embedding,
                "source_turn_ids": list(dict.fromkeys(event.source_turn_ids)),
                "entities": list(dict.fromkeys(event.entities)),
            }
        )
    created = await rows(tx, "write/events_create", user_id=user_id, rows=batch) if batch else []
    for row, event in zip(created, events, strict=True):
        if row["sources"] != len(set(event.source_turn_ids)):
            raise NotFoundError(f"some source turns do not exist for user {user_id!r}")
    return [event_from_record(row["event"]) for row in created]


async def recent_events_in(tx: AsyncManagedTransaction, user_id: str, *, limit: int) -> list[Event]:
    """The `limit` most recently recorded events of `user_id` that still hold, newest first."""
    found = await rows(tx, "read/recent_events", user_id=user_id, limit=limit)
    return [event_from_record(row["event"]) for row in found]


async def link_new_events_in(
    tx: AsyncManagedTransaction, user_id: str, links: Sequence[dict[str, object]]
) -> int:
    """CAUSED edges between events of `user_id` (rows: cause_id, effect_id, confidence, cue)."""
    if not links:
        return 0
    linked = await rows(tx, "write/events_link_many", user_id=user_id, rows=list(links))
    return int(linked[0]["linked"]) if linked else 0


async def record_event(db: Database, event: EventInput) -> Event:
    """Create `event` (and its SUPERSEDES link) in one transaction: all or nothing."""

    async def work(tx: AsyncManagedTransaction) -> Event:
        return await record_event_in(tx, event)

    return await db.write(work)


async def link_events_in(
    tx: AsyncManagedTransaction,
    *,
    user_id: str,
    cause_id: str,
    effect_id: str,
    confidence: float = 0.8,
    cue: str | None = None,
) -> tuple[Event, Event]:
    """(cause)-[:CAUSED {confidence, cue}]->(effect), both events of `user_id`."""
    if cause_id == effect_id:
        raise InvalidWriteError("an event cannot cause itself: cause_id equals effect_id")
    for node_id in (cause_id, effect_id):
        if await ensure_owned(tx, user_id=user_id, node_id=node_id) != "Event":
            raise InvalidWriteError(f"{node_id!r} is a preference, not an event")
    linked = await rows(
        tx,
        "write/events_link",
        user_id=user_id,
        cause_id=cause_id,
        effect_id=effect_id,
        confidence=confidence,
        cue=cue,
    )
    return event_from_record(linked[0]["cause"]), event_from_record(linked[0]["effect"])


async def link_events(
    db: Database,
    *,
    user_id: str,
    cause_id: str,
    effect_id: str,
    confidence: float = 0.8,
    cue: str | None = None,
) -> tuple[Event, Event]:
    """`link_events_in` in a transaction of its own."""

    async def work(tx: AsyncManagedTransaction) -> tuple[Event, Event]:
        return await link_events_in(
            tx,
            user_id=user_id,
            cause_id=cause_id,
            effect_id=effect_id,
            confidence=confidence,
            cue=cue,
        )

    return await db.write(work)


async def retract(db: Database, *, user_id: str, node_id: str, at: datetime) -> None:
    """Mark an event or preference as no longer true, keeping it as history."""

    async def work(tx: AsyncManagedTransaction) -> None:
        await ensure_owned(tx, user_id=user_id, node_id=node_id)
        await rows(tx, "write/retract", user_id=user_id, id=node_id, at=at)

    await db.write(work)
