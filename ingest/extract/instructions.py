"""Standing instructions: what the user wants done every time, keyed by the head of its object.

    "always go for the fastest repair option"             repair option / "fastest repair option"
    "next time, book a proper hotel at least every third night"
                                                           hotel / "proper hotel at least every…"
    "以后都帮我订经济型酒店"                               酒店 / "经济型酒店"

The key drops the object's qualifiers ("fastest", "proper", 经济型), so a later "always book a
cheap hotel" supersedes the earlier choice of hotel; the value keeps them, since they are what
was preferred. A one-off request ("book a hotel for Friday") is none: a standing word (always,
next time, from now on, 以后都, 每次) has to say so.

Who should serve the user is keyed by the role:

    "想要女教练，男教练我会有点不自在"   service / 教练 / "女教练"
    "I'd prefer a female doctor"         service / doctor / "female doctor"
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.categories import categorise
from ingest.extract.parsed import ParsedPreference
from ingest.extract.statement import someone_else

_CONFIDENCE = 0.75
_EN_INSTRUCTION = re.compile(
    r"\b(?:always|from now on|next time|in future|in the future|going forward|every time)\b,?\s+"
    r"(?:please\s+)?(?:just\s+)?"
    r"(?:go for|go with|book|choose|pick|get|order|reserve|opt for|stick with|use)\s+"
    r"(?:me\s+|us\s+)?(?:a|an|the|some)?\s*(?!(?:up|out|off|back|down|over|away)\b)"
    r"([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)"
    r"(?P<tail>\s+(?:at least|at most|every|each|for|with|on|in|near|when|whenever|even|if|"
    r"unless|so|because|instead)\b[^,.;!?]{0,40})?(?=\s*[,.;!?]|\s*$|\s+please\b)",
    re.IGNORECASE,
)
_ZH_INSTRUCTION = re.compile(
    "(?:以后|今后|下次|每次)(?:都|也|还是|就)*(?:帮我|给我|替我)?"
    "(?:订|预订|选|买|约|安排|叫|点)([\u4e00-\u9fff]{1,4}?的?)"
    "(酒店|民宿|航班|机票|座位|房间|餐厅|车型|快递|外卖|套餐|维修|方案|课)"
)
_EN_QUALIFIERS = re.compile(
    r"^(?:(?:\w+est|proper|real|good|nice|cheap|cheaper|expensive|decent|quick|quicker|fast|"
    r"faster|small|smaller|big|bigger|quiet|quieter|basic|premium|standard|economy|budget|"
    r"luxury|same|usual|new|local|direct|nonstop|early|late|earlier|later)\s+)+",
    re.IGNORECASE,
)
_EN_NEGATED = re.compile(r"(?:n't|\bnot|\bnever|\bcannot)\s*$", re.IGNORECASE)
_NOT_HEADS = frozenset("one ones it that this thing things option same usual".split())
_TRAVEL = frozenset(
    "hotel hotels room rooms flight flights seat seats 酒店 民宿 航班 机票 座位 房间".split()
)


_ROLES_ZH = "教练|私教|医生|司机|老师|师傅|护士|律师|理发师|按摩师|家教|保姆|月嫂|客服|导游"
_ROLES_EN = (
    "coach|trainer|doctor|driver|teacher|tutor|dentist|therapist|physio|instructor|nurse|"
    "stylist|barber|guide|nanny|agent"
)
_ZH_PROVIDER = re.compile(
    f"(?<!不)(?:想要|要|希望是|最好是|只要|想找|找|换成|换)(?:一个|一位|个|位)?(女|男)的?({_ROLES_ZH})"
)
_EN_PROVIDER = re.compile(
    r"\b(?:want|prefer|I'd like|I would like|I'd rather have|looking for|need|only)\s+"
    rf"(?:a|an)?\s*(female|male|woman|man|women|men)\s+({_ROLES_EN})s?\b",
    re.IGNORECASE,
)
_GENDER_EN = {"woman": "female", "women": "female", "man": "male", "men": "male"}


def instruction_preferences(sentence: str) -> list[ParsedPreference]:
    """The standing instruction `sentence` gives, or who should serve the user, or []."""
    lowered = sentence.lower()
    provider = _ZH_PROVIDER.search(sentence) or _EN_PROVIDER.search(sentence)
    if provider is not None and not someone_else(lowered, provider.start()):
        gender, role = provider.group(1).lower(), provider.group(2).lower()
        gender = _GENDER_EN.get(gender, gender)
        value = f"{gender} {role}" if role.isascii() else f"{gender}{role}"
        return [ParsedPreference("service", role, value, Polarity.LIKE, _CONFIDENCE)]
    en = _EN_INSTRUCTION.search(sentence)
    if (
        en is not None
        and not _EN_NEGATED.search(sentence[max(0, en.start() - 12) : en.start()])
        and not someone_else(lowered, en.start())
    ):
        thing = " ".join(en.group(1).lower().split())
        head = _EN_QUALIFIERS.sub("", thing)
        if not head or head in _NOT_HEADS:
            return []
        value = thing + (en.group("tail") or "").rstrip()
        return [ParsedPreference(_category(head), head, value, Polarity.LIKE, _CONFIDENCE)]
    zh = _ZH_INSTRUCTION.search(sentence)
    if zh is not None and not someone_else(lowered, zh.start()):
        head = zh.group(2)
        value = zh.group(1).removesuffix("的") + head
        return [ParsedPreference(_category(head), head, value, Polarity.LIKE, _CONFIDENCE)]
    return []


def _category(head: str) -> str:
    """The head's category; 酒店 is a place to stay, whatever its 酒 says."""
    return "travel" if head.split()[-1] in _TRAVEL else categorise(head)
