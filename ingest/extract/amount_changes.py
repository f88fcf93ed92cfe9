"""Money limits said without their topic, and purchase approval limits.

A change of amount often leaves out what it is for, which an earlier sentence said:

    "一月份外卖花了一千一，超了好多。从二月开始改成600吧"   budget / 外卖 / "≤ 600 CNY"
    "Groceries under $500 a month. ... Actually, make it $450."  budget / groceries / "≤ 450 USD"

`MoneyTopics` follows the conversation's money topics (a budget stated, or spending on
something: 外卖花了, "spent $340 on eating out") and gives a bare change ("改成600吧", "make it
$250") the latest one. An approval limit is a slot of its own:

    "never buy anything over $100 without checking with me first"   budget / approval limit
    "超过500的东西先问我"                                            budget / approval limit

A question ("要不要降到500？") or a condition changes nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from graph.model import Polarity
from ingest.extract.amounts import find_amount, limit_text
from ingest.extract.parsed import ParsedPreference
from ingest.extract.statement import is_statement
from ingest.extract.types import Lang

BUDGET = "budget"
APPROVAL_KEY = "approval limit"
_CONFIDENCE = 0.8

_ZH_BARE_CHANGE = re.compile(
    "(?:改成|改为|改到|调成|调到|降到|降成|减到|压到|提到|涨到|加到|放宽到|改回|换成)"
    "(?:每个?月|一个月)?([¥￥]?\\d[\\d,]*(?:\\.\\d+)?(?:万|千|块钱|块|元)?)"
    "(?![\\d点号日月岁度个次%公排楼层人位份件杯分周天斤克米小时])"
)
_EN_BARE_CHANGE = re.compile(
    r"\b(?:make it|bump it(?: up)? to|raise it to|drop it(?: back)? to|cut it to|lower it to|"
    r"change it to|set it to|up it to|lift it to|reduce it to|increase it to|move it to)\s+"
    r"([$£€¥]\s?\d[\d,]*(?:\.\d+)?k?)(?!\s*(?:%|am|pm|percent))",
    re.IGNORECASE,
)
_ZH_SPEND_TOPIC = re.compile(
    "([\u4e00-\u9fff]{2,4}?)(?:又|就|一共|总共|已经)?(?:花了|花掉了?|超支了?|超了|的开销|的花费)"
)
_EN_SPEND_TOPIC = re.compile(
    r"\bspent\s+[^.;!?]{0,20}?\bon\s+(?:the\s+|my\s+)?([a-z]+(?:\s+out)?)"
    r"|\bdisaster for\s+([a-z]+(?:\s+out)?)"
    r"|\b(?:my|the)\s+([a-z]+(?:\s+out)?)\s+(?:bill|spending)\s+(?:was|came to|hit)\b",
    re.IGNORECASE,
)
_NOT_TOPICS = frozenset("一月 二月 三月 上个 上月 这个 今天 昨天 本月 这月 我 我们".split())
_EN_TOPIC_KEYS = {
    "grocery": "groceries", "groceries": "groceries", "food": "groceries",
    "eating out": "dining out", "dining out": "dining out", "dining": "dining out",
    "restaurants": "dining out", "takeout": "dining out",
}  # fmt: skip
_APPROVAL = re.compile(
    r"\bapproval limit\b|\bwithout (?:checking|asking|clearing it)(?: with| me)?\b|"
    r"\bmy (?:ok|okay|approval|sign-off)\b|\bcheck with me (?:first|before)\b|"
    r"\bask me (?:first|before)\b|"
    "先问我|先问一下我|先跟我确认|要我确认|经过我同意|我同意才|审批额度|审批上限",
    re.IGNORECASE,
)


@dataclass(slots=True)
class MoneyTopics:
    """The latest money topic of a conversation: a budget key, or what money was spent on."""

    _latest: str | None = None

    def read(
        self, sentence: str, lang: Lang, found: list[ParsedPreference]
    ) -> list[ParsedPreference]:
        """`found` (what the sentence rules read from `sentence`) with the approval limit or the
        bare change of amount the sentence states; notes the sentence's money topic."""
        stated = is_statement(sentence, lang)
        budgets = [p.key for p in found if p.category == BUDGET and p.key != "general"]
        added: list[ParsedPreference] = []
        approval = _approval_limit(sentence, lang) if stated else None
        if approval is not None:
            added.append(approval)
            found = [p for p in found if p.category != BUDGET]
        elif stated and not any(p.category == BUDGET for p in found) and self._latest:
            change = (_ZH_BARE_CHANGE if lang == "zh" else _EN_BARE_CHANGE).search(sentence)
            said = "" if change is None else change.group(1)
            amount = find_amount(said, _currency(lang)) if said else None
            if amount is not None:
                value = limit_text(said, amount)
                added.append(
                    ParsedPreference(BUDGET, self._latest, value, Polarity.NEUTRAL, _CONFIDENCE)
                )
        topic = budgets[-1] if budgets else _spend_topic(sentence, lang)
        if approval is not None:
            topic = APPROVAL_KEY
        if topic:
            self._latest = topic
        return found + added


def _currency(lang: Lang) -> str | None:
    return "CNY" if lang == "zh" else None


def _approval_limit(sentence: str, lang: Lang) -> ParsedPreference | None:
    if not _APPROVAL.search(sentence):
        return None
    amount = find_amount(sentence, _currency(lang))
    if amount is None:
        return None
    # "anything over $100 needs my OK": the limit is what may be bought without asking.
    value = "≤ " + limit_text(sentence, amount).lstrip("≤≥≈ ")
    return ParsedPreference(BUDGET, APPROVAL_KEY, value, Polarity.NEUTRAL, _CONFIDENCE)


def _spend_topic(sentence: str, lang: Lang) -> str | None:
    if lang == "zh":
        for match in _ZH_SPEND_TOPIC.finditer(sentence):
            thing = match.group(1)[-2:]
            if thing not in _NOT_TOPICS and not thing.endswith(("月", "份", "天", "周", "年")):
                return thing
        return None
    spent = _EN_SPEND_TOPIC.search(sentence)
    if spent is None:
        return None
    item = " ".join(next(g for g in spent.groups() if g).lower().split())
    return _EN_TOPIC_KEYS.get(item, item)
