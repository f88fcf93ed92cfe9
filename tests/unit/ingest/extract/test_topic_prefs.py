"""Topic-first Chinese preferences: the key is the topic's head, and a time is no topic."""

from __future__ import annotations

import pytest

from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.topic_prefs import topic_preferences_zh


def test_a_refused_topic_is_keyed_by_its_head() -> None:
    [found] = topic_preferences_zh("不过带电池的电子玩具我不想买，太吵了")
    assert (found.key, found.value, found.polarity.value) == (
        "电子玩具",
        "不要带电池的电子玩具",
        "dislike",
    )


@pytest.mark.parametrize("sentence", ["九月份就要上小学了", "明年要换车", "周末要加班"])
def test_a_time_is_no_topic(sentence: str) -> None:
    assert topic_preferences_zh(sentence) == []


@pytest.mark.parametrize("sentence", ["这个我不想要了", "我女儿不想买"])
def test_a_pointer_or_a_person_is_no_topic(sentence: str) -> None:
    assert topic_preferences_zh(sentence) == []


def test_what_the_agent_must_not_arrange_is_refused() -> None:
    [found] = topic_preferences_zh("腰好之前别给我排任何负重训练")
    assert (found.key, found.value, found.polarity.value) == ("负重训练", "不要负重训练", "dislike")


@pytest.mark.parametrize("sentence", ["以后晚上九点以后别给我发任何提醒了", "别给我安排会议提醒"])
def test_a_refused_notice_is_left_to_the_schedule_rules(sentence: str) -> None:
    assert topic_preferences_zh(sentence) == []


def test_only_a_quantity_is_no_preferred_thing() -> None:
    found = {(p.category, p.key) for p in preferences_zh("不过咖啡以后一天只喝一杯吧")}
    assert ("drink", "preferred") not in found
