"""Names an event or preference involves: people, places, products, titles.

English: runs of capitalised words (not at a sentence start when the word is a common one),
and quoted titles. Chinese, without a gazetteer: 《titles》, a place suffix (公园, 市, 大学 …)
or the two to four characters after 去/在/到/回 when a verb of visiting follows.
"""

from __future__ import annotations

import re

from ingest.extract.types import Lang
from ingest.timeparse.vocabulary import EN_MONTHS, EN_WEEKDAYS

_EN_NAME = re.compile(r"\b[A-Z][\w'’\-]*(?:\s(?:of\s|the\s|de\s|and\s)?[A-Z][\w'’\-]*){0,3}")
_EN_QUOTED = re.compile(r"[\"“]([A-Z][^\"”]{1,60})[\"”]")
_EN_COMMON = (
    frozenset(
        "i i'm i've i'll i'd hey hi hello wow thanks thank yeah yes no oh ok okay so but and the "
        "this that these those my we it its it's our you your he she they what when where why how "
        "last yesterday today tomorrow tonight just also really since after before then well "
        "sounds btw lol haha great awesome cool nice congrats omg gonna glad sure ah aw "
        "here there guess totally can do did is are was never please good we're we've we'll "
        "you're you've don't didn't it's that's let's".split()
    )
    | frozenset(EN_MONTHS)
    | frozenset(EN_WEEKDAYS)
    | {"mon", "tue", "tues", "wed", "thu", "fri", "sat", "sun"}
)
_ZH_TITLE = re.compile(r"《([^》]{1,30})》")
_ZH_PLACE = re.compile(
    r"([^\W\d_a-zA-Z我你他她它的是了去在到回和跟也都很就这那有个一]{1,6}?(?:公园|市|省|县|区|镇|村|路|街|山|湖|岛|海滩|博物馆|美术馆|图书馆|"
    r"体育馆|医院|学校|大学|中学|小学|公司|机场|火车站|车站|广场|商场|超市|餐厅|饭店|酒店|寺|景区))"
)
_ZH_GO_PLACE = re.compile(
    r"(?:去|到|在|回|飞)了?([\u4e00-\u9fff]{2,4}?)(?:出差|旅游|旅行|玩|开会|参加|看|逛|度假|工作|学习|住|了|过|的时候|一家)"
)
_ZH_NOT_PLACE = frozenset(
    {"这里", "那里", "家里", "外面", "一起", "公司里", "这个", "那个", "附近", "楼下", "隔壁"}
)


def find_entities(text: str, lang: Lang, speaker: str | None = None) -> tuple[str, ...]:
    """Distinct names in `text`, in order of first mention, without the speaker's own name."""
    names = _chinese(text) if lang == "zh" else _english(text)
    seen: dict[str, None] = {}
    for name in names:
        if name and name != speaker and name not in seen:
            seen[name] = None
    return tuple(seen)


def _english(text: str) -> list[str]:
    quoted = list(_EN_QUOTED.finditer(text))
    names = [match.group(1).strip() for match in quoted]
    for match in _EN_NAME.finditer(text):
        if any(q.start() <= match.start() < q.end() for q in quoted):
            continue
        words = match.group().split()
        while words and words[0].lower().strip("'’") in _EN_COMMON:
            words.pop(0)
        while words and words[-1].lower() in {"of", "the", "de", "and"}:
            words.pop()
        before = text[max(0, match.start() - 8) : match.start()].rstrip()
        initial = (match.start() < 8 and not before) or before[-1:] in '.!?:;"“-–'
        if len(words) == 1 and initial and match.group() == words[0]:
            continue
        if words and not (len(words) == 1 and words[0].lower() in _EN_COMMON):
            names.append(
                " ".join(words).rstrip("'’s")
                if words[-1].endswith(("'s", "’s"))
                else " ".join(words)
            )
    return names


def _chinese(text: str) -> list[str]:
    names = [match.group(1) for match in _ZH_TITLE.finditer(text)]
    names += [match.group(1) for match in _ZH_PLACE.finditer(text)]
    names += [
        match.group(1)
        for match in _ZH_GO_PLACE.finditer(text)
        if match.group(1) not in _ZH_NOT_PLACE
    ]
    return [name for name in names if len(name) >= 2]
