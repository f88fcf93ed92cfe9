"""The DateTime scalar: ISO 8601 with a UTC offset in, the same form out.

Input must carry an offset ("2026-11-29T15:00:00+08:00" or "...Z"): a naive time would be read
in some zone the client did not choose. The offset is whole minutes within ±18:00 (what Neo4j
stores), and the instant lies between `EARLIEST` and `LATEST`, so that it can be shown in any
zone without leaving the calendar. Output keeps the offset the value was stored with.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import graphene
from graphql import StringValueNode, ValueNode

from graph.records import native

EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
LATEST = datetime(9999, 12, 30, 23, 59, 59, 999_999, tzinfo=UTC)
MAX_OFFSET = timedelta(hours=18)


def parse_datetime(value: Any) -> datetime:
    if not isinstance(value, str):
        raise ValueError("DateTime must be an ISO 8601 string with an offset")
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError as error:
        raise ValueError(f"DateTime {value!r} is not ISO 8601") from error
    offset = moment.utcoffset()
    if offset is None:
        raise ValueError(f"DateTime {value!r} needs a UTC offset, such as +08:00 or Z")
    if offset % timedelta(minutes=1) or abs(offset) > MAX_OFFSET:
        raise ValueError(
            f"DateTime {value!r}: the offset must be whole minutes between -18:00 and +18:00"
        )
    try:
        instant = moment.astimezone(UTC)
    except OverflowError:
        instant = None
    if instant is None or not EARLIEST <= instant <= LATEST:
        raise ValueError(
            f"DateTime {value!r} is out of range: use an instant between "
            f"{EARLIEST.date().isoformat()} and {LATEST.date().isoformat()} (UTC)"
        )
    return moment


class DateTime(graphene.Scalar):  # type: ignore[misc]
    """An instant as ISO 8601 with its UTC offset, e.g. 2026-11-29T15:00:00+08:00."""

    @staticmethod
    def serialize(value: Any) -> str:
        value = native(value)  # a DateTime of the driver, from a row read without conversion
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
