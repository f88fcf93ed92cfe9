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

ApiError
├── BadUserInput
├── Unauthenticated
├── Forbidden
├── NotFound
└── LimitExceeded
"""

from __future__ import annotations

import contextvars
import logging
from enum import StrEnum
from typing import Any

from graphql import GraphQLError
from neo4j.exceptions import (
    ConnectionPoolError,
    IncompleteCommit,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)

from graph.errors import InvalidWriteError, NotFoundError, OwnershipError
from graph.pages import InvalidCursorError
from ingest.errors import IngestInputError
from ingest.timeparse import TimeParseError

log = logging.getLogger(__name__)

request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")
"""Set per HTTP request by `api.middleware.RequestIdMiddleware`."""


class Code(StrEnum):
    BAD_USER_INPUT = "BAD_USER_INPUT"
    UNAUTHENTICATED = "UNAUTHENTICATED"
    FORBIDDEN = "FORBIDDEN"
    NOT_FOUND = "NOT_FOUND"
    LIMIT_EXCEEDED = "LIMIT_EXCEEDED"
    SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE"
    INTERNAL = "INTERNAL"


class ApiError(Exception):
    """An error meant for the client: its message is safe to show."""

    code = Code.INTERNAL

    def __init__(self, message: str, **extensions: Any) -> None:
        super().__init__(message)
        self.extensions = extensions


class BadUserInput(ApiError):
    code = Code.BAD_USER_INPUT


class Unauthenticated(ApiError):
    code = Code.UNAUTHENTICATED


class Forbidden(ApiError):
    code = Code.FORBIDDEN


class NotFound(ApiError):
    code = Code.NOT_FOUND


class LimitExceeded(ApiError):
    code = Code.LIMIT_EXCEEDED

    def __init__(self, limit: str, *, maximum: int, actual: int) -> None:
        super().__init__(
            f"limit {limit} exceeded: {actual} > {maximum}",
            limit=limit,
            maximum=maximum,
            actual=actual,
        )


def limit_error(limit: str, *, maximum: int, actual: int) -> GraphQLError:
    """A validation-time limit error (the document is refused before it runs)."""
    error = LimitExceeded(limit, maximum=maximum, actual=actual)
    return GraphQLError(str(error), extensions={"code": error.code.value, **error.extensions})


_CLIENT_ERRORS: dict[type[Exception], Code] = {
    NotFoundError: Code.NOT_FOUND,
    OwnershipError: Code.FORBIDDEN,
    InvalidWriteError: Code.BAD_USER_INPUT,
    IngestInputError: Code.BAD_USER_INPUT,
    TimeParseError: Code.BAD_USER_INPUT,
    InvalidCursorError: Code.BAD_USER_INPUT,
}
# TransientError: still failing when the driver's retries ran out. ConnectionPoolError: no
# connection within the acquisition timeout.
_UNAVAILABLE = (
    ServiceUnavailable,
    SessionExpired,
    TransientError,
    ConnectionPoolError,
    ConnectionError,
)
_TERMINATED = frozenset(
    {"Neo.ClientError.Transaction.Terminated", "Neo.ClientError.Transaction.LockClientStopped"}
)
"""Codes of a transaction the server ended: what every open transaction gets when Neo4j shuts
down (also after a transaction timeout, or an operator's kill). Neo4j 5 files them as client
errors, so the driver does not retry them."""


def _is_unavailable(error: BaseException) -> bool:
    terminated = isinstance(error, Neo4jError) and error.code in _TERMINATED
    return terminated or isinstance(error, _UNAVAILABLE)


def _classify(original: BaseException) -> tuple[Code, str, dict[str, Any]]:
    if isinstance(original, ApiError):
        return original.code, str(original), original.extensions
    for kind, code in _CLIENT_ERRORS.items():
        if isinstance(original, kind):
            return code, str(original), {}
    if isinstance(original, IncompleteCommit):
        log.warning("request %s: commit outcome unknown: %s", request_id.get(), original)
        message = (
            "the database connection broke while committing: the write may have been stored; "
            "retry later (resending an ingestTurns batch is safe)"
        )
        return Code.SERVICE_UNAVAILABLE, message, {}
    if _is_unavailable(original):
        log.warning("request %s: Neo4j unavailable: %s", request_id.get(), original)
        return Code.SERVICE_UNAVAILABLE, "the database is unavailable; retry later", {}
    log.error("request %s: internal error", request_id.get(), exc_info=original)
    return Code.INTERNAL, f"internal error (request id {request_id.get()})", {}


def client_error(original: BaseException) -> tuple[Code, str, dict[str, Any]]:
    """The code, client-safe message and extensions for `original`, for any transport (the
    MCP tools report failures with these too); internal details go to the log only."""
    return _classify(original)


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
        code, message = Code.BAD_USER_INPUT.value, error.message
    elif original is None:
        log.error("request %s: %s at %s", request_id.get(), error.message, error.path)
        code, message = Code.INTERNAL.value, f"internal error (request id {request_id.get()})"
    else:
        classified, message, extensions = _classify(original)
        code = classified.value
    formatted["message"] = message
    formatted["extensions"] = {"code": code, **extensions, "requestId": request_id.get()}
    return formatted


def error_body(code: Code, message: str) -> dict[str, Any]:
    """A GraphQL response body with one error, for refusals before execution (401, 405, 413)."""
    return {
        "errors": [
            {"message": message, "extensions": {"code": code.value, "requestId": request_id.get()}}
        ]
    }
