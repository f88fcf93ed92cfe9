"""Reading the slots of `slots.py` from one sentence of the user's, in English or Chinese.

For each slot whose cue the sentence holds, every value it names is found, clause by clause:
- a value after a change or choice cue (改成, 只, "switch to", "from now on", "only") is the
  chosen one; otherwise the first value the user does not negate;
- a value the user negates (别打电话, "don't call me", "no glass") is a dislike of its own,
  keyed by the value, beside the slot's current choice;
- a value in a clause about someone else ("my wife loves…", 我老婆喜欢…) is not the user's.
Questions, hypotheticals and conditions state nothing (`statement.py`).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right, insort
from dataclasses import dataclass
from functools import cache

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference
from ingest.extract.slot_scopes import SCOPED_CATEGORIES, scope_of, scoped_key
from ingest.extract.slots import CHANGE_CUES, SLOTS, STRONG_CHANGE_CUES, Slot
from ingest.extract.statement import clauses_of, negated, someone_else

CHOSEN_CONFIDENCE = 0.9
PLAIN_CONFIDENCE = 0.85
DISLIKE_CONFIDENCE = 0.85
_CUE_WINDOW = 14
_COMPARED = re.compile(r"(?:\bthan\b|\binstead of\b|\bover\b|而不是|胜过|多过)[^，,；;]{0,8}$")
_LONGEST = 32
"""No value surface is longer than this (checked by a unit test)."""


@dataclass(frozen=True, slots=True)
class Mention:
    start: int
    end: int
    canonical: str
    clause: tuple[int, int]


@cache
def _pattern(surface: str) -> re.Pattern[str]:
    escaped = re.escape(surface)
    if surface.isascii():
        # "gluten-friendly" is no "friendly": a hyphen joins words.
        return re.compile(rf"(?<![a-z0-9-]){escaped}(?![a-z0-9-])")
    return re.compile(escaped)


@cache
def _all_surfaces() -> tuple[str, ...]:
    return tuple(sorted({s for slot in SLOTS for s in slot.values}, key=len, reverse=True))


def _has_cue(lowered: str, slot: Slot) -> bool:
    if "*" in slot.cues:
        return True
    return _cue_pattern(slot.cues).search(lowered) is not None


@cache
def _cue_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    """One alternation of every cue of a slot: one search per slot and sentence."""
    return re.compile(
        "|".join(_pattern(cue).pattern for cue in sorted(cues, key=len, reverse=True))
    )


def _surface_spans(lowered: str) -> dict[int, tuple[int, str]]:
    """start → (end, surface) of every slot value in the sentence, longest surfaces first and
    without overlaps ("微信支付" wins over "微信"): one pass per surface, so linear in the text."""
    spans: dict[int, tuple[int, str]] = {}
    taken: list[tuple[int, int]] = []
    for surface in _all_surfaces():
        if surface not in lowered:
            continue
        for match in _pattern(surface).finditer(lowered):
            start, end = match.span()
            if start in spans or any(s < end and start < e for s, e in _near(taken, start)):
                continue
            spans[start] = (end, surface)
            insort(taken, (start, end))
    return spans


def _near(taken: list[tuple[int, int]], start: int) -> list[tuple[int, int]]:
    """The taken spans that may overlap one starting at `start` (surfaces are short)."""
    low = bisect_left(taken, (start - _LONGEST, 0))
    return taken[low : bisect_left(taken, (start + _LONGEST, 0))]


def mentions(
    spans: dict[int, tuple[int, str]], slot: Slot, clauses: list[tuple[int, int]]
) -> list[Mention]:
    """Every value of `slot` among the sentence's surface spans, in text order."""
    starts = [left for left, _ in clauses]
    found: list[Mention] = []
    for start in sorted(spans):
        end, surface = spans[start]
        if surface not in slot.values:
            continue
        index = bisect_right(starts, start) - 1
        clause = clauses[index] if index >= 0 else (0, end)
        found.append(Mention(start, end, slot.values[surface], clause))
    return found


def _after_cue(lowered: str, mention: Mention) -> bool:
    before = lowered[max(mention.clause[0], mention.start - _CUE_WINDOW) : mention.start]
    return any(_pattern(cue).search(before) for cue in CHANGE_CUES)


def slot_preferences(sentence: str) -> list[ParsedPreference]:
    """The slot preferences `sentence` (a statement of the user's) states."""
    lowered = sentence.lower()
    clauses = clauses_of(lowered)
    spans = _surface_spans(lowered)
    if not spans:
        return []
    found: list[ParsedPreference] = []
    # "还是改成邮件吧" names no slot, but a value after 改成 says which slot it changes.
    changes = any(cue in lowered for cue in STRONG_CHANGE_CUES)
    for slot in SLOTS:
        if not changes and not _has_cue(lowered, slot):
            continue
        named = [
            m
            for m in mentions(spans, slot, clauses)
            if not someone_else(lowered, m.start, m.clause)
        ]
        for scope, group in _by_scope(lowered, slot, named).items():
            found += _read_slot(lowered, slot, group, scope)
    return found


def _by_scope(lowered: str, slot: Slot, named: list[Mention]) -> dict[str | None, list[Mention]]:
    """The mentions by what they set ("语法用中文，例句用英文"): one choice per scope."""
    if slot.category not in SCOPED_CATEGORIES:
        return {None: named} if named else {}
    groups: dict[str | None, list[Mention]] = {}
    for mention in named:
        scope = scope_of(lowered[mention.clause[0] : mention.clause[1]])
        groups.setdefault(scope, []).append(mention)
    return groups


def _read_slot(
    lowered: str, slot: Slot, named: list[Mention], scope: str | None
) -> list[ParsedPreference]:
    rejected = [m for m in named if negated(lowered, m.start, m.end, m.clause)]
    kept = [m for m in named if m not in rejected]
    chosen = next((m for m in kept if _after_cue(lowered, m)), None)
    confidence = CHOSEN_CONFIDENCE if chosen is not None else PLAIN_CONFIDENCE
    chosen = chosen or (kept[0] if kept else None)
    found: list[ParsedPreference] = []
    if chosen is not None:
        key = scoped_key(slot.key, scope)
        found.append(
            ParsedPreference(slot.category, key, chosen.canonical, Polarity.LIKE, confidence)
        )
    for mention in {m.canonical: m for m in reversed(rejected)}.values():
        # "prose rather than lists" ranks two values; it is no dislike of lists.
        if chosen is not None and (
            mention.canonical == chosen.canonical or _compared(lowered, mention)
        ):
            continue
        value = mention.canonical
        found.append(
            ParsedPreference(
                slot.category, value.lower(), value, Polarity.DISLIKE, DISLIKE_CONFIDENCE
            )
        )
    return found


def _compared(lowered: str, mention: Mention) -> bool:
    before = lowered[max(mention.clause[0], mention.start - _CUE_WINDOW) : mention.start]
    return bool(_COMPARED.search(before))


def slot_values(sentence: str, canonicals: set[str]) -> set[str]:
    """The surfaces in `sentence` of the slot values `canonicals` (what the slots found there):
    the open like/dislike rules leave them alone."""
    lowered = sentence.lower()
    return {
        surface
        for slot in SLOTS
        for surface, canonical in slot.values.items()
        if canonical in canonicals and surface in lowered and _pattern(surface).search(lowered)
    }
