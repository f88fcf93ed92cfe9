"""Time words that name something else: titles of works, shops and brands, people. Each text
must yield no expression touching the name (a real time elsewhere in it still counts)."""

from __future__ import annotations

import pytest

from ingest.timeparse import resolve_time
from tests.unit.time_cases import REFERENCE, ZONE

NAMES: list[tuple[str, str]] = [
    ('my favourite song is "Friday I\'m in Love"', "Friday"),
    ("we watched \u201cThe Day After Tomorrow\u201d again", "Tomorrow"),
    ("I shop at Tuesday Morning for gifts", "Tuesday"),
    ("Tuesday Morning is closing stores", "Tuesday"),
    ("we watched Monday Night Football", "Monday"),
    ("I stopped at 7-Eleven on the way", "Eleven"),
    ("dinner at TGI Fridays", "Fridays"),
    ("May said she would call", "May"),
    ("June is coming over", "June"),
    ("August Wilson wrote plays", "August"),
    ("we had a Sunday roast", "Sunday"),
    ("I may first check the list", "may"),
    ("the 2nd quarter of the game was tense", "quarter"),
    ("《明日之后》很好玩", "明日"),
    ("「昨天」是一首老歌", "昨天"),
    ("『春天里』唱得真好", "春天"),
    ("我和周一鸣吃饭", "周一"),
    ("周五先生是我的邻居", "周五"),
    ("我叫周日", "周日"),
    ("我喜欢夏天", "夏天"),
    ("夏天说她会来", "夏天"),
    ("下年度预算还没定", "下年"),
]


@pytest.mark.parametrize(("text", "name"), NAMES)
def test_a_name_is_not_a_time(text: str, name: str) -> None:
    start = text.index(name)
    for expression in resolve_time(text, REFERENCE, ZONE).expressions:
        assert expression.span[1] <= start or expression.span[0] >= start + len(name), expression


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ('he said "see you tomorrow"', "tomorrow"),
        ("Tuesday morning we met", "Tuesday morning"),
        ("I bought it at 7-Eleven at 9pm", "at 9pm"),
        ("我上周一和老师见面", "上周一"),
        ("周一老师说要考试", "周一"),
    ],
)
def test_the_same_words_as_times_are_still_read(text: str, phrase: str) -> None:
    phrases = [expression.phrase for expression in resolve_time(text, REFERENCE, ZONE).expressions]
    assert phrase in phrases
