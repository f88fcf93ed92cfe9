"""Hostile input against every argument of the schema, over HTTP, with hypothesis.

Every answer must be a client error with a documented code and a message (or a result), never
a server error or an internal detail, and a user's stored data must stay exactly as it was:
each example compares a snapshot of every node, relationship and property before and after.
"""

from __future__ import annotations

import json
import unicodedata
import uuid
from datetime import datetime
from typing import Any

import httpx
import pytest
from graphql import GraphQLNonNull, Undefined
from hypothesis import given, settings
from hypothesis import strategies as st

from graph.database import Database
from tests.conftest import ADMIN_KEY, SCOPED_KEY, SCOPED_USER
from tests.integration.gql import send
from tests.integration.hostile import (
    AT,
    HOSTILE,
    MUTATIONS,
    QUERIES,
    TIME_WORDS,
    ZONES,
    Known,
    Seeded,
    check_answer,
    codes,
    datetime_texts,
    documented_datetime,
    field_name,
    fresh_scoped_user,
    graph_size,
    has_lone_surrogate,
    hostile_value,
    input_paths,
    invalid_value,
    replaced,
    seed,
    snapshot,
    valid_value,
    values_named,
)

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def victim(api_url: str) -> Seeded:
    user_id = f"hostile-victim-{uuid.uuid4()}"
    return seed(api_url, user_id, f"{user_id}-s")


@pytest.fixture(scope="module")
def twin(api_url: str) -> Seeded:
    """Another user with the same texts."""
    user_id = f"hostile-twin-{uuid.uuid4()}"
    return seed(api_url, user_id, f"{user_id}-s")


@pytest.fixture(scope="module")
def scoped(api_url: str) -> Seeded:
    """The user SCOPED_KEY may touch."""
    return fresh_scoped_user(api_url)


def _drawn_variables(data: st.DataObject, variables: dict[str, Any], known: Known) -> Any:
    drawn: dict[str, Any] = {}
    for name, type_ in variables.items():
        value = data.draw(hostile_value(type_, name, known), label=name)
        if value is not None or data.draw(st.booleans(), label=f"{name} null, not left out"):
            drawn[name] = value
    return drawn


def _surrogates_refused(body: dict[str, Any]) -> None:
    assert codes(body) == {"BAD_USER_INPUT"}, body
    assert "surrogate" in body["errors"][0]["message"], body


@settings(HOSTILE, max_examples=50)
@given(data=st.data())
async def test_every_query_argument(
    api_url: str, db: Database, victim: Seeded, twin: Seeded, data: st.DataObject
) -> None:
    operation = data.draw(st.sampled_from(QUERIES), label="query")
    known = Known(users=(victim.user_id, twin.user_id, SCOPED_USER), seeded=(victim, twin))
    variables = _drawn_variables(data, operation.variables, known)
    before = await snapshot(db, victim.user_id)
    body = check_answer(send(api_url, {"query": operation.document, "variables": variables}))
    if has_lone_surrogate(variables):
        _surrogates_refused(body)
    owner = variables.get("userId")
    if body.get("data") and isinstance(owner, str):
        assert set(values_named(body["data"], "userId")) <= {owner}, body
    assert await snapshot(db, victim.user_id) == before


@settings(HOSTILE, max_examples=40)
@given(data=st.data())
async def test_a_mutation_with_one_invalid_argument_changes_nothing(
    api_url: str, db: Database, victim: Seeded, data: st.DataObject
) -> None:
    operation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    valid = {
        name: data.draw(valid_value(type_, name, victim), label=name)
        for name, type_ in operation.variables.items()
        if isinstance(type_, GraphQLNonNull) or data.draw(st.booleans(), label=f"send {name}")
    }
    places = [
        place
        for name, type_ in operation.variables.items()
        for place in input_paths(type_, valid.get(name, Undefined), (name,))
    ]
    path, type_ = data.draw(st.sampled_from(places), label="spoiled")
    variables = replaced(valid, path, data.draw(invalid_value(type_, field_name(path))))
    before, size = await snapshot(db, victim.user_id), await graph_size(db)

    body = check_answer(send(api_url, {"query": operation.document, "variables": variables}))

    assert body.get("errors"), f"accepted {variables}: {body}"
    assert (body.get("data") or {}).get(operation.name) is None, body
    message = body["errors"][0]["message"].lower()
    if codes(body) == {"BAD_USER_INPUT"}:
        named = {str(path[0]).lower(), field_name(path).lower()}
        assert any(name in message for name in named), (path, message)
    assert await snapshot(db, victim.user_id) == before
    assert await graph_size(db) == size


