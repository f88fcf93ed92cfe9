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
from dataclasses import dataclass
from functools import cache

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference
from ingest.extract.slots import CHANGE_CUES, SLOTS, STRONG_CHANGE_CUES, Slot
from ingest.extract.statement import clauses_of, negated, someone_else

CHOSEN_CONFIDENCE = 0.9
PLAIN_CONFIDENCE = 0.85
DISLIKE_CONFIDENCE = 0.85
_CUE_WINDOW = 14


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
        return re.compile(rf"(?<![a-z0-9]){escaped}(?![a-z0-9])")
    return re.compile(escaped)


@cache
def _all_surfaces() -> tuple[str, ...]:
    return tuple(sorted({s for slot in SLOTS for s in slot.values}, key=len, reverse=True))


def _has_cue(lowered: str, slot: Slot) -> bool:
    return any(_pattern(cue).search(lowered) for cue in slot.cues)


def _covered(lowered: str, start: int, end: int) -> bool:
    """Whether a longer surface of any slot covers [start, end) ("微信支付" over "微信")."""
    for surface in _all_surfaces():
        if len(surface) <= end - start:
            return False
        for match in _pattern(surface).finditer(lowered):
            if match.start() <= start and end <= match.end():
                return True
    return False


def mentions(lowered: str, slot: Slot, clauses: list[tuple[int, int]]) -> list[Mention]:
    """Every value of `slot` in the sentence, longest surfaces first, without overlaps."""
    found: list[Mention] = []
    taken: list[tuple[int, int]] = []
    for surface in sorted(slot.values, key=len, reverse=True):
        for match in _pattern(surface).finditer(lowered):
            start, end = match.span()
            if any(s < end and start < e for s, e in taken) or _covered(lowered, start, end):
                continue
            taken.append((start, end))
            clause = next((c for c in clauses if c[0] <= start < c[1]), (0, len(lowered)))
            found.append(Mention(start, end, slot.values[surface], clause))
    return sorted(found, key=lambda mention: mention.start)


def _after_cue(lowered: str, mention: Mention) -> bool:
    before = lowered[max(mention.clause[0], mention.start - _CUE_WINDOW) : mention.start]
    return any(_pattern(cue).search(before) for cue in CHANGE_CUES)


def slot_preferences(sentence: str) -> list[ParsedPreference]:
    """The slot preferences `sentence` (a statement of the user's) states."""
    lowered = sentence.lower()
    clauses = clauses_of(lowered)
    found: list[ParsedPreference] = []
    # "还是改成邮件吧" names no slot, but a value after 改成 says which slot it changes.
    changes = any(cue in lowered for cue in STRONG_CHANGE_CUES)
    for slot in SLOTS:
        if not changes and not _has_cue(lowered, slot):
            continue
        named = [m for m in mentions(lowered, slot, clauses) if not someone_else(lowered, m.start)]
        if not named:
            continue
        rejected = [m for m in named if negated(lowered, m.start, m.end, m.clause)]
        kept = [m for m in named if m not in rejected]
        chosen = next((m for m in kept if _after_cue(lowered, m)), None)
        confidence = CHOSEN_CONFIDENCE if chosen is not None else PLAIN_CONFIDENCE
        chosen = chosen or (kept[0] if kept else None)
        if chosen is not None:
            found.append(
                ParsedPreference(
                    slot.category, slot.key, chosen.canonical, Polarity.LIKE, confidence
                )
            )
        for value in dict.fromkeys(m.canonical for m in rejected):
            if chosen is None or value != chosen.canonical:
                found.append(
                    ParsedPreference(
                        slot.category, value.lower(), value, Polarity.DISLIKE, DISLIKE_CONFIDENCE
                    )
                )
    return found


def slot_values(sentence: str, canonicals: set[str]) -> set[str]:
    """The surfaces in `sentence` of the slot values `canonicals` (what the slots found there):
    the open like/dislike rules leave them alone."""
    lowered = sentence.lower()
    table = {surface: slot.values[surface] for slot in SLOTS for surface in slot.values}
    return {
        surface
        for surface in _all_surfaces()
        if table[surface] in canonicals and _pattern(surface).search(lowered)
    }
