"""A throwaway Neo4j for benchmarks: its own data directory and ports, removed afterwards."""

from __future__ import annotations

import contextlib
import json
import os
import resource
import shutil
import statistics
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

from graph import server
from graph.capabilities import detect_features
from graph.database import Database
from graph.driver import create_driver
from graph.schema import apply_schema
from graph.settings import Settings

RESULTS = Path(__file__).parent / "results"


def bench_settings(**changes: Any) -> Settings:
    """Settings of the benchmark instance; CHRONOGRAPH_BENCH_SLOT=N runs the N-th one beside it."""
    base = Settings()
    slot = int(os.environ.get("CHRONOGRAPH_BENCH_SLOT", "0"))
    defaults: dict[str, Any] = {
        "data_dir": base.cache_dir / f"bench-instance{slot or ''}",
        "neo4j_uri": f"bolt://127.0.0.1:{27687 + 10 * slot}",
        "neo4j_bolt_port": 27687 + 10 * slot,
        "neo4j_http_port": 27474 + 10 * slot,
        "neo4j_password": None,
    }
    return base.model_copy(update=defaults | changes)


@contextlib.asynccontextmanager
async def bench_database(
    settings: Settings, *, keep: bool = False, reuse: bool = False
) -> AsyncIterator[Database]:
    """Start a server in `settings.data_dir`, apply the schema, yield it, then stop it.

    The data directory starts empty unless `reuse` (a store kept by an earlier run with `keep`).
    """
    if server.status(settings).running:
        server.stop(settings)
    if not reuse:
        shutil.rmtree(settings.data_dir, ignore_errors=True)
    server.install(settings)
    server.start(settings)
    driver = create_driver(settings)
    try:
        await apply_schema(
            driver, database=settings.neo4j_database, dimensions=settings.embedding_dimensions
        )
        db = Database(driver, settings.neo4j_database)
        await detect_features(db)
        yield db
    finally:
        await driver.close()
        server.stop(settings)
        if not keep:
            shutil.rmtree(settings.data_dir, ignore_errors=True)


def store_size_bytes(settings: Settings) -> int:
    store = settings.data_dir / "data" / "databases" / settings.neo4j_database
    return sum(path.stat().st_size for path in store.rglob("*") if path.is_file())


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def latency_summary_ms(seconds: Sequence[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(seconds) * 1000, 3),
        "p95_ms": round(percentile(seconds, 0.95) * 1000, 3),
        "max_ms": round(max(seconds) * 1000, 3),
    }


def peak_rss_mib() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def write_results(name: str, figures: dict[str, Any]) -> Path:
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(figures, indent=2, ensure_ascii=False))
    print(f"written to {path}")
    return path
