"""Time-phrase benchmark over ../shared/eval/time_phrases.json (the development set).

Run `python -m bench.time_phrases`. Prints and writes bench/results/time_phrases.json: strict
accuracy per language (interval equal to the gold one or an alternative, to the minute, and the
strategy right for vague items), false positives on the `none` items, per-question latency
median and p95 after warm-up, and cold start (import plus first call, in a fresh interpreter; and
import plus every rule compiled).
Under `duckling_dev`, the Duckling corpus sample scored through the CLI (bench/time_duckling.py).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from bench import time_duckling

REPO_ROOT = Path(__file__).resolve().parents[1]
EVAL_FILE = REPO_ROOT / ".." / "shared" / "eval" / "time_phrases.json"
RESULTS_FILE = REPO_ROOT / "bench" / "results" / "time_phrases.json"
_COLD_START = """
import time
started = time.perf_counter()
from datetime import datetime
from ingest.timeparse import resolve_time
resolve_time("我上周说的健身计划", datetime(2026, 11, 29, 15), "Asia/Shanghai")
print(time.perf_counter() - started)
"""
# The worst first call: import, then every rule of both languages compiled (rules compile on
# first use, so the figure above pays only for the rules a Chinese question triggers).
_COLD_START_EVERY_RULE = """
import time
started = time.perf_counter()
from ingest.timeparse.english import RULES as ENGLISH
from ingest.timeparse.grammar_zh_compose import RULES as CHINESE
for rule in ENGLISH + CHINESE:
    rule.pattern.search("")
print(time.perf_counter() - started)
"""


def expected_strategy(gold: str | None) -> str:
    """The eval file's strategy names, in this package's terms."""
    if gold is None or (gold.startswith("default_window:") and not gold.endswith("any_past")):
        return "window"
    return "most_recent" if gold.startswith("most_recent") else "open"


def is_strict_correct(item: dict[str, Any], expressions: list[dict[str, Any]]) -> bool:
    if item["expected"] is None:
        return not expressions
    golds = [item["expected"], *item["alternatives"]]
    wanted_strategy = expected_strategy(item["strategy"])
    for expression in expressions:
        if item["type"] == "vague" and expression["strategy"] != wanted_strategy:
            continue
        for gold in golds:
            if _same_minute(gold["start"], expression["start"]) and _same_minute(
                gold["end"], expression["end"]
            ):
                return True
    return False


def _same_minute(gold: str | None, predicted: str | None) -> bool:
    if gold is None or predicted is None:
        return gold is predicted
    gold_moment, predicted_moment = datetime.fromisoformat(gold), datetime.fromisoformat(predicted)
    return abs((gold_moment - predicted_moment).total_seconds()) < 60


def measure_cold_start(program: str = _COLD_START) -> float:
    output = subprocess.run(
        [sys.executable, "-c", program],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(output.stdout.strip())


def run() -> dict[str, Any]:
    from ingest.timeparse import resolve_time, resolver

    load_average_at_start = [round(value, 2) for value in os.getloadavg()]
    data = json.loads(EVAL_FILE.read_text(encoding="utf-8"))
    reference = datetime.fromisoformat(data["reference_time"])
    zone = data["timezone"]
    items = data["items"]
    for item in items:  # warm-up: compiled patterns, zone cache
        resolve_time(item["question"], reference, zone)
    correct: dict[str, list[bool]] = {"en": [], "zh": []}
    false_positives: list[str] = []
    failures: list[str] = []
    latencies: list[float] = []
    for _ in range(20):
        for item in items:
            resolver.clear_cache()  # time the work, not the remembered answer
            started = time.perf_counter()
            resolve_time(item["question"], reference, zone)
            latencies.append((time.perf_counter() - started) * 1000)
    for item in items:
        expressions = resolve_time(item["question"], reference, zone).to_json()["expressions"]
        assert isinstance(expressions, list)
        strict = is_strict_correct(item, expressions)
        correct[item["lang"]].append(strict)
        if item["expected"] is None and expressions:
            false_positives.append(item["id"])
        if not strict:
            failures.append(item["id"])
    latencies.sort()
    return {
        "eval_file": "../shared/eval/time_phrases.json",
        "items": len(items),
        "strict_accuracy": {lang: sum(flags) / len(flags) for lang, flags in correct.items()},
        "false_positives": len(false_positives),
        "false_positive_ids": false_positives,
        "failed_ids": failures,
        "latency_ms": {
            "median": statistics.median(latencies),
            "p95": latencies[int(0.95 * (len(latencies) - 1))],
            "calls": len(latencies),
        },
        "cold_start_s": measure_cold_start(),
        "cold_start_every_rule_s": measure_cold_start(_COLD_START_EVERY_RULE),
        "duckling_dev": time_duckling.score(),
        "load_average_at_start": load_average_at_start,  # 2 cores shared: latencies are noisy
        "load_average_at_end": [round(value, 2) for value in os.getloadavg()],
    }


def main() -> None:
    results = run()
    text = json.dumps(results, indent=2, ensure_ascii=False)
    print(text)
    RESULTS_FILE.parent.mkdir(parents=True, exist_ok=True)
    RESULTS_FILE.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
