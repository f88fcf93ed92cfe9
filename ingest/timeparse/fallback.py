"""dateparser as a fallback for what the grammar leaves (DESIGN.md §3).

dateparser is imported on first use only: importing it costs more than the whole grammar.
It is asked only when the leftover text holds a digit next to a date word or separator, and
a result must contain a digit: dateparser reads "we" as Wednesday and "May" the name as a month.
"""

from __future__ import annotations

import re
import warnings
from datetime import datetime, timedelta
from typing import Any

from ingest.timeparse.calendar import LocalInterval, day_interval, month_interval, year_interval
from ingest.timeparse.rules import Context, RuleMatch
from ingest.timeparse.types import Granularity
from ingest.timeparse.vocabulary import EN_MONTH_ANY

_CANDIDATE = re.compile(
    r"\d{1,4}\s?[-/.年月日号]\s?\d{0,4}|\d{1,2}(?:st|nd|rd|th)?\s{1,3}[A-Za-z]{3}"
    r"|(?<![A-Za-z])[A-Za-z]{3,9}\.?\s{1,3}\d"
)
_CJK = re.compile(r"[\u3400-\u9fff]")
# The part of a dateparser phrase that makes it a date: a full numeric date, a month's name (not
# any word: "the 2nd quarter") with a number, or a Chinese year-month-day. Two-part numbers
# (3-2, 1/2) are scores and fractions.
_DATE_CORE = re.compile(
    rf"\d{{1,4}}[-/.]\d{{1,2}}[-/.]\d{{1,4}}|\d{{1,2}}(?:st|nd|rd|th)?\s+{EN_MONTH_ANY}(?:,?\s+\d{{4}})?"
    rf"|{EN_MONTH_ANY}\s+\d{{1,4}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    r"|\d{4}年(?:\d{1,2}月(?:\d{1,2}[日号])?)?",  # 13年 is as often "13 years" as 2013
    re.IGNORECASE,
)


def is_worth_trying(text: str, matches: list[RuleMatch]) -> bool:
    return _CANDIDATE.search(_mask(text, matches)) is not None


def _mask(text: str, matches: list[RuleMatch]) -> str:
    pieces = list(text)
    for match in matches:
        pieces[match.start : match.end] = " " * (match.end - match.start)
    return "".join(pieces)


_WINDOW = 24  # characters of context either side of a candidate
_MAX_WINDOWS = 16  # with _MAX_WINDOW_LENGTH, bounds the fallback's cost on very long texts
_MAX_WINDOW_LENGTH = 160


def search(text: str, matches: list[RuleMatch], context: Context) -> list[RuleMatch]:
    """Dates dateparser finds near the candidates in the parts no grammar rule claimed."""
    masked = _mask(text, matches)
    results: list[RuleMatch] = []
    for window_start, window_end in _windows(masked):
        window = masked[window_start:window_end]
        try:
            found = _search_window(window, context)
        except (OverflowError, ValueError):
            continue  # a date outside years 1 to 9999
        for start, end, interval in found:
            results.append(
                RuleMatch(window_start + start, window_start + end, interval, "dateparser")
            )
    return results


def _windows(masked: str) -> list[tuple[int, int]]:
    windows: list[tuple[int, int]] = []
    for candidate in _CANDIDATE.finditer(masked):
        start = max(0, candidate.start() - _WINDOW)
        end = min(len(masked), candidate.end() + _WINDOW)
        if windows and start <= windows[-1][1] and end - windows[-1][0] <= _MAX_WINDOW_LENGTH:
            windows[-1] = (windows[-1][0], end)
        elif len(windows) == _MAX_WINDOWS:
            break
        else:
            windows.append((start, end))
    return windows


def _search_window(window: str, context: Context) -> list[tuple[int, int, LocalInterval]]:
    from dateparser.search import search_dates as typed_search_dates

    # The published stubs predate `add_period` (dateparser >= 1.2), which adds the period.
    search_dates: Any = typed_search_dates
    language = "zh" if _CJK.search(window) else "en"
    settings = {
        "PREFER_DATES_FROM": "past",
        "RETURN_TIME_AS_PERIOD": True,
        "RELATIVE_BASE": context.now,
        "TIMEZONE": context.timezone,
        "RETURN_AS_TIMEZONE_AWARE": True,
    }
    with warnings.catch_warnings():
        # dateparser and its tz dependencies raise deprecation warnings from their own code.
        warnings.filterwarnings("ignore", category=DeprecationWarning)
        warnings.filterwarnings("ignore", category=PendingDeprecationWarning)
        found = search_dates(window, languages=[language], settings=settings, add_period=True)
    results: list[tuple[int, int, LocalInterval]] = []
    cursor = 0
    for phrase, moment, period in found or []:
        start = window.find(phrase, cursor)
        core = _DATE_CORE.search(phrase)
        if start < 0 or core is None:
            continue
        cursor = start + len(phrase)
        interval = _interval(moment.replace(tzinfo=None), period)
        if interval is not None:
            results.append((start + core.start(), start + core.end(), interval))
    return results


def _interval(moment: datetime, period: str) -> LocalInterval | None:
    if period == "year":
        return year_interval(moment.year)
    if period == "month":
        return month_interval(moment.year, moment.month)
    if period == "day":
        return day_interval(moment.date())
    if period == "time":
        start = moment.replace(second=0, microsecond=0)
        return LocalInterval(start, start + timedelta(minutes=1), Granularity.MINUTE)
    return None
