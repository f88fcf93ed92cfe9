"""Errors raised for bad input, a branch of the tree in graph/errors.py (BAD_USER_INPUT).

TimeParseError (InputError, ValueError)
├── UnknownTimeZoneError      the time zone is not an IANA name this machine knows
└── InvalidReferenceTimeError the reference time string is not ISO 8601
"""

from __future__ import annotations

from graph.errors import InputError


class TimeParseError(InputError, ValueError):
    """Base class: the input to the resolver cannot be used."""


class UnknownTimeZoneError(TimeParseError):
    def __init__(self, value: str) -> None:
        super().__init__(
            f"unknown time zone {value!r}: expected an IANA name such as 'Asia/Shanghai'"
        )
        self.value = value


class InvalidReferenceTimeError(TimeParseError):
    def __init__(self, value: str) -> None:
        super().__init__(
            f"cannot parse reference time {value!r}: expected ISO 8601 such as '2026-11-29T15:00'"
        )
        self.value = value
