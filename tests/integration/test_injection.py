"""Cypher and Lucene injection: every string input carries injection payloads, which must be
stored and returned as plain text, widen no query to another user, and write nothing beyond
what the request meant to write. No Cypher is ever built from input (see
tests/unit/cypher/test_sources.py); these tests check the same from outside, over HTTP."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graph.database import Database
from graph.recall.lexical import lucene_query, owned_query
from tests.integration.gql import data, send
from tests.integration.hostile import (
    AT,
    HOSTILE,
    INJECTIONS,
    check_answer,
    codes,
    graph_size,
    snapshot,
    values_named,
)

pytestmark = pytest.mark.integration

PAYLOADS = tuple(payload for payload in INJECTIONS if payload.strip())
SECRET = "zebracorn"
"""A word only the victim has said (and, to prove searches work, each attacker too)."""


def _aliased(kind: str, field: str, arguments: str, selection: str, declared: str) -> str:
    """One document running `field` once per payload, each under its own alias and variable."""
    calls = " ".join(
        f"a{index}: {field}({arguments.format(i=index)}) {selection}"
        for index in range(len(PAYLOADS))
    )
    variables = ", ".join(declared.format(i=index) for index in range(len(PAYLOADS)))
    return f"{kind} Q({variables}) {{ {calls} }}"


def _answers(body: dict[str, Any]) -> list[Any]:
    assert "errors" not in body, body
    return [body["data"][f"a{index}"] for index in range(len(PAYLOADS))]


@pytest.fixture(scope="module")
def victim(api_url: str) -> str:
    user_id = f"inject-victim-{uuid.uuid4().hex}"
    data(
        api_url,
        """mutation I($u: ID!, $s: ID!, $t: [TurnInput!]!) {
          ingestTurns(userId: $u, sessionId: $s, turns: $t) { createdTurns } }""",
        {
            "u": user_id,
            "s": f"{user_id}-s",
            "t": [{"externalId": "v1", "speaker": "Vic", "text": f"my {SECRET} is safe", "at": AT}],
        },
    )
    return user_id


INGEST = """mutation I($u: ID!, $s: ID!, $t: [TurnInput!]!) {
  ingestTurns(userId: $u, sessionId: $s, turns: $t) { turns { externalId speaker text } } }"""


def _text(payload: str) -> str:
    """A turn's text as stored: surrounding whitespace stripped (README)."""
    return payload.strip()


