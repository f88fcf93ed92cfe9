"""Positions inside and after periods, and moments ahead of now: the operators of composition.

"the third Tuesday of September 2014", "the last week of 2018", "the 20th of next month", "the
Friday after next", "in two hours", "the next three days". Each takes an anchor interval (or the
reference time) and returns the interval it points to, or None when there is no such position.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from ingest.timeparse.calendar import (
    LocalInterval,
    day_interval,
    midnight,
    safe_date,
    shift,
    unit_containing,
    week_interval,
)
from ingest.timeparse.types import Granularity

# "in N <unit>" is a moment; it is reported at the next finer unit (Duckling's reading too):
# "in 3 days" is the hour three days on, "in a week" the day a week on.
FINER_UNIT: dict[Granularity, Granularity] = {
    Granularity.MINUTE: Granularity.MINUTE,
    Granularity.HOUR: Granularity.MINUTE,
    Granularity.DAY: Granularity.HOUR,
    Granularity.WEEK: Granularity.DAY,
    Granularity.MONTH: Granularity.DAY,
    Granularity.QUARTER: Granularity.DAY,
    Granularity.YEAR: Granularity.MONTH,
}


def _bounds(anchor: LocalInterval) -> tuple[date, date] | None:
    """First and last day (inclusive) of a period of whole days."""
    if anchor.start is None or anchor.end is None:
        return None
    if anchor.granularity not in (
        Granularity.DAY,
        Granularity.WEEK,
        Granularity.MONTH,
        Granularity.QUARTER,
        Granularity.SEASON,
        Granularity.YEAR,
    ):
        return None
    last = (anchor.end - timedelta(microseconds=1)).date()
    return anchor.start.date(), last


def nth_weekday_in(anchor: LocalInterval, weekday: int, position: int) -> LocalInterval | None:
    """The `position`-th `weekday` (Monday 0) inside the period; -1 is the last one."""
    bounds = _bounds(anchor)
    if bounds is None or position == 0:
        return None
    first, last = bounds
    if position > 0:
        found = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (position - 1))
    else:
        found = last - timedelta(days=(last.weekday() - weekday) % 7 + 7 * (-position - 1))
    return day_interval(found) if first <= found <= last else None


def nth_day_in(anchor: LocalInterval, position: int) -> LocalInterval | None:
    """Day `position` of the period (1 is the first); -1 is its last day."""
    bounds = _bounds(anchor)
    if bounds is None or position == 0:
        return None
    first, last = bounds
    found = first + timedelta(days=position - 1) if position > 0 else last + timedelta(position + 1)
    return day_interval(found) if first <= found <= last else None


def nth_week_in(anchor: LocalInterval, position: int) -> LocalInterval | None:
    """The `position`-th whole ISO week inside the period; -1 the last whole one.

    "The first week of October 2014" is 6-12 October: 29 September-5 October is not inside it.
    """
    bounds = _bounds(anchor)
    if bounds is None or position == 0:
        return None
    first, last = bounds
    if position > 0:
        monday = first + timedelta(days=(-first.weekday()) % 7 + 7 * (position - 1))
    else:
        sunday = last - timedelta(days=(last.weekday() - 6) % 7)
        monday = sunday - timedelta(days=6 + 7 * (-position - 1))
    if monday < first or monday + timedelta(days=6) > last:
        return None
    return week_interval(monday)


def nth_weekday_after(anchor: LocalInterval, weekday: int, position: int) -> LocalInterval | None:
    """The `position`-th `weekday` after the anchor ends: "the third Tuesday after Christmas"."""
    if anchor.end is None or position < 1:
        return None
    start = anchor.end.date()
    found = start + timedelta(days=(weekday - start.weekday()) % 7 + 7 * (position - 1))
    return day_interval(found)


def upcoming_weekday(today: date, weekday: int, position: int) -> LocalInterval:
    """The `position`-th `weekday` after today: "three Fridays from now", "Friday after next"
    (the second)."""
    back = (weekday - today.weekday() - 1) % 7 + 1
    return day_interval(today + timedelta(days=back + 7 * (position - 1)))


def day_of_month(anchor: LocalInterval, day: int) -> LocalInterval | None:
    """Day `day` of a month anchor: "the 20th of next month", 上个月15号."""
    if anchor.start is None or anchor.granularity is not Granularity.MONTH:
        return None
    found = safe_date(anchor.start.year, anchor.start.month, day)
    return None if found is None else day_interval(found)


def moment_ahead(
    now: datetime, unit: Granularity, count: int, zone: str | None = None
) -> LocalInterval:
    """ "in 3 days", "a week hence": now plus `count` units, at the next finer unit."""
    return unit_containing(shift(now, unit, count, zone), FINER_UNIT[unit])


def day_ahead(today: date, unit: Granularity, count: int) -> LocalInterval:
    """ "3 years from today": the day `count` units after today."""
    return unit_containing(shift(midnight(today), unit, count), Granularity.DAY)


def next_units(
    now: datetime, unit: Granularity, count: int, zone: str | None = None
) -> LocalInterval:
    """ "the next 3 days", 下三天: the `count` whole units after the one under way."""
    current = unit_containing(now, unit)
    assert current.start is not None and current.end is not None
    end = shift(current.start, unit, count + 1, zone)
    return LocalInterval(current.end, end, unit)
