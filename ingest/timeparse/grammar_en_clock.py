"""English clock times joined to days: "Fri, Jul 18, 2014 07:00 PM", "8 this evening", "this
Thu 9-11am", "1pm-2pm tomorrow", "in 7 days at 5pm", "in the evening at eight"."""

from __future__ import annotations

import re

from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import LocalInterval, part_of_day_interval
from ingest.timeparse.combinators import ClockTime, with_clock, with_part_of_day
from ingest.timeparse.grammar_en_compose import (
    MOMENT_AHEAD,
    MOMENT_AHEAD_RULE,
    resolve_anchor,
    weekday_index,
)
from ingest.timeparse.grammar_en_compound import (
    CLOCK,
    CLOCK_LOOSE,
    DAY_TERM,
    TERM,
    parse_clock,
    pick,
)
from ingest.timeparse.relative import relative_unit
from ingest.timeparse.rules import Context, Rule, make_rule, resolve_fragment
from ingest.timeparse.types import Granularity

_CLOCK_H = r"(?:[01]?\d|2[0-3])h(?:[0-5]\d)?(?!\w)"
_CLOCK_RANGE_END = r"\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?(?!\w))?"  # "11am", "2:30", "2pm"
_WEEKDAY_PREFIX = rf"(?:(?:{v.EN_WEEKDAY}|{v.EN_WEEKDAY_SHORT})\.?,?\s+)"


def _clock_of(text: str) -> ClockTime | None:
    hours = re.fullmatch(r"(\d{1,2})h(\d{2})?", text.strip(), re.IGNORECASE)
    if hours is not None:
        minute = int(hours[2]) if hours[2] else 0
        return ClockTime(int(hours[1]), minute, twelve_hour=False)
    return parse_clock(text)


