"""Facts about the people around the user, keyed to the person and one aspect of them.

A person is introduced once ("我女儿朵朵", "my son Eli", "my mum") and then spoken of by name,
by a bare kinship word (宝宝, "Mum") or by a pronoun (她, "he"). `PeopleInContext` follows the
people of a conversation, turn by turn, so that a later sentence's fact is keyed to the person it
is about, never to the user:

    "我女儿朵朵六岁，现在上幼儿园大班"       family / 朵朵 school / "幼儿园大班"
    "她超级迷恐龙" (朵朵 just named)          family / 朵朵 likes / "恐龙"
    "我爸吃素"                               family / 爸 diet / "素食"
    "My son Eli ... He starts at Ohio State"  family / eli school / "Ohio State"
    "Mum's settled in at Elm House"           family / mum home / "Elm House"

The key is `<person> <aspect>`, so a new value of one aspect supersedes the old one (幼儿园 →
小学, Norwich → Elm House) while the person's other facts stay. A pronoun resolves only to a
family member named in this turn or the two user turns before it, of a matching gender; anyone
else named in between (a colleague, the coach) takes the pronoun away. Plans (就要上小学),
questions and conditions state no fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference
from ingest.extract.statement import is_statement
from ingest.extract.types import Lang

CATEGORY = "family"
_RECENT_TURNS = 2


@dataclass(frozen=True, slots=True)
class Person:
    key: str
    """The name when one was given (朵朵, eli), else the kinship word (爸, mum)."""
    member: str
    """The kinship word (女儿, son), or the name when the conversation gave none."""
    female: bool | None


@dataclass(frozen=True, slots=True)
class Aspect:
    name: str
    polarity: Polarity
    pattern: re.Pattern[str]
    """Group 1 (or the first group that matched) is the value."""
    value: str = ""
    """A fixed value for aspects whose words are the value (吃素 → 素食)."""


# Kinship words, female / male / either.
_ZH_FEMALE = "女儿|闺女|老婆|妻子|太太|媳妇|未婚妻|妈妈|我妈|母亲|姐姐|妹妹|奶奶|外婆|姥姥|女朋友"
_ZH_MALE = "儿子|老公|丈夫|未婚夫|爸爸|我爸|父亲|哥哥|弟弟|爷爷|外公|姥爷|男朋友"
_ZH_EITHER = "孩子|宝宝|小孩|对象|爱人"
_EN_FEMALE = "daughter|wife|fiancée|fiancee|mum|mom|mother|sister|grandma|grandmother|girlfriend"
_EN_MALE = "son|husband|fiancé|fiance|dad|father|brother|grandpa|grandfather|boyfriend"
_EN_EITHER = "kid|child|baby|partner"
_ZH_OWN_MEMBER = re.compile(
    f"^(?:我的|我家|我)?((?:大|小|二|三)?(?:{_ZH_FEMALE}|{_ZH_MALE}|{_ZH_EITHER})|(?<=我)[爸妈])"
    "((?:([\u4e00-\u9fff])\\3)|(?:小|阿)[\u4e00-\u9fff])?"
)
_ZH_NAME = re.compile("^([\u4e00-\u9fff])\\1(?=[\u4e00-\u9fff])")
_ZH_NOT_NAMES = frozenset(
    "天天 常常 刚刚 慢慢 渐渐 好好 偏偏 明明 往往 稍稍 统统 处处 时时 人人 家家 个个 年年 月月 "
    "默默 悄悄 早早 多多 轻轻 紧紧 久久 白白 仅仅 单单 恰恰 每每 万万 足足 整整 快快 "
    "妈妈 爸爸 哥哥 姐姐 弟弟 妹妹 爷爷 奶奶 宝宝 姥姥 哈哈 嘿嘿 呵呵 嘻嘻 嗯嗯 啊啊 呜呜 谢谢 "
    "拜拜 乖乖 看看 试试 想想 问问 走走 聊聊 说说 听听 等等 尝尝 逛逛 玩玩 歇歇 坐坐 "
    "渐渐 纷纷 连连 频频 屡屡 稍稍 略略 默默 各各 事事 样样 种种 条条 点点 些些".split()
)
_ZH_PRONOUN = re.compile("^(她|他)(?![们人])")
_ZH_OTHER = re.compile(
    "^(?:我的|我)?(?:同事|朋友|老板|领导|教练|医生|老师|邻居|室友|舍友|客服|师傅)"
)
_EN_OWN_MEMBER = re.compile(
    rf"^(?:(?:and|so|also|oh|well|but),?\s+)*(?:(my|our)\s+)?"
    rf"(?:(?:older|younger|eldest|oldest|little|big|youngest|baby)\s+)?"
    rf"({_EN_FEMALE}|{_EN_MALE}|{_EN_EITHER})s?\b(?:,?\s+((?-i:[A-Z][a-z]+))\b,?)?",
    re.IGNORECASE,
)
_EN_NAME = re.compile(
    r"^(?:(?:And|So|Also|Oh|Well|But),?\s+)*([A-Z][a-z]{2,})\b"
    r"(?!\s+(?:[A-Z]|you\b|I\b|we\b|me\b|it\b|there\b|not\b))"
)
_EN_PRONOUN = re.compile(r"^(?:(?:and|so|also|oh|well|but),?\s+)*(she|he)\b", re.IGNORECASE)
_EN_OTHER = re.compile(
    r"^(?:(?:and|so|also|oh|well|but),?\s+)*(?:my\s+|the\s+|our\s+)?(?:colleague|friend|boss|"
    r"coach|trainer|doctor|physio|teacher|neighbou?r|roommate|flatmate|engineer|manager)\b",
    re.IGNORECASE,
)
_EN_NOT_NAMES = frozenset(
    "This That These Those There Here The They She You Your Our Their Thanks Today Yesterday "
    "Tomorrow Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March "
    "April May June July August September October November December What When Where Which Who "
    "Why How Yes Please Later Sorry Great Okay Hi Hey Morning Evening Just Maybe Also Can Could "
    "Would Will Should Shall Did Does Do Is Are Was Were Have Has Had Let Not Any Every Each "
    "Some All Both Nothing Everything Someone Everyone Nobody Thank Sure Never Always Only "
    "Still Then Now Actually Honestly Anyway Definitely Good Nice Cool Fine Perfect".split()
)
_ZH_CLAUSE = re.compile("[，,；;：:]")
_EN_CLAUSE = re.compile(r"[,;:]\s*|\s+(?:but|though|so)\s+")
_ZH_PLAN_BEFORE = re.compile("(?:就要|将要|快要|马上|要|准备|打算|会|想)$")
_EN_CAPITALISED = r"([A-Z][\w.'&-]*(?:\s+(?:of\s+)?[A-Z][\w.'&-]*)*)"
_EN_STOP = r"(?=\s*[,.;!?]|\s*$|\s+(?:so|but|and then|because|though|since|in the|these days)\b)"

_ZH_ASPECTS: tuple[Aspect, ...] = (
    Aspect("allergy", Polarity.DISLIKE, re.compile("(?:对)?([\u4e00-\u9fff]{1,6}?)过敏")),
    Aspect("diet", Polarity.NEUTRAL, re.compile("(吃素|素食)"), value="素食"),
    Aspect("avoids", Polarity.DISLIKE, re.compile("(?:不吃|不能吃|忌口)([\u4e00-\u9fff]{1,8})")),
    Aspect(
        "school",
        Polarity.NEUTRAL,
        re.compile(
            "(?:上|读|念|在读)((?:幼儿园|托儿所|小学|初中|高中|中学|大学)[\u4e00-\u9fff0-9]{0,6})"
            "|([一二三四五六初高][一二三]?年级)"
        ),
    ),
    Aspect(
        "home",
        Polarity.NEUTRAL,
        re.compile("(?:住在|住进了?|搬到了?|搬进了?|入住了?)([\u4e00-\u9fffA-Za-z0-9]{2,20})"),
    ),
    Aspect("born", Polarity.NEUTRAL, re.compile("([\u4e00-\u9fff0-9]{2,10}?出生)")),
    Aspect(
        "dislikes",
        Polarity.DISLIKE,
        re.compile("(?:不喜欢|讨厌|不爱吃|不爱|害怕|怕)([\u4e00-\u9fff]{1,10})"),
    ),
    Aspect(
        "likes",
        Polarity.LIKE,
        re.compile(
            "(?:迷上了|迷上|着迷于|迷|喜欢|爱吃|爱喝|爱玩|爱看|热爱|爱)([\u4e00-\u9fff]{1,10})"
        ),
    ),
)
_EN_ASPECTS: tuple[Aspect, ...] = (
    Aspect(
        "allergy",
        Polarity.DISLIKE,
        re.compile(
            r"\ballergic to\s+([a-z][a-z -]{1,30}?)"
            + _EN_STOP
            + r"|\b(?:a|an)\s+([a-z][a-z -]{1,20}?)\s+allergy\b",
            re.IGNORECASE,
        ),
    ),
    Aspect(
        "diet",
        Polarity.NEUTRAL,
        re.compile(
            r"\b(?:is|'s|went|has gone|is now|eats)\s+(vegan|vegetarian|pescatarian|"
            r"gluten-free|dairy-free|halal|kosher)\b",
            re.IGNORECASE,
        ),
    ),
    Aspect(
        "school",
        Polarity.NEUTRAL,
        re.compile(
            r"\b(?:starts|started|is starting|goes|is going|went|attends|is)\s+(?:at|to)\s+"
            + _EN_CAPITALISED
            + r"|\b(?:started|starts|is starting|is in|entered|is going into|goes into)\s+"
            r"((?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|"
            r"twelfth|\d{1,2}(?:st|nd|rd|th))\s+grade|year\s+\d{1,2}|kindergarten|preschool|"
            r"nursery|primary school|middle school|high school|college|university)\b"
        ),
    ),
    Aspect(
        "home",
        Polarity.NEUTRAL,
        re.compile(
            r"\b(?:lives|is living|lived)\s+(?:on (?:her|his|their) own\s+|alone\s+)?(?:in|at)\s+"
            + _EN_CAPITALISED
            + r"|\b(?:settled in at|settled into|moved into|moves into|moving into|moved to|"
            r"moves to|moving to|is staying at)\s+" + _EN_CAPITALISED
        ),
    ),
    Aspect("born", Polarity.NEUTRAL, re.compile(r"\bwas born\s+(?:on\s+|in\s+)?([^,.;!?]{2,30})")),
    Aspect(
        "dislikes",
        Polarity.DISLIKE,
        re.compile(
            r"\b(?:hates|dislikes|can't stand|cannot stand|doesn't like|does not like|"
            r"is scared of|'s scared of|is afraid of|'s afraid of)\s+([^,.;!?]{2,40}?)" + _EN_STOP,
            re.IGNORECASE,
        ),
    ),
    Aspect(
        "likes",
        Polarity.LIKE,
        re.compile(
            r"\b(?:loves|likes|adores|enjoys|is obsessed with|'s obsessed with|is into|'s into|"
            r"is crazy about|'s crazy about|is mad about|'s mad about|is a big fan of|"
            r"'s a big fan of)\s+([^,.;!?]{2,40}?)" + _EN_STOP,
            re.IGNORECASE,
        ),
    ),
)
_ZH_TRIM = re.compile("(?:了|的|啊|呀|吧|哦|啦|呢)+$")
_ZH_NOT_VALUE = re.compile("你|我|什么|怎么|哪")
_EN_NOT_VALUE = re.compile(r"\b(?:you|me|my|it|that|this|what|how)\b", re.IGNORECASE)


@dataclass(slots=True)
class PeopleInContext:
    """The family members a conversation has named, most recent last, with how many user turns
    ago each was last spoken of. One instance follows one batch of turns."""

    _recent: list[tuple[Person, int]] = field(default_factory=list)
    _names: dict[str, Person] = field(default_factory=dict)

    def next_turn(self) -> None:
        """A user turn ended: everyone named so far is one turn further back."""
        self._recent = [(p, age + 1) for p, age in self._recent if age + 1 <= _RECENT_TURNS]

    def facts(self, sentence: str, lang: Lang) -> list[ParsedPreference]:
        """The facts `sentence` states about the people around the user; it also notes who the
        sentence names, for the pronouns that follow."""
        stated = is_statement(sentence, lang)
        found: dict[str, ParsedPreference] = {}
        person: Person | None = None
        confidence = 0.0
        for clause in _clauses(sentence, lang):
            subject = self._subject(clause, lang)
            if subject is not None:
                person, confidence, clause = subject
            elif lang == "en" or _first_person(clause):
                person = None  # an English clause names its subject; "帮我…" is the user's
            if person is None or not stated:
                continue
            for fact in _aspect_facts(clause, lang, person, confidence):
                found.setdefault(fact.key, fact)
        return list(found.values())

    def _subject(self, clause: str, lang: Lang) -> tuple[Person, float, str] | None:
        """The person a clause opens with, its confidence and the rest of the clause; an
        unrelated person (同事, "my boss") takes the pronouns away."""
        if lang == "zh":
            return self._subject_zh(clause)
        return self._subject_en(clause)

    def _subject_zh(self, clause: str) -> tuple[Person, float, str] | None:
        if _ZH_OTHER.match(clause):
            self._recent.clear()
            return None
        member = _ZH_OWN_MEMBER.match(clause)
        if member is not None and (member.group(0).startswith("我") or member.start(1) == 0):
            word = member.group(1).removeprefix("我")
            name = member.group(2)
            female = _female(member.group(1).lstrip("大小二三"), _ZH_FEMALE, _ZH_MALE)
            return self._named(word, name, female), 0.8, clause[member.end() :]
        pronoun = _ZH_PRONOUN.match(clause)
        if pronoun is not None:
            resolved = self._resolve(pronoun.group(1) == "她")
            return None if resolved is None else (resolved, 0.7, clause[pronoun.end() :])
        name = _ZH_NAME.match(clause)
        if name is not None and name.group(0) not in _ZH_NOT_NAMES:
            known = self._names.get(name.group(0)) or Person(name.group(0), name.group(0), None)
            self._mention(known)
            return known, 0.7, clause[name.end() :]
        return None

    def _subject_en(self, clause: str) -> tuple[Person, float, str] | None:
        if _EN_OTHER.match(clause):
            self._recent.clear()
            return None
        member = _EN_OWN_MEMBER.match(clause)
        if member is not None and (member.group(1) or member.group(2)[0].isupper()):
            word = member.group(2).lower()
            female = _female(word, _EN_FEMALE, _EN_MALE)
            return self._named(word, member.group(3), female), 0.8, clause
        pronoun = _EN_PRONOUN.match(clause)
        if pronoun is not None:
            resolved = self._resolve(pronoun.group(1).lower() == "she")
            return None if resolved is None else (resolved, 0.7, clause)
        name = _EN_NAME.match(clause)
        if name is not None and name.group(1) not in _EN_NOT_NAMES:
            key = name.group(1).lower()
            known = self._names.get(key) or Person(key, key, None)
            self._mention(known)
            return known, 0.75, clause
        return None

    def _named(self, word: str, name: str | None, female: bool | None) -> Person:
        if name:
            person = Person(name.lower(), word, female)
            self._names[person.key] = person
        else:
            recent = (p for p, _ in reversed(self._recent) if p.member == word)
            person = next(recent, None) or Person(word, word, female)
        self._mention(person)
        return person

    def _mention(self, person: Person) -> None:
        self._recent = [(p, age) for p, age in self._recent if p != person] + [(person, 0)]

    def _resolve(self, female: bool) -> Person | None:
        for person, _ in reversed(self._recent):
            if person.female is None or person.female == female:
                self._mention(person)
                return person
        return None


def with_people_facts(
    parsed: list[ParsedPreference], facts: list[ParsedPreference]
) -> list[ParsedPreference]:
    """A sentence's preferences with its people's facts, which replace the coarser family facts
    the sentence rules keyed by the member alone."""
    if not facts:
        return parsed
    return [p for p in parsed if p.category != CATEGORY] + facts


def _female(word: str, female: str, male: str) -> bool | None:
    if re.fullmatch(female, word, re.IGNORECASE):
        return True
    if re.fullmatch(male, word, re.IGNORECASE):
        return False
    return None


def _clauses(sentence: str, lang: Lang) -> list[str]:
    pattern = _ZH_CLAUSE if lang == "zh" else _EN_CLAUSE
    return [part.strip() for part in pattern.split(sentence) if part.strip()]


def _first_person(clause: str) -> bool:
    return "我" in clause


def _aspect_facts(
    clause: str, lang: Lang, person: Person, confidence: float
) -> list[ParsedPreference]:
    found: list[ParsedPreference] = []
    taken: list[tuple[int, int]] = []
    for aspect in _ZH_ASPECTS if lang == "zh" else _EN_ASPECTS:
        for match in aspect.pattern.finditer(clause):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            if lang == "zh" and _ZH_PLAN_BEFORE.search(
                clause[max(0, match.start() - 2) : match.start()]
            ):
                continue  # 九月份就要上小学了: a plan, not a fact yet
            value = aspect.value or _value(next(g for g in match.groups() if g), lang)
            if not value:
                continue
            taken.append(match.span())
            key = f"{person.key} {aspect.name}"
            found.append(ParsedPreference(CATEGORY, key, value, aspect.polarity, confidence))
            break
    return found


def _value(raw: str, lang: Lang) -> str:
    if lang == "zh":
        value = _ZH_TRIM.sub("", raw.strip())
        return "" if _ZH_NOT_VALUE.search(value) or len(value) > 12 else value
    value = raw.strip(" ,.;!").removeprefix("the ").strip()
    return "" if _EN_NOT_VALUE.search(value) else value
