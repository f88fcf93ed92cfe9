"""Relative time phrases in English and Chinese, resolved to half-open intervals.

    >>> result = resolve_time("我上周说的健身计划", reference, "Asia/Shanghai")
    >>> result.expressions[0].start, result.expressions[0].end   # previous ISO week
    >>> result.remainder                                         # "我说的健身计划"

A table-driven grammar runs first; dateparser (imported lazily) only looks at what it leaves.
"""

from ingest.timeparse.errors import (
    InvalidReferenceTimeError,
    TimeParseError,
    UnknownTimeZoneError,
)
from ingest.timeparse.resolver import load_zone, parse_reference, resolve_time
from ingest.timeparse.types import (
    Granularity,
    ResolvedText,
    Strategy,
    TimeExpression,
    VagueWindows,
)

__all__ = [
    "Granularity",
    "InvalidReferenceTimeError",
    "ResolvedText",
    "Strategy",
    "TimeExpression",
    "TimeParseError",
    "UnknownTimeZoneError",
    "VagueWindows",
    "load_zone",
    "parse_reference",
    "resolve_time",
]
