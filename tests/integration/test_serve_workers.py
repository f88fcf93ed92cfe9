"""`chronograph serve --workers N`: several processes on one port, each with its own lifespan."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import httpx

from graph import server
from tests.conftest import ADMIN_KEY, ARTIFACTS, TEST_API_KEYS, running_api

RECALL = 'query { recall(userId: "workers-nobody", query: "the red bicycle") { items { score } } }'


def test_two_workers_answer_on_one_port(neo4j_server: server.ServerStatus) -> None:
    environment = {**os.environ, "CHRONOGRAPH_API_KEYS": json.dumps(TEST_API_KEYS)}
    log = ARTIFACTS / "api-server-workers.log"
    with running_api(environment, log, ["--workers", "2"]) as url:
        headers = {"authorization": f"Bearer {ADMIN_KEY}"}
        for _ in range(6):
            reply = httpx.post(
                f"{url}/graphql", json={"query": RECALL}, headers=headers, timeout=60
            )
            assert reply.status_code == 200, reply.text
            assert reply.json() == {"data": {"recall": {"items": []}}}
        supervisor = [
            line
            for line in log.read_text(encoding="utf-8").splitlines()
            if "Started parent" in line
        ]
        assert supervisor, log.read_text(encoding="utf-8")


def test_workers_must_be_at_least_one() -> None:
    finished = subprocess.run(
        [sys.executable, "-m", "api.cli", "serve", "--workers", "0"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert finished.returncode == 2
    assert "error: --workers must be at least 1, got 0" in finished.stderr
