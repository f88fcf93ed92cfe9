"""English term rules: days, weeks, months, years, seasons, holidays, N units ago, rolling."""

from __future__ import annotations

import re
from datetime import date

from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import (
    LocalInterval,
    day_interval,
    most_recent_weekday,
    part_of_day_interval,
    rolling,
)
from ingest.timeparse.grammar_en_dates import (
    DATE_FRAGMENT_RULES,
    DATE_RULES,
    NAMED_PERIOD_RULES,
    REL,
    RELATION_OFFSET,
    group,
    relation,
)
from ingest.timeparse.numerals import EN_NUMBER, parse_en_number
from ingest.timeparse.relative import (
    most_recent_weekend,
    relative_unit,
    units_ago,
    weekday_in_week,
)
from ingest.timeparse.rules import Context, Rule, make_rule, text_after, text_before
from ingest.timeparse.types import Granularity

_DAY_WORDS = {"today": 0, "yesterday": -1, "tomorrow": 1, "the day before yesterday": -2}
_DAY_WORDS |= {"the day after tomorrow": 2, "tonight": 0}
_NOT_AFTER_WEEKDAY = {"the", "a", "an", "my", "your", "our", "his", "her", "their", "its", "every"}
_FOLLOW_WEEKDAY = (
    r"(?:$|[^\w\s']|\s+(?:i|we|you|he|she|they|it|about|at|around|when|and|or|to|before|after"
    r"|morning|afternoon|evening|night|was|were|is|last|this|regarding|concerning|on|in|with"
    r"|for|did|that|while)\b)"
)


def _number(text: str) -> int | None:
    return parse_en_number(text)


def _unit(text: str) -> Granularity | str:
    return v.EN_UNITS[text.lower()]


def _deictic_day(match: re.Match[str], context: Context) -> LocalInterval:
    word = " ".join(match.group(0).lower().split())
    if word.startswith("day "):
        word = "the " + word
    if word == "tonight":
        return part_of_day_interval(context.today, "evening")
    return day_interval(date.fromordinal(context.today.toordinal() + _DAY_WORDS[word]))


def _this_part_of_day(match: re.Match[str], context: Context) -> LocalInterval | None:
    part = v.EN_PARTS_OF_DAY[match["part"].lower()]
    offset = {"this": 0, "last": -1, "tomorrow": 1}[match["rel"].lower()]
    if offset == -1 and part != "evening":
        return None
    return part_of_day_interval(date.fromordinal(context.today.toordinal() + offset), part)


def _night_before_last(match: re.Match[str], context: Context) -> LocalInterval:
    return part_of_day_interval(date.fromordinal(context.today.toordinal() - 2), "evening")


def _weekday_index(name: str) -> int:
    """Monday is 0; a name may be abbreviated ("Tues", "Fri")."""
    short = name.lower()[:3]
    return next(index for index, day in enumerate(v.EN_WEEKDAYS) if day.startswith(short))


def _relative_weekday(match: re.Match[str], context: Context) -> LocalInterval:
    relation_name = " ".join(match["rel"].lower().split())
    weekday = _weekday_index(match["wd"])
    if relation_name in ("last", "past", "previous", "this past"):
        return day_interval(most_recent_weekday(context.today, weekday))
    return weekday_in_week(weekday, RELATION_OFFSET[relation(relation_name)], context.today)


def _weekdays_ago(match: re.Match[str], context: Context) -> LocalInterval | None:
    count = _number(match["n"]) if match["n"] else 2
    weekday = group(match, "wd", "wd2")
    if count is None or weekday is None or not 1 <= count <= 52:
        return None
    return day_interval(most_recent_weekday(context.today, _weekday_index(weekday), count))


def _weekday_of_week(match: re.Match[str], context: Context) -> LocalInterval:
    offset = RELATION_OFFSET[match["rel"].lower()]
    return weekday_in_week(_weekday_index(match["wd"]), offset, context.today)


def _bare_weekday(match: re.Match[str], context: Context) -> LocalInterval | None:
    """A weekday with no relation word: the most recent past one, unless it names a thing."""
    if not match["on"]:
        before = text_before(match).rstrip().lower()
        previous_word = before.rsplit(None, 1)[-1] if before else ""
        if previous_word in _NOT_AFTER_WEEKDAY or previous_word.endswith(("'s", "\u2019s")):
            return None
        if re.match(_FOLLOW_WEEKDAY, text_after(match, 24), re.IGNORECASE) is None:
            return None
    return day_interval(most_recent_weekday(context.today, _weekday_index(match["wd"])))


def _weekday_fragment(match: re.Match[str], context: Context) -> LocalInterval:
    return day_interval(most_recent_weekday(context.today, _weekday_index(match["wd"])))


def _units_ago(match: re.Match[str], context: Context) -> LocalInterval | None:
    amount = " ".join(match["n"].lower().split())
    unit = _unit(match["unit"])
    if amount in ("few", "a few", "several"):
        return _few_ago(unit, context)
    if amount.startswith("half"):
        return _half_ago(unit, context)
    count = _number(amount)
    if count is None or count > 200:
        return None
    return units_ago(unit, count, context.now, context.timezone)


def _half_ago(unit: Granularity | str, context: Context) -> LocalInterval | None:
    """Half a year: the month 6 months back; half an hour: the minute 30 minutes back."""
    halves: dict[Granularity | str, tuple[Granularity, int]] = {
        Granularity.YEAR: (Granularity.MONTH, 6),
        Granularity.MONTH: (Granularity.WEEK, 2),
        Granularity.HOUR: (Granularity.MINUTE, 30),
    }
    if unit not in halves:
        return None
    return units_ago(*halves[unit], context.now, context.timezone)


