"""Preferences said topic first, as Chinese often does, and English refusals:

    "灯一定要暖光"              灯 / "暖光"            (topic, then what it should be)
    "窗帘还是换成米色吧"        窗帘 / "米色"          (a change keeps the topic as key)
    "大理石的不要" "单车我不喜欢" 大理石 / "不要大理石" (a refused topic: a dislike)
    "nothing glass-topped"      glass-topped / "not glass-topped"
    "no red-eyes, please"       red-eyes / "not red-eyes"

The key is the topic's normalised head, so a later "窗帘想换成墨绿色" supersedes "米色".
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.categories import categorise
from ingest.extract.parsed import ParsedPreference

_ZH_CLAUSE = re.compile("[，,；;。！!？?]")
_ZH_TOPIC_VALUE = re.compile(
    "^(?:我(?:的|家)?)?([\u4e00-\u9fff]{1,4}?)(?:的话)?(?:一定|最好|还是|都|就|也|得|必须)*"
    "(?:要|想要|想换成|换成|改成|用|选)"
    "([\u4e00-\u9fffA-Za-z0-9]{1,10}?)(?:的|吧|就行|就好|了|啊)*$"
)
_ZH_TOPIC_REFUSED = re.compile(
    "^([\u4e00-\u9fffA-Za-z]{1,10}?)(?:的)?(?:我|就|也|还是|千万|可|一律|一概|根本|完全|从来|绝对)*"
    "(?:不喜欢|不要|不行|不考虑|受不了|免了|不坐|不吃|不用|别给我订|别订|别买|不想买|不想要|不买)"
    "(?:了|吧|啊)*$"
)
_ZH_LEADING_CONNECTOR = re.compile("^(?:不过|但是|可是|而且|还有|另外|只是)")
# "腰好之前别给我排任何负重训练": what the agent must not arrange is refused.
_ZH_NOT_ARRANGED = re.compile(
    "(?:别|不要)(?:再)?(?:给我|帮我|替我)(?:排|安排|约|推荐|订|买)(?:任何|什么)?(?:的)?"
    "([\u4e00-\u9fff]{2,8}?)(?:了|吧|啊|哦)*$"
)
_NOTICE_WORDS = re.compile("提醒|消息|通知|推送|短信|电话|会议|东西|时间")
_NOT_TOPICS = frozenset(
    "我 你 他 她 它 我们 你们 他们 这 那 这个 那个 今天 明天 昨天 后天 现在 以后 下次 这次 "
    "上次 早上 晚上 中午 下午 上午 周末 平时 每天 还 也 都 就 先 再 一定 最好 帮我 给我 "
    "请 麻烦 那就 不用 好 对 行 嗯 是 没 我也 我就 我还 医生 老师 她说 他说 "
    "所以 因为 但是 可是 然后 而且 于是 不过 只是 还有 另外 其实 对了 那么 结果 后来".split()
)
_NOT_VALUES = re.compile(
    "^(?:去|来|买|做|给|帮|让|跟|和|把|被|在|是|有|不|没|看|说|问|找|等)|[我你他她它]"
)
# A topic is a noun phrase: function words and pronouns make it a clause, not a topic.
_NOT_TOPIC_CHARS = re.compile("[不都还那别是挺很让有但我你他她它们这么也就再又才只能会想说]")
# "九月份就要上小学了", "明年要换车": a time is when something happens, not a topic.
_TIME_TOPIC = re.compile(
    "(?:月份?|号|日|天|年|周|星期[一二三四五六日天]?|礼拜|点|季度|[春夏秋冬]天|早上|晚上|下午|上午)$"
)
_EN_REFUSED = re.compile(
    r"(?:^|[,;:.!]\s*|\band\s+)(?:nothing|no)\s+([a-z][a-z-]+(?:\s[a-z][a-z-]+)?)"
    r"(?=\s*(?:[,.;!]|$)|\s+(?:please|for me|again|anymore|ever)\b)",
    re.IGNORECASE,
)
_EN_NOT_ITEMS = frozenset(
    "more longer one idea problem problems worries worry rush way need thanks thank doubt "
    "matter big way hurry pressure".split()
)


def topic_preferences_zh(sentence: str) -> list[ParsedPreference]:
    found: list[ParsedPreference] = []
    for clause in _ZH_CLAUSE.split(sentence):
        clause = _ZH_LEADING_CONNECTOR.sub("", clause.strip())
        refused = _ZH_TOPIC_REFUSED.match(clause)
        if refused is not None and _topic(refused.group(1)):
            item = refused.group(1)
            head = item.rsplit("的", 1)[-1] or item  # 带电池的电子玩具 is a kind of 电子玩具
            found.append(
                ParsedPreference(categorise(item), head, f"不要{item}", Polarity.DISLIKE, 0.85)
            )
            continue
        arranged = _ZH_NOT_ARRANGED.search(clause)
        if arranged is not None and not _NOTICE_WORDS.search(arranged.group(1)):
            item = arranged.group(1)
            found.append(
                ParsedPreference(categorise(item), item, f"不要{item}", Polarity.DISLIKE, 0.8)
            )
            continue
        wanted = _ZH_TOPIC_VALUE.match(clause)
        if wanted is None:
            continue
        topic, value = wanted.group(1), wanted.group(2)
        if not _topic(topic) or len(value) < 2 or _NOT_VALUES.search(value):
            continue
        found.append(ParsedPreference(categorise(topic), topic, value, Polarity.LIKE, 0.8))
    return found


def _topic(text: str) -> bool:
    return (
        text not in _NOT_TOPICS
        and not _NOT_TOPIC_CHARS.search(text)
        and not _TIME_TOPIC.search(text)
    )


def topic_preferences_en(sentence: str) -> list[ParsedPreference]:
    found: list[ParsedPreference] = []
    for match in _EN_REFUSED.finditer(sentence):
        item = match.group(1).lower()
        if item.split()[0] in _EN_NOT_ITEMS:
            continue
        found.append(ParsedPreference(categorise(item), item, f"not {item}", Polarity.DISLIKE, 0.8))
    return found
