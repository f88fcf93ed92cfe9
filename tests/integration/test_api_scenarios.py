"""The product's stories, replayed over HTTP against the running API and the real Neo4j, in
English and in Chinese: what agents ask, and what they must get back."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from tests.integration.gql import data, ingest, turn

SHANGHAI = timezone(timedelta(hours=8))
NOW = datetime(2026, 6, 15, 15, 0, tzinfo=SHANGHAI)


def ago(**delta: float) -> str:
    return (NOW - timedelta(**delta)).isoformat()


RECALL = """
query Recall($userId: ID!, $query: String!, $at: DateTime, $kinds: [MemoryKind!], $asOf: DateTime) {
  recall(userId: $userId, query: $query, at: $at, kinds: $kinds, asOf: $asOf, limit: 5) {
    resolvedTime { phrase start end granularity strategy }
    items {
      score kind path
      why { semantic lexical timeFit recency confidence graph superseded }
      node {
        __typename id kind time
        ... on Turn { text at externalId }
        ... on Event { summary action }
        ... on Preference { category key value }
      }
      sources { id externalId text at }
    }
  }
}
"""


def recall(api_url: str, user_id: str, query: str, **variables: Any) -> Any:
    values = {"userId": user_id, "query": query, "at": NOW.isoformat(), **variables}
    return data(api_url, RECALL, values)["recall"]


def text_of(node: dict[str, Any]) -> str:
    return str(node.get("text") or node.get("summary") or node.get("value"))


STYLE = {
    "en": ("I prefer a dark minimalist style.", "what style did I say I like, three months ago?"),
    "zh": ("我喜欢深色极简风格。", "我三个月前说喜欢什么风格?"),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_preference_said_three_months_ago(api_url: str, user_id: str, lang: str) -> None:
    statement, question = STYLE[lang]
    ingest(api_url, user_id, f"{user_id}-old", [turn("s1", statement, ago(days=90))])
    ingest(
        api_url,
        user_id,
        f"{user_id}-new",
        [
            turn(
                "s2",
                "Book a table for two on Friday." if lang == "en" else "周五帮我订两个人的位子。",
                ago(days=2),
            )
        ],
    )
    found = recall(api_url, user_id, question)
    window = found["resolvedTime"]
    assert window["strategy"] == "window"
    assert window["start"].startswith("2026-03-01") and window["end"].startswith("2026-04-01")
    top = found["items"][0]
    assert "极简" in text_of(top["node"]) or "minimalist" in text_of(top["node"]), found["items"]
    assert top["why"]["timeFit"] > 0.5
    assert top["sources"] and top["sources"][0]["externalId"] == "s1"
    assert top["sources"][0]["at"] == ago(days=90)


NOTIFICATIONS = {
    "en": (
        "Please notify me by SMS only.",
        "As I said, please notify me by SMS only.",
        "From now on, notify me by email only.",
    ),
    "zh": ("通知请只发短信给我。", "通知请只发短信给我。", "以后通知只发邮件给我。"),
}
PROFILE = """
query Profile($userId: ID!, $asOf: DateTime) {
  profile(userId: $userId, asOf: $asOf) {
    id category key value confidence effectiveConfidence validFrom validUntil
    supersedes { value } supersededBy { value } sources { externalId }
  }
}
"""
HISTORY = """
query History($userId: ID!) {
  preferenceHistory(userId: $userId, category: "notification", key: "channel") {
    supersedes conflictsWith preference { id value validFrom validUntil lastConfirmedAt }
  }
}
"""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_notification_preference_restated_then_changed(
    api_url: str, user_id: str, lang: str
) -> None:
    first, again, change = NOTIFICATIONS[lang]
    created = ingest(api_url, user_id, f"{user_id}-1", [turn("n1", first, ago(days=60))])
    assert [change["action"] for change in created["preferences"]] == ["created"]
    restated = ingest(api_url, user_id, f"{user_id}-2", [turn("n2", again, ago(days=45))])
    assert [change["action"] for change in restated["preferences"]] == ["reinforced"]
    changed = ingest(api_url, user_id, f"{user_id}-3", [turn("n3", change, ago(days=10))])
    assert [change["action"] for change in changed["preferences"]] == ["superseded"]

    current = data(api_url, PROFILE, {"userId": user_id})["profile"]
    channel = [p for p in current if (p["category"], p["key"]) == ("notification", "channel")]
    assert len(channel) == 1 and "email" in channel[0]["value"]
    assert channel[0]["supersedes"]["value"].startswith("SMS")
    assert channel[0]["sources"] == [{"externalId": "n3"}]

    before = data(api_url, PROFILE, {"userId": user_id, "asOf": ago(days=30)})["profile"]
    assert [p["value"] for p in before if p["key"] == "channel"] == ["SMS"]
    assert before[0]["supersededBy"]["value"] == "email"

    history = data(api_url, HISTORY, {"userId": user_id})["preferenceHistory"]
    assert [entry["preference"]["value"] for entry in history] == ["SMS", "email"]
    assert history[1]["supersedes"] == history[0]["preference"]["id"]
    assert history[0]["preference"]["validUntil"] is not None
    assert history[0]["preference"]["lastConfirmedAt"] == ago(days=45)


EFFECTS = """
query Chain($id: ID!) {
  event(id: $id) {
    id action summary
    effects(depth: 3) { distance cue confidence event { id action summary status } }
    causes(depth: 3) { distance cue event { id action summary } }
    sources { externalId text }
  }
}
"""


def test_a_support_ticket_chain_followed_from_a_recalled_item(api_url: str, user_id: str) -> None:
    ingest(
        api_url,
        user_id,
        f"{user_id}-ticket",
        [
            turn("k1", "My laptop broke, so I opened a support ticket.", ago(days=3, hours=2)),
            turn("k2", "The support ticket was escalated because nobody answered.", ago(days=3)),
            turn("k3", "The ticket was resolved after they replaced the screen.", ago(days=1)),
        ],
    )
    found = recall(api_url, user_id, "was my support ticket escalated?", kinds=["EVENT"])
    escalated = next(item for item in found["items"] if item["node"]["action"] == "escalate")
    chain = data(api_url, EFFECTS, {"id": escalated["node"]["id"]})["event"]
    assert chain["sources"] == [
        {"externalId": "k2", "text": "The support ticket was escalated because nobody answered."}
    ]
    assert [link["event"]["action"] for link in chain["effects"]] == ["resolve"]
    assert chain["effects"][0]["event"]["status"] == "RESOLVED"
    assert chain["effects"][0]["distance"] == 1
    assert [link["event"]["summary"] for link in chain["causes"]] == ["nobody answered"]
    assert chain["causes"][0]["cue"] == "because"


def test_a_chinese_ticket_chain_walked_to_its_cause(api_url: str, user_id: str) -> None:
    ingest(
        api_url,
        user_id,
        f"{user_id}-工单",
        [
            turn("g1", "我的笔记本坏了,所以我提交了一个工单。", ago(days=3, hours=1)),
            turn("g2", "工单被升级了,因为一直没人回复。", ago(days=3)),
        ],
    )
    found = recall(api_url, user_id, "工单为什么被升级了?", kinds=["EVENT"])
    escalated = next(item for item in found["items"] if item["node"]["action"] == "升级")
    chain = data(api_url, EFFECTS, {"id": escalated["node"]["id"]})["event"]
    assert [link["event"]["summary"] for link in chain["causes"]] == ["一直没人回复"]
    assert chain["causes"][0]["distance"] == -1 and chain["causes"][0]["cue"] == "因为"


ADDRESS = {
    "en": (
        "My new address is 88 Caoxi North Road, Shanghai.",
        "My old address was 1 Jianguo Road, Beijing.",
        "Also, what is my order status?",
        "change it to the address I gave you just now",
    ),
    "zh": (
        "我的新地址是上海市徐汇区漕溪北路88号。",
        "我的旧地址是北京市朝阳区建国路1号。",
        "另外查一下订单状态。",
        "帮我改成刚才说的那个地址",
    ),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_address_i_just_gave_recalls_the_exact_turn(
    api_url: str, user_id: str, lang: str
) -> None:
    new, old, other, question = ADDRESS[lang]
    ingest(api_url, user_id, f"{user_id}-old", [turn("a0", old, ago(days=30))])
    ingest(
        api_url,
        user_id,
        f"{user_id}-now",
        [
            turn("a1", new, ago(minutes=10)),
            turn("a2", "OK, noted." if lang == "en" else "好的,已记下。", ago(minutes=9), "agent"),
            turn("a3", other, ago(minutes=5)),
        ],
    )
    found = recall(api_url, user_id, question, kinds=["TURN"])
    assert found["resolvedTime"]["strategy"] == "window"
    top = found["items"][0]
    assert top["node"]["text"] == new, found["items"]
    assert top["sources"] == [
        {"id": top["node"]["id"], "externalId": "a1", "text": new, "at": ago(minutes=10)}
    ]


LAST_TIME = {
    "en": (
        "I went hiking at Mount Tai.",
        "I went hiking at Yellow Mountain.",
        "where did I go hiking last time?",
        "Yellow Mountain",
    ),
    "zh": ("我去了海底捞吃火锅。", "我去了小龙坎吃火锅。", "我上次吃火锅是在哪家?", "小龙坎"),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_last_time_picks_the_most_recent_match(api_url: str, user_id: str, lang: str) -> None:
    older, newer, question, expected = LAST_TIME[lang]
    ingest(api_url, user_id, f"{user_id}-1", [turn("l1", older, ago(days=60))])
    ingest(api_url, user_id, f"{user_id}-2", [turn("l2", newer, ago(days=5))])
    ingest(
        api_url,
        user_id,
        f"{user_id}-3",
        [
            turn(
                "l3",
                "The weather is nice today." if lang == "en" else "今天天气不错。",
                ago(days=1),
            )
        ],
    )
    found = recall(api_url, user_id, question)
    assert found["resolvedTime"]["strategy"] == "most_recent"
    assert expected in text_of(found["items"][0]["node"]), found["items"]