def _nodes_and_edges(rows: list[dict[str, Any]]) -> tuple[int, int]:
    nodes = sum(1 for row in rows if row["kind"] == "node")
    return nodes, len(rows) - nodes


def _turn_text(sent: str) -> str:
    """The README's normalisation of a turn's text: NFC, the control characters U+0000 to U+001F
    and U+007F other than newline and tab removed, surrounding whitespace stripped."""
    normal = unicodedata.normalize("NFC", sent)
    return "".join(c for c in normal if c in "\n\t" or not (c < " " or c == "\x7f")).strip()


def _stored_verbatim(name: str, variables: dict[str, Any], result: Any) -> None:
    if name == "recordEvent":
        sent = variables["event"]
        for field in ("action", "summary", "subject", "object"):
            if isinstance(sent.get(field), str):
                assert result[field] == sent[field], (field, sent, result)
    if name == "recordPreference" and result["action"] in {"created", "superseded"}:
        sent = variables["preference"]
        stored = result["preference"]
        assert [stored[f] for f in ("category", "key", "value")] == [
            sent["category"],
            sent["key"],
            sent["value"],
        ]
    if name == "ingestTurns" and result["createdTurns"] == len(variables["turns"]):
        texts = {turn["externalId"]: turn["text"] for turn in result["turns"]}
        for turn in variables["turns"]:
            assert texts[_turn_text(turn["externalId"])] == _turn_text(turn["text"])


@settings(HOSTILE, max_examples=40)
@given(data=st.data())
async def test_any_mutation_by_a_scoped_key_touches_only_its_user(
    api_url: str, db: Database, victim: Seeded, scoped: Seeded, data: st.DataObject
) -> None:
    operation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    known = Known(users=(SCOPED_USER, victim.user_id), seeded=(scoped, victim))
    variables = _drawn_variables(data, operation.variables, known)
    before, size = await snapshot(db, victim.user_id), await graph_size(db)
    own_before = _nodes_and_edges(await snapshot(db, SCOPED_USER))

    body = check_answer(
        send(api_url, {"query": operation.document, "variables": variables}, key=SCOPED_KEY)
    )

    if has_lone_surrogate(variables):
        _surrogates_refused(body)
    if variables.get("userId") == victim.user_id:
        assert "FORBIDDEN" in codes(body) or "BAD_USER_INPUT" in codes(body), body
    assert await snapshot(db, victim.user_id) == before
    own_after = _nodes_and_edges(await snapshot(db, SCOPED_USER))
    nodes, relationships = await graph_size(db)
    assert (nodes - size[0], relationships - size[1]) == (
        own_after[0] - own_before[0],
        own_after[1] - own_before[1],
    ), "a write landed outside the caller's own user"
    result = (body.get("data") or {}).get(operation.name)
    if result is not None:
        _stored_verbatim(operation.name, variables, result)


RESOLVE = """query R($text: String!, $at: DateTime, $tz: String) {
  resolveTime(text: $text, at: $at, timezone: $tz) { expressions { start end } } }"""
RECORD_AT = """mutation E($u: ID!, $e: EventInput!) { recordEvent(userId: $u, event: $e) {
  occurredStart recordedAt } }"""
RECALL_AT = """query R($u: ID!, $at: DateTime, $asOf: DateTime) {
  recall(userId: $u, query: "what happened last week, 上周?", at: $at, asOf: $asOf) {
    resolvedTime { start end } items { score } } }"""


def _same_instant(returned: str, expected: datetime) -> None:
    parsed = datetime.fromisoformat(returned)
    assert parsed == expected and parsed.utcoffset() == expected.utcoffset(), returned


