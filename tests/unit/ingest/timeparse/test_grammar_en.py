"""English phrase families, resolved against Sunday 2026-11-29 15:00 Asia/Shanghai."""

from __future__ import annotations

import pytest

from tests.unit.time_cases import window

D = "00:00"

CASES: list[tuple[str, str, str | None, str | None]] = [
    # deictic days and parts of day
    ("What did I say yesterday?", "yesterday", f"2026-11-28 {D}", f"2026-11-29 {D}"),
    ("the day before yesterday", "the day before yesterday", f"2026-11-27 {D}", f"2026-11-28 {D}"),
    ("What is on tomorrow?", "tomorrow", f"2026-11-30 {D}", f"2026-12-01 {D}"),
    ("What did I say last night?", "last night", "2026-11-28 18:00", f"2026-11-29 {D}"),
    ("the night before last", "the night before last", "2026-11-27 18:00", f"2026-11-28 {D}"),
    ("What did I say tonight?", "tonight", "2026-11-29 18:00", f"2026-11-30 {D}"),
    ("this morning", "this morning", "2026-11-29 04:00", "2026-11-29 12:00"),
    ("yesterday afternoon", "yesterday afternoon", "2026-11-28 12:00", "2026-11-28 18:00"),
    ("last Monday morning", "last Monday morning", "2026-11-23 04:00", "2026-11-23 12:00"),
    (
        "What did I tell you on Saturday night?",
        "on Saturday night",
        "2026-11-28 18:00",
        f"2026-11-29 {D}",
    ),
    # weekdays
    ("What did I decide last Friday?", "last Friday", f"2026-11-27 {D}", f"2026-11-28 {D}"),
    ("this past Tuesday", "this past Tuesday", f"2026-11-24 {D}", f"2026-11-25 {D}"),
    ("next Friday", "next Friday", f"2026-12-04 {D}", f"2026-12-05 {D}"),
    ("Last Fri I took the kids", "Last Fri", f"2026-11-27 {D}", f"2026-11-28 {D}"),
    ("I joined a group last Tues.", "last Tues", f"2026-11-24 {D}", f"2026-11-25 {D}"),
    ("see you next Wed", "next Wed", f"2026-12-02 {D}", f"2026-12-03 {D}"),
    ("What did I say on Monday about it?", "on Monday", f"2026-11-23 {D}", f"2026-11-24 {D}"),
    ("two Fridays ago", "two Fridays ago", f"2026-11-20 {D}", f"2026-11-21 {D}"),
    ("the Friday before last", "the Friday before last", f"2026-11-20 {D}", f"2026-11-21 {D}"),
    (
        "on Wednesday of last week",
        "on Wednesday of last week",
        f"2026-11-18 {D}",
        f"2026-11-19 {D}",
    ),
    # N units ago
    ("3 days ago", "3 days ago", f"2026-11-26 {D}", f"2026-11-27 {D}"),
    ("twenty-one days ago", "twenty-one days ago", f"2026-11-08 {D}", f"2026-11-09 {D}"),
    ("a couple of days ago", "a couple of days ago", f"2026-11-27 {D}", f"2026-11-28 {D}"),
    ("5 hours ago", "5 hours ago", "2026-11-29 10:00", "2026-11-29 11:00"),
    ("half an hour ago", "half an hour ago", "2026-11-29 14:30", "2026-11-29 14:31"),
    ("a week ago", "a week ago", f"2026-11-16 {D}", f"2026-11-23 {D}"),
    ("three months ago", "three months ago", f"2026-08-01 {D}", f"2026-09-01 {D}"),
    ("half a year ago", "half a year ago", f"2026-05-01 {D}", f"2026-06-01 {D}"),
    ("two years ago", "two years ago", f"2024-01-01 {D}", f"2025-01-01 {D}"),
    ("two weekends ago", "two weekends ago", f"2026-11-14 {D}", f"2026-11-16 {D}"),
    ("a few weeks ago", "a few weeks ago", f"2026-10-26 {D}", f"2026-11-16 {D}"),
    # calendar units
    ("last week", "last week", f"2026-11-16 {D}", f"2026-11-23 {D}"),
    ("the week before last", "the week before last", f"2026-11-09 {D}", f"2026-11-16 {D}"),
    ("the previous week", "the previous week", f"2026-11-16 {D}", f"2026-11-23 {D}"),
    ("this month", "this month", f"2026-11-01 {D}", f"2026-12-01 {D}"),
    ("last quarter", "last quarter", f"2026-07-01 {D}", f"2026-10-01 {D}"),
    ("last year", "last year", f"2025-01-01 {D}", f"2026-01-01 {D}"),
    ("last weekend", "last weekend", f"2026-11-21 {D}", f"2026-11-23 {D}"),
    ("over the weekend", "over the weekend", f"2026-11-28 {D}", f"2026-11-30 {D}"),
    ("the weekend before last", "the weekend before last", f"2026-11-14 {D}", f"2026-11-16 {D}"),
    # rolling windows
    ("in the past 10 days", "in the past 10 days", "2026-11-19 15:00", "2026-11-29 15:00"),
    ("over the past month", "over the past month", "2026-10-29 15:00", "2026-11-29 15:00"),
    ("in the past 24 hours", "in the past 24 hours", "2026-11-28 15:00", "2026-11-29 15:00"),
    ("the last two months", "the last two months", "2026-09-29 15:00", "2026-11-29 15:00"),
    ("in the past few days", "in the past few days", f"2026-11-22 {D}", "2026-11-29 15:00"),
    # months, years, dates
    ("in October", "in October", f"2026-10-01 {D}", f"2026-11-01 {D}"),
    ("in November", "in November", f"2026-11-01 {D}", f"2026-12-01 {D}"),
    ("last March", "last March", f"2026-03-01 {D}", f"2026-04-01 {D}"),
    ("in March last year", "in March last year", f"2025-03-01 {D}", f"2025-04-01 {D}"),
    ("October 2024", "October 2024", f"2024-10-01 {D}", f"2024-11-01 {D}"),
    ("back in 2023", "back in 2023", f"2023-01-01 {D}", f"2024-01-01 {D}"),
    ("on November 3rd", "on November 3rd", f"2026-11-03 {D}", f"2026-11-04 {D}"),
    ("May 2nd", "May 2nd", f"2026-05-02 {D}", f"2026-05-03 {D}"),
    ("December 25", "December 25", f"2025-12-25 {D}", f"2025-12-26 {D}"),
    ("the 2nd of November", "the 2nd of November", f"2026-11-02 {D}", f"2026-11-03 {D}"),
    ("12 March 2024", "12 March 2024", f"2024-03-12 {D}", f"2024-03-13 {D}"),
    ("on 2026-03-05", "on 2026-03-05", f"2026-03-05 {D}", f"2026-03-06 {D}"),
    ("on 3/5/2026", "on 3/5/2026", f"2026-03-05 {D}", f"2026-03-06 {D}"),
    ("on the 15th", "on the 15th", f"2026-11-15 {D}", f"2026-11-16 {D}"),
    # seasons and holidays
    ("last summer", "last summer", f"2026-06-01 {D}", f"2026-09-01 {D}"),
    ("last winter", "last winter", f"2025-12-01 {D}", f"2026-03-01 {D}"),
    ("last autumn", "last autumn", f"2025-09-01 {D}", f"2025-12-01 {D}"),
    ("this winter", "this winter", f"2026-12-01 {D}", f"2027-03-01 {D}"),
    ("in the fall", "in the fall", f"2026-09-01 {D}", f"2026-12-01 {D}"),
    ("in the summer of 2024", "in the summer of 2024", f"2024-06-01 {D}", f"2024-09-01 {D}"),
    ("last Christmas", "last Christmas", f"2025-12-25 {D}", f"2025-12-26 {D}"),
    ("on Christmas Eve 2024", "on Christmas Eve 2024", f"2024-12-24 {D}", f"2024-12-25 {D}"),
    ("at Thanksgiving", "at Thanksgiving", f"2026-11-26 {D}", f"2026-11-27 {D}"),
    ("over Chinese New Year", "over Chinese New Year", f"2026-02-17 {D}", f"2026-02-18 {D}"),
    # parts of periods and to-date
    (
        "at the beginning of this month",
        "at the beginning of this month",
        f"2026-11-01 {D}",
        f"2026-11-11 {D}",
    ),
    ("at the end of last year", "at the end of last year", f"2025-10-01 {D}", f"2026-01-01 {D}"),
    ("in early October", "in early October", f"2026-10-01 {D}", f"2026-10-11 {D}"),
    ("in mid-March", "in mid-March", f"2026-03-11 {D}", f"2026-03-21 {D}"),
    ("in late 2025", "in late 2025", f"2025-10-01 {D}", f"2026-01-01 {D}"),
    ("earlier this year", "earlier this year", f"2026-01-01 {D}", "2026-11-29 15:00"),
    ("earlier today", "earlier today", f"2026-11-29 {D}", "2026-11-29 15:00"),
    ("this year so far", "this year so far", f"2026-01-01 {D}", "2026-11-29 15:00"),
    # since / until / between / before / after
    ("since March", "since March", f"2026-03-01 {D}", "2026-11-29 15:00"),
    ("since last summer", "since last summer", f"2026-06-01 {D}", "2026-11-29 15:00"),
    ("until last week", "until last week", None, f"2026-11-23 {D}"),
    ("before Christmas", "before Christmas", None, f"2025-12-25 {D}"),
    ("after Thanksgiving", "after Thanksgiving", f"2026-11-27 {D}", "2026-11-29 15:00"),
    (
        "between November 2 and November 5",
        "between November 2 and November 5",
        f"2026-11-02 {D}",
        f"2026-11-06 {D}",
    ),
    ("from Nov 2 to 5", "from Nov 2 to 5", f"2026-11-02 {D}", f"2026-11-06 {D}"),
    ("from March to May", "from March to May", f"2026-03-01 {D}", f"2026-06-01 {D}"),
    # clock times
    ("yesterday at 3pm", "yesterday at 3pm", "2026-11-28 15:00", "2026-11-28 16:00"),
    ("at 9:30 this morning", "at 9:30 this morning", "2026-11-29 09:30", "2026-11-29 09:31"),
    ("at 10am on Monday", "at 10am on Monday", "2026-11-23 10:00", "2026-11-23 11:00"),
    ("at noon yesterday", "at noon yesterday", "2026-11-28 12:00", "2026-11-28 13:00"),
    ("at 2pm", "at 2pm", "2026-11-29 14:00", "2026-11-29 15:00"),
    ("at 4pm", "at 4pm", "2026-11-28 16:00", "2026-11-28 17:00"),
]


@pytest.mark.parametrize(("text", "phrase", "start", "end"), CASES)
def test_english_phrase(text: str, phrase: str, start: str | None, end: str | None) -> None:
    assert window(text) == (phrase, start, end)
