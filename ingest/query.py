"""From a question to recall inputs: its time window, "last time" and history cues, a vector.

The time phrase is resolved against the request's `at` in the user's time zone and removed from
the text used for similarity and full-text search. Questions longer than
`MAX_QUESTION_CHARS` are cut there (documented limit).
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from graph.database import Database
from graph.recall import RecallResult, prefetch, recall
from graph.recall.types import Kind, RecallRequest, TimeWindow
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


def _window(expressions: Sequence[TimeExpression]) -> TimeWindow | None:
    for expression in expressions:
        if expression.strategy is Strategy.MOST_RECENT:
            continue
        if expression.start is None and expression.end is None:
            continue
        return TimeWindow(start=expression.start or _EARLIEST, end=expression.end or _LATEST)
    return None


def plan_question(question: Question) -> RecallPlan:
    """The recall inputs of `question` but its vectors: time window, cues, lexical query."""
    text = question.text[:MAX_QUESTION_CHARS]
    at = question.at.astimezone(load_zone(question.timezone))
    resolved = resolve_time(text, at, question.timezone)
    remainder = " ".join(resolved.remainder.split())
    request = RecallRequest(
        user_id=question.user_id,
        lexical_query=remainder,
        lexical_language=detect_language(text),
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


def with_vectors(
    plan: RecallPlan, embedder: Embedder, english_embedder: Embedder | None = None
) -> RecallPlan:
    """`plan` with the question's vectors: the multilingual one, and with `english_embedder`
    a second one (MiniLM) for an English question, compared with English turns
    (graph.english_vectors). A question with no text left (only a time phrase) gets none."""
    remainder = plan.request.lexical_query
    if not remainder:
        return plan
    english = english_embedder is not None and plan.request.lexical_language == "en"
    vectors = {
        "vector": embedder.encode([remainder])[0].tolist(),
        "vector_en": english_embedder.encode([remainder])[0].tolist()
        if english and english_embedder is not None
        else None,
    }
    return dataclasses.replace(plan, request=plan.request.model_copy(update=vectors))


def plan_recall(
    question: Question, embedder: Embedder, english_embedder: Embedder | None = None
) -> RecallPlan:
    """The recall inputs of `question`, vectors included."""
    return with_vectors(plan_question(question), embedder, english_embedder)


async def recall_question(
    db: Database,
    question: Question,
    embedder: Embedder,
    english_embedder: Embedder | None = None,
) -> tuple[RecallPlan, RecallResult]:
    """Plan and recall `question`. The vectors are computed in a worker thread (the models
    release the GIL) while Neo4j reads what needs none (`graph.recall.prefetch`): the
    question's embedding costs no wall time up to the length of those reads, and the event
    loop serves other requests meanwhile."""
    plan = plan_question(question)
    embedding = asyncio.create_task(
        asyncio.to_thread(with_vectors, plan, embedder, english_embedder)
    )
    try:
        prefetched = await prefetch(db, plan.request)
    except BaseException:
        embedding.cancel()  # the thread runs to its end; what it computed is dropped
        raise
    planned = await embedding
    return planned, await recall(db, planned.request, prefetched=prefetched)
