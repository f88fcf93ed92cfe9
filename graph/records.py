"""From driver values to plain Python: neo4j.time types become datetime, vectors are dropped."""

from __future__ import annotations

from typing import Any

from neo4j.time import Date, DateTime, Duration, Time


def native(value: Any) -> Any:
    if isinstance(value, DateTime | Date | Time):
        return value.to_native()
    if isinstance(value, Duration):
        return value
    if isinstance(value, dict):
        return {key: native(item) for key, item in value.items() if key != "embedding"}
    if isinstance(value, list):
        return [native(item) for item in value]
    return value
