"""Request bodies the GraphQL handler refuses before running anything, each with a 400 and
BAD_USER_INPUT that says what to send instead:

- a body that is not JSON (or multipart), or a GET whose `variables` are not JSON: Ariadne
  would answer in plain text, without `extensions.code`;
- JSON nested too deeply to parse: the parser's RecursionError would be a 500;
- a batch (a JSON list of operations): one operation per request is supported;
- a lone UTF-16 surrogate (`"\\ud800"`): valid JSON, but not Unicode text, so it can be neither
  stored nor encoded in an answer.
"""

from __future__ import annotations

from typing import Any

from ariadne.asgi.handlers import GraphQLHTTPHandler
from ariadne.exceptions import HttpError
from starlette.requests import Request
from starlette.responses import JSONResponse

from api.errors import error_body
from graph.errors import ErrorCode

ONE_OPERATION = "a JSON object {query, variables, operationName}"


def lone_surrogate(data: Any) -> str | None:
    """Where a string of `data` holds a lone surrogate ("variables.turns[0].text"), if one does.

    Iterative, because the JSON may nest as deep as the parser allowed."""
    pending: list[tuple[str, Any]] = [("", data)]
    while pending:
        where, value = pending.pop()
        if isinstance(value, str):
            if any("\ud800" <= character <= "\udfff" for character in value):
                return where or "the body"
        elif isinstance(value, dict):
            pending += [(f"{where}.{key}".lstrip("."), item) for key, item in value.items()]
            pending += [(f"{where} (a key)".lstrip(), key) for key in value]
        elif isinstance(value, list):
            pending += [(f"{where}[{index}]", item) for index, item in enumerate(value)]
    return None


def _refusal(message: str) -> JSONResponse:
    return JSONResponse(error_body(ErrorCode.BAD_USER_INPUT, message), status_code=400)


async def refuse_unusable(handler: GraphQLHTTPHandler, request: Request) -> JSONResponse | None:
    """A 400 for a request body listed above; None when the handler may run it.

    Starlette caches the parsed body on the request, so the handler does not parse it again."""
    try:
        data = await handler.extract_data_from_request(request)
    except HttpError as error:
        message = error.message or "the request could not be read"
        return _refusal(f"{message}: send {ONE_OPERATION} as application/json")
    except RecursionError:
        return _refusal(f"the JSON body nests too deeply to parse: send {ONE_OPERATION}")
    if isinstance(data, list):
        return _refusal(f"batched operations are not supported: send {ONE_OPERATION} per request")
    where = lone_surrogate(data)
    if where is not None:
        return _refusal(
            f"{where} holds a lone UTF-16 surrogate (\\ud800 to \\udfff), which is not Unicode "
            "text: send whole characters (a surrogate pair stands for one character)"
        )
    return None
