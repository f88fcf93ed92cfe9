"""Result and configuration types of the time-phrase resolver."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum


class Granularity(StrEnum):
    """The unit a phrase denotes; `open` for intervals bounded by the reference or unbounded."""

    MINUTE = "minute"
    HOUR = "hour"
    PART_OF_DAY = "part_of_day"
    DAY = "day"
    WEEK = "week"
    MONTH = "month"
    QUARTER = "quarter"
    SEASON = "season"
    YEAR = "year"
    OPEN = "open"


class Strategy(StrEnum):
    """How a caller should use the interval.

    `window`: search inside [start, end). `most_recent`: take the newest matching record before
    the reference (上次 / "last time"); no window applies. `open`: one bound is missing, as for a
    bare "before" / 之前 or "until March".
    """

    WINDOW = "window"
    MOST_RECENT = "most_recent"
    OPEN = "open"


@dataclass(frozen=True, kw_only=True, slots=True)
class VagueWindows:
    """Default windows for vague phrases; every field is a distance back from the reference.

    `recent` and `just_now` are rolling windows ending at the reference time. `few_days` and
    `a_while_*` count whole days back from the start of today, as the conventions say.
    """

    recent: timedelta = timedelta(days=30)
    just_now: timedelta = timedelta(hours=2)
    few_days: timedelta = timedelta(days=7)
    a_while_from: timedelta = timedelta(days=90)
    a_while_to: timedelta = timedelta(days=7)


@dataclass(frozen=True, slots=True)
class TimeExpression:
    """One time expression found in a text: `text[span[0]:span[1]] == phrase`.

    `start`/`end` are time-zone-aware and half-open; either is None when no bound applies.
    """

    phrase: str
    span: tuple[int, int]
    start: datetime | None
    end: datetime | None
    granularity: Granularity
    strategy: Strategy

    def to_json(self) -> dict[str, object]:
        return {
            "phrase": self.phrase,
            "span": [self.span[0], self.span[1]],
            "start": None if self.start is None else self.start.isoformat(),
            "end": None if self.end is None else self.end.isoformat(),
            "granularity": self.granularity.value,
            "strategy": self.strategy.value,
        }


@dataclass(frozen=True, slots=True)
class ResolvedText:
    """A text, its time expressions in order of position, and the text without them."""

    text: str
    remainder: str
    expressions: tuple[TimeExpression, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "remainder": self.remainder,
            "expressions": [expression.to_json() for expression in self.expressions],
        }
