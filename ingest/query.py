"""From a question to recall inputs: its time window, "last time" and history cues, a vector.

The time phrase is resolved against the request's `at` in the user's time zone and removed from
the text used for similarity and full-text search. Questions longer than
`MAX_QUESTION_CHARS` are cut there (documented limit).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from graph.recall.types import RecallRequest, TimeWindow
from graph.types import Kind
from ingest.embedding import Embedder
from ingest.extract.language import detect_language
from ingest.timeparse import ResolvedText, Strategy, TimeExpression, load_zone, resolve_time

MAX_QUESTION_CHARS = 2_000
_EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
_LATEST = datetime(9999, 12, 30, tzinfo=UTC)
_HISTORY = re.compile(
    r"\b(?:used to|before I changed|previously|formerly|originally|at first)\b"
    r"|以前|曾经|原来|过去|之前喜欢",
    re.IGNORECASE,
)


@dataclass(frozen=True, kw_only=True)
class Question:
    user_id: str
    text: str
    at: datetime
    timezone: str = "UTC"
    as_of: datetime | None = None
    kinds: Sequence[Kind] = ("turn", "event", "preference")
    limit: int = 10
    include_history: bool = False
    recipe: str = "default"


@dataclass(frozen=True, kw_only=True)
class RecallPlan:
    request: RecallRequest
    resolved: ResolvedText
    truncated: bool

    @property
    def time(self) -> TimeExpression | None:
        """The time expression that shaped the search, if any."""
        return self.resolved.expressions[0] if self.resolved.expressions else None


def window_expression(expressions: Sequence[TimeExpression]) -> TimeExpression | None:
    """The first expression that bounds a window: 上次 / "last time" (most recent) and phrases
    without bounds do not; recall and the timeline's `phrase` both read time this way."""
    for expression in expressions:
        if expression.strategy is Strategy.MOST_RECENT:
            continue
        if expression.start is None and expression.end is None:
            continue
        return expression
    return None


def _window(expressions: Sequence[TimeExpression]) -> TimeWindow | None:
    found = window_expression(expressions)
    if found is None:
        return None
    return TimeWindow(start=found.start or _EARLIEST, end=found.end or _LATEST)


def plan_recall(
    question: Question, embedder: Embedder, english_embedder: Embedder | None = None
) -> RecallPlan:
    """The recall inputs of `question`; with `english_embedder`, an English question gets a
    second vector (MiniLM) for English turns (graph.english_vectors)."""
    text = question.text[:MAX_QUESTION_CHARS]
    at = question.at.astimezone(load_zone(question.timezone))
    resolved = resolve_time(text, at, question.timezone)
    remainder = " ".join(resolved.remainder.split())
    vector = embedder.encode([remainder])[0].tolist() if remainder else None
    language = detect_language(text)
    vector_en = (
        english_embedder.encode([remainder])[0].tolist()
        if english_embedder is not None and remainder and language == "en"
        else None
    )
    request = RecallRequest(
        user_id=question.user_id,
        vector=vector,
        vector_en=vector_en,
        lexical_query=remainder,
        lexical_language=language,
        window=_window(resolved.expressions),
        most_recent=any(e.strategy is Strategy.MOST_RECENT for e in resolved.expressions),
        at=question.at,
        as_of=question.as_of,
        kinds=tuple(question.kinds),
        limit=question.limit,
        include_history=question.include_history or bool(_HISTORY.search(text)),
        recipe=question.recipe,
    )
    return RecallPlan(request=request, resolved=resolved, truncated=len(question.text) > len(text))
