"""`chronograph mcp`: the MCP tools over stdio, for clients that start the server themselves
(Claude Desktop, IDEs, agent frameworks). Logs go to stderr; stdout carries only MCP.

It acts with one key, CHRONOGRAPH_MCP_API_KEY, checked against CHRONOGRAPH_API_KEYS like an
HTTP request's: a key scoped to some users reaches only them. With no keys configured (local
development) every user is open, as for `serve` on loopback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from typing import Any

from mcp.server.mcpserver import MCPServer

from api.auth import Principal, keys_of
from api.mcp import build_mcp_server
from api.mcp.caller import StdioState
from api.services import open_services
from graph.settings import Settings
from ingest.embedding import load_embedder


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "mcp",
        help="serve the memory tools over MCP stdio (Claude Desktop and other MCP clients)",
        description="Run Chronograph's MCP server on stdin/stdout. Neo4j must be reachable at "
        "CHRONOGRAPH_NEO4J_URI. The same tools are served over streamable HTTP at /mcp by "
        "`chronograph serve`.",
    )
    parser.set_defaults(handler=run)


def _principal(settings: Settings) -> Principal | None:
    return keys_of(settings).authenticate(settings.mcp_api_key)


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    principal = _principal(settings)
    if principal is None:
        print(
            "error: CHRONOGRAPH_API_KEYS is set, so CHRONOGRAPH_MCP_API_KEY must be one of its "
            "keys",
            file=sys.stderr,
        )
        return 2
    embedder = load_embedder(  # a model that cannot load: one line, exit 2 (api.cli.main)
        settings.embedding_model, expected_dimensions=settings.embedding_dimensions
    )

    @contextlib.asynccontextmanager
    async def lifespan(server: MCPServer[Any]) -> AsyncIterator[StdioState]:
        async with open_services(settings, require_database=True, embedder=embedder) as services:
            yield StdioState(services=services, principal=principal)

    asyncio.run(build_mcp_server(lifespan).run_stdio_async())
    return 0
