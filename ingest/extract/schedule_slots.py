"""When the user wants things to happen: call windows, reminder times, quiet hours, delivery
days, when they are free. The value is the time as said ("weekdays 6-8 pm", "晚上十一点");
the key comes from what the time is for.

    "please only call me between 6 and 8 pm on weekdays"   contact / call time
    "提醒改到晚上十点吧"                                  schedule / reminder time
    "免打扰改成晚上十一点开始吧"                          notification / quiet hours
    "我只有工作日早上六点到七点半有空"                    schedule / availability

A time in a sentence that is no habit or wish ("I ran on Saturday") is an event's time, not a
preference: a wish or habit word has to be there too.
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference
from ingest.extract.statement import someone_else

_PURPOSES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"免打扰|勿扰|quiet hours|do not disturb|don't disturb", re.I), "notification",
     "quiet hours"),
    (re.compile(r"提醒|remind|reminder|reminders|alarm", re.I), "schedule", "reminder time"),
    (re.compile(r"打电话|电话|来电|回访|致电|\bcall\b|\bcalls\b|\bring\b|\bphone\b", re.I),
     "contact", "call time"),
    (re.compile(r"送货|配送|派送|送到|收货|deliver|delivery|deliveries", re.I), "delivery",
     "time"),
    (re.compile(r"预约|上门|appointment|visit|visits|come round|come by", re.I), "schedule",
     "appointment time"),
    (re.compile(r"长跑|long run|long runs", re.I), "schedule", "long run day"),
    (re.compile(r"有空|空闲|时间|训练|上课|排课|私教|课程|排|安排|available|free|schedule|train|"
                r"training|sessions|classes|lessons|run|runs", re.I), "schedule", "availability"),
)  # fmt: skip
_NOTICES = re.compile(
    r"推|消息|通知|打扰|\b(?:notifications?|messages?|pings?|alerts?|disturb)\b", re.IGNORECASE
)
"""A window in which no notice may come ("十点到八点之间别给我推任何消息") is quiet hours."""
_WISH = re.compile(
    r"只有|有空|一般|都|每|以后|别|不要|改成|改到|换到|安排|排|之间|之后|以前|尽量|最好|方便|只能|"
    r"\b(?:only|usually|always|every|prefer|from now on|between|best|works|moving|moved|switching|"
    r"available|free|please|stick to|instead|any time|keep|move|switch|change|can you|"
    r"could you|make it|set)\b",
    re.IGNORECASE,
)
_ZH_NUMBER = "[零一二两三四五六七八九十\\d]{1,3}"
_TIME_TOKEN = re.compile(
    "工作日|周末|平时|每天|周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]"
    "|早上|上午|中午|下午|晚上|傍晚|凌晨|夜里|午饭|午休"
    f"|{_ZH_NUMBER}(?:点|:\\d{{2}})(?:半|{_ZH_NUMBER}分)?"
    r"|\b(?:weekdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?"
    r"|sundays?|mornings?|afternoons?|evenings?|nights?|lunchtime|noon|midday)\b"
    r"|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)"
    r"|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:to|-|–|and)\s*\d{1,2}\b",
    re.IGNORECASE,
)
_REFUSED = re.compile(r"别|不要|不行|不能|\b(?:don't|do not|never|not|no)\b", re.IGNORECASE)
_EDGE = re.compile("[，,。；;！!？?]")
_JOIN = 8
_MAX_VALUE = 48


def schedule_preferences(sentence: str) -> list[ParsedPreference]:
    """The one schedule preference `sentence` states, or []."""
    if not _WISH.search(sentence):
        return []
    tokens = list(_TIME_TOKEN.finditer(sentence))
    if not tokens:
        return []
    lowered = sentence.lower()
    refused: list[ParsedPreference] = []
    for start, end in _groups(sentence, tokens):
        # What the time is for is said in the same clause ("call me between 6 and 8").
        left = max((m.end() for m in _EDGE.finditer(sentence, 0, start)), default=0)
        right = next((m.start() for m in _EDGE.finditer(sentence, end)), len(sentence))
        clause = sentence[left:right]
        purpose = next(
            ((category, key) for pattern, category, key in _PURPOSES if pattern.search(clause)),
            None,
        )
        if purpose is None and _REFUSED.search(clause) and _NOTICES.search(clause):
            purpose = ("notification", "quiet hours")
        if purpose is None or someone_else(lowered, start):
            continue
        value = sentence[start:end].strip()
        found = ParsedPreference(purpose[0], purpose[1], value, Polarity.NEUTRAL, 0.8)
        if not _REFUSED.search(clause):
            return [found]
        # A refused window ("周末别给我排") counts only when no wished one is said.
        refused = refused or [found]
    return refused


def _groups(sentence: str, tokens: list[re.Match[str]]) -> list[tuple[int, int]]:
    """Runs of time tokens close together in one clause: "weekdays 6 to 8 pm"."""
    groups: list[tuple[int, int]] = []
    start, end = tokens[0].start(), tokens[0].end()
    for token in tokens[1:]:
        gap = sentence[end : token.start()]
        if len(gap) > _JOIN or token.end() - start > _MAX_VALUE or _EDGE.search(gap):
            groups.append((start, end))
            start = token.start()
        end = token.end()
    groups.append((start, end))
    return groups
