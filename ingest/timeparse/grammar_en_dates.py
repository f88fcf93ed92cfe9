"""English month, date, year, season and holiday rules: March 5, in October, last summer,
Christmas Eve 2024."""

from __future__ import annotations

import re

from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import (
    LocalInterval,
    day_interval,
    month_interval,
    most_recent_day_of_month,
    most_recent_month,
    most_recent_month_day,
    safe_date,
    season_interval,
    year_interval,
)
from ingest.timeparse.holiday_names import en_holiday_key, en_holiday_pattern
from ingest.timeparse.holidays import holiday_in_year, holiday_relative
from ingest.timeparse.numerals import EN_DAY_ORDINAL, parse_en_day
from ingest.timeparse.relative import season_relative
from ingest.timeparse.rules import Context, Rule, make_rule

RELATION_OFFSET = {"last": -1, "previous": -1, "past": -1, "this": 0, "current": 0, "next": 1}
RELATION_OFFSET |= {"coming": 1, "following": 1, "upcoming": 1}
_HOLIDAY = en_holiday_pattern()


def group(match: re.Match[str], *names: str) -> str | None:
    """The first of several alternative groups that took part in the match."""
    groups = match.groupdict()
    return next((found for name in names if (found := groups.get(name)) is not None), None)


def relation(word: str) -> str:
    """The relation word of "this past", "the coming", "upcoming": last, this or next."""
    last_word = word.lower().split()[-1]
    return "next" if last_word in ("coming", "upcoming", "following") else last_word


def _relative_month(match: re.Match[str], context: Context) -> LocalInterval:
    month, relation_name = v.month_number(match["month"]), relation(match["rel"])
    today = context.today
    if relation_name in ("last", "past"):
        return month_interval(most_recent_month(today, month, include_current=False), month)
    year = today.year + (1 if relation_name == "next" and month <= today.month else 0)
    return month_interval(year, month)


def _month_with_year(match: re.Match[str], context: Context) -> LocalInterval:
    if match["year"]:
        year = int(match["year"])
    else:
        year = context.today.year + RELATION_OFFSET[match["rel"].lower()]
    return month_interval(year, v.month_number(match["month"]))


def _bare_month(match: re.Match[str], context: Context) -> LocalInterval:
    month = v.month_number(match["month"])
    return month_interval(most_recent_month(context.today, month, include_current=True), month)


def _date(match: re.Match[str], context: Context) -> LocalInterval | None:
    month = v.month_number(match["month"]) if not match["month"].isdigit() else int(match["month"])
    day = parse_en_day(match["day"])
    if match["month"].isdigit() and month > 12 and day is not None and day <= 12:
        month, day = day, month  # 31/10/1974: day first, as most of the world writes it
    if day is None or (match["day"].isalpha() and match["month"] == "may"):
        return None  # "I may first check": the verb, not the month
    if match["year"]:
        found = safe_date(int(match["year"]), month, day)
    else:
        found = most_recent_month_day(context.today, month, day)
    return None if found is None else day_interval(found)


def _day_of_month(match: re.Match[str], context: Context) -> LocalInterval | None:
    found = most_recent_day_of_month(context.today, int(match["day"]))
    return None if found is None else day_interval(found)


def _year(match: re.Match[str], context: Context) -> LocalInterval:
    return year_interval(int(match["year"]))


def _season(match: re.Match[str], context: Context) -> LocalInterval | None:
    season_name, year = group(match, "season", "season2"), group(match, "year", "year2")
    if season_name is None:
        return None
    season = v.en_season(season_name)
    if year is not None:
        return season_interval(season, int(year))
    relation_word = group(match, "rel")
    relation_name = relation(relation_word) if relation_word else "recent"
    relation_name = "last" if relation_name in ("last", "past", "previous") else relation_name
    return season_relative(season, relation_name, context.today)


def _holiday_in_text(match: re.Match[str], context: Context) -> LocalInterval | None:
    """A holiday name counts only with a preposition, relation or year: not "Christmas tree"."""
    if not (match["prep"] or match["rel"] or match["year"] or match["year2"] or match["yrel"]):
        return None
    return holiday(match, context)


def holiday(match: re.Match[str], context: Context) -> LocalInterval | None:
    name = en_holiday_key(match["holiday"])
    if name is None:
        return None
    year = group(match, "year", "year2")
    if year:
        return holiday_in_year(name, int(year))
    if match["yrel"]:
        return holiday_in_year(name, context.today.year + RELATION_OFFSET[match["yrel"].lower()])
    relation_name = relation(match["rel"]) if match["rel"] else "recent"
    relation_name = "last" if relation_name in ("last", "past", "previous") else relation_name
    return holiday_relative(name, relation_name, context.today)


