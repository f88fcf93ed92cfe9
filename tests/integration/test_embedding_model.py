"""The embedding model recorded in the database: start-up check and re-encoding."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np
import pytest
from neo4j import AsyncManagedTransaction

from graph.database import rows
from graph.ids import turn_id
from graph.meta import EmbeddingModelMismatchError, claim_embedding_model
from graph.recall import recall
from graph.reembed import reembed_all
from ingest.pipeline import Ingestor, ingest_turns
from ingest.query import Question, plan_recall
from ingest.turn_text import TurnText

AT = datetime(2026, 3, 1, 9, tzinfo=UTC)


async def test_vectors_of_another_model_stop_start_up(ingestor: Ingestor) -> None:
    with pytest.raises(EmbeddingModelMismatchError, match="chronograph reembed"):
        await claim_embedding_model(ingestor.db, model_id="all-MiniLM-L6-v2", dimensions=384)


async def test_reembed_rewrites_every_vector(ingestor: Ingestor, user_id: str) -> None:
    text = "The blue bicycle needs new brakes"
    turn = TurnText(external_id="b", speaker="Ana", text=text, at=AT)
    await ingest_turns(ingestor, user_id=user_id, session_id=f"{user_id}-s", turns=[turn])
    noise = np.random.default_rng(3).standard_normal(ingestor.embedder.dimensions)
    scrambled = [{"id": turn_id(user_id, "b"), "vector": (noise / np.linalg.norm(noise)).tolist()}]

    async def scramble(tx: AsyncManagedTransaction) -> None:
        await rows(tx, "write/embeddings_set", label="Turn", rows=scrambled)

    await ingestor.db.write(scramble)

    async def similarity() -> float:
        question = Question(user_id=user_id, text=text, at=AT, kinds=("turn",))
        result = await recall(ingestor.db, plan_recall(question, ingestor.embedder).request)
        return result.items[0].why.semantic

    assert await similarity() < 0.5

    def encode(texts: Sequence[str]) -> list[list[float]]:
        return [row.tolist() for row in ingestor.embedder.encode(texts)]

    counts = await reembed_all(
        ingestor.db, model_id=ingestor.embedder.model_id, encode=encode, progress=lambda *_: None
    )
    assert counts["Turn"] >= 1
    assert await similarity() > 0.99