async def test_every_string_input_is_plain_text(api_url: str, db: Database, victim: str) -> None:
    user_id = f"inject-{uuid.uuid4().hex}"
    size, victim_before = await graph_size(db), await snapshot(db, victim)
    session_id = f"{user_id}-'\"`}}) // MATCH (n) DETACH DELETE n"
    turns = [
        {"externalId": f"x{i}{p}", "speaker": p, "text": f"{p} {SECRET}", "at": AT}
        for i, p in enumerate(PAYLOADS)
    ]
    stored = data(api_url, INGEST, {"u": user_id, "s": session_id, "t": turns})["ingestTurns"]
    assert sorted(
        (turn["externalId"], turn["speaker"], turn["text"]) for turn in stored["turns"]
    ) == sorted(
        (_text(f"x{i}{p}"), _text(p), _text(f"{p} {SECRET}")) for i, p in enumerate(PAYLOADS)
    )

    event_fields = "action summary subject object timeGranularity involves { name }"
    events = _answers(
        check_answer(
            send(
                api_url,
                {
                    "query": _aliased(
                        "mutation",
                        "recordEvent",
                        "userId: $u, event: {{action: $p{i}, summary: $p{i}, subject: $p{i}, "
                        "object: $p{i}, timeGranularity: $p{i}, entities: [$p{i}], "
                        'occurredStart: "2026-04-01T10:00:00+08:00", recordedAt: $at}}',
                        f"{{ id {event_fields} }}",
                        "$p{i}: String!",
                    ).replace("Q(", "Q($u: ID!, $at: DateTime, "),
                    "variables": {"u": user_id, "at": AT}
                    | {f"p{i}": p for i, p in enumerate(PAYLOADS)},
                },
            )
        )
    )
    for payload, event in zip(PAYLOADS, events, strict=True):
        assert [event[f] for f in ("action", "summary", "subject", "object")] == [payload] * 4
        assert event["timeGranularity"] == payload and event["involves"] == [{"name": payload}]

    links = _answers(
        check_answer(
            send(
                api_url,
                {
                    "query": _aliased(
                        "mutation",
                        "linkEvents",
                        "causeId: $c{i}, effectId: $e{i}, cue: $p{i}",
                        "{ cause { effects(depth: 1) { cue } } }",
                        "$c{i}: ID!, $e{i}: ID!, $p{i}: String!",
                    ),
                    "variables": {f"c{i}": events[i]["id"] for i in range(len(PAYLOADS))}
                    | {f"e{i}": events[i - 1]["id"] for i in range(len(PAYLOADS))}
                    | {f"p{i}": p for i, p in enumerate(PAYLOADS)},
                },
            )
        )
    )
    for payload, link in zip(PAYLOADS, links, strict=True):
        assert {"cue": payload} in link["cause"]["effects"]

    preferences = _answers(
        check_answer(
            send(
                api_url,
                {
                    "query": _aliased(
                        "mutation",
                        "recordPreference",
                        "userId: $u, preference: {{category: $p{i}, key: $p{i}, value: $p{i}, "
                        "entities: [$p{i}]}}",
                        "{ action preference { category key value about { name } } }",
                        "$p{i}: String!",
                    ).replace("Q(", "Q($u: ID!, "),
                    "variables": {"u": user_id} | {f"p{i}": p for i, p in enumerate(PAYLOADS)},
                },
            )
        )
    )
    for payload, change in zip(PAYLOADS, preferences, strict=True):
        assert change["action"] == "created", change
        preference = change["preference"]
        assert [preference[f] for f in ("category", "key", "value")] == [payload] * 3
        assert preference["about"] == [{"name": payload}]

    found = _answers(
        check_answer(
            send(
                api_url,
                {
                    "query": _aliased(
                        "query",
                        "preferenceHistory",
                        "userId: $u, category: $p{i}, key: $p{i}",
                        "{ preference { userId value } }",
                        "$p{i}: String!",
                    ).replace("Q(", "Q($u: ID!, "),
                    "variables": {"u": user_id} | {f"p{i}": p for i, p in enumerate(PAYLOADS)},
                },
            )
        )
    )
    for payload, history in zip(PAYLOADS, found, strict=True):
        assert history == [{"preference": {"userId": user_id, "value": payload}}]

    turns_found = _answers(
        check_answer(
            send(
                api_url,
                {
                    "query": _aliased(
                        "query",
                        "turn",
                        "userId: $u, externalId: $p{i}",
                        "{ userId text }",
                        "$p{i}: String!",
                    ).replace("Q(", "Q($u: ID!, "),
                    "variables": {"u": user_id}
                    | {f"p{i}": _text(f"x{i}{p}") for i, p in enumerate(PAYLOADS)},
                },
            )
        )
    )
    assert [turn["text"] for turn in turns_found] == [_text(f"{p} {SECRET}") for p in PAYLOADS]

    nodes, relationships = await graph_size(db)
    rows = await snapshot(db, user_id)
    own_nodes = sum(1 for row in rows if row["kind"] == "node")
    assert (nodes - size[0], relationships - size[1]) == (own_nodes, len(rows) - own_nodes)
    assert await snapshot(db, victim) == victim_before


async def test_payloads_as_query_arguments(api_url: str, db: Database, victim: str) -> None:
    """Search and lookup arguments: plain text, only the caller's user, documented refusals."""
    user_id = f"inject-q-{uuid.uuid4().hex}"
    data(
        api_url,
        INGEST,
        {
            "u": user_id,
            "s": f"{user_id}-s",
            "t": [{"externalId": "q1", "speaker": "Q", "text": f"the {SECRET} is mine", "at": AT}],
        },
    )
    size, victim_before = await graph_size(db), await snapshot(db, victim)
    variables = {"u": user_id} | {f"p{i}": f"{p} {SECRET}" for i, p in enumerate(PAYLOADS)}
    for field, arguments, selection in (
        ("recall", "userId: $u, query: $p{i}", "{ items { node { userId } sources { userId } } }"),
        ("hydrate", "userId: $u, query: $p{i}", "{ events { userId } profile { userId } }"),
        ("resolveTime", "text: $p{i}", "{ text }"),
    ):
        declared = "$p{i}: String!"
        document = _aliased("query", field, arguments, selection, declared)
        if "$u" in arguments:
            document = document.replace("Q(", "Q($u: ID!, ")
        response = send(api_url, {"query": document, "variables": variables})
        body = check_answer(response)
        assert victim not in response.text
        answers = _answers(body)
        assert set(values_named(answers, "userId")) <= {user_id}
        if field == "recall":
            assert all(answer["items"] for answer in answers), "the secret word was not found"
        if field == "resolveTime":
            assert [answer["text"] for answer in answers] == [f"{p} {SECRET}" for p in PAYLOADS]
    for document, name in (
        ("query Q($p: ID!) { event(id: $p) { id } }", "NOT_FOUND"),
        ("query Q($p: ID!) { session(id: $p) { id } }", "NOT_FOUND"),
        ('query Q($p: String) { resolveTime(text: "x", timezone: $p) { text } }', "BAD_USER_INPUT"),
        (
            "query Q($p: String) { timeline(userId: $u, after: $p) { edges { cursor } } }",
            "BAD_USER_INPUT",
        ),
    ):
        if "$u" in document:
            document = document.replace("Q(", "Q($u: ID!, ", 1)
        for payload in PAYLOADS:
            values = {"p": payload, "u": user_id} if "$u" in document else {"p": payload}
            body = check_answer(send(api_url, {"query": document, "variables": values}))
            assert codes(body) == {name}, (document, payload, body)
    assert await graph_size(db) == size
    assert await snapshot(db, victim) == victim_before


