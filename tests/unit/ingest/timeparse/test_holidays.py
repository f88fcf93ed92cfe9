"""Holidays: the calendars against published dates, and holiday phrases with shifts, "since"
and "until", in both languages (reference Sunday 2026-11-29 15:00 Asia/Shanghai)."""

from __future__ import annotations

from datetime import date

import pytest

from ingest.timeparse import holiday_calendars as cal
from ingest.timeparse.holiday_names import EN_HOLIDAY_NAMES, ZH_HOLIDAY_NAMES
from ingest.timeparse.holidays import HOLIDAYS, holiday_in_year
from tests.unit.time_cases import window

D = "00:00"

# Published dates (the first day), from almanacs and government calendars.
PUBLISHED: list[tuple[str, int, date]] = [
    ("easter", 2000, date(2000, 4, 23)), ("easter", 2008, date(2008, 3, 23)),
    ("easter", 2011, date(2011, 4, 24)), ("easter", 2019, date(2019, 4, 21)),
    ("easter", 2024, date(2024, 3, 31)), ("easter", 2038, date(2038, 4, 25)),
    ("good_friday", 2025, date(2025, 4, 18)), ("pentecost", 2025, date(2025, 6, 8)),
    ("ash_wednesday", 2024, date(2024, 2, 14)),
    ("orthodox_easter", 2021, date(2021, 5, 2)), ("orthodox_easter", 2023, date(2023, 4, 16)),
    ("orthodox_easter", 2024, date(2024, 5, 5)), ("orthodox_easter", 2025, date(2025, 4, 20)),
    ("spring_festival", 2001, date(2001, 1, 24)), ("spring_festival", 2024, date(2024, 2, 10)),
    ("spring_festival", 2033, date(2033, 1, 31)), ("spring_festival", 2050, date(2050, 1, 23)),
    ("mid_autumn", 2026, date(2026, 9, 25)), ("qixi", 2026, date(2026, 8, 19)),
    ("double_ninth", 2026, date(2026, 10, 18)), ("lantern_festival", 2025, date(2025, 2, 12)),
    ("qingming", 2008, date(2008, 4, 4)), ("qingming", 2015, date(2015, 4, 5)),
    ("qingming", 2019, date(2019, 4, 5)), ("qingming", 2020, date(2020, 4, 4)),
    ("qingming", 1999, date(1999, 4, 5)), ("winter_solstice", 2021, date(2021, 12, 21)),
    ("winter_solstice", 2023, date(2023, 12, 22)), ("winter_solstice", 2024, date(2024, 12, 21)),
    ("mothers_day", 2026, date(2026, 5, 10)), ("fathers_day", 2026, date(2026, 6, 21)),
    ("little_new_year", 2026, date(2026, 2, 10)), ("laba", 2026, date(2026, 1, 26)),
    ("yom_kippur", 2024, date(2024, 10, 11)),  # from the eve: the fast is on 12 October
    ("passover", 2025, date(2025, 4, 12)), ("hanukkah", 2025, date(2025, 12, 14)),
    ("eid_al_fitr", 2024, date(2024, 4, 10)), ("eid_al_adha", 2024, date(2024, 6, 16)),
    ("ramadan", 2025, date(2025, 3, 1)), ("holi", 2025, date(2025, 3, 14)),
    ("diwali", 2023, date(2023, 11, 12)), ("thanksgiving", 2026, date(2026, 11, 26)),
    ("black_friday", 2026, date(2026, 11, 27)), ("mlk_day", 2027, date(2027, 1, 18)),
    ("memorial_day", 2026, date(2026, 5, 25)), ("kings_day", 2025, date(2025, 4, 26)),
    ("bosses_day", 2022, date(2022, 10, 17)), ("parsi_new_year", 2026, date(2026, 8, 15)),
]  # fmt: skip

