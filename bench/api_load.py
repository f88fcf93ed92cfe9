"""HTTP load on the GraphQL API: `python -m bench.api_load`.

Imports ../shared/eval/locomo_dev.json (read in place) into a fresh Neo4j of its own (Bolt
27893 + 100 * CHRONOGRAPH_BENCH_SLOT, off the series bench_settings uses) and starts
`chronograph serve` against it. One
client alone first gives the latency without queueing; then 16 concurrent clients over
loopback, for 60 s, send a 90/10 mix of `recall` (the LoCoMo questions, asked the day after
each conversation) and `ingestTurns` (two LoCoMo utterances replayed as new turns of a load
user). Reports requests/s, p50/p95 per operation and errors; writes
bench/results/api_load.json.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from bench.cpu import tree_cpu_seconds
from bench.http_load import (
    KEY,
    LOCOMO,
    RECALL,
    locomo_questions,
    post_graphql,
    start_api_server,
    stop_api_server,
)
from bench.instance import bench_database, bench_settings, latency_summary_ms, write_results
from bench.recall_common import import_sessions
from graph import server as neo4j_server
from graph.settings import Settings
from ingest.embedding import load_embedder
from ingest.extract import RuleExtractor
from ingest.formats import read_locomo
from ingest.pipeline import Ingestor

CLIENTS = 16
DURATION_S = 60.0
BASELINE_S = 15.0
"""One client alone first: the latency without queueing, to read the loaded figures against."""
RECALL_SHARE = 0.9
SLOT = int(os.environ.get("CHRONOGRAPH_BENCH_SLOT", "0"))
"""Runs beside other benchmark instances: each slot has its own ports and data directory."""
API_PORT = 28000 + 10 * SLOT
INGEST = """mutation Ingest($u: ID!, $s: ID!, $turns: [TurnInput!]!) {
  ingestTurns(userId: $u, sessionId: $s, turns: $turns) {
    createdTurns turns { id } events { id } preferences { action }
  }
}"""


class Load:
    def __init__(self, questions: list[dict[str, Any]], utterances: list[str]) -> None:
        self.questions = questions
        self.utterances = utterances
        self.latencies: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, list[str]] = defaultdict(list)

    def _ingest_variables(self, client: int, n: int, rng: random.Random) -> dict[str, Any]:
        at = datetime.now(UTC) - timedelta(days=rng.randint(1, 300))
        turns = [
            {
                "externalId": f"c{client}-{n}-{i}",
                "speaker": "user",
                "text": rng.choice(self.utterances),
                "at": (at + timedelta(minutes=i)).isoformat(),
            }
            for i in range(2)
        ]
        return {"u": f"load-{client}", "s": f"load-{client}-{n}", "turns": turns}

    async def client(self, client: int, deadline: float) -> None:
        rng = random.Random(client)
        headers = {"authorization": f"Bearer {KEY}"}
        limits = httpx.Limits(max_connections=1)
        url = f"http://127.0.0.1:{API_PORT}/graphql"
        async with httpx.AsyncClient(headers=headers, limits=limits, timeout=30) as http:
            n = 0
            while time.monotonic() < deadline:
                n += 1
                if rng.random() < RECALL_SHARE:
                    operation, query, variables = "recall", RECALL, rng.choice(self.questions)
                else:
                    variables = self._ingest_variables(client, n, rng)
                    operation, query = "ingest", INGEST
                reply = await post_graphql(http, url, query, variables)
                self.latencies[operation].append(reply.seconds)
                if reply.code is not None:
                    self.errors[operation].append(reply.detail)


async def run(workers: int) -> None:
    settings = bench_settings(
        data_dir=Settings().cache_dir / f"bench-instance-api{SLOT or ''}",
        neo4j_uri=f"bolt://127.0.0.1:{27893 + 100 * SLOT}",
        neo4j_bolt_port=27893 + 100 * SLOT,
        neo4j_http_port=27883 + 100 * SLOT,
    )
    sessions = list(read_locomo(LOCOMO, "UTC"))
    async with bench_database(settings) as db:
        embedder = load_embedder(settings.embedding_model)
        ingestor = Ingestor(db=db, embedder=embedder, extractor=RuleExtractor(), timezone="UTC")
        imported = await import_sessions(ingestor, sessions)
        print(f"imported {imported.turns} turns in {imported.seconds:.1f} s", flush=True)
        server = start_api_server(settings, port=API_PORT, workers=workers)
        neo4j_pid = neo4j_server.status(settings).pid
        try:
            load = Load(
                locomo_questions(sessions), [t.text for s in sessions for t in s.turns if t.text]
            )
            await load.client(99, time.monotonic() + 5)  # warm-up, not counted
            load.latencies.clear()
            await load.client(98, time.monotonic() + BASELINE_S)
            baseline = {name: latency_summary_ms(values) for name, values in load.latencies.items()}
            load.latencies.clear()
            load.errors.clear()
            load_average = os.getloadavg()
            api_cpu, neo4j_cpu = tree_cpu_seconds(server.pid), _cpu(neo4j_pid)
            began = time.monotonic()
            deadline = began + DURATION_S
            await asyncio.gather(*(load.client(i, deadline) for i in range(CLIENTS)))
            elapsed = time.monotonic() - began
            api_cpu = tree_cpu_seconds(server.pid) - api_cpu
            neo4j_cpu = _cpu(neo4j_pid) - neo4j_cpu
            load_average_after = os.getloadavg()
        finally:
            stop_api_server(server)
    total = sum(len(values) for values in load.latencies.values())
    per_request_ms = {
        "api_processes": round(api_cpu / total * 1000, 2),
        "neo4j": round(neo4j_cpu / total * 1000, 2),
    }
    operations = {
        name: {
            "requests": len(values),
            "requests_per_s": round(len(values) / elapsed, 1),
            **latency_summary_ms(values),
            "errors": len(load.errors[name]),
        }
        for name, values in sorted(load.latencies.items())
    }
    recall_p95 = operations["recall"]["p95_ms"]
    write_results(
        "api_load",
        {
            "data": "locomo_dev.json (3 conversations), questions of categories 1-4",
            "setup": {
                "clients": CLIENTS,
                "duration_s": DURATION_S,
                "mix": {"recall": RECALL_SHARE, "ingest": round(1 - RECALL_SHARE, 2)},
                "transport": "HTTP/1.1 POST over loopback, one connection per client",
                "server": f"chronograph serve --workers {workers} + Neo4j "
                f"{settings.neo4j_version} on this machine",
                "cpus": os.cpu_count(),
                "imported_turns": imported.turns,
                "load_average_at_start": [round(value, 2) for value in load_average],
                "load_average_at_end": [round(value, 2) for value in load_average_after],
            },
            "one_client_baseline": baseline,
            "requests_per_s": round(total / elapsed, 1),
            "operations": operations,
            "cpu_ms_per_request": per_request_ms,
            "errors": sum(len(found) for found in load.errors.values()),
            "error_samples": {name: found[:3] for name, found in load.errors.items() if found},
            "target": {
                "requests_per_s": 120,
                "recall_p95_ms": 200,
                "met": recall_p95 <= 200 and total / elapsed >= 120,
            },
        },
    )


def _cpu(pid: int | None) -> float:
    return tree_cpu_seconds(pid) if pid is not None else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, default=1, help="API worker processes")
    asyncio.run(run(parser.parse_args().workers))


if __name__ == "__main__":
    main()
