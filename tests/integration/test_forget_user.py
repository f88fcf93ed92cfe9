"""forgetUser leaves nothing of the user: no node on any label, no relationship, no entry in the
vector indexes, no full-text entry; recall finds nothing for them; and another user who said
exactly the same things keeps every node, relationship and property."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from graph.database import Database
from graph.forget import user_node_counts
from graph.recall.lexical import owned_query
from tests.integration.gql import data
from tests.integration.hostile import (
    AT,
    RECORD_EVENT,
    RECORD_PREFERENCE,
    graph_size,
    ingest_one,
    seed,
    snapshot,
)

pytestmark = pytest.mark.integration

VECTOR_INDEXES = {"Turn": "turn_embedding", "Event": "event_embedding"}
VECTOR_INDEXES["Preference"] = "preference_embedding"
FULLTEXT_INDEXES = ("memory_search_en", "memory_search_cjk")
FORGET = "mutation F($u: ID!) { forgetUser(userId: $u) { userId deletedNodes } }"
RECALL = """query R($u: ID!, $q: String!) { recall(userId: $u, query: $q, limit: 50) {
  items { node { id userId } } } }"""


def _nodes(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [row for row in rows if row["kind"] == "node"]


async def _neighbours(db: Database, label: str, vector: list[float]) -> list[dict[str, Any]]:
    return await db.fetch(
        "checks/vector_neighbours", index=VECTOR_INDEXES[label], k=100, vector=vector
    )


async def _fulltext(db: Database, query: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for index in FULLTEXT_INDEXES:
        found += await db.fetch("checks/fulltext_matches", index=index, query=query, limit=1_000)
    return found


async def test_forget_user_leaves_no_node_edge_vector_or_word(api_url: str, db: Database) -> None:
    doomed, twin = f"forget-{uuid.uuid4()}", f"forget-twin-{uuid.uuid4()}"
    for user_id in (doomed, twin):
        seed(api_url, user_id, f"{user_id}-s")
    word = f"xq{uuid.uuid4().hex[:10]}"
    ingest_one(api_url, doomed, "own", f"My locker code word is {word}.")
    event = {"action": "hide", "summary": f"hid the {word} key", "occurredStart": AT}
    data(api_url, RECORD_EVENT, {"u": doomed, "e": event | {"entities": [word]}})
    preference = {"category": "secret", "key": "word", "value": word, "recordedAt": AT}
    data(api_url, RECORD_PREFERENCE, {"u": doomed, "p": preference})

    rows, twin_before, size = (
        await snapshot(db, doomed),
        await snapshot(db, twin),
        await graph_size(db),
    )
    nodes = _nodes(rows)
    ids = {row["properties"].get("id") for row in nodes}
    labels = {label for row in nodes for label in row["detail"]}
    assert {"User", "Session", "Turn", "Event", "Preference", "Entity"} <= labels
    unique = {
        label: [
            row["properties"]["embedding"]
            for row in nodes
            if label in row["detail"] and word in str(row["properties"])
        ]
        for label in VECTOR_INDEXES
    }
    vectors = [
        (label, row["properties"]["embedding"])
        for row in nodes
        for label in VECTOR_INDEXES
        if label in row["detail"] and row["properties"].get("embedding")
    ]
    for label, found in unique.items():
        assert found, f"no {label} of the doomed user carries {word!r}"
        hits = await _neighbours(db, label, found[0])
        assert hits[0]["id"] in ids and hits[0]["user_id"] == doomed, "the check cannot see them"
    assert {hit["user_id"] for hit in await _fulltext(db, word)} == {doomed}
    assert data(api_url, RECALL, {"u": doomed, "q": word})["recall"]["items"]

    forgotten = data(api_url, FORGET, {"u": doomed})["forgetUser"]

    assert forgotten == {"userId": doomed, "deletedNodes": len(nodes)}
    assert set((await user_node_counts(db, user_id=doomed)).values()) == {0}
    assert await snapshot(db, doomed) == []
    assert await graph_size(db) == (size[0] - len(nodes), size[1] - (len(rows) - len(nodes)))
    for label, vector in vectors:
        hits = await _neighbours(db, label, vector)
        assert hits and not [hit for hit in hits if hit["id"] in ids or hit["user_id"] == doomed]
    assert await _fulltext(db, word) == []
    assert {hit["user_id"] for hit in await _fulltext(db, owned_query(twin, "laptop"))} == {twin}
    assert await _fulltext(db, owned_query(doomed, "laptop")) == []
    assert data(api_url, RECALL, {"u": doomed, "q": "laptop"})["recall"]["items"] == []
    assert data(api_url, RECALL, {"u": doomed, "q": word})["recall"]["items"] == []
    assert data(api_url, RECALL, {"u": twin, "q": "laptop"})["recall"]["items"]
    assert await snapshot(db, twin) == twin_before
    again = data(api_url, FORGET, {"u": doomed})["forgetUser"]
    assert again == {"userId": doomed, "deletedNodes": 0}
