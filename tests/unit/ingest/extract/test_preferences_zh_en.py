"""Preference rules: the (category, key, value) contract that versioning relies on."""

from __future__ import annotations

from datetime import datetime

import pytest

from graph.model import Polarity
from graph.versioning import same_value
from ingest.extract import PreferenceDraft, RuleExtractor, TurnContext, detect_language
from ingest.extract.categories import categorise, normalise_category

AT = datetime.fromisoformat("2023-05-25T13:14:00+08:00")


def preferences(text: str) -> tuple[PreferenceDraft, ...]:
    turn = TurnContext(
        turn_id="t1",
        external_id="x1",
        user_id="u1",
        speaker="Melanie",
        text=text,
        at=AT,
        timezone="Asia/Shanghai",
        lang=detect_language(text),
    )
    return RuleExtractor().extract([turn]).preferences


def triples(text: str) -> list[tuple[str, str, str, Polarity]]:
    return [(p.category, p.key, p.value, p.polarity) for p in preferences(text)]


def only(text: str) -> tuple[str, str, str]:
    found = preferences(text)
    assert len(found) == 1, found
    return found[0].category, found[0].key, found[0].value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SMS only", ("notification", "channel", "SMS", Polarity.LIKE)),
        (
            "Please only contact me by email.",
            ("notification", "channel", "email", Polarity.LIKE),
        ),
        ("Don't call me.", ("notification", "phone", "phone", Polarity.DISLIKE)),
        ("只发短信", ("notification", "channel", "SMS", Polarity.LIKE)),
        ("发短信就行", ("notification", "channel", "SMS", Polarity.LIKE)),
        ("My budget is 5000.", ("budget", "general", "≤ 5000", Polarity.NEUTRAL)),
        ("My budget for the sofa is $1,200", ("budget", "sofa", "≤ 1200 USD", Polarity.NEUTRAL)),
        ("预算不超过5000", ("budget", "general", "≤ 5000 CNY", Polarity.NEUTRAL)),
        ("买沙发的预算是五千块以内", ("budget", "沙发", "≤ 5000 CNY", Polarity.NEUTRAL)),
        ("预算1.5万左右", ("budget", "general", "≈ 15000 CNY", Polarity.NEUTRAL)),
        ("my favorite colour is blue", ("color", "favorite", "blue", Polarity.LIKE)),
        ("我最喜欢的颜色是蓝色", ("color", "favorite", "蓝色", Polarity.LIKE)),
        ("I prefer tea over coffee", ("drink", "preferred", "tea over coffee", Polarity.LIKE)),
        ("比起咖啡，我更喜欢茶", ("drink", "preferred", "茶胜过咖啡", Polarity.LIKE)),
        ("I only drink green tea", ("drink", "daily drink", "green tea", Polarity.LIKE)),
        ("我只喝绿茶", ("drink", "daily drink", "green tea", Polarity.LIKE)),
        ("I love jazz", ("music", "jazz", "jazz", Polarity.LIKE)),
        (
            "I hate horror movies",
            ("film", "horror movies", "not horror movies", Polarity.DISLIKE),
        ),
        (
            "I'm not a fan of spicy food",
            ("food", "spicy", "spicy", Polarity.DISLIKE),
        ),
        ("我很喜欢爵士乐", ("music", "爵士乐", "爵士乐", Polarity.LIKE)),
        ("我讨厌下雨天", ("general", "下雨天", "不要下雨天", Polarity.DISLIKE)),
        ("我不喜欢吃辣", ("food", "spicy", "spicy", Polarity.DISLIKE)),
    ],
)
def test_rule_families(text: str, expected: tuple[str, str, str, Polarity]) -> None:
    assert triples(text) == [expected]


def test_lists_give_one_preference_per_item() -> None:
    assert [
        p.key for p in preferences("I really enjoy painting, playing piano and tea tasting.")
    ] == [
        "painting",
        "playing piano",
        "tea tasting",
    ]
    assert [p.key for p in preferences("我很喜欢绘画、弹钢琴和品茶")] == ["绘画", "弹钢琴", "品茶"]


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("I love jazz.", "I really love jazz music!"),
        ("I like jazz", "I love jazz"),
        ("SMS only", "just SMS me please"),
        ("SMS only", "只发短信"),
        ("My budget is 5,000 yuan", "预算不超过5000"),
        ("My budget is 5k yuan", "my budget is no more than 5000 RMB"),
        ("my favorite color is blue", "My favourite colour is blue."),
        ("I prefer tea over coffee", "I still prefer tea over coffee."),
        ("我最喜欢的颜色是蓝色", "我最喜欢的颜色就是蓝色啊"),
    ],
)
def test_a_restatement_gives_the_same_triple(first: str, again: str) -> None:
    left, right = only(first), only(again)
    assert left[:2] == right[:2]
    assert same_value(left[2], right[2])


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("I love jazz", "I hate jazz now"),
        ("SMS only", "email only from now on"),
        ("My budget is 5000 yuan", "My budget is 8000 yuan"),
        ("预算不超过5000", "预算不超过3000"),
        ("my favorite color is blue", "my favorite color is green now"),
        ("I prefer tea over coffee", "I prefer coffee over tea"),
        ("比起咖啡，我更喜欢茶", "比起茶，我更喜欢咖啡"),
        ("我很喜欢爵士乐", "我不喜欢爵士乐"),
    ],
)
def test_a_change_keeps_category_and_key(before: str, after: str) -> None:
    left, right = only(before), only(after)
    assert left[:2] == right[:2]
    assert not same_value(left[2], right[2])


