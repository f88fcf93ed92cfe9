"""When a clause's event happened: the time phrase nearest to it, or the turn's time.

A phrase in the clause wins; then one in the same sentence; then the nearest earlier phrase in
the turn, which a story often sets once ("Last Friday I went …. We made pots"), but only when it
points the same way as the event (a plan takes a future phrase, a done event a past one).
"Last time" (`most_recent`) and phrases without a start are no interval for an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from graph.model import EventStatus
from ingest.timeparse import Strategy, TimeExpression


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
    """The interval of the event in the turn-text span `clause` (inside `sentence`)."""
    usable = [e for e in expressions if e.start is not None and e.strategy != Strategy.MOST_RECENT]
    inside = [e for e in usable if clause[0] <= e.span[0] and e.span[1] <= clause[1]]
    if not inside:
        inside = [e for e in usable if sentence[0] <= e.span[0] and e.span[1] <= sentence[1]]
    if inside:
        chosen = next((e for e in inside if _fits(e, status, at)), inside[0])
        return _from(chosen, inherited=False)
    earlier = [e for e in usable if e.span[1] <= clause[0] and _fits(e, status, at)]
    if earlier and status is not EventStatus.UNKNOWN:
        return _from(earlier[-1], inherited=True)
    return EventTime(at, None, "day", None, False)


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
