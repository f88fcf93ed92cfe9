"""The slot schema as data, and its value normalizers in both languages."""

from __future__ import annotations

import pytest

from ingest.extract.open_slots import open_slot_preferences
from ingest.extract.schedule_slots import schedule_preferences
from ingest.extract.slot_reader import _LONGEST, slot_preferences
from ingest.extract.slots import SLOTS


def test_every_slot_is_unique_and_every_surface_short() -> None:
    names = [(slot.category, slot.key) for slot in SLOTS]
    assert len(names) == len(set(names))
    for slot in SLOTS:
        assert slot.cues and slot.values
        assert all(0 < len(surface) <= _LONGEST for surface in slot.values)
        assert all(surface == surface.lower() for surface in slot.values)


@pytest.mark.parametrize(
    ("english", "chinese"),
    [
        ("Text me, SMS only please.", "只发短信通知我"),
        ("Please reply in English.", "请用英文回复我"),
        ("I like Nordic style decor.", "我喜欢北欧风的家居"),
        ("I want a window seat.", "座位要靠窗"),
        ("I pay with Alipay.", "我用支付宝付款"),
        ("My new car should be electric.", "新车要电车"),
    ],
)
def test_both_languages_map_to_the_same_slot_and_value(english: str, chinese: str) -> None:
    left = {(p.category, p.key, p.value) for p in slot_preferences(english)}
    right = {(p.category, p.key, p.value) for p in slot_preferences(chinese)}
    assert left & right, (left, right)


def test_a_longer_surface_wins_over_the_shorter_one_inside_it() -> None:
    found = {(p.category, p.key, p.value) for p in slot_preferences("以后我都用微信支付付款")}
    assert ("payment", "method", "WeChat Pay") in found
    assert not any(key == "channel" for _, key, _ in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please only call me between 6 and 8 pm on weekdays.", ("contact", "call time")),
        ("免打扰改成晚上十一点开始吧", ("notification", "quiet hours")),
        ("我只有工作日早上六点到七点半有空", ("schedule", "availability")),
        ("提醒改到晚上十点吧", ("schedule", "reminder time")),
    ],
)
def test_a_wished_time_is_a_schedule_preference(text: str, expected: tuple[str, str]) -> None:
    [found] = schedule_preferences(text)
    assert (found.category, found.key) == expected
    assert any(ch.isdigit() or ch in "十六七八九" for ch in found.value)


@pytest.mark.parametrize(
    "text",
    ["I ran 10k on Saturday morning.", "My broadband drops every evening, and calls cut off."],
)
def test_a_time_that_is_no_wish_is_no_schedule(text: str) -> None:
    assert schedule_preferences(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("在杭州一家电商公司做数据分析，干了四年。", ("location", "city", "杭州")),
        ("在杭州一家电商公司做数据分析，干了四年。", ("work", "employer", "电商公司")),
        ("在杭州一家电商公司做数据分析，干了四年。", ("work", "role", "数据分析")),
        ("是一家做工业软件的公司。", ("work", "employer", "做工业软件的公司")),
        ("I'm furnishing my flat in Leeds.", ("location", "city", "Leeds")),
        ("We moved to Bristol two weeks ago.", ("location", "city", "Bristol")),
        ("现在住新北市板桥区文化路二段88号", ("location", "address", "新北市板桥区文化路二段88号")),
        (
            "please send them to 2217 Alder Street, Apt 5, Oakland",
            ("location", "address", "2217 Alder Street, Apt 5, Oakland"),
        ),
        ("我花生过敏，一点都碰不得", ("diet", "allergy", "花生")),
        ("I'm allergic to tree nuts.", ("diet", "allergy", "tree nuts")),
        ("我上衣一般穿L", ("clothing", "size", "L")),
        ("I'm normally a 10.", ("clothing", "size", "10")),
    ],
)
def test_open_slots_keep_the_value_as_said(text: str, expected: tuple[str, str, str]) -> None:
    assert expected in [(p.category, p.key, p.value) for p in open_slot_preferences(text)]


def test_the_clause_that_says_what_the_time_is_for_wins() -> None:
    [found] = schedule_preferences(
        "Also, I'm only home on weekends now, so schedule deliveries for Saturdays."
    )
    assert (found.category, found.key, found.value) == ("delivery", "time", "Saturdays")
    [moved] = schedule_preferences("Oh, and I'm moving my long runs to Saturdays.")
    assert (moved.key, moved.value) == ("long run day", "Saturdays")


def test_a_wished_window_wins_over_a_refused_one() -> None:
    [found] = schedule_preferences("时间还是工作日早上，周末别给我排。")
    assert found.value == "工作日早上"
