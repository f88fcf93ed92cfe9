"""The material, finish or colour of one furnishing is keyed by the item, in both languages, so
a later choice for the same item supersedes it."""

from __future__ import annotations

import pytest

from ingest.extract.item_attributes import item_preferences
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("white oak cabinets with matte black hardware",
         {("cabinet", "white oak"), ("hardware", "matte black")}),
        ("I'd rather have brushed brass hardware.", {("hardware", "brass")}),
        ("窗帘想要灰色的", {("curtain", "grey")}),
        ("米色窗帘装好了，可是太透光，所以想换成墨绿色的遮光帘", {("curtain", "dark green")}),
        ("沙发要科技布的", {("sofa", "tech cloth")}),
    ],
)  # fmt: skip
def test_an_item_keeps_its_attribute(sentence: str, expected: set[tuple[str, str]]) -> None:
    assert {(p.key, p.value) for p in item_preferences(sentence)} == expected


@pytest.mark.parametrize(
    "sentence", ["My wife wants navy curtains.", "No marble countertops.", "我室友要灰色的窗帘"]
)
def test_someone_else_s_or_a_refused_item_is_no_choice(sentence: str) -> None:
    assert item_preferences(sentence) == []


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("窗帘想要灰色的", "窗帘还是换成米色吧"),
        ("Grey curtains, please.", "Beige curtains instead."),
    ],
)
def test_a_new_choice_is_the_same_slot(first: str, then: str) -> None:
    read = preferences_en if first.isascii() else preferences_zh
    old = {(p.category, p.key) for p in read(first)}
    new = {(p.category, p.key) for p in read(then)}
    assert old == new == {("home", "curtain")}
