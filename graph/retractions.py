"""Preferences the user took back in conversation: the version valid then is retracted and
stays in its chain as history (`retracted_at`, `valid_until`), so `profile(asOf:)` before the
retraction still shows it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from neo4j import AsyncManagedTransaction

from graph.database import rows


@dataclass(frozen=True, kw_only=True)
class Retraction:
    category: str
    key: str
    value: str | None
    """The value taken back; None takes back whatever the slot holds."""
    at: datetime


async def retract_current_in(
    tx: AsyncManagedTransaction, *, user_id: str, retractions: Sequence[Retraction]
) -> list[str]:
    """Retract, inside `tx`, the versions `retractions` name; the ids retracted."""
    if not retractions:
        return []
    found = await rows(
        tx,
        "write/preferences_retract_current",
        user_id=user_id,
        rows=[vars(retraction) for retraction in retractions],
    )
    return [str(row["id"]) for row in found]
