"""`chronograph time`: human output, --json, stdin batch mode and bad input; and how every
command reports a failure of the error tree (one line, exit code 1 or 2)."""

from __future__ import annotations

import io
import json

import pytest

from api.cli import main
from tests.conftest import free_port

AT = ["--at", "2026-11-29T15:00", "--tz", "Asia/Shanghai"]


def test_prints_a_readable_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["time", "我上周说的健身计划", *AT]) == 0
    output = capsys.readouterr().out
    assert "上周" in output and "2026-11-16T00:00:00+08:00" in output and "week" in output


def test_json_output_is_one_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["time", "上次我们聊到婚礼", "--json", *AT]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["text"] == "上次我们聊到婚礼"
    assert result["remainder"] == "我们聊到婚礼"
    assert result["expressions"] == [
        {
            "phrase": "上次",
            "span": [0, 2],
            "start": None,
            "end": "2026-11-29T15:00:00+08:00",
            "granularity": "open",
            "strategy": "most_recent",
        }
    ]


def test_stdin_gives_one_json_line_per_input_line_in_order(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("yesterday\n\n三天前\nWhat did May say?\n"))
    assert main(["time", *AT]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["text"] for line in lines] == ["yesterday", "", "三天前", "What did May say?"]
    assert lines[0]["expressions"][0]["start"] == "2026-11-28T00:00:00+08:00"
    assert lines[1]["expressions"] == [] and lines[3]["expressions"] == []
    assert lines[2]["expressions"][0]["granularity"] == "day"


def test_default_zone_is_utc(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["time", "yesterday", "--json", "--at", "2026-11-29T15:00"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["expressions"][0]["start"] == "2026-11-28T00:00:00+00:00"


def test_without_at_the_reference_is_now(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["time", "today", "--json", "--tz", "Asia/Shanghai"]) == 0
    start = json.loads(capsys.readouterr().out)["expressions"][0]["start"]
    assert start.endswith("T00:00:00+08:00")


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        (["--tz", "Mars/Olympus"], "Mars/Olympus"),
        (["--at", "yesterday-ish"], "yesterday-ish"),
    ],
)
def test_bad_input_is_a_clear_error_with_exit_code_2(
    capsys: pytest.CaptureFixture[str], arguments: list[str], named: str
) -> None:
    assert main(["time", "yesterday", *arguments]) == 2
    captured = capsys.readouterr()
    assert named in captured.err and captured.out == ""


def test_an_unreachable_neo4j_is_one_line_and_exit_code_1(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    closed = f"bolt://127.0.0.1:{free_port()}"  # nothing listens there
    monkeypatch.setenv("CHRONOGRAPH_NEO4J_URI", closed)
    monkeypatch.setenv("CHRONOGRAPH_NEO4J_PASSWORD", "unused")
    monkeypatch.setenv("CHRONOGRAPH_NEO4J_RETRY_S", "0.2")
    assert main(["db", "migrate"]) == 1
    err = capsys.readouterr().err  # also the driver's logged retries
    errors = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1 and errors[0].startswith(f"error: Neo4j at {closed} is unreachable: ")
    assert "Traceback" not in err
