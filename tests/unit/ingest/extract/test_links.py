"""CAUSED links: explicit cues within and across turns, and problem → resolution."""

from __future__ import annotations

from datetime import datetime, timedelta

from ingest.extract import EventDraft, Extraction, RuleExtractor, TurnContext, detect_language

AT = datetime.fromisoformat("2023-05-25T13:14:00+08:00")


def extract(*texts: str, speaker: str = "Melanie") -> Extraction:
    turns = [
        TurnContext(
            turn_id=f"t{index}",
            external_id=f"x{index}",
            user_id="u1",
            speaker=speaker,
            text=text,
            at=AT + timedelta(minutes=index),
            timezone="Asia/Shanghai",
            lang=detect_language(text),
        )
        for index, text in enumerate(texts, start=1)
    ]
    return RuleExtractor().extract(turns)


def edges(extraction: Extraction) -> list[tuple[str, str, str]]:
    """(cause action, effect action, cue) for each link."""
    by_key: dict[str, EventDraft] = {event.key: event for event in extraction.events}
    return [
        (by_key[link.cause_key].action, by_key[link.effect_key].action, link.cue)
        for link in extraction.links
    ]


def test_because_points_from_the_reason() -> None:
    result = extract("My laptop broke because I spilled coffee on it.")
    assert edges(result) == [("spill", "break", "because")]


def test_so_points_to_the_consequence() -> None:
    result = extract("I lost my job last month, so I started my own business.")
    assert edges(result) == [("lose", "start", "so")]


def test_which_led_to() -> None:
    result = extract("I missed the train, which led to me missing the meeting")
    assert edges(result) == [("miss", "miss", "which led to")]


def test_a_cause_that_is_no_action_is_kept_as_a_situation() -> None:
    result = extract("The game was cancelled because it rained.")
    assert edges(result) == [("it rained", "cancel", "because")]
    result = extract("因为下雨，所以比赛取消了", speaker="李明")
    assert edges(result) == [("下雨", "取消", "因为")]


def test_after_clause_is_the_cause() -> None:
    result = extract("After my laptop broke, I bought a new one.")
    assert edges(result) == [("break", "buy", "after")]


def test_cue_at_the_start_of_a_turn_links_to_the_previous_turn() -> None:
    result = extract(
        "I failed my driving test yesterday.", "So I booked more lessons for next week."
    )
    assert edges(result) == [("fail", "book", "so")]
    assert result.links[0].confidence < 0.8


def test_problem_to_its_resolution_on_the_same_thing() -> None:
    result = extract(
        "My laptop broke again yesterday.",
        "I went to the gym today.",
        "Good news: the laptop got fixed!",
    )
    assert edges(result) == [("break", "fix", "resolution")]


def test_it_resolution_links_to_the_nearest_problem() -> None:
    result = extract("My phone stopped working.", "It got fixed this morning.")
    assert edges(result) == [("stop working", "fix", "resolution")]


def test_no_resolution_without_a_problem() -> None:
    assert extract("I fixed the fence on Sunday.").links == ()


def test_chinese_cues() -> None:
    result = extract("我上周丢了工作，所以我开始自己创业了", speaker="李明")
    assert edges(result) == [("丢了", "开始", "所以")] or [cue for *_, cue in edges(result)] == [
        "所以"
    ]
    result = extract("我的电脑坏了，后来修好了", speaker="李明")
    assert edges(result) == [("坏", "修好", "后来")]


def test_chinese_problem_then_resolution_across_turns() -> None:
    result = extract("我的电脑又坏了。", "今天去买菜了。", "电脑终于修好了！", speaker="李明")
    assert ("坏", "修好", "resolution") in edges(result)


def test_chinese_because_clause_is_the_cause() -> None:
    result = extract("因为我生病了，所以我取消了旅行", speaker="李明")
    assert edges(result) == [("生病", "取消", "因为")]
    link = result.links[0]
    assert link.cause_key.endswith("#1")
    assert link.effect_key.endswith("#2")


def test_a_fix_by_someone_else_links_on_the_object() -> None:
    result = extract(
        "My laptop broke last week.", "The repair shop fixed my laptop.", speaker="Caroline"
    )
    assert edges(result) == [("break", "fix", "resolution")]
    fix = result.events[1]
    assert fix.subject == "The repair shop"
    assert fix.object == "Caroline's laptop"


def test_a_replacement_resolves_the_problem() -> None:
    result = extract("My phone stopped working.", "They replaced my phone.", speaker="Caroline")
    assert edges(result) == [("stop working", "replace", "resolution")]
    result = extract("The heater stopped working.", "The landlord replaced the heater.")
    assert edges(result) == [("stop working", "replace", "resolution")]


def test_the_speakers_name_is_no_shared_thing() -> None:
    result = extract("My laptop broke last week.", "I fixed the fence.", speaker="Caroline")
    assert result.links == ()
    result = extract("我的电脑坏了", "车修好了", speaker="李明")
    assert result.links == ()


def test_chinese_resolution_names_the_broken_thing() -> None:
    result = extract("我的电脑坏了", "电脑修好了", speaker="Caroline")
    assert edges(result) == [("坏", "修好", "resolution")]
    result = extract("洗衣机坏了", "师傅把洗衣机修理好了", speaker="李明")
    assert edges(result) == [("坏", "修好", "resolution")]
    result = extract("我的手机坏了", "他们帮我换好了", speaker="李明")
    assert edges(result) == [("坏", "更换", "resolution")]


def test_since_makes_the_clause_a_cause() -> None:
    result = extract("我手机自从上周五更新了系统，掉电就特别快。")
    assert edges(result) == [("更新", "掉电", "因为")]


def test_a_problem_then_what_the_user_does_about_it() -> None:
    result = extract("上周六练深蹲的时候腰闪了一下，这两周先暂停私教吧。")
    assert edges(result) == [("闪到", "暂停", "consequence")]


def test_an_elaboration_is_no_cause() -> None:
    result = extract("沙发今天到了，就是那款燕麦色的，结果安装师傅把木地板划了。")
    assert edges(result) == [("到", "划伤", "结果")]


def test_someone_elses_action_on_the_users_case_links_too() -> None:
    result = extract("The engineer came yesterday, so the line was fixed.")
    assert [cause for cause, _, _ in edges(result)] == ["come"]


def test_a_situation_that_causes_nothing_is_no_event() -> None:
    result = extract("I'm vegan, so no animal products at all.")
    assert [event.summary for event in result.events] == []
