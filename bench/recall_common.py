"""Shared by the recall benchmarks: import a data set, ask questions under several recipes."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from graph.database import Database
from graph.recall import RECIPES, RecallRequest, Recipe, recall
from graph.recall.recipes import PATHS
from ingest.bulk import ingest_sessions
from ingest.embedding import Embedder
from ingest.extract import RuleExtractor
from ingest.formats import ImportedSession
from ingest.pipeline import Ingestor


@dataclass(frozen=True)
class ImportFigures:
    turns: int
    seconds: float
    events: int
    preferences: int


def rule_ingestor(
    db: Database, embedder: Embedder, english: Embedder | None, timezone: str = "UTC"
) -> Ingestor:
    """The service's ingest set-up: the rule extractor and both vectors."""
    return Ingestor(
        db=db,
        embedder=embedder,
        extractor=RuleExtractor(),
        timezone=timezone,
        english_embedder=english,
    )


async def import_sessions(ingestor: Ingestor, sessions: Iterable[ImportedSession]) -> ImportFigures:
    turns = events = preferences = 0
    began = time.perf_counter()
    async for session, result in ingest_sessions(ingestor, sessions):
        turns += len(session.turns)
        events += len(result.events)
        preferences += len(result.preferences)
    return ImportFigures(turns, time.perf_counter() - began, events, preferences)


def recipes_to_compare() -> dict[str, Recipe]:
    """The default, the baselines, and the default with each path dropped in turn."""
    compared = {
        name: RECIPES[name]
        for name in ("default", "fulltext_only", "bm25_vector_rrf", "vector_only")
    }
    default = RECIPES["default"]
    for path in PATHS:
        name = f"default_without_{path}"
        compared[name] = dataclasses.replace(default, name=name, paths=default.paths - {path})
    for name, change in (
        ("default_without_addressee", {"addressee": 0.0}),
        ("default_with_speaker_0.1", {"speaker": 0.1}),
        ("default_without_semantic_floor", {"semantic_floor": 0.0}),
        ("default_with_english_floor_0.4", {"semantic_en_floor": 0.4}),
        (
            "default_with_pool_scaling",
            {"similarity_scaling": "pool", "similarity_pool_quantile": 0.8},
        ),
        ("default_with_session_diversity_0.85", {"session_diversity": 0.85}),
        ("default_with_function_words", {"content_words_only": False}),
        ("default_with_feedback_unpinned", {"feedback_pinned": 0}),
    ):
        compared[name] = dataclasses.replace(default, name=name, **change)
    return compared


async def ranked_turn_keys(
    ingestor: Ingestor, request: RecallRequest, recipe: Recipe, key: Callable[[str], str]
) -> list[str]:
    """Distinct turn keys in rank order: each item contributes its provenance turns in order."""
    result = await recall(ingestor.db, request.model_copy(update={"limit": 50}), recipe=recipe)
    seen: list[str] = []
    for item in result.items:
        for source in item.sources:
            turn_key = key(source.external_id)
            if turn_key not in seen:
                seen.append(turn_key)
    return seen


def recall_at(ranked: Sequence[str], evidence: Sequence[str], k: int) -> float:
    wanted = set(evidence)
    return len(wanted & set(ranked[:k])) / len(wanted) if wanted else 0.0
