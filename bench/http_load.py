"""What the HTTP benchmarks (`api_load`, `soak`) share: the LoCoMo file and its questions,
`chronograph serve` in a child process, and one GraphQL call with its outcome."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from graph.settings import Settings
from ingest.formats import ImportedSession

LOCOMO = Path(__file__).resolve().parents[1] / ".." / "shared" / "eval" / "locomo_dev.json"
KEY = "bench-key"
"""The one API key of the benchmark server, allowed every user."""
RECALL = """query Recall($u: ID!, $q: String!, $at: DateTime) {
  recall(userId: $u, query: $q, at: $at, limit: 10) {
    resolvedTime { start end }
    items { score kind path node { id ... on Turn { text } ... on Event { summary } }
            sources { id externalId } }
  }
}"""
"""The recall an agent sends: the ten best items, why they rank, and their sources."""


def locomo_questions(sessions: Iterable[ImportedSession]) -> list[dict[str, Any]]:
    """LoCoMo questions of categories 1-4 as `recall` variables (u, q, at), each asked at noon
    the day after its conversation's last turn."""
    last: dict[str, datetime] = {}
    for session in sessions:
        for turn in session.turns:
            last[session.user_id] = max(last.get(session.user_id, turn.at), turn.at)
    questions = []
    for sample in json.loads(LOCOMO.read_text(encoding="utf-8")):
        user = str(sample["sample_id"])
        at = (last[user] + timedelta(days=1)).replace(hour=12, minute=0, second=0)
        for qa in sample["qa"]:
            if qa.get("category") in (1, 2, 3, 4):
                questions.append({"u": user, "q": qa["question"], "at": at.isoformat()})
    return questions


def start_api_server(
    settings: Settings, *, port: int, log: Path | None = None, workers: int = 1
) -> subprocess.Popen[bytes]:
    """`chronograph serve --workers N` on 127.0.0.1:`port` against the Neo4j of `settings`,
    once /readyz answers. Its output goes to `log` (appended), or nowhere."""
    environment = {
        **os.environ,
        "CHRONOGRAPH_DATA_DIR": str(settings.data_dir),
        "CHRONOGRAPH_NEO4J_URI": settings.neo4j_uri,
        "CHRONOGRAPH_NEO4J_BOLT_PORT": str(settings.neo4j_bolt_port),
        "CHRONOGRAPH_NEO4J_HTTP_PORT": str(settings.neo4j_http_port),
        "CHRONOGRAPH_API_KEYS": json.dumps({KEY: ["*"]}),
    }
    environment.pop("CHRONOGRAPH_NEO4J_PASSWORD", None)
    command = [sys.executable, "-m", "api.cli", "serve", "--port", str(port)]
    if workers != 1:
        command += ["--workers", str(workers)]
    with contextlib.ExitStack() as files:
        output = subprocess.DEVNULL if log is None else files.enter_context(log.open("ab"))
        process = subprocess.Popen(command, env=environment, stdout=output, stderr=output)
    deadline = time.monotonic() + 300  # several workers each load the model, on busy cores
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200:
                return process
        except httpx.TransportError:
            pass
        if process.poll() is not None:
            break
        time.sleep(0.5)
    process.terminate()
    raise RuntimeError("the API server did not become ready")


def stop_api_server(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    process.wait(timeout=30)


@dataclass(frozen=True)
class Reply:
    """One GraphQL call: `code` is None on success, else the first error's `extensions.code`,
    `HTTP <status>`, or the transport exception's class name (`ReadTimeout`)."""

    seconds: float
    code: str | None
    data: dict[str, Any]
    detail: str


async def post_graphql(
    http: httpx.AsyncClient, url: str, query: str, variables: dict[str, Any]
) -> Reply:
    began = time.perf_counter()
    try:
        response = await http.post(url, json={"query": query, "variables": variables})
    except httpx.HTTPError as error:
        return Reply(time.perf_counter() - began, type(error).__name__, {}, repr(error))
    seconds = time.perf_counter() - began
    try:
        body = response.json()
    except ValueError:
        return Reply(seconds, f"HTTP {response.status_code}", {}, response.text[:300])
    errors = body.get("errors") if isinstance(body, dict) else None
    if errors:
        code = str((errors[0].get("extensions") or {}).get("code", "NO_CODE"))
        return Reply(seconds, code, {}, response.text[:300])
    if response.status_code != 200:
        return Reply(seconds, f"HTTP {response.status_code}", {}, response.text[:300])
    return Reply(seconds, None, body.get("data") or {}, "")
