"""The extractor as a whole: the interface, keys, entities, windows and linear time."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime

import pytest

from ingest.extract import (
    EventDraft,
    Extraction,
    Extractor,
    PreferenceDraft,
    RuleExtractor,
    TurnContext,
    detect_language,
)
from ingest.extract.entities import find_entities

AT = datetime.fromisoformat("2023-05-25T13:14:00+08:00")


def turn(text: str, turn_id: str = "t1", speaker: str = "Melanie") -> TurnContext:
    return TurnContext(
        turn_id=turn_id,
        external_id=f"x-{turn_id}",
        user_id="u1",
        speaker=speaker,
        text=text,
        at=AT,
        timezone="Asia/Shanghai",
        lang=detect_language(text),
    )


class FixedExtractor:
    """What a user-supplied extractor (an LLM, say) looks like: anything with `extract`."""

    def extract(self, turns: Sequence[TurnContext]) -> Extraction:
        return Extraction()


def run(extractor: Extractor, turns: Sequence[TurnContext]) -> Extraction:
    return extractor.extract(turns)


def test_extractors_are_interchangeable() -> None:
    turns = [turn("I ran a charity race last Saturday.")]
    assert len(run(RuleExtractor(), turns).events) == 1
    assert run(FixedExtractor(), turns) == Extraction()


def test_turn_time_must_be_aware() -> None:
    with pytest.raises(ValueError, match="aware"):
        TurnContext(
            turn_id="t",
            external_id="x",
            user_id="u",
            speaker="s",
            text="hi",
            at=datetime(2023, 5, 25, 13, 14),
            timezone="UTC",
            lang="en",
        )


def test_keys_are_unique_within_one_extraction() -> None:
    turns = [
        turn("I bought a bike. I rode it to work.", "t1"),
        turn("I fixed the brakes. Then I went to the park.", "t2"),
    ]
    keys = [event.key for event in RuleExtractor().extract(turns).events]
    assert len(keys) == 4
    assert len(set(keys)) == len(keys)


def test_drafts_carry_provenance_of_their_own_turn() -> None:
    turns = [turn("I love jazz.", "a"), turn("I went to a jazz bar last night.", "b")]
    result = RuleExtractor().extract(turns)
    assert [p.source_turn_ids for p in result.preferences] == [("a",)]
    assert [e.source_turn_ids for e in result.events] == [("b",)]


def test_min_confidence_drops_unsure_drafts() -> None:
    text = "I'm reading a novel about love this week."
    assert RuleExtractor().extract([turn(text)]).events
    assert RuleExtractor(min_confidence=0.7).extract([turn(text)]).events == ()


def test_drafts_are_frozen() -> None:
    event = RuleExtractor().extract([turn("I bought a bike.")]).events[0]
    assert isinstance(event, EventDraft)
    with pytest.raises(AttributeError):
        event.action = "sell"  # type: ignore[misc]
    assert not isinstance(event, PreferenceDraft)


@pytest.mark.parametrize(
    ("text", "lang", "names"),
    [
        (
            'I went to Green Meadow Park with Caroline and read "The Great Gatsby".',
            "en",
            ("The Great Gatsby", "Green Meadow Park", "Caroline"),
        ),
        ("Last Friday we met John's friends in New York.", "en", ("John", "New York")),
        ("Yesterday I saw a movie.", "en", ()),
        ("我下周要去杭州出差三天", "zh", ("杭州",)),
        ("我去的是绿禾公园，读了《百年孤独》", "zh", ("百年孤独", "绿禾公园")),
    ],
)
def test_entities(text: str, lang: str, names: tuple[str, ...]) -> None:
    assert find_entities(text, "zh" if lang == "zh" else "en", "Melanie") == names


def test_the_speaker_is_no_entity_of_their_own_event() -> None:
    event = RuleExtractor().extract([turn("I, Melanie, met Caroline in Paris yesterday.")]).events
    assert all("Melanie" not in e.entities for e in event)


@pytest.mark.parametrize(
    "unit",
    [
        "I ran a charity race last Saturday because I love running, so I felt great. ",
        "my laptop broke again and I never call anyone, SMS only, budget 5000. ",
        "我下周要去杭州出差三天，因为预算不超过5000，所以我只喝绿茶。",
        "aaaa bbbb, I I I we we my my my " * 3,
        "因为所以导致结果后来" * 5,
        "I " * 40,
        "I love jazz and I hate rock and ",
        "我今天去了公园散步看到了漂亮的景色我很喜欢绘画我的电脑坏了后来修好了",
        "my laptop broke and it got fixed and ",
        "((((((((((",
        "",
    ],
)
def test_linear_time_on_a_100000_character_turn(unit: str) -> None:
    text = (unit * (100_000 // max(1, len(unit)) + 1))[:100_000]
    started = time.perf_counter()
    RuleExtractor().extract([turn(text)])
    assert time.perf_counter() - started < 10.0


def test_doubling_the_text_about_doubles_the_time() -> None:
    unit = (
        "Last Friday I finally took my kids to a pottery workshop, so we made pots. I love jazz. "
    )
    timings = []
    for size in (25_000, 50_000):
        text = (unit * (size // len(unit) + 1))[:size]
        started = time.perf_counter()
        RuleExtractor().extract([turn(text)])
        timings.append(time.perf_counter() - started)
    assert timings[1] < timings[0] * 4 + 0.5


def test_a_pronoun_s_fact_is_keyed_to_the_person_named_turns_before() -> None:
    turns = [
        turn("我女儿朵朵六岁，现在上幼儿园大班。", "t1", "user"),
        turn("她平时喜欢什么？", "t2", "agent"),
        turn("她超级迷恐龙，不过带电池的玩具我不想买。", "t3", "user"),
    ]
    found = {(p.key, p.value) for p in RuleExtractor().extract(turns).preferences}
    assert {("朵朵 school", "幼儿园大班"), ("朵朵 likes", "恐龙")} <= found
    assert not any(
        p.category == "family" and "电池" in p.value
        for p in RuleExtractor().extract(turns).preferences
    )
