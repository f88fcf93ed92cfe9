"""Recall latency at scale: `python -m bench.recall_scale --items 100000 --users 1`.

Writes synthetic turns for `--users` users: real text for full-text search (turns of the LoCoMo
and MemoryBank conversations, read in place from ../shared/eval, drawn at random) and random
unit vectors (embedding a million texts would take hours here). Then times recall for
questions of one user, the query embedding included, with a warm page cache: in process, then
over HTTP (GraphQL on `chronograph serve`, one client). Reports p50/p95, how the vector path
searched (an exact scan of a small user, the index, or the index and then an exact scan because
the global top-k held too few of the user's nodes, or the index filtered by user on Neo4j
2026.x), the page-cache size and peak RSS. Appends to bench/results/recall_scale.json, one entry
per fill and Neo4j version (CHRONOGRAPH_NEO4J_VERSION picks the server).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import numpy as np

from bench.embedding import load_sentences
from bench.graph_write import _vectors
from bench.http_load import KEY, RECALL, post_graphql, start_api_server, stop_api_server
from bench.instance import (
    RESULTS,
    bench_database,
    bench_settings,
    latency_summary_ms,
    peak_rss_mib,
    store_size_bytes,
    write_results,
)
from graph.database import Database
from graph.model import TurnInput
from graph.recall import recall
from graph.settings import Settings
from graph.turns import write_turns
from ingest.embedding import Embedder, load_embedder
from ingest.query import Question, plan_recall

START = datetime(2024, 1, 1, tzinfo=UTC)
AT = START + timedelta(days=400)
QUESTIONS = [
    "what did I say about the laptop last week?",
    "when is the flight to Beijing?",
    "which sofa style did I like three months ago?",
    "tell me about the concert with my sister",
    "我上周说的健身计划是什么?",
    "what happened at the doctor?",
]


async def _fill(db: Database, *, items: int, users: int, dimensions: int) -> float:
    rng, draw = np.random.default_rng(5), random.Random(5)
    english, _ = load_sentences("en", 100_000)
    chinese, _ = load_sentences("zh", 100_000)
    texts = sorted(set(english) | set(chinese))
    per_user = items // users
    began = time.perf_counter()
    queue: asyncio.Queue[tuple[str, int, int]] = asyncio.Queue()
    for user in range(users):
        for first in range(0, per_user, 500):
            queue.put_nowait((f"scale-u{user}", first, min(500, per_user - first)))

    async def worker() -> None:
        while not queue.empty():
            user_id, first, count = queue.get_nowait()
            vectors = _vectors(count, dimensions, rng)
            turns = [
                TurnInput(
                    external_id=f"t{first + i}",
                    speaker="user",
                    text=draw.choice(texts),
                    at=START + timedelta(minutes=37 * (first + i)),
                    embedding=vectors[i],
                )
                for i in range(count)
            ]
            await write_turns(db, user_id=user_id, session_id=f"{user_id}-{first}", turns=turns)

    await asyncio.gather(*(worker() for _ in range(4)))
    return time.perf_counter() - began


async def _time_queries(db: Database, embedder: Embedder, rounds: int) -> dict[str, Any]:
    at = AT
    latencies: list[float] = []
    searches: Counter[str] = Counter()
    for round_number in range(rounds + 1):
        for text in QUESTIONS:
            began = time.perf_counter()
            question = Question(user_id="scale-u0", text=text, at=at, timezone="UTC")
            result = await recall(db, plan_recall(question, embedder).request)
            if round_number:  # the first round warms caches and query plans
                latencies.append(time.perf_counter() - began)
                searches[result.vector_search] += 1
    return latency_summary_ms(latencies) | {
        "queries": len(latencies),
        "vector_search": dict(searches),
        "vector_index_fallbacks": searches["index_then_exact"],
    }


API_PORT_BASE = 28200
"""The API listens on API_PORT_BASE + 10 * CHRONOGRAPH_BENCH_SLOT."""


async def _time_http(settings: Settings, rounds: int) -> dict[str, Any]:
    """The same questions through `chronograph serve` from one client (GraphQL over loopback)."""
    port = API_PORT_BASE + 10 * int(os.environ.get("CHRONOGRAPH_BENCH_SLOT", "0"))
    server = start_api_server(settings, port=port)
    latencies: list[float] = []
    errors = 0
    try:
        async with httpx.AsyncClient(
            headers={"authorization": f"Bearer {KEY}"}, timeout=60
        ) as http:
            for round_number in range(rounds + 1):
                for text in QUESTIONS:
                    reply = await post_graphql(
                        http,
                        f"http://127.0.0.1:{port}/graphql",
                        RECALL,
                        {"u": "scale-u0", "q": text, "at": AT.isoformat()},
                    )
                    errors += reply.code is not None
                    if round_number:
                        latencies.append(reply.seconds)
    finally:
        stop_api_server(server)
    return latency_summary_ms(latencies) | {"queries": len(latencies), "errors": errors}


async def run(args: argparse.Namespace) -> None:
    settings = bench_settings(neo4j_pagecache=args.pagecache)
    embedder = load_embedder(settings.embedding_model)
    fill = {"items": args.items, "users": args.users}
    marker = settings.data_dir / "recall_scale_fill.json"
    kept = json.loads(marker.read_text()) if args.reuse and marker.exists() else None
    if args.reuse and (kept is None or {key: kept[key] for key in fill} != fill):
        raise SystemExit(f"--reuse: no store of {fill} kept in {settings.data_dir}")
    async with bench_database(settings, keep=args.keep, reuse=args.reuse) as db:
        if kept is None:
            seconds = await _fill(
                db, items=args.items, users=args.users, dimensions=embedder.dimensions
            )
            kept = fill | {"write_seconds": round(seconds, 1)}
        load_average = os.getloadavg()
        neo4j_version = db.features.version
        timings = await _time_queries(db, embedder, args.rounds)
        over_http = await _time_http(settings, args.rounds)
        size = store_size_bytes(settings)
    if args.keep:
        marker.write_text(json.dumps(kept))
    path = RESULTS / "recall_scale.json"
    runs: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    runs[f"{args.items}_items_{args.users}_users@{neo4j_version}"] = {
        "items": args.items,
        "users": args.users,
        "neo4j_version": neo4j_version,
        "vector_index_filtered_by_user": bool(db.features.user_filtered_indexes),
        "write_seconds": kept["write_seconds"],
        "recall_in_process": timings,
        "recall_over_http": over_http,
        "load_average_at_start": [round(value, 2) for value in load_average],
        "load_average_at_end": [round(value, 2) for value in os.getloadavg()],
        "page_cache": settings.neo4j_pagecache,
        "store_size_mib": round(size / 2**20, 1),
        "client_peak_rss_mib": peak_rss_mib(),
    }
    write_results("recall_scale", runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--pagecache", default="4g")
    parser.add_argument(
        "--keep", action="store_true", help="keep the filled store for a later --reuse"
    )
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="time recall on the store a --keep run of the same --items/--users left",
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
