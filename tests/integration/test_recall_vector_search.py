"""The vector path's ways of searching, against the real Neo4j and its vector index: on 5.26 the
global index over-fetched (then an exact scan), on 2026.x the index filtered by user."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from graph.features import ServerFeatures
from graph.forget import forget_user
from graph.ids import turn_id
from graph.recall import candidates, recall
from graph.recall.candidates import VECTOR_INDEXES, vector_hits, vector_index_hits
from ingest.pipeline import Ingestor, ingest_turns
from ingest.query import Question, plan_recall
from ingest.turn_text import TurnText

AT = datetime(2026, 5, 1, 12, tzinfo=UTC)
TEXTS = [
    "The violin teacher moved our lesson to Thursdays",
    "I repainted the garden shed a pale green",
    "My sister adopted a grey kitten called Pebble",
    "The dentist said my wisdom tooth has to come out",
    "We booked a cabin by the fjord for the summer",
]


async def _five_turns(ingestor: Ingestor, user_id: str) -> None:
    turns = [
        TurnText(external_id=f"t{i}", speaker="Ana", text=text, at=AT + timedelta(minutes=i))
        for i, text in enumerate(TEXTS)
    ]
    await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s", turns=turns)


def _question(ingestor: Ingestor, user_id: str, text: str) -> Question:
    return Question(user_id=user_id, text=text, at=AT + timedelta(days=1), timezone="UTC")


async def test_a_small_user_is_scanned_exactly(ingestor: Ingestor, user_id: str) -> None:
    await _five_turns(ingestor, user_id)
    request = plan_recall(_question(ingestor, user_id, TEXTS[2]), ingestor.embedder).request
    hits, search = await vector_hits(ingestor.db, request, 3)
    assert search == "exact"
    assert len(hits) == 3
    assert hits[0].score > 0.99
    assert hits[0].score >= hits[1].score >= hits[2].score


def _index_search(features: ServerFeatures) -> str:
    """How a large user's vector path runs on the test server."""
    return "index_filtered" if features.filters_by_user(VECTOR_INDEXES.values()) else "index"


async def test_a_large_user_goes_through_the_index(
    ingestor: Ingestor, user_id: str, server_features: ServerFeatures
) -> None:
    await _five_turns(ingestor, user_id)
    request = plan_recall(_question(ingestor, user_id, TEXTS[3]), ingestor.embedder).request
    hits, search = await vector_hits(ingestor.db, request, 1, exact_scan_max_items=0)
    exact, _ = await vector_hits(ingestor.db, request, 1)
    assert search == _index_search(server_features)
    assert [hit.id for hit in hits] == [hit.id for hit in exact]


def test_the_server_filters_in_the_index_where_it_can(server_features: ServerFeatures) -> None:
    """The start-up detection against the real server: 2026.01+ with the schema's filtered
    indexes takes SEARCH; 5.26 keeps the over-fetched global index."""
    assert server_features.version is not None
    assert server_features.filters_by_user(VECTOR_INDEXES.values()) is (
        server_features.search_clause
    )


async def test_the_index_returns_only_the_users_nodes(
    ingestor: Ingestor, user_id: str, server_features: ServerFeatures
) -> None:
    """Another user says the same things, and more of them: the index path (filtered inside
    the index on 2026.x, over-fetched and filtered after on 5.26) returns this user's only."""
    other = f"{user_id}-neighbour"
    await _five_turns(ingestor, other)
    await _five_turns(ingestor, user_id)
    turns = [
        TurnText(external_id=f"n{i}", speaker="Bo", text=f"{text} again", at=AT)
        for i, text in enumerate(TEXTS)
    ]
    await ingest_turns(ingestor, user_id=other, session_id=f"{other}-s2", turns=turns)
    request = plan_recall(_question(ingestor, user_id, TEXTS[2]), ingestor.embedder).request
    hits, search = await vector_index_hits(ingestor.db, request, 8)
    owned, _ = await vector_hits(ingestor.db, request, 1_000)  # the exact scan of this user
    assert search in (_index_search(server_features), "index_then_exact")
    assert {hit.id for hit in hits} <= {hit.id for hit in owned}
    assert len(hits) == min(8, len(owned))
    assert hits[0].id == turn_id(user_id, "t2")
    assert hits[0].score > 0.99
    await forget_user(ingestor.db, user_id=other)


async def test_an_index_miss_falls_back_to_the_exact_scan(
    ingestor: Ingestor, user_id: str, server_features: ServerFeatures
) -> None:
    if server_features.filters_by_user(VECTOR_INDEXES.values()):
        pytest.skip("the index filters by user: it never misses the user's own nodes")
    await _five_turns(ingestor, user_id)
    request = plan_recall(_question(ingestor, user_id, TEXTS[0]), ingestor.embedder).request
    # Twenty wanted, fewer owned (five turns and their events): the index's top-k can never
    # hold enough of this user's nodes.
    hits, search = await vector_hits(ingestor.db, request, 20, exact_scan_max_items=0)
    exact, _ = await vector_hits(ingestor.db, request, 20)
    assert search == "index_then_exact"
    assert 5 <= len(hits) < 20
    # The fallback compares in Cypher (float64), the small user's scan in numpy (float32).
    assert [hit.id for hit in hits] == [hit.id for hit in exact]
    assert [hit.score for hit in hits] == pytest.approx([hit.score for hit in exact], abs=1e-5)
    assert hits[0].score > 0.99


async def test_a_turn_forgotten_and_sent_again_with_another_text_is_compared_anew(
    ingestor: Ingestor, user_id: str
) -> None:
    """A turn's id derives from its external id: the vector kept in the process for the first
    text must not stand in for the second one's."""
    await _five_turns(ingestor, user_id)
    first = plan_recall(_question(ingestor, user_id, TEXTS[1]), ingestor.embedder).request
    hits, _ = await vector_hits(ingestor.db, first, 1)
    assert hits[0].score > 0.99
    await forget_user(ingestor.db, user_id=user_id)
    again = TurnText(external_id="t1", speaker="Ana", text="The ferry was late", at=AT)
    await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s2", turns=[again])
    hits, search = await vector_hits(ingestor.db, first, 5)
    assert search == "exact"
    [resent] = [hit for hit in hits if hit.id == turn_id(user_id, "t1")]
    assert resent.score < 0.95


async def test_a_large_user_recalls_what_the_exact_scan_recalls(
    ingestor: Ingestor, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole recall, not only its vector path, through the indexes and the Cypher window
    scan: the similarities they computed stand in for the ones compared in the process.
    Pseudo-relevance feedback needs the vectors kept in the process, so only the exact scan
    has it: both are compared without it (recipe no_feedback)."""
    await _five_turns(ingestor, user_id)
    question = Question(
        user_id=user_id,
        text=f"{TEXTS[4]} yesterday",
        at=AT + timedelta(days=1),
        timezone="UTC",
        recipe="no_feedback",
    )
    request = plan_recall(question, ingestor.embedder).request
    assert request.window is not None
    small = await recall(ingestor.db, request)
    monkeypatch.setattr(candidates, "EXACT_SCAN_MAX_ITEMS", 0)
    large = await recall(ingestor.db, request)
    assert small.vector_search == "exact"
    assert large.vector_search in ("index", "index_then_exact", "index_filtered")
    assert [item.node.id for item in large.items] == [item.node.id for item in small.items]
    assert [item.why.semantic for item in large.items] == pytest.approx(
        [item.why.semantic for item in small.items], abs=1e-4
    )