@settings(HOSTILE, max_examples=40)
@given(value=datetime_texts(), zone=st.sampled_from(ZONES))
async def test_datetimes_at_every_edge(
    api_url: str, db: Database, victim: Seeded, value: str, zone: str
) -> None:
    expected = documented_datetime(value)
    text = ", ".join(TIME_WORDS)
    resolved = check_answer(
        send(api_url, {"query": RESOLVE, "variables": {"text": text, "at": value, "tz": zone}})
    )
    recalled = check_answer(
        send(api_url, {"query": RECALL_AT, "variables": {"u": victim.user_id, "at": value}})
    )
    before, size = await snapshot(db, victim.user_id), await graph_size(db)
    event = {
        "action": "test",
        "summary": "at the edge",
        "occurredStart": value,
        "recordedAt": value,
    }
    recorded = check_answer(
        send(api_url, {"query": RECORD_AT, "variables": {"u": f"{victim.user_id}-dt", "e": event}})
    )
    if expected is None:
        for body in (resolved, recalled, recorded):
            assert codes(body) == {"BAD_USER_INPUT"}, (value, body)
            assert "DateTime" in body["errors"][0]["message"] or has_lone_surrogate(value), body
        assert await graph_size(db) == size
    else:
        for body in (resolved, recalled, recorded):
            assert "errors" not in body, (value, body)
        for expression in resolved["data"]["resolveTime"]["expressions"]:
            for bound in (expression["start"], expression["end"]):
                assert bound is None or datetime.fromisoformat(bound).tzinfo is not None
        _same_instant(recorded["data"]["recordEvent"]["occurredStart"], expected)
        _same_instant(recorded["data"]["recordEvent"]["recordedAt"], expected)
    assert await snapshot(db, victim.user_id) == before


CHAIN_LEVEL = ("effects(depth: 1) { event { id ", " } }")


@settings(HOSTILE, max_examples=25)
@given(
    levels=st.integers(0, 8),
    aliases=st.integers(1, 40),
    through_fragment=st.booleans(),
)
def test_deeply_nested_and_aliased_documents(
    api_url: str, victim: Seeded, levels: int, aliases: int, through_fragment: bool
) -> None:
    chain = CHAIN_LEVEL[0] * levels + CHAIN_LEVEL[1] * levels
    body = f"{{ id {chain} }}"
    fragment = ""
    if through_fragment:
        fragment, body = f"fragment Chain on Event {body}", "{ ...Chain }"
    fields = " ".join(f"a{index}: event(id: $id) {body}" for index in range(aliases))
    document = f"query Q($id: ID!) {{ {fields} }} {fragment}"
    depth = 2 + 2 * levels  # event, then effects and event per level, then the id
    response = send(api_url, {"query": document, "variables": {"id": victim.events[-2]}})
    answer = check_answer(response)
    limits = {failure["extensions"].get("limit") for failure in answer.get("errors") or []}
    if depth > 12:
        assert response.status_code == 400 and "queryDepth" in limits, answer
    elif "errors" in answer:
        assert limits == {"queryCost"}, answer
    else:
        found = answer["data"]
        assert {found[f"a{index}"]["id"] for index in range(aliases)} == {victim.events[-2]}
        if levels:
            assert found["a0"]["effects"][0]["event"]["id"] == victim.events[-1]


async def test_a_batch_is_refused_whole(api_url: str, db: Database, victim: Seeded) -> None:
    forget = "mutation F($u: ID!) { forgetUser(userId: $u) { deletedNodes } }"
    before = await snapshot(db, victim.user_id)
    for batch in (
        [{"query": forget, "variables": {"u": victim.user_id}}],
        [{"query": "{ health { reason } }"}, {"query": forget, "variables": {"u": victim.user_id}}],
        [],
    ):
        response = send(api_url, batch)
        body = check_answer(response)
        assert response.status_code == 400 and codes(body) == {"BAD_USER_INPUT"}, body
        assert "batched operations are not supported" in body["errors"][0]["message"]
    assert await snapshot(db, victim.user_id) == before


def _raw(api_url: str, content: bytes, content_type: str) -> httpx.Response:
    headers = {"content-type": content_type, "authorization": f"Bearer {ADMIN_KEY}"}
    return httpx.post(f"{api_url}/graphql", content=content, headers=headers, timeout=60)


