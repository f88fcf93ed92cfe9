"""What a client sees when something goes wrong: a message and `extensions.code` from a small,
documented set, plus the request id. Internal details stay in the log, under the same id.

    BAD_USER_INPUT       the document, a variable or an argument is invalid (HTTP 400 when the
                         request cannot run at all)
    UNAUTHENTICATED      no API key, or an unknown one (HTTP 401)
    FORBIDDEN            the key may not touch this user's data
    NOT_FOUND            no such id for this user
    LIMIT_EXCEEDED       past a documented limit; `extensions.limit` names it, with `maximum`
                         and `actual` (HTTP 413 for the request body)
    SERVICE_UNAVAILABLE  Neo4j cannot be reached, is shutting down, or ended the transaction;
                         retry later (HTTP 503 when no data came back). When the connection
                         broke during the commit the write may have been stored: the message
                         says so, and resending an `ingestTurns` batch is safe (turns are
                         matched by external id)
    INTERNAL             anything else; the message carries only the request id

The code comes from the error's class in the one tree of graph/errors.py; this module adds the
API's own refusals to it. Any other exception is INTERNAL.
"""

from __future__ import annotations

import contextvars
import logging
from typing import Any

from graphql import GraphQLError

from graph.errors import ChronographError, ErrorCode, InputError, StoreUnavailableError

log = logging.getLogger(__name__)

request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")
"""Set per HTTP request by `api.middleware.RequestIdMiddleware`."""


class BadUserInput(InputError):
    pass


class UnauthenticatedError(ChronographError):
    code = ErrorCode.UNAUTHENTICATED


class LimitExceededError(ChronographError):
    code = ErrorCode.LIMIT_EXCEEDED

    def __init__(self, limit: str, *, maximum: int, actual: int) -> None:
        super().__init__(
            f"limit {limit} exceeded: {actual} > {maximum}",
            limit=limit,
            maximum=maximum,
            actual=actual,
        )


def limit_error(limit: str, *, maximum: int, actual: int) -> GraphQLError:
    """A validation-time limit error (the document is refused before it runs)."""
    error = LimitExceededError(limit, maximum=maximum, actual=actual)
    return GraphQLError(str(error), extensions={"code": error.code.value, **error.extensions})


def client_error(original: BaseException) -> tuple[ErrorCode, str, dict[str, Any]]:
    """The code, client-safe message and extensions for `original`, for any transport (the
    MCP tools report failures with these too); internal details go to the log only."""
    if isinstance(original, StoreUnavailableError):
        log.warning("request %s: Neo4j unavailable: %s", request_id.get(), original.__cause__)
    if isinstance(original, ChronographError) and original.code is not ErrorCode.INTERNAL:
        return original.code, str(original), original.extensions
    log.error("request %s: internal error", request_id.get(), exc_info=original)
    return ErrorCode.INTERNAL, f"internal error (request id {request_id.get()})", {}


def _unwrap(error: GraphQLError) -> BaseException | None:
    original: BaseException | None = error.original_error
    while isinstance(original, GraphQLError) and original.original_error is not None:
        original = original.original_error
    return None if isinstance(original, GraphQLError) else original


def format_error(error: GraphQLError, debug: bool = False) -> dict[str, Any]:
    """Ariadne's error formatter: a safe message, `extensions.code` and `requestId`.

    An error outside execution (syntax, validation, variable values) is the client's; an error
    raised in a resolver is classified by its exception; anything else is INTERNAL.
    """
    formatted: dict[str, Any] = dict(error.formatted)
    extensions = dict(error.extensions or {})
    original = _unwrap(error)
    if "code" in extensions:
        code, message = str(extensions.pop("code")), error.message
    elif error.path is None:
        code, message = ErrorCode.BAD_USER_INPUT.value, error.message
    elif original is None:
        log.error("request %s: %s at %s", request_id.get(), error.message, error.path)
        code, message = ErrorCode.INTERNAL.value, f"internal error (request id {request_id.get()})"
    else:
        classified, message, extensions = client_error(original)
        code = classified.value
    formatted["message"] = message
    formatted["extensions"] = {"code": code, **extensions, "requestId": request_id.get()}
    return formatted


def error_body(code: ErrorCode, message: str) -> dict[str, Any]:
    """A GraphQL response body with one error, for refusals before execution (401, 405, 413)."""
    return {
        "errors": [
            {"message": message, "extensions": {"code": code.value, "requestId": request_id.get()}}
        ]
    }
