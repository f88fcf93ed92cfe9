"""Write throughput of the graph store: `python -m bench.graph_write [--turns N] [--users U]`.

Writes synthetic turns (real-looking text, random unit vectors of the configured dimension)
for many users in session batches, then preference statements that keep changing value, so
most of them supersede. Prints and writes bench/results/graph_write.json. Runs its own Neo4j.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time
from datetime import UTC, datetime, timedelta

import numpy as np

from bench.instance import (
    bench_database,
    bench_settings,
    latency_summary_ms,
    peak_rss_mib,
    store_size_bytes,
    write_results,
)
from graph.database import Database
from graph.model import PreferenceInput, TurnInput
from graph.preferences import record_preferences
from graph.turns import write_turns

START = datetime(2025, 1, 1, tzinfo=UTC)
WORDS = (
    "laptop flight Beijing sofa budget SMS call style dark minimalist ticket support hiking "
    "coffee tea sister birthday concert Hangzhou meeting doctor gym weekend refund"
).split()
KEYS = ["channel", "style", "budget", "food", "music"]
VALUES = ["SMS only", "email", "dark minimalist", "warm rustic", "5000 CNY", "jazz", "tea"]


def _vectors(count: int, dimensions: int, rng: np.random.Generator) -> list[list[float]]:
    raw = rng.standard_normal((count, dimensions)).astype(np.float32)
    raw /= np.linalg.norm(raw, axis=1, keepdims=True)
    return [row.tolist() for row in raw]


async def _write_all_turns(
    db: Database, *, users: int, per_user: int, batch: int, dimensions: int, workers: int
) -> tuple[float, list[float]]:
    rng = np.random.default_rng(7)
    words = random.Random(7)
    jobs: asyncio.Queue[tuple[str, str, list[TurnInput]]] = asyncio.Queue()
    for user in range(users):
        for first in range(0, per_user, batch):
            count = min(batch, per_user - first)
            vectors = _vectors(count, dimensions, rng)
            turns = [
                TurnInput(
                    external_id=f"t{first + i}",
                    speaker="user" if i % 2 == 0 else "agent",
                    text=" ".join(words.choices(WORDS, k=12)),
                    at=START + timedelta(hours=first + i),
                    embedding=vectors[i],
                )
                for i in range(count)
            ]
            jobs.put_nowait((f"bench-u{user}", f"bench-u{user}-s{first // batch}", turns))
    latencies: list[float] = []

    async def worker() -> None:
        while not jobs.empty():
            user_id, session_id, turns = jobs.get_nowait()
            began = time.perf_counter()
            await write_turns(db, user_id=user_id, session_id=session_id, turns=turns)
            latencies.append(time.perf_counter() - began)

    began = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(workers)))
    return time.perf_counter() - began, latencies


async def _write_preferences(
    db: Database, *, users: int, updates: int, batch: int, workers: int
) -> tuple[float, list[float], int]:
    rng = random.Random(11)
    per_worker: list[list[PreferenceInput]] = [[] for _ in range(workers)]
    for step in range(updates):
        user = rng.randrange(users)
        at = START + timedelta(days=30, minutes=step)
        statement = PreferenceInput(
            user_id=f"bench-u{user}",
            category="general",
            key=rng.choice(KEYS),
            value=rng.choice(VALUES),
            valid_from=at,
            recorded_at=at,
        )
        per_worker[user % workers].append(statement)  # one worker per user: no lock waits
    latencies: list[float] = []
    superseded = 0

    async def worker(statements: list[PreferenceInput]) -> None:
        nonlocal superseded
        for first in range(0, len(statements), batch):
            began = time.perf_counter()
            outcomes = await record_preferences(db, statements[first : first + batch])
            latencies.append(time.perf_counter() - began)
            superseded += sum(1 for outcome in outcomes if outcome.action == "superseded")

    began = time.perf_counter()
    await asyncio.gather(*(worker(statements) for statements in per_worker))
    return time.perf_counter() - began, latencies, superseded


async def run(args: argparse.Namespace) -> None:
    settings = bench_settings()
    async with bench_database(settings) as db:
        per_user = args.turns // args.users
        turn_seconds, turn_latencies = await _write_all_turns(
            db,
            users=args.users,
            per_user=per_user,
            batch=args.turn_batch,
            dimensions=settings.embedding_dimensions,
            workers=args.workers,
        )
        pref_seconds, pref_latencies, superseded = await _write_preferences(
            db,
            users=args.users,
            updates=args.preferences,
            batch=args.preference_batch,
            workers=args.workers,
        )
        size = store_size_bytes(settings)
    turns = per_user * args.users
    write_results(
        "graph_write",
        {
            "turns": turns,
            "users": args.users,
            "dimensions": settings.embedding_dimensions,
            "turn_batch": args.turn_batch,
            "workers": args.workers,
            "turns_per_s": round(turns / turn_seconds, 1),
            "turn_batch_latency": latency_summary_ms(turn_latencies),
            "preference_updates": args.preferences,
            "preference_batch": args.preference_batch,
            "preference_updates_per_s": round(args.preferences / pref_seconds, 1),
            "preference_superseded": superseded,
            "preference_batch_latency": latency_summary_ms(pref_latencies),
            "store_size_mib": round(size / 2**20, 1),
            "neo4j_heap": settings.neo4j_heap,
            "neo4j_pagecache": settings.neo4j_pagecache,
            "client_peak_rss_mib": peak_rss_mib(),
        },
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1_000)
    parser.add_argument("--preferences", type=int, default=20_000)
    parser.add_argument("--turn-batch", type=int, default=100)
    parser.add_argument("--preference-batch", type=int, default=50)
    parser.add_argument("--workers", type=int, default=4)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