HUGE_LIMIT = 'query Q($n: Int) { recall(userId: "u", query: "x", limit: $n) { truncated } }'
DEEP = b'{"query": "{ health { reason } }", "variables": {"x": ' + b"[" * 100_000 + b"]" * 100_000
MALFORMED = [
    (b"not json", "application/json", "not a valid JSON"),
    (b'{"query": "{ health { reason } }"', "application/json", "not a valid JSON"),
    (b"\xff\xfe{}", "application/json", "not a valid JSON"),
    (DEEP + b"}}", "application/json", "nests too deeply"),
    (b'{"query": "{ health { reason } }"}', "text/plain", "application/json"),
    (b'{"query": 5}', "application/json", "query must be a string"),
    (b'{"query": "{ health { reason } }", "variables": [1]}', "application/json", "variables"),
    (
        b'{"query": "{ health { reason } }", "variables": {"\\udc00": 1}}',
        "application/json",
        "surrogate",
    ),
    (b'"just a string"', "application/json", "JSON object"),
    (b"null", "application/json", "JSON object"),
    (
        b'{"query": "{ resolveTime(text: \\"a\\\\ud800\\") { text } }"}',
        "application/json",
        "Unicode",
    ),
    (json.dumps({"query": "{" * 5_000 + "}" * 5_000}).encode(), "application/json", "Syntax Error"),
    (
        json.dumps({"query": HUGE_LIMIT}).encode()[:-1] + b', "variables": {"n": 1e400}}',
        "application/json",
        "Int",
    ),
]


@pytest.mark.parametrize(("content", "content_type", "says"), MALFORMED)
def test_malformed_bodies_are_refused_with_a_code(
    api_url: str, content: bytes, content_type: str, says: str
) -> None:
    response = _raw(api_url, content, content_type)
    body = check_answer(response)
    assert response.status_code == 400 and codes(body) == {"BAD_USER_INPUT"}, body
    assert says in body["errors"][0]["message"], body


def test_get_with_broken_variables_is_refused_with_a_code(api_url: str) -> None:
    response = httpx.get(
        f"{api_url}/graphql",
        params={"query": "query Q($u: ID!) { profile(userId: $u) { id } }", "variables": "{"},
        headers={"authorization": f"Bearer {ADMIN_KEY}"},
        timeout=60,
    )
    body = check_answer(response)
    assert response.status_code == 400 and codes(body) == {"BAD_USER_INPUT"}, body
    assert "Variables" in body["errors"][0]["message"]


NULL_FOR_DEFAULT = (
    'query Q($u: ID!, $n: Int) { recall(userId: $u, query: "x", limit: $n) { truncated } }',
    "query Q($u: ID!, $n: Int) { timeline(userId: $u, first: $n) { pageInfo { hasNextPage } } }",
    'query Q($u: ID!, $n: Boolean) { recall(userId: $u, query: "x", includeHistory: $n) {'
    " truncated } }",
    "query Q($c: ID!, $n: Int) { event(id: $c) { causes(depth: $n) { distance }"
    " effects(depth: $n) { distance } } }",
    "mutation M($c: ID!, $e: ID!, $n: Float) { linkEvents(causeId: $c, effectId: $e,"
    " confidence: $n) { cause { id } } }",
    "mutation M($u: ID!, $p: ID!, $n: Float) { confirmPreference(userId: $u, id: $p,"
    " confidence: $n) { id } }",
)


@pytest.mark.parametrize("document", NULL_FOR_DEFAULT)
def test_an_explicit_null_means_the_default(api_url: str, twin: Seeded, document: str) -> None:
    """GraphQL hands a resolver an explicit null instead of the argument's default."""
    given: dict[str, str | None] = {"u": twin.user_id, "c": twin.events[-2], "e": twin.events[-1]}
    given |= {"p": twin.preferences[-1], "n": None}
    variables = {name: value for name, value in given.items() if f"${name}:" in document}
    body = check_answer(send(api_url, {"query": document, "variables": variables}))
    assert "errors" not in body, body


def test_scalars_of_every_kind_round_trip(api_url: str) -> None:
    user_id = f"hostile-verbatim-{uuid.uuid4()}"
    value = "\u202eRTL 👩‍👩‍👧‍👦 \x00 NUL e\u0301 𝔘 ' \" ` }) // /* \\"
    preference = {"category": "c", "key": value, "value": value, "recordedAt": AT}
    body = check_answer(
        send(
            api_url,
            {
                "query": """mutation P($u: ID!, $p: PreferenceInput!) {
                  recordPreference(userId: $u, preference: $p) { preference { key value } } }""",
                "variables": {"u": user_id, "p": preference},
            },
        )
    )
    assert body["data"]["recordPreference"]["preference"] == {"key": value, "value": value}
