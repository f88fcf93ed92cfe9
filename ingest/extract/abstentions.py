"""What the user gives up or cuts down on: a dislike keyed by the thing.

    "I've also cut way down on salt"          salt / "less salt"
    "I quit sugar last month"                 sugar / "no sugar"
    "我打算把奶茶和甜点都戒了"                奶茶 / "戒奶茶", 甜点 / "戒甜点"
    "我戒烟了"                                烟 / "戒烟"

Someone else's habit ("my husband gave up meat") is none of the user's.
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.categories import categorise
from ingest.extract.parsed import ParsedPreference
from ingest.extract.statement import someone_else

_CONFIDENCE = 0.8
_EN_LESS = re.compile(
    r"\b(?:cut(?:ting)?|cutting)\s+(?:way\s+|right\s+)?(?:down|back)\s+on\s+"
    r"(?:the\s+|my\s+)?([a-z][a-z -]{1,25}?)(?=[,.;!?]|$|\s+(?:and|because|since|for|now)\b)",
    re.IGNORECASE,
)
_EN_NONE = re.compile(
    r"\b(?:cut out|given up|gave up|quit|quitting|stopped (?:eating|drinking|having)|"
    r"giving up)\s+(?:the\s+|my\s+)?([a-z][a-z -]{1,25}?)"
    r"(?=[,.;!?]|$|\s+(?:and|because|since|for|last|this|a few|two|three|altogether)\b)",
    re.IGNORECASE,
)
_EN_OWN = re.compile(r"\bI(?:'ve| have| am|'m)?\b", re.IGNORECASE)
_ZH_QUIT = re.compile(
    "把([\u4e00-\u9fff、]{1,12}?)(?:都|也|全|全都)?(?:戒了|戒掉了?|戒掉|戒)|"
    "(?:戒了|戒掉了?)([\u4e00-\u9fff]{1,4})|我戒([\u4e00-\u9fff]{1,2})了"
)
_ZH_SPLIT = re.compile("、|和|跟|与|以及")
_EN_NOT_ITEMS = frozenset("it that this them work smoking job".split())


def abstention_preferences(sentence: str) -> list[ParsedPreference]:
    """The things `sentence` says the user gives up or cuts down on."""
    lowered = sentence.lower()
    zh = _ZH_QUIT.search(sentence)
    if zh is not None and not someone_else(lowered, zh.start()):
        items = [i.strip() for i in _ZH_SPLIT.split(next(g for g in zh.groups() if g))]
        return [_dislike(item, f"戒{item}") for item in items if item][:3]
    for pattern, word in ((_EN_LESS, "less"), (_EN_NONE, "no")):
        match = pattern.search(sentence)
        if match is None or someone_else(lowered, match.start()):
            continue
        if not _EN_OWN.search(sentence[: match.start()]):
            continue  # "the shop cut back on staff": the user must be the one
        item = " ".join(match.group(1).lower().split())
        if item in _EN_NOT_ITEMS:
            continue
        return [_dislike(item, f"{word} {item}")]
    return []


def _dislike(item: str, value: str) -> ParsedPreference:
    category = categorise(item)
    return ParsedPreference(
        "diet" if category == "general" else category, item, value, Polarity.DISLIKE, _CONFIDENCE
    )
