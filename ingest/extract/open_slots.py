"""Slots whose value is open: where the user lives, their address, employer and role, an
allergy, a clothing size. Each is a pattern whose group is the value, in English and Chinese.

    "现在住新北市板桥区文化路二段88号"       location / address / "新北市板桥区文化路二段88号"
    "we moved to Bristol two weeks ago"      location / city / "Bristol"
    "我花生过敏" / "I'm allergic to cashews"  diet / allergy / "花生" / "cashews"
    "I just started at Kontor as a designer" work / employer / "Kontor", work / role / "designer"
    "我上衣一般穿L" / "I'm normally a 10"      clothing / size / "L" / "10"
    "以后称呼我陈经理" / "call me Sam"           identity / name / "陈经理" / "Sam"
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from graph.model import Polarity
from ingest.extract.family_facts import family_preferences
from ingest.extract.parsed import ParsedPreference


@dataclass(frozen=True, slots=True)
class OpenSlot:
    category: str
    key: str
    pattern: re.Pattern[str]
    confidence: float = 0.85


_ZH_PLACE_TAIL = (
    "[\u4e00-\u9fff0-9A-Za-z]{0,20}?(?:路|街|道|号|弄|巷|村|小区|大厦|公寓|花园|苑|栋|室)"
)
# "复兴南路那个吗": the rest of an address stops at a pointing word or a question particle.
_ZH_PLACE_REST = "(?:(?![那这吗呢吧的])[0-9A-Za-z\u4e00-\u9fff]){0,20}"
_EMAIL = r"(?<![\w.+-])([\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)"
_EN_STREET = (
    r"\d{1,5}\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}\s+"
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Boulevard|Blvd|"
    r"Terrace|Close|Crescent)\b(?:,?\s+(?:Apt|Unit|Flat|Suite)\.?\s*\w+)?(?:,\s*[A-Z][\w'-]+)?"
)
_ZH_ROLE_MOD = "[\u4e00-\u9fff]{0,6}?"
_ZH_ROLE = (
    "(?:经理|工程师|设计师|分析师|专员|主管|总监|助理|顾问|老师|教师|护士|医生|会计|律师|运营|测试|"
    "开发|程序员|销售|编辑|记者)"
)
_EN_ORG = r"([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})"
_CITY_EN = r"([A-Z][a-zà-ÿ]+(?:[\s-][A-Z][a-zà-ÿ]+)?)"
_NAME_EN = (
    r"((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?"
    r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow|Tonight)\b)"
    r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
)

OPEN_SLOTS: tuple[OpenSlot, ...] = (
    OpenSlot(
        "identity", "name",
        re.compile(
            "(?:称呼我|(?:以后|直接|就|可以|请|你|都)(?:叫|喊)我|称呼(?:也)?(?:改成|改为|换成|改叫|用))"
            "(?:名字|全名)?([\u4e00-\u9fffA-Za-z·]{1,8}?)"
            "(?:就行|就好|就可以|即可|吧|了|，|,|。|！|!|$)"
        ),
    ),
    OpenSlot(
        "identity", "name",
        re.compile(
            r"\b(?:[Cc]all me|[Aa]ddress me as|[Rr]efer to me as|I go by|[Mm]y (?:\w+ )?name is"
            r"(?: now)?|[Uu]se my (?:\w+ )?name(?: now)?\s*[:,-]?)\s+" + _NAME_EN
        ),
    ),
    OpenSlot(
        "location", "address",
        re.compile(
            f"(?:住在|住|地址是|地址改成|地址改为|地址还是|地址用|寄到|送到|搬到了|搬到|搬去)"
            f"([\u4e00-\u9fff]{{2,12}}?(?:市|区|县)?{_ZH_PLACE_TAIL}{_ZH_PLACE_REST})"
        ),
    ),
    OpenSlot("location", "address", re.compile(f"({_EN_STREET})")),
    OpenSlot("contact", "email", re.compile(_EMAIL)),
    OpenSlot(
        "notification", "alert threshold",
        re.compile(
            r"(\d{1,3}\s?%)\s+(?:alerts?|warnings?|notifications?|reminders?)\b"
            r"|\b(?:alert|warn|notify|ping|tell)\s+me\s+"
            r"(?:at|when\s+(?:I|we)\s+(?:hit|reach|get to|pass))\s+(\d{1,3}\s?%)"
            r"|(?:到|超过|达到|用到|花到)(?:预算的?)?(\d{1,3}\s?%|百分之[一二三四五六七八九十]+)"
            "(?:的时候)?就?(?:提醒|通知|告诉)",
            re.IGNORECASE,
        ),
    ),
    OpenSlot(
        "location", "city",
        re.compile(
            "(?:搬到了|搬到|搬去了|搬去|搬回|定居在|定居|调到了|调到|住在|落户)"
            "([\u4e00-\u9fff]{2,3}?)(?:市|了|，|,|。|工作|上班|定居|来|去|$)"
        ),
    ),
    OpenSlot(
        "location", "city",
        re.compile(
            r"\b(?:moved|moving|relocated|relocating|relocate|move)\s+(?:back\s+)?(?:to|into)\s+"
            + _CITY_EN
            + r"|\b(?:I|we)\s+(?:now\s+)?live\s+in\s+"
            + _CITY_EN
        ),
    ),
    OpenSlot(
        "location", "city",
        re.compile(
            r"\bmy\s+(?:new\s+)?(?:flat|house|apartment|place|home|condo)\s+in\s+" + _CITY_EN
            + r"|\b(?:here|based|living)\s+in\s+" + _CITY_EN
            + r"|\b(?:find|found|get|got|rent|rented|need)\s+(?:a|an)\s+(?:new\s+)?"
            r"(?:flat|house|apartment|place|condo)\s+in\s+" + _CITY_EN
        ),
        0.75,
    ),
    OpenSlot(
        "location", "city",
        re.compile("(?:在|去了|去)([\u4e00-\u9fff]{2,3}?)(?:市)?(?:的)?一家[\u4e00-\u9fff]{2,10}?公司"),
        0.8,
    ),
    OpenSlot(
        "work", "employer",
        re.compile("(?:在|去了|去)[\u4e00-\u9fff]{0,3}?(?:市)?(?:的)?一家([\u4e00-\u9fff]{2,10}?公司)"),
        0.8,
    ),
    OpenSlot(
        "work", "employer",
        re.compile("(?:是|入职|进了|去了|跳槽到)一家((?:做)?[\u4e00-\u9fffA-Za-z]{2,12}?的?公司)"),
        0.8,
    ),
    OpenSlot(
        "work", "role",
        re.compile(
            "公司(?:做|当|干)([\u4e00-\u9fffA-Za-z]{2,8}?)"
            "(?:工作|岗位|的|，|,|。|$|[一二三四五六七八九十两几0-9]+(?:年|个月))"
        ),
        0.8,
    ),
    OpenSlot(
        "work", "employer",
        re.compile("(?:^|[，,])一家((?:做)?[\u4e00-\u9fffA-Za-z]{2,12}?的?公司)[，,]"),
        0.75,
    ),
    OpenSlot(
        "work", "role",
        re.compile(f"(?:公司|offer)[，,：:]?\\s*((?:{_ZH_ROLE_MOD})?{_ZH_ROLE})(?=[，,。；;]|$)"),
        0.75,
    ),
    OpenSlot(
        "diet", "allergy",
        re.compile("(?:对)?([\u4e00-\u9fff]{1,4}?)(?:严重)?过敏|过敏(?:源)?(?:是|：|:)([\u4e00-\u9fff]{1,4})"),
        0.9,
    ),
    OpenSlot(
        "diet", "allergy",
        re.compile(
            r"\ballergic\s+to\s+([a-z][a-z -]{1,30}?)(?=[,.;!]|$|\s+(?:and|so|but)\b)"
            r"|\b([a-z]+(?:\s[a-z]+)?)\s+allergy\b",
            re.IGNORECASE,
        ),
        0.9,
    ),
    OpenSlot(
        "work", "employer",
        re.compile(
            r"\b(?:I|I've|I have)\s+(?:just\s+)?(?:joined\s+|(?:started|work|am working|now work|"
            r"got a job|accepted an offer|took a job|start)\s+(?:at|with|for)\s+)"
            r"([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})"
        ),
    ),
    OpenSlot(
        "work", "employer",
        re.compile(
            r"\b(?:offer|position|job|role)\s+(?:from|at|with)\s+" + _EN_ORG
            + r"|\b(?:[Ff]irst|[Ss]econd)\s+(?:day|week|month)\s+at\s+" + _EN_ORG
            + r"|\bI(?:'ve|\s+have)?\s+been\s+(?:a|an)\s+[\w -]{2,30}?\s+(?:at|with)\s+" + _EN_ORG
            + r"|\b(?:my\s+)?notice\s+(?:at|to)\s+" + _EN_ORG
        ),
        0.8,
    ),
    OpenSlot(
        "work", "role",
        re.compile(
            r"\bI(?:'ve|\s+have)?\s+been\s+(?:a|an)\s+((?:[A-Z]{2,3}\s+)?[a-z][a-z -]{2,30}?)"
            r"\s+(?:at|with|for)\s+[A-Z]"
            r"|\b(?:offer|position|job|role)\b[^,.;!?]{0,40}?\bas\s+(?:a|an)\s+"
            r"([a-z][a-z -]{2,40}?)"
            r"(?=[,.;!]|$|\s+(?:at|for|with|in|and|so|but|now|starting)\b)"
        ),
        0.8,
    ),
    OpenSlot(
        "work", "role",
        re.compile(
            r"\b(?:work(?:ing)?|started|hired|job)\s+as\s+(?:a|an)\s+([a-z][a-z -]{2,40}?)"
            r"(?=[,.;!]|$|\s+(?:at|for|with|in|and|so|but|now)\b)",
            re.IGNORECASE,
        ),
    ),
    OpenSlot(
        "clothing", "size",
        re.compile(
            r"(?:穿|尺码是?|码数是?|尺寸是?)\s*((?:X{0,3}S|M|X{0,3}L|\d{2,3}(?:\.5)?))(?:码|号)?"
            r"(?![A-Za-z])"
        ),
    ),
    OpenSlot(
        "clothing", "size",
        re.compile(
            r"\bI(?:'m| am)\s+(?:normally|usually|always|typically)?\s*(?:a\s+)?(?:size\s+)?"
            r"(\d{1,2}(?:\.5)?|X{0,3}S|M|X{0,3}L)\b(?!\s*(?:years?|am|pm|kg|lbs?|%))"
            r"|\bI\s+(?:normally\s+|usually\s+)?wear\s+(?:a\s+)?(?:size\s+)?(\d{1,2}(?:\.5)?|X{0,3}S|M|X{0,3}L)\b"
        ),
    ),
)  # fmt: skip

_TRIM = re.compile(r"(?:了|的|啊|呀|吧|哦)+$")


def open_slot_preferences(sentence: str) -> list[ParsedPreference]:
    """The open-slot preferences `sentence` states, one per (category, key)."""
    found: dict[tuple[str, str], ParsedPreference] = {}
    for slot in OPEN_SLOTS:
        if (slot.category, slot.key) in found:
            continue
        match = slot.pattern.search(sentence)
        if match is None:
            continue
        value = next((group for group in match.groups() if group), "")
        value = _TRIM.sub("", value.strip(" ,.;:!，。：")).strip().removeprefix("我")
        if len(value) < 1 or value in {"我", "这", "那", "这里", "那里"}:
            continue
        found[(slot.category, slot.key)] = ParsedPreference(
            slot.category, slot.key, value, Polarity.NEUTRAL, slot.confidence
        )
    for fact in family_preferences(sentence):
        found[(fact.category, fact.key)] = fact
    if ("location", "address") in found:
        # An address names its city as well: the city slot would only repeat part of it.
        found.pop(("location", "city"), None)
    return list(found.values())


def without_call_channel(found: list[ParsedPreference]) -> list[ParsedPreference]:
    """ "call me Dr. Lee" names the user: it does not ask for phone calls."""
    if not any((p.category, p.key) == ("identity", "name") for p in found):
        return found
    phone = ("notification", "channel", "phone")
    return [p for p in found if (p.category, p.key, p.value) != phone]


def with_channel_address(found: list[ParsedPreference]) -> list[ParsedPreference]:
    """ "以后通知都发我邮箱吧：x@163.com": the address belongs to the e-mail channel chosen in
    the same sentence, not to a second entry."""
    email = next((p for p in found if (p.category, p.key) == ("contact", "email")), None)
    if email is None or not any(
        (p.category, p.key, p.value) == ("notification", "channel", "email") for p in found
    ):
        return found
    return [
        replace(p, value=f"email {email.value}")
        if (p.category, p.key, p.value) == ("notification", "channel", "email")
        else p
        for p in found
        if p is not email
    ]
