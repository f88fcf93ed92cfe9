"""Links to events said earlier (ingest.extract.follow_ons): a move made for the work follows
from the latest job change, a resolution in a later session from the problem it names."""

from __future__ import annotations

from datetime import datetime, timedelta

from graph.model import Event, EventStatus
from ingest.extract.follow_ons import KnownEvent, links_to_earlier, resolution_links
from tests.unit.ingest.extract.test_event_phenomena import extract, linked

AT = datetime.fromisoformat("2026-05-04T09:00:00+08:00")


def known(ref: str, action: str, summary: str, status: EventStatus, days: int = 0) -> KnownEvent:
    return KnownEvent(ref, action, summary, None, status, AT + timedelta(days=days), summary)


def stored(ref: str, action: str, summary: str, status: EventStatus, days: int = 0) -> Event:
    return Event(
        id=ref,
        user_id="u1",
        action=action,
        summary=summary,
        status=status,
        occurred_start=AT + timedelta(days=days),
        time_granularity="day",
        recorded_at=AT + timedelta(days=days),
        confidence=0.8,
    )


def test_en_a_move_for_the_office_follows_the_offer_in_the_same_window() -> None:
    found = extract(
        "Got an offer from a robotics startup in Austin! I start in June.",
        ("agent", "Congratulations!"),
        "The office is in Austin, so we're moving there next month.",
    )
    assert linked(found, "offer", "moving")


def test_en_a_move_with_no_reason_of_work_is_no_effect_of_the_job() -> None:
    found = extract(
        "Got an offer from a robotics startup in Austin!",
        ("agent", "Congratulations!"),
        "Separately, my sister is moving to Denver next month and I'm moving in with my partner.",
    )
    assert not any(link.cue == "work" for link in found.links)


def test_zh_a_move_for_the_company_follows_a_job_change_of_an_earlier_session() -> None:
    earlier = [
        stored("e1", "面试", "user两周前面了一家杭州的公司", EventStatus.DONE),
        stored("e2", "入职", "user下个月1号入职", EventStatus.PLANNED, days=1),
    ]
    move = KnownEvent(
        "t9#1",
        "搬",
        "user上周终于搬到杭州了",
        "到杭州",
        EventStatus.DONE,
        AT + timedelta(days=40),
        "为了上班方便，我上周终于搬到杭州了。",
    )
    [link] = links_to_earlier(earlier, [move])
    assert (link.cause_key, link.effect_key, link.cue) == ("e2", "t9#1", "work")


def test_a_move_that_already_has_a_cause_gets_no_second_one() -> None:
    earlier = [stored("e2", "入职", "user下个月1号入职", EventStatus.PLANNED)]
    move = KnownEvent(
        "t9#1", "搬", "user搬到杭州了", None, EventStatus.DONE, AT + timedelta(days=9), "为了工作"
    )
    assert links_to_earlier(earlier, [move], caused=["t9#1"]) == []


def test_a_resolution_in_a_later_session_links_to_the_problem_it_names() -> None:
    earlier = [
        known("p1", "break", "the dishwasher broke", EventStatus.OPEN),
        known("p2", "leak", "the bathroom tap is leaking", EventStatus.OPEN, days=1),
    ]
    fixed = KnownEvent(
        "t5#1", "fix", "the plumber fixed the dishwasher", "the dishwasher",
        EventStatus.RESOLVED, AT + timedelta(days=6), "",
    )  # fmt: skip
    [link] = resolution_links(earlier, [fixed])
    assert (link.cause_key, link.cue) == ("p1", "resolution")


def test_a_bare_resolution_links_to_the_latest_problem_only_when_recent() -> None:
    earlier = [known("p1", "坏", "user的热水器坏了", EventStatus.OPEN)]
    soon = known("t2#1", "修好", "修好了", EventStatus.RESOLVED, days=3)
    late = known("t3#1", "修好", "修好了", EventStatus.RESOLVED, days=90)
    assert [link.cause_key for link in resolution_links(earlier, [soon])] == ["p1"]
    assert resolution_links(earlier, [late]) == []


def test_a_resolution_naming_another_thing_is_no_effect_of_the_problem() -> None:
    earlier = [known("p1", "break", "the dishwasher broke", EventStatus.OPEN)]
    other = KnownEvent(
        "t5#1", "fix", "they fixed the garage door", "the garage door",
        EventStatus.RESOLVED, AT + timedelta(days=2), "",
    )  # fmt: skip
    assert resolution_links(earlier, [other]) == []
