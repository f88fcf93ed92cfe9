"""Sentence embeddings for turns, events and preferences, through sentence-transformers.

    >>> embedder = load_embedder(settings.embedding_model)      # at start-up; may raise
    >>> vectors = embedder.encode(["I bought a sofa", "我买了沙发"])
    >>> vectors.shape, vectors.dtype                            # (2, 512), float32, unit rows

Importing this package is cheap: torch and sentence-transformers load inside `load_embedder`.
"""

from ingest.embedding.errors import EmbeddingModelError
from ingest.embedding.loader import load_embedder, load_english_embedder
from ingest.embedding.sentence_transformer_embedder import SentenceTransformerEmbedder
from ingest.embedding.types import (
    DEFAULT_EMBEDDING_MODEL,
    MINILM_L6_V2,
    USE_MULTILINGUAL,
    Embedder,
    Vectors,
)

__all__ = [
    "DEFAULT_EMBEDDING_MODEL",
    "MINILM_L6_V2",
    "USE_MULTILINGUAL",
    "Embedder",
    "EmbeddingModelError",
    "SentenceTransformerEmbedder",
    "Vectors",
    "load_embedder",
    "load_english_embedder",
]
