"""The embedding model: start-up checks (a model that cannot load, vectors of another model)
and re-encoding."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

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
from tests.conftest import free_port

AT = datetime(2026, 3, 1, 9, tzinfo=UTC)


def test_serve_refuses_a_model_that_cannot_load(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-model"
    finished = subprocess.run(
        [sys.executable, "-m", "api.cli", "serve", "--port", str(free_port())],
        env={**os.environ, "CHRONOGRAPH_EMBEDDING_MODEL": str(missing)},
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert finished.returncode == 2, finished.stderr
    error = finished.stderr.strip().splitlines()[-1]
    assert error.startswith(f"error: embedding model '{missing}' cannot be loaded: no directory")
    assert "Set CHRONOGRAPH_EMBEDDING_MODEL to 'usem3-multilingual'" in error
    assert "Traceback" not in finished.stderr
    assert "Uvicorn running" not in finished.stdout + finished.stderr  # never listened


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
