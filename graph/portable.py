"""One user's whole memory as portable, versioned JSON Lines, and back.

The format (`FORMAT`, version `VERSION`), one JSON object per line:

    {"format": "chronograph-export", "version": 1, "user_id", "embedding_model": {"id",
     "dimensions"}, "counts": {"nodes": {label: n}, "edges": {type: n}}}      the header
    {"kind": "node", "label", "id", "properties", "embedding"}                 User, Session,
                                                                               Turn, Event,
                                                                               Preference, Entity
    {"kind": "edge", "type", "from": [label, id], "to": [label, id], "properties"}
    {"kind": "end", "sha256"}                                                  the content hash

Nodes and edges come in a fixed order (label, id; type, endpoints), so the same graph always
exports to the same lines, and `sha256` (over the node and edge lines) tells two exports
of equal content apart from different ones. Datetimes are `{"$datetime": ISO 8601}`.
Embeddings travel with their model's id: a store with another model refuses them.

Restoring under another user id rewrites `user_id`, and maps every node id (and a turn's
`session_id`) to a new stable id, so the copy can live next to the original; restoring the
same file twice adds nothing.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections import Counter
from collections.abc import Iterable, Iterator
from datetime import datetime
from typing import Any

from neo4j import AsyncManagedTransaction
from neo4j.time import Date, DateTime

from graph.database import Database, rows
from graph.errors import InvalidWriteError

FORMAT = "chronograph-export"
VERSION = 1
LABELS = ("User", "Session", "Turn", "Event", "Preference", "Entity")
IMPORT_BATCH = 500
_COPY = uuid.UUID("6f1d2c64-3f6b-4e0e-9a55-6a1b0f3e2d17")


def _encode(value: Any) -> Any:
    if isinstance(value, DateTime):
        return {"$datetime": value.to_native().isoformat()}
    if isinstance(value, Date):
        return {"$date": value.iso_format()}
    if isinstance(value, list):
        return [_encode(item) for item in value]
    return value


def _decode(value: Any) -> Any:
    if isinstance(value, dict) and "$datetime" in value:
        return datetime.fromisoformat(value["$datetime"])
    if isinstance(value, dict) and "$date" in value:
        return datetime.fromisoformat(value["$date"]).date()
    if isinstance(value, list):
        return [_decode(item) for item in value]
    return value


def _properties(properties: dict[str, Any]) -> dict[str, Any]:
    return {key: _encode(value) for key, value in sorted(properties.items()) if value is not None}


def _line(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


async def export_user(db: Database, *, user_id: str, model_id: str, dimensions: int) -> list[str]:
    """The export of `user_id` as lines (without newlines), header first, hash last."""
    nodes = sorted(
        await db.fetch("read/export_nodes", user_id=user_id),
        key=lambda row: (LABELS.index(row["label"]), row["id"]),
    )
    edges = sorted(
        await db.fetch("read/export_edges", user_id=user_id),
        key=lambda row: (row["type"], row["from_label"], row["from_id"], row["to_id"]),
    )
    body = [
        _line(
            {
                "kind": "node",
                "label": row["label"],
                "id": row["id"],
                "properties": _properties(row["properties"]),
                "embedding": row["embedding"],
            }
        )
        for row in nodes
    ] + [
        _line(
            {
                "kind": "edge",
                "type": row["type"],
                "from": [row["from_label"], row["from_id"]],
                "to": [row["to_label"], row["to_id"]],
                "properties": _properties(row["properties"]),
            }
        )
        for row in edges
    ]
    header = {
        "format": FORMAT,
        "version": VERSION,
        "user_id": user_id,
        "embedding_model": {"id": model_id, "dimensions": dimensions},
        "counts": {
            "nodes": dict(sorted(Counter(row["label"] for row in nodes).items())),
            "edges": dict(sorted(Counter(row["type"] for row in edges).items())),
        },
    }
    return [_line(header), *body, _line({"kind": "end", "sha256": content_hash(body)})]


def content_hash(lines: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for line in lines:
        digest.update(line.encode())
        digest.update(b"\n")
    return digest.hexdigest()


class _Renamer:
    """Node ids of the copy: unchanged for the same user, stable new ones for another."""

    def __init__(self, source_user: str, target_user: str) -> None:
        self.source_user = source_user
        self.target_user = target_user

    def id(self, label: str, node_id: str) -> str:
        if self.source_user == self.target_user:
            return node_id
        if label == "User":
            return self.target_user
        return str(uuid.uuid5(_COPY, f"{self.target_user}\x00{label}\x00{node_id}"))

    def node(self, record: dict[str, Any]) -> dict[str, Any]:
        properties = {key: _decode(value) for key, value in record["properties"].items()}
        if "user_id" in properties:
            properties["user_id"] = self.target_user
        if record["label"] == "Turn" and "session_id" in properties:
            properties["session_id"] = self.id("Session", properties["session_id"])
        node_id = self.id(record["label"], record["id"])
        properties["id"] = node_id
        return {
            "label": record["label"],
            "id": node_id,
            "properties": properties,
            "embedding": record.get("embedding"),
        }

    def edge(self, record: dict[str, Any]) -> dict[str, Any]:
        (from_label, from_id), (to_label, to_id) = record["from"], record["to"]
        return {
            "type": record["type"],
            "from_label": from_label,
            "from_id": self.id(from_label, from_id),
            "to_label": to_label,
            "to_id": self.id(to_label, to_id),
            "properties": {key: _decode(value) for key, value in record["properties"].items()},
        }


def read_export(lines: Iterable[str]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and the node and edge records of an export; InvalidWriteError when the
    lines are not a complete export of a known version, or its hash does not match."""
    parsed = [line for line in (raw.strip() for raw in lines) if line]
    if not parsed:
        raise InvalidWriteError("empty export file")
    try:
        header = json.loads(parsed[0])
        records = [json.loads(line) for line in parsed[1:]]
    except json.JSONDecodeError as error:
        raise InvalidWriteError(f"not JSON Lines: {error}") from None
    if header.get("format") != FORMAT or header.get("version") != VERSION:
        raise InvalidWriteError(f"not a {FORMAT} version {VERSION} file")
    if not records or records[-1].get("kind") != "end":
        raise InvalidWriteError("the export is truncated: its last line is not the end record")
    if content_hash(parsed[1:-1]) != records[-1].get("sha256"):
        raise InvalidWriteError("the export's content does not match its sha256")
    return header, records[:-1]