@pytest.mark.parametrize(
    "text",
    [
        "Do you like jazz?",
        "do you like jazz",
        "I'd love to support those with similar issues",
        "If I liked jazz I would go",
        "I would love a new sofa",
        "Wow, love that painting!",
        "I love it!",
        "你喜欢爵士乐吗？",
        "如果我喜欢爵士乐就好了",
        "他喜欢足球",
        "我特别喜欢这本书",
        "Do you have a budget of 5000?",
        "I have 2 kids",
    ],
)
def test_questions_hypotheticals_and_remarks_are_not_preferences(text: str) -> None:
    assert preferences(text) == ()


def test_a_colour_modifying_a_style_gives_both_and_the_budget_too() -> None:
    found = triples("我喜欢深色的简约风格，预算不超过5000块")
    assert found == [
        ("home", "style", "minimalist", Polarity.LIKE),
        ("home", "colour tone", "dark", Polarity.LIKE),
        ("budget", "general", "≤ 5000 CNY", Polarity.NEUTRAL),
    ]
    assert [(c, k, v) for c, k, v, _ in triples("I love dark minimalist decor")] == [
        ("home", "style", "minimalist"),
        ("home", "colour tone", "dark"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我喜欢红色", ("color", "红色")),
        ("我喜欢深色模式", ("app", "theme")),
        ("我喜欢红色的玫瑰", ("color", "红色的玫瑰")),
        ("I love dark chocolate", ("food", "dark chocolate")),
    ],
)
def test_a_colour_on_anything_else_stays_one_item(text: str, expected: tuple[str, str]) -> None:
    assert only(text)[:2] == expected


def test_an_english_budget_clause_is_not_a_liked_thing() -> None:
    found = triples("I love minimalist style, and my budget is 5000 yuan")
    assert found == [
        ("home", "style", "minimalist", Polarity.LIKE),
        ("budget", "general", "≤ 5000 CNY", Polarity.NEUTRAL),
    ]


def test_a_job_change_gives_employer_and_city() -> None:
    found = preferences("我刚刚跳槽到了上海一家新能源车企")
    assert [(p.category, p.key, p.value) for p in found] == [
        ("work", "employer", "新能源车企"),
        ("location", "city", "上海"),
    ]
    assert "上海" in found[0].entities
    assert [
        (p.category, p.key, p.value) for p in preferences("我上个月换工作到了杭州的阿里巴巴")
    ] == [
        ("work", "employer", "阿里巴巴"),
        ("location", "city", "杭州"),
    ]
    assert [(p.category, p.value) for p in preferences("我入职了腾讯")] == [("work", "腾讯")]


@pytest.mark.parametrize(
    "text", ["我想跳槽到北京", "最近在考虑跳槽到上海", "他跳槽到了深圳一家公司"]
)
def test_a_planned_or_someone_elses_job_change_is_no_fact(text: str) -> None:
    assert preferences(text) == ()


def test_a_statement_before_a_question_still_counts() -> None:
    assert [p.key for p in preferences("我很喜欢品茶，你觉得有什么好的书可以推荐给我吗？")] == [
        "品茶"
    ]
    assert [p.key for p in preferences("I love jazz. Do you?")] == ["jazz"]


def test_provenance_and_time() -> None:
    found = preferences("I love jazz")[0]
    assert found.valid_from == AT
    assert found.source_turn_ids == ("t1",)
    assert found.confidence == pytest.approx(0.9)


@pytest.mark.parametrize(
    ("name", "category"),
    [("Colour", "color"), ("通知", "notification"), ("cuisine", "food"), ("Music", "music")],
)
def test_category_names_are_normalised(name: str, category: str) -> None:
    assert normalise_category(name) == category


