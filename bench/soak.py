"""Soak test of the API: `python -m bench.soak [--clients 32] [--duration 600]`.

Starts a fresh benchmark Neo4j (CHRONOGRAPH_BENCH_SLOT picks its ports) and `chronograph
serve` over loopback, seeds the LoCoMo conversations of ../shared/eval/locomo_dev.json (read in
place) through `ingestTurns`, then runs concurrent clients for the whole duration, mixing
ingest, recall, profile and traversal (see bench/soak_load.py) over those users and new ones.
Reports requests/s overall and per operation, p50/p95/p99 latency, errors per operation and
code, the RSS of the API server and of Neo4j over time with the slope of the API server's after
the warm-up, then checks that every acknowledged turn is stored exactly once and that every
preference chain touched is linear. Writes bench/results/soak.json.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.http_load import LOCOMO, locomo_questions, start_api_server, stop_api_server
from bench.instance import (
    bench_database,
    bench_settings,
    latency_summary_ms,
    percentile,
    write_results,
)
from bench.rss import RssSampler
from bench.soak_checks import check_chains, check_turns
from bench.soak_load import MIX, Call, SoakState
from graph import server
from ingest.formats import read_locomo

API_PORT_BASE = 28100
"""The API listens on API_PORT_BASE + 10 * CHRONOGRAPH_BENCH_SLOT."""


def parse_arguments(argv: Sequence[str] | None = None) -> argparse.Namespace:
    slot = int(os.environ.get("CHRONOGRAPH_BENCH_SLOT", "0"))
    parser = argparse.ArgumentParser(
        prog="python -m bench.soak",
        description="Soak the GraphQL API: concurrent agents mixing "
        + ", ".join(f"{name} {share:.0%}" for name, share in MIX.items())
        + " against a fresh Neo4j; throughput, latency, errors, memory trend and a final "
        "consistency check, written to bench/results/soak.json. CHRONOGRAPH_BENCH_SLOT=N "
        "runs it beside other benchmarks (its own Neo4j ports and API port).",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("--clients", type=int, default=32, help="concurrent clients")
    parser.add_argument("--duration", type=float, default=600.0, help="seconds of load")
    parser.add_argument(
        "--users",
        type=int,
        default=8,
        help="users: the 3 LoCoMo conversations (seeded first), then new ones the load fills",
    )
    parser.add_argument(
        "--sample-interval", type=float, default=5.0, help="seconds between RSS samples"
    )
    parser.add_argument(
        "--warmup", type=float, default=120.0, help="seconds left out of the RSS slope"
    )
    parser.add_argument("--timeout", type=float, default=60.0, help="per-request timeout (s)")
    parser.add_argument("--port", type=int, default=API_PORT_BASE + 10 * slot, help="API port")
    parser.add_argument(
        "--output", default="soak", help="results name: bench/results/<output>.json"
    )
    return parser.parse_args(argv)


def _operations(calls: Sequence[Call], elapsed: float) -> dict[str, Any]:
    by_operation: dict[str, list[Call]] = defaultdict(list)
    for call in calls:
        by_operation[call.operation].append(call)
    figures = {}
    for name, found in sorted(by_operation.items()):
        seconds = [call.reply.seconds for call in found]
        codes = Counter(call.reply.code for call in found if call.reply.code is not None)
        figures[name] = {
            "requests": len(found),
            "requests_per_s": round(len(found) / elapsed, 2),
            **latency_summary_ms(seconds),
            "p99_ms": round(percentile(seconds, 0.99) * 1000, 3),
            "errors": sum(codes.values()),
            "errors_by_code": dict(codes),
        }
    return figures


def _per_minute(calls: Sequence[Call]) -> list[dict[str, Any]]:
    """Requests, errors and p95 latency per operation in each minute: a slow degradation
    shows here before it shows in the totals."""
    minutes: dict[int, list[Call]] = defaultdict(list)
    for call in calls:
        minutes[int(call.at_s // 60)].append(call)
    rows = []
    for minute, found in sorted(minutes.items()):
        by_operation: dict[str, list[float]] = defaultdict(list)
        for call in found:
            by_operation[call.operation].append(call.reply.seconds)
        rows.append(
            {
                "minute": minute,
                "requests": len(found),
                "errors": sum(1 for call in found if call.reply.code is not None),
                "p95_ms": {
                    name: round(percentile(values, 0.95) * 1000, 1)
                    for name, values in sorted(by_operation.items())
                },
            }
        )
    return rows


def _log_counts(log: Path) -> dict[str, int]:
    """Transactions the driver retried (deadlocks and other transient errors) and errors the
    API server logged: retries are invisible to clients except as latency."""
    text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    lines = text.splitlines()
    return {
        "transient_retries": sum("will be retried" in line for line in lines),
        "error_lines": sum(" ERROR " in line or line.startswith("ERROR") for line in lines),
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = bench_settings()
    log = settings.data_dir.with_name(f"{settings.data_dir.name}-api.log")
    log.unlink(missing_ok=True)
    sessions = list(read_locomo(LOCOMO, "UTC"))
    locomo_users = list(dict.fromkeys(session.user_id for session in sessions))
    users = locomo_users[: args.users]
    users += [f"soak-u{i}" for i in range(args.users - len(users))]
    seeded = [session for session in sessions if session.user_id in users]
    async with bench_database(settings) as db:
        api = start_api_server(settings, port=args.port, log=log)
        try:
            state = SoakState(
                utterances=[t.text for s in sessions for t in s.turns if t.text],
                locomo_questions=locomo_questions(sessions),
                url=f"http://127.0.0.1:{args.port}/graphql",
                timeout_s=args.timeout,
            )
            began = time.monotonic()
            by_user = [[s for s in seeded if s.user_id == user] for user in locomo_users]
            turns = sum(await asyncio.gather(*(state.seed(found) for found in by_user)))
            seed = {
                "turns": turns,
                "seconds": round(time.monotonic() - began, 1),
                "preference_actions": dict(state.preference_actions),
            }
            state.preference_actions.clear()
            print(f"seeded {turns} turns in {seed['seconds']} s", flush=True)
            neo4j_pid = server.status(settings).pid
            pids = {"api": api.pid} | ({"neo4j": neo4j_pid} if neo4j_pid else {})
            sampler = RssSampler(pids, args.sample_interval)
            sampling = asyncio.create_task(sampler.run())
            load_average = os.getloadavg()
            began = time.monotonic()
            deadline = began + args.duration
            await asyncio.gather(
                *(
                    state.run_client(i, users[i % len(users)], began, deadline)
                    for i in range(args.clients)
                )
            )
            elapsed = time.monotonic() - began
            sampler.stop.set()
            await sampling
            print(f"load done: {len(state.calls)} requests in {elapsed:.0f} s", flush=True)
            turns_check = await check_turns(db, state.acknowledged_turns)
            chains_check = await check_chains(state)
        finally:
            stop_api_server(api)
    operations = _operations(state.calls, elapsed)
    errors = sum(operation["errors"] for operation in operations.values())
    error_samples = [call.reply.detail for call in state.calls if call.reply.code][:5]
    return {
        "data": "locomo_dev.json (read in place): seeded conversations, utterances, questions",
        "setup": {
            "clients": args.clients,
            "duration_s": args.duration,
            "users": users,
            "mix": MIX,
            "request_timeout_s": args.timeout,
            "rss_sample_interval_s": args.sample_interval,
            "warmup_s": args.warmup,
            "transport": "HTTP/1.1 POST over loopback, one connection per client, no think time",
            "server": "chronograph serve (one uvicorn worker) + Neo4j "
            f"{settings.neo4j_version} on this machine",
            "cpus": os.cpu_count(),
            "load_average_at_start": [round(value, 2) for value in load_average],
            "load_average_at_end": [round(value, 2) for value in os.getloadavg()],
        },
        "seed": seed,
        "requests": len(state.calls),
        "requests_per_s": round(len(state.calls) / elapsed, 2),
        "operations": operations,
        "errors": errors,
        "error_samples": error_samples,
        "preference_actions": dict(state.preference_actions),
        "rss": {name: sampler.summary(name, after_s=args.warmup) for name in pids},
        "rss_samples": [
            {"t_s": round(t, 1), **{name: round(v, 1) for name, v in sizes.items()}}
            for t, sizes in sampler.rows
        ],
        "per_minute": _per_minute(state.calls),
        "consistency": {
            "turns": turns_check,
            "preference_chains": chains_check,
            "ok": turns_check["ok"] and chains_check["ok"],
        },
        "api_log": {"path": str(log), **_log_counts(log)},
    }


def main(argv: Sequence[str] | None = None) -> None:
    args = parse_arguments(argv)
    figures = asyncio.run(run(args))
    write_results(args.output, figures)


if __name__ == "__main__":
    main()
