"""Tool errors the SDK raises before a tool runs get Chronograph's code too.

Arguments outside a tool's input schema (a time without an offset, `limit: 51`) and an unknown
tool name are refused by the SDK with its own message and no structured content. This
server middleware gives those results the same shape as every other tool error:
`BAD_USER_INPUT: <message>` and `{"code": "BAD_USER_INPUT", "message"}`, and counts them.
"""

from __future__ import annotations

from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext

from api.mcp.caller import INTERFACE, Caller
from api.metrics import Metrics
from graph.errors import ErrorCode


def _metrics(ctx: ServerRequestContext[Any, Any]) -> Metrics | None:
    state = getattr(ctx.request, "state", None)
    services = getattr(state, "services", None)
    if services is None and isinstance(ctx.lifespan_context, Caller):
        services = ctx.lifespan_context.services
    metrics: Metrics | None = getattr(services, "metrics", None)
    return metrics


async def coded_schema_errors(
    ctx: ServerRequestContext[Any, Any], call_next: CallNext
) -> HandlerResult:
    result = await call_next(ctx)
    # The handler's result arrives here serialized, as the wire's camelCase dict.
    refused_by_sdk = (
        ctx.method == "tools/call"
        and isinstance(result, dict)
        and result.get("isError") is True
        and result.get("structuredContent") is None
    )
    if not refused_by_sdk:
        return result
    assert isinstance(result, dict)
    message = "; ".join(
        str(block.get("text", "")) for block in result.get("content", []) if isinstance(block, dict)
    )
    code = ErrorCode.BAD_USER_INPUT.value
    metrics = _metrics(ctx)
    if metrics is not None:
        metrics.error(INTERFACE, code)
    return {
        **result,
        "content": [{"type": "text", "text": f"{code}: {message}"}],
        "structuredContent": {"code": code, "message": message},
    }
