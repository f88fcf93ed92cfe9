"""What the graph holds after a conversation: `python -m bench.stories [--only ID]`.

Starts a fresh Neo4j of its own (data in `~/.cache/chronograph/bench-instance-stories`, Bolt
27913, HTTP 27903, each 200 higher per CHRONOGRAPH_BENCH_SLOT) and `chronograph serve` against
it (port 28020, likewise), then runs ../shared/eval/score_stories.py on
../shared/eval/memory_stories.json (both read in place). The scorer ingests every story through
GraphQL, reads profile, preference history, timeline, causal effects and recall back, and prints
what each story got wrong.
Writes bench/results/stories.json: the scorer's summary per language (profile, history, events,
causal, recall, resolved, stories_all_ok, junk counts), every story's failures, and the load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.http_load import KEY, start_api_server, stop_api_server
from bench.instance import bench_database, bench_settings, write_results
from graph.settings import Settings

EVAL = Path(__file__).resolve().parents[1] / ".." / "shared" / "eval"
STORIES = EVAL / "memory_stories.json"
SCORER = EVAL / "score_stories.py"
SLOT = int(os.environ.get("CHRONOGRAPH_BENCH_SLOT", "0"))
API_PORT = 28020 + 200 * SLOT


def stories_settings() -> Settings:
    """Its own instance, clear of the slot series of bench_settings and bench.api_load."""
    bolt_port = 27913 + 200 * SLOT
    return bench_settings(
        data_dir=Settings().cache_dir / f"bench-instance-stories{SLOT or ''}",
        neo4j_uri=f"bolt://127.0.0.1:{bolt_port}",
        neo4j_bolt_port=bolt_port,
        neo4j_http_port=27903 + 200 * SLOT,
    )


def score(only: str | None) -> dict[str, Any]:
    """Run the scorer against the API on API_PORT; its `--out` document."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "stories.json"
        command = [
            sys.executable,
            str(SCORER),
            str(STORIES),
            "--url",
            f"http://127.0.0.1:{API_PORT}/graphql",
            "--key",
            KEY,
            "--out",
            str(out),
            *(["--only", only] if only else []),
        ]
        subprocess.run(command, check=True)
        document: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
        return document


async def run(only: str | None) -> None:
    settings = stories_settings()
    async with bench_database(settings):
        server = start_api_server(settings, port=API_PORT)
        try:
            load_average = os.getloadavg()
            began = time.monotonic()
            document = score(only)
            seconds = time.monotonic() - began
        finally:
            stop_api_server(server)
    summary = document["summary"]
    write_results(
        "stories" if only is None else f"stories-{only}",
        {
            "data": "memory_stories.json (44 development stories, 22 zh + 22 en)",
            "scorer": "../shared/eval/score_stories.py, over GraphQL",
            "setup": {
                "server": "chronograph serve (one uvicorn worker) + Neo4j "
                f"{settings.neo4j_version} on this machine",
                "cpus": os.cpu_count(),
                "load_average_at_start": [round(value, 2) for value in load_average],
                "seconds": round(seconds, 1),
            },
            "zh": summary.get("zh"),
            "en": summary.get("en"),
            "all": summary.get("all"),
            "errors": summary.get("errors"),
            "capabilities": summary.get("capabilities"),
            "failures": {
                story["id"]: story.get("fails") or story.get("error")
                for story in document["stories"]
            },
        },
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="score one story id (results go to stories-<id>.json)")
    asyncio.run(run(parser.parse_args().only))


if __name__ == "__main__":
    main()
