"""Tenant isolation, as a matrix over every query and mutation: two users who said exactly the
same things, and each operation tried with the other user's ids (user, turns, events,
preferences, session, cursor) through a key scoped to one user, and through the admin key.

The answer is FORBIDDEN when the key may not touch the user, or the id belongs to another user;
NOT_FOUND when a source turn id does not exist for this user (README, api/errors.py). Session ids
are scoped to their user, so another user's session id is an unknown session (NOT_FOUND), and
ingestTurns under it starts a session of one's own. Nothing of the other user appears in any
answer, and neither user's stored data changes.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from graph.database import Database
from tests.conftest import ADMIN_KEY, SCOPED_KEY
from tests.integration.gql import send
from tests.integration.hostile import (
    AT,
    Seeded,
    check_answer,
    codes,
    fresh_scoped_user,
    seed,
    snapshot,
    values_named,
)

pytestmark = pytest.mark.integration


@dataclass(frozen=True)
class Pair:
    own: Seeded
    other: Seeded


@pytest.fixture(scope="module")
def pair(api_url: str) -> Pair:
    own = fresh_scoped_user(api_url)
    other_id = f"iso-other-{uuid.uuid4()}"
    return Pair(own=own, other=seed(api_url, other_id, f"{other_id}-s"))


Variables = Callable[[Seeded, Seeded], dict[str, Any]]
OWN = "own data only"


@dataclass(frozen=True)
class Case:
    name: str
    document: str
    variables: Variables
    expected: str
    """A code, or OWN: it succeeds and shows only the own user's data."""


TURN = "{ id userId text }"
EVENT = "{ id userId summary }"
PREFERENCE = "{ id userId value }"
NEW_TURNS = [{"externalId": "new", "speaker": "A", "text": "hello", "at": AT}]
NEW_EVENT = {"action": "x", "summary": "y", "occurredStart": AT}
NEW_PREFERENCE = {"category": "diet", "key": "tea", "value": "green"}

OTHER_USER = [
    Case(
        "recall",
        'query Q($u: ID!) { recall(userId: $u, query: "laptop") { items { node { id } } } }',
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "hydrate",
        "query Q($u: ID!) { hydrate(userId: $u) { text } }",
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "profile",
        f"query Q($u: ID!) {{ profile(userId: $u) {PREFERENCE} }}",
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "timeline",
        "query Q($u: ID!) { timeline(userId: $u) { edges { cursor } } }",
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "preferenceHistory",
        'query Q($u: ID!) { preferenceHistory(userId: $u, category: "diet", key: "coffee") {'
        f" preference {PREFERENCE} }} }}",
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "conflicts",
        "query Q($u: ID!) { conflicts(userId: $u) { reason } }",
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "turn",
        f'query Q($u: ID!) {{ turn(userId: $u, externalId: "t1") {TURN} }}',
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "ingestTurns",
        "mutation Q($u: ID!, $s: ID!, $t: [TurnInput!]!) { ingestTurns(userId: $u,"
        " sessionId: $s, turns: $t) { createdTurns } }",
        lambda own, other: {"u": other.user_id, "s": other.session_id, "t": NEW_TURNS},
        "FORBIDDEN",
    ),
    Case(
        "recordEvent",
        "mutation Q($u: ID!, $e: EventInput!) { recordEvent(userId: $u, event: $e) { id } }",
        lambda own, other: {"u": other.user_id, "e": NEW_EVENT},
        "FORBIDDEN",
    ),
    Case(
        "recordPreference",
        "mutation Q($u: ID!, $p: PreferenceInput!) { recordPreference(userId: $u,"
        " preference: $p) { action } }",
        lambda own, other: {"u": other.user_id, "p": NEW_PREFERENCE},
        "FORBIDDEN",
    ),
    Case(
        "confirmPreference",
        "mutation Q($u: ID!, $p: ID!) { confirmPreference(userId: $u, id: $p) { id } }",
        lambda own, other: {"u": other.user_id, "p": other.preferences[-1]},
        "FORBIDDEN",
    ),
    Case(
        "retractPreference",
        "mutation Q($u: ID!, $p: ID!) { retractPreference(userId: $u, id: $p) { id } }",
        lambda own, other: {"u": other.user_id, "p": other.preferences[-1]},
        "FORBIDDEN",
    ),
    Case(
        "closeSession",
        "mutation Q($u: ID!, $s: ID!) { closeSession(userId: $u, sessionId: $s) { id } }",
        lambda own, other: {"u": other.user_id, "s": other.session_id},
        "FORBIDDEN",
    ),
    Case(
        "forgetUser",
        "mutation Q($u: ID!) { forgetUser(userId: $u) { deletedNodes } }",
        lambda own, other: {"u": other.user_id},
        "FORBIDDEN",
    ),
    Case(
        "event",
        f"query Q($e: ID!) {{ event(id: $e) {EVENT} }}",
        lambda own, other: {"e": other.events[-1]},
        "FORBIDDEN",
    ),
    Case(
        "session",
        "query Q($s: ID!) { session(id: $s) { id turns { text } } }",
        lambda own, other: {"s": other.session_id},
        "NOT_FOUND",
    ),
    Case(
        "linkEvents both of the other user",
        "mutation Q($c: ID!, $e: ID!) { linkEvents(causeId: $c, effectId: $e) { cause { id } } }",
        lambda own, other: {"c": other.events[-2], "e": other.events[-1]},
        "FORBIDDEN",
    ),
    Case(
        "linkEvents from the other user's event",
        "mutation Q($c: ID!, $e: ID!) { linkEvents(causeId: $c, effectId: $e) { cause { id } } }",
        lambda own, other: {"c": other.events[-1], "e": own.events[-1]},
        "FORBIDDEN",
    ),
]
"""The other user's user id, or ids that can only be reached through it: the scoped key may not."""

