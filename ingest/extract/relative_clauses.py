"""A clause whose subject carries its own dated event: two events, each with its own time.

    "我上周买的那台空气净化器到现在还没发货"   买 (上周) + 未发货 (now)
    "我前天收到的那件风衣太小了"              收到 (前天) + 太小 (now)
    "the running shoes I ordered last Thursday came today"   ordered (last Thursday) + came (today)

The time phrase inside the relative clause belongs to its verb, not to the main predicate, which
is timed by its own phrase or by the turn. A clause is split only when the relative part holds a
time phrase and is closed by 的 + a demonstrative or classifier (Chinese), or by the phrase's end
and a verb (English); anything else stays one clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.extract.types import Lang
from ingest.extract.verbs_en import is_past

Span = tuple[int, int]

_ZH_HEAD = re.compile("的(?=[那这][一]?[个台件双辆本张只条位家套份部块款盒箱]|[那这]些)")
_ZH_NOUN = re.compile("[那这][一]?.[^到还已太又坏没被就很挺都也才，,]{0,10}")
_EN_DETERMINER = re.compile(r"(?:the|my|our|that|those|these|this)\s", re.IGNORECASE)
_EN_SUBJECT = re.compile(r"\b(?:I|we)\s+(?:just\s+)?([A-Za-z]+)\b")
_EN_MAIN = re.compile(r"\s*([A-Za-z']+)")
_EN_MAIN_VERBS = frozenset("is was are were has have had got still never finally just".split())
_MAX_NOUN_PHRASE = 40


@dataclass(frozen=True, slots=True)
class Part:
    """One event's text, its time phrases (offsets in `text`) and the clause region
    [start, end) it was taken from; `own_time` is False for the main part, whose time must not
    come from the relative part."""

    text: str
    spans: list[Span]
    start: int
    end: int
    relative: bool
    summary: str = ""
    """What the event says, when more than `text` ("我上周买的那台空气净化器")."""


def relative_parts(text: str, lang: Lang, spans: list[Span]) -> list[Part] | None:
    """The relative part and the main part of `text`, or None when it has no dated relative
    clause. `spans` are the clause's time phrases (offsets in `text`)."""
    return _zh(text, spans) if lang == "zh" else _en(text, spans)


def _zh(text: str, spans: list[Span]) -> list[Part] | None:
    head = _ZH_HEAD.search(text)
    if head is None:
        return None
    cut = head.end()
    inside = [span for span in spans if span[1] <= cut]
    if not inside:
        return None
    rest = [(s - cut, e - cut) for s, e in spans if s >= cut]
    noun = _ZH_NOUN.match(text, cut)
    summary = text[: noun.end()] if noun is not None else text[:cut]
    return [
        Part(text[:cut], inside, 0, cut, True, summary),
        Part(text[cut:], rest, cut, len(text), False),
    ]


def _en(text: str, spans: list[Span]) -> list[Part] | None:
    if not _EN_DETERMINER.match(text):
        return None
    subject = _EN_SUBJECT.search(text, 0, _MAX_NOUN_PHRASE + 10)
    if subject is None or not is_past(subject.group(1).lower()):
        return None
    for left, right in spans:
        if left < subject.end():
            continue
        following = _EN_MAIN.match(text, right)
        if following is None:
            return None
        word = following.group(1).lower()
        if not (is_past(word) or word in _EN_MAIN_VERBS):
            return None
        noun = text[: subject.start()].rstrip()
        noun = re.sub(r"\s+(?:that|which)$", "", noun)
        main = f"{noun} {text[right:].lstrip()}"
        shift = len(noun) + 1 - (right + (len(text[right:]) - len(text[right:].lstrip())))
        rest = [(s + shift, e + shift) for s, e in spans if s >= right]
        inside = [span for span in spans if span[1] <= right]
        return [
            Part(text[:right], inside, 0, right, True),
            Part(main, rest, right, len(text), False),
        ]
    return None
