"""The interface the rest of Chronograph uses to turn text into vectors."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

import numpy as np
import numpy.typing as npt

USE_MULTILINGUAL: Final = "usem3-multilingual"
"""Google's multilingual Universal Sentence Encoder (512 dimensions, EN/ZH and cross-lingual)."""

MINILM_L6_V2: Final = "all-MiniLM-L6-v2"
"""sentence-transformers' all-MiniLM-L6-v2 (384 dimensions, English only)."""

DEFAULT_EMBEDDING_MODEL: Final = USE_MULTILINGUAL

Vectors = npt.NDArray[np.float32]
"""A (rows, dimensions) float32 matrix whose rows have unit L2 norm."""


class Embedder(Protocol):
    """Turns texts into unit vectors, so that a dot product is the cosine similarity.

    `model_id` names the model, to keep vectors of different models apart; `dimensions` is the
    length of every vector. `encode` returns one row per text, in the input order, for any
    `batch_size` (a batch is how many texts go through the model at once, not a limit).
    """

    @property
    def model_id(self) -> str: ...

    @property
    def dimensions(self) -> int: ...

    def encode(self, texts: Sequence[str], *, batch_size: int = 32) -> Vectors: ...
