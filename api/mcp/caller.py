"""Who calls a tool, with what services, and how its failures reach the client.

Over streamable HTTP, `api.mcp.http` authenticated the request with the same API keys as
/graphql and left the principal on the request's state, next to the lifespan services. Over
stdio the `chronograph mcp` process opened its own services and authenticated its key once
(`StdioState`, the MCP server's lifespan context).

A failure becomes an MCP tool error (`isError`), whose text starts with the same code GraphQL
puts in `extensions.code` ("FORBIDDEN: ...") and whose structured content is
`{"code", "message", ...extensions}`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult, TextContent

from api.auth import Principal
from api.errors import UnauthenticatedError, client_error
from api.mcp.outputs import Output
from api.operations import authorize
from api.services import Services

OutputT = TypeVar("OutputT", bound=Output)
INTERFACE = "mcp"


@dataclass(frozen=True, kw_only=True)
class Caller:
    services: Services
    principal: Principal

    def user(self, user_id: str) -> Services:
        """The services, once the caller may use `user_id` (else BAD_USER_INPUT/FORBIDDEN)."""
        authorize(self.principal, user_id)
        return self.services


StdioState = Caller
"""The lifespan context of the stdio server: one caller for the whole process."""


def caller_of(ctx: Context[Any]) -> Caller:
    context = ctx.request_context
    request = context.request
    if request is not None:
        state = request.state
        principal = getattr(state, "principal", None)
        if principal is None:
            raise UnauthenticatedError("an API key is required: Authorization: Bearer <key>")
        return Caller(services=state.services, principal=principal)
    lifespan = context.lifespan_context
    if not isinstance(lifespan, Caller):
        raise RuntimeError("the MCP server runs without Chronograph's services")
    return lifespan


def _error_result(error: Exception) -> tuple[str, CallToolResult]:
    code, message, extensions = client_error(error)
    result = CallToolResult(
        content=[TextContent(type="text", text=f"{code.value}: {message}")],
        structured_content={"code": code.value, "message": message, **extensions},
        is_error=True,
    )
    return code.value, result


async def respond(
    ctx: Context[Any], tool: str, work: Callable[[Caller], Awaitable[OutputT]]
) -> CallToolResult:
    """Run `work` for the calling principal; its output as structured content plus text.

    Each tool declares `Annotated[CallToolResult, OutputModel]`, so the SDK publishes the
    model as its output schema and checks the structured content against it.
    """
    metrics = None
    try:
        caller = caller_of(ctx)
        metrics = caller.services.metrics
        with metrics.timed(INTERFACE, tool):
            output = await work(caller)
    except Exception as error:
        code, result = _error_result(error)
        if metrics is not None:
            metrics.error(INTERFACE, code)
        return result
    return CallToolResult(
        content=[TextContent(type="text", text=output.as_text())],
        structured_content=output.model_dump(mode="json"),
    )