def _day_then_clock(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "Fri, Jul 18, 2014 07:00 PM", "day after tomorrow 5pm", "in 7 days at 5pm"."""
    day_text = re.sub(rf"^{_WEEKDAY_PREFIX}", "", match["x"], flags=re.IGNORECASE)
    day, clock = resolve_anchor(day_text, context), _clock_of(match["clock"])
    if day is None or clock is None:
        return None
    return with_clock(_whole_day(day), clock, context)


def _whole_day(anchor: LocalInterval) -> LocalInterval:
    """The day of an hour ("in 7 days" is an hour): a clock time then applies to that day."""
    if anchor.granularity in (Granularity.HOUR, Granularity.MINUTE) and anchor.start is not None:
        return relative_unit(Granularity.DAY, 0, anchor.start.date())
    return anchor


def _weekday_date(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "Fri, Jul 18, 2014": the date, when it falls on that weekday ("Monday the 18th" is then
    the latest 18th that was a Monday, a rule of its own)."""
    day = resolve_anchor(match["wd_date"], context)
    if day is None or day.start is None or day.granularity is not Granularity.DAY:
        return None
    return day if day.start.weekday() == weekday_index(match["wd"]) else None


def _clock_range(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "this Thu 9-11am", "1pm-2pm tomorrow": from the first reading to the end of the last."""
    day_text, first_text, last_text = pick(match, "x"), pick(match, "first"), pick(match, "last")
    if day_text is None or first_text is None or last_text is None:
        return None
    day, first, last = (
        resolve_anchor(day_text, context),
        parse_clock(first_text),
        parse_clock(last_text),
    )
    if day is None or first is None or last is None:
        return None
    if first.twelve_hour and not last.twelve_hour and first.hour <= last.hour % 12 + 1:
        pm = last.hour >= 12 and first.hour % 12 + 12 <= last.hour
        first = ClockTime(first.hour % 12 + (12 if pm else 0), first.minute, twelve_hour=False)
    opening, closing = with_clock(day, first, context), with_clock(day, last, context)
    if opening is None or closing is None or opening.start is None or closing.end is None:
        return None
    if closing.end <= opening.start:
        return None
    return LocalInterval(opening.start, closing.end, closing.granularity)


def _clock_then_day(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "8 this evening", "9 tomorrow morning", "at 5 tomorrow afternoon"."""
    day, clock = resolve_anchor(match["x"], context), parse_clock(match["clock"])
    return None if day is None or clock is None else with_clock(day, clock, context)


_SOON_DAY = r"(?:today|tonight|tomorrow|(?:this|tomorrow)\s+(?:morning|afternoon|evening|night))"
_SOON_DAY += r"(?:\s+(?:morning|afternoon|evening|night))?"


def _ahead_at_clock(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "in 7 days at 5pm": the clock time on the day the moment falls on."""
    moment = resolve_fragment([MOMENT_AHEAD_RULE], match["x"], context)
    clock = parse_clock(match["clock"])
    if moment is None or clock is None:
        return None
    return with_clock(_whole_day(moment), clock, context)


def _day_part_at_clock(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "yesterday morning at 9": the day's part of day, at that reading."""
    day, clock = resolve_anchor(match["x"], context), parse_clock(match["clock"])
    if day is None or clock is None:
        return None
    part = with_part_of_day(day, v.EN_PARTS_OF_DAY[match["part"].lower()])
    return None if part is None else with_clock(part, clock, context)


def _bare_clock_h(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "at 15h", "15h00": a 24-hour reading, its most recent occurrence."""
    text = pick(match, "clock")
    clock = None if text is None else _clock_of(text)
    return None if clock is None else with_clock(None, clock, context)


def _part_at_clock(match: re.Match[str], context: Context) -> LocalInterval | None:
    """ "in the evening at eight": today's part of day, at that reading."""
    part = part_of_day_interval(context.today, v.EN_PARTS_OF_DAY[match["part"].lower()])
    clock = parse_clock(match["clock"])
    return None if clock is None else with_clock(part, clock, context)


CLOCK_RULES: list[Rule] = [
    make_rule(
        "ahead_at_clock",
        rf"(?P<x>{v.without_names(MOMENT_AHEAD)})\s+(?:at|@)\s*(?P<clock>{CLOCK_LOOSE})",
        _ahead_at_clock,
        ["in", "hence", "from"],
    ),
    make_rule(
        "part_at_clock",
        r"\bin\s+the\s+(?P<part>morning|afternoon|evening)\s+(?:at|@)\s*"
        rf"(?P<clock>{CLOCK_LOOSE})",
        _part_at_clock,
        ["the"],
    ),
    make_rule(
        "day_then_clock",
        rf"(?P<x>{_WEEKDAY_PREFIX}?{TERM}),?\s+(?:at\s+)?(?P<clock>{CLOCK}|{_CLOCK_H})",
        _day_then_clock,
        guard=rf"{CLOCK}|{_CLOCK_H}",
    ),
    make_rule(
        "weekday_date",
        rf"\b(?P<wd>{v.EN_WEEKDAY}|{v.EN_WEEKDAY_SHORT})\.?,?\s+(?P<wd_date>{TERM})",
        _weekday_date,
    ),
    make_rule(
        "clock_range",
        rf"(?:(?P<x>{DAY_TERM})\s+(?:in\s+)?(?:between\s+)?(?:from\s+)?)"
        rf"(?P<first>{_CLOCK_RANGE_END})\s*(?:-|\u2013|to|and|till|until)\s*(?P<last>{_CLOCK_RANGE_END})"
        rf"(?:\s*ish)?"
        rf"|(?:between\s+|from\s+)?(?P<first2>{_CLOCK_RANGE_END})\s*(?:-|\u2013|to|and|till|until)\s*"
        rf"(?P<last2>{CLOCK})\s+"
        rf"(?:on\s+)?(?P<x2>{DAY_TERM})",
        _clock_range,
        ["-", "\u2013", "to", "and", "til"],
        guard=r"\d(?:\s*[ap]\.?m\.?)?\s*(?:-|\u2013|to|and|till|until)\s*\d",
    ),
    make_rule(
        "clock_in_part",
        rf"\b(?:at\s+)?(?P<clock>{CLOCK_LOOSE})\s+in\s+the\s+(?P<part>morning|afternoon|evening)\b",
        _part_at_clock,
        ["in the"],
    ),
    make_rule(
        "day_part_at_clock",
        rf"(?P<x>{DAY_TERM})\s+(?:in\s+the\s+)?(?P<part>{v.EN_PART_OF_DAY})\s+(?:at|@|around)\s*"
        rf"(?P<clock>{CLOCK_LOOSE})",
        _day_part_at_clock,
        ["at", "@", "around"],
        guard=r"(?:morning|afternoon|evening|night)\s+(?:at|@|around)",
    ),
    make_rule(
        "clock_h",
        rf"\b(?:at\s+(?P<clock>{_CLOCK_H})|(?P<clock2>(?:[01]?\d|2[0-3])h[0-5]\d)(?!\w))",
        _bare_clock_h,
        ["h"],
    ),
    make_rule(
        "clock_then_day",
        rf"\b(?:(?:at|around|about)\s+)?(?P<clock>\d{{1,2}}(?::\d{{2}})?)\s+(?P<x>{_SOON_DAY})\b",
        _clock_then_day,
        ["today", "tonight", "tomorrow", "this"],
    ),
]
