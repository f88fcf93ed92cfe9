"""Errors raised while loading an embedding model.

EmbeddingModelError (ChronographError)  the model cannot be loaded or does not fit the index;
                                      raised by `load_embedder` at start-up, never at a request
"""

from __future__ import annotations

from graph.errors import ChronographError


class EmbeddingModelError(ChronographError):
    """The embedding model `model` cannot be used: `reason` says why, `remedy` what to do."""

    def __init__(self, model: str, reason: str, remedy: str) -> None:
        super().__init__(
            f"embedding model {model!r} cannot be loaded: {reason.rstrip('.')}. {remedy}"
        )
        self.model = model
        self.reason = reason
        self.remedy = remedy
