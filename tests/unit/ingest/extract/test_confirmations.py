"""What the user states by answering the agent: a yes to a question that repeats a value, a
contact condition that is no hypothetical, and the windows and addresses such turns carry."""

from __future__ import annotations

import pytest

from ingest.extract.confirmations import answered_preferences, confirmed_preferences
from ingest.extract.open_slots import open_slot_preferences
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.types import Lang


def _confirmed(question: str, reply: str) -> set[tuple[str, str, str]]:
    lang: Lang = "en" if question.isascii() else "zh"
    return {(p.category, p.key, p.value) for p in confirmed_preferences(question, reply, lang)}


def _found(sentence: str) -> set[tuple[str, str, str]]:
    read = preferences_en if sentence.isascii() else preferences_zh
    return {(p.category, p.key, p.value) for p in read(sentence)}


def test_a_yes_to_the_agent_s_address_states_it() -> None:
    found = _confirmed("退货申请已提交，取件地址还是台北市大安区复兴南路那个吗？", "对，还是那个。")
    assert found == {("location", "address", "台北市大安区复兴南路")}


def test_a_yes_to_is_that_right_reads_the_sentence_before() -> None:
    question = (
        "Sure. We'll send them to the address on file, d.okafor@northmail.com. Is that right?"
    )
    found = _confirmed(question, "Yes, that's right. And please call me after 6.")
    assert found == {("contact", "email", "d.okafor@northmail.com")}


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("取件地址还是台北市大安区复兴南路那个吗？", "不对，我搬家了。"),  # a no
        ("We'll send them to d.okafor@northmail.com.", "Yes."),  # no question asked
        ("Should I use d.o@northmail.com or d.o@work.com?", "Yes."),  # a choice
        ("那以游泳为主，每周再加一次轻松跑？", "行，就这么安排。"),  # a proposal, no open slot
        ("Shall I list assisted-living places in Norfolk?", "Yes please, ones with a garden."),
    ],
)
def test_no_confirmation_without_a_yes_to_a_repeated_value(question: str, reply: str) -> None:
    assert _confirmed(question, reply) == set()


@pytest.mark.parametrize(
    ("sentence", "email"),
    [
        ("It's dana.okafor@brightpost.net now.", "dana.okafor@brightpost.net"),
        ("以后通知都发我邮箱吧：wanglei_home@163.com。", "wanglei_home@163.com"),
    ],
)
def test_an_email_address_is_the_contact_email(sentence: str, email: str) -> None:
    assert ("contact", "email", email) in {
        (p.category, p.key, p.value) for p in open_slot_preferences(sentence)
    }


@pytest.mark.parametrize(
    "sentence",
    ["If you need to ring me, mornings before 10 only.", "如果要联系我的话，打电话就行。"],
)
def test_the_agent_s_need_to_reach_the_user_is_no_condition(sentence: str) -> None:
    assert ("notification", "channel", "phone") in _found(sentence)


@pytest.mark.parametrize(
    "sentence",
    ["If it rains I'd rather drive.", "If you need anything, call me.", "如果下雨的话我就开车。"],
)
def test_a_real_condition_still_states_nothing(sentence: str) -> None:
    assert _found(sentence) == set()


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("以后晚上十点到早上八点之间别给我推任何消息。", "晚上十点到早上八点"),
        ("Please don't send notifications after 10 pm.", "10 pm"),
    ],
)
def test_a_window_without_notices_is_quiet_hours(sentence: str, value: str) -> None:
    assert ("notification", "quiet hours", value) in _found(sentence)


def test_a_notice_window_that_is_wished_is_not_quiet_hours() -> None:
    assert not any(key == "quiet hours" for _, key, _ in _found("我希望消息都在早上九点推送。"))


def test_lessons_moved_to_the_weekend_are_availability() -> None:
    assert ("schedule", "availability", "周六周日上午") in _found("私教改成周六周日上午吧。")


def _answered(question: str, reply: str) -> set[tuple[str, str, str]]:
    lang: Lang = "en" if question.isascii() else "zh"
    return {(p.category, p.key, p.value) for p in answered_preferences(question, reply, lang)}


@pytest.mark.parametrize(
    ("question", "reply", "expected"),
    [
        (
            "Absolutely. Any allergies I should know about?",
            "Tree nuts, especially cashews. Which is annoying.",
            ("diet", "allergy", "Tree nuts"),
        ),
        ("有什么过敏的吗？", "花生。", ("diet", "allergy", "花生")),
        ("平时穿什么尺码呢？", "L，偶尔穿XL。", ("clothing", "size", "L")),
    ],
)
def test_a_bare_answer_is_read_in_the_question_s_frame(
    question: str, reply: str, expected: tuple[str, str, str]
) -> None:
    assert _answered(question, reply) == {expected}


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Any allergies?", "No, none."),
        ("Any allergies?", "I think so but I forget which ones exactly."),
        ("What's your weekly distance at the moment?", "About 30 km."),  # no frame
        ("Allergies: peanuts or shellfish?", "Peanuts."),  # a choice between values
    ],
)
def test_no_answer_without_a_frame_or_a_value(question: str, reply: str) -> None:
    assert _answered(question, reply) == set()


def test_an_email_address_goes_with_the_email_channel_chosen_with_it() -> None:
    found = _found("以后通知都发我邮箱吧：wanglei_home@163.com。")
    assert ("notification", "channel", "email wanglei_home@163.com") in found
    assert not any(key == "email" for _, key, _ in found)
