"""Calendar arithmetic on naive local (wall-clock) datetimes.

Everything here works in the user's wall-clock time; the resolver attaches the time zone at the
end. Intervals are half-open. Weeks are ISO weeks starting on Monday; seasons are meteorological.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from ingest.timeparse.types import Granularity, Strategy

SEASON_FIRST_MONTH: dict[str, int] = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}

# Parts of day as (first hour, end hour) on the day they belong to; the end may be 24.
PART_OF_DAY_HOURS: dict[str, tuple[int, int]] = {
    "night_early": (0, 4),
    "morning": (4, 12),
    "noon": (11, 14),
    "afternoon": (12, 18),
    "evening": (18, 24),
}


@dataclass(frozen=True, slots=True)
class LocalInterval:
    """A resolved phrase in wall-clock time; None marks a missing bound."""

    start: datetime | None
    end: datetime | None
    granularity: Granularity
    strategy: Strategy = Strategy.WINDOW

    def with_granularity(self, granularity: Granularity) -> LocalInterval:
        return replace(self, granularity=granularity)


def midnight(day: date) -> datetime:
    return datetime.combine(day, time())


def day_interval(day: date) -> LocalInterval:
    return LocalInterval(midnight(day), midnight(day + timedelta(days=1)), Granularity.DAY)


def days_interval(first: date, last_inclusive: date) -> LocalInterval:
    return LocalInterval(
        midnight(first), midnight(last_inclusive + timedelta(days=1)), Granularity.DAY
    )


def week_monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def week_interval(monday: date) -> LocalInterval:
    return LocalInterval(midnight(monday), midnight(monday + timedelta(days=7)), Granularity.WEEK)


def weekend_interval(monday: date) -> LocalInterval:
    """Saturday 00:00 to Monday 00:00 of the ISO week starting on `monday`."""
    saturday = monday + timedelta(days=5)
    return LocalInterval(midnight(saturday), midnight(monday + timedelta(days=7)), Granularity.DAY)


def add_months(year: int, month: int, count: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + count
    return index // 12, index % 12 + 1


def month_interval(year: int, month: int) -> LocalInterval:
    next_year, next_month = add_months(year, month, 1)
    return LocalInterval(
        datetime(year, month, 1), datetime(next_year, next_month, 1), Granularity.MONTH
    )


def months_interval(year: int, month: int, count: int) -> LocalInterval:
    """`count` whole months starting with `month`."""
    end_year, end_month = add_months(year, month, count)
    return LocalInterval(
        datetime(year, month, 1), datetime(end_year, end_month, 1), Granularity.MONTH
    )


def quarter_interval(year: int, quarter: int) -> LocalInterval:
    return months_interval(year, 3 * (quarter - 1) + 1, 3).with_granularity(Granularity.QUARTER)


def year_interval(year: int) -> LocalInterval:
    return LocalInterval(datetime(year, 1, 1), datetime(year + 1, 1, 1), Granularity.YEAR)


def season_interval(season: str, year: int) -> LocalInterval:
    """The season that starts in `year` (winter starts in December and ends in February)."""
    first = SEASON_FIRST_MONTH[season]
    return months_interval(year, first, 3).with_granularity(Granularity.SEASON)


def season_containing(day: date) -> tuple[str, int]:
    """Name and starting year of the season that contains `day`."""
    if day.month in (1, 2):
        return "winter", day.year - 1
    for name, first in SEASON_FIRST_MONTH.items():
        if first <= day.month < first + 3:
            return name, day.year
    raise AssertionError(day)


def part_of_day_interval(day: date, part: str) -> LocalInterval:
    first_hour, end_hour = PART_OF_DAY_HOURS[part]
    start = midnight(day) + timedelta(hours=first_hour)
    return LocalInterval(start, midnight(day) + timedelta(hours=end_hour), Granularity.PART_OF_DAY)


def shift(moment: datetime, unit: Granularity, count: int, zone: str | None = None) -> datetime:
    """`moment` moved by `count` units; months and years keep the day, clamped to the month.

    With `zone`, minutes and hours are elapsed time: "the past 3 hours" across a DST change is
    three real hours, not three steps of the wall clock. Days and longer follow the calendar.
    """
    if unit in (Granularity.MINUTE, Granularity.HOUR):
        delta = timedelta(minutes=count) if unit is Granularity.MINUTE else timedelta(hours=count)
        if zone is None:
            return moment + delta
        local_zone = ZoneInfo(zone)
        instant = moment.replace(tzinfo=local_zone).astimezone(UTC) + delta
        return instant.astimezone(local_zone).replace(tzinfo=None)  # keeps fold in a repeated hour
    if unit is Granularity.DAY:
        return moment + timedelta(days=count)
    if unit is Granularity.WEEK:
        return moment + timedelta(weeks=count)
    months = {Granularity.MONTH: 1, Granularity.QUARTER: 3, Granularity.YEAR: 12}[unit] * count
    year, month = add_months(moment.year, moment.month, months)
    day = min(moment.day, _days_in_month(year, month))
    return moment.replace(year=year, month=month, day=day)


def unit_containing(moment: datetime, unit: Granularity) -> LocalInterval:
    """The calendar minute, hour, day, week, month, quarter or year that contains `moment`."""
    if unit is Granularity.MINUTE:
        start = moment.replace(second=0, microsecond=0)
        return LocalInterval(start, start + timedelta(minutes=1), unit)
    if unit is Granularity.HOUR:
        start = moment.replace(minute=0, second=0, microsecond=0)
        return LocalInterval(start, start + timedelta(hours=1), unit)
    if unit is Granularity.DAY:
        return day_interval(moment.date())
    if unit is Granularity.WEEK:
        return week_interval(week_monday(moment.date()))
    if unit is Granularity.MONTH:
        return month_interval(moment.year, moment.month)
    if unit is Granularity.QUARTER:
        return quarter_interval(moment.year, (moment.month - 1) // 3 + 1)
    return year_interval(moment.year)


def span_of_units(first: LocalInterval, last: LocalInterval) -> LocalInterval:
    """From the start of `first` to the end of `last`, keeping `first`'s granularity."""
    return LocalInterval(first.start, last.end, first.granularity)


