"""One act, one event: a purchase told in several clauses of a turn is one event
(ingest.extract.one_act), while different things bought, or a purchase and a plan, stay apart;
the act after "and" is no part of the object, so the agent's confirmation restates it."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from tests.unit.ingest.extract.test_event_phenomena import day, extract


def test_zh_purchase_switch_and_arrival_are_one_event() -> None:
    found = extract("平板终于买好了，这次换了台华为MatePad，上周五到的。").events
    assert len(found) == 1, [e.summary for e in found]
    assert "MatePad" in found[0].summary and "上周五到的" in found[0].summary
    assert found[0].object is not None and "MatePad" in found[0].object
    assert day(found[0]) == date(2026, 3, 6)  # the arrival's own day: 上周五


def test_zh_generic_switch_and_particular_purchase_are_one_event() -> None:
    found = extract("最后还是换了新耳机，上周末买了副索尼的，昨天到的。").events
    assert len(found) == 1, [e.summary for e in found]
    assert "索尼" in (found[0].object or "")


def test_zh_two_particular_purchases_stay_two_events() -> None:
    found = extract("今天买了两斤苹果，又买了一束鲜百合。").events
    assert len(found) == 2, [e.summary for e in found]


def test_zh_arrival_of_a_named_thing_stays_its_own_event() -> None:
    found = extract("我买了台新冰箱，洗衣机昨天也到了。").events
    assert len(found) == 2, [e.summary for e in found]


def test_en_purchase_and_bare_arrival_are_one_event() -> None:
    found = extract("I bought a standing desk on Friday and it arrived yesterday.").events
    assert len(found) == 1, [e.summary for e in found]
    assert "arrived yesterday" in found[0].summary


def test_en_purchase_then_plan_stay_apart() -> None:
    found = extract("I bought a road bike last week. I'm going to ride to work on Monday.").events
    assert len(found) == 2, [e.summary for e in found]


def test_en_the_next_act_after_and_is_no_part_of_the_object() -> None:
    [event] = extract("We missed the ferry to Naxos and lost a night at the hotel there.").events
    assert event.object == "the ferry to Naxos"
    assert "lost a night" in event.summary


def test_en_agent_confirming_the_users_cancellation_restates_it() -> None:
    found = extract(
        "I cancelled and bought a kettle at the mall last night. Please refund the order.",
        ("agent", "I've cancelled order #KT-2231 and issued a full refund."),
    ).events
    assert [e.action for e in found].count("cancel") == 1, [e.summary for e in found]


def test_agent_booking_on_the_day_of_the_users_plan_makes_it_firm() -> None:
    found = extract(
        "I'm meeting my in-laws for lunch on the 21st.",
        ("agent", "Booked Lindenhof for Saturday 21 March at 1 pm for four."),
    ).events
    assert len(found) == 1, [e.summary for e in found]
    assert "lunch" in found[0].summary


def test_agent_booking_on_another_day_stays_its_own_event() -> None:
    found = extract(
        "I'm meeting my in-laws for lunch on the 21st.",
        ("agent", "I've booked your car service for 2 April at 9 am."),
    ).events
    assert len(found) == 2, [e.summary for e in found]


def test_zh_a_return_leg_in_the_sentence_of_its_departure_is_one_trip() -> None:
    found = extract("机票订好了，4月2号去大阪，8号回来。").events
    [trip] = [e for e in found if e.action == "去"]
    assert len(found) == 2, [e.summary for e in found]
    assert (day_of(trip.occurred_start), trip.occurred_end and day_of(trip.occurred_end)) == (
        date(2026, 4, 2),
        date(2026, 4, 9),
    )


def test_en_a_return_leg_after_a_comma_is_one_trip() -> None:
    [trip] = extract("We leave for Rome on the 23rd, back on the 29th.").events
    assert "back on the 29th" in trip.summary
    assert trip.occurred_end is not None and day_of(trip.occurred_end) == date(2026, 3, 30)


def test_two_departures_stay_two_plans() -> None:
    assert len(extract("我下周一去北京，下周三去天津。").events) == 2


def day_of(moment: datetime) -> date:
    return moment.astimezone(ZoneInfo("Asia/Shanghai")).date()
