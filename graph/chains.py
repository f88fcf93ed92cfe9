"""Reading event chains and timelines: what caused an event, what it led to, what happened when."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from graph.database import Database
from graph.events import event_from_record
from graph.model import CausalLink, Event, Preference, Turn
from graph.preferences import preference_from_record
from graph.turns import turn_from_record
from graph.types import ALL_KINDS, Kind

MAX_DEPTH = 5


@dataclass(frozen=True, kw_only=True)
class TimelineEntry:
    kind: Kind
    at: datetime
    node: Turn | Event | Preference


async def causal_chain(
    db: Database, *, user_id: str, event_id: str, depth: int = 2
) -> list[CausalLink]:
    """Causes (negative distance) and effects (positive) of an event, nearest first."""
    if not 1 <= depth <= MAX_DEPTH:
        raise ValueError(f"depth must be between 1 and {MAX_DEPTH}, got {depth}")
    found = await db.fetch("read/causal_chain", user_id=user_id, event_id=event_id, depth=depth)
    return [
        CausalLink(
            event=event_from_record(row["event"]),
            distance=row["distance"],
            cue=row["cue"],
            confidence=row["confidence"] if row["confidence"] is not None else 0.0,
        )
        for row in found
    ]


async def timeline(
    db: Database,
    *,
    user_id: str,
    start: datetime,
    end: datetime,
    kinds: Sequence[Kind] = ALL_KINDS,
    limit: int = 100,
) -> list[TimelineEntry]:
    """Turns, events and preferences of `user_id` in [start, end), oldest first."""
    found = await db.fetch(
        "read/timeline", user_id=user_id, start=start, end=end, kinds=list(kinds), limit=limit
    )
    readers: dict[str, Callable[[dict[str, Any]], Turn | Event | Preference]] = {
        "turn": turn_from_record,
        "event": event_from_record,
        "preference": preference_from_record,
    }
    return [
        TimelineEntry(
            kind=row["kind"], at=row["at"].to_native(), node=readers[row["kind"]](row["node"])
        )
        for row in found
    ]
