"""Standing instructions keyed by the head of their object, and who should serve the user."""

from __future__ import annotations

import pytest

from ingest.extract.instructions import instruction_preferences
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh


def _found(sentence: str) -> set[tuple[str, str, str]]:
    read = preferences_en if sentence.isascii() else preferences_zh
    return {(p.category, p.key, p.value) for p in read(sentence)}


@pytest.mark.parametrize(
    ("sentence", "key", "value"),
    [
        (
            "I need the phone for work, so always go for the fastest repair option.",
            "repair option",
            "fastest repair option",
        ),
        (
            "And next time, book a proper hotel at least every third night.",
            "hotel",
            "proper hotel at least every third night",
        ),
        ("以后都帮我订经济型酒店。", "酒店", "经济型酒店"),
        ("想要女教练，男教练我会有点不自在。", "教练", "女教练"),
        ("I'd prefer a female doctor if possible.", "doctor", "female doctor"),
    ],
)
def test_the_key_is_the_head_and_the_value_what_was_preferred(
    sentence: str, key: str, value: str
) -> None:
    assert [(p.key, p.value) for p in instruction_preferences(sentence)] == [(key, value)]


def test_a_hotel_is_travel_whatever_its_characters_say() -> None:
    assert instruction_preferences("以后都帮我订经济型酒店")[0].category == "travel"


@pytest.mark.parametrize(
    "sentence",
    [
        "Book a hotel for Friday.",  # one occasion
        "I can't always pick up even in the mornings.",  # a verb and its particle
        "From now on, always book the same one.",  # no head
        "My wife wants a female doctor.",  # someone else's
        "我老婆想要女医生。",
        "我不要男医生。",
    ],
)
def test_no_instruction_without_a_standing_wish_of_the_user(sentence: str) -> None:
    assert instruction_preferences(sentence) == []


def test_a_slotted_value_is_not_said_twice() -> None:
    found = _found("Next time get me a window seat please.")
    assert ("travel", "seat", "window") in found
    assert not any("window seat" in key for _, key, _ in found)
