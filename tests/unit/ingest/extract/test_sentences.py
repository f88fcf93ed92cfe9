"""Sentence and clause splitting, language detection and third-person rewriting."""

from __future__ import annotations

import pytest

from ingest.extract import detect_language, to_third_person
from ingest.extract.sentences import ends_with_question, split_clauses, split_sentences
from ingest.extract.types import Lang


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("I ran a charity race last Saturday", "en"),
        ("我下周要去杭州出差三天", "zh"),
        ("我买了一台MacBook Pro", "zh"),
        ("I tried 火锅 yesterday and loved it", "en"),
        ("", "en"),
        ("2023-05-01 12:00", "en"),
    ],
)
def test_detect_language_by_cjk_share(text: str, lang: str) -> None:
    assert detect_language(text) == lang


def test_english_sentences_keep_abbreviations_together() -> None:
    text = "Dr. Smith saw me. It went well! Did it? Yes"
    sentences = [text[start:end] for start, end in split_sentences(text, "en")]
    assert sentences == ["Dr. Smith saw me", "It went well", "Did it", "Yes"]


def test_chinese_sentences_split_on_full_width_marks() -> None:
    text = "我下周要去杭州。你呢？好的！"
    assert [text[s:e] for s, e in split_sentences(text, "zh")] == ["我下周要去杭州", "你呢", "好的"]


def test_clauses_carry_their_connector_and_offsets() -> None:
    text = "My laptop broke because I spilled coffee on it, so I bought a new one."
    clauses = split_clauses(text, "en")
    assert [(c.text, c.cue) for c in clauses] == [
        ("My laptop broke", ""),
        ("I spilled coffee on it", "because"),
        ("I bought a new one", "so"),
    ]
    assert all(text[c.start : c.end] == c.text for c in clauses)


def test_and_splits_only_before_a_new_subject() -> None:
    text = "I took my kids and my husband to the museum and we loved it"
    assert [c.text for c in split_clauses(text, "en")] == [
        "I took my kids and my husband to the museum",
        "we loved it",
    ]


def test_chinese_clauses_split_on_commas_and_connectors() -> None:
    clauses = split_clauses("因为下雨，所以比赛取消了。下雨导致航班延误了", "zh")
    assert [(c.text, c.cue) for c in clauses] == [
        ("下雨", "因为"),
        ("比赛取消了", "所以"),
        ("下雨", ""),
        ("航班延误了", "导致"),
    ]


def test_only_the_last_clause_of_a_question_is_a_question() -> None:
    clauses = split_clauses("I went to the park yesterday, have you been there?", "en")
    assert [c.question for c in clauses] == [False, True]
    assert split_clauses("你去过杭州吗", "zh")[0].question


@pytest.mark.parametrize(
    ("text", "lang", "asks"),
    [
        ("Which exhibition did you like best?", "en", True),
        ("How lovely! Xiamen has many sights. Which one did you like best?", "en", True),
        ("I went hiking yesterday. How about you?", "en", True),
        ("Did you go? I went hiking yesterday.", "en", False),
        ("很高兴听到你有这么棒的一天，你看了哪些展览呢？", "zh", True),
        ("你去过杭州吗", "zh", True),
        ("我最近去了厦门，非常美丽。", "zh", False),
        ("", "en", False),
    ],
)
def test_a_turn_asks_when_its_last_sentence_is_a_question(
    text: str, lang: Lang, asks: bool
) -> None:
    assert ends_with_question(text, lang) is asks


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I ran a charity race last Saturday",
            "Melanie ran a charity race last Saturday",
        ),
        ("my laptop broke again", "Melanie's laptop broke again"),
        (
            "I'm going to a conference and I've booked it",
            "Melanie is going to a conference and Melanie has booked it",
        ),
        (
            "We're thinking about going camping",
            "Melanie and others are thinking about going camping",
        ),
        ("I really love painting", "Melanie really loves painting"),
        ("I usually go hiking with our kids", "Melanie usually goes hiking with Melanie's kids"),
        ("Tell me about it, it's mine", "Tell Melanie about it, it's Melanie's"),
        ("Ian and Irene met you", "Ian and Irene met you"),
    ],
)
def test_english_third_person(text: str, expected: str) -> None:
    assert to_third_person(text, "Melanie", "en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我下周要去杭州出差", "李明下周要去杭州出差"),
        ("我的电脑坏了", "李明的电脑坏了"),
        ("我们一起去吧", "李明等人一起去吧"),
    ],
)
def test_chinese_third_person(text: str, expected: str) -> None:
    assert to_third_person(text, "李明", "zh") == expected
