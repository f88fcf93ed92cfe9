"""Events people expect, in both languages: plans ahead, life changes, relative clauses with
their own time, problem → consequence chains, restatements and non-events (habits, another
person's words, an agent's settings). Sentences are on other topics than the stories."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from graph.model import EventStatus
from ingest.extract import EventDraft, Extraction, RuleExtractor, TurnContext, detect_language

ZONE = "Asia/Shanghai"
# A Tuesday.
AT = datetime.fromisoformat("2026-03-10T10:00:00+08:00")


def extract(*turns: str | tuple[str, str], at: datetime = AT) -> Extraction:
    """Turns as text (the user's) or (speaker, text)."""
    contexts = []
    for index, turn in enumerate(turns):
        speaker, text = turn if isinstance(turn, tuple) else ("user", turn)
        contexts.append(
            TurnContext(
                turn_id=f"t{index}",
                external_id=f"x{index}",
                user_id="u1",
                speaker=speaker,
                text=text,
                at=at + timedelta(minutes=index),
                timezone=ZONE,
                lang=detect_language(text),
            )
        )
    return RuleExtractor().extract(contexts)


def day(event: EventDraft) -> date:
    start = event.occurred_start
    if event.occurred_end is not None and event.occurred_end > start:
        start = start + (event.occurred_end - start) / 2 - timedelta(microseconds=1)
    return start.astimezone(ZoneInfo(ZONE)).date()


def only(extraction: Extraction, word: str) -> EventDraft:
    found = [e for e in extraction.events if word in f"{e.action} {e.summary}"]
    assert len(found) == 1, [e.summary for e in extraction.events]
    return found[0]


def linked(extraction: Extraction, cause: str, effect: str) -> bool:
    by_key = {e.key: e for e in extraction.events}
    return any(
        cause in f"{by_key[link.cause_key].action} {by_key[link.cause_key].summary}"
        and effect in f"{by_key[link.effect_key].action} {by_key[link.effect_key].summary}"
        for link in extraction.links
    )


# Plans ahead


def test_present_tense_with_a_date_ahead_is_a_plan_en() -> None:
    event = only(extract("I begin at the new school on March 23rd."), "begin")
    assert event.status is EventStatus.PLANNED
    assert day(event) == date(2026, 3, 23)


def test_a_date_ahead_makes_an_untensed_clause_a_plan_zh() -> None:
    event = only(extract("我下个月5号入学。"), "入学")
    assert event.status is EventStatus.PLANNED
    assert day(event) == date(2026, 4, 5)


def test_present_tense_without_a_date_is_a_habit_en() -> None:
    assert extract("I teach piano to kids.").events == ()


def test_a_plan_for_a_month_read_as_past_is_this_years_zh() -> None:
    event = only(
        extract("我们打算一月份去滑雪。", at=datetime(2026, 11, 2, 10, tzinfo=ZoneInfo(ZONE))),
        "滑雪",
    )
    assert event.status is EventStatus.PLANNED
    assert day(event).year == 2027


def test_a_plan_for_a_bare_weekday_is_the_coming_one_zh() -> None:
    event = only(extract("我周一要去考驾照。"), "考")
    assert event.status is EventStatus.PLANNED
    assert day(event) >= AT.date()


def test_a_request_ending_in_ba_is_the_users_decision_zh() -> None:
    event = only(extract("那就改签到周五吧。"), "改签")
    assert event.status is EventStatus.PLANNED


def test_an_imperative_service_request_is_a_plan_en() -> None:
    event = only(extract("Cancel the gym membership, I never go."), "cancel")
    assert event.status is EventStatus.PLANNED
    assert extract("Book it.").events == ()


def test_need_to_is_a_plan_en() -> None:
    event = only(extract("I need to renew my passport."), "renew")
    assert event.status is EventStatus.PLANNED


# Life changes and colloquial verbs


def test_colloquial_and_separable_verbs_zh() -> None:
    assert only(extract("我上周面了一家银行。"), "面试").status is EventStatus.DONE
    assert only(extract("我昨天请了半天假去看牙。"), "请假").status is EventStatus.DONE
    assert only(extract("我换了个新工作。"), "换").status is EventStatus.DONE
    assert only(extract("我终于搬到新家了。"), "搬").status is EventStatus.DONE


def test_shi_de_construction_is_done_zh() -> None:
    event = only(extract("合同是上周三签的。"), "签")
    assert event.status is EventStatus.DONE
    assert day(event) == date(2026, 3, 4)


def test_a_family_members_event_is_kept_under_them_zh() -> None:
    event = only(extract("她下周五要参加钢琴比赛。"), "比赛")
    assert event.subject == "她"
    assert event.status is EventStatus.PLANNED


def test_a_named_persons_passive_event_en() -> None:
    event = only(extract("Grandpa was discharged from hospital on Sunday."), "discharged")
    assert event.status is EventStatus.DONE
    assert day(event) == date(2026, 3, 8)


def test_a_state_that_befalls_someone_is_a_problem_en() -> None:
    assert only(extract("The train was two hours late."), "late").status is EventStatus.OPEN
    assert only(extract("We ran out of firewood."), "run out").status is EventStatus.OPEN


# Relative clauses carry their own time


def test_relative_clause_time_belongs_to_its_verb_zh() -> None:
    result = extract("我前天订的那张桌子到现在还没发货。")
    assert day(only(result, "订")) == date(2026, 3, 8)
    assert day(only(result, "未发货")) == AT.date()


def test_relative_clause_time_belongs_to_its_verb_en() -> None:
    result = extract("The lamp I ordered on Friday arrived today, but it is cracked.")
    assert day(only(result, "order")) == date(2026, 3, 6)
    assert day(only(result, "arrive")) == AT.date()


def test_an_undated_relative_clause_is_no_event_en() -> None:
    assert extract("Please ship it to the address I gave you.").events == ()


def test_now_pins_a_problem_to_the_turn_zh() -> None:
    result = extract("手机前天掉进了水里，现在开不了机了。")
    assert day(only(result, "开不了机")) == AT.date()


# Causal connectives and chains


def test_a_cue_opening_a_later_sentence_links_within_the_turn_zh() -> None:
    result = extract("上周暖气坏了三天，冻得不行。所以我决定买个电暖器。")
    assert linked(result, "坏", "买")


def test_a_cue_opening_a_later_sentence_links_within_the_turn_en() -> None:
    result = extract("My bike was stolen on Monday. So I bought a bus pass.")
    assert linked(result, "stolen", "bus pass")


def test_so_after_because_follows_the_main_clause_en() -> None:
    result = extract("I missed the bus because the alarm failed, so I was late for the exam.")
    assert linked(result, "miss", "late")


def test_forced_acts_link_to_the_problem_before_them() -> None:
    assert linked(extract("演唱会因为暴雨取消了，我们只好改去看电影。"), "取消", "看")
    assert linked(
        extract("The ferry was cancelled, and we had to stay another night."), "cancel", "stay"
    )


def test_the_users_next_decision_answers_a_problem_across_the_agents_turn() -> None:
    result = extract(
        "我的快递被退回了，怎么办？",
        ("agent", "可以重新下单，或者联系卖家重发。"),
        "重新下单吧。",
    )
    assert linked(result, "退", "下单")


def test_a_mishap_then_the_problem_it_left_zh() -> None:
    result = extract("相机昨天被我摔到地上，现在镜头卡住了。")
    assert linked(result, "摔", "卡住")


def test_a_filler_is_no_cause() -> None:
    result = extract("嗯，所以我打算下周开始学游泳。")
    assert all(not e.situation for e in result.events)
    assert [e.action for e in result.events] == ["开始"]


# Non-events and repeats


def test_another_persons_reported_plan_is_not_the_users_zh() -> None:
    assert extract("我同事说下个月要去西藏。").events == ()


def test_habits_are_no_events_en() -> None:
    assert extract("I'm swimming every Tuesday evening.").events == ()


def test_an_ongoing_state_without_a_time_is_kept_only_as_a_cause_en() -> None:
    assert extract("I'm reorganising my wardrobe.").events == ()


def test_an_agents_settings_note_is_no_event_en() -> None:
    result = extract(("agent", "I've blocked Friday mornings for you."))
    assert result.events == ()
    booked = extract(("agent", "Booked: Luna Bistro, Friday 13 March, 7 pm."))
    assert day(only(booked, "book")) == date(2026, 3, 13)


def test_a_restated_event_is_one_event() -> None:
    result = extract("我昨天换了块新屏幕。", ("agent", "好的。"), "换了屏幕之后好多了。")
    assert len([e for e in result.events if e.action == "换"]) == 1


# Anaphoric causes, the service's response, confirmations


def test_an_anaphoric_cause_points_back_to_the_problem_zh() -> None:
    result = extract(
        "我上周打球的时候把手腕扭了。",
        ("agent", "好好休息。"),
        "嗯。",
        ("agent", "下个月的比赛还参加吗？"),
        "因为这个伤，比赛肯定赶不上了。",
    )
    by_key = {e.key: e for e in result.events}
    effects = {link.cause_key: link.effect_key for link in result.links}
    injury = only(result, "扭")
    middle = effects.get(injury.key)
    assert middle is not None and "赶不上" in by_key[effects[middle]].summary


def test_an_anaphoric_cause_points_back_to_the_problem_en() -> None:
    result = extract(
        "My basement flooded on Sunday.",
        ("agent", "That's awful."),
        "Because of that, I had to move the boxes upstairs.",
    )
    assert linked(result, "flood", "move")


def test_the_service_acting_on_a_reported_problem_is_linked_en() -> None:
    result = extract(
        "My card was stolen this morning.",
        ("agent", "I'm sorry. I've opened a fraud case and ordered a new card."),
    )
    assert linked(result, "stolen", "open")


def test_an_agents_confirmation_restates_the_users_event_zh() -> None:
    result = extract("房东又涨房租了，我要投诉。", ("agent", "已为您登记投诉。"))
    assert len([e for e in result.events if e.action == "投诉"]) == 1


def test_a_new_subject_with_its_verb_after_and_is_a_clause_en() -> None:
    result = extract("I dropped my tablet and the screen's cracked.")
    assert linked(result, "drop", "crack")
    assert [c for c in ("drop", "crack") if only(result, c)]


def test_a_roommates_words_are_not_the_users_plan_zh() -> None:
    assert extract("周末我室友说她要去爬山。").events == ()
    assert only(extract("我跟他说我明天去爬山。"), "爬山").status is EventStatus.PLANNED


def test_a_time_range_is_no_arrival_and_a_habit_no_event_zh() -> None:
    assert extract("我只有晚上八点到十点有空。").events == ()
    assert extract("我天天想吃火锅。").events == ()


def test_a_bare_because_of_that_links_the_next_clause_to_the_earlier_event() -> None:
    result = extract(
        "我的自行车昨天被偷了。", ("agent", "太糟了。"), "因为这个，我今天打车去上班。"
    )
    assert linked(result, "被偷", "打")
    assert all(e.summary != "这个" for e in result.events)
    result = extract(
        "Our boiler broke on Sunday.",
        ("agent", "Oh no."),
        "Because of that, we stayed at my sister's.",
    )
    assert linked(result, "break", "stay")


def test_spending_in_a_period_is_an_event_zh() -> None:
    event = only(extract("二月份话费花了三百多。"), "花")
    assert event.status is EventStatus.DONE
    assert day(event).month == 2


def test_a_fronted_object_of_a_separable_verb_zh() -> None:
    assert only(extract("假请好了，明天不用去公司。"), "请假").status is EventStatus.DONE
    assert any(e.action == "提车" for e in extract("新车提了！今天上午提的。").events)
    assert all(e.action != "提" for e in extract("他提醒我明天带伞。").events)


def test_a_resultative_complement_marks_an_install_done_zh() -> None:
    assert only(extract("书架今天装好了。"), "装").status is EventStatus.DONE


def test_a_problem_since_a_day_is_no_habit_en() -> None:
    event = only(extract("My heating's been cutting out every night since Saturday."), "cut")
    assert day(event) == date(2026, 3, 7)
    assert extract("I cycle to work every morning.").events == ()


def test_a_dated_noun_without_a_verb_is_an_event_en() -> None:
    assert day(only(extract("Dentist on Thursday: two fillings."), "dentist")) == date(2026, 3, 5)
    home = only(extract("Back home since Sunday."), "home")
    assert home.status is EventStatus.DONE and day(home) == date(2026, 3, 8)
    last = only(
        extract(
            "My final exam is at the end of January.",
            at=datetime(2026, 11, 2, 10, tzinfo=ZoneInfo(ZONE)),
        ),
        "exam",
    )
    assert last.status is EventStatus.PLANNED and day(last).year == 2027


def test_a_dropped_im_before_a_plan_gerund_en() -> None:
    event = only(extract("Heading to Lisbon in April for a conference."), "head")
    assert event.status is EventStatus.PLANNED and day(event).month == 4


def test_what_follows_a_bare_condition_is_hypothetical() -> None:
    assert extract("Can it arrive by Monday? If not, I'll return it.").events == ()
    assert extract("要是周五还不到的话，我就退货。").events == ()


def test_an_agents_confirmation_without_a_time_restates_the_users_event_en() -> None:
    result = extract(
        "I cancelled the order last night.", ("agent", "I've cancelled order #5521 for you.")
    )
    assert len([e for e in result.events if e.action == "cancel"]) == 1


def test_an_intention_is_timed_when_said_not_by_a_neighbour_zh() -> None:
    result = extract("快递员昨天把包裹扔在门口，东西摔坏了，我要投诉。")
    assert day(only(result, "投诉")) == AT.date()


def test_noun_phrases_and_possession_are_no_events_en() -> None:
    assert extract("Tapered legs, nothing chunky.").events == ()
    assert extract("I've got a puppy who chews everything.").events == ()
    assert extract("My sister wants everything painted blue.").events == ()
    assert only(extract("Booked Nopa for Friday 13 March."), "book")


def test_another_persons_words_are_not_the_users_events_en() -> None:
    assert extract("My trainer says my knee is getting stronger.").events == ()


def test_the_price_of_an_act_is_no_act_of_its_own_zh() -> None:
    result = extract("今天去修了自行车，花了80块。")
    assert len(result.events) == 1 and all(e.action != "花" for e in result.events)


def test_a_shorter_restatement_is_the_same_act_zh() -> None:
    result = extract("假请好了！今天上午请的。")
    assert [e.action for e in result.events] == ["请假"]
