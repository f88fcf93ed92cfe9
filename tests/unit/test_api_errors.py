"""Client errors keep their message and get a code; internal details never reach the client."""

from __future__ import annotations

import logging

import pytest
from graphql import GraphQLError
from neo4j.exceptions import (
    ConnectionAcquisitionTimeoutError,
    IncompleteCommit,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)

from api.errors import Forbidden, LimitExceeded, format_error, request_id
from graph.errors import NotFoundError, OwnershipError


def _located(original: Exception) -> GraphQLError:
    return GraphQLError(str(original), path=["recall"], original_error=original)


@pytest.mark.parametrize(
    ("original", "code"),
    [
        (NotFoundError("no event"), "NOT_FOUND"),
        (OwnershipError("another user's"), "FORBIDDEN"),
        (Forbidden("not yours"), "FORBIDDEN"),
        (LimitExceeded("pageSize", maximum=100, actual=101), "LIMIT_EXCEEDED"),
    ],
)
def test_client_errors_keep_their_message(original: Exception, code: str) -> None:
    formatted = format_error(_located(original))
    assert formatted["message"] == str(original)
    assert formatted["extensions"]["code"] == code


def test_limit_errors_name_the_limit() -> None:
    formatted = format_error(_located(LimitExceeded("pageSize", maximum=100, actual=101)))
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
    formatted = format_error(_located(original))
    assert formatted["extensions"]["code"] == "SERVICE_UNAVAILABLE"
    assert "10.0.0.7" not in formatted["message"]


def test_an_unknown_commit_outcome_says_resending_a_batch_is_safe() -> None:
    formatted = format_error(_located(IncompleteCommit("10.0.0.7 closed during COMMIT")))
    assert formatted["extensions"]["code"] == "SERVICE_UNAVAILABLE"
    assert "may have been stored" in formatted["message"]
    assert "ingestTurns" in formatted["message"]
    assert "10.0.0.7" not in formatted["message"]


def test_document_errors_are_bad_user_input() -> None:
    formatted = format_error(GraphQLError("Syntax Error: Unexpected '}'."))
    assert formatted["extensions"]["code"] == "BAD_USER_INPUT"
    assert formatted["message"].startswith("Syntax Error")
