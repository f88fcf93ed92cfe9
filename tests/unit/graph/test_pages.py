"""Timeline cursors round-trip and refuse forgeries; hydration fits its budget."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from graph.errors import InvalidCursorError
from graph.hydrate import fit_budget
from graph.model import Event, EventStatus, Polarity, Preference
from graph.pages import decode_cursor, encode_cursor

AT = datetime(2026, 5, 1, 9, 30, tzinfo=timezone(timedelta(hours=8)))


def test_cursors_round_trip_with_their_offset() -> None:
    assert decode_cursor(encode_cursor(AT, "turn", "id-1")) == (AT, "turn", "id-1")


@pytest.mark.parametrize("cursor", ["garbage", "", "W10=", encode_cursor(AT, "node", "x")])
def test_foreign_cursors_are_refused(cursor: str) -> None:
    with pytest.raises(InvalidCursorError):
        decode_cursor(cursor)


def _preference(key: str, value: str) -> Preference:
    return Preference(
        id=key,
        user_id="u",
        category="c",
        key=key,
        value=value,
        polarity=Polarity.LIKE,
        confidence=0.9,
        valid_from=AT,
        recorded_at=AT,
        last_confirmed_at=AT,
    )


def _event(summary: str) -> Event:
    return Event(
        id=summary,
        user_id="u",
        action="a",
        summary=summary,
        status=EventStatus.DONE,
        occurred_start=datetime(2026, 5, 2, tzinfo=UTC),
        time_granularity="day",
        recorded_at=AT,
        confidence=0.9,
    )


def test_hydration_keeps_preferences_first_within_the_budget() -> None:
    preferences = [_preference("channel", "SMS only"), _preference("style", "x" * 50)]
    events = [_event("laptop broke")]
    everything = fit_budget(preferences, events, 1_000)
    assert everything.text.splitlines() == [
        "- c/channel: SMS only",
        f"- c/style: {'x' * 50}",
        "- 2026-05-02: laptop broke",
    ]
    assert not everything.truncated and everything.used == len(everything.text)
    small = fit_budget(preferences, events, 50)
    assert [p.key for p in small.profile] == ["channel"]
    assert [e.summary for e in small.events] == ["laptop broke"]
    assert small.truncated and small.used <= 50
