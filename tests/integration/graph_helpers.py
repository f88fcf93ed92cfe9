"""Small builders for graph tests: turns, preference statements and events at given days."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from graph.model import EventInput, EventStatus, PreferenceInput, TurnInput

DAY0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def day(n: int) -> datetime:
    return DAY0 + timedelta(days=n)


def turn(external_id: str, text: str, at: datetime, speaker: str = "Ana") -> TurnInput:
    return TurnInput(external_id=external_id, speaker=speaker, text=text, at=at)


def statement(
    user_id: str,
    value: str,
    valid_day: int,
    *,
    recorded_day: int | None = None,
    key: str = "channel",
    confidence: float = 0.9,
    sources: list[str] | None = None,
) -> PreferenceInput:
    return PreferenceInput(
        user_id=user_id,
        category="notification",
        key=key,
        value=value,
        confidence=confidence,
        valid_from=day(valid_day),
        recorded_at=day(valid_day if recorded_day is None else recorded_day),
        source_turn_ids=sources or [],
    )


def event(user_id: str, action: str, on_day: int, **changes: object) -> EventInput:
    values: dict[str, object] = {
        "user_id": user_id,
        "action": action,
        "summary": f"Ana's ticket was {action}",
        "subject": "Ana",
        "object": "ticket",
        "status": EventStatus.OPEN,
        "occurred_start": day(on_day),
        "recorded_at": day(on_day),
    }
    return EventInput.model_validate(values | changes)
