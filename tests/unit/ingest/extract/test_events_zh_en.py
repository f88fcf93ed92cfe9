"""Event rules in English and Chinese, through the real time resolver."""

from __future__ import annotations

from datetime import datetime

import pytest

from graph.model import EventStatus
from ingest.extract import EventDraft, RuleExtractor, TurnContext, detect_language

# Thursday 25 May 2023, 13:14 in Shanghai.
AT = datetime.fromisoformat("2023-05-25T13:14:00+08:00")
ZONE = "Asia/Shanghai"


def turn(text: str, speaker: str = "Melanie", turn_id: str = "t1") -> TurnContext:
    return TurnContext(
        turn_id=turn_id,
        external_id=f"x-{turn_id}",
        user_id="u1",
        speaker=speaker,
        text=text,
        at=AT,
        timezone=ZONE,
        lang=detect_language(text),
    )


def events(text: str, speaker: str = "Melanie") -> tuple[EventDraft, ...]:
    return RuleExtractor().extract([turn(text, speaker)]).events


def only_event(text: str, speaker: str = "Melanie") -> EventDraft:
    found = events(text, speaker)
    assert len(found) == 1, found
    return found[0]


def day(value: datetime | None) -> str | None:
    return None if value is None else value.strftime("%Y-%m-%d")


def test_past_event_with_a_relative_day() -> None:
    event = only_event("I ran a charity race for mental health last Saturday.")
    assert event.action == "run"
    assert event.summary == "Melanie ran a charity race for mental health last Saturday"
    assert event.subject == "Melanie"
    assert event.object == "a charity race for mental health"
    assert event.status is EventStatus.DONE
    assert (day(event.occurred_start), day(event.occurred_end)) == ("2023-05-20", "2023-05-21")
    assert event.time_granularity == "day"
    assert event.time_phrase == "last Saturday"
    assert event.source_turn_ids == ("t1",)


def test_plan_with_a_future_month() -> None:
    event = only_event("We're thinking about going camping next month!")
    assert event.status is EventStatus.PLANNED
    assert event.action == "go camping"
    assert (day(event.occurred_start), day(event.occurred_end)) == ("2023-06-01", "2023-07-01")
    assert event.summary.startswith("Melanie and others are thinking about going camping")


@pytest.mark.parametrize(
    ("text", "action", "status"),
    [
        ("I'm going to a transgender conference this month", "go to", EventStatus.PLANNED),
        ("I'm gonna start my own business", "start", EventStatus.PLANNED),
        ("I will fly to Beijing next Monday", "fly to", EventStatus.PLANNED),
        ("I just signed up for a pottery class yesterday", "sign up", EventStatus.DONE),
        ("Yesterday I took the kids to the museum", "take", EventStatus.DONE),
        ("I've been to Paris", "go to", EventStatus.DONE),
        ("I was volunteering at the shelter", "volunteer", EventStatus.DONE),
        ("I'm reading a novel about love this week", "read", EventStatus.UNKNOWN),
        ("Took a short trip to Rome last week", "take", EventStatus.DONE),
        ("my laptop broke again", "break", EventStatus.OPEN),
        ("the flight was cancelled", "cancel", EventStatus.CANCELLED),
        ("The old laptop got fixed", "fix", EventStatus.RESOLVED),
    ],
)
def test_english_verb_groups(text: str, action: str, status: EventStatus) -> None:
    event = only_event(text)
    assert (event.action, event.status) == (action, status)


def test_possessive_subject_is_rewritten() -> None:
    event = only_event("my laptop broke again")
    assert event.subject == "Melanie's laptop"
    assert event.summary == "Melanie's laptop broke again"


def test_no_time_phrase_takes_the_turn_time() -> None:
    event = only_event("I bought a new phone.")
    assert event.occurred_start == AT
    assert event.occurred_end is None
    assert event.time_phrase is None


def test_a_story_keeps_its_time_for_the_next_sentence() -> None:
    found = events("Last weekend I joined a mentorship program. I met so many cool people.")
    assert [day(e.occurred_start) for e in found] == ["2023-05-20", "2023-05-20"]
    assert found[1].confidence < found[0].confidence


