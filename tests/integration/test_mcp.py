"""The MCP server through the SDK's own client: over stdio (`chronograph mcp` as a subprocess)
and over streamable HTTP (/mcp on the running API), against the real Neo4j.

One scenario runs on both transports: the tools and their schemas, an English and a Chinese
story remembered then recalled, a follow-up from a recalled event, a key refused on another
user, and malformed arguments refused without writing anything.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import uuid
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager
from datetime import datetime, timedelta, timezone
from typing import Any

import httpx
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.types import CallToolResult

from tests.conftest import ADMIN_KEY, SCOPED_KEY, SCOPED_USER

SHANGHAI = timezone(timedelta(hours=8))
NOW = datetime(2026, 6, 15, 15, 0, tzinfo=SHANGHAI)
TOOLS = {
    "remember",
    "recall",
    "profile",
    "hydrate",
    "timeline",
    "preference_history",
    "follow_up",
    "record_preference",
    "retract_preference",
    "forget_user",
}


def ago(**delta: float) -> str:
    return (NOW - timedelta(**delta)).isoformat()


def turn(external_id: str, text: str, at: str) -> dict[str, str]:
    return {"external_id": external_id, "speaker": "user", "text": text, "at": at}


@contextlib.asynccontextmanager
async def http_client(api_url: str, key: str) -> AsyncIterator[Client]:
    """The SDK's client on /mcp with `key`; the SDK leaves closing a given httpx client to us."""
    headers = {"Authorization": f"Bearer {key}"}
    async with (
        create_mcp_http_client(headers=headers) as http,
        Client(streamable_http_client(f"{api_url}/mcp", http_client=http)) as client,
    ):
        yield client


def stdio_client(keys: dict[str, list[str]], key: str) -> Client:
    environment = {
        **os.environ,
        "CHRONOGRAPH_API_KEYS": json.dumps(keys),
        "CHRONOGRAPH_MCP_API_KEY": key,
    }
    server = StdioServerParameters(
        command=sys.executable, args=["-m", "api.cli", "mcp"], env=environment
    )
    return Client(server, read_timeout_seconds=120)


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    assert result.structured_content is not None
    assert result.content and result.content[0].type == "text"
    structured: dict[str, Any] = result.structured_content
    return structured


async def refused(client: Client, tool: str, **arguments: Any) -> CallToolResult:
    result = await client.call_tool(tool, arguments)
    assert result.is_error
    return result


async def check_tools(client: Client) -> None:
    listed = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(listed) == TOOLS
    for tool in listed.values():
        assert tool.description and len(tool.description) > 60, tool.name
        assert tool.output_schema is not None, tool.name
    recall = listed["recall"].input_schema
    assert recall["required"] == ["user_id", "query"]
    assert recall["properties"]["limit"]["maximum"] == 50
    assert recall["properties"]["query"]["maxLength"] == 2_000
    assert listed["recall"].annotations is not None
    assert listed["recall"].annotations.read_only_hint is True
    assert listed["forget_user"].annotations is not None
    assert listed["forget_user"].annotations.destructive_hint is True
    turns = listed["remember"].input_schema["properties"]["turns"]
    assert turns["maxItems"] == 1_000


async def check_english_story(client: Client, user_id: str) -> None:
    turns = [
        turn("k1", "My laptop broke, so I opened a support ticket.", ago(days=3, hours=2)),
        turn("k2", "The support ticket was escalated because nobody answered.", ago(days=3)),
        turn("k3", "The ticket was resolved after they replaced the screen.", ago(days=1)),
        turn("k4", "Please send my notifications by SMS only.", ago(days=1)),
    ]
    stored = await call(
        client, "remember", user_id=user_id, session_id=f"{user_id}-en", turns=turns
    )
    assert stored["created_turns"] == 4 and stored["events"]
    again = await call(client, "remember", user_id=user_id, session_id=f"{user_id}-en", turns=turns)
    assert again["created_turns"] == 0

    found = await call(
        client,
        "recall",
        user_id=user_id,
        query="what happened to my support ticket three days ago?",
        at=NOW.isoformat(),
        kinds=["event"],
    )
    assert found["resolved_time"]["phrase"] == "three days ago"
    escalated = next(item for item in found["items"] if item["node"]["action"] == "escalate")
    assert escalated["provenance"][0]["quote"] == turns[1]["text"]
    assert escalated["provenance"][0]["external_id"] == "k2"
    assert set(escalated["why"]) >= {"semantic", "lexical", "time_fit", "superseded"}

    after = await call(client, "follow_up", event_id=escalated["id"])
    assert [link["event"]["action"] for link in after["links"]] == ["resolve"]
    assert after["links"][0]["distance"] == 1
    why = await call(client, "follow_up", event_id=escalated["id"], direction="causes")
    assert [link["cue"] for link in why["links"]] == ["because"]

    profile = await call(client, "profile", user_id=user_id)
    assert any("SMS" in p["value"] for p in profile["preferences"])
    hydrated = await call(client, "hydrate", user_id=user_id)
    assert "SMS" in hydrated["text"]


