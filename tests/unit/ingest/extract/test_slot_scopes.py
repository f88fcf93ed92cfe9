"""A reply or notification setting for one kind of message (语法解释, bills, place names) is a
slot of its own, beside the general one, in both languages; a ranking is no dislike."""

from __future__ import annotations

import pytest

from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.slot_scopes import scope_of


def _found(sentence: str) -> set[tuple[str, str, str, str]]:
    read = preferences_en if sentence.isascii() else preferences_zh
    return {(p.category, p.key, p.value, p.polarity.value) for p in read(sentence)}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "你以后给我讲语法的时候用中文解释，但例句一定要用英文",
            {
                ("reply", "language for grammar", "Chinese", "like"),
                ("reply", "language for examples", "English", "like"),
            },
        ),
        (
            "Keep your replies in English, but give me place names in traditional Chinese.",
            {
                ("reply", "language", "English", "like"),
                ("reply", "script for place names", "traditional Chinese", "like"),
            },
        ),
        ("Email me the bills instead of mailing them.", {
            ("notification", "channel for bills", "email", "like")}),
        ("账单以后都发邮件给我", {("notification", "channel for bills", "email", "like")}),
    ],
)  # fmt: skip
def test_a_scoped_setting_is_its_own_slot(
    sentence: str, expected: set[tuple[str, str, str, str]]
) -> None:
    assert expected <= _found(sentence), _found(sentence)


def test_the_general_setting_stays_beside_a_scoped_change() -> None:
    found = _found("语法解释还是换回中文吧，其他的继续用英文")
    assert ("reply", "language for grammar", "Chinese", "like") in found
    assert ("reply", "language", "English", "like") in found


@pytest.mark.parametrize("clause", ["please reply in english", "以后都发短信"])
def test_a_plain_setting_has_no_scope(clause: str) -> None:
    assert scope_of(clause) is None


@pytest.mark.parametrize(
    ("sentence", "chosen", "ranked"),
    [
        ("In general I'd rather have prose than lists.", "prose", "bullet points"),
        ("我更喜欢段落而不是列表", "prose", "bullet points"),
    ],
)
def test_a_ranking_is_no_dislike(sentence: str, chosen: str, ranked: str) -> None:
    found = _found(sentence)
    assert ("reply", "format", chosen, "like") in found
    assert not any(value == ranked and polarity == "dislike" for *_, value, polarity in found)


def test_a_plain_rejection_is_still_a_dislike() -> None:
    found = _found("SMS only, never call me.")
    assert ("notification", "channel", "SMS", "like") in found
    assert ("notification", "phone", "phone", "dislike") in found
