"""Session start-up context: the current profile and a few relevant recent events, within a
character budget, as structured data and as ready-to-use text.

Preferences come first (highest effective confidence first), then events; an item that does
not fit in what is left of the budget is skipped, and `truncated` says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from graph.database import Database
from graph.events import event_from_record
from graph.model import Event, Polarity, Preference
from graph.profile import profile

DEFAULT_BUDGET = 2_000
RECENT_EVENTS = 20


@dataclass(frozen=True, kw_only=True)
class Hydration:
    profile: list[Preference]
    events: list[Event]
    text: str
    used: int
    """Characters of `text`."""
    truncated: bool


def preference_line(preference: Preference) -> str:
    dislike = " (dislikes)" if preference.polarity is Polarity.DISLIKE else ""
    return f"- {preference.category}/{preference.key}: {preference.value}{dislike}"


def event_line(event: Event) -> str:
    return f"- {event.occurred_start:%Y-%m-%d}: {event.summary}"


def fit_budget(
    preferences: Sequence[Preference], events: Sequence[Event], budget: int
) -> Hydration:
    """What fits in `budget` characters, preferences first; each line counts with its newline."""
    kept_preferences: list[Preference] = []
    kept_events: list[Event] = []
    lines: list[str] = []
    used = 0
    truncated = False
    candidates: list[tuple[str, Preference | Event]] = [
        *((preference_line(p), p) for p in preferences),
        *((event_line(e), e) for e in events),
    ]
    for line, item in candidates:
        if used + len(line) + 1 > budget:
            truncated = True
            continue
        used += len(line) + 1
        lines.append(line)
        if isinstance(item, Preference):
            kept_preferences.append(item)
        else:
            kept_events.append(item)
    text = "\n".join(lines)
    return Hydration(
        profile=kept_preferences,
        events=kept_events,
        text=text,
        used=len(text),
        truncated=truncated,
    )


async def recent_events(db: Database, *, user_id: str, limit: int = RECENT_EVENTS) -> list[Event]:
    found = await db.fetch("read/recent_events", user_id=user_id, limit=limit)
    return [event_from_record(row["event"]) for row in found]


async def hydrate(
    db: Database,
    *,
    user_id: str,
    at: datetime,
    budget: int = DEFAULT_BUDGET,
    relevant: Sequence[Event] | None = None,
) -> Hydration:
    """The profile at `at` plus `relevant` events (the most recent ones when None)."""
    current = await profile(db, user_id=user_id, at=at)
    events = list(relevant) if relevant is not None else await recent_events(db, user_id=user_id)
    return fit_budget(current, events, budget)
