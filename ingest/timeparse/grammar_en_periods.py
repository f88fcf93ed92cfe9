"""English spans built on anchors: date ranges (July 13-15, 13th to 15th of July), decades (the
80s), halves (the first half of 2020, H2 2021), week numbers (week 12), "the week of October 6th",
"the morning of Feb 15", offsets (two days after Christmas, a week from Tuesday), a weekday with
its day of the month (Monday the 18th), the same day in another year (this time last year, two
years ago today) and ranked occurrences (the second closest Christmas to today)."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from ingest.timeparse import positions
from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import (
    LocalInterval,
    add_months,
    day_interval,
    days_interval,
    months_interval,
    most_recent_month_day,
    part_of_day_interval,
    safe_date,
    shift,
    week_interval,
    week_monday,
)
from ingest.timeparse.grammar_en_compose import (
    ORDINAL,
    ORDINALS,
    parse_amount,
    resolve_anchor,
    unit_of,
    weekday_index,
)
from ingest.timeparse.grammar_en_compound import TERM, pick
from ingest.timeparse.holiday_names import en_holiday_key, en_holiday_pattern
from ingest.timeparse.holidays import holiday_in_year
from ingest.timeparse.numerals import EN_NUMBER, parse_en_number
from ingest.timeparse.rules import Context, Rule, make_rule
from ingest.timeparse.types import Granularity

_YEAR = r"(?:19|20)\d{2}"
_ORD = r"(?:st|nd|rd|th)?"
_DECADE_WORDS = {"twenties": 2, "thirties": 3, "forties": 4, "fifties": 5, "sixties": 6}
_DECADE_WORDS |= {"seventies": 7, "eighties": 8, "nineties": 9}
_HALVES = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "1": 1, "2": 2}


def _date_range(match: re.Match[str], context: Context) -> LocalInterval | None:
    """[first day, last day]; a range without a year is the latest one that has begun."""
    month = v.month_number(match["month"])
    last_month = v.month_number(match["month2"]) if match["month2"] else month
    first_day, last_day = int(match["d1"]), int(match["d2"])
    if match["year"]:
        first = safe_date(int(match["year"]), month, first_day)
    else:
        first = most_recent_month_day(context.today, month, first_day)
    if first is None:
        return None
    year = first.year + (1 if last_month < month else 0)
    last = safe_date(year, last_month, last_day)
    if last is None or last < first or (last - first).days > 366:
        return None
    return days_interval(first, last)


def _decade(match: re.Match[str], context: Context) -> LocalInterval | None:
    century, digit, word = match["century"], pick(match, "digit"), match["word"]
    tens = _DECADE_WORDS[word.lower()] if word else int(digit or "0")
    if century:
        start = int(century) * 100 + tens * 10
    else:  # the 80s: the latest such decade that has begun
        start = 2000 + tens * 10 if 2000 + tens * 10 <= context.today.year else 1900 + tens * 10
    return LocalInterval(datetime(start, 1, 1), datetime(start + 10, 1, 1), Granularity.YEAR)


def _half(match: re.Match[str], context: Context) -> LocalInterval | None:
    half = _HALVES[(pick(match, "h") or "").lower()]
    anchor_text, year_text = match["x"], match["year"]
    anchor = resolve_anchor(anchor_text, context) if anchor_text else None
    if year_text:
        return months_interval(int(year_text), 1 if half == 1 else 7, 6)
    if anchor is None or anchor.start is None or anchor.end is None:
        return None
    if anchor.granularity is Granularity.YEAR:
        return months_interval(anchor.start.year, 1 if half == 1 else 7, 6)
    if anchor.granularity is Granularity.MONTH:
        middle = anchor.start.replace(day=16)
        if half == 1:
            return LocalInterval(anchor.start, middle, Granularity.DAY)
        return LocalInterval(middle, anchor.end, Granularity.DAY)
    return None


def _week_number(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ISO week N ("week 12", "week 12 of 2014"): weeks start on Monday, week 1 holds 4 January."""
    week = int(match["n"])
    year = int(match["year"]) if match["year"] else context.today.year
    try:
        return week_interval(date.fromisocalendar(year, week, 1))
    except ValueError:
        return None


