"""Every error Chronograph raises on purpose, in one tree. Each class's `code` is the GraphQL
`extensions.code` a client sees (api/errors.py formats it; the README lists the codes); the
message is safe to show. The driver's own exceptions never leave graph/: `graph.database`
maps them into StoreError, once, where the driver is called.

ChronographError                      INTERNAL
├── StoreError                        Neo4j refused or failed a statement        INTERNAL
│   ├── StoreUnavailableError         unreachable, shutting down, or it ended the transaction;
│   │   │                             retry later                     SERVICE_UNAVAILABLE
│   │   └── CommitUnknownError        the connection broke during the commit: the write may
│   │                                 have been stored                SERVICE_UNAVAILABLE
│   └── EmbeddingModelMismatchError   the store holds another model's vectors   (graph.meta)
├── InputError                        what a caller sent cannot be used          BAD_USER_INPUT
│   ├── InvalidWriteError             a write that makes no sense, such as an event causing itself
│   ├── InvalidCursorError            a page cursor that graph.pages did not write
│   ├── IngestInputError              a turn or batch that cannot be stored     (ingest.errors)
│   ├── TimeParseError                a time phrase's zone or reference time
│   │   ├── UnknownTimeZoneError                                    (ingest.timeparse.errors)
│   │   └── InvalidReferenceTimeError
│   └── BadUserInput                  an argument the API itself refuses           (api.errors)
├── NotFoundError                     no such id for this user                   NOT_FOUND
├── ForbiddenError                    the key may not touch this user, or the id is another
│                                     user's                                     FORBIDDEN
├── UnauthenticatedError              no API key, or an unknown one   UNAUTHENTICATED (api.errors)
├── LimitExceededError                past a documented limit          LIMIT_EXCEEDED (api.errors)
├── EmbeddingModelError               a model that cannot be loaded  (ingest.embedding.errors)
├── ExtractorLoadError                CHRONOGRAPH_EXTRACTOR cannot be loaded
│                                                                 (ingest.extract.plugin)
├── ProvisioningError                 installing, starting or stopping the local Neo4j
│                                                                         (graph.server.errors)
└── OpenApiNotAllowedError            no API keys, and `serve` would listen beyond this machine
                                                                                   (api.auth)
The last five stop start-up or a CLI command; a request never raises them.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, ClassVar


class ErrorCode(StrEnum):
    BAD_USER_INPUT = "BAD_USER_INPUT"
    UNAUTHENTICATED = "UNAUTHENTICATED"
    FORBIDDEN = "FORBIDDEN"
    NOT_FOUND = "NOT_FOUND"
    LIMIT_EXCEEDED = "LIMIT_EXCEEDED"
    SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE"
    INTERNAL = "INTERNAL"


class ChronographError(Exception):
    """The root: its message says which id or value, and why; `extensions` go to the client
    beside the code (LimitExceededError names its limit)."""

    code: ClassVar[ErrorCode] = ErrorCode.INTERNAL

    def __init__(self, message: str, **extensions: Any) -> None:
        super().__init__(message)
        self.extensions = extensions


class StoreError(ChronographError):
    pass


class StoreUnavailableError(StoreError):
    code = ErrorCode.SERVICE_UNAVAILABLE


class CommitUnknownError(StoreUnavailableError):
    pass


class InputError(ChronographError):
    code = ErrorCode.BAD_USER_INPUT


class InvalidWriteError(InputError):
    pass


class InvalidCursorError(InputError):
    pass


class NotFoundError(ChronographError):
    code = ErrorCode.NOT_FOUND


class ForbiddenError(ChronographError):
    code = ErrorCode.FORBIDDEN