def _few_ago(unit: Granularity | str, context: Context) -> LocalInterval | None:
    if unit is Granularity.DAY:
        return vague_few_days(context)
    if unit in (Granularity.MINUTE, "weekend"):
        return None
    assert isinstance(unit, Granularity)
    earliest, latest = (
        units_ago(unit, 4, context.now, context.timezone),
        units_ago(unit, 2, context.now, context.timezone),
    )
    return LocalInterval(earliest.start, latest.end, unit)


def vague_few_days(context: Context) -> LocalInterval:
    today = day_interval(context.today).start
    assert today is not None
    return LocalInterval(today - context.windows.few_days, today, Granularity.DAY)


def _rolling(match: re.Match[str], context: Context) -> LocalInterval | None:
    unit = _unit(match["unit"])
    amount = " ".join((match["n"] or "one").lower().split())
    if unit in ("weekend", Granularity.QUARTER):
        return None
    assert isinstance(unit, Granularity)
    if amount in ("few", "several"):
        if unit is Granularity.DAY:
            return LocalInterval(vague_few_days(context).start, context.now, Granularity.DAY)
        return rolling(context.now, unit, 3, context.timezone)
    count = _number(amount)
    return (
        None if count is None or count == 0 else rolling(context.now, unit, count, context.timezone)
    )


def _relative_calendar(match: re.Match[str], context: Context) -> LocalInterval | None:
    relation_name = group(match, "rel", "rel2")
    if relation_name is None:
        return None
    return relative_unit(
        _unit(match["unit"]), RELATION_OFFSET[relation(relation_name)], context.today
    )


def _current_unit(match: re.Match[str], context: Context) -> LocalInterval:
    return relative_unit(_unit(match["unit"]), 0, context.today)


def _before_last(match: re.Match[str], context: Context) -> LocalInterval:
    offset = -2 if match["dir"].lower() == "before" else 2
    return relative_unit(_unit(match["unit"]), offset, context.today)


_N = rf"(?P<n>{EN_NUMBER}|a\s+few|few|several|half\s+an?)"

_NUMBER_OR_FEW = rf"(?P<n>{EN_NUMBER}|few|several|couple\s+of)"

# Rules that find phrases on their own in running text, most specific first.
TEXT_RULES: list[Rule] = [
    *DATE_RULES,
    make_rule(
        "deictic_day",
        r"\b(?:(?:the\s+)?day\s+(?:before\s+yesterday|after\s+tomorrow)|yesterday|today|tomorrow"
        r"|tonight)\b",
        _deictic_day,
    ),
    make_rule(
        "this_part_of_day",
        rf"\b(?P<rel>this|last|tomorrow)\s+(?P<part>{v.EN_PART_OF_DAY})\b",
        _this_part_of_day,
    ),
    make_rule(
        "the_weekend",
        r"\b(?:on|over|at|during)\s+the\s+weekend\b",
        lambda match, context: most_recent_weekend(context.today),
    ),
    make_rule("night_before_last", r"\bthe\s+night\s+before\s+last\b", _night_before_last),
    make_rule(
        "weekdays_ago",
        rf"\b(?:{_N}\s+(?P<wd>{v.EN_WEEKDAY})s\s+ago"
        rf"|(?:the\s+)?(?P<wd2>{v.EN_WEEKDAY})\s+before\s+last)\b",
        _weekdays_ago,
    ),
    make_rule(
        "weekday_of_week",
        rf"\b(?:on\s+)?(?P<wd>{v.EN_WEEKDAY})\s+(?:of\s+)?(?P<rel>last|this|next)\s+week\b",
        _weekday_of_week,
    ),
    make_rule("relative_weekday", rf"\b{REL}\s+(?P<wd>{v.EN_WEEKDAY})\b", _relative_weekday),
    make_rule(
        "relative_weekday_short",
        rf"\b(?P<rel>last|this|next)\s+(?P<wd>{v.EN_WEEKDAY_SHORT})\b",
        _relative_weekday,
    ),
    make_rule("bare_weekday", rf"\b(?:(?P<on>on)\s+)?(?P<wd>{v.EN_WEEKDAY})\b", _bare_weekday),
    make_rule(
        "units_ago", rf"\b{_N}\s+(?P<unit>{v.EN_UNIT})s?\s+(?:ago|back|earlier)\b", _units_ago
    ),
    make_rule(
        "rolling_n",
        r"\b(?:(?:in|over|during|for|within|from)\s+)?(?:the\s+)?(?:past|last|previous)\s+"
        rf"{_NUMBER_OR_FEW}\s+(?P<unit>{v.EN_UNIT})s?\b",
        _rolling,
    ),
    make_rule(
        "rolling_one",
        r"\b(?:(?:in|over|during|for|within)\s+the\s+(?:past|last)|(?:the\s+)?past)\s+"
        r"(?P<n>)?(?P<unit>hour|day|week|month|year)\b",
        _rolling,
    ),
    make_rule(
        "before_last",
        r"\bthe\s+(?P<unit>week|weekend|month|year)\s+(?P<dir>before|after)\s+(?:last|next)\b",
        _before_last,
    ),
    make_rule(
        "relative_calendar",
        rf"\b(?:{REL}|(?P<rel2>the\s+(?:previous|current|following)))\s+"
        r"(?P<unit>weekend|week|month|quarter|year|yr|wk)\b",
        _relative_calendar,
    ),
    *NAMED_PERIOD_RULES,
]

# Rules for a phrase that is already known to be a time (the X of "since X"): bare names.
FRAGMENT_ONLY_RULES: list[Rule] = [
    *DATE_FRAGMENT_RULES,
    make_rule("weekday", rf"(?P<wd>{v.EN_WEEKDAY})", _weekday_fragment),
    make_rule("current_unit", r"(?:the\s+)?(?P<unit>week|month|year)", _current_unit),
]
