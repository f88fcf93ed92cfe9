"""The English turns' second vector (all-MiniLM-L6-v2): written at ingest, weighed in recall,
filled by `reembed` for a store that has only the multilingual vectors."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from datetime import UTC, datetime

import pytest

from graph.english_vectors import ENGLISH_META_KEY, fill_english_vectors
from graph.meta import EmbeddingModelMismatchError, claim_embedding_model
from graph.recall import recall
from ingest.embedding import Embedder
from ingest.pipeline import Ingestor, ingest_turns
from ingest.query import Question, plan_recall
from ingest.turn_text import TurnText

AT = datetime(2026, 3, 1, 9, tzinfo=UTC)
TEXT = "My car broke down on the highway and a tow truck took it away."


async def _semantic_en(ingestor: Ingestor, english: Embedder, user_id: str) -> float:
    question = Question(user_id=user_id, text="Which vehicle trouble have I had?", at=AT)
    request = plan_recall(question, ingestor.embedder, english).request
    result = await recall(ingestor.db, request)
    return result.items[0].why.semantic_en


async def test_reembed_fills_the_english_vector_of_a_store_with_only_the_first(
    ingestor: Ingestor, english_embedder: Embedder, user_id: str
) -> None:
    only_use = dataclasses.replace(ingestor, english_embedder=None)
    turn = TurnText(external_id="car", speaker="Ana", text=TEXT, at=AT)
    await ingest_turns(only_use, user_id=user_id, session_id=f"{user_id}-s", turns=[turn])
    assert await _semantic_en(ingestor, english_embedder, user_id) == 0.0

    def encode(texts: Sequence[str]) -> list[list[float]]:
        return [row.tolist() for row in english_embedder.encode(texts)]

    filled = await fill_english_vectors(
        ingestor.db, model_id=english_embedder.model_id, encode=encode, progress=lambda *_: None
    )
    assert filled >= 1
    assert await _semantic_en(ingestor, english_embedder, user_id) > 0.3
    with pytest.raises(EmbeddingModelMismatchError, match="ENGLISH_EMBEDDING_MODEL"):
        await claim_embedding_model(
            ingestor.db, model_id="another-model", dimensions=384, key=ENGLISH_META_KEY
        )


async def test_ingest_writes_both_vectors_of_an_english_turn_only(
    ingestor: Ingestor, english_embedder: Embedder, user_id: str
) -> None:
    turns = [
        TurnText(external_id="en", speaker="Ana", text=TEXT, at=AT),
        TurnText(external_id="zh", speaker="Ana", text="我的车在高速上坏了。", at=AT),
    ]
    await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s", turns=turns)
    question = Question(user_id=user_id, text="Which vehicle trouble have I had?", at=AT)
    result = await recall(
        ingestor.db, plan_recall(question, ingestor.embedder, english_embedder).request
    )
    by_key = {
        item.node.external_id: item.why
        for item in result.items
        if hasattr(item.node, "external_id")
    }
    assert by_key["en"].semantic_en > 0.3
    assert by_key["zh"].semantic_en == 0.0
    assert by_key["zh"].semantic > 0
