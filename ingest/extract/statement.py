"""Whether a sentence states something about the user: not a question, hypothetical or
condition, not reported speech, not someone else's taste; and which values it negates.

    "should I switch to email?" / "要不要改成电话？"        a question: nothing
    "if it rains I'd rather drive" / "如果下雨的话…"          a condition: nothing
    "can you text me instead?" / "能帮我改成短信吗？"       a request: a statement
    "my wife loves spicy food" / "我老婆喜欢轻奢风"         someone else's: not the user's
    "别打电话" / "电话还是别打" / "don't call me"            a negated value: a dislike
    "no red-eyes if we can avoid them" / "可以的话靠窗"      a softener, not a condition
    "我在外包公司做测试，你觉得靠谱吗"                       a statement, then a question
    "这次不是出差，酒店就别订全季了" / "just this time"        one occasion: no preference
"""

from __future__ import annotations

import re
from itertools import pairwise

from ingest.extract.types import Lang

_EN_REQUEST = re.compile(
    r"^\s*(?:(?:ok(?:ay)?|hi|hey|so|and|also|actually|great|thanks)[,!.\s]+)*"
    r"(?:can|could|would|will) you\b|^\s*please\b",
    re.IGNORECASE,
)
_EN_NOT_STATEMENT = re.compile(
    r"\b(?:if|whether|wonder|wondering|suppose|imagine|should i|shall i|would it|"
    r"do you think|what if|maybe i should|thinking about|thinking of|considering)\b",
    re.IGNORECASE,
)
_ZH_REQUEST = re.compile("帮我|给我|请|麻烦")
_ZH_POLITE = re.compile("能不能|可不可以|能否|可以")
_ZH_NOT_STATEMENT = re.compile(
    "如果|要是|假如|假设|万一|是否|会不会|要不要|能不能|可不可以|是不是|考虑|想问|纠结"
)
_ZH_QUESTION_END = re.compile("[吗呢么嘛]?[？?]\\s*$|[吗呢]\\s*[。！!]?\\s*$")
_CLAUSE_EDGE = re.compile(r"[，,；;：:]|\s[-–—]\s|\bbut\b|\bthough\b|不过|但是|可是|但")
_OTHERS = (
    "my wife|my husband|my partner|my son|my daughter|my kids|my child|my friend|my friends|"
    "my mom|my mum|my dad|my mother|my father|my boss|my sister|my brother|my colleague|"
    r"\bhe\b|\bshe\b|\bthey\b|\bhis\b|\bher\b|\btheir\b|"
    "老婆|老公|妻子|丈夫|太太|先生|爱人|对象|男朋友|女朋友|儿子|女儿|孩子|朋友|同事|老板|你们|客服|"
    "爸爸|妈妈|我爸|我妈|父亲|母亲|哥哥|姐姐|弟弟|妹妹|他们|她们|(?<!其)他|她|室友|舍友|邻居|"
    "my roommate|my flatmate|my neighbou?r"
)
_OTHER_SUBJECT = re.compile(_OTHERS, re.IGNORECASE)
_OWN_SUBJECT = re.compile(
    r"\bi\b|\bi'm\b|我自己|(?<![给帮对跟让叫把和被])我(?!老|爸|妈|的?(?:儿|女|孩|朋|同))"
)
_NEGATION_BEFORE = re.compile(
    r"(?:别|不要|不用|不想|不能|不(?![过错少久然管])|没|勿|讨厌|不喜欢|受不了|拒绝|"
    r"\bdon't|\bdo not|\bno\b|\bnever\b|\bnot\b|\bstop\b|\bhate\b|\bdislike\b|\bnothing\b|"
    r"\bwithout\b|\bavoid\b|\bcan't stand\b|\binstead of\b|\brather than\b|\bnot by\b|"
    r"\bnot a fan of\b|\bcan't eat\b|\bcannot eat\b|\bthan\b|\bdone with\b|\bover\b|"
    r"吃不了|而不是|不再|别再|受够了)[^，,；;]{0,8}$",
    re.IGNORECASE,
)
_NEGATION_AFTER = re.compile(
    r"^\s*(?:的)?(?:我|还是|也|就|都|千万|可)*(?:别|不要|不用|不行|免了|就算了|不考虑|不喜欢|受不了|不坐|不吃|不喝)"
    r"|^\s*(?:is|are)?\s*(?:a\s+)?(?:no-go|out|off the table)\b",
    re.IGNORECASE,
)
_SOFTENER = re.compile(
    r",?\s*\b(?:if (?:at all )?possible|if (?:we|i|you) can(?: help it| avoid (?:it|them|that))?"
    r"|if you don't mind|if that's (?:ok|okay|alright|fine|possible)|where possible"
    r"|when(?:ever)? possible|if it's (?:ok|okay|possible))\b"
    "|(?:如果|要是)?(?:可以|可能|方便|能避开)的话[，,]?|(?:如果|要是)(?:可以|方便)[，,]",
    re.IGNORECASE,
)
"""Politeness that hedges a preference without making it a condition."""
_ONE_OFF = re.compile(
    r"这次|这回|这一次|这趟|本次|仅此一次|\bthis time\b|\bthis trip\b|\bjust this once\b"
    r"|\bfor this (?:one|trip|booking|order)\b",
    re.IGNORECASE,
)
_STANDING = re.compile(
    r"以后|今后|从现在起|从今往后|一直|每次|都|换了|买了|\bfrom now on\b|\balways\b|\bevery time\b"
    r"|\bswitched\b|\bbought\b"
    r"|\bgoing forward\b|\bin future\b|\bin the future\b",
    re.IGNORECASE,
)
_QUESTION_EDGE = re.compile("[，,；;]")
_NEGATION_REACH = 14
_SUBJECT_REACH = 40