async def check_chinese_story(client: Client, user_id: str) -> None:
    turns = [
        turn("g1", "我的笔记本坏了,所以我提交了一个工单。", ago(days=3, hours=1)),
        turn("g2", "工单被升级了,因为一直没人回复。", ago(days=3)),
    ]
    await call(client, "remember", user_id=user_id, session_id=f"{user_id}-zh", turns=turns)
    found = await call(
        client, "recall", user_id=user_id, query="工单为什么被升级了?", at=NOW.isoformat()
    )
    escalated = next(item for item in found["items"] if item["node"].get("action") == "升级")
    assert escalated["provenance"][0]["quote"] == turns[1]["text"]
    why = await call(client, "follow_up", event_id=escalated["id"], direction="causes")
    assert [link["event"]["summary"] for link in why["links"]] == ["一直没人回复"]
    assert why["links"][0]["cue"] == "因为"


async def check_preference_tools(client: Client, user_id: str) -> None:
    first = await call(
        client, "record_preference", user_id=user_id, category="diet", key="coffee", value="oat"
    )
    changed = await call(
        client, "record_preference", user_id=user_id, category="diet", key="coffee", value="black"
    )
    assert (first["action"], changed["action"]) == ("created", "superseded")
    history = await call(
        client, "preference_history", user_id=user_id, category="diet", key="coffee"
    )
    assert [v["preference"]["value"] for v in history["versions"]] == ["oat", "black"]
    assert history["versions"][1]["supersedes"] == first["preference"]["id"]
    retracted = await call(
        client, "retract_preference", user_id=user_id, preference_id=changed["preference"]["id"]
    )
    assert retracted["preference"]["retracted_at"] is not None
    page = await call(client, "timeline", user_id=user_id, kinds=["turn"], first=2)
    assert len(page["entries"]) == 2 and page["has_next_page"] is True
    assert all(entry["kind"] == "turn" for entry in page["entries"])


async def check_refusals(client: Client, user_id: str, other_user: str) -> None:
    forbidden = await refused(client, "recall", user_id=other_user, query="anything")
    assert forbidden.structured_content is not None
    assert forbidden.structured_content["code"] == "FORBIDDEN"
    assert forbidden.content[0].type == "text" and forbidden.content[0].text.startswith("FORBIDDEN")
    missing = await refused(client, "follow_up", event_id=f"no-such-{uuid.uuid4()}")
    assert missing.structured_content is not None
    assert missing.structured_content["code"] == "NOT_FOUND"

    before = await call(client, "timeline", user_id=user_id, first=100)
    naive_time = [turn("bad", "I moved to Paris.", "2026-06-01T10:00:00")]
    malformed = await refused(
        client, "remember", user_id=user_id, session_id=f"{user_id}-bad", turns=naive_time
    )
    assert malformed.content[0].type == "text" and "turns" in malformed.content[0].text
    assert malformed.structured_content == {
        "code": "BAD_USER_INPUT",
        "message": malformed.content[0].text.removeprefix("BAD_USER_INPUT: "),
    }
    future = [turn("late", "I moved to Paris.", (NOW + timedelta(days=400)).isoformat())]
    too_late = await refused(
        client, "remember", user_id=user_id, session_id=f"{user_id}-bad", turns=future
    )
    assert too_late.structured_content is not None
    assert too_late.structured_content["code"] == "BAD_USER_INPUT"
    over_limit = await refused(client, "recall", user_id=user_id, query="x", limit=51)
    assert over_limit.content[0].type == "text" and "limit" in over_limit.content[0].text
    assert over_limit.structured_content is not None
    assert over_limit.structured_content["code"] == "BAD_USER_INPUT"
    after = await call(client, "timeline", user_id=user_id, first=100)
    assert after["entries"] == before["entries"]


async def scenario(client: AbstractAsyncContextManager[Client], user_id: str, other: str) -> None:
    async with client as connected:
        await connected.call_tool("forget_user", {"user_id": user_id})
        await check_tools(connected)
        await check_english_story(connected, user_id)
        await check_chinese_story(connected, user_id)
        await check_preference_tools(connected, user_id)
        await check_refusals(connected, user_id, other)
        forgotten = await call(connected, "forget_user", user_id=user_id)
        assert forgotten["deleted_nodes"] > 0


async def test_mcp_over_stdio(neo4j_server: object, user_id: str) -> None:
    keys = {"stdio-key": [user_id]}
    await scenario(stdio_client(keys, "stdio-key"), user_id, other=f"{user_id}-other")


async def test_mcp_over_streamable_http(api_url: str, user_id: str) -> None:
    async with http_client(api_url, ADMIN_KEY) as admin:
        await check_english_story(admin, user_id)
    # The scoped key reaches its own user only, whatever user id a tool is given.
    await scenario(http_client(api_url, SCOPED_KEY), SCOPED_USER, other=user_id)


def test_mcp_over_http_needs_a_known_key(api_url: str) -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    headers = {"Accept": "application/json, text/event-stream"}
    missing = httpx.post(f"{api_url}/mcp", json=body, headers=headers)
    unknown = httpx.post(
        f"{api_url}/mcp", json=body, headers={**headers, "Authorization": "Bearer nope"}
    )
    assert missing.status_code == unknown.status_code == 401
    assert missing.json()["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
    assert unknown.json()["errors"][0]["message"] == "unknown API key"