REL = (
    r"(?P<rel>last|this\s+past|past|previous|this|next|coming|this\s+coming|the\s+coming"
    r"|(?:the\s+)?upcoming|current)"
)
YEAR = r"(?P<year>(?:19|20)\d{2})"
_ORD = r"(?:st|nd|rd|th)?"
_DAY = rf"(?P<day>\d{{1,2}}{_ORD}|{EN_DAY_ORDINAL})"
_DATE_MD = rf"\b(?:on\s+)?(?P<month>{v.EN_MONTH_ANY})\s+(?:the\s+)?{_DAY}(?:,?\s+{YEAR})?\b(?!:)"
_DATE_DM = (
    rf"\b(?:on\s+)?(?:the\s+)?{_DAY}\s+(?:of\s+)?(?P<month>{v.EN_MONTH_ANY})(?:,?\s+{YEAR})?\b"
)
_DATE_ISO = rf"\b(?:on\s+)?{YEAR}[-/.](?P<month>\d{{1,2}})[-/.](?P<day>\d{{1,2}})\b"
_DATE_US = rf"\b(?:on\s+)?(?P<month>\d{{1,2}})/(?P<day>\d{{1,2}})/{YEAR}\b"

_HOLIDAY_PHRASE = (
    rf"(?:{REL}\s+)?(?P<holiday>{_HOLIDAY})(?:,?\s+{YEAR}|\s+(?:of|in)\s+(?:(?P<yrel>last|this|next)"
    r"\s+year|(?P<year2>(?:19|20)\d{2})))?\b"
)
_PREPOSITION = r"(?:on|at|over|for|during|around)"

DATE_RULES: list[Rule] = [
    make_rule("date_iso", _DATE_ISO, _date),
    make_rule("date_us", _DATE_US, _date),
    make_rule(
        "date_numeric_md",  # 02/15, 12/25: two digits each, so fractions (1/2) stay fractions
        r"\b(?:on\s+)?(?P<month>0[1-9]|1[0-2])/(?P<day>[0-3]\d)(?P<year>)?\b(?![/\d])",
        _date,
    ),
    make_rule("date_md", _DATE_MD, _date),
    make_rule("date_dm", _DATE_DM, _date),
    make_rule("on_day_of_month", r"\bon\s+the\s+(?P<day>\d{1,2})(?:st|nd|rd|th)\b", _day_of_month),
]

NAMED_PERIOD_RULES: list[Rule] = [
    make_rule("relative_month", rf"\b{REL}\s+(?P<month>{v.EN_MONTH_FULL})\b", _relative_month),
    make_rule(
        "month_year",
        rf"\b(?:in\s+)?(?P<month>{v.EN_MONTH_FULL})\s+(?:of\s+)?"
        rf"(?:{YEAR}|(?P<rel>last|this|next)\s+year)\b",
        _month_with_year,
    ),
    make_rule(
        "in_month",
        rf"\b(?:in|during|throughout|around)\s+(?P<month>{v.EN_MONTH_FULL})\b",
        _bare_month,
    ),
    make_rule(
        "in_year",
        rf"\b(?:in|during|throughout|back\s+in)\s+(?:the\s+year\s+)?{YEAR}\b(?![-/.:]\d)",
        _year,
    ),
    make_rule(
        "relative_season",
        rf"\b(?:{REL}\s+(?P<season>{v.EN_SEASON})|(?:in|during|over|throughout)\s+(?:the\s+)?"
        rf"(?P<season2>{v.EN_SEASON}))(?:\s+(?:of\s+)?{YEAR})?\b",
        _season,
    ),
    make_rule(
        "season_year",
        rf"\b(?:{YEAR}\s+(?P<season>{v.EN_SEASON})|(?P<season2>{v.EN_SEASON})\s+(?:of\s+)?"
        r"(?P<year2>(?:19|20)\d{2}))\b",
        _season,
    ),
    make_rule(
        "holiday", rf"(?:\b(?P<prep>{_PREPOSITION})\s+)?\b{_HOLIDAY_PHRASE}", _holiday_in_text
    ),
]

# Bare names, for a phrase already known to be a time (the X of "since X").
DATE_FRAGMENT_RULES: list[Rule] = [
    make_rule("month", rf"(?P<month>{v.EN_MONTH_FULL})", _bare_month),
    make_rule("year", YEAR, _year),
    make_rule("season", rf"(?:the\s+)?(?P<season>{v.EN_SEASON})", _season),
    make_rule("holiday", _HOLIDAY_PHRASE, holiday),
    make_rule("day_of_month", r"(?:the\s+)?(?P<day>\d{1,2})(?:st|nd|rd|th)", _day_of_month),
]
