"""Service slots (flights, hotels, couriers, drop-off, cuisine, diet), forms of address and
softened preferences, in both languages."""

from __future__ import annotations

import pytest

from graph.model import Polarity
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.statement import without_softeners


def _found(sentence: str) -> set[tuple[str, str, str, str]]:
    read = preferences_en if sentence.isascii() else preferences_zh
    return {(p.category, p.key, p.value, p.polarity.value) for p in read(sentence)}


@pytest.mark.parametrize(
    ("english", "chinese", "expected"),
    [
        (
            "Please don't book red-eyes.",
            "我不坐红眼航班",
            ("travel", "red-eye", "red-eye", "dislike"),
        ),
        (
            "I only take direct flights.",
            "我只坐直飞的",
            ("travel", "flight routing", "direct", "like"),
        ),
        ("Book the Hilton again.", "酒店还是订希尔顿", ("travel", "hotel", "Hilton", "like")),
        ("I'd rather pay extra for DHL.", "快递都用顺丰", None),
        (
            "Leave parcels at the front desk.",
            "快递以后放门卫室吧",
            ("delivery", "drop-off", "guard room", "like"),
        ),
        ("Thai food, mostly.", "我平时爱吃泰国菜", ("food", "cuisine", "Thai", "like")),
        (
            "It has to be gluten-free.",
            "我只能吃无麸质的",
            ("diet", "gluten", "gluten-free", "like"),
        ),
        ("No emojis in replies, please.", "回复别带表情", ("reply", "emoji", "emoji", "dislike")),
    ],
)
def test_service_slots_in_both_languages(
    english: str, chinese: str, expected: tuple[str, str, str, str] | None
) -> None:
    left, right = _found(english), _found(chinese)
    if expected is None:
        assert ("delivery", "courier", "DHL", "like") in left
        assert ("delivery", "courier", "SF Express", "like") in right
        return
    assert expected in left, left
    assert expected in right, right


def test_a_hyphenated_word_is_not_the_value_inside_it() -> None:
    found = _found("Anything you recommend must be gluten-free, not just gluten-friendly.")
    assert ("reply", "tone", "casual", "like") not in found
    assert ("diet", "gluten", "gluten-free", "like") in found


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Use my married name now: Jordan Alvarez-Kim, not Jordan Kim.", "Jordan Alvarez-Kim"),
        ("Please call me Dr. Lee from now on.", "Dr. Lee"),
        ("你以后称呼我陈经理就行。", "陈经理"),
        ("称呼改成陈总吧", "陈总"),
        ("称呼也别加“总”了，直接叫我名字陈佳就好", "陈佳"),
    ],
)
def test_a_form_of_address_is_one_slot(sentence: str, name: str) -> None:
    found = _found(sentence)
    assert ("identity", "name", name, "neutral") in found
    assert not any(category == "notification" for category, *_ in found)


@pytest.mark.parametrize(
    "sentence", ["Call me Monday about the refund.", "call me at 5 pm", "他叫我去吃饭"]
)
def test_a_call_or_an_errand_is_no_name(sentence: str) -> None:
    assert not any(category == "identity" for category, *_ in _found(sentence))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("No red-eyes if we can avoid them.", ("travel", "red-eye", "red-eye", "dislike")),
        ("Window seat if possible.", ("travel", "seat", "window", "like")),
        ("可以的话座位要靠窗", ("travel", "seat", "window", "like")),
    ],
)
def test_a_softener_is_no_condition(sentence: str, expected: tuple[str, str, str, str]) -> None:
    assert expected in _found(sentence)
    assert "if" not in without_softeners(sentence).lower().split()


@pytest.mark.parametrize("sentence", ["If it rains I'd rather fly direct.", "如果下雨就坐直飞的"])
def test_a_real_condition_still_states_nothing(sentence: str) -> None:
    assert _found(sentence) == set()


def test_a_dislike_keeps_its_polarity() -> None:
    parsed = preferences_zh("酒店就别订全季了")
    assert [p.polarity for p in parsed if p.category == "travel"] == [Polarity.DISLIKE]


@pytest.mark.parametrize(
    ("sentence", "person", "word"),
    [
        ("Maya was diagnosed with a peanut allergy last Thursday.", "maya", "peanut"),
        ("Lena is vegan these days.", "lena", "vegan"),
    ],
)
def test_a_named_person_s_fact_is_keyed_to_them(sentence: str, person: str, word: str) -> None:
    parsed = preferences_en(sentence)
    assert [(p.category, p.key) for p in parsed] == [("family", person)]
    assert word in parsed[0].value


@pytest.mark.parametrize("sentence", ["Thanks is all I can say.", "Delivery was late again."])
def test_a_capitalised_word_is_not_always_a_person(sentence: str) -> None:
    assert not any(p.category == "family" for p in preferences_en(sentence))


def test_a_family_member_in_chinese_is_keyed_by_the_member() -> None:
    parsed = preferences_zh("我的大儿子今年刚上小学一年级")
    assert [(p.category, p.key) for p in parsed] == [("family", "大儿子")]


@pytest.mark.parametrize(
    "sentence",
    [
        "这次不是出差，酒店就别订全季了，找个海边的民宿",
        "Just this time, book me a window seat.",
        "下周五想订一家安静点的西餐厅",
    ],
)
def test_one_occasion_is_no_standing_preference(sentence: str) -> None:
    assert _found(sentence) == set()


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("这次出差以后都订全季", ("travel", "hotel", "Ji Hotel", "like")),
        ("This time and from now on, window seats.", ("travel", "seat", "window", "like")),
    ],
)
def test_a_standing_cue_outweighs_this_time(
    sentence: str, expected: tuple[str, str, str, str]
) -> None:
    assert expected in _found(sentence)
