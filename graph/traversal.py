"""Causal chains of many events in one query, for the API's per-request DataLoaders."""

from __future__ import annotations

from collections.abc import Sequence

from graph.chains import MAX_DEPTH
from graph.database import Database
from graph.events import event_from_record
from graph.model import CausalLink


async def causal_chains(
    db: Database, *, user_id: str, event_ids: Sequence[str], depth: int
) -> dict[str, list[CausalLink]]:
    """Causes (negative distance) and effects (positive) of each event, nearest first."""
    if not 1 <= depth <= MAX_DEPTH:
        raise ValueError(f"depth must be between 1 and {MAX_DEPTH}, got {depth}")
    unique = list(dict.fromkeys(event_ids))
    found = await db.fetch("read/causal_chains", user_id=user_id, event_ids=unique, depth=depth)
    by_event: dict[str, list[CausalLink]] = {event_id: [] for event_id in event_ids}
    for row in found:
        by_event[row["event_id"]].append(
            CausalLink(
                event=event_from_record(row["event"]),
                distance=row["distance"],
                cue=row["cue"],
                confidence=row["confidence"] if row["confidence"] is not None else 0.0,
            )
        )
    return by_event