def _lucene_attackers(victim: str) -> list[str]:
    token = uuid.uuid4().hex[:12]
    return [
        f'atk{token}a" OR *:* OR "x',
        f"atk{token}b\\",
        f'atk{token}c\\" OR user_id:"{victim}',
        f'atk{token}d" OR user_id:{victim} OR "',
        f"*:* atk{token}e",
        f"atk{token}f) OR (*:*",
        f'atk{token}g" || user_id:"{victim}',
        f"atk{token}h~ OR {victim}*",
        f'atk{token}i" AND NOT user_id:"nobody',
        f'atk{token}j\\\\" OR *:* //',
    ]


@pytest.fixture(scope="module")
def twin(api_url: str, victim: str) -> str:
    """Another user who said the victim's words."""
    user_id = f"{victim}-twin"
    text = f"my {SECRET} is safe"
    turns = [{"externalId": "v1", "speaker": "Vic", "text": text, "at": AT}]
    data(api_url, INGEST, {"u": user_id, "s": f"{user_id}-s", "t": turns})
    return user_id


RECALL = """query R($u: ID!, $q: String!) { recall(userId: $u, query: $q, limit: 50) {
  items { node { userId ... on Turn { text } } } } }"""


async def test_a_user_id_cannot_break_out_of_the_full_text_filter(
    api_url: str, db: Database, victim: str
) -> None:
    for attacker in _lucene_attackers(victim):
        text = f"my {SECRET} is here"
        data(
            api_url,
            INGEST,
            {
                "u": attacker,
                "s": f"{attacker}-s",
                "t": [{"externalId": "a1", "speaker": "A", "text": text, "at": AT}],
            },
        )
        response = send(api_url, {"query": RECALL, "variables": {"u": attacker, "q": SECRET}})
        found = check_answer(response)["data"]["recall"]["items"]
        assert found and {item["node"]["userId"] for item in found} == {attacker}, found
        assert "is safe" not in response.text  # the victim's own words
        for index in ("memory_search_en", "memory_search_cjk"):
            query = owned_query(attacker, lucene_query(SECRET))
            hits = await db.fetch("checks/fulltext_matches", index=index, query=query, limit=100)
            assert hits and {hit["user_id"] for hit in hits} == {attacker}, (attacker, hits)


def _words() -> st.SearchStrategy[str]:
    lucene = st.sampled_from([*'+-&|!(){}[]^"~*?:\\/', "AND", "OR", "NOT", "TO", "*:*"])
    words = st.sampled_from([SECRET, "laptop", "user_id", "你好", "的", "x"])
    return st.lists(st.one_of(lucene, words, st.text(max_size=5)), max_size=8).map(" ".join)


@settings(HOSTILE, max_examples=25)
@given(question=_words())
async def test_questions_with_lucene_syntax_stay_within_the_user(
    api_url: str, victim: str, twin: str, question: str
) -> None:
    response = send(api_url, {"query": RECALL, "variables": {"u": twin, "q": question}})
    body = check_answer(response)
    assert "errors" not in body, body
    assert set(values_named(body["data"], "userId")) <= {twin}
    assert victim not in response.text.replace(twin, "")
    if SECRET in question:
        assert body["data"]["recall"]["items"], "the twin's own words were not found"


LONG_QUESTIONS = (
    "你好世界和平" * 333,
    "a b c d e f g h i j " * 100,
    "word " * 400,
    "的" * 2_000,
    ("mixed 混合 " * 200)[:2_000],
)


@pytest.mark.parametrize("question", LONG_QUESTIONS, ids=lambda question: question[:8])
def test_long_questions_and_ids_fit_lucene(api_url: str, question: str) -> None:
    """Lucene refuses more than 1,024 clauses; a 2,000-character question and a 200-character
    user id (the longest allowed) together must still run."""
    user_id = "用户" * 100
    data(
        api_url,
        INGEST,
        {
            "u": user_id,
            "s": f"long-{uuid.uuid4().hex}",
            "t": [
                {"externalId": uuid.uuid4().hex, "speaker": "L", "text": question[:500], "at": AT}
            ],
        },
    )
    body = check_answer(
        send(api_url, {"query": RECALL, "variables": {"u": user_id, "q": question}})
    )
    assert "errors" not in body, body
    assert body["data"]["recall"]["items"]
