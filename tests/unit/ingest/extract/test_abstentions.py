"""What the user gives up or cuts down on, keyed by the thing."""

from __future__ import annotations

import pytest

from ingest.extract.abstentions import abstention_preferences
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Three weeks of walks done! I've also cut way down on salt.", [("salt", "less salt")]),
        ("I quit sugar last month.", [("sugar", "no sugar")]),
        ("所以我打算把奶茶和甜点都戒了。", [("奶茶", "戒奶茶"), ("甜点", "戒甜点")]),
        ("我戒烟了。", [("烟", "戒烟")]),
    ],
)
def test_a_thing_given_up_is_a_dislike_keyed_by_it(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    found = abstention_preferences(sentence)
    assert [(p.key, p.value) for p in found] == expected
    assert all(p.polarity.value == "dislike" for p in found)


@pytest.mark.parametrize(
    "sentence",
    [
        "My husband gave up meat.",
        "The shop cut back on staff.",
        "I'm off work today.",
        "我老公把烟戒了。",
        "I had to pull out of the Canberra half.",
    ],
)
def test_no_abstention_of_someone_else_or_without_a_thing(sentence: str) -> None:
    assert abstention_preferences(sentence) == []


def test_the_sentence_rules_keep_it() -> None:
    assert ("salt", "less salt") in {
        (p.key, p.value) for p in preferences_en("I've also cut way down on salt.")
    }
    assert ("甜点", "戒甜点") in {(p.key, p.value) for p in preferences_zh("我把甜点戒了。")}
