"""English composition: anchors under operators, resolved against Sunday 2026-11-29 15:00
Asia/Shanghai. None of these phrases is in the development sets."""

from __future__ import annotations

import pytest

from ingest.timeparse import resolve_time
from tests.unit.time_cases import REFERENCE, ZONE, window

D = "00:00"

CASES: list[tuple[str, str, str | None, str | None]] = [
    # positions inside a period
    ("the second Friday of March 2025", "the second Friday of March 2025",
     f"2025-03-14 {D}", f"2025-03-15 {D}"),
    ("on the last Monday of May 2027", "the last Monday of May 2027",
     f"2027-05-31 {D}", f"2027-06-01 {D}"),
    ("the first week of March 2027", "the first week of March 2027",
     f"2027-03-01 {D}", f"2027-03-08 {D}"),
    ("the last week of this year", "the last week of this year",
     f"2026-12-21 {D}", f"2026-12-28 {D}"),
    ("the second last week of June 2026", "the second last week of June 2026",
     f"2026-06-15 {D}", f"2026-06-22 {D}"),
    ("the 15th of last month", "the 15th of last month", f"2026-10-15 {D}", f"2026-10-16 {D}"),
    ("the 31st of next month", "the 31st of next month", f"2026-12-31 {D}", f"2027-01-01 {D}"),
    ("the first Sunday of the month", "the first Sunday of the month",
     f"2026-11-01 {D}", f"2026-11-02 {D}"),
    ("the second Wednesday after Christmas 2025", "the second Wednesday after Christmas 2025",
     f"2026-01-07 {D}", f"2026-01-08 {D}"),
    # moments ahead and the next N units
    ("call me in two hours", "in two hours", "2026-11-29 17:00", "2026-11-29 17:01"),
    ("in 3 days", "in 3 days", "2026-12-02 15:00", "2026-12-02 16:00"),
    ("in a month", "in a month", f"2026-12-29 {D}", f"2026-12-30 {D}"),
    ("five days from now", "five days from now", "2026-12-04 15:00", "2026-12-04 16:00"),
    ("5 days from today", "5 days from today", f"2026-12-04 {D}", f"2026-12-05 {D}"),
    ("a week hence", "a week hence", f"2026-12-06 {D}", f"2026-12-07 {D}"),
    ("two Saturdays from now", "two Saturdays from now", f"2026-12-12 {D}", f"2026-12-13 {D}"),
    ("the Monday after next", "the Monday after next", f"2026-12-07 {D}", f"2026-12-08 {D}"),
    ("June after next", "June after next", f"2028-06-01 {D}", f"2028-07-01 {D}"),
    ("the next two weeks", "the next two weeks", f"2026-11-30 {D}", f"2026-12-14 {D}"),
    ("over the next 48 hours", "over the next 48 hours", "2026-11-29 16:00", "2026-12-01 16:00"),
    # quarters, eras, numeric months
    ("Q3 2025", "Q3 2025", f"2025-07-01 {D}", f"2025-10-01 {D}"),
    ("the first quarter of next year", "the first quarter of next year",
     f"2027-01-01 {D}", f"2027-04-01 {D}"),
    ("next qtr", "next qtr", f"2027-01-01 {D}", f"2027-04-01 {D}"),
    ("2024Q2", "2024Q2", f"2024-04-01 {D}", f"2024-07-01 {D}"),
    ("in 1999 AD", "in 1999 AD", f"1999-01-01 {D}", f"2000-01-01 {D}"),
    ("3/2024", "3/2024", f"2024-03-01 {D}", f"2024-04-01 {D}"),
    ("march third 2015", "march third 2015", f"2015-03-03 {D}", f"2015-03-04 {D}"),
    # a day, a part of day and a clock time
    ("tomorrow at 9", "tomorrow at 9", "2026-11-30 09:00", "2026-11-30 10:00"),
    ("tomorrow at 4", "tomorrow at 4", "2026-11-30 16:00", "2026-11-30 17:00"),
    ("Mon, Dec 7, 2026 10:30 AM", "Mon, Dec 7, 2026 10:30 AM",
     "2026-12-07 10:30", "2026-12-07 10:31"),
    ("Dec 7, 2026 18h30", "Dec 7, 2026 18h30", "2026-12-07 18:30", "2026-12-07 18:31"),
    ("7 this evening", "7 this evening", "2026-11-29 19:00", "2026-11-29 20:00"),
    ("10 tomorrow morning", "10 tomorrow morning", "2026-11-30 10:00", "2026-11-30 11:00"),
    ("tomorrow evening at 7", "tomorrow evening at 7", "2026-11-30 19:00", "2026-11-30 20:00"),
    ("next Friday 2-4pm", "next Friday 2-4pm", "2026-12-04 14:00", "2026-12-04 17:00"),
    ("quarter past 3pm tomorrow", "quarter past 3pm tomorrow",
     "2026-11-30 15:15", "2026-11-30 15:16"),
    ("in 5 days at 6pm", "in 5 days at 6pm", "2026-12-04 18:00", "2026-12-04 19:00"),
    # anchored composites and parts of periods
    ("this time last year", "this time last year", f"2025-11-29 {D}", f"2025-11-30 {D}"),
    ("three years ago today", "three years ago today", f"2023-11-29 {D}", f"2023-11-30 {D}"),
    ("this time next month", "this time next month", f"2026-12-29 {D}", f"2026-12-30 {D}"),
    ("end of next month", "end of next month", f"2026-12-21 {D}", f"2027-01-01 {D}"),
    ("the closest Christmas to today", "the closest Christmas to today",
     f"2026-12-25 {D}", f"2026-12-26 {D}"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "phrase", "start", "end"), CASES)
def test_english_composition(text: str, phrase: str, start: str | None, end: str | None) -> None:
    assert window(text) == (phrase, start, end)


@pytest.mark.parametrize(
    "text",
    ["the 30th of February 2025", "the fifth Monday of February 2026", "the sixth week of 2026"],
)
def test_a_position_the_period_does_not_have_is_no_such_day(text: str) -> None:
    expressions = resolve_time(text, REFERENCE, ZONE).expressions
    assert all(expression.phrase != text for expression in expressions)  # no made-up day
