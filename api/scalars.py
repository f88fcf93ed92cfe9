"""The DateTime scalar: ISO 8601 with a UTC offset in, the same form out.

Input must carry an offset ("2026-11-29T15:00:00+08:00" or "...Z"): a naive time would be read
in some zone the client did not choose. Output keeps the offset the value was stored with.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import graphene
from graphql import StringValueNode, ValueNode
from neo4j.time import DateTime as Neo4jDateTime


def parse_datetime(value: Any) -> datetime:
    if not isinstance(value, str):
        raise ValueError("DateTime must be an ISO 8601 string with an offset")
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError as error:
        raise ValueError(f"DateTime {value!r} is not ISO 8601") from error
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"DateTime {value!r} needs a UTC offset, such as +08:00 or Z")
    return moment


class DateTime(graphene.Scalar):  # type: ignore[misc]
    """An instant as ISO 8601 with its UTC offset, e.g. 2026-11-29T15:00:00+08:00."""

    @staticmethod
    def serialize(value: Any) -> str:
        if isinstance(value, Neo4jDateTime):
            value = value.to_native()
        if not isinstance(value, datetime) or value.tzinfo is None:
            raise ValueError(f"not an aware datetime: {value!r}")
        return value.isoformat()

    @staticmethod
    def parse_value(value: Any) -> datetime:
        return parse_datetime(value)

    @staticmethod
    def parse_literal(node: ValueNode, _variables: Any = None) -> datetime:
        if not isinstance(node, StringValueNode):
            raise ValueError("DateTime must be a string")
        return parse_datetime(node.value)
