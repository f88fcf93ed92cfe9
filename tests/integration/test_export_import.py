"""Portable memories: exportUser (GraphQL) and `chronograph import --format chronograph`, round
trip against the real Neo4j. The restored graph equals the original: node and edge counts per
kind, the content hash (same user), profile, preference history and recall answers (another
user)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from graph.database import Database
from graph.forget import forget_user
from graph.portable import read_export, restore_user
from ingest.embedding import Embedder
from tests.integration.gql import data, error, ingest, turn

EXPORT = "query X($u: ID!) { exportUser(userId: $u) }"
PROFILE = """query P($u: ID!) { profile(userId: $u) { category key value confidence validFrom
  validUntil supersedes { value } sources { externalId text } } }"""
HISTORY = """query H($u: ID!) { preferenceHistory(userId: $u, category: "notification",
  key: "channel") { preference { value validFrom validUntil } } }"""
RECALL = """query R($u: ID!, $q: String!) { recall(userId: $u, query: $q,
  at: "2026-06-15T15:00:00+08:00",
  limit: 5) { items { kind score node { ... on Turn { text } ... on Event { summary }
  ... on Preference { value } } } } }"""
QUESTIONS = ["how do I want to be notified?", "工单为什么被升级了?", "what happened to my laptop?"]
STORY = [
    ("n1", "Please notify me by SMS only.", "2026-05-01T09:00:00+08:00"),
    ("n2", "From now on, notify me by email only.", "2026-06-01T09:00:00+08:00"),
    ("k1", "My laptop broke, so I opened a support ticket.", "2026-06-10T09:00:00+08:00"),
    ("k2", "The ticket was resolved after they replaced the screen.", "2026-06-12T09:00:00+08:00"),
    ("g1", "工单被升级了,因为一直没人回复。", "2026-06-13T09:00:00+08:00"),
]


def remember_story(api_url: str, user_id: str) -> None:
    for external_id, text, at in STORY:
        ingest(api_url, user_id, f"{user_id}-{external_id}", [turn(external_id, text, at)])


def exported(api_url: str, user_id: str) -> list[str]:
    text: str = data(api_url, EXPORT, {"u": user_id})["exportUser"]
    assert text.endswith("\n")
    return text.splitlines()


def answers(api_url: str, user_id: str) -> dict[str, Any]:
    return {
        "profile": data(api_url, PROFILE, {"u": user_id})["profile"],
        "history": data(api_url, HISTORY, {"u": user_id})["preferenceHistory"],
        "recall": [data(api_url, RECALL, {"u": user_id, "q": q})["recall"] for q in QUESTIONS],
    }


def assert_same_answers(left: dict[str, Any], right: dict[str, Any]) -> None:
    """Equal profiles and histories; the same recalled items in the same order. Scores may
    differ by a percent or so: Lucene's BM25 statistics count the user id field (the copy's
    id is longer) and deleted documents until their segments merge."""
    assert left["profile"] == right["profile"]
    assert left["history"] == right["history"]
    for mine, theirs in zip(left["recall"], right["recall"], strict=True):
        assert [(i["kind"], i["node"]) for i in mine["items"]] == [
            (i["kind"], i["node"]) for i in theirs["items"]
        ]
        scores = [i["score"] for i in theirs["items"]]
        assert [i["score"] for i in mine["items"]] == pytest.approx(scores, rel=0.02, abs=0.01)


async def test_restored_under_the_same_user_it_is_the_same_graph(
    api_url: str, user_id: str, db: Database, embedder: Embedder
) -> None:
    remember_story(api_url, user_id)
    original = exported(api_url, user_id)
    header, records = read_export(original)
    assert header["user_id"] == user_id
    assert header["embedding_model"]["id"] == embedder.model_id
    assert header["counts"]["nodes"]["Turn"] == len(STORY)
    assert header["counts"]["edges"]["SUPERSEDES"] >= 1
    assert all(r["embedding"] for r in records if r.get("label") in {"Turn", "Event"})
    before = answers(api_url, user_id)

    assert await forget_user(db, user_id=user_id) > 0
    assert read_export(exported(api_url, user_id))[0]["counts"]["nodes"] == {}
    written = await restore_user(db, original, model_id=embedder.model_id)
    assert written["nodes"] == sum(header["counts"]["nodes"].values())
    assert written["edges"] == sum(header["counts"]["edges"].values())
    restored = exported(api_url, user_id)
    assert restored[-1] == original[-1]  # the content hash
    assert restored == original
    assert_same_answers(answers(api_url, user_id), before)
    await restore_user(db, original, model_id=embedder.model_id)
    assert exported(api_url, user_id) == original  # restoring twice adds nothing


def test_restored_under_another_user_by_the_cli(api_url: str, user_id: str, tmp_path: Path) -> None:
    remember_story(api_url, user_id)
    path = tmp_path / "export.jsonl"
    path.write_text("".join(f"{line}\n" for line in exported(api_url, user_id)))
    copy = f"{user_id}-copy"
    command = [sys.executable, "-m", "api.cli", "import", "--format", "chronograph", str(path)]
    finished = subprocess.run(
        [*command, "--as-user", copy], env=dict(os.environ), capture_output=True, timeout=300
    )
    assert finished.returncode == 0, finished.stderr.decode()

    original_header = read_export(path.read_text().splitlines())[0]
    copy_lines = exported(api_url, copy)
    copy_header, copy_records = read_export(copy_lines)
    assert copy_header["counts"] == original_header["counts"]
    assert {r["properties"].get("user_id") for r in copy_records if r["kind"] == "node"} == {copy}
    assert_same_answers(answers(api_url, copy), answers(api_url, user_id))
    # The original is untouched by its copy.
    assert read_export(exported(api_url, user_id))[0]["counts"] == original_header["counts"]


def test_a_damaged_export_is_refused_and_writes_nothing(
    api_url: str, user_id: str, tmp_path: Path
) -> None:
    remember_story(api_url, user_id)
    lines = exported(api_url, user_id)
    node = json.loads(lines[1])
    node["properties"]["user_id"] = "someone-else"
    path = tmp_path / "damaged.jsonl"
    path.write_text("\n".join([lines[0], json.dumps(node), *lines[2:]]) + "\n")
    copy = f"{user_id}-damaged"
    command = [sys.executable, "-m", "api.cli", "import", "--format", "chronograph", str(path)]
    finished = subprocess.run(
        [*command, "--as-user", copy], env=dict(os.environ), capture_output=True, timeout=300
    )
    assert finished.returncode == 2
    assert b"sha256" in finished.stderr
    assert read_export(exported(api_url, copy))[0]["counts"]["nodes"] == {}
    refused = error(api_url, EXPORT, {"u": ""})
    assert refused["extensions"]["code"] == "BAD_USER_INPUT"