_CONTACT_CONDITION = re.compile(
    r"\bif (?:you|they) (?:ever )?(?:need|want|have) to\s+"
    r"(?=(?:ring|call|phone|text|email|e-mail|message|contact|reach)\s+me\b)"
    "|(?:如果|要是)(?:你们?)?(?:需要|要|想)(?=(?:联系|打电话给|打给|通知|找)我的话)",
    re.IGNORECASE,
)
"""The agent's need to reach the user only says when the instruction applies: "If you need to
ring me, mornings before 10 only" states how to ring them."""
_CONTACT_CONDITION_END = re.compile("(?<=我)的话")


def without_softeners(sentence: str) -> str:
    """`sentence` without its hedges ("if we can avoid them", 可以的话, "if you need to ring
    me"): they do not make it a condition."""
    unhedged = _CONTACT_CONDITION.sub("", sentence)
    if unhedged != sentence:
        unhedged = _CONTACT_CONDITION_END.sub("", unhedged, count=1)
    return _SOFTENER.sub("", unhedged)


def one_off(sentence: str) -> bool:
    """Whether `sentence` is about one occasion only ("这次不是出差，酒店就别订全季了", "just this
    time, book a window seat"): no standing preference, unless it says so (以后, "from now on")
    or tells of a change made (这次换了台MacBook)."""
    return bool(_ONE_OFF.search(sentence)) and not _STANDING.search(sentence)


def stated_part(sentence: str, lang: Lang) -> str:
    """The statement before a trailing question: "我在一家外包公司做测试三年了，你觉得靠谱吗" states
    the job, "I'm a nurse at Kaiser, is that realistic?" too. A sentence that is a question as a
    whole, or a condition, stays as it is."""
    if is_statement(sentence, lang):
        return sentence
    edges = [m.start() for m in _QUESTION_EDGE.finditer(sentence)]
    if not edges:
        return sentence
    head = sentence[: edges[-1]]
    return head if is_statement(head, lang) else sentence


def is_statement(sentence: str, lang: Lang) -> bool:
    """Whether `sentence` can state a fact about its speaker."""
    text = sentence.strip()
    if lang == "zh":
        if _ZH_POLITE.search(text) and _ZH_REQUEST.search(text):
            # "能不能像上次那样，别给我打电话": a request, stated as a question.
            text = _ZH_POLITE.sub("", text)
        if _ZH_NOT_STATEMENT.search(text):
            return False
        return not _ZH_QUESTION_END.search(text) or bool(_ZH_REQUEST.search(text))
    if _EN_NOT_STATEMENT.search(text):
        return False
    return not text.endswith("?") or bool(_EN_REQUEST.search(text))


def clauses_of(lowered: str) -> list[tuple[int, int]]:
    """(start, end) of each clause of a sentence, without the connector between them."""
    edges = [(0, 0), *((m.start(), m.end()) for m in _CLAUSE_EDGE.finditer(lowered))]
    edges.append((len(lowered), len(lowered)))
    return [(left[1], right[0]) for left, right in pairwise(edges) if left[1] < right[0]]


def someone_else(lowered: str, position: int, clause: tuple[int, int] | None = None) -> bool:
    """Whether the clause up to `position` has another person as its subject and not the user
    ("my wife loves", 我老婆倒是喜欢). Only the last 40 characters are read."""
    start = clause[0] if clause is not None else _clause_start(lowered, position)
    before = lowered[max(start, position - _SUBJECT_REACH) : position]
    other = _OTHER_SUBJECT.search(before)
    if other is None:
        return False
    own = [m.start() for m in _OWN_SUBJECT.finditer(before)]
    return not own or max(own) < other.start()


def _clause_start(lowered: str, position: int) -> int:
    low = max(0, position - _SUBJECT_REACH)
    edges = [m.end() for m in _CLAUSE_EDGE.finditer(lowered, low, position)]
    return edges[-1] if edges else low


def negated(lowered: str, start: int, end: int, clause: tuple[int, int]) -> bool:
    """Whether the value at [start, end) is negated inside its clause."""
    before = lowered[max(clause[0], start - _NEGATION_REACH) : start]
    after = lowered[end : min(clause[1], end + _NEGATION_REACH)]
    return bool(_NEGATION_BEFORE.search(before) or _NEGATION_AFTER.search(after))