def _week_of(match: re.Match[str], context: Context) -> LocalInterval | None:
    day = resolve_anchor(match["x"], context)
    if day is None or day.start is None or day.granularity is not Granularity.DAY:
        return None
    return week_interval(week_monday(day.start.date()))


def _part_of_day_of(match: re.Match[str], context: Context) -> LocalInterval | None:
    day = resolve_anchor(match["x"], context)
    if day is None or day.start is None or day.granularity is not Granularity.DAY:
        return None
    return part_of_day_interval(day.start.date(), v.EN_PARTS_OF_DAY[match["part"].lower()])


def _offset_from(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "two days after Christmas", "3 days before Easter", "a week from Tuesday"."""
    anchor = resolve_anchor(match["x"], context)
    count = 1 if match["n"] is None else parse_en_number(match["n"])
    if anchor is None or anchor.start is None or anchor.end is None or count is None:
        return None
    unit = Granularity.WEEK if match["unit"].lower() == "week" else Granularity.DAY
    if anchor.granularity is not Granularity.DAY:
        return None
    direction = -1 if match["dir"].lower() == "before" else 1
    return day_interval(shift(anchor.start, unit, direction * count).date())


def _weekday_day(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "Monday the 18th": the latest 18th, up to today, that fell on a Monday."""
    weekday, day = weekday_index(match["wd"]), int(match["day"])
    year, month = context.today.year, context.today.month
    for _ in range(12 * 30):  # a given weekday and day of month meet within 28 years
        found = safe_date(year, month, day)
        if found is not None and found <= context.today and found.weekday() == weekday:
            return day_interval(found)
        year, month = add_months(year, month, -1)
    return None


def _same_time(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "this time last year", "two years ago today": today's date that many units away."""
    relation, amount, unit_text = pick(match, "rel"), pick(match, "n"), pick(match, "unit")
    if unit_text is None:
        return None
    if relation is not None:
        count = -1 if relation.lower() == "last" else 1
    else:
        ago = None if amount is None else parse_amount(amount)
        if ago is None or not 0 < ago <= 200:
            return None
        count = -ago
    unit, _ = unit_of(unit_text)
    return positions.day_ahead(context.today, unit, count)


def _closest(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "the second closest Christmas to today": occurrences ranked by distance to the anchor."""
    name, reference = en_holiday_key(match["holiday"]), resolve_anchor(match["x"], context)
    word = (match["ord"] or "first").lower()
    rank = ORDINALS.get(word) or int(word.rstrip("stndrh"))
    if name is None or reference is None or reference.start is None or rank < 1:
        return None
    middle = reference.start

    def distance(occurrence: LocalInterval) -> timedelta:
        assert occurrence.start is not None
        return abs(occurrence.start - middle)

    years = range(middle.year - rank - 1, middle.year + rank + 2)
    found = [day for year in years if (day := holiday_in_year(name, year)) is not None]
    found = sorted((day for day in found if day.start is not None), key=distance)
    return found[rank - 1] if len(found) >= rank else None


PERIOD_RULES: list[Rule] = [
    make_rule(
        "same_time",
        r"\b(?:(?:at\s+)?(?:this|the\s+same)\s+(?:time|day)\s+(?P<rel>last|next)\s+"
        r"(?P<unit>week|month|year)|(?P<rel2>last|next)\s+(?P<unit2>week|month|year)\s+"
        r"(?:at\s+)?this\s+time)\b",
        _same_time,
        ["this time", "same time", "this day"],
    ),
    make_rule(
        "same_time_ago",
        rf"\b(?:(?P<n>{EN_NUMBER})\s+(?P<unit>week|month|year)s?\s+ago\s+today"
        rf"|this\s+(?:time|day)\s+(?P<n2>{EN_NUMBER})\s+(?P<unit2>week|month|year)s?\s+ago)\b",
        _same_time,
        ["ago today", "this time", "this day"],
    ),
    make_rule(
        "closest_holiday",
        rf"\b(?:the\s+)?(?:(?P<ord>{ORDINAL})\s+)?closest\s+(?P<holiday>{en_holiday_pattern()})"
        rf"\s+to\s+(?P<x>{TERM})",
        _closest,
        ["closest"],
    ),
    make_rule(
        "date_range_md",
        rf"\b(?:from\s+)?(?P<month>{v.EN_MONTH_ANY})\s+(?P<d1>\d{{1,2}}){_ORD}\s*"
        rf"(?:-|\u2013|to|through|thru|till|until)\s*(?:(?P<month2>{v.EN_MONTH_ANY})\s+)?"
        rf"(?P<d2>\d{{1,2}}){_ORD}(?:,?\s+(?P<year>{_YEAR}))?\b",
        _date_range,
        ["-", "\u2013", "to", "thr", "til"],
    ),
    make_rule(
        "date_range_dm",
        rf"\b(?:from\s+)?(?:the\s+)?(?P<d1>\d{{1,2}}){_ORD}\s*(?:-|\u2013|to|through|till|until)\s*"
        rf"(?:the\s+)?(?P<d2>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<month>{v.EN_MONTH_ANY})"
        rf"(?P<month2>)?(?:,?\s+(?P<year>{_YEAR}))?\b",
        _date_range,
        ["-", "\u2013", "to", "thr", "til"],
    ),
    make_rule(
        "decade",
        r"\b(?:the\s+)?(?:(?P<century>19|20)?(?P<digit>\d)0['\u2019]?s"
        r"|['\u2019](?P<digit2>\d)0s|(?P<word>twenties|thirties|forties|fifties|sixties|seventies"
        r"|eighties|nineties))\b",
        _decade,
        ["0s", "ties"],
    ),
    make_rule(
        "half",
        rf"\b(?:the\s+)?(?P<h>first|second|1st|2nd)\s+half\s+of\s+(?P<x>{TERM})"
        rf"|\bh(?P<h2>[12])\s*(?P<year>{_YEAR})\b",
        _half,
        ["half", "h1", "h2"],
    ),
    make_rule(
        "week_number",
        rf"\b(?:iso\s+)?week\s+(?:no\.?\s+|number\s+|#)?(?P<n>\d{{1,2}})(?!\d)"
        rf"(?:\s+(?:of\s+|in\s+)?(?P<year>{_YEAR}))?\b",
        _week_number,
        ["week"],
    ),
    make_rule("week_of", rf"\b(?:the\s+)?week\s+of\s+(?P<x>{TERM})", _week_of, ["week of"]),
    make_rule(
        "part_of_day_of",
        rf"\b(?:the\s+|in\s+the\s+)?(?P<part>morning|afternoon|evening|night)\s+of\s+(?P<x>{TERM})",
        _part_of_day_of,
        ["morning", "afternoon", "evening", "night"],
    ),
    make_rule(
        "offset_from_anchor",
        rf"\b(?:the\s+|(?P<n>{EN_NUMBER})\s+)(?P<unit>day|week)s?\s+(?P<dir>after|before|from)\s+"
        rf"(?P<x>{TERM})",
        _offset_from,
        ["after", "before", "from"],
    ),
    make_rule(
        "weekday_day",
        rf"\b(?:on\s+)?(?P<wd>{v.EN_WEEKDAY}|{v.EN_WEEKDAY_SHORT})\.?,?\s+(?:the\s+)?"
        r"(?P<day>\d{1,2})(?:st|nd|rd|th)\b",
        _weekday_day,
    ),
]
