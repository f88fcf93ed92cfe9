"""Every saved analyst query runs against the demo data with its header's parameters."""

from __future__ import annotations

import pytest

import cypher
from graph.database import Database
from graph.forget import user_node_counts
from ingest.demo import DEMO_USERS, load_demo
from ingest.pipeline import Ingestor
from tests.integration.browser_params import browser_params

ANALYST = [name for name in cypher.names() if name.startswith("analyst/")]


def test_there_are_the_eight_analyst_queries() -> None:
    assert [name.removeprefix("analyst/") for name in ANALYST] == [
        "busiest_entities",
        "causal_chain",
        "conflicts",
        "open_problems",
        "preference_history",
        "preferences_changed",
        "provenance",
        "timeline",
    ]


def test_header_params_read_like_browser() -> None:
    assert browser_params(":param {user_id: 'demo-maya', days: 7, x: null}") == {
        "user_id": "demo-maya",
        "days": 7,
        "x": None,
    }


async def test_demo_loads_once_then_adds_nothing(ingestor: Ingestor, db: Database) -> None:
    first = await load_demo(ingestor, reset=True)
    assert first.created_turns > 30 and first.events > 10 and first.extras == 5
    counts = await user_node_counts(db, user_id="demo-sam")
    assert counts["Turn"] == 7 and counts["Event"] >= 5
    again = await load_demo(ingestor)
    assert (again.created_turns, again.events, again.preference_statements, again.extras) == (
        0,
        0,
        0,
        0,
    )
    assert len(DEMO_USERS) == 3


@pytest.mark.parametrize("name", ANALYST)
async def test_analyst_query_returns_its_columns(
    name: str, ingestor: Ingestor, db: Database
) -> None:
    await load_demo(ingestor)  # after the test above: adds nothing
    header = cypher.header(name)
    found = await db.fetch(name, **browser_params(header.example))
    assert found, f"{name}: no rows for {header.example}"
    assert [list(row) for row in found] == [header.returns] * len(found)
