"""The rule engine: a rule is a regex plus a handler that turns its match into an interval.

Every rule of a language is run over the text; overlapping matches are settled longest first,
then leftmost. A handler may return None to reject a match (a "Sunday roast", 31 February), which
lets a shorter rule claim the text instead. A match whose interval falls off the calendar ("next
year" in 9999, "3 days ago" on 2 January of year 1) is rejected the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime

from ingest.timeparse.calendar import LocalInterval
from ingest.timeparse.types import VagueWindows


@dataclass(frozen=True, slots=True)
class Context:
    """What a handler resolves against: the reference as a naive local time, and the windows."""

    now: datetime
    windows: VagueWindows
    timezone: str

    @property
    def today(self) -> date:
        return self.now.date()


Handler = Callable[[re.Match[str], Context], LocalInterval | None]


class LazyPattern:
    """A case-insensitive pattern compiled on first use, so a text in one language never pays
    for the other's rules: the composed English patterns take a while to compile."""

    __slots__ = ("_compiled", "source")

    def __init__(self, source: str) -> None:
        self.source = source
        self._compiled: re.Pattern[str] | None = None

    def get(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.source, re.IGNORECASE)
        return self._compiled


@dataclass(frozen=True, slots=True)
class Rule:
    """`triggers`: lowercase substrings of which one must occur for the rule to run (speed).
    `guard`: a cheap pattern that every match contains, for rules whose pattern opens with a
    long alternation of terms (the day of "Fri, Jul 18, 2014 07:00 PM" would be tried at every
    position): the rule runs only on the text around the guard's matches."""

    name: str
    compiled: LazyPattern
    handler: Handler
    triggers: tuple[str, ...] = ()
    guard: re.Pattern[str] | None = None

    @property
    def source(self) -> str:
        return self.compiled.source

    @property
    def pattern(self) -> re.Pattern[str]:
        return self.compiled.get()


@dataclass(frozen=True, slots=True)
class RuleMatch:
    start: int
    end: int
    interval: LocalInterval
    rule: str


def make_rule(
    name: str,
    pattern: str,
    handler: Handler,
    triggers: Iterable[str] = (),
    guard: str | None = None,
) -> Rule:
    compiled_guard = None if guard is None else re.compile(guard, re.IGNORECASE)
    return Rule(name, LazyPattern(pattern), handler, tuple(triggers), compiled_guard)


_GUARD_REACH = 80  # characters a guarded match may extend beyond its guard, either side


def _is_triggered(rule: Rule, lowered: str) -> bool:
    if rule.triggers and not any(trigger in lowered for trigger in rule.triggers):
        return False
    return rule.guard is None or rule.guard.search(lowered) is not None


def _windows(rule: Rule, text: str) -> list[tuple[int, int]]:
    """The stretches of `text` where the rule can match: all of it, or around its guard."""
    if rule.guard is None:
        return [(0, len(text))]
    windows: list[tuple[int, int]] = []
    for found in rule.guard.finditer(text):
        start = max(0, found.start() - _GUARD_REACH)
        end = min(len(text), found.end() + _GUARD_REACH)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    return windows


def scan(rules: Sequence[Rule], text: str, context: Context) -> list[RuleMatch]:
    """All accepted, non-overlapping matches in `text`, ordered by position."""
    lowered = text.lower()
    candidates: list[RuleMatch] = []
    for rule in rules:
        if not _is_triggered(rule, lowered):
            continue
        matches = (
            match
            for start, end in _windows(rule, text)
            for match in rule.pattern.finditer(text, start, end)
        )
        for match in matches:
            if match.end() == match.start():
                continue
            try:
                interval = rule.handler(match, context)
            except (OverflowError, ValueError):
                continue  # the phrase points outside years 1 to 9999
            if interval is not None:
                candidates.append(RuleMatch(match.start(), match.end(), interval, rule.name))
    return select_longest(candidates)


def select_longest(candidates: list[RuleMatch]) -> list[RuleMatch]:
    """Longest first, then leftmost; an occupancy map keeps this linear in the text length."""
    if not candidates:
        return []
    candidates.sort(key=lambda match: (match.start - match.end, match.start))
    occupied = bytearray(max(match.end for match in candidates))
    taken: list[RuleMatch] = []
    for candidate in candidates:
        if occupied.find(1, candidate.start, candidate.end) == -1:
            occupied[candidate.start : candidate.end] = b"\x01" * (candidate.end - candidate.start)
            taken.append(candidate)
    taken.sort(key=lambda match: match.start)
    return taken


def text_after(match: re.Match[str], length: int = 12) -> str:
    """A few characters after the match: enough for a context check, without copying the text."""
    return match.string[match.end() : match.end() + length]


def text_before(match: re.Match[str], length: int = 24) -> str:
    return match.string[max(0, match.start() - length) : match.start()]


def resolve_fragment(
    rules: Sequence[Rule], fragment: str, context: Context
) -> LocalInterval | None:
    """Resolve a sub-phrase that one rule must match whole (the parts of "between X and Y")."""
    fragment = fragment.strip()
    for rule in rules:
        match = rule.pattern.fullmatch(fragment)
        if match is not None:
            try:
                interval = rule.handler(match, context)
            except (OverflowError, ValueError):
                continue  # the phrase points outside years 1 to 9999
            if interval is not None:
                return interval
    return None
