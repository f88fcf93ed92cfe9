"""Facts that are right, over GraphQL against the real Neo4j: a channel change that supersedes,
a Shanghai user's 三个月前, an agent's acknowledgement that states nothing, a family fact and a
plan, and a Berlin user's "yesterday" across the end of summer time."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from tests.integration.gql import data, error, turn

INGEST = """
mutation Ingest($u: ID!, $s: ID!, $turns: [TurnInput!]!, $tz: String) {
  ingestTurns(userId: $u, sessionId: $s, turns: $turns, timezone: $tz) {
    events { id action summary status occurredStart occurredEnd }
    preferences { action preference { category key value polarity } }
  }
}
"""
PROFILE = """query($u: ID!, $asOf: DateTime) {
  profile(userId: $u, asOf: $asOf) { category key value polarity } }"""
HISTORY = """query($u: ID!, $c: String!, $k: String!) {
  preferenceHistory(userId: $u, category: $c, key: $k) { preference { value validFrom } } }"""
EVENTS = """query($u: ID!) { timeline(userId: $u, kinds: [EVENT], first: 100) {
  edges { node { ... on Event { action summary status occurredStart occurredEnd } } } } }"""
RECALL = """query($u: ID!, $q: String!, $at: DateTime, $tz: String) {
  recall(userId: $u, query: $q, at: $at, timezone: $tz) { resolvedTime { start end } } }"""


def ingest(api_url: str, user: str, session: str, turns: list[Any], tz: str | None) -> Any:
    variables = {"u": user, "s": f"{user}-{session}", "turns": turns, "tz": tz}
    return data(api_url, INGEST, variables)["ingestTurns"]


def instant(value: str) -> datetime:
    return datetime.fromisoformat(value).astimezone(UTC)


def current(api_url: str, user: str, as_of: str | None = None) -> dict[tuple[str, str], Any]:
    found = data(api_url, PROFILE, {"u": user, "asOf": as_of})["profile"]
    return {(p["category"], p["key"]): p for p in found}


def test_a_channel_changed_in_a_later_session_supersedes_and_keeps_its_history(
    api_url: str, user_id: str
) -> None:
    first = [turn("s1#0", "我只接受短信通知，不喜欢电话沟通。", "2026-09-05T10:00:00+08:00")]
    ingest(api_url, user_id, "s1", first, "Asia/Shanghai")
    second = [
        turn("s2#0", "我记得上次我提到过不喜欢电话，还是改成邮件吧。", "2026-11-20T10:00:00+08:00")
    ]
    result = ingest(api_url, user_id, "s2", second, None)

    assert result["events"] == [], "a meta-statement is no event"
    now = current(api_url, user_id)
    assert now[("notification", "channel")]["value"] == "email"
    assert now[("notification", "phone")]["polarity"] == "DISLIKE"
    history = data(api_url, HISTORY, {"u": user_id, "c": "notification", "k": "channel"})
    values = [entry["preference"]["value"] for entry in history["preferenceHistory"]]
    assert values == ["SMS", "email"]
    then = current(api_url, user_id, "2026-10-01T00:00:00+08:00")
    assert then[("notification", "channel")]["value"] == "SMS"


def test_a_shanghai_users_three_months_ago_is_august_in_shanghai(
    api_url: str, user_id: str
) -> None:
    variables = {"u": user_id, "q": "我三个月前说喜欢什么风格的家居？"}
    variables["at"] = "2026-11-29T15:00:00+08:00"
    given = data(api_url, RECALL, {**variables, "tz": "Asia/Shanghai"})["recall"]["resolvedTime"]
    assert instant(given["start"]) == instant("2026-08-01T00:00:00+08:00")
    assert instant(given["end"]) == instant("2026-09-01T00:00:00+08:00")
    # Remembered: the next call without a zone reads the phrase in Shanghai too.
    later = data(api_url, RECALL, {**variables, "tz": None})["recall"]["resolvedTime"]
    assert later == given


def test_an_unknown_zone_is_bad_user_input_naming_it(api_url: str, user_id: str) -> None:
    question = {"u": user_id, "q": "yesterday", "tz": "Mars/Olympus_Mons"}
    found = error(api_url, RECALL, question)
    assert found["extensions"]["code"] == "BAD_USER_INPUT"
    assert "Mars/Olympus_Mons" in found["message"]
    turns = [turn("t1", "I went hiking yesterday.", "2026-11-20T10:00:00+00:00")]
    batch = {"u": user_id, "s": f"{user_id}-s", "turns": turns, "tz": "Nowhere/Atlantis"}
    found = error(api_url, INGEST, batch)
    assert found["extensions"]["code"] == "BAD_USER_INPUT"
    assert "Nowhere/Atlantis" in found["message"]


def test_the_agents_acknowledgement_leaves_no_event_and_values_are_what_was_preferred(
    api_url: str, user_id: str
) -> None:
    turns = [
        turn(
            "s1#0", "我喜欢深色、简约风格的家居用品，预算在5000元以内", "2026-06-01T10:00:00+08:00"
        ),
        turn("s1#1", "好的，记住了：深色简约，5000元以内。", "2026-06-01T10:00:30+08:00", "agent"),
    ]
    result = ingest(api_url, user_id, "s1", turns, "Asia/Shanghai")
    assert result["events"] == []
    now = current(api_url, user_id)
    assert now[("home", "style")]["value"] == "minimalist"
    assert now[("home", "colour tone")]["value"] == "dark"
    assert now[("budget", "general")]["value"] == "≤ 5000 CNY"
    assert len(now) == 3, now


def test_a_family_fact_and_a_plan_are_stored(api_url: str, user_id: str) -> None:
    turns = [
        turn("s1#0", "我的大儿子今年刚上小学一年级。", "2026-09-10T20:00:00+08:00"),
        turn("s1#1", "我打算给家里换一辆7座SUV。", "2026-09-10T20:01:00+08:00"),
    ]
    result = ingest(api_url, user_id, "s1", turns, "Asia/Shanghai")
    family = current(api_url, user_id)[("family", "大儿子 school")]
    assert "小学一年级" in family["value"]
    plans = [e for e in result["events"] if e["status"] == "PLANNED"]
    assert [e["action"] for e in plans] == ["换"]
    assert "SUV" in plans[0]["summary"]


def test_a_berlin_users_yesterday_across_the_end_of_summer_time(api_url: str, user_id: str) -> None:
    # 26 Oct 2026, 00:30 in Berlin is still 25 Oct in UTC; 25 Oct had 25 hours in Berlin.
    turns = [turn("s1#0", "I went to the dentist yesterday.", "2026-10-26T00:30:00+01:00")]
    ingest(api_url, user_id, "s1", turns, "Europe/Berlin")
    events = data(api_url, EVENTS, {"u": user_id})["timeline"]["edges"]
    [event] = [edge["node"] for edge in events]
    assert instant(event["occurredStart"]) == instant("2026-10-25T00:00:00+02:00")
    assert instant(event["occurredEnd"]) == instant("2026-10-26T00:00:00+01:00")


def test_a_retraction_takes_the_value_back_and_keeps_it_as_history(
    api_url: str, user_id: str
) -> None:
    stated = [turn("s1#0", "我上衣一般穿L，以后按L推荐。", "2026-05-06T21:11:30+08:00")]
    ingest(api_url, user_id, "s1", stated, "Asia/Taipei")
    assert current(api_url, user_id)[("clothing", "size")]["value"] == "L"
    taken_back = [turn("s2#0", "上次说的尺码L那个，不用记了。", "2026-05-11T10:21:30+08:00")]
    ingest(api_url, user_id, "s2", taken_back, None)
    assert ("clothing", "size") not in current(api_url, user_id)
    then = current(api_url, user_id, "2026-05-08T00:00:00+08:00")
    assert then[("clothing", "size")]["value"] == "L"
