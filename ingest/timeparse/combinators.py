"""Intervals built from other intervals: since X, until X, between X and Y, X morning, X at 3pm.

Shared by both grammars; each takes already-resolved intervals and the context.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from ingest.timeparse.calendar import (
    LocalInterval,
    add_months,
    part_of_day_interval,
    period_part,
)
from ingest.timeparse.rules import Context
from ingest.timeparse.types import Granularity, Strategy


def since(anchor: LocalInterval, context: Context) -> LocalInterval | None:
    """[start of X, now): "since March", 自从三月以来."""
    if anchor.start is None or anchor.start >= context.now:
        return None
    return LocalInterval(anchor.start, context.now, Granularity.OPEN)


def before(anchor: LocalInterval) -> LocalInterval | None:
    """(-inf, start of X): "before March", 三月之前."""
    if anchor.start is None:
        return None
    return LocalInterval(None, anchor.start, Granularity.OPEN, Strategy.OPEN)


def until(anchor: LocalInterval) -> LocalInterval | None:
    """(-inf, end of X): "until March" includes March."""
    if anchor.end is None:
        return None
    return LocalInterval(None, anchor.end, Granularity.OPEN, Strategy.OPEN)


def after(anchor: LocalInterval, context: Context) -> LocalInterval | None:
    """[end of X, now) when X is past, else [end of X, +inf)."""
    if anchor.end is None:
        return None
    if anchor.end < context.now:
        return LocalInterval(anchor.end, context.now, Granularity.OPEN)
    return LocalInterval(anchor.end, None, Granularity.OPEN, Strategy.OPEN)


def between(first: LocalInterval, last: LocalInterval) -> LocalInterval | None:
    """[start of X, end of Y), Y inclusive; a year-less Y before X is moved a year on."""
    if first.start is None or last.start is None or last.end is None:
        return None
    if last.start < first.start and last.granularity in (Granularity.DAY, Granularity.MONTH):
        last = LocalInterval(
            _next_year(last.start), _next_year(last.end), last.granularity, last.strategy
        )
    if last.end is None or last.end <= first.start:
        return None
    granularity = first.granularity if first.granularity == last.granularity else Granularity.DAY
    return LocalInterval(first.start, last.end, granularity)


def _next_year(moment: datetime) -> datetime:
    year, month = add_months(moment.year, moment.month, 12)
    return moment.replace(year=year, month=month)


def with_part_of_day(day: LocalInterval, part: str) -> LocalInterval | None:
    """The morning / afternoon / evening / night of a single day."""
    if day.granularity is not Granularity.DAY or day.start is None or day.end is None:
        return None
    if day.end - day.start != timedelta(days=1):
        return None
    return part_of_day_interval(day.start.date(), part)


@dataclass(frozen=True, slots=True)
class ClockTime:
    """A clock reading; `twelve_hour` when 1-12 came without am/pm (or 上午/下午)."""

    hour: int
    minute: int | None
    twelve_hour: bool


def with_clock(
    day: LocalInterval | None, clock: ClockTime, context: Context
) -> LocalInterval | None:
    """A clock time on a day (or part of a day); without a day, its most recent occurrence.

    A twelve-hour reading takes the half of the day that the part of day names (afternoon and
    evening: pm), else on a whole day the morning reading for 7-11 and the afternoon one for
    12-6, else (no day) the most recent past reading.
    """
    hour, minute = clock.hour, clock.minute
    if not 0 <= hour <= 24 or (minute is not None and not 0 <= minute <= 59):
        return None
    unit = Granularity.HOUR if minute is None else Granularity.MINUTE
    length = timedelta(hours=1) if minute is None else timedelta(minutes=1)
    offset = timedelta(hours=hour % 24, minutes=minute or 0)
    offsets = [offset]
    if clock.twelve_hour and 1 <= hour <= 12:
        offsets = [timedelta(hours=hour % 12, minutes=minute or 0)]
        offsets.append(offsets[0] + timedelta(hours=12))
    if day is None:
        base = datetime.combine(context.today, datetime.min.time())
        starts = [base + each - timedelta(days=back) for back in (0, 1) for each in offsets]
        start = max(start for start in starts if start <= context.now)
        return LocalInterval(start, start + length, unit)
    if day.start is None or day.end is None:
        return None
    midnight = day.start.replace(hour=0, minute=0)
    if day.granularity is Granularity.PART_OF_DAY and clock.twelve_hour and 1 <= hour <= 12:
        # A part of day says which half a 1-12 reading is in, even past the part's own hours:
        # "tomorrow evening at 5" is 17:00, "this evening at 12" is midnight.
        if day.start.hour >= 12:
            evening_twelve = day.start.hour >= 18 and hour == 12  # midnight, not noon
            start = midnight + timedelta(hours=24 if evening_twelve else hour % 12 + 12)
            start += timedelta(minutes=minute or 0)
            return LocalInterval(start, start + length, unit)
        if 4 <= day.start.hour < 11:
            start = midnight + timedelta(hours=hour % 12, minutes=minute or 0)
            return LocalInterval(start, start + length, unit)
    # On a whole day, 7-11 without am/pm are the morning hours people mean; 12-6 the afternoon.
    morning_first = day.granularity is Granularity.PART_OF_DAY or 7 <= hour <= 11
    for candidate in sorted(offsets, reverse=not morning_first):
        start = midnight + candidate
        if day.start <= start < day.end:
            return LocalInterval(start, start + length, unit)
    return None


def part_of(anchor: LocalInterval, part: str) -> LocalInterval | None:
    """Beginning / middle / end of a week, month or year."""
    return period_part(anchor, part)


def to_date(anchor: LocalInterval, context: Context) -> LocalInterval | None:
    """[start of X, now): "earlier this year", 今年以来, 今天早些时候."""
    return since(anchor, context)
