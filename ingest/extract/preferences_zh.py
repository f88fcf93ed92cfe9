"""Chinese preference rules, one sentence at a time, in the same order as the English ones:

    联系方式   "别打电话，只发短信"        notification / channel / "SMS only"
    预算       "买沙发预算不超过5000"      budget / 沙发 / "≤ 5000 CNY"
    最喜欢     "我最喜欢的颜色是蓝色"      color / favorite / "蓝色"
    选择       "比起咖啡我更喜欢茶"        drink / preferred / "茶胜过咖啡"
    只         "我只喝绿茶"                drink / preferred / "只喝绿茶"
    喜欢/讨厌  "我很喜欢爵士乐"            music / 爵士乐 / "喜欢爵士乐"
    颜色+风格  "我喜欢深色的简约风格"      color / 深色 and style / 简约风格
    换工作     "我跳槽到了上海一家车企"    work / employer / "车企", location / city / "上海"

A budget and the job rule add to what the other families find, as a budget is often one clause
of a longer statement.

Questions (吗, ？) and conditions (如果, 要是) state nothing; a sentence about someone else
(你喜欢, 他喜欢) is not the speaker's preference.
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.abstentions import abstention_preferences
from ingest.extract.amounts import find_amount, limit_text
from ingest.extract.categories import (
    categorise,
    exclusive_key,
    normalise_category,
    split_colour,
)
from ingest.extract.instructions import instruction_preferences
from ingest.extract.item_attributes import item_preferences, without_items
from ingest.extract.open_slots import (
    open_slot_preferences,
    with_channel_address,
    without_call_channel,
)
from ingest.extract.parsed import ParsedPreference
from ingest.extract.schedule_slots import schedule_preferences
from ingest.extract.slot_reader import slot_preferences, slot_values
from ingest.extract.statement import (
    is_statement,
    one_off,
    someone_else,
    stated_part,
    without_softeners,
)
from ingest.extract.topic_prefs import topic_preferences_zh

_HYPOTHETICAL = re.compile("如果|要是|假如|假设|万一|的话|是否|会不会|能不能|吗|呢|？|\\?")
_OTHER_SUBJECT = re.compile(
    "(?:你们|你|他们|她们|他|她|大家|别人|朋友|妈妈|爸爸)(?:也|都|很|最|还|不)?$"
)
_BUDGET = re.compile("预算|花费|不超过|别超过|不要超过|最多花|价位|控制在|月租|房租|租金")
_RENT = re.compile("月租|房租|租金")
_BUDGET_FOR = re.compile("(?:买|换|装修|订|租)([\u4e00-\u9fff]{1,6}?)的?(?:预算|花费|价位)")
# "每个月外卖不超过800", "家具预算压到一万五", "养车的钱控制在一千五以内": what the money is for,
# by its head (the last two characters: 客厅家具 → 家具).
_NOT_THING = "我你他她把想要打算的在是了就都还也这那个每月周天年总共整体一再先得留点钱"
_THING = f"((?:(?![{_NOT_THING}])[\u4e00-\u9fff]){{2,4}}?)"
_BUDGET_OF = (
    re.compile(_THING + "的?(?:预算|花费|开销|费用|支出)"),
    re.compile(_THING + "(?:加起来|总共|一共)?(?:不超过|别超过|不要超过|最多|控制在)"),
    re.compile(_THING + "的?钱"),
)
_FAVOURITE = re.compile(r"最(?:喜欢|爱)的([\u4e00-\u9fff]{1,6}?)(?:是|就是)([^，。！；,.!;]{1,30})")
_CHOICE = re.compile(
    r"(?:比起|相比)([^，。！；,]{1,20}?)[，,]?\s*我?(?:还是)?更(?:喜欢|爱|倾向于?)([^，。！；,.!;]{1,30})"
    r"|我?(?:更喜欢|偏好|偏爱|倾向于|宁愿)([^，。！；,.!;]{1,30}?)(?:而不是|胜过|多过)?([^，。！；,.!;]{0,20})$"
)
_ONLY = re.compile(r"我?(?:平时|一般|现在)?只(喝|吃|用|穿|听|看|买|坐|住)([^，。！；,.!;]{1,20})")
_QUANTITY = re.compile(
    "[一二两三四五六七八九十半\\d]+(?:杯|顿|次|个|碗|瓶|罐|份|片|根|口|包|支|餐)(?![\u4e00-\u9fff]{2})"
)
_ONLY_VERB_CATEGORY = {"喝": "drink", "吃": "food", "听": "music", "看": "film", "穿": "style"}
_LIKE = re.compile(
    "(不太喜欢|不喜欢|不爱|讨厌|厌恶|受不了|反感|不吃|从不吃|不喝|从不喝"
    "|喜欢|热爱|爱好是|超爱|最爱|很爱|挺爱|迷上了|偏爱)"
)
_DISLIKE = ("不", "讨厌", "厌恶", "受不了", "反感", "从不")
_ITEM_STOP = re.compile("[，。！；,.!;～~（(]|因为|但是|可是|所以|而且|的时候|，")
_ITEM_SPLIT = re.compile("、|和|与|以及|还有|或者|跟")
_FILLER = re.compile("^(?:上了|上|看|听|吃|喝|玩|去)?(?:一些|一点|一下|那种|这种)?")
_TRAILING = re.compile("(?:了|啊|呀|呢|吧|哦|啦|嘛|的感觉|的)+$")
_WINDOW = 60
_JOB_CHANGE = re.compile(
    "(?:跳槽|换工作|换了(?:一份|份)?(?:新)?工作|入职|调职|转岗)(?:到了|到|去了|去|进了|进|了|在)?"
    "([^，。！；,.!;]{2,30})"
)
_PLAN = re.compile("想|要|打算|准备|计划|考虑|希望")
# "上海一家新能源车企", "深圳的腾讯": a place, then the employer.
_CITY_THEN_EMPLOYER = re.compile(
    "^([\u4e00-\u9fff]{2,4}?市?)(?:的|一家|一个|某家|某个|这家|那家)([\u4e00-\u9fffA-Za-z0-9].*)$"
)
_MEASURE = re.compile("^(?:一家|一个|某家|某个|这家|那家|家)")
_NOT_EMPLOYER = ("第", "以后", "之后", "后", "前", "的", "那天", "当天")
"""入职第一周 is a time after joining, not an employer."""
_SKIP_ITEMS = frozenset({"你", "他", "她", "它", "这个", "那个", "这", "那", "上", ""})


def preferences_zh(sentence: str) -> list[ParsedPreference]:
    """The preferences `sentence` states, or [] for a question, condition or remark."""
    sentence = stated_part(without_softeners(sentence), "zh")
    if not is_statement(sentence, "zh") or one_off(sentence):
        return []
    slotted = with_channel_address(
        without_call_channel(
            slot_preferences(sentence)
            + open_slot_preferences(sentence)
            + schedule_preferences(sentence)
            + item_preferences(sentence)
        )
    )
    # A budget is one clause of many: "我喜欢简约风格，预算不超过5000" states both.
    rest = _statement(sentence) + _budget(sentence) + _job_change(sentence)
    rest += topic_preferences_zh(sentence) + instruction_preferences(sentence)
    rest += abstention_preferences(sentence)
    return slotted + unslotted(one_per_key(without_items(rest, slotted)), slotted, sentence)


def one_per_key(found: list[ParsedPreference]) -> list[ParsedPreference]:
    """The first statement of each (category, key): two values of one key from one sentence
    would conflict with each other."""
    return list({(p.category, p.key): p for p in reversed(found)}.values())[::-1]


def unslotted(
    found: list[ParsedPreference], slotted: list[ParsedPreference], sentence: str
) -> list[ParsedPreference]:
    """What the open rules found that the slots did not already say."""
    taken = {(p.category, p.key) for p in slotted}
    values = slot_values(sentence, {p.value for p in slotted})
    said = [p.value.lower() for p in slotted if len(p.value) > 1]
    return [
        p
        for p in found
        if (p.category, p.key) not in taken
        and not any(value in f"{p.key} {p.value}".lower() for value in values)
        and not any(value in p.value.lower() or p.value.lower() in value for value in said)
    ]


def _budget(sentence: str) -> list[ParsedPreference]:
    if not _BUDGET.search(sentence) or _HYPOTHETICAL.search(sentence):
        return []
    amount = find_amount(sentence, "CNY")
    if amount is None:
        return []
    target = _BUDGET_FOR.search(sentence)
    key = target.group(1) if target is not None else _budget_of(sentence)
    if _RENT.search(sentence):
        key = "rent"
    return [ParsedPreference("budget", key, limit_text(sentence, amount), Polarity.NEUTRAL, 0.9)]


def _budget_of(sentence: str) -> str:
    for pattern in _BUDGET_OF:
        found = pattern.search(sentence)
        if found is not None:
            return found.group(1)[-2:]
    return "general"


def _job_change(sentence: str) -> list[ParsedPreference]:
    """A new job: "我跳槽到了上海一家新能源车企" → work / employer and location / city."""
    match = _JOB_CHANGE.search(sentence)
    if match is None or not _own(sentence, match.start()):
        return []
    if _PLAN.search(sentence[max(0, match.start() - 4) : match.start()]):
        return []
    place = _clean(match.group(1))
    at = _CITY_THEN_EMPLOYER.match(place)
    city, employer = (at.group(1), at.group(2)) if at is not None else ("", place)
    employer = _clean(_MEASURE.sub("", employer))
    found: list[ParsedPreference] = []
    if employer and employer not in _SKIP_ITEMS and not employer.startswith(_NOT_EMPLOYER):
        found.append(ParsedPreference("work", "employer", employer, Polarity.NEUTRAL, 0.85))
    if city:
        found.append(ParsedPreference("location", "city", city, Polarity.NEUTRAL, 0.8))
    return found


def _statement(sentence: str) -> list[ParsedPreference]:
    favourite = _FAVOURITE.search(sentence)
    if favourite is not None and _own(sentence, favourite.start()):
        value = _clean(favourite.group(2))
        if value:
            category = normalise_category(favourite.group(1))
            return [ParsedPreference(category, "favorite", value, Polarity.LIKE, 0.9)]
    choice = _CHOICE.search(sentence)
    if choice is not None and _own(sentence, choice.start()):
        return _choice(choice)
    only = _ONLY.search(sentence)
    if (
        only is not None
        and _own(sentence, only.start())
        and not _QUANTITY.match(only.group(2))  # 一天只喝一杯: how much, not what
    ):
        thing = _clean(only.group(2))
        category = _ONLY_VERB_CATEGORY.get(only.group(1)) or categorise(thing)
        value = f"只{only.group(1)}{thing}"
        return [ParsedPreference(category, exclusive_key(category), value, Polarity.LIKE, 0.9)]
    return _likes(sentence)


def _choice(match: re.Match[str]) -> list[ParsedPreference]:
    if match.group(2) is not None:
        chosen, rejected = _clean(match.group(2)), _clean(match.group(1))
    else:
        chosen, rejected = _clean(match.group(3)), _clean(match.group(4) or "")
    if not chosen:
        return []
    value = f"{chosen}胜过{rejected}" if rejected else chosen
    category = categorise(chosen + rejected)
    return [ParsedPreference(category, exclusive_key(category), value, Polarity.LIKE, 0.9)]


def _likes(sentence: str) -> list[ParsedPreference]:
    found: list[ParsedPreference] = []
    for match in _LIKE.finditer(sentence):
        if not _own(sentence, match.start()) or sentence[match.end() : match.end() + 1] in {
            "的",
            "上",
        }:
            continue
        verb = match.group(1)
        dislike = verb.startswith(_DISLIKE)
        rest = sentence[match.end() : match.end() + 60]
        stop = _ITEM_STOP.search(rest)
        for raw in _ITEM_SPLIT.split(rest if stop is None else rest[: stop.start()]):
            item = _clean(_FILLER.sub("", raw.strip()))
            if item in _SKIP_ITEMS or item.startswith(("这", "那")) or len(item) > 15:
                continue
            polarity = Polarity.DISLIKE if dislike else Polarity.LIKE
            colour_and_style = split_colour(item)
            if colour_and_style is not None:
                colour, styled = colour_and_style
                found.append(ParsedPreference("color", colour, colour, polarity, 0.85))
                item = styled
            value = f"不要{item}" if dislike else item
            found.append(ParsedPreference(categorise(item), item, value, polarity, 0.9))
    return found


def _own(sentence: str, position: int) -> bool:
    """Whether the clause around `position` is the speaker's plain statement: not a question or
    condition, and not about someone else (你喜欢, 他喜欢)."""
    low, high = max(0, position - _WINDOW), position + _WINDOW
    start = max((sentence.rfind(mark, low, position) for mark in "，,；;"), default=-1)
    start = low if start < 0 else start + 1
    ends = [i for i in (sentence.find(mark, position, high) for mark in "，,；;") if i >= 0]
    clause = sentence[start : min(ends) if ends else min(high, len(sentence))]
    if _HYPOTHETICAL.search(clause):
        return False
    before = sentence[max(start, position - 6) : position]
    before = before.rstrip("很最非常特别超真挺也都还一直就比较倒是")
    return not _OTHER_SUBJECT.search(before) and not someone_else(sentence, position)


def _clean(text: str) -> str:
    return _TRAILING.sub("", text.strip(" 《》“”\"'")).strip()
