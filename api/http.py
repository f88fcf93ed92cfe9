"""GraphQL over HTTP: Ariadne's handler, with authentication and the spec's status codes.

- POST `application/json` and GET `?query=` both run queries; a mutation sent by GET is
  refused with 405 (and `Allow: POST`), as GraphQL-over-HTTP requires.
- A document that does not parse or validate is a 400 (Ariadne).
- Every GraphQL request needs an API key (unless the API runs open on loopback): a missing or
  unknown key is a 401 with UNAUTHENTICATED. The GraphiQL page itself needs no key.
- One operation per request, as JSON: other bodies are refused by `api.request_checks`.
- A result with no data whose every error is SERVICE_UNAVAILABLE is a 503 (Ariadne would say
  400), so clients and proxies see a server-side failure they may retry.
"""

from __future__ import annotations

from typing import Any

from ariadne.asgi.handlers import GraphQLHTTPHandler
from ariadne.types import GraphQLResult
from graphql import (
    DocumentNode,
    FieldNode,
    GraphQLError,
    OperationDefinitionNode,
    OperationType,
    parse,
)
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from api.auth import Authenticator, presented_key
from api.errors import error_body
from api.request_checks import refuse_unusable
from graph.errors import ErrorCode

INTERFACE = "graphql"


def _is_get_mutation(request: Request) -> bool:
    query = request.query_params.get("query")
    if request.method != "GET" or not query:
        return False
    try:
        document = parse(query)
    except GraphQLError:
        return False  # Ariadne answers 400 with the syntax error
    name = request.query_params.get("operationName") or None
    operations = [
        definition
        for definition in document.definitions
        if isinstance(definition, OperationDefinitionNode)
        and (name is None or (definition.name is not None and definition.name.value == name))
    ]
    return any(operation.operation is not OperationType.QUERY for operation in operations)


def operation_label(data: Any) -> str:
    """The first root field of the request's operation ("recall", "ingestTurns"), for metrics;
    "invalid" when the document does not parse."""
    query = data.get("query") if isinstance(data, dict) else None
    if not isinstance(query, str):
        return "invalid"
    try:
        document = parse(query)
    except GraphQLError:
        return "invalid"
    for definition in document.definitions:
        if isinstance(definition, OperationDefinitionNode):
            for selection in definition.selection_set.selections:
                if isinstance(selection, FieldNode):
                    return selection.name.value
    return "invalid"


def error_codes(result: dict[str, Any]) -> list[str]:
    return [
        str((error.get("extensions") or {}).get("code", ErrorCode.INTERNAL.value))
        for error in result.get("errors") or []
    ]


def _only_unavailable(result: dict[str, Any]) -> bool:
    errors = result.get("errors") or []
    codes = {(error.get("extensions") or {}).get("code") for error in errors}
    return result.get("data") is None and codes == {ErrorCode.SERVICE_UNAVAILABLE.value}


def _wants_explorer(request: Request) -> bool:
    return request.method == "GET" and not request.query_params.get("query")


class ChronographHTTPHandler(GraphQLHTTPHandler):
    def __init__(self, authenticator: Authenticator) -> None:
        super().__init__()
        self.authenticator = authenticator

    async def handle_request_override(self, request: Request) -> Response | None:
        if _wants_explorer(request) or request.method == "OPTIONS":
            return None
        principal = self.authenticator.authenticate(presented_key(request.headers))
        if principal is None:
            request.state.services.metrics.error(INTERFACE, ErrorCode.UNAUTHENTICATED.value)
            message = "an API key is required: Authorization: Bearer <key>"
            if presented_key(request.headers):
                message = "unknown API key"
            return JSONResponse(
                error_body(ErrorCode.UNAUTHENTICATED, message),
                status_code=401,
                headers={"WWW-Authenticate": 'Bearer realm="chronograph"'},
            )
        request.state.principal = principal
        if _is_get_mutation(request):
            return JSONResponse(
                error_body(ErrorCode.BAD_USER_INPUT, "mutations must be sent with POST"),
                status_code=405,
                headers={"Allow": "POST"},
            )
        return await refuse_unusable(self, request)

    async def execute_graphql_query(
        self,
        request: Any,
        data: Any,
        *,
        context_value: Any = None,
        query_document: DocumentNode | None = None,
    ) -> GraphQLResult:
        metrics = request.state.services.metrics
        with metrics.timed(INTERFACE, operation_label(data)):
            success, result = await super().execute_graphql_query(
                request, data, context_value=context_value, query_document=query_document
            )
        for code in error_codes(result):
            metrics.error(INTERFACE, code)
        return success, result

    async def create_json_response(
        self, request: Request, result: dict[str, Any], success: bool
    ) -> Response:
        if _only_unavailable(result):
            return JSONResponse(result, status_code=503)
        response: Response = await super().create_json_response(request, result, success)
        return response