@pytest.mark.parametrize(
    "text",
    [
        "Did you go to the park yesterday?",
        "If I went to Paris I would eat croissants",
        "I would go camping if it were warmer",
        "I didn't go to the party",
        "I was so happy",
        "I think it is great",
        "I love jazz",
        "May said she would come",
        "What did you do last weekend?",
        "I've had a lot of things happening",
    ],
)
def test_english_non_events(text: str) -> None:
    assert events(text) == ()


def test_may_said_is_not_a_time() -> None:
    event = only_event("I told May I bought the wrong tickets")
    assert event.occurred_start == AT
    assert event.time_phrase is None


def test_chinese_plan_with_third_person_summary() -> None:
    event = only_event("我下周要去杭州出差三天", "李明")
    assert event.summary == "李明下周要去杭州出差三天"
    assert event.subject == "李明"
    assert event.status is EventStatus.PLANNED
    assert event.action == "去"
    assert event.object == "杭州出差三天"
    assert (day(event.occurred_start), day(event.occurred_end)) == ("2023-05-29", "2023-06-05")
    assert event.time_granularity == "week"
    assert "杭州" in event.entities


def test_chinese_dropped_subject_gets_the_speaker() -> None:
    found = events("你好，今天我去了公园散步，看到了一些非常漂亮的景色", "张曼婷")
    assert [e.summary for e in found] == [
        "今天张曼婷去了公园散步",
        "张曼婷看到了一些非常漂亮的景色",
    ]
    assert all(e.status is EventStatus.DONE for e in found)
    assert day(found[0].occurred_start) == "2023-05-25"


@pytest.mark.parametrize(
    ("text", "action", "status"),
    [
        ("去年我去了北京", "去", EventStatus.DONE),
        ("我最近正在学做川湘菜", "学做", EventStatus.UNKNOWN),
        ("我的电脑又坏了", "坏", EventStatus.OPEN),
        ("电脑修好了", "修好", EventStatus.RESOLVED),
        ("明天的会议取消了", "取消", EventStatus.CANCELLED),
        ("我打算明年买房", "买", EventStatus.PLANNED),
        ("我已经报名了瑜伽课", "报名", EventStatus.DONE),
    ],
)
def test_chinese_verb_and_status(text: str, action: str, status: EventStatus) -> None:
    event = only_event(text, "李明")
    assert (event.action, event.status) == (action, status)


def test_chinese_last_year_is_a_time_not_a_verb() -> None:
    event = only_event("去年我去了北京", "李明")
    assert (day(event.occurred_start), day(event.occurred_end)) == ("2022-01-01", "2023-01-01")


@pytest.mark.parametrize(
    "text",
    [
        "你去过杭州吗？",
        "如果我去北京就好了",
        "我很开心",
        "我没有去",
        "我很喜欢绘画",
        "我同事说他去了上海",
    ],
)
def test_chinese_non_events(text: str) -> None:
    assert events(text, "李明") == ()


def test_a_chinese_job_change_is_one_event_with_its_city() -> None:
    event = only_event("我刚刚跳槽到了上海一家新能源车企", speaker="李明")
    assert event.action == "跳槽"
    assert event.status is EventStatus.DONE
    assert event.entities == ("上海",)


def test_a_date_without_its_year_far_back_is_the_coming_one() -> None:
    at = datetime.fromisoformat("2026-10-05T09:00:00+02:00")
    turn = TurnContext(
        turn_id="t1",
        external_id="x1",
        user_id="u1",
        speaker="user",
        text="I'm flying to Lisbon on November 2nd.",
        at=at,
        timezone="Europe/Berlin",
        lang="en",
    )
    [event] = RuleExtractor().extract([turn]).events
    assert event.occurred_start.year == 2026 and event.occurred_start.month == 11


def test_chinese_third_person_event_is_kept_under_that_person() -> None:
    """他去了上海 is his trip: kept, keyed to him, not the speaker's."""
    event = only_event("他去了上海", "李明")
    assert (event.action, event.subject) == ("去", "他")


def test_english_ongoing_activity_without_a_time_is_no_event() -> None:
    """ "I'm reading a novel about love" is a state, kept only when it causes something."""
    assert RuleExtractor().extract([turn("I'm reading a novel about love")]).events == ()
