"""When a clause's event happened: the time phrase nearest to it, or the turn's time.

A phrase in the clause wins; then one in the same sentence; then the nearest earlier phrase in
the turn, which a story often sets once ("Last Friday I went …. We made pots"), but only when it
points the same way as the event (a plan takes a future phrase, a done event a past one).
"Last time" (`most_recent`) and phrases without a start are no interval for an event.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta

from graph.model import EventStatus
from ingest.extract.parsed import ParsedEvent
from ingest.timeparse import Strategy, TimeExpression

_LOOK_BACK = 3
_HALF_YEAR = timedelta(days=183)
_HAS_YEAR = re.compile(r"\d{4}|年|'\d{2}\b|\byear\b|\bago\b|前|\blast\b|上")
_HAS_DAY = re.compile(r"\d")
_RELATIVE = re.compile(r"[从自]|\b(?:since|from|this|next|ago)\b|[这本下]|以[后前]", re.IGNORECASE)
_WEEKDAY = re.compile(
    r"(?:周|星期|礼拜)[一二三四五六日天]|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day",
    re.IGNORECASE,
)
_MONTH = re.compile(
    r"[一二三四五六七八九十\d]+月|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class EventTime:
    start: datetime
    end: datetime | None
    granularity: str
    phrase: str | None
    inherited: bool


def event_time(
    expressions: Sequence[TimeExpression],
    clause: tuple[int, int],
    sentence: tuple[int, int],
    status: EventStatus,
    at: datetime,
    *,
    look_back: bool = True,
    later: bool = False,
) -> EventTime:
    """The interval of the event in the turn-text span `clause` (inside `sentence`).

    `expressions` are in text order, as the resolver returns them; lookups bisect them, so a
    turn with many clauses and phrases costs O(n log n), not O(n²).
    """
    starts = [expression.span[0] for expression in expressions]
    # The sentence lends a phrase said before the clause, not one of a later clause that has a
    # time of its own ("又下了一单牛仔裤，不过我上周末搬家了"), unless the clause says `later`
    # phrases elaborate it.
    lender = sentence if later else (sentence[0], min(sentence[1], clause[1]))
    for left, right in (clause, lender):
        first = bisect_left(starts, left)
        inside = expressions[first : bisect_left(starts, right)]  # a phrase is where it starts
        usable = [e for e in inside if _usable(e)]
        if (left, right) != clause and not later:
            # A neighbour clause's phrase counts only when it points the same way: "所以想退掉"
            # is no plan for 前天.
            usable = [e for e in usable if _fits(e, status, at)]
        if usable:
            chosen = next((e for e in usable if _fits(e, status, at)), usable[0])
            position = first + inside.index(chosen)  # the few phrases just before it
            earlier = expressions[
                max(bisect_left(starts, sentence[0]), position - _LOOK_BACK) : position
            ]
            return _day_ahead(_since(_from(chosen, inherited=False), status), status, at, earlier)
    if look_back and status is not EventStatus.UNKNOWN:
        before = bisect_left(starts, clause[0])
        for e in reversed(expressions[max(0, before - _LOOK_BACK) : before]):
            if _usable(e) and e.span[1] <= clause[0] and _fits(e, status, at):
                return _from(e, inherited=True)
    return EventTime(at, None, "day", None, False)


_SINCE = re.compile(r"^(?:自从|自|从|since\b)", re.IGNORECASE)
_BARE_DAY = re.compile(r"^(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$|^\d{1,2}[号日]$", re.I)


def _month_ahead(expression: TimeExpression, today: date) -> datetime | None:
    """Where a date that names its month but no year starts when read ahead ("10月14号",
    "in March"): the resolver reads such a date as past."""
    start = expression.start
    if start is None or not _MONTH.search(expression.phrase) or _HAS_YEAR.search(expression.phrase):
        return start
    try:
        return start.replace(year=start.year + 1) if start.date() < today else start
    except ValueError:  # 29 February
        return start


def _day_ahead(
    when: EventTime, status: EventStatus, at: datetime, earlier: Sequence[TimeExpression]
) -> EventTime:
    """A day of the month said alone of a plan ("we leave on the 14th", "20号回来") that the
    resolver read as past is its next one: in the month of the date said just before it in the
    sentence ("10月14号去大阪，20号回来"), else this month or the next."""
    if status not in {EventStatus.PLANNED, EventStatus.UNKNOWN} or not _BARE_DAY.match(
        when.phrase or ""
    ):
        return when
    today = at.astimezone(when.start.tzinfo).date()
    if when.start.date() >= today:
        return when
    anchors = (_month_ahead(expression, today) for expression in reversed(earlier))
    anchor = next((a for a in anchors if a is not None and a.date() > today), None)
    month = anchor if anchor is not None and anchor.day <= when.start.day else None
    if month is None:
        month = when.start.replace(year=today.year, month=today.month, day=1)
        if when.start.day < today.day:
            month = (month + timedelta(days=32)).replace(day=1)
    try:
        start = when.start.replace(year=month.year, month=month.month)
    except ValueError:  # the 31st of a shorter month
        return when
    return EventTime(start, start + timedelta(days=1), "day", when.phrase, when.inherited)


def _since(when: EventTime, status: EventStatus) -> EventTime:
    """ "自从上周五更新了系统", "since Thursday it has…": a done thing happened on the day the
    window opens, not across the whole window."""
    if status in {EventStatus.PLANNED, EventStatus.UNKNOWN} or not _SINCE.match(when.phrase or ""):
        return when
    return EventTime(when.start, when.start + timedelta(days=1), "day", when.phrase, when.inherited)


def _usable(expression: TimeExpression) -> bool:
    return expression.start is not None and expression.strategy != Strategy.MOST_RECENT


def _fits(expression: TimeExpression, status: EventStatus, at: datetime) -> bool:
    assert expression.start is not None
    if status is EventStatus.PLANNED:
        return expression.end is None or expression.end > at
    return expression.start <= at


def _from(expression: TimeExpression, *, inherited: bool) -> EventTime:
    assert expression.start is not None
    return EventTime(
        expression.start,
        expression.end,
        expression.granularity.value,
        expression.phrase,
        inherited,
    )


def nearest_year(when: EventTime, at: datetime) -> EventTime:
    """A date said without its year ("June 20th", "9月18号") that the resolver read more than
    half a year back is this coming one: people name the year of a date that far away, and a
    booking or plan ("booked for 25 July") points ahead."""
    phrase = when.phrase or ""
    if when.inherited or _HAS_YEAR.search(phrase) or not _HAS_DAY.search(phrase):
        return when
    if at - when.start <= _HALF_YEAR:
        return when
    try:
        start = when.start.replace(year=when.start.year + 1)
        end = None if when.end is None else when.end.replace(year=when.end.year + 1)
    except ValueError:  # 29 February
        return when
    return EventTime(start, end, when.granularity, when.phrase, when.inherited)


def planned_from_time(
    parse: ParsedEvent, when: EventTime, at: datetime
) -> tuple[ParsedEvent, EventTime]:
    """A clause with no tense marker whose own time phrase lies ahead is a plan ("下个月3号入职",
    "start on Monday"); a plan whose yearless phrase was read as already past is next year's
    ("九月份就要上小学了", said in March, is this September; said in October, next)."""
    if when.phrase is None or when.inherited:
        return parse, when
    if parse.status is EventStatus.UNKNOWN and when.start > at:
        return replace(parse, status=EventStatus.PLANNED, confidence=0.8), when
    if parse.status is EventStatus.PLANNED and (when.end or when.start) <= at:
        if _HAS_YEAR.search(when.phrase) or _RELATIVE.search(when.phrase):
            return parse, EventTime(at, None, "day", None, False)
        if _WEEKDAY.match(when.phrase):
            return parse, _shifted(when, lambda moment: moment + timedelta(days=7))
        if _MONTH.search(when.phrase):
            return parse, _shifted(when, lambda moment: moment.replace(year=moment.year + 1))
        # A plan cannot lie in the past: "以后…", "这两周先…" start at the turn.
        return parse, EventTime(at, None, "day", None, False)
    return parse, when


def _shifted(when: EventTime, move: Callable[[datetime], datetime]) -> EventTime:
    try:
        start = move(when.start)
        end = None if when.end is None else move(when.end)
    except ValueError:  # 29 February
        return when
    return EventTime(start, end, when.granularity, when.phrase, when.inherited)
