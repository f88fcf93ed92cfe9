"""The running API over real HTTP: GraphQL health, GraphiQL with no CDN, probes, recovery."""

from __future__ import annotations

import time

import httpx

from graph import server
from graph.settings import Settings
from tests.conftest import ADMIN_KEY

HEALTH = "{ health { neo4jVersion neo4jReachable schemaApplied reason } }"
AUTH = {"authorization": f"Bearer {ADMIN_KEY}"}


def test_health_query_over_http(api_url: str, settings: Settings) -> None:
    response = httpx.post(f"{api_url}/graphql", json={"query": HEALTH}, headers=AUTH, timeout=10)
    assert response.status_code == 200
    health = response.json()["data"]["health"]
    assert health == {
        "neo4jVersion": settings.neo4j_version,
        "neo4jReachable": True,
        "schemaApplied": True,
        "reason": "schema applied",
    }


def test_invalid_document_is_a_400(api_url: str) -> None:
    response = httpx.post(
        f"{api_url}/graphql", json={"query": "{ health { "}, headers=AUTH, timeout=10
    )
    assert response.status_code == 400
    assert "Syntax Error" in response.json()["errors"][0]["message"]


def test_graphiql_is_served_without_a_cdn(api_url: str) -> None:
    page = httpx.get(f"{api_url}/graphql", headers={"accept": "text/html"}, timeout=10)
    assert page.status_code == 200
    assert "GraphiQL" in page.text
    assert "//unpkg" not in page.text and "cdn" not in page.text.lower()
    for asset in (
        "graphiql.min.js",
        "graphiql.min.css",
        "react.production.min.js",
        "react-dom.production.min.js",
    ):
        response = httpx.get(f"{api_url}/static/graphiql/{asset}", timeout=10)
        assert response.status_code == 200
        assert len(response.content) > 5_000


def test_probes(api_url: str) -> None:
    assert httpx.get(f"{api_url}/healthz", timeout=10).text == "ok"
    ready = httpx.get(f"{api_url}/readyz", timeout=10)
    assert ready.status_code == 200
    assert ready.json()["ready"] is True


def _wait_for_readiness(api_url: str, status_code: int, timeout_s: float = 60) -> httpx.Response:
    deadline = time.monotonic() + timeout_s
    while True:
        response = httpx.get(f"{api_url}/readyz", timeout=30)
        if response.status_code == status_code or time.monotonic() > deadline:
            return response
        time.sleep(0.5)


def test_readyz_follows_neo4j_down_and_back(
    api_url: str, settings: Settings, neo4j_server: server.ServerStatus
) -> None:
    server.stop(settings, echo=lambda _: None)
    try:
        down = _wait_for_readiness(api_url, 503)
        assert down.status_code == 503
        assert "unreachable" in down.json()["reason"]
        assert httpx.get(f"{api_url}/healthz", timeout=10).status_code == 200
    finally:
        server.start(settings, echo=lambda _: None)
    back = _wait_for_readiness(api_url, 200)
    assert back.status_code == 200, back.text
    health = httpx.post(
        f"{api_url}/graphql", json={"query": HEALTH}, headers=AUTH, timeout=10
    ).json()
    assert health["data"]["health"]["schemaApplied"] is True
