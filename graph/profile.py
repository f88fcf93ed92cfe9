"""Reading preferences: the current profile, the profile as of a time, history, conflicts.

Confidence decays with the time since a preference was last confirmed (half-life in days);
it is computed here, at read time, and never written back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from graph.confidence import decayed
from graph.database import Database
from graph.model import Conflict, Preference
from graph.preferences import preference_from_record

DEFAULT_HALF_LIFE_DAYS = 180.0


@dataclass(frozen=True, kw_only=True)
class HistoryEntry:
    preference: Preference
    supersedes: str | None
    conflicts_with: str | None


async def profile(
    db: Database, *, user_id: str, at: datetime, half_life_days: float = DEFAULT_HALF_LIFE_DAYS
) -> list[Preference]:
    """What was true of `user_id` at `at`, as known at `at`; highest effective confidence first.

    For the current profile pass now; for "as of" pass that time: a version recorded later,
    or valid only from later, does not count.
    """
    found = await db.fetch("read/profile", user_id=user_id, at=at)
    preferences = [
        preference.model_copy(
            update={
                "effective_confidence": decayed(
                    preference.confidence,
                    confirmed_at=preference.last_confirmed_at,
                    now=at,
                    half_life_days=half_life_days,
                )
            }
        )
        for preference in (preference_from_record(row["preference"]) for row in found)
    ]
    return sorted(preferences, key=lambda p: (-(p.effective_confidence or 0.0), p.category, p.key))


async def preference_history(
    db: Database, *, user_id: str, category: str, key: str
) -> list[HistoryEntry]:
    """Every version of one key, oldest first, with the SUPERSEDES and CONFLICTS_WITH links."""
    found = await db.fetch("read/preference_history", user_id=user_id, category=category, key=key)
    return [
        HistoryEntry(
            preference=preference_from_record(row["preference"]),
            supersedes=row["supersedes"],
            conflicts_with=row["conflicts_with"],
        )
        for row in found
    ]


async def conflicts(db: Database, *, user_id: str) -> list[Conflict]:
    found = await db.fetch("read/conflicts", user_id=user_id)
    return [
        Conflict(
            preference=preference_from_record(row["preference"]),
            conflicts_with=preference_from_record(row["conflicts_with"]),
            reason=row["reason"] or "",
        )
        for row in found
    ]
