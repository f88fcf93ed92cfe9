"""English phrases built around other phrases (since X, between X and Y, the end of X,
yesterday evening, Monday at 3pm) and the vague words (recently, last time, before)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.timeparse import combinators as combine
from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import LocalInterval, day_interval, shift
from ingest.timeparse.grammar_en import FRAGMENT_ONLY_RULES, TEXT_RULES, vague_few_days
from ingest.timeparse.rules import Context, Rule, make_rule, resolve_fragment
from ingest.timeparse.types import Granularity, Strategy

FRAGMENT_RULES: list[Rule] = TEXT_RULES + FRAGMENT_ONLY_RULES
# The bare holiday rule's pattern is left out of TERM: the in-text holiday rule's pattern
# (preposition optional) matches the same phrases, and the holiday names are the longest part.
# One word-boundary check before the alternation, not one per alternative: the longer rules
# try TERM at every position of a text.
TERM = (
    r"\b(?:"
    + "|".join(
        v.without_names(rule.source)
        for rule in FRAGMENT_RULES
        if rule not in FRAGMENT_ONLY_RULES or rule.name != "holiday"
    )
    + ")"
)
_DAY_RULES = {"date_iso", "date_us", "date_md", "date_dm", "on_day_of_month", "deictic_day"}
_DAY_RULES |= {
    "this_part_of_day",
    "weekdays_ago",
    "weekday_of_week",
    "relative_weekday",
    "bare_weekday",
    "relative_weekday_short",
}
DAY_TERM = (
    r"\b(?:"
    + "|".join(v.without_names(rule.source) for rule in TEXT_RULES if rule.name in _DAY_RULES)
    + ")"
)
_DAY_NUMBER = r"\d{1,2}(?:st|nd|rd|th)?"
_MINUTES_OFF = (
    r"(?:\d{1,2}\s+(?:minutes?\s+|mins?\s+)?|(?:a\s+)?quarter\s+|half\s+)"
    r"(?:to|till|before|past|after)\s+"
)
CLOCK = (
    rf"(?:{_MINUTES_OFF})?"
    r"(?:(?:1[0-2]|0?[1-9])[0-5]\d\s*[ap]\.?m\.?(?!\w)|\d{1,2}:\d{2}\s*[ap](?![\w.])"
    r"|\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?(?!\w)|\d{1,2}:\d{2}(?!\d)|\d{1,2}\s+o['\u2019]?clock"
    r"|noon|midday|midnight)"
)
_HOUR_WORDS = "one two three four five six seven eight nine ten eleven twelve".split()
CLOCK_LOOSE = (
    rf"(?:{CLOCK}|(?:[01]?\d|2[0-3])[0-5]\d(?![\d:])|\d{{1,2}}(?![\d:])"
    rf"|(?:{'|'.join(_HOUR_WORDS)})\b)"
)
CLOCK_PARTS = re.compile(
    r"(\d{1,2}?)(?::?([0-5]\d))?\s*(?:([ap])\.?(?:m\.?)?)?$", re.IGNORECASE
)  # 5pm, 17:05, 3:15p, 1030, 330 p.m.
_MINUTES_OFF_PARTS = re.compile(
    r"(?:(\d{1,2})\s+(?:minutes?\s+|mins?\s+)?|(a\s+)?(quarter)\s+|(half)\s+)"
    r"(to|till|before|past|after)\s+",
    re.IGNORECASE,
)
_PERIOD_PARTS = {"beginning": "begin", "start": "begin", "early": "begin", "middle": "middle"}
_PERIOD_PARTS |= {"mid": "middle", "end": "end", "late": "end"}


def _fragment(text: str, context: Context) -> LocalInterval | None:
    return resolve_fragment(FRAGMENT_RULES, text, context)


def pick(match: re.Match[str], name: str) -> str | None:
    """Group `name`, or `name2` / `name3` where a pattern has alternative branches."""
    groups = match.groupdict()
    return next((groups[key] for key in (name, name + "2", name + "3") if groups.get(key)), None)


def _one(
    build: Callable[[LocalInterval, Context], LocalInterval | None],
) -> Callable[[re.Match[str], Context], LocalInterval | None]:
    def handler(match: re.Match[str], context: Context) -> LocalInterval | None:
        text = pick(match, "x")
        anchor = None if text is None else _fragment(text, context)
        return None if anchor is None else build(anchor, context)

    return handler


def _range(match: re.Match[str], context: Context) -> LocalInterval | None:
    first = _fragment(match["x"], context)
    if first is None or first.start is None:
        return None
    last_text = match["y"].strip()
    if re.fullmatch(_DAY_NUMBER, last_text):
        day = int(re.sub(r"\D", "", last_text))
        if first.granularity is not Granularity.DAY or not 1 <= day <= 31:
            return None
        try:
            last: LocalInterval | None = day_interval(first.start.date().replace(day=day))
        except ValueError:
            return None
    else:
        last = _fragment(last_text, context)
    return None if last is None else combine.between(first, last)


def _period_part(match: re.Match[str], context: Context) -> LocalInterval | None:
    anchor = _fragment(match["x"], context)
    part = _PERIOD_PARTS[match["part"].lower()]
    return None if anchor is None else combine.part_of(anchor, part)


def _day_part(match: re.Match[str], context: Context) -> LocalInterval | None:
    day = _fragment(match["x"], context)
    part = v.EN_PARTS_OF_DAY[match["part"].lower()]
    return None if day is None else combine.with_part_of_day(day, part)


def parse_clock(text: str) -> combine.ClockTime | None:
    """ "5pm", "17:05", "noon", "eight", "20 minutes to 2pm", "quarter past 3pm"."""
    lowered = text.lower().strip()
    offset = _MINUTES_OFF_PARTS.match(lowered)
    if offset is not None:
        clock = parse_clock(lowered[offset.end() :])
        minutes = 15 if offset[3] else 30 if offset[4] else int(offset[1])
        sign = -1 if offset[5] in ("to", "till", "before") else 1
        return None if clock is None or minutes >= 60 else _clock_moved(clock, sign * minutes)
    if lowered in _HOUR_WORDS:
        return combine.ClockTime(_HOUR_WORDS.index(lowered) + 1, None, twelve_hour=True)
    if lowered in ("noon", "midday"):
        return combine.ClockTime(12, None, twelve_hour=False)
    if lowered == "midnight":
        return combine.ClockTime(0, None, twelve_hour=False)
    found = CLOCK_PARTS.match(re.sub(r"\s*(?:o['\u2019]?clock|ish|sharp)$", "", lowered))
    if found is None:
        return None
    hour, minute = int(found[1]), None if found[2] is None else int(found[2])
    if found[3] is not None:
        if not 1 <= hour <= 12:
            return None
        return combine.ClockTime(hour % 12 + (12 if found[3] == "p" else 0), minute, False)
    return combine.ClockTime(hour, minute, twelve_hour=True)


def _clock_moved(clock: combine.ClockTime, minutes: int) -> combine.ClockTime:
    """A clock reading some minutes earlier or later: "20 minutes to 2pm" is 13:40."""
    total = (clock.hour * 60 + (clock.minute or 0) + minutes) % (24 * 60)
    hour = total // 60
    if clock.twelve_hour and hour == 0:
        hour = 12
    return combine.ClockTime(hour, total % 60, clock.twelve_hour)


def _clock(match: re.Match[str], context: Context) -> LocalInterval | None:
    clock_text, day_text = pick(match, "clock"), pick(match, "x")
    clock = None if clock_text is None else parse_clock(clock_text)
    if clock is None:
        return None
    day = None if day_text is None else _fragment(day_text, context)
    if day_text is not None and day is None:
        return None
    return combine.with_clock(day, clock, context)


def _vague(kind: str) -> Callable[[re.Match[str], Context], LocalInterval]:
    def handler(match: re.Match[str], context: Context) -> LocalInterval:
        return vague_interval(kind, context)

    return handler


def vague_interval(kind: str, context: Context) -> LocalInterval:
    """The configured default window of a vague word, or the open / most-recent strategies."""
    windows, now = context.windows, context.now
    today = day_interval(context.today).start
    assert today is not None
    if kind == "recent":
        return LocalInterval(now - windows.recent, now, Granularity.DAY)
    if kind == "just_now":
        elapsed = int(windows.just_now.total_seconds() // 60)
        return LocalInterval(
            shift(now, Granularity.MINUTE, -elapsed, context.timezone), now, Granularity.HOUR
        )
    if kind == "few_days":
        return vague_few_days(context)
    if kind == "a_while":
        return LocalInterval(
            today - windows.a_while_from, today - windows.a_while_to, Granularity.DAY
        )
    if kind == "last_time":
        return LocalInterval(None, now, Granularity.OPEN, Strategy.MOST_RECENT)
    return LocalInterval(None, now, Granularity.OPEN, Strategy.OPEN)


_CLAUSE_END = r"(?=\s*(?:$|[?.!,;:)]|(?:about|regarding|on\s+the\s+topic|when|that)\b))"

COMPOUND_RULES: list[Rule] = [
    make_rule("since", rf"\b(?:ever\s+)?since\s+(?P<x>{TERM})", _one(combine.since), ["since"]),
    make_rule(
        "until",
        rf"\b(?:until|till|up\s+(?:un)?to|by)\s+(?P<x>{TERM})",
        _one(lambda anchor, _: combine.until(anchor)),
        ["til", "up", "by"],
    ),
    make_rule(
        "before",
        rf"\bbefore\s+(?P<x>{TERM})",
        _one(lambda anchor, _: combine.before(anchor)),
        ["before"],
    ),
    make_rule("after", rf"\bafter\s+(?P<x>{TERM})", _one(combine.after), ["after"]),
    make_rule(
        "between",
        rf"\bbetween\s+(?P<x>{TERM})\s+and\s+(?P<y>{TERM}|{_DAY_NUMBER})\b",
        _range,
        ["between"],
    ),
    make_rule(
        "from_to",
        rf"\bfrom\s+(?P<x>{TERM})\s*(?:to|until|till|through|thru|-|\u2013)\s*"
        rf"(?P<y>{TERM}|{_DAY_NUMBER})\b",
        _range,
        ["from"],
    ),
    make_rule(
        "part_of_period",
        r"\b(?:(?:at|in|during|around|towards?|by)\s+)?(?:the\s+)?(?P<part>beginning|start|middle|end)"
        rf"\s+of\s+(?:around\s+)?(?P<x>{TERM})",
        _period_part,
        ["beginning", "start", "middle", "end"],
    ),
    make_rule(
        "early_late",
        rf"\b(?:in\s+(?:the\s+)?)?(?P<part>early|mid|late)[\s-]+(?P<x>{TERM})",
        _period_part,
        ["early", "mid", "late"],
    ),
    make_rule(
        "to_date",
        r"\b(?:earlier\s+(?P<x>today|this\s+(?:week|month|year))|so\s+far\s+(?P<x2>this\s+"
        r"(?:week|month|year))|(?P<x3>this\s+(?:week|month|year))\s+so\s+far)\b",
        _one(combine.to_date),
        ["earlier", "so far"],
    ),
    make_rule(
        "day_part",
        rf"(?P<x>{DAY_TERM})\s+(?:in\s+the\s+)?(?P<part>{v.EN_PART_OF_DAY})\b",
        _day_part,
        ["morning", "afternoon", "evening", "night", "lunch"],
    ),
    make_rule(
        "day_clock",
        rf"(?P<x>{TERM})\s+(?:at|around|about|@)\s*(?P<clock>{CLOCK_LOOSE})",
        _clock,
        ["at", "around", "about", "@"],
        guard=r"\s(?:at|around|about)\s+[\dnmoe]|@",
    ),
    make_rule(
        "clock_day",
        rf"(?:(?:at|around|about)\s+)?(?P<clock2>{CLOCK})\s+(?:on\s+)?(?P<x2>{DAY_TERM})",
        _clock,
        ["m", ":", "clock", "noon", "midday", "midnight"],
        guard=CLOCK,
    ),
    make_rule(
        "clock",
        rf"\b(?:(?:at|around|about)\s+)?(?P<clock>{CLOCK})",
        _clock,
        ["m", ":", "clock", "noon", "midday", "midnight"],
    ),
    make_rule("recent", r"\b(?:recently|lately|of\s+late)\b", _vague("recent"), ["recent", "late"]),
    make_rule(
        "just_now",
        r"\b(?:just\s+now|a\s+(?:moment|little\s+while|bit)\s+ago|moments\s+ago)\b",
        _vague("just_now"),
        ["now", "ago"],
    ),
    make_rule("few_days", r"\bthe\s+other\s+day\b", _vague("few_days"), ["other day"]),
    make_rule(
        "a_while",
        r"\b(?:a\s+while\s+(?:ago|back)|some\s+time\s+ago|not\s+(?:so\s+)?long\s+ago)\b",
        _vague("a_while"),
        ["while", "time", "long"],
    ),
    make_rule(
        "last_time",
        r"\b(?:(?:the\s+)?(?:last|previous|most\s+recent)\s+time|the\s+time\s+before"
        r"|(?:when\s+)?we\s+last\s+(?:spoke|talked|met|chatted)"
        r"|last\s+we\s+(?:spoke|talked|met|chatted))\b",
        _vague("last_time"),
        ["time", "last"],
    ),
    make_rule(
        "any_past",
        rf"\b(?:before|previously|earlier|in\s+the\s+past){_CLAUSE_END}",
        _vague("any_past"),
        ["before", "previously", "earlier", "past"],
    ),
]

RULES: list[Rule] = TEXT_RULES + COMPOUND_RULES
