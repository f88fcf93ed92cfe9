"""When a clause's event happened: the time phrase nearest to it, or the turn's time.

A phrase in the clause wins; then one in the same sentence; then the nearest earlier phrase in
the turn, which a story often sets once ("Last Friday I went …. We made pots"), but only when it
points the same way as the event (a plan takes a future phrase, a done event a past one).
"Last time" (`most_recent`) and phrases without a start are no interval for an event.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from graph.model import EventStatus
from ingest.timeparse import Strategy, TimeExpression

_LOOK_BACK = 3
_HALF_YEAR = timedelta(days=183)
_HAS_YEAR = re.compile(r"\d{4}|年|'\d{2}\b|\byear\b|\bago\b|前|\blast\b|上")
_HAS_DAY = re.compile(r"\d")


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
) -> EventTime:
    """The interval of the event in the turn-text span `clause` (inside `sentence`).

    `expressions` are in text order, as the resolver returns them; lookups bisect them, so a
    turn with many clauses and phrases costs O(n log n), not O(n²).
    """
    starts = [expression.span[0] for expression in expressions]
    for left, right in (clause, sentence):
        first = bisect_left(starts, left)
        inside = [e for e in expressions[first : bisect_left(starts, right)] if e.span[1] <= right]
        usable = [e for e in inside if _usable(e)]
        if usable:
            chosen = next((e for e in usable if _fits(e, status, at)), usable[0])
            return _from(chosen, inherited=False)
    if status is not EventStatus.UNKNOWN:
        before = bisect_left(starts, clause[0])
        for e in reversed(expressions[max(0, before - _LOOK_BACK) : before]):
            if _usable(e) and e.span[1] <= clause[0] and _fits(e, status, at):
                return _from(e, inherited=True)
    return EventTime(at, None, "day", None, False)


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
