"""Chronograph's MCP server: the GraphQL API's operations as MCP tools (official `mcp` SDK).

Two transports, one set of tools (`api.mcp.tools`):
- stdio: `chronograph mcp` (`api.commands.mcp`), for clients that spawn the server;
- streamable HTTP at /mcp on the running API (`api.mcp.http`), with the API's keys.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from mcp.server.mcpserver import MCPServer

from api.mcp.schema_errors import coded_schema_errors
from api.mcp.tools import add_tools

INSTRUCTIONS = """\
Chronograph is long-term memory for a conversation's user, in English and Chinese. Store what \
was said with `remember`; at the start of a session call `hydrate`; for any question about the \
past call `recall` with the user's own words (time phrases such as "three months ago" or 上周 \
are resolved for you); then `follow_up` on an event id for what happened after it or why. \
Preferences are versioned: `profile` is what holds now, `preference_history` how it changed."""


def build_mcp_server(
    lifespan: Callable[[MCPServer[Any]], AbstractAsyncContextManager[Any]] | None = None,
) -> MCPServer[Any]:
    """The MCP server with every tool; `lifespan` gives the stdio server its services."""
    server: MCPServer[Any] = MCPServer(
        "chronograph",
        title="Chronograph memory",
        instructions=INSTRUCTIONS,
        version="0.1.0",
        lifespan=lifespan,
        log_level="WARNING",
        middleware=[coded_schema_errors],
    )
    add_tools(server)
    return server
