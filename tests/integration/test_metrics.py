"""/metrics: scraped after GraphQL requests and MCP tool calls on the running API, parsed with
prometheus-client's own parser; key-protected when the API listens beyond loopback."""

from __future__ import annotations

import json

import httpx
from prometheus_client.parser import text_string_to_metric_families
from starlette.testclient import TestClient

from api.app import create_app
from graph.settings import Settings
from ingest.embedding import Embedder
from tests.conftest import ADMIN_KEY, ARTIFACTS
from tests.integration.gql import data, error, ingest, turn
from tests.integration.test_mcp import http_client

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]
AT = "2026-05-01T09:30:00+08:00"
RECALL = "query R($u: ID!, $q: String!) { recall(userId: $u, query: $q) { items { score } } }"


def scrape(api_url: str) -> Samples:
    response = httpx.get(f"{api_url}/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def grew(before: Samples, after: Samples, name: str, **labels: str) -> float:
    return value(after, name, **labels) - value(before, name, **labels)


async def test_metrics_count_requests_errors_ingest_and_recall(api_url: str, user_id: str) -> None:
    before = scrape(api_url)
    ingest(api_url, user_id, f"{user_id}-s", [turn("t1", "I bought a red sofa.", AT)])
    ingest(api_url, user_id, f"{user_id}-s", [turn("t2", "The sofa was delivered.", AT)])
    data(api_url, RECALL, {"u": user_id, "q": "what did I buy?"})
    data(api_url, RECALL, {"u": f"{user_id}-empty", "q": "what did I buy?"})
    missing = error(api_url, 'query { event(id: "no-such-event") { id } }', {})
    assert missing["extensions"]["code"] == "NOT_FOUND"
    async with http_client(api_url, ADMIN_KEY) as client:
        await client.call_tool("profile", {"user_id": user_id})
        await client.call_tool("follow_up", {"event_id": "no-such-event"})
        await client.call_tool("recall", {"user_id": user_id, "query": "x", "limit": 51})
    after = scrape(api_url)

    assert (
        grew(before, after, "chronograph_requests_total", interface="graphql", operation="recall")
        == 2
    )
    assert (
        grew(
            before,
            after,
            "chronograph_requests_total",
            interface="graphql",
            operation="ingestTurns",
        )
        == 2
    )
    assert (
        grew(
            before, after, "chronograph_request_seconds_count", interface="mcp", operation="profile"
        )
        == 1
    )
    assert (
        grew(
            before,
            after,
            "chronograph_request_seconds_sum",
            interface="graphql",
            operation="recall",
        )
        > 0
    )
    assert (
        grew(before, after, "chronograph_errors_total", interface="graphql", code="NOT_FOUND") == 1
    )
    assert grew(before, after, "chronograph_errors_total", interface="mcp", code="NOT_FOUND") == 1
    mcp_bad_input = grew(
        before, after, "chronograph_errors_total", interface="mcp", code="BAD_USER_INPUT"
    )
    assert mcp_bad_input == 1
    assert grew(before, after, "chronograph_ingested_turns_total") == 2
    recalls = sum(
        grew(before, after, "chronograph_recalls_total", vector_search=path)
        for path in ("none", "exact", "index", "index_then_exact")
    )
    assert recalls == 2
    assert grew(before, after, "chronograph_empty_recalls_total") == 1
    pool = value(after, "chronograph_neo4j_pool_connections", state="in_use") + value(
        after, "chronograph_neo4j_pool_connections", state="idle"
    )
    assert pool >= 1


def test_metrics_need_a_key_off_loopback(settings: Settings, embedder: Embedder) -> None:
    exposed = settings.model_copy(
        update={"api_host": "0.0.0.0", "api_keys": json.loads('{"metrics-key": ["someone"]}')}
    )
    with TestClient(create_app(exposed, embedder=embedder)) as client:
        assert client.get("/metrics").status_code == 401
        assert client.get("/metrics", headers={"Authorization": "Bearer wrong"}).status_code == 401
        allowed = client.get("/metrics", headers={"Authorization": "Bearer metrics-key"})
        assert allowed.status_code == 200
        names = {family.name for family in text_string_to_metric_families(allowed.text)}
        assert {"chronograph_requests", "chronograph_errors", "chronograph_recalls"} <= names


def test_the_server_log_shows_no_progress_bars(api_url: str, user_id: str) -> None:
    ingest(api_url, user_id, f"{user_id}-s", [turn("t1", "I bought a red sofa.", AT)])
    data(api_url, RECALL, {"u": user_id, "q": "what did I buy?"})
    log = (ARTIFACTS / "api-server.log").read_text(encoding="utf-8", errors="replace")
    assert "POST /graphql" in log  # the log is the running server's
    assert "Batches:" not in log and "it/s]" not in log
