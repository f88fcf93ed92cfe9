"""Every error code and limit of the API over HTTP, and access across users."""

from __future__ import annotations

import httpx

from tests.conftest import SCOPED_KEY, SCOPED_USER
from tests.integration.gql import error, ingest, post, turn

PROFILE = "query P($userId: ID!) { profile(userId: $userId) { id value } }"
AT = "2026-05-01T09:30:00+08:00"
INGEST = (
    'mutation I($u: ID!, $turns: [TurnInput!]!) { ingestTurns(userId: $u, sessionId: "s", '
    "turns: $turns) { createdTurns } }"
)


def test_a_missing_key_is_401(api_url: str) -> None:
    response = post(api_url, PROFILE, {"userId": "someone"}, key=None)
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert response.json()["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"


def test_a_bad_key_is_401(api_url: str) -> None:
    response = post(api_url, PROFILE, {"userId": "someone"}, key="not-a-key")
    assert response.status_code == 401
    failure = response.json()["errors"][0]
    assert failure["message"] == "unknown API key"
    assert failure["extensions"]["code"] == "UNAUTHENTICATED"


def test_x_api_key_header_is_accepted(api_url: str) -> None:
    response = httpx.post(
        f"{api_url}/graphql",
        json={"query": PROFILE, "variables": {"userId": SCOPED_USER}},
        headers={"x-api-key": SCOPED_KEY},
        timeout=30,
    )
    assert response.status_code == 200 and "errors" not in response.json()


def test_another_users_data_is_forbidden(api_url: str, user_id: str) -> None:
    stored = ingest(api_url, user_id, f"{user_id}-s", [turn("x1", "I went to Paris.", AT)])
    failure = error(api_url, PROFILE, {"userId": user_id}, key=SCOPED_KEY)
    assert failure["extensions"]["code"] == "FORBIDDEN"
    assert failure["path"] == ["profile"]
    event_id = stored["events"][0]["id"]
    failure = error(
        api_url, "query E($id: ID!) { event(id: $id) { id } }", {"id": event_id}, key=SCOPED_KEY
    )
    assert failure["extensions"]["code"] == "FORBIDDEN"
    # Session ids are scoped to their user: another user's is answered as an unknown one.
    failure = error(
        api_url,
        "query S($id: ID!) { session(id: $id) { id } }",
        {"id": f"{user_id}-s"},
        key=SCOPED_KEY,
    )
    assert failure["extensions"]["code"] == "NOT_FOUND"


def test_unknown_ids_are_not_found(api_url: str, user_id: str) -> None:
    failure = error(api_url, '{ event(id: "no-such-event") { id } }')
    assert failure["extensions"]["code"] == "NOT_FOUND"
    failure = error(
        api_url,
        'query T($u: ID!) { turn(userId: $u, externalId: "nope") { id } }',
        {"u": user_id},
    )
    assert failure["extensions"]["code"] == "NOT_FOUND"


def test_bad_input_is_bad_user_input(api_url: str, user_id: str) -> None:
    naive = post(
        api_url,
        'query R($at: DateTime) { resolveTime(text: "yesterday", at: $at) { text } }',
        {"at": "2026-05-01T09:30:00"},
    )
    assert naive.status_code == 400
    failure = naive.json()["errors"][0]
    assert failure["extensions"]["code"] == "BAD_USER_INPUT"
    assert "offset" in failure["message"]
    zone = error(api_url, '{ resolveTime(text: "yesterday", timezone: "Mars/Olympus") { text } }')
    assert zone["extensions"]["code"] == "BAD_USER_INPUT"
    cursor = error(
        api_url,
        'query T($u: ID!) { timeline(userId: $u, after: "garbage") { pageInfo { hasNextPage } } }',
        {"u": user_id},
    )
    assert cursor["extensions"]["code"] == "BAD_USER_INPUT"
    empty = error(api_url, INGEST, {"u": user_id, "turns": [turn("e1", "   ", AT)]})
    assert empty["extensions"]["code"] == "BAD_USER_INPUT"
    assert "text" in empty["message"]


def test_an_invalid_document_is_400_with_a_code(api_url: str) -> None:
    response = post(api_url, "{ profile(userId: 1) { nope } }")
    assert response.status_code == 400
    assert response.json()["errors"][0]["extensions"]["code"] == "BAD_USER_INPUT"


def test_get_runs_queries_and_refuses_mutations(api_url: str, user_id: str) -> None:
    headers = {"authorization": "Bearer test-admin-key"}
    query = httpx.get(
        f"{api_url}/graphql",
        params={"query": PROFILE, "variables": f'{{"userId": "{user_id}"}}'},
        headers=headers,
        timeout=30,
    )
    assert query.status_code == 200 and query.json() == {"data": {"profile": []}}
    mutation = httpx.get(
        f"{api_url}/graphql",
        params={
            "query": "mutation F($u: ID!) { forgetUser(userId: $u) { deletedNodes } }",
            "variables": f'{{"u": "{user_id}"}}',
        },
        headers=headers,
        timeout=30,
    )
    assert mutation.status_code == 405
    assert mutation.headers["allow"] == "POST"
    assert mutation.json()["errors"][0]["extensions"]["code"] == "BAD_USER_INPUT"


def test_request_id_is_returned_and_in_errors(api_url: str) -> None:
    response = httpx.post(
        f"{api_url}/graphql",
        json={"query": '{ event(id: "missing") { id } }'},
        headers={"authorization": "Bearer test-admin-key", "x-request-id": "trace-123"},
        timeout=30,
    )
    assert response.headers["x-request-id"] == "trace-123"
    assert response.json()["errors"][0]["extensions"]["requestId"] == "trace-123"
    generated = post(api_url, '{ event(id: "missing") { id } }')
    assert (
        generated.json()["errors"][0]["extensions"]["requestId"]
        == generated.headers["x-request-id"]
    )


def _limit(failure: dict[str, object], name: str) -> None:
    extensions = failure["extensions"]
    assert isinstance(extensions, dict)
    assert extensions["code"] == "LIMIT_EXCEEDED", failure
    assert extensions["limit"] == name
    assert extensions["actual"] > extensions["maximum"]


def test_query_depth_limit(api_url: str) -> None:
    query = '{ event(id: "x") { ' + "effects { event { " * 7 + "id" + " } }" * 7 + " } }"
    response = post(api_url, query)
    assert response.status_code == 400
    _limit(response.json()["errors"][0], "queryDepth")


def test_query_cost_limit(api_url: str, user_id: str) -> None:
    query = """query T($u: ID!) { timeline(userId: $u, first: 100) { edges { node {
      ... on Event { sources { id events { id sources { id text } } } } } } } }"""
    response = post(api_url, query, {"u": user_id})
    assert response.status_code == 400
    _limit(response.json()["errors"][0], "queryCost")


def test_argument_limits(api_url: str, user_id: str) -> None:
    page = "query T($u: ID!) { timeline(userId: $u, first: 101) { pageInfo { hasNextPage } } }"
    _limit(error(api_url, page, {"u": user_id}), "pageSize")
    recall = 'query R($u: ID!) { recall(userId: $u, query: "x", limit: 51) { items { score } } }'
    _limit(error(api_url, recall, {"u": user_id}), "recallLimit")
    budget = "query H($u: ID!) { hydrate(userId: $u, budget: 20001) { text } }"
    _limit(error(api_url, budget, {"u": user_id}), "hydrateBudget")


def test_traversal_depth_limit(api_url: str, user_id: str) -> None:
    stored = ingest(api_url, user_id, f"{user_id}-d", [turn("d1", "I went to Paris.", AT)])
    query = "query E($id: ID!) { event(id: $id) { effects(depth: 6) { distance } } }"
    _limit(error(api_url, query, {"id": stored["events"][0]["id"]}), "traversalDepth")


def test_ingest_limits(api_url: str, user_id: str) -> None:
    many = [turn(f"t{i}", "hi", AT) for i in range(1_001)]
    _limit(error(api_url, INGEST, {"u": user_id, "turns": many}), "turnsPerIngest")
    long = [turn("long", "x" * 20_001, AT)]
    _limit(error(api_url, INGEST, {"u": user_id, "turns": long}), "turnCharacters")


def test_request_body_limit(api_url: str, user_id: str) -> None:
    huge = [turn(f"t{i}", "y" * 19_000, AT) for i in range(60)]
    response = post(api_url, INGEST, {"u": user_id, "turns": huge})
    assert response.status_code == 413
    _limit(response.json()["errors"][0], "requestBody")


def test_an_event_that_ends_before_it_starts_is_bad_user_input(api_url: str, user_id: str) -> None:
    record = "mutation E($u: ID!, $e: EventInput!) { recordEvent(userId: $u, event: $e) { id } }"
    backwards = {
        "action": "trip",
        "summary": "a trip that ends before it starts",
        "occurredStart": "2026-05-03T09:00:00+08:00",
        "occurredEnd": "2026-05-01T09:00:00+08:00",
    }
    failure = error(api_url, record, {"u": user_id, "e": backwards})
    assert failure["extensions"]["code"] == "BAD_USER_INPUT"
    assert "occurred_end" in failure["message"] and "before occurred_start" in failure["message"]
    timeline = post(
        api_url,
        "query T($u: ID!) { timeline(userId: $u) { edges { node { id } } } }",
        {"u": user_id},
    ).json()
    assert timeline["data"]["timeline"]["edges"] == []
    same_moment = backwards | {"occurredEnd": backwards["occurredStart"]}
    stored = post(api_url, record, {"u": user_id, "e": same_moment}).json()
    assert stored["data"]["recordEvent"]["id"], stored
