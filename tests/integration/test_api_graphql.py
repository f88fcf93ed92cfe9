"""The rest of the schema over HTTP: an agent's own facts, links, confirm and retract, timeline
pages, hydration, sessions, turns with their mentions, and forgetting a user."""

from __future__ import annotations

from typing import Any

from tests.integration.gql import data, error, ingest, turn

AT = "2026-05-01T09:30:00+08:00"
RECORD_EVENT = """
mutation E($u: ID!, $e: EventInput!) {
  recordEvent(userId: $u, event: $e) { id action summary status occurredStart recordedAt
    supersedes { id } sources { externalId } involves { name } }
}
"""
RECORD_PREFERENCE = """
mutation P($u: ID!, $p: PreferenceInput!) {
  recordPreference(userId: $u, preference: $p) { action reason
    preference { id value confidence validFrom supersedes { value } } }
}
"""


def record_event(api_url: str, user_id: str, **event: Any) -> Any:
    values = {"action": "open", "summary": "opened a ticket", "occurredStart": AT} | event
    return data(api_url, RECORD_EVENT, {"u": user_id, "e": values})["recordEvent"]


def test_an_agents_own_events_link_into_a_chain(api_url: str, user_id: str) -> None:
    stored = ingest(api_url, user_id, f"{user_id}-s", [turn("t1", "My order is late.", AT)])
    source = stored["turns"][0]["id"]
    opened = record_event(
        api_url,
        user_id,
        sourceTurnIds=[source],
        entities=["order 42"],
        status="OPEN",
        recordedAt=AT,
    )
    assert opened["occurredStart"] == AT and opened["recordedAt"] == AT
    assert opened["sources"] == [{"externalId": "t1"}]
    assert opened["involves"] == [{"name": "order 42"}]
    refunded = record_event(
        api_url, user_id, action="refund", summary="refunded the order", status="RESOLVED"
    )
    link = """mutation L($c: ID!, $e: ID!) { linkEvents(causeId: $c, effectId: $e, cue: "so") {
      cause { effects(depth: 1) { cue event { id } } } effect { causes { event { id } } } } }"""
    linked = data(api_url, link, {"c": opened["id"], "e": refunded["id"]})["linkEvents"]
    assert linked["cause"]["effects"] == [{"cue": "so", "event": {"id": refunded["id"]}}]
    assert linked["effect"]["causes"] == [{"event": {"id": opened["id"]}}]
    itself = error(api_url, link, {"c": opened["id"], "e": opened["id"]})
    assert itself["extensions"]["code"] == "BAD_USER_INPUT"
    moved = record_event(
        api_url, user_id, action="reschedule", summary="moved", supersedesId=opened["id"]
    )
    assert moved["supersedes"] == {"id": opened["id"]}


def test_an_agents_own_preferences_are_versioned(api_url: str, user_id: str) -> None:
    first = {"category": "diet", "key": "coffee", "value": "oat latte", "recordedAt": AT}
    created = data(api_url, RECORD_PREFERENCE, {"u": user_id, "p": first})["recordPreference"]
    assert created["action"] == "created"
    assert created["preference"]["validFrom"] == AT
    again = data(api_url, RECORD_PREFERENCE, {"u": user_id, "p": first | {"recordedAt": None}})
    assert again["recordPreference"]["action"] == "reinforced"
    changed = data(
        api_url,
        RECORD_PREFERENCE,
        {"u": user_id, "p": first | {"value": "black coffee", "recordedAt": None}},
    )["recordPreference"]
    assert changed["action"] == "superseded"
    assert changed["preference"]["supersedes"] == {"value": "oat latte"}
    preference_id = changed["preference"]["id"]

    confirm = """mutation C($u: ID!, $id: ID!) { confirmPreference(userId: $u, id: $id) {
      id confidence lastConfirmedAt } }"""
    confirmed = data(api_url, confirm, {"u": user_id, "id": preference_id})["confirmPreference"]
    assert confirmed["confidence"] >= changed["preference"]["confidence"]

    retract = """mutation R($u: ID!, $id: ID!) {
      retractPreference(userId: $u, id: $id, at: "2026-06-01T00:00:00Z") {
        id retractedAt validUntil } }"""
    retracted = data(api_url, retract, {"u": user_id, "id": preference_id})["retractPreference"]
    assert retracted["retractedAt"] == "2026-06-01T00:00:00+00:00"
    profile = "query P($u: ID!) { profile(userId: $u) { id } }"
    assert data(api_url, profile, {"u": user_id})["profile"] == []
    bad = error(api_url, RECORD_PREFERENCE, {"u": user_id, "p": first | {"confidence": 3.0}})
    assert bad["extensions"]["code"] == "BAD_USER_INPUT" and "confidence" in bad["message"]


TIMELINE = """
query T($u: ID!, $after: String, $phrase: String, $from: DateTime, $to: DateTime) {
  timeline(userId: $u, first: 2, after: $after, phrase: $phrase, from: $from, to: $to,
           kinds: [TURN]) {
    edges { cursor kind at node { id ... on Turn { externalId } } }
    pageInfo { hasNextPage endCursor }
    resolvedTime { phrase start end }
  }
}
"""


