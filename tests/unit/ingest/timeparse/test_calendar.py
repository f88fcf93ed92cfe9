"""Composition at the calendar's seams: leap years, month ends, year ends, and rolling hour
windows across daylight-saving changes (elapsed hours, not wall-clock steps)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ingest.timeparse import resolve_time


def _window(text: str, reference: str, zone: str = "UTC") -> tuple[str | None, str | None]:
    [expression] = resolve_time(text, datetime.fromisoformat(reference), zone).expressions
    start = None if expression.start is None else expression.start.strftime("%Y-%m-%d %H:%M")
    end = None if expression.end is None else expression.end.strftime("%Y-%m-%d %H:%M")
    return start, end


@pytest.mark.parametrize(
    ("text", "reference", "start", "end"),
    [
        # leap years
        (
            "the last day of February 2028",
            "2026-11-29T15:00",
            "2028-02-29 00:00",
            "2028-03-01 00:00",
        ),
        ("the last day of next month", "2028-01-15T09:00", "2028-02-29 00:00", "2028-03-01 00:00"),
        ("the last day of next month", "2027-01-15T09:00", "2027-02-28 00:00", "2027-03-01 00:00"),
        ("in a year", "2028-02-29T09:00", "2029-02-01 00:00", "2029-03-01 00:00"),
        ("3 years from today", "2028-02-29T09:00", "2031-02-28 00:00", "2031-03-01 00:00"),
        ("this time next year", "2028-02-29T09:00", "2029-02-28 00:00", "2029-03-01 00:00"),
        ("2028年2月最后一天", "2026-11-29T15:00", "2028-02-29 00:00", "2028-03-01 00:00"),
        # month ends: a month on from the 31st is clamped to the last day
        ("in a month", "2026-01-31T10:00", "2026-02-28 00:00", "2026-03-01 00:00"),
        ("in 1 month", "2026-03-31T10:00", "2026-04-30 00:00", "2026-05-01 00:00"),
        ("the next 2 months", "2026-12-31T23:30", "2027-01-01 00:00", "2027-03-01 00:00"),
        ("下个月最后一天", "2026-12-31T23:30", "2027-01-31 00:00", "2027-02-01 00:00"),
        # year ends
        ("the last week of 2026", "2026-11-29T15:00", "2026-12-21 00:00", "2026-12-28 00:00"),
        ("the first week of 2027", "2026-11-29T15:00", "2027-01-04 00:00", "2027-01-11 00:00"),
        ("next 3 days", "2026-12-30T12:00", "2026-12-31 00:00", "2027-01-03 00:00"),
        ("后三天", "2026-12-30T12:00", "2026-12-31 00:00", "2027-01-03 00:00"),
    ],
)
def test_seams(text: str, reference: str, start: str, end: str) -> None:
    assert _window(text, reference) == (start, end)


def _elapsed(text: str, reference: str, zone: str) -> tuple[timedelta, datetime, datetime]:
    [expression] = resolve_time(text, datetime.fromisoformat(reference), zone).expressions
    assert expression.start is not None and expression.end is not None
    start, end = expression.start.astimezone(UTC), expression.end.astimezone(UTC)
    return end - start, start, end


@pytest.mark.parametrize(
    ("text", "hours"),
    [("the past 3 hours", 3), ("in the last 5 hours", 5), ("最近三小时", 3), ("过去两个小时", 2)],
)
@pytest.mark.parametrize(
    ("reference", "zone"),
    [
        ("2026-03-08T04:30:00-04:00", "America/New_York"),  # an hour after spring forward
        ("2026-11-01T01:30:00-05:00", "America/New_York"),  # the repeated hour, second time
        ("2026-03-29T03:30:00+01:00", "Europe/London"),
        ("2026-10-25T03:30:00+00:00", "Europe/London"),
    ],
)
def test_rolling_hours_are_elapsed_hours_across_dst(
    text: str, hours: int, reference: str, zone: str
) -> None:
    elapsed, _, end = _elapsed(text, reference, zone)
    assert elapsed == timedelta(hours=hours)
    assert end == datetime.fromisoformat(reference).astimezone(UTC)


@pytest.mark.parametrize(
    ("text", "hours"), [("in 2 hours", 2), ("3 hours ago", -3), ("two hours from now", 2)]
)
def test_moments_hours_away_are_elapsed_across_dst(text: str, hours: int) -> None:
    reference = datetime.fromisoformat("2026-03-08T01:30:00-05:00")  # before spring forward
    _, start, _ = _elapsed(text, reference.isoformat(), "America/New_York")
    moved = reference.astimezone(UTC) + timedelta(hours=hours)
    assert start == moved.replace(minute=0 if "ago" in text else moved.minute)


def test_just_now_is_two_elapsed_hours_across_dst() -> None:
    elapsed, _, _ = _elapsed("just now", "2026-03-08T03:30:00-04:00", "America/New_York")
    assert elapsed == timedelta(hours=2)