@pytest.mark.parametrize(
    ("item", "category"),
    [
        ("jazz", "music"),
        ("dark mode", "style"),
        ("绿茶", "drink"),
        ("hiking trips", "sport"),
        ("hello", "general"),
    ],
)
def test_items_are_categorised(item: str, category: str) -> None:
    assert categorise(item) == category


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("上次说的尺码L那个，不用记了", ("clothing", "size", "L")),
        (
            "Oh, and you can forget the 5000 yuan budget.",
            ("budget", "general", "≤ 5000 CNY"),
        ),
    ],
)
def test_a_retraction_names_what_it_takes_back(text: str, slot: tuple[str, str, str]) -> None:
    found = [(p.category, p.key, p.value) for p in preferences(text) if p.retracts]
    assert slot in found
    assert all(p.retracts for p in preferences(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("以后通知改成微信吧，短信老是被拦截", ("notification", "channel", "WeChat")),
        ("Actually, text me from now on instead of calling.", ("notification", "channel", "SMS")),
        ("我现在更喜欢奶油风了，北欧那种有点冷", ("home", "style", "cream style")),
        ("These days I prefer Shaker style over mid-century", ("home", "style", "Shaker")),
        ("以后帮我改周报的时候你都用英文回复我吧", ("reply", "language", "English")),
        ("Please reply in German from now on.", ("reply", "language", "German")),
    ],
)
def test_a_change_cue_picks_the_new_value_in_both_languages(
    text: str, expected: tuple[str, str, str]
) -> None:
    assert expected in [(p.category, p.key, p.value) for p in preferences(text)]


@pytest.mark.parametrize(
    "text",
    [
        "要不要改成邮件通知？",
        "Should I switch to email for the statements?",
        "My wife loves the Nordic style.",
        "我老婆倒是喜欢轻奢风",
        "如果下雨的话就用微信通知我",
    ],
)
def test_questions_conditions_and_other_peoples_tastes_fill_no_slot(text: str) -> None:
    assert [p for p in preferences(text) if p.category in {"notification", "home"}] == []


def test_a_negated_channel_is_a_dislike_beside_the_choice() -> None:
    found = triples("发短信就行，千万别打电话")
    assert ("notification", "channel", "SMS", Polarity.LIKE) in found
    assert ("notification", "phone", "phone", Polarity.DISLIKE) in found


def test_an_agent_turn_states_no_preference_and_no_acknowledgement_event() -> None:
    turn = TurnContext(
        turn_id="t2",
        external_id="x2",
        user_id="u1",
        speaker="agent",
        text="好的，记住了：深色简约，5000元以内。",
        at=AT,
        timezone="Asia/Shanghai",
        lang="zh",
    )
    extraction = RuleExtractor().extract([turn])
    assert extraction.preferences == () and extraction.events == ()


def test_a_meta_statement_is_no_event_and_leaves_the_change() -> None:
    turn = TurnContext(
        turn_id="t3",
        external_id="x3",
        user_id="u1",
        speaker="user",
        text="我记得上次我提到过不喜欢电话，还是改成邮件吧。",
        at=AT,
        timezone="Asia/Shanghai",
        lang="zh",
    )
    extraction = RuleExtractor().extract([turn])
    assert extraction.events == ()
    assert ("notification", "channel", "email") in [
        (p.category, p.key, p.value) for p in extraction.preferences
    ]


def test_one_limit_per_item_and_an_item_keeps_its_key_when_changed() -> None:
    first = triples("I want groceries under $500 a month and eating out under $200.")
    assert ("budget", "groceries", "≤ 500 USD", Polarity.NEUTRAL) in first
    assert ("budget", "dining out", "≤ 200 USD", Polarity.NEUTRAL) in first
    later = triples("Bump the grocery budget to $800.")
    assert [(c, k) for c, k, _, _ in later] == [("budget", "groceries")]


@pytest.mark.parametrize(
    ("before", "after", "slot"),
    [
        ("Please use British spelling.", "Switch to American spelling from now on.", "spelling"),
        (
            "Dropped my iPhone 14 this morning.",
            "I'm done with iPhones. Switched to a Pixel.",
            "phone",
        ),
        ("ThinkPad X1 Carbon，去年十一月买的。", "这次换了台MacBook Air。", "computer"),
        ("我用的是华为Mate 50。", "最后还是换了新手机，买了台小米15。", "phone"),
    ],
)
def test_a_changed_slot_value_in_either_language(before: str, after: str, slot: str) -> None:
    old = [p.value for p in preferences(before) if p.key == slot]
    new = [p.value for p in preferences(after) if p.key == slot]
    assert len(old) == 1 and len(new) == 1 and old != new
