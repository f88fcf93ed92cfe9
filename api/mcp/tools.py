"""The MCP tools, registered on a server with their annotations (`api.mcp.reads` and
`api.mcp.writes` hold them): each one the same operation as a GraphQL field."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

from api.mcp.arguments import READ_ONLY, WRITES
from api.mcp.reads import follow_up, hydrate, preference_history, profile, recall, timeline
from api.mcp.writes import forget_user, record_preference, remember, retract_preference


def add_tools(server: MCPServer[Any]) -> None:
    reads: tuple[Callable[..., Any], ...] = (
        recall,
        hydrate,
        profile,
        timeline,
        preference_history,
        follow_up,
    )
    writes: tuple[Callable[..., Any], ...] = (remember, record_preference, retract_preference)
    for tool in reads:
        server.add_tool(tool, annotations=READ_ONLY)
    for tool in writes:
        server.add_tool(tool, annotations=WRITES)
    destructive = ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=True)
    server.add_tool(forget_user, annotations=destructive)
