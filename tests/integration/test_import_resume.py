"""`chronograph import` killed mid-run and run again stores what one uninterrupted run stores."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from api.commands.importer import import_file
from graph.database import Database
from graph.settings import Settings
from tests.integration.graph_snapshot import stored_graph

pytestmark = pytest.mark.integration

SESSIONS = 10
START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
CHANNELS = ["SMS only", "email only", "push notifications only"]


def _session_texts(number: int) -> list[str]:
    """Eight turns whose facts vary with the session: events, causes, preferences, Chinese."""
    channel = CHANNELS[number % len(CHANNELS)]
    return [
        f"I went to the climbing gym yesterday with friend number {number}.",
        "Sounds fun, how was it?",
        f"My bike broke last week near station {number}.",
        "The repair shop fixed my bike because the chain was replaced.",
        f"Never call me, {channel}.",
        f"我上周去了第{number}家咖啡店。",
        f"我喜欢深色的简约风格，预算不超过{4000 + 100 * (number % 5)}块",
        "Thanks, talk soon.",
    ]


def _conversation(user_id: str) -> list[dict[str, Any]]:
    rows = []
    for number in range(SESSIONS):
        began = START + timedelta(days=3 * number)
        for index, text in enumerate(_session_texts(number)):
            rows.append(
                {
                    "user_id": user_id,
                    "session_id": f"{user_id}-s{number:02d}",
                    "external_id": f"s{number:02d}:t{index}",
                    "speaker": "Mia" if index % 2 == 0 else "Assistant",
                    "text": text,
                    "at": (began + timedelta(minutes=index)).isoformat(),
                }
            )
    return rows


def _write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))
    return path


def _import_command(path: Path) -> list[str]:
    return [sys.executable, "-m", "api.cli", "import", str(path), "--format", "jsonl"]


def _kill_after_sessions(path: Path, sessions: int, timeout_s: float = 120) -> str:
    """Start `chronograph import`, SIGKILL it once its progress shows `sessions` done."""
    process = subprocess.Popen(
        _import_command(path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=os.environ.copy(),
    )
    assert process.stderr is not None
    marker = f"[{sessions}/{SESSIONS} sessions]".encode()
    output = b""
    deadline = time.monotonic() + timeout_s
    try:
        while marker not in output:
            chunk = os.read(process.stderr.fileno(), 4096)
            assert chunk and time.monotonic() < deadline, f"no progress: {output.decode()}"
            output += chunk
        process.send_signal(signal.SIGKILL)
    finally:
        process.kill()
        process.wait(timeout=30)
        process.stderr.close()
    assert process.returncode == -signal.SIGKILL, output.decode()
    return output.decode()


async def test_a_killed_import_resumes_to_the_same_graph(
    db: Database, settings: Settings, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = f"import-run-{uuid.uuid4()}"
    reference = f"import-reference-{uuid.uuid4()}"
    run_file = _write_jsonl(tmp_path / "run.jsonl", _conversation(run))
    reference_file = _write_jsonl(tmp_path / "reference.jsonl", _conversation(reference))

    await import_file(settings, reference_file, "jsonl", "UTC")
    capsys.readouterr()
    expected = await stored_graph(db, reference)
    assert expected.label_counts()["Turn"] == SESSIONS * 8
    assert expected.type_counts()["CAUSED"] > 0 and expected.type_counts()["SUPERSEDES"] > 0

    _kill_after_sessions(run_file, sessions=2)
    interrupted = await stored_graph(db, run)
    turns_per_session = Counter(turn["session_id"] for turn in interrupted.turns())
    assert 2 <= len(turns_per_session) < SESSIONS, "the import was not interrupted mid-run"
    assert set(turns_per_session.values()) == {8}, "a session was written in part"

    resumed = subprocess.run(
        _import_command(run_file), capture_output=True, text=True, timeout=300, check=False
    )
    assert resumed.returncode == 0, resumed.stderr
    stored_before = len(interrupted.turns())
    assert f"({SESSIONS * 8 - stored_before} new)" in resumed.stderr.splitlines()[-1]

    actual = await stored_graph(db, run)
    assert actual.label_counts() == expected.label_counts()
    assert actual.type_counts() == expected.type_counts()
    assert actual.digest() == expected.digest()
