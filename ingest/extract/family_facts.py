"""Facts about the people around the user, keyed by the person, never the user's own:

"我的大儿子今年刚上小学一年级"                     family / 大儿子 / "刚上小学一年级"
"my son Eli loves Korean BBQ"                   family / son / "Eli loves Korean BBQ"
"Maya was diagnosed with a peanut allergy"      family / maya / "was diagnosed with a peanut…"
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference

_TRIM = re.compile(r"(?:了|的|啊|呀|吧|哦)+$")

_ZH_MEMBER = (
    "(?:大|小|二|三)?(?:儿子|女儿|孩子|闺女|宝宝)|老婆|老公|妻子|丈夫|太太|爱人|对象|男朋友|女朋友|"
    "爸爸|妈妈|我爸|我妈|父亲|母亲|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|外婆|外公"
)
_ZH_FAMILY = re.compile(
    f"我(?:的|家)?({_ZH_MEMBER})([一-鿿]{{0,3}}?)(?:今年|现在|已经|最近)?"
    "((?:刚|在|是|喜欢|爱|不吃|不能|对|上|读|要|会|开始|属)[^，。！；,.!;？?]{1,24})"
)
_EN_MEMBER = (
    r"(?:(?:older|younger|eldest|oldest|little|big|youngest)\s+)?"
    r"(?:son|daughter|wife|husband|partner|kids?|mom|mum|mother|dad|father|sister|brother|"
    r"boyfriend|girlfriend|baby)"
)
_EN_FAMILY = re.compile(
    rf"\b[Mm]y\s+({_EN_MEMBER})(?:,?\s+([A-Z][a-z]+),?)?\s+"
    r"((?:is|has|just|loves|likes|hates|can't|cannot|started|starts|goes|will|was|eats|"
    r"doesn't|won't|turned|turns)\b[^.;!?]{2,70})"
)


def family_preferences(sentence: str) -> list[ParsedPreference]:
    """A family member's fact, keyed by the member: "我的大儿子今年刚上小学一年级" →
    family / 大儿子 / "刚上小学一年级"; "my son Eli loves Korean BBQ" → family / son /
    "Eli loves Korean BBQ"."""
    zh = _ZH_FAMILY.search(sentence)
    if zh is not None:
        member = zh.group(1)
        value = _TRIM.sub("", f"{zh.group(2)}{zh.group(3)}").strip()
        return [ParsedPreference("family", member, value, Polarity.NEUTRAL, 0.8)]
    en = _EN_FAMILY.search(sentence)
    if en is not None:
        member = " ".join(en.group(1).lower().split())
        value = " ".join(filter(None, [en.group(2), en.group(3).strip()]))
        return [ParsedPreference("family", member, value, Polarity.NEUTRAL, 0.8)]
    return []


_NAMED_SUBJECT = re.compile(
    r"^\s*(?:(?:And|So|Also|Oh|Well|Btw|Update),?\s+)?([A-Z][a-z]{2,})\s+"
    r"((?:was|is|has|had|just|got|loves|likes|hates|started|starts|turned|turns|can't|cannot|"
    r"won't|doesn't|eats|needs|graduated|moved|gets)\b[^.;!?]{2,70})"
)
_NOT_NAMES = frozenset(
    "This That These Those There Here It The They We She He You Your My Our Their Thanks Today "
    "Yesterday Tomorrow Everything Nothing Someone Something Everyone Nobody Monday Tuesday "
    "Wednesday Thursday Friday Saturday Sunday January February March April May June July "
    "August September October November December What When Where Which Who Why How Dinner Lunch "
    "Breakfast Work Traffic Delivery Shipping Refund Order Payment".split()
)


def named_person_fact(sentence: str) -> list[ParsedPreference]:
    """A fact whose subject is a person named by a first name ("Maya was diagnosed with a
    peanut allergy", "Eli starts at Ohio State"): keyed by the name, not the user's."""
    match = _NAMED_SUBJECT.match(sentence)
    if match is None or match.group(1) in _NOT_NAMES:
        return []
    value = match.group(2).strip(" ,")
    return [ParsedPreference("family", match.group(1).lower(), value, Polarity.NEUTRAL, 0.75)]
