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

_CANDIDATE = re.compile(
    r"\d{1,4}\s*[-/.年月日号]\s*\d{0,4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,}"
    r"|[A-Za-z]{3,}\.?\s+\d{1,2}"
)
_CJK = re.compile(r"[\u3400-\u9fff]")
_DATE_LIKE = re.compile(r"\d[-/.年月日号]|\d\s*[A-Za-z]{3,}|[A-Za-z]{3,}\.?\s*\d|\d{4}")


def is_worth_trying(text: str, matches: list[RuleMatch]) -> bool:
    return _CANDIDATE.search(_mask(text, matches)) is not None


def _mask(text: str, matches: list[RuleMatch]) -> str:
    pieces = list(text)
    for match in matches:
        pieces[match.start : match.end] = " " * (match.end - match.start)
    return "".join(pieces)


def search(text: str, matches: list[RuleMatch], context: Context) -> list[RuleMatch]:
    """Dates dateparser finds in the parts of `text` no grammar rule claimed."""
    from dateparser.search import search_dates as typed_search_dates

    # The published stubs predate `add_period` (dateparser >= 1.2), which adds the period.
    search_dates: Any = typed_search_dates

    masked = _mask(text, matches)
    language = "zh" if _CJK.search(masked) else "en"
    settings: Any = {
        "PREFER_DATES_FROM": "past",
        "RETURN_TIME_AS_PERIOD": True,
        "RELATIVE_BASE": context.now,
        "TIMEZONE": context.timezone,
        "RETURN_AS_TIMEZONE_AWARE": True,
    }
    with warnings.catch_warnings():
        # dateparser and its regex/tz dependencies raise deprecation warnings from their own code.
        warnings.filterwarnings("ignore", category=DeprecationWarning)
        warnings.filterwarnings("ignore", category=PendingDeprecationWarning)
        found = search_dates(masked, languages=[language], settings=settings, add_period=True)
    results: list[RuleMatch] = []
    cursor = 0
    for phrase, moment, period in found or []:
        phrase = phrase.strip()
        start = masked.find(phrase, cursor)
        if start < 0 or not _DATE_LIKE.search(phrase):
            continue
        cursor = start + len(phrase)
        interval = _interval(moment.replace(tzinfo=None), period)
        if interval is not None:
            results.append(RuleMatch(start, start + len(phrase), interval, "dateparser"))
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