# The table this module used before lunardate (2018-2032), kept as an independent check.
SPRING_FESTIVAL_TABLE = {
    2018: date(2018, 2, 16), 2019: date(2019, 2, 5), 2020: date(2020, 1, 25),
    2021: date(2021, 2, 12), 2022: date(2022, 2, 1), 2023: date(2023, 1, 22),
    2024: date(2024, 2, 10), 2025: date(2025, 1, 29), 2026: date(2026, 2, 17),
    2027: date(2027, 2, 6), 2028: date(2028, 1, 26), 2029: date(2029, 2, 13),
    2030: date(2030, 2, 3), 2031: date(2031, 1, 23), 2032: date(2032, 2, 11),
}  # fmt: skip


@pytest.mark.parametrize(("name", "year", "first_day"), PUBLISHED)
def test_holiday_dates_match_published_ones(name: str, year: int, first_day: date) -> None:
    interval = holiday_in_year(name, year)
    assert interval is not None and interval.start is not None
    assert interval.start.date() == first_day


def test_lunar_new_year_matches_the_old_table() -> None:
    for year, first_day in SPRING_FESTIVAL_TABLE.items():
        assert cal.chinese_lunar(year, 1, 1) == first_day


@pytest.mark.parametrize(
    ("name", "year", "days"), [("passover", 2025, 9), ("ramadan", 2025, 29), ("lent", 2024, 46)]
)
def test_holidays_that_last_several_days(name: str, year: int, days: int) -> None:
    interval = holiday_in_year(name, year)
    assert interval is not None and interval.start is not None and interval.end is not None
    assert (interval.end - interval.start).days == days


@pytest.mark.parametrize(("name", "year"), [("spring_festival", 2150), ("ramadan", 2200)])
def test_a_year_outside_a_calendars_range_has_no_date(name: str, year: int) -> None:
    assert holiday_in_year(name, year) is None


def test_every_named_holiday_has_a_date_this_year_or_next() -> None:
    """A lunar holiday can skip a Gregorian year (Guru Gobind Singh Jayanti has none in 2026)."""
    names = set(EN_HOLIDAY_NAMES.values()) | set(ZH_HOLIDAY_NAMES.values())
    assert names <= set(HOLIDAYS)
    for name in names:
        assert holiday_in_year(name, 2026) or holiday_in_year(name, 2027), name


PHRASES: list[tuple[str, str, str | None, str | None]] = [
    ("last Easter", "last Easter", f"2026-04-05 {D}", f"2026-04-06 {D}"),
    ("next Easter Monday", "next Easter Monday", f"2027-03-29 {D}", f"2027-03-30 {D}"),
    ("since Chinese New Year", "since Chinese New Year", f"2026-02-17 {D}", "2026-11-29 15:00"),
    ("until Diwali 2027", "until Diwali 2027", None, f"2027-10-30 {D}"),
    ("Hanukkah of last year", "Hanukkah of last year", f"2025-12-14 {D}", f"2025-12-22 {D}"),
    ("Passover in 2027", "Passover in 2027", f"2027-04-21 {D}", f"2027-04-30 {D}"),
    ("during Ramadan", "during Ramadan", f"2026-02-18 {D}", f"2026-03-20 {D}"),
    ("2025年春节", "2025年春节", f"2025-01-29 {D}", f"2025-01-30 {D}"),
    ("去年清明", "去年清明", f"2025-04-04 {D}", f"2025-04-05 {D}"),
    ("端午节之前", "端午节之前", None, f"2026-06-19 {D}"),
    ("重阳节以来", "重阳节以来", f"2026-10-18 {D}", "2026-11-29 15:00"),
    ("2027年复活节", "2027年复活节", f"2027-03-28 {D}", f"2027-03-29 {D}"),
    ("2024年逾越节", "2024年逾越节", f"2024-04-22 {D}", f"2024-05-01 {D}"),
    ("去年教师节", "去年教师节", f"2025-09-10 {D}", f"2025-09-11 {D}"),
    ("母亲节那天", "母亲节", f"2026-05-10 {D}", f"2026-05-11 {D}"),
    ("on Women's Day", "on Women's Day", f"2026-03-08 {D}", f"2026-03-09 {D}"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "phrase", "start", "end"), PHRASES)
def test_holiday_phrases(text: str, phrase: str, start: str | None, end: str | None) -> None:
    assert window(text) == (phrase, start, end)
