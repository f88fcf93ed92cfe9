"""The calendars holidays are defined in: Gregorian rules, both Easters, and (through well-kept
libraries, imported on first use) the Chinese lunisolar, Hebrew and Islamic (Umm al-Qura) ones.

Each function takes a Gregorian year and returns the holiday's first day that year, or None
where the calendar has no such day in that year or its library's range (lunardate: 1900-2099;
hijridate: about 1924-2077). Nothing here guesses outside those ranges.
"""

from __future__ import annotations

import warnings
from datetime import date, timedelta


def western_easter(year: int) -> date:
    """Easter Sunday in the Gregorian calendar (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    weekday_shift = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * weekday_shift) // 451
    month, day = divmod(h + weekday_shift - 7 * m + 114, 31)
    return date(year, month, day + 1)


def orthodox_easter(year: int) -> date:
    """Orthodox Easter Sunday: the Julian computus (Meeus), given as a Gregorian date."""
    a, b, c = year % 4, year % 7, year % 19
    d = (19 * c + 15) % 30
    e = (2 * a + 4 * b - d + 34) % 7
    month, day = divmod(d + e + 114, 31)
    julian_gap = year // 100 - year // 400 - 2  # days the Julian calendar lags, 13 in 1900-2099
    return date(year, month, day + 1) + timedelta(days=julian_gap)


def nth_weekday(year: int, month: int, weekday: int, position: int) -> date:
    """The `position`-th `weekday` (Monday 0) of a month; -1 is the last one."""
    if position > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (position - 1))
    following = date(year + month // 12, month % 12 + 1, 1)
    last = following - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7 + 7 * (-position - 1))


def chinese_lunar(year: int, month: int, day: int) -> date | None:
    """The date in Gregorian `year` of lunar `month`/`day`: the twelfth lunar month mostly
    falls in January, so 腊八 of 2026 is in lunar year 2025."""
    import lunardate  # a small pure-Python table of 1900-2099

    for lunar_year in (year, year - 1):
        try:
            solar: date = lunardate.LunarDate(lunar_year, month, day).to_solar_date()
        except ValueError:
            continue
        if solar.year == year:
            return solar
    return None


def qingming(year: int) -> date | None:
    """清明, the solar term at the sun's longitude 15° (4 or 5 April in 1901-2099).

    The usual closed form: day = floor(Y * 0.2422 + C) - floor(Y / 4), Y = year % 100, C = 5.59
    in 1901-1999 and 4.81 from 2000; checked against published dates in the tests.
    """
    if not 1901 <= year <= 2099:
        return None
    short, constant = year % 100, 5.59 if year < 2000 else 4.81
    return date(year, 4, int(short * 0.2422 + constant) - short // 4)


def winter_solstice(year: int) -> date | None:
    """冬至, the solar term at 270° (21 or 22 December, Beijing time), by the same closed form
    as 清明 with C = 22.60 in 1901-1999 and 21.94 from 2000, less the form's known exceptions
    (1918 and 2021 fall a day earlier)."""
    if not 1901 <= year <= 2099:
        return None
    short, constant = year % 100, 22.60 if year < 2000 else 21.94
    exception = 1 if year in (1918, 2021) else 0
    return date(year, 12, int(short * 0.2422 + constant) - short // 4 - exception)


def hebrew(year: int, month: int, day: int) -> date | None:
    """The Gregorian date in `year` of Hebrew `month`/`day` (Nisan 1 ... Adar 12, Adar II 13)."""
    from convertdate import hebrew as hebrew_calendar

    for hebrew_year in (year + 3760, year + 3761):
        with warnings.catch_warnings():
            # convertdate 2.4+ calls its own deprecated month_days inside to_gregorian.
            warnings.filterwarnings("ignore", category=DeprecationWarning)
            found = date(*hebrew_calendar.to_gregorian(hebrew_year, month, day))
        if found.year == year:
            return found
    return None


def hijri(year: int, month: int, day: int) -> date | None:
    """The first Gregorian date in `year` of Hijri `month`/`day` (Umm al-Qura calendar)."""
    from hijridate import Gregorian, Hijri

    try:
        first_hijri_year = Gregorian(year, 1, 1).to_hijri().year
        for hijri_year in (first_hijri_year, first_hijri_year + 1):
            found: date = Hijri(hijri_year, month, day).to_gregorian()
            if found.year == year:
                return found
    except (ValueError, OverflowError):
        return None  # outside the calendar's tables
    return None


def hindu(year: int, name: str) -> date | None:
    """A Hindu, Sikh or Jain holiday from python-holidays' lunisolar tables (1901-2100).

    `name` is the table's ("diwali_india", "holi", ...). The tables sit behind a private class
    of that library, so a name it no longer has yields None rather than an error.
    """
    from holidays.calendars import hindu as hindu_tables

    calendar_class = getattr(hindu_tables, "_HinduLunisolar", None)
    lookup = None if calendar_class is None else getattr(calendar_class(), f"{name}_date", None)
    if lookup is None:
        return None
    found = lookup(year)
    candidates = [found] if isinstance(found, tuple) else list(found)
    days = [day for day, _estimated in candidates if day is not None and day.year == year]
    return days[0] if days else None


def parsi_new_year(year: int) -> date:
    """Navroz of the Shahenshahi calendar: its years have 365 days and no leap day, so it falls
    a day earlier every fourth Gregorian year (17 August 2018, 16 August 2022)."""
    return date(2018, 8, 17) + timedelta(days=365 * (year - 2018))
