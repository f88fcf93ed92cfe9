"""Client errors keep their message and get a code from the one error tree (graph/errors.py);
the driver's exceptions, mapped once in graph.database, reach the client as SERVICE_UNAVAILABLE
or INTERNAL; internal details never reach the client."""

from __future__ import annotations

import logging

import pytest
from graphql import GraphQLError
from neo4j.exceptions import (
    ConnectionAcquisitionTimeoutError,
    IncompleteCommit,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)

from api.errors import (
    BadUserInput,
    LimitExceededError,
    UnauthenticatedError,
    format_error,
    request_id,
)
from graph import errors as errors_module
from graph.database import driver_errors_mapped
from graph.errors import (
    ChronographError,
    ErrorCode,
    ForbiddenError,
    InvalidCursorError,
    NotFoundError,
    StoreError,
)
from ingest.errors import IngestInputError
from ingest.timeparse import TimeParseError


def _located(original: Exception) -> GraphQLError:
    return GraphQLError(str(original), path=["recall"], original_error=original)


def _mapped(original: Exception) -> ChronographError:
    """What graph.database makes of an exception the driver raised."""
    with pytest.raises(ChronographError) as mapped, driver_errors_mapped():
        raise original
    assert mapped.value.__cause__ is original
    return mapped.value


def test_every_class_of_the_tree_has_a_documented_code() -> None:
    def subclasses(kind: type[ChronographError]) -> list[type[ChronographError]]:
        return [kind] + [deeper for sub in kind.__subclasses__() for deeper in subclasses(sub)]

    tree = subclasses(ChronographError)
    assert {kind.code for kind in tree} <= set(ErrorCode)
    drawn = errors_module.__doc__ or ""
    assert [kind.__name__ for kind in tree if kind.__name__ not in drawn] == []


def test_a_refused_statement_is_a_store_error_that_leaks_nothing() -> None:
    refused = _mapped(Neo4jError._hydrate_neo4j(code="Neo.ClientError.Statement.SyntaxError"))
    assert type(refused) is StoreError
    formatted = format_error(_located(refused))
    assert formatted["extensions"]["code"] == "INTERNAL"
    assert "Syntax" not in formatted["message"]


def test_a_transaction_the_server_ended_is_service_unavailable() -> None:
    ended = Neo4jError._hydrate_neo4j(code="Neo.ClientError.Transaction.Terminated")
    assert format_error(_located(_mapped(ended)))["extensions"]["code"] == "SERVICE_UNAVAILABLE"


@pytest.mark.parametrize(
    ("original", "code"),
    [
        (NotFoundError("no event"), "NOT_FOUND"),
        (ForbiddenError("another user's"), "FORBIDDEN"),
        (LimitExceededError("pageSize", maximum=100, actual=101), "LIMIT_EXCEEDED"),
        (UnauthenticatedError("unknown API key"), "UNAUTHENTICATED"),
        (BadUserInput("invalid EventInput"), "BAD_USER_INPUT"),
        (IngestInputError("empty text"), "BAD_USER_INPUT"),
        (TimeParseError("no phrase"), "BAD_USER_INPUT"),
        (InvalidCursorError("not a cursor"), "BAD_USER_INPUT"),
    ],
)
def test_client_errors_keep_their_message(original: Exception, code: str) -> None:
    formatted = format_error(_located(original))
    assert formatted["message"] == str(original)
    assert formatted["extensions"]["code"] == code


def test_limit_errors_name_the_limit() -> None:
    formatted = format_error(_located(LimitExceededError("pageSize", maximum=100, actual=101)))
    assert formatted["extensions"] | {"requestId": None} == {
        "code": "LIMIT_EXCEEDED",
        "limit": "pageSize",
        "maximum": 100,
        "actual": 101,
        "requestId": None,
    }


def test_internal_errors_leak_nothing_and_log_the_request_id(
    caplog: pytest.LogCaptureFixture,
) -> None:
    token = request_id.set("req-42")
    try:
        with caplog.at_level(logging.ERROR, logger="api.errors"):
            formatted = format_error(_located(KeyError("password=hunter2 in /srv/secret.py")))
    finally:
        request_id.reset(token)
    assert formatted["message"] == "internal error (request id req-42)"
    assert formatted["extensions"] == {"code": "INTERNAL", "requestId": "req-42"}
    assert "hunter2" not in str(formatted)
    assert "req-42" in caplog.text and "hunter2" in caplog.text


@pytest.mark.parametrize(
    "original",
    [
        ServiceUnavailable("bolt://10.0.0.7:7687 refused"),
        SessionExpired("bolt://10.0.0.7:7687 defunct"),
        TransientError("10.0.0.7: database unavailable"),
        ConnectionAcquisitionTimeoutError("10.0.0.7: no connection within 10 s"),
        ConnectionResetError(104, "10.0.0.7 reset"),
    ],
)
def test_an_unreachable_database_is_service_unavailable(original: Exception) -> None:
    formatted = format_error(_located(_mapped(original)))
    assert formatted["extensions"]["code"] == "SERVICE_UNAVAILABLE"
    assert "10.0.0.7" not in formatted["message"]


def test_an_unknown_commit_outcome_says_resending_a_batch_is_safe() -> None:
    formatted = format_error(_located(_mapped(IncompleteCommit("10.0.0.7 closed during COMMIT"))))
    assert formatted["extensions"]["code"] == "SERVICE_UNAVAILABLE"
    assert "may have been stored" in formatted["message"]
    assert "ingestTurns" in formatted["message"]
    assert "10.0.0.7" not in formatted["message"]


def test_document_errors_are_bad_user_input() -> None:
    formatted = format_error(GraphQLError("Syntax Error: Unexpected '}'."))
    assert formatted["extensions"]["code"] == "BAD_USER_INPUT"
    assert formatted["message"].startswith("Syntax Error")
