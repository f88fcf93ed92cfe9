"""A small GraphQL client for the API tests: POST JSON with an API key, return the body."""

from __future__ import annotations

import json
from typing import Any

import httpx

from tests.conftest import ADMIN_KEY


def send(
    api_url: str, payload: Any, *, key: str | None = ADMIN_KEY, timeout: float = 60
) -> httpx.Response:
    """POST any JSON `payload` (one operation, a batch, a bare value) to /graphql.

    Non-ASCII characters travel as `\\uXXXX` escapes, so a lone surrogate, which JSON allows
    and UTF-8 cannot encode, reaches the server as the client wrote it.
    """
    headers = {"content-type": "application/json"}
    if key:
        headers["authorization"] = f"Bearer {key}"
    body = json.dumps(payload).encode()
    return httpx.post(f"{api_url}/graphql", content=body, headers=headers, timeout=timeout)


def post(
    api_url: str,
    query: str,
    variables: dict[str, Any] | None = None,
    *,
    key: str | None = ADMIN_KEY,
    timeout: float = 60,
) -> httpx.Response:
    return send(api_url, {"query": query, "variables": variables or {}}, key=key, timeout=timeout)


def data(api_url: str, query: str, variables: dict[str, Any] | None = None, **kw: Any) -> Any:
    """The `data` of a request that must succeed."""
    response = post(api_url, query, variables, **kw)
    body = response.json()
    assert response.status_code == 200 and "errors" not in body, body
    return body["data"]


def error(api_url: str, query: str, variables: dict[str, Any] | None = None, **kw: Any) -> Any:
    """The first error of a request that must fail (any status)."""
    body = post(api_url, query, variables, **kw).json()
    assert body.get("errors"), body
    return body["errors"][0]


INGEST = """
mutation Ingest($userId: ID!, $sessionId: ID!, $turns: [TurnInput!]!) {
  ingestTurns(userId: $userId, sessionId: $sessionId, turns: $turns) {
    createdTurns links
    turns { id externalId text at }
    events { id action summary status occurredStart }
    preferences { action reason preference { id category key value validFrom } }
  }
}
"""


def turn(external_id: str, text: str, at: str, speaker: str = "user") -> dict[str, str]:
    return {"externalId": external_id, "speaker": speaker, "text": text, "at": at}


def ingest(api_url: str, user_id: str, session_id: str, turns: list[dict[str, str]]) -> Any:
    variables = {"userId": user_id, "sessionId": session_id, "turns": turns}
    return data(api_url, INGEST, variables)["ingestTurns"]