def rolling(now: datetime, unit: Granularity, count: int, zone: str | None = None) -> LocalInterval:
    """[now - count units, now): "past 10 days", 最近三天 (hours elapsed in `zone`)."""
    return LocalInterval(shift(now, unit, -count, zone), now, unit)


def _days_in_month(year: int, month: int) -> int:
    next_year, next_month = add_months(year, month, 1)
    return (date(next_year, next_month, 1) - date(year, month, 1)).days


def safe_date(year: int, month: int, day: int) -> date | None:
    """The date, or None when it does not exist (31 April, 29 February of a common year)."""
    if not 1 <= month <= 12 or not 1 <= day <= _days_in_month(year, month):
        return None
    return date(year, month, day)


def most_recent_month_day(today: date, month: int, day: int) -> date | None:
    """The latest date on or before `today` falling on `month`/`day` (a year-less date)."""
    for year in (today.year, today.year - 1, today.year - 2, today.year - 3, today.year - 4):
        candidate = safe_date(year, month, day)
        if candidate is not None and candidate <= today:
            return candidate
    return None


def most_recent_day_of_month(today: date, day: int) -> date | None:
    """The latest date on or before `today` whose day of month is `day` ("on the 15th")."""
    year, month = today.year, today.month
    for _ in range(13):
        candidate = safe_date(year, month, day)
        if candidate is not None and candidate <= today:
            return candidate
        year, month = add_months(year, month, -1)
    return None


def most_recent_weekday(today: date, weekday: int, occurrence: int = 1) -> date:
    """The `occurrence`-th most recent date strictly before `today` falling on `weekday`."""
    back = (today.weekday() - weekday - 1) % 7 + 1
    return today - timedelta(days=back + 7 * (occurrence - 1))


def most_recent_month(today: date, month: int, *, include_current: bool) -> int:
    """The year of the latest `month` that has started (or ended, without the current one)."""
    if month < today.month or (include_current and month == today.month):
        return today.year
    return today.year - 1


def period_part(interval: LocalInterval, part: str) -> LocalInterval | None:
    """Beginning / middle / end of a week, month or year, by the conventions.

    Month: days 1-10, 11-20, 21-end. Year: Q1, May-August, Q4. Week: Mon-Tue, Wed-Thu, Fri-Sun.
    """
    start, end = interval.start, interval.end
    if start is None or end is None:
        return None
    if interval.granularity is Granularity.MONTH:
        bounds = {"begin": (1, 11), "middle": (11, 21), "end": (21, None)}[part]
        part_end = end if bounds[1] is None else start.replace(day=bounds[1])
        return LocalInterval(start.replace(day=bounds[0]), part_end, Granularity.DAY)
    if interval.granularity is Granularity.YEAR:
        first_month, count = {"begin": (1, 3), "middle": (5, 4), "end": (10, 3)}[part]
        return months_interval(start.year, first_month, count)
    if interval.granularity is Granularity.WEEK:
        first_day, count = {"begin": (0, 2), "middle": (2, 2), "end": (4, 3)}[part]
        first = start.date() + timedelta(days=first_day)
        return days_interval(first, first + timedelta(days=count - 1))
    return None
