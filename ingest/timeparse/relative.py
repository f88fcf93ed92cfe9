"""Intervals named relative to today: last week, 3 months ago, this summer, 上周五."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from ingest.timeparse.calendar import (
    LocalInterval,
    add_months,
    day_interval,
    month_interval,
    quarter_interval,
    season_interval,
    shift,
    unit_containing,
    week_interval,
    week_monday,
    weekend_interval,
    year_interval,
)
from ingest.timeparse.types import Granularity

WEEKEND = "weekend"


def relative_unit(unit: Granularity | str, offset: int, today: date) -> LocalInterval:
    """The calendar unit `offset` units from the one containing today (last week: -1)."""
    if unit == WEEKEND:
        return weekend_interval(week_monday(today) + timedelta(weeks=offset))
    if unit is Granularity.DAY:
        return day_interval(today + timedelta(days=offset))
    if unit is Granularity.WEEK:
        return week_interval(week_monday(today) + timedelta(weeks=offset))
    if unit is Granularity.MONTH:
        return month_interval(*add_months(today.year, today.month, offset))
    if unit is Granularity.QUARTER:
        index = today.year * 4 + (today.month - 1) // 3 + offset
        return quarter_interval(index // 4, index % 4 + 1)
    if unit is Granularity.YEAR:
        return year_interval(today.year + offset)
    raise ValueError(f"no calendar unit {unit!r}")


def units_ago(
    unit: Granularity | str, count: int, now: datetime, zone: str | None = None
) -> LocalInterval:
    """The calendar unit containing now minus `count` units ("three months ago" = August)."""
    if unit == WEEKEND:
        return relative_unit(WEEKEND, -count, now.date())
    assert isinstance(unit, Granularity)
    return unit_containing(shift(now, unit, -count, zone), unit)


def weekday_in_week(weekday: int, week_offset: int, today: date) -> LocalInterval:
    """Weekday `weekday` (Monday 0) of the ISO week `week_offset` weeks from this one."""
    return day_interval(week_monday(today) + timedelta(weeks=week_offset, days=weekday))


def most_recent_weekend(today: date) -> LocalInterval:
    """The weekend under way, or else the one just past ("over the weekend", 周末)."""
    return relative_unit(WEEKEND, 0 if today.weekday() >= 5 else -1, today)


def season_relative(season: str, relation: str, today: date) -> LocalInterval:
    """`relation`: "recent" (latest begun), "last" (latest completed), "this", "next"."""
    candidates = [
        season_interval(season, year) for year in range(today.year + 1, today.year - 3, -1)
    ]
    moment = datetime.combine(today, datetime.min.time())
    if relation == "this":
        current = [each for each in candidates if _contains(each, moment)]
        if current:
            return current[0]
        return season_interval(season, today.year)
    if relation == "next":
        return [each for each in candidates if _start(each) > moment][-1]
    if relation == "last":
        return next(each for each in candidates if _end(each) <= moment)
    return next(each for each in candidates if _start(each) <= moment)


def _start(interval: LocalInterval) -> datetime:
    assert interval.start is not None
    return interval.start


def _end(interval: LocalInterval) -> datetime:
    assert interval.end is not None
    return interval.end


def _contains(interval: LocalInterval, moment: datetime) -> bool:
    return _start(interval) <= moment < _end(interval)
