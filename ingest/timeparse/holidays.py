"""Holidays people date things by, in both languages, and their dates in a given year.

Lunar holidays come from a table (2018-2032); a year outside it yields no interval rather than
a wrong one.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta

from ingest.timeparse.calendar import LocalInterval, day_interval, days_interval

# Chinese New Year's Day (正月初一), Gregorian.
_SPRING_FESTIVAL: dict[int, date] = {
    2018: date(2018, 2, 16), 2019: date(2019, 2, 5), 2020: date(2020, 1, 25),
    2021: date(2021, 2, 12), 2022: date(2022, 2, 1), 2023: date(2023, 1, 22),
    2024: date(2024, 2, 10), 2025: date(2025, 1, 29), 2026: date(2026, 2, 17),
    2027: date(2027, 2, 6), 2028: date(2028, 1, 26), 2029: date(2029, 2, 13),
    2030: date(2030, 2, 3), 2031: date(2031, 1, 23), 2032: date(2032, 2, 11),
}  # fmt: skip
_MID_AUTUMN: dict[int, date] = {
    2018: date(2018, 9, 24), 2019: date(2019, 9, 13), 2020: date(2020, 10, 1),
    2021: date(2021, 9, 21), 2022: date(2022, 9, 10), 2023: date(2023, 9, 29),
    2024: date(2024, 9, 17), 2025: date(2025, 10, 6), 2026: date(2026, 9, 25),
    2027: date(2027, 9, 15), 2028: date(2028, 10, 3), 2029: date(2029, 9, 22),
    2030: date(2030, 9, 12), 2031: date(2031, 10, 1), 2032: date(2032, 9, 19),
}  # fmt: skip
_DRAGON_BOAT: dict[int, date] = {
    2018: date(2018, 6, 18), 2019: date(2019, 6, 7), 2020: date(2020, 6, 25),
    2021: date(2021, 6, 14), 2022: date(2022, 6, 3), 2023: date(2023, 6, 22),
    2024: date(2024, 6, 10), 2025: date(2025, 5, 31), 2026: date(2026, 6, 19),
    2027: date(2027, 6, 9), 2028: date(2028, 5, 28), 2029: date(2029, 6, 16),
    2030: date(2030, 6, 5), 2031: date(2031, 6, 24), 2032: date(2032, 6, 12),
}  # fmt: skip

HolidayDates = Callable[[int], LocalInterval | None]


def _fixed(month: int, day: int, length: int = 1) -> HolidayDates:
    def dates(year: int) -> LocalInterval:
        first = date(year, month, day)
        return days_interval(first, first + timedelta(days=length - 1))

    return dates


def _lunar(table: dict[int, date], offset: int = 0) -> HolidayDates:
    def dates(year: int) -> LocalInterval | None:
        anchor = table.get(year)
        return None if anchor is None else day_interval(anchor + timedelta(days=offset))

    return dates


def _thanksgiving(year: int) -> LocalInterval:
    first = date(year, 11, 1)
    first_thursday = first + timedelta(days=(3 - first.weekday()) % 7)
    return day_interval(first_thursday + timedelta(weeks=3))


HOLIDAYS: dict[str, HolidayDates] = {
    "new_year": _fixed(1, 1),
    "new_years_eve": _fixed(12, 31),
    "valentines": _fixed(2, 14),
    "halloween": _fixed(10, 31),
    "christmas_eve": _fixed(12, 24),
    "christmas": _fixed(12, 25),
    "thanksgiving": _thanksgiving,
    "labour_day": _fixed(5, 1),
    "labour_day_holiday": _fixed(5, 1, 5),
    "national_day": _fixed(10, 1),
    "national_day_holiday": _fixed(10, 1, 7),
    "singles_day": _fixed(11, 11),
    "childrens_day": _fixed(6, 1),
    "spring_festival": _lunar(_SPRING_FESTIVAL),
    "chinese_new_years_eve": _lunar(_SPRING_FESTIVAL, -1),
    "lantern_festival": _lunar(_SPRING_FESTIVAL, 14),
    "mid_autumn": _lunar(_MID_AUTUMN),
    "dragon_boat": _lunar(_DRAGON_BOAT),
}


# Chinese names (simplified; the resolver maps traditional characters first).
ZH_HOLIDAY_NAMES: dict[str, str] = {
    "春节": "spring_festival", "过年": "spring_festival", "大年初一": "spring_festival",
    "除夕": "chinese_new_years_eve", "大年三十": "chinese_new_years_eve",
    "元宵节": "lantern_festival", "元宵": "lantern_festival", "元旦": "new_year",
    "情人节": "valentines", "劳动节": "labour_day", "五一节": "labour_day",
    "五一假期": "labour_day_holiday", "五一长假": "labour_day_holiday",
    "端午节": "dragon_boat", "端午": "dragon_boat", "中秋节": "mid_autumn", "中秋": "mid_autumn",
    "国庆节": "national_day", "国庆假期": "national_day_holiday",
    "国庆长假": "national_day_holiday", "国庆": "national_day_holiday",
    "儿童节": "childrens_day", "六一儿童节": "childrens_day",
    "双十一": "singles_day", "双11": "singles_day", "万圣节": "halloween",
    "感恩节": "thanksgiving", "平安夜": "christmas_eve", "圣诞节": "christmas", "圣诞": "christmas",
}  # fmt: skip


def holiday_in_year(name: str, year: int) -> LocalInterval | None:
    return HOLIDAYS[name](year)


def holiday_relative(name: str, relation: str, today: date) -> LocalInterval | None:
    """`relation`: "recent" (latest begun by today), "last" (latest ended before today),
    "this" (this calendar year's), "next" (first starting after today)."""
    if relation == "this":
        return holiday_in_year(name, today.year)
    years = range(today.year + 1, today.year - 3, -1)
    found = [holiday for year in years if (holiday := holiday_in_year(name, year)) is not None]
    for holiday in found if relation != "next" else reversed(found):
        assert holiday.start is not None and holiday.end is not None
        start, end = holiday.start.date(), holiday.end.date()
        if relation == "recent" and start <= today:
            return holiday
        if relation == "last" and end <= today:
            return holiday
        if relation == "next" and start > today:
            return holiday
    return None