OWN_USER_OTHER_IDS = [
    Case(
        "linkEvents to the other user's event",
        "mutation Q($c: ID!, $e: ID!) { linkEvents(causeId: $c, effectId: $e) { cause { id } } }",
        lambda own, other: {"c": own.events[-1], "e": other.events[-1]},
        "FORBIDDEN",
    ),
    Case(
        "recordEvent superseding the other user's event",
        "mutation Q($u: ID!, $e: EventInput!) { recordEvent(userId: $u, event: $e) { id } }",
        lambda own, other: {"u": own.user_id, "e": NEW_EVENT | {"supersedesId": other.events[-1]}},
        "FORBIDDEN",
    ),
    Case(
        "recordEvent citing the other user's turn",
        "mutation Q($u: ID!, $e: EventInput!) { recordEvent(userId: $u, event: $e) { id } }",
        lambda own, other: {
            "u": own.user_id,
            "e": NEW_EVENT | {"sourceTurnIds": [other.turns[0]]},
        },
        "NOT_FOUND",
    ),
    Case(
        "recordPreference citing the other user's turn",
        "mutation Q($u: ID!, $p: PreferenceInput!) { recordPreference(userId: $u,"
        " preference: $p) { action } }",
        lambda own, other: {
            "u": own.user_id,
            "p": NEW_PREFERENCE | {"sourceTurnIds": [other.turns[0]]},
        },
        "NOT_FOUND",
    ),
    Case(
        "confirmPreference of the other user's preference",
        "mutation Q($u: ID!, $p: ID!) { confirmPreference(userId: $u, id: $p) { id } }",
        lambda own, other: {"u": own.user_id, "p": other.preferences[-1]},
        "FORBIDDEN",
    ),
    Case(
        "retractPreference of the other user's preference",
        "mutation Q($u: ID!, $p: ID!) { retractPreference(userId: $u, id: $p) { id } }",
        lambda own, other: {"u": own.user_id, "p": other.preferences[-1]},
        "FORBIDDEN",
    ),
    Case(
        "closeSession of the other user's session",
        "mutation Q($u: ID!, $s: ID!) { closeSession(userId: $u, sessionId: $s) { id } }",
        lambda own, other: {"u": own.user_id, "s": other.session_id},
        "NOT_FOUND",
    ),
    Case(
        "turn with an external id both users have",
        f'query Q($u: ID!) {{ turn(userId: $u, externalId: "t1") {TURN} }}',
        lambda own, other: {"u": own.user_id},
        OWN,
    ),
    Case(
        "timeline after the other user's cursor",
        "query Q($u: ID!, $a: String) { timeline(userId: $u, after: $a) {"
        " edges { node { id userId } } } }",
        lambda own, other: {"u": own.user_id, "a": other.cursor},
        OWN,
    ),
    Case(
        "recall with the words both users said",
        'query Q($u: ID!) { recall(userId: $u, query: "laptop support ticket SMS", limit: 50)'
        f" {{ items {{ node {{ id userId }} sources {TURN} }} }} }}",
        lambda own, other: {"u": own.user_id},
        OWN,
    ),
    Case(
        "hydrate with those words",
        'query Q($u: ID!) { hydrate(userId: $u, query: "laptop ticket") {'
        f" profile {PREFERENCE} events {EVENT} }} }}",
        lambda own, other: {"u": own.user_id},
        OWN,
    ),
    Case(
        "event chains, sources and versions",
        "query Q($e: ID!) { event(id: $e) { id userId sources { id userId }"
        " causes(depth: 5) { event { id userId } } effects(depth: 5) { event { id userId } }"
        " supersedes { id userId } supersededBy { id userId } involves { id } } }",
        lambda own, other: {"e": own.events[-2]},
        OWN,
    ),
    Case(
        "profile, history and conflicts",
        f"query Q($u: ID!) {{ profile(userId: $u) {PREFERENCE} preferenceHistory(userId: $u,"
        f' category: "diet", key: "coffee") {{ preference {PREFERENCE} }}'
        " conflicts(userId: $u) { reason } }",
        lambda own, other: {"u": own.user_id},
        OWN,
    ),
    Case(
        "session",
        "query Q($s: ID!) { session(id: $s) { id userId turns { id userId } } }",
        lambda own, other: {"s": own.session_id},
        OWN,
    ),
]
"""The own user with the other user's ids: no key may cross users this way, not even admin."""


