"""Facts about the people around the user: keyed to the person and an aspect, followed from
the sentence that names them to the pronouns and names of later turns."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ingest.extract.people import PeopleInContext
from ingest.extract.sentences import split_sentences
from ingest.extract.types import Lang


def _facts(turns: Sequence[str], lang: Lang) -> list[tuple[str, str, str]]:
    """(key, value, polarity) of every fact the user turns state, in order."""
    people = PeopleInContext()
    found: list[tuple[str, str, str]] = []
    for text in turns:
        for start, end in split_sentences(text, lang):
            found += [
                (f.key, f.value, f.polarity.value) for f in people.facts(text[start:end], lang)
            ]
        people.next_turn()
    return found


def test_a_named_child_s_school_is_keyed_by_her_name() -> None:
    found = _facts(["我女儿朵朵六岁，现在上幼儿园大班，九月份就要上小学了。"], "zh")
    assert found == [("朵朵 school", "幼儿园大班", "neutral")]


def test_a_pronoun_in_the_next_turn_is_the_person_just_named() -> None:
    found = _facts(
        ["我老婆怀孕了，预产期在八月中旬。", "她最近特别爱吃酸的，天天想吃酸菜鱼。"], "zh"
    )
    assert found == [("老婆 likes", "酸", "like")]


def test_a_reduplicated_name_opens_a_fact_in_a_later_session() -> None:
    assert _facts(["朵朵上周二正式上小学了，一年级三班。"], "zh") == [
        ("朵朵 school", "小学", "neutral")
    ]


def test_a_parent_s_diet_is_theirs() -> None:
    assert _facts(["我爸吃素，订餐厅的时候要注意。"], "zh") == [("爸 diet", "素食", "neutral")]


def test_a_bare_kinship_word_opens_a_fact() -> None:
    found = _facts(["宝宝八月十二号出生了，比预产期早了三天。"], "zh")
    assert found == [("宝宝 born", "八月十二号出生", "neutral")]


def test_english_pronouns_follow_the_named_son() -> None:
    found = _facts(
        [
            "My son Eli graduated last Friday! He starts at Ohio State in the fall.",
            "He's obsessed with Korean BBQ, so that's the theme, though I'm more of a taco person.",
        ],
        "en",
    )
    assert found == [("eli school", "Ohio State", "neutral"), ("eli likes", "Korean BBQ", "like")]


def test_where_mum_lives_changes_under_one_key() -> None:
    first = _facts(["My mum had a fall at home. She's 84 and lives on her own in Norwich."], "en")
    later = _facts(["Mum's settled in at Elm House."], "en")
    assert first == [("mum home", "Norwich", "neutral")]
    assert later == [("mum home", "Elm House", "neutral")]


def test_she_skips_a_man_named_in_between() -> None:
    found = _facts(
        [
            "My mum broke her wrist.",
            "She's okay, but my brother and I think it's time for assisted living.",
            "Yes please. She loves gardening.",
        ],
        "en",
    )
    assert found == [("mum likes", "gardening", "like")]


@pytest.mark.parametrize(
    ("sentence", "key", "value"),
    [
        ("Maya was diagnosed with a peanut allergy last Thursday.", "maya allergy", "peanut"),
        ("My partner Lena is vegan, and we're doing dinner for her.", "lena diet", "vegan"),
        ("And my daughter Maya started seventh grade today.", "maya school", "seventh grade"),
        ("My wife hates open shelving, so no.", "wife dislikes", "open shelving"),
        ("我儿子对花生过敏。", "儿子 allergy", "花生"),
    ],
)
def test_one_sentence_facts(sentence: str, key: str, value: str) -> None:
    lang: Lang = "en" if sentence.isascii() else "zh"
    assert [(k, v) for k, v, _ in _facts([sentence], lang)] == [(key, value)]


@pytest.mark.parametrize(
    "turns",
    [
        ["我女儿喜欢什么礼物？"],  # a question
        ["如果我女儿喜欢恐龙，就买那个。"],  # a condition
        ["她超级迷恐龙。"],  # a pronoun nobody was named for
        ["我女儿六岁了。", "我同事说她很喜欢猫。"],  # the colleague takes the pronoun
        ["My mum is fine.", "Physio cleared me. She loves early sessions."],
        ["Can you help me plan?", "She likes the window."],  # "Can" is no name
        ["我女儿六岁了。", "a", "b", "她喜欢画画。"],  # named too long ago
    ],
)
def test_no_fact_without_a_person_or_a_statement(turns: list[str]) -> None:
    lang: Lang = "en" if turns[0].isascii() else "zh"
    assert _facts(turns, lang) == []


def test_the_user_s_own_clause_is_not_the_person_s() -> None:
    assert _facts(["我女儿六岁，我喜欢爵士乐。"], "zh") == []