def test_timeline_pages_with_cursors(api_url: str, user_id: str) -> None:
    turns = [
        turn(f"p{i}", f"Message number {i}.", f"2026-05-0{i + 1}T09:00:00+08:00") for i in range(5)
    ]
    ingest(api_url, user_id, f"{user_id}-p", turns)
    seen: list[str] = []
    after = None
    for _ in range(3):
        page = data(api_url, TIMELINE, {"u": user_id, "after": after})["timeline"]
        seen += [edge["node"]["externalId"] for edge in page["edges"]]
        after = page["pageInfo"]["endCursor"]
        if not page["pageInfo"]["hasNextPage"]:
            break
    assert seen == ["p0", "p1", "p2", "p3", "p4"]
    window = {"u": user_id, "from": "2026-05-02T09:00:00+08:00", "to": "2026-05-04T00:00:00+08:00"}
    page = data(api_url, TIMELINE, window)["timeline"]
    assert [edge["node"]["externalId"] for edge in page["edges"]] == ["p1", "p2"]
    assert page["edges"][0]["at"] == "2026-05-02T09:00:00+08:00"
    phrased = data(api_url, TIMELINE, {"u": user_id, "phrase": "last week"})["timeline"]
    assert phrased["resolvedTime"]["phrase"] == "last week"


def test_hydrate_gives_profile_and_recent_events_within_budget(api_url: str, user_id: str) -> None:
    ingest(
        api_url,
        user_id,
        f"{user_id}-h",
        [
            turn("h1", "Please notify me by SMS only.", AT),
            turn("h2", "My laptop broke, so I opened a support ticket.", AT),
        ],
    )
    query = """query H($u: ID!, $q: String, $b: Int) { hydrate(userId: $u, query: $q, budget: $b) {
      text used budget truncated profile { key value } events { summary } } }"""
    full = data(api_url, query, {"u": user_id})["hydrate"]
    assert full["profile"] == [{"key": "channel", "value": "SMS"}]
    assert any("ticket" in event["summary"] for event in full["events"])
    assert "notification/channel: SMS" in full["text"] and not full["truncated"]
    assert full["used"] == len(full["text"]) <= full["budget"] == 2_000
    small = data(api_url, query, {"u": user_id, "b": 40})["hydrate"]
    assert small["truncated"] and small["used"] <= 40
    focused = data(api_url, query, {"u": user_id, "q": "laptop"})["hydrate"]
    assert any("laptop" in event["summary"] for event in focused["events"])


def test_sessions_close_and_turns_show_mentions_and_events(api_url: str, user_id: str) -> None:
    session_id = f"{user_id}-c"
    ingest(
        api_url,
        user_id,
        session_id,
        [turn("c1", "I went to the support group yesterday.", "2023-05-08T13:00:00+08:00")],
    )
    close = """mutation C($u: ID!, $s: ID!) { closeSession(userId: $u, sessionId: $s,
      at: "2023-05-08T14:00:00+08:00") { id endedAt turnCount } }"""
    closed = data(api_url, close, {"u": user_id, "s": session_id})["closeSession"]
    assert closed == {"id": session_id, "endedAt": "2023-05-08T14:00:00+08:00", "turnCount": 1}
    session = "query S($s: ID!) { session(id: $s) { userId endedAt turns { externalId } } }"
    found = data(api_url, session, {"s": session_id})["session"]
    assert found["turns"] == [{"externalId": "c1"}] and found["userId"] == user_id
    query = """query T($u: ID!) { turn(userId: $u, externalId: "c1") {
      text mentions { phrase start end granularity } events { summary occurredStart } } }"""
    found_turn = data(api_url, query, {"u": user_id})["turn"]
    assert found_turn["mentions"][0]["phrase"] == "yesterday"
    assert found_turn["mentions"][0]["granularity"] == "day"
    assert found_turn["events"] and found_turn["events"][0]["occurredStart"].startswith(
        "2023-05-07"
    )
    missing = error(api_url, close, {"u": user_id, "s": "no-such-session"})
    assert missing["extensions"]["code"] == "NOT_FOUND"


def test_resolve_time_and_conflicts(api_url: str, user_id: str) -> None:
    query = """{ resolveTime(text: "我上周说的健身计划", at: "2026-11-29T15:00:00+08:00",
      timezone: "Asia/Shanghai") {
        remainder expressions { phrase start end granularity strategy span } } }"""
    resolved = data(api_url, query)["resolveTime"]
    assert resolved["remainder"] == "我说的健身计划"
    assert resolved["expressions"] == [
        {
            "phrase": "上周",
            "start": "2026-11-16T00:00:00+08:00",
            "end": "2026-11-23T00:00:00+08:00",
            "granularity": "week",
            "strategy": "window",
            "span": [1, 3],
        }
    ]
    conflicts = "query C($u: ID!) { conflicts(userId: $u) { reason } }"
    assert data(api_url, conflicts, {"u": user_id})["conflicts"] == []


def test_forget_user_deletes_everything(api_url: str, user_id: str) -> None:
    ingest(api_url, user_id, f"{user_id}-f", [turn("f1", "Please notify me by SMS only.", AT)])
    forget = "mutation F($u: ID!) { forgetUser(userId: $u) { userId deletedNodes } }"
    forgotten = data(api_url, forget, {"u": user_id})["forgetUser"]
    assert forgotten["deletedNodes"] >= 3
    gone = error(
        api_url, 'query T($u: ID!) { turn(userId: $u, externalId: "f1") { id } }', {"u": user_id}
    )
    assert gone["extensions"]["code"] == "NOT_FOUND"
