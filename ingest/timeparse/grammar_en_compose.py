"""English composition: an anchor (any phrase the term rules know) under an operator.

Positions inside a period (the third Tuesday of September 2014, the last week of 2018, the 20th
of next month), positions after an anchor (the third Tuesday after Christmas), moments ahead (in
two hours, three weeks hence, 3 years from today, four Tuesdays from now), the next N units,
"X after next", quarters, eras, and a day joined to a clock time or a clock range.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.timeparse import positions
from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import (
    LocalInterval,
    month_interval,
    quarter_interval,
    week_monday,
    weekend_interval,
    year_interval,
)
from ingest.timeparse.grammar_en_compound import (
    FRAGMENT_RULES,
    TERM,
    pick,
)
from ingest.timeparse.numerals import EN_DAY_ORDINAL, EN_NUMBER, parse_en_day, parse_en_number
from ingest.timeparse.relative import relative_unit
from ingest.timeparse.rules import Context, Rule, make_rule, resolve_fragment
from ingest.timeparse.types import Granularity

Handler = Callable[[re.Match[str], Context], LocalInterval | None]

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
ORDINAL = r"(?:first|second|third|fourth|fifth|[1-9]\d?(?:st|nd|rd|th))"
_POSITION = rf"(?:(?P<ord>{ORDINAL})(?:\s+(?P<back>last))?|(?P<last>last))"
_UNITS: dict[str, tuple[Granularity, int]] = {
    "min": (Granularity.MINUTE, 1), "minute": (Granularity.MINUTE, 1),
    "h": (Granularity.HOUR, 1), "hr": (Granularity.HOUR, 1), "hour": (Granularity.HOUR, 1),
    "d": (Granularity.DAY, 1), "day": (Granularity.DAY, 1), "week": (Granularity.WEEK, 1),
    "wk": (Granularity.WEEK, 1), "fortnight": (Granularity.DAY, 14),
    "month": (Granularity.MONTH, 1), "quarter": (Granularity.QUARTER, 1),
    "qtr": (Granularity.QUARTER, 1), "year": (Granularity.YEAR, 1), "yr": (Granularity.YEAR, 1),
}  # fmt: skip
_UNIT = r"(?P<unit>minute|min|hour|hr|h|day|d|week|wk|fortnight|month|quarter|qtr|year|yr)s?"
_AMOUNT = rf"(?P<n>{EN_NUMBER}|a\s+few|few|several)"
_AMOUNT2 = _AMOUNT.replace("<n>", "<n2>")
_UNIT2 = _UNIT.replace("<unit>", "<unit2>")
_QUARTERS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3}
_QUARTERS |= {"4th": 4}
_YEAR = r"(?:19|20)\d{2}"


def resolve_anchor(text: str, context: Context) -> LocalInterval | None:
    return resolve_fragment(FRAGMENT_RULES, text, context)


def _ordinal(match: re.Match[str]) -> int | None:
    """first -> 1, "third last" -> -3, "last" -> -1."""
    if match["last"]:
        return -1
    word = match["ord"].lower()
    value = ORDINALS.get(word) or int(word.rstrip("stndrh"))
    return -value if match["back"] else value


def weekday_index(name: str) -> int:
    short = name.lower()[:3]
    return next(index for index, day in enumerate(v.EN_WEEKDAYS) if day.startswith(short))


def parse_amount(text: str) -> int | None:
    words = " ".join(text.lower().split())
    if words in ("few", "a few", "several"):
        return 3
    return parse_en_number(words)


def unit_of(text: str) -> tuple[Granularity, int]:
    word = text.lower()
    return _UNITS.get(word) or _UNITS[word[:-1]]


def _position_in_period(match: re.Match[str], context: Context) -> LocalInterval | None:
    anchor, position = resolve_anchor(match["x"], context), _ordinal(match)
    if anchor is None or position is None:
        return None
    what = match["what"].lower()
    if what == "day":
        return positions.nth_day_in(anchor, position)
    if what == "week":
        return positions.nth_week_in(anchor, position)
    if what in ("weekend", "week-end", "wkend"):  # the weekend of the period's n-th Saturday
        saturday = positions.nth_weekday_in(anchor, 5, position)
        if saturday is None or saturday.start is None:
            return None
        return weekend_interval(week_monday(saturday.start.date()))
    return positions.nth_weekday_in(anchor, weekday_index(what), position)


def _weekday_after(match: re.Match[str], context: Context) -> LocalInterval | None:
    anchor, position = resolve_anchor(match["x"], context), _ordinal(match)
    if anchor is None or position is None:
        return None
    return positions.nth_weekday_after(anchor, weekday_index(match["what"]), position)


def _day_of_period(match: re.Match[str], context: Context) -> LocalInterval | None:
    anchor, day = resolve_anchor(match["x"], context), parse_en_day(match["day"])
    if anchor is None or day is None:
        return None
    return positions.day_of_month(anchor, day)


def _moment_ahead(match: re.Match[str], context: Context) -> LocalInterval | None:
    amount, unit_text = pick(match, "n"), pick(match, "unit")
    if amount is None or unit_text is None:
        return None
    count = parse_amount(amount)
    unit, size = unit_of(unit_text)
    if count is None or not 0 < count <= 1000:
        return None
    if (match["from"] or "").lower() == "today":
        return positions.day_ahead(context.today, unit, count * size)
    return positions.moment_ahead(context.now, unit, count * size, context.timezone)


def _next_units(match: re.Match[str], context: Context) -> LocalInterval | None:
    count = parse_amount(match["n"])
    unit, size = unit_of(match["unit"])
    if count is None or not 0 < count <= 1000 or size != 1:
        return None
    return positions.next_units(context.now, unit, count, context.timezone)


def _weekdays_ahead(match: re.Match[str], context: Context) -> LocalInterval | None:
    count = 2 if match["n"] is None else parse_amount(match["n"])  # "Friday after next": the second
    weekday = pick(match, "wd")
    if count is None or weekday is None or not 0 < count <= 52:
        return None
    return positions.upcoming_weekday(context.today, weekday_index(weekday), count)


def _month_after_next(match: re.Match[str], context: Context) -> LocalInterval:
    month, today = v.month_number(match["month"]), context.today
    year = today.year + (1 if month <= today.month else 0) + 1
    return month_interval(year, month)


def _quarter(match: re.Match[str], context: Context) -> LocalInterval | None:
    number, year_text = pick(match, "q"), pick(match, "year")
    if number is None:
        return None
    quarter = int(number) if number.isdigit() else _QUARTERS[number.lower()]
    if year_text:
        year = int(year_text)
    else:
        offset = {"last": -1, "this": 0, "next": 1, None: 0}[(match["rel"] or "").lower() or None]
        year = context.today.year + offset
    return quarter_interval(year, quarter)


def _relative_qtr(match: re.Match[str], context: Context) -> LocalInterval:
    offset = {"last": -1, "previous": -1, "this": 0, "next": 1}[match["rel"].lower()]
    return relative_unit(Granularity.QUARTER, offset, context.today)


def _era_year(match: re.Match[str], context: Context) -> LocalInterval | None:
    year = int(match["year"])
    return year_interval(year) if year >= 1 else None


def _month_slash_year(match: re.Match[str], context: Context) -> LocalInterval:
    return month_interval(int(match["year"]), int(match["month"]))


def _minutes_ahead(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "in half an hour", "in a quarter of an hour", "in an hour and a half", "in 2.5 hours",
    "in 2 and an half hours": the minute that far on."""
    if match["half"] or match["quarter"] or match["three"]:
        minutes = 30 if match["half"] else 15 if match["quarter"] else 45
    elif match["decimal"]:
        minutes = round(float(match["decimal"]) * 60)
    else:
        hours = parse_amount(match["n"])
        if hours is None:
            return None
        minutes = hours * 60 + 30
    if not 0 < minutes <= 100_000:
        return None
    return positions.moment_ahead(context.now, Granularity.MINUTE, minutes, context.timezone)


