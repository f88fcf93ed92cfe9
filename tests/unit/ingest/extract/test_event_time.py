"""A day of the month said alone of a plan is its next one (ingest.extract.event_time); the
reference is a Tuesday, 10 March 2026."""

from __future__ import annotations

from datetime import date

from graph.model import EventStatus
from tests.unit.ingest.extract.test_event_phenomena import day, extract, only


def test_en_a_bare_day_already_past_this_month_is_next_months() -> None:
    event = only(extract("We're doing dinner for her birthday on the 5th."), "dinner")
    assert (event.status, day(event)) == (EventStatus.PLANNED, date(2026, 4, 5))


def test_zh_a_bare_day_still_ahead_is_this_months() -> None:
    event = only(extract("我们20号出发去青岛。"), "出发")
    assert (event.status, day(event)) == (EventStatus.PLANNED, date(2026, 3, 20))


def test_zh_a_bare_day_takes_the_month_of_the_date_before_it() -> None:
    found = extract("我打算5月2号搬家，8号开始上班。")
    assert day(only(found, "开始")) == date(2026, 5, 8)


def test_a_bare_day_of_a_done_event_stays_in_the_past() -> None:
    event = only(extract("I moved into the flat on the 3rd."), "move")
    assert day(event) == date(2026, 3, 3)


def test_a_day_with_its_month_is_left_as_said() -> None:
    event = only(extract("上个月5号我们去了杭州。"), "去")
    assert day(event) == date(2026, 2, 5)


def test_an_ordinal_before_a_full_stop_ends_the_sentence() -> None:
    event = only(extract("I'm meeting my in-laws for lunch on the 21st. Can you help?"), "meet")
    assert (event.status, day(event)) == (EventStatus.PLANNED, date(2026, 3, 21))


def test_a_participle_after_a_possessive_is_no_verb() -> None:
    assert extract("And use my married name on the invoices now.").events == ()
    [event] = extract("Our rented flat flooded last night.").events
    assert event.action == "flood" and event.subject is not None and "rented flat" in event.subject


def test_plural_days_say_a_habit_not_an_event() -> None:
    assert extract("Weekdays I'll cycle to the office on my own.").events == ()
    assert extract("I swim on Tuesdays.").events == ()
    [event] = extract("I'm flying to Oslo on Tuesday.").events
    assert "Oslo" in event.summary