async def _check(api_url: str, db: Database, pair: Pair, case: Case, key: str) -> None:
    own, other = pair.own, pair.other
    before = [await snapshot(db, user.user_id) for user in (own, other)]
    variables = case.variables(own, other)
    response = send(api_url, {"query": case.document, "variables": variables}, key=key)
    body = check_answer(response)
    if case.expected == OWN:
        assert "errors" not in body, body
        assert set(values_named(body["data"], "userId")) == {own.user_id}, body
    else:
        assert codes(body) == {case.expected}, body
        assert all(value is None for value in (body.get("data") or {}).values()), body
    leaked = [value for value in (other.user_id, *other.ids) if value in response.text]
    assert leaked == [] or case.expected != OWN, leaked
    assert [await snapshot(db, user.user_id) for user in (own, other)] == before


@pytest.mark.parametrize("case", OTHER_USER + OWN_USER_OTHER_IDS, ids=lambda case: case.name)
async def test_a_scoped_key_reaches_only_its_user(
    api_url: str, db: Database, pair: Pair, case: Case
) -> None:
    await _check(api_url, db, pair, case, SCOPED_KEY)


@pytest.mark.parametrize("case", OWN_USER_OTHER_IDS, ids=lambda case: case.name)
async def test_no_key_mixes_one_users_ids_into_another(
    api_url: str, db: Database, pair: Pair, case: Case
) -> None:
    await _check(api_url, db, pair, case, ADMIN_KEY)


SESSION = "query Q($s: ID!, $u: ID) { session(id: $s, userId: $u) { id userId turns { text } } }"
INGEST_TURNS = (
    "mutation Q($u: ID!, $s: ID!, $t: [TurnInput!]!) { ingestTurns(userId: $u, sessionId: $s,"
    " turns: $t) { createdTurns } }"
)


async def test_another_users_session_id_starts_a_session_of_ones_own(
    api_url: str, db: Database
) -> None:
    own = fresh_scoped_user(api_url)
    other_id = f"iso-other-{uuid.uuid4()}"
    other = seed(api_url, other_id, f"{other_id}-s")
    other_before = await snapshot(db, other.user_id)
    variables = {"u": own.user_id, "s": other.session_id, "t": NEW_TURNS}
    written = send(api_url, {"query": INGEST_TURNS, "variables": variables}, key=SCOPED_KEY)
    assert check_answer(written)["data"]["ingestTurns"]["createdTurns"] == 1
    assert await snapshot(db, other.user_id) == other_before

    def session(key: str, user_id: str | None = None) -> dict[str, Any]:
        variables = {"s": other.session_id, "u": user_id}
        return check_answer(send(api_url, {"query": SESSION, "variables": variables}, key=key))

    mine = session(SCOPED_KEY)["data"]["session"]
    assert (mine["userId"], mine["turns"]) == (own.user_id, [{"text": "hello"}])
    assert codes(session(ADMIN_KEY)) == {"BAD_USER_INPUT"}
    theirs = session(ADMIN_KEY, other.user_id)["data"]["session"]
    assert theirs["userId"] == other.user_id and {"text": "hello"} not in theirs["turns"]
    assert codes(session(SCOPED_KEY, other.user_id)) == {"FORBIDDEN"}