MOMENT_AHEAD = (
    rf"\b(?:in\s+{_AMOUNT}\s*{_UNIT}(?:\s+(?:from\s+now|time))?"
    rf"|{_AMOUNT2}\s+{_UNIT2}\s+(?:from\s+(?P<from>now|today)|hence))\b"
)
MOMENT_AHEAD_RULE = make_rule("moment_ahead", MOMENT_AHEAD, _moment_ahead, ["in", "hence", "from"])


COMPOSE_RULES: list[Rule] = [
    MOMENT_AHEAD_RULE,
    make_rule(
        "minutes_ahead",
        rf"\bin\s+(?:about\s+)?(?:(?P<half>half\s+an?\s+hour|1/2\s*h)"
        r"|(?P<quarter>(?:a\s+)?quarter\s+of\s+an\s+hour|1/4\s*h)"
        r"|(?P<three>three[\s-]quarters?\s+of\s+an\s+hour|3/4\s*h)"
        rf"|(?P<n>{EN_NUMBER})\s+(?:hours?\s+and\s+a\s+half|and\s+an?\s+half\s+hours?)"
        r"|(?P<decimal>\d{1,3}\.\d{1,2})\s*(?:hours?|hrs?|h)\b)",
        _minutes_ahead,
        ["half", "quarter", ".", "/"],
    ),
    make_rule(
        "position_in_period",
        rf"\b(?:the\s+)?{_POSITION}\s+(?P<what>day|weekend|week-end|wkend|week|{v.EN_WEEKDAY})\s+"
        r"(?:of|in)\s+"
        rf"(?:the\s+)?(?P<x>{TERM})",
        _position_in_period,
        ["of", "in"],
    ),
    make_rule(
        "weekday_after_anchor",
        rf"\b(?:the\s+)?{_POSITION}\s+(?P<what>{v.EN_WEEKDAY})\s+after\s+(?P<x>{TERM})",
        _weekday_after,
        ["after"],
    ),
    make_rule(
        "day_of_period",
        rf"\b(?:the\s+)?(?P<day>\d{{1,2}}(?:st|nd|rd|th)?|{EN_DAY_ORDINAL})(?:\s+day)?\s+of\s+"
        r"(?:the\s+)?"
        rf"(?P<x>{TERM})",
        _day_of_period,
        ["of"],
    ),
    make_rule(
        "next_units",
        rf"\b(?:(?:in|over|during|for|within)\s+)?(?:the\s+)?(?:next|coming|following)\s+"
        rf"{_AMOUNT}\s+{_UNIT}\b",
        _next_units,
        ["next", "coming", "following"],
    ),
    make_rule(
        "weekdays_ahead",
        rf"\b(?:{_AMOUNT}\s+(?P<wd>{v.EN_WEEKDAY})s\s+from\s+(?:now|today)"
        rf"|(?:the\s+)?(?P<wd2>{v.EN_WEEKDAY})\s+after\s+next)\b",
        _weekdays_ahead,
        ["from", "after next"],
    ),
    make_rule(
        "month_after_next",
        rf"\b(?P<month>{v.EN_MONTH_FULL})\s+after\s+next\b",
        _month_after_next,
        ["after next"],
    ),
    make_rule(
        "quarter",
        rf"\b(?:the\s+)?(?P<q>first|second|third|fourth|[1-4](?:st|nd|rd|th))\s+(?:quarter|qtr)"
        rf"(?:\s+(?:of\s+)?(?:(?P<year>{_YEAR})|(?P<rel>last|this|next)\s+year))?\b"
        r"(?!\s+of\s+(?:the|a|an|my|our|his|her|their)\b)"  # the 2nd quarter of the game
        rf"|\b(?:q(?P<q2>[1-4])\s*(?P<year2>{_YEAR})?|(?P<year3>{_YEAR})\s*q(?P<q3>[1-4]))\b",
        _quarter,
        ["quarter", "qtr", "q"],
    ),
    make_rule("relative_qtr", r"\b(?P<rel>last|previous|this|next)\s+qtr\b", _relative_qtr),
    make_rule(
        "era_year",
        r"\b(?:in\s+)?(?P<year>\d{1,4})\s*(?:a\.d\.|ad|c\.e\.|ce)(?!\w)",
        _era_year,
        ["ad", "a.d.", "ce", "c.e."],
    ),
    make_rule(
        "month_slash_year",
        rf"(?<![\d/])\b(?P<month>0?[1-9]|1[0-2])/(?P<year>{_YEAR})\b(?!/)",
        _month_slash_year,
        ["/"],
    ),
]
