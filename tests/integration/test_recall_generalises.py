"""Recall that generalises, over GraphQL against the running API and the real Neo4j: a
paraphrase found by the English vector, "you" meaning the agent, a question that names only a
day, evidence spread over sessions, and pseudo-relevance feedback."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from tests.integration.gql import data, ingest, turn

SHANGHAI = timezone(timedelta(hours=8))
NOW = datetime(2026, 6, 15, 15, 0, tzinfo=SHANGHAI)

RECALL = """
query Recall($userId: ID!, $query: String!, $at: DateTime, $limit: Int) {
  recall(userId: $userId, query: $query, at: $at, limit: $limit) {
    items {
      score path
      why { semantic semanticEn feedback lexical timeFit speaker addressee diversity }
      node { __typename ... on Turn { text externalId speaker } }
      sources { externalId }
    }
  }
}
"""


def _at(days_ago: float) -> str:
    return (NOW - timedelta(days=days_ago)).isoformat()


def _items(api_url: str, user_id: str, query: str, limit: int = 5) -> list[dict[str, Any]]:
    values = {"userId": user_id, "query": query, "at": NOW.isoformat(), "limit": limit}
    items: list[dict[str, Any]] = data(api_url, RECALL, values)["recall"]["items"]
    return items


def _recall(api_url: str, user_id: str, query: str) -> list[dict[str, Any]]:
    """The turns among the first five items."""
    return [
        item for item in _items(api_url, user_id, query) if item["node"]["__typename"] == "Turn"
    ]


def test_a_paraphrase_with_no_shared_word_is_found_by_the_english_vector(
    api_url: str, user_id: str
) -> None:
    ingest(
        api_url,
        user_id,
        f"{user_id}-s1",
        [
            turn("car", "My car broke down on the highway and a tow truck took it away.", _at(9)),
            turn("cake", "I baked a lemon cake for my niece's birthday party.", _at(8)),
            turn("book", "Reading a novel about sailors in the Arctic this week.", _at(7)),
        ],
    )
    items = _recall(api_url, user_id, "Which vehicle trouble have I had?")
    first = items[0]
    assert first["node"]["externalId"] == "car"
    assert "vector_en" in first["path"]
    assert first["why"]["lexical"] == 0
    assert first["why"]["semanticEn"] > first["why"]["semantic"] > 0


def test_what_did_you_suggest_returns_the_agents_turn(api_url: str, user_id: str) -> None:
    # The user's turn comes first: a turn's indexed words include the previous turn's, and the
    # two must match the question's words equally for the pronoun to be what decides.
    ingest(
        api_url,
        user_id,
        f"{user_id}-s1",
        [
            turn(
                "sister",
                "My sister suggested melatonin to help with sleeping.",
                _at(4),
                speaker="Lena",
            ),
            turn("ask", "I keep waking up at night, any idea?", _at(3), speaker="Lena"),
            turn(
                "tip",
                "I suggest a fixed bedtime to help with sleeping.",
                _at(3),
                speaker="AI",
            ),
        ],
    )
    turns = _recall(api_url, user_id, "What did you suggest for my sleeping?")
    by_key = {item["node"]["externalId"]: item for item in turns}
    assert turns[0]["node"]["externalId"] == "tip"
    assert by_key["tip"]["why"]["addressee"] == 1
    assert by_key["sister"]["why"]["addressee"] == 0


def _source_keys(items: list[dict[str, Any]]) -> list[str]:
    """The distinct provenance turns of `items`, in rank order."""
    keys: list[str] = []
    for item in items:
        keys += [s["externalId"] for s in item["sources"] if s["externalId"] not in keys]
    return keys


def test_a_chinese_date_question_returns_that_days_exchange_first(
    api_url: str, user_id: str
) -> None:
    may_3 = datetime(2026, 5, 3, 20, 0, tzinfo=SHANGHAI)
    for day, (question, answer) in {
        may_3: ("我最近压力很大，睡不着。", "可以试试睡前冥想十分钟。"),
        may_3 + timedelta(days=4): ("我们聊了什么电影好看？", "推荐你看《流浪地球》。"),
        may_3 - timedelta(days=5): ("你觉得我应该学什么乐器？", "钢琴比较适合初学者。"),
    }.items():
        ingest(
            api_url,
            user_id,
            f"{user_id}-{day:%m%d}",
            [
                turn(f"{day:%m%d}-q", question, day.isoformat(), speaker="小明"),
                turn(f"{day:%m%d}-a", answer, (day + timedelta(minutes=1)).isoformat(), "AI"),
            ],
        )
    found = _source_keys(_items(api_url, user_id, "我们5月3日聊了什么？"))
    assert set(found[:2]) == {"0503-q", "0503-a"}


def test_a_multi_hop_question_finds_its_evidence_in_three_sessions(
    api_url: str, user_id: str
) -> None:
    # Each session has one turn of evidence, said by Nora, among turns of her friend that
    # name her (and so match the question's name) without saying what she plays.
    sessions = {
        "s1": (
            20,
            [
                ("s1-a", "Hi Nora! How was your week? I hope work was fine.", "Sam"),
                ("s1-b", "I played tennis with my cousin on Saturday, I won two sets.", "Nora"),
                ("s1-c", "Good for you, Nora! I stayed home and cooked pasta.", "Sam"),
            ],
        ),
        "s2": (
            12,
            [
                ("s2-a", "Nora, did you see the news about the new library?", "Sam"),
                ("s2-b", "I went swimming at the lake early this morning.", "Nora"),
                ("s2-c", "Sounds lovely, Nora. The weather was great for it.", "Sam"),
            ],
        ),
        "s3": (
            4,
            [
                ("s3-a", "Nora, my sister says hello! She moved to Lisbon.", "Sam"),
                ("s3-b", "Our basketball team won the league final last night.", "Nora"),
                ("s3-c", "Congratulations, Nora! Tell me everything next time.", "Sam"),
            ],
        ),
    }
    for name, (days_ago, turns) in sessions.items():
        ingest(
            api_url,
            user_id,
            f"{user_id}-{name}",
            [
                turn(key, text, _at(days_ago - index / 1440), speaker=speaker)
                for index, (key, text, speaker) in enumerate(turns)
            ],
        )
    found = _source_keys(_items(api_url, user_id, "What sports does Nora play?"))
    assert {"s1-b", "s2-b", "s3-b"} <= set(found[:5])


def test_feedback_is_explained_and_ranks_the_topic_above_unrelated_turns(
    api_url: str, user_id: str
) -> None:
    # One turn per session: a turn's indexed words include the previous turn's in its batch.
    lines = {
        "dog": "My dog Rex loves long walks and chasing his ball.",
        "cat": "Our cat sleeps on the sofa all day and purrs at night.",
        "fish": "I cleaned the goldfish tank and fed Bubbles this morning.",
        "tax": "I finally filed my tax return before the deadline.",
        "car": "The garage says the car needs new brakes next month.",
    }
    for days_ago, (key, text) in enumerate(lines.items(), start=5):
        ingest(api_url, user_id, f"{user_id}-{key}", [turn(key, text, _at(days_ago))])
    items = _recall(api_url, user_id, "Which pets do I look after at home?")
    keys = [item["node"]["externalId"] for item in items]
    assert all(item["why"]["feedback"] > 0 for item in items)
    assert all("feedback" in item["path"] for item in items)
    assert set(keys[:3]) == {"dog", "cat", "fish"}
