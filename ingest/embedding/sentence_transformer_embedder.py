"""An `Embedder` backed by a loaded `SentenceTransformer`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from ingest.embedding.types import Vectors

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer


class SentenceTransformerEmbedder:
    """Encodes with `model` in batches and returns float32 rows of unit length (cosine).

    Build it with `load_embedder`, which checks the model once at start-up.
    """

    def __init__(self, model: SentenceTransformer, *, model_id: str, dimensions: int) -> None:
        self._model = model
        self._model_id = model_id
        self._dimensions = dimensions

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dimensions(self) -> int:
        return self._dimensions

    def encode(self, texts: Sequence[str], *, batch_size: int = 32) -> Vectors:
        # A str is a Sequence[str] too: encoding it would embed each character.
        if isinstance(texts, str):
            raise TypeError("encode takes a sequence of texts, not one str: wrap it in a list")
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        if not texts:
            return np.zeros((0, self._dimensions), dtype=np.float32)
        vectors = self._model.encode(
            list(texts),
            batch_size=batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), self._dimensions)

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder(model_id={self._model_id!r}, dims={self._dimensions})"
