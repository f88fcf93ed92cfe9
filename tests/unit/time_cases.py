"""Shared helpers for the time-phrase tests: one reference, a Sunday, as in the eval set."""

from __future__ import annotations

from datetime import datetime

from ingest.timeparse import TimeExpression, resolve_time

REFERENCE = datetime.fromisoformat("2026-11-29T15:00:00+08:00")
ZONE = "Asia/Shanghai"


def only_expression(text: str) -> TimeExpression:
    expressions = resolve_time(text, REFERENCE, ZONE).expressions
    assert len(expressions) == 1, expressions
    return expressions[0]


def window(text: str) -> tuple[str, str | None, str | None]:
    """(phrase, start, end) of the single expression, as 'YYYY-MM-DD HH:MM' local strings."""
    expression = only_expression(text)
    start = None if expression.start is None else expression.start.strftime("%Y-%m-%d %H:%M")
    end = None if expression.end is None else expression.end.strftime("%Y-%m-%d %H:%M")
    return expression.phrase, start, end
