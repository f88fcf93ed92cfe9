"""English spans on anchors: date ranges, decades, halves, week numbers, the week of a day, a
part of a named day, offsets from an anchor and a weekday with its day of the month (reference
Sunday 2026-11-29 15:00 Asia/Shanghai)."""

from __future__ import annotations

import pytest

from ingest.timeparse import resolve_time
from tests.unit.time_cases import REFERENCE, ZONE, window

D = "00:00"

CASES: list[tuple[str, str, str | None, str | None]] = [
    ("we were away July 13-15", "July 13-15", f"2026-07-13 {D}", f"2026-07-16 {D}"),
    ("Aug 27 - Sep 2", "Aug 27 - Sep 2", f"2026-08-27 {D}", f"2026-09-03 {D}"),
    ("Dec 28 to Jan 3", "Dec 28 to Jan 3", f"2025-12-28 {D}", f"2026-01-04 {D}"),
    ("from the 3rd to the 5th of May 2024", "from the 3rd to the 5th of May 2024",
     f"2024-05-03 {D}", f"2024-05-06 {D}"),
    ("in the 80s", "the 80s", f"1980-01-01 {D}", f"1990-01-01 {D}"),
    ("the twenties", "the twenties", f"2020-01-01 {D}", f"2030-01-01 {D}"),
    ("the 1960s", "the 1960s", f"1960-01-01 {D}", f"1970-01-01 {D}"),
    ("the first half of 2025", "the first half of 2025", f"2025-01-01 {D}", f"2025-07-01 {D}"),
    ("H2 2027", "H2 2027", f"2027-07-01 {D}", f"2028-01-01 {D}"),
    ("the second half of March", "the second half of March", f"2026-03-16 {D}", f"2026-04-01 {D}"),
    ("week 1 of 2027", "week 1 of 2027", f"2027-01-04 {D}", f"2027-01-11 {D}"),
    ("week 53 of 2026", "week 53 of 2026", f"2026-12-28 {D}", f"2027-01-04 {D}"),
    ("the week of March 4th", "the week of March 4th", f"2026-03-02 {D}", f"2026-03-09 {D}"),
    ("the evening of May 2", "the evening of May 2", "2026-05-02 18:00", f"2026-05-03 {D}"),
    ("two days after Thanksgiving", "two days after Thanksgiving",
     f"2026-11-28 {D}", f"2026-11-29 {D}"),
    ("the day before Christmas 2025", "the day before Christmas 2025",
     f"2025-12-24 {D}", f"2025-12-25 {D}"),
    ("a week from yesterday", "a week from yesterday", f"2026-12-05 {D}", f"2026-12-06 {D}"),
    ("Friday the 13th", "Friday the 13th", f"2026-11-13 {D}", f"2026-11-14 {D}"),
    ("Thursday the 1st", "Thursday the 1st", f"2026-10-01 {D}", f"2026-10-02 {D}"),
    ("the last weekend of August 2026", "the last weekend of August 2026",
     f"2026-08-29 {D}", f"2026-08-31 {D}"),
    ("the first of the month", "the first of the month", f"2026-11-01 {D}", f"2026-11-02 {D}"),
    ("31/10/1974", "31/10/1974", f"1974-10-31 {D}", f"1974-11-01 {D}"),
    ("on 12/25", "on 12/25", f"2025-12-25 {D}", f"2025-12-26 {D}"),
    ("in half an hour", "in half an hour", "2026-11-29 15:30", "2026-11-29 15:31"),
    ("in 1.5 hours", "in 1.5 hours", "2026-11-29 16:30", "2026-11-29 16:31"),
    ("3:30 in the afternoon", "3:30 in the afternoon", "2026-11-29 15:30", "2026-11-29 15:31"),
    ("yesterday evening at 8", "yesterday evening at 8", "2026-11-28 20:00", "2026-11-28 21:00"),
    ("between 9:30 and 11:00 on Friday", "between 9:30 and 11:00 on Friday",
     "2026-11-27 09:30", "2026-11-27 11:01"),
    ("the upcoming Monday", "the upcoming Monday", f"2026-11-30 {D}", f"2026-12-01 {D}"),
    ("in a quarter of an hour", "in a quarter of an hour", "2026-11-29 15:15", "2026-11-29 15:16"),
    ("3:15p", "3:15p", "2026-11-28 15:15", "2026-11-28 15:16"),
    ("tomorrow at 1030", "tomorrow at 1030", "2026-11-30 10:30", "2026-11-30 10:31"),
    ("at 730 in the evening", "at 730 in the evening", "2026-11-29 19:30", "2026-11-29 19:31"),
    ("by Friday", "by Friday", None, f"2026-11-28 {D}"),
    ("the last wkend of October", "the last wkend of October",
     f"2026-10-31 {D}", f"2026-11-02 {D}"),
    ("Thu 15th", "Thu 15th", f"2026-10-15 {D}", f"2026-10-16 {D}"),
    ("last yr", "last yr", f"2025-01-01 {D}", f"2026-01-01 {D}"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "phrase", "start", "end"), CASES)
def test_english_periods(text: str, phrase: str, start: str | None, end: str | None) -> None:
    assert window(text) == (phrase, start, end)


@pytest.mark.parametrize(
    "text",
    [
        "add 1/2 cup of milk",
        "the score was 3-2",
        "from 2 to 3 people",
        "I slept 8h",
        "week 54",
        "1030 people came",
        "we went by car",
    ],
)
def test_numbers_that_are_no_time(text: str) -> None:
    assert resolve_time(text, REFERENCE, ZONE).expressions == ()
