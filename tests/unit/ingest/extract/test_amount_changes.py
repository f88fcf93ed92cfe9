"""Money limits said without their topic, and purchase approval limits."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ingest.extract.amount_changes import MoneyTopics
from ingest.extract.parsed import ParsedPreference
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.sentences import split_sentences
from ingest.extract.types import Lang


def _read(turns: Sequence[str], lang: Lang) -> list[tuple[str, str, str]]:
    money = MoneyTopics()
    rules = preferences_zh if lang == "zh" else preferences_en
    found: list[ParsedPreference] = []
    for text in turns:
        for start, end in split_sentences(text, lang):
            sentence = text[start:end]
            found += money.read(sentence, lang, rules(sentence))
    return [(p.category, p.key, p.value) for p in found if p.category == "budget"]


def test_a_bare_change_takes_the_topic_money_was_spent_on() -> None:
    found = _read(["一月份外卖花了一千一，超了好多。从二月开始改成600吧，对自己狠一点。"], "zh")
    assert found == [("budget", "外卖", "≤ 600 CNY")]


def test_a_bare_change_takes_the_budget_stated_before() -> None:
    found = _read(["I want groceries under $500 a month.", "Actually, make it $450."], "en")
    assert found == [("budget", "groceries", "≤ 500 USD"), ("budget", "groceries", "≤ 450 USD")]


@pytest.mark.parametrize(
    ("turns", "lang"),
    [
        (["每个月外卖不超过800块。", "要不要把外卖预算再降到500？"], "zh"),  # a question
        (["每个月外卖不超过800块。", "提醒改到8点吧。"], "zh"),  # a time, not money
        (["每个月外卖不超过800块。", "座位改成12排吧。"], "zh"),  # a row
        (["从二月开始改成600吧。"], "zh"),  # no topic yet
        (["Groceries under $500 a month.", "What if I just raised it to $350?"], "en"),
    ],
)
def test_no_bare_change_without_a_topic_or_a_statement(turns: list[str], lang: Lang) -> None:
    assert len(_read(turns, lang)) == 1 - (turns[0].startswith("从"))


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("When you shop for me, never buy anything over $100 without checking with me first.",
         "≤ 100 USD"),
        ("Drop the approval limit back to $100 for now.", "≤ 100 USD"),
        ("超过500的东西先问我一下。", "≤ 500 CNY"),
    ],
)  # fmt: skip
def test_an_approval_limit_is_its_own_slot(sentence: str, value: str) -> None:
    lang: Lang = "en" if sentence.isascii() else "zh"
    assert _read([sentence], lang) == [("budget", "approval limit", value)]


def test_an_approval_limit_becomes_the_topic_of_a_bare_change() -> None:
    found = _read(["Never buy anything over $100 without asking me.", "Make it $250."], "en")
    assert found[-1] == ("budget", "approval limit", "≤ 250 USD")


def test_a_hard_cap_names_the_limit_not_the_first_amount() -> None:
    sentence = "We planned $45k and we're already at $41k. Hard cap is $50k, not a penny more."
    assert _read([sentence], "en") == [("budget", "general", "≤ 50000 USD")]


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Yes, 80% alerts would be great.", "80%"),
        ("Alert me when I hit 90% of the budget.", "90%"),
        ("花到预算的80%就提醒我。", "80%"),
    ],
)
def test_a_share_of_the_budget_is_an_alert_threshold_not_money(sentence: str, value: str) -> None:
    read = preferences_en if sentence.isascii() else preferences_zh
    found = {(p.category, p.key, p.value) for p in read(sentence)}
    assert found == {("notification", "alert threshold", value)}
