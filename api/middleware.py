"""ASGI middleware of the HTTP app: a request id on every request, and the body-size limit.

The request id is taken from a client's `X-Request-Id` when it is short and plain, else made
up; it is returned in the `X-Request-Id` response header and in every GraphQL error, and it
prefixes the log lines of internal errors, so a client's report finds the server's log line.
"""

from __future__ import annotations

import json
import re
import uuid

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.errors import error_body, request_id
from graph.errors import ErrorCode

_PLAIN_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


class RequestIdMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = dict(scope["headers"]).get(b"x-request-id", b"").decode("latin-1")
        current = given if _PLAIN_ID.fullmatch(given) else uuid.uuid4().hex[:16]
        token = request_id.set(current)

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [
                    *message.get("headers", []),
                    (b"x-request-id", current.encode()),
                ]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            request_id.reset(token)


class _BodyTooLarge(Exception):
    pass


class BodyLimitMiddleware:
    """Refuse request bodies above `max_bytes` with 413 and LIMIT_EXCEEDED (requestBody)."""

    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def _refuse(self, send: Send, actual: int) -> None:
        body = error_body(
            ErrorCode.LIMIT_EXCEEDED,
            f"limit requestBody exceeded: more than {self.max_bytes} bytes",
        )
        extensions = body["errors"][0]["extensions"]
        extensions.update(limit="requestBody", maximum=self.max_bytes, actual=actual)
        payload = json.dumps(body).encode()
        headers = [(b"content-type", b"application/json"), (b"connection", b"close")]
        await send({"type": "http.response.start", "status": 413, "headers": headers})
        await send({"type": "http.response.body", "body": payload})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await self._refuse(send, int(declared))
            return
        received = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise _BodyTooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except _BodyTooLarge:
            if not started:
                await self._refuse(send, received)
