"""/mcp: the SDK's streamable HTTP transport, behind the same API keys as /graphql.

The transport runs stateless with JSON responses: every POST carries its own key and is
answered on its own, so any worker of a multi-process server can take any request, and a
session cannot outlive the key it was opened with. A missing or unknown key is refused with
401 before the SDK sees the request; the principal travels on the request's state (next to
the lifespan services) to the tools, which check it against each user id argument.

The SDK's own `auth` is an OAuth 2.1 resource server that needs an authorization server;
Chronograph's keys are static bearer tokens, checked by `api.auth` as for GraphQL.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from mcp.server.mcpserver import MCPServer
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from api.auth import Authenticator, presented_key
from api.errors import error_body
from graph.errors import ErrorCode

PATH = "/mcp"


class AuthenticatedEndpoint:
    """ASGI: authenticate the request, then hand it to the MCP transport."""

    def __init__(self, app: ASGIApp, authenticator: Authenticator) -> None:
        self.app = app
        self.authenticator = authenticator

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        presented = presented_key(Headers(scope=scope))
        principal = self.authenticator.authenticate(presented)
        if principal is None:
            services = scope.get("state", {}).get("services")
            if services is not None:
                services.metrics.error("mcp", ErrorCode.UNAUTHENTICATED.value)
            message = "unknown API key" if presented else "an API key is required: Bearer <key>"
            response = JSONResponse(
                error_body(ErrorCode.UNAUTHENTICATED, message),
                status_code=401,
                headers={"WWW-Authenticate": 'Bearer realm="chronograph"'},
            )
            await response(scope, receive, send)
            return
        # uvicorn gives each request its own shallow copy of the lifespan state.
        scope.setdefault("state", {})["principal"] = principal
        await self.app(scope, receive, send)


def streamable_http_endpoint(
    server: MCPServer[Any], authenticator: Authenticator, *, host: str
) -> AuthenticatedEndpoint:
    """The ASGI endpoint for PATH; run `running(server)` in the app's lifespan."""
    app = server.streamable_http_app(
        streamable_http_path=PATH, stateless_http=True, json_response=True, host=host
    )
    return AuthenticatedEndpoint(app, authenticator)


@contextlib.asynccontextmanager
async def running(server: MCPServer[Any]) -> AsyncIterator[None]:
    """The transport's session manager, for the lifetime of the app."""
    session_manager = server.session_manager
    async with session_manager.run():
        yield