def _batches(items: list[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    for first in range(0, len(items), IMPORT_BATCH):
        yield items[first : first + IMPORT_BATCH]


async def restore_user(
    db: Database, lines: Iterable[str], *, model_id: str, as_user: str | None = None
) -> dict[str, int]:
    """Restore an export (under `as_user` when given) in one transaction; returns counts of
    nodes and edges written. Refuses an export whose embeddings come from another model."""
    header, records = read_export(lines)
    exported_model = header["embedding_model"]["id"]
    if exported_model != model_id:
        raise InvalidWriteError(
            f"the export's embeddings come from {exported_model!r} but this store uses "
            f"{model_id!r}: import it with CHRONOGRAPH_EMBEDDING_MODEL={exported_model}, then "
            "run `chronograph reembed`"
        )
    renamer = _Renamer(header["user_id"], as_user or header["user_id"])
    nodes = [renamer.node(record) for record in records if record.get("kind") == "node"]
    edges = [renamer.edge(record) for record in records if record.get("kind") == "edge"]

    async def work(tx: AsyncManagedTransaction) -> dict[str, int]:
        written = {"nodes": 0, "edges": 0}
        for batch in _batches(nodes):
            found = await rows(tx, "write/import_nodes", nodes=batch)
            written["nodes"] += int(found[0]["restored"])
        for batch in _batches(edges):
            found = await rows(tx, "write/import_edges", user_id=renamer.target_user, edges=batch)
            written["edges"] += int(found[0]["restored"])
        return written

    return await db.write(work)
