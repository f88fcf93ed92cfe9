"""One user's stored graph, reduced to what two equivalent writes must share.

Node counts per label, relationship counts per type, and a digest of every node's and
relationship's properties. Generated values are taken out: ids (random UUIDs, or derived from
the user id) and embeddings; the user id itself is replaced by `<user>` wherever it occurs (in
`user_id`, session ids), so two users given the same conversations compare equal.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from graph.database import Database

GENERATED = frozenset({"id", "embedding"})


def _plain(value: Any, user_id: str) -> Any:
    if isinstance(value, str):
        return value.replace(user_id, "<user>")
    if isinstance(value, list):
        return [_plain(item, user_id) for item in value]
    if isinstance(value, bool | int | float) or value is None:
        return value
    return str(value)  # neo4j.time values: ISO 8601 with the offset


def _properties(properties: dict[str, Any], user_id: str) -> dict[str, Any]:
    return {
        key: _plain(value, user_id) for key, value in properties.items() if key not in GENERATED
    }


def _signature(*parts: Any) -> str:
    return json.dumps(parts, sort_keys=True, ensure_ascii=False)


@dataclass(frozen=True, kw_only=True)
class StoredGraph:
    nodes: dict[str, tuple[str, dict[str, Any]]]
    """Element id -> (labels joined by ':', properties without generated values)."""
    relationships: list[tuple[str, str, str, dict[str, Any]]]
    """(type, start element id, end element id, properties)."""

    def label_counts(self) -> Counter[str]:
        return Counter(label for label, _ in self.nodes.values())

    def type_counts(self) -> Counter[str]:
        return Counter(kind for kind, *_ in self.relationships)

    def digest(self) -> str:
        """A hash of the content: the same for the same facts, whatever their ids."""

        def node(key: str) -> str:
            return _signature(*self.nodes[key]) if key in self.nodes else f"foreign {key}"

        lines = sorted(_signature(*value) for value in self.nodes.values())
        lines += sorted(
            _signature(kind, node(start), node(end), properties)
            for kind, start, end, properties in self.relationships
        )
        return hashlib.sha256("\n".join(lines).encode()).hexdigest()

    def turns(self) -> list[dict[str, Any]]:
        return [properties for label, properties in self.nodes.values() if label == "Turn"]

    def facts_from(self, external_ids: Collection[str]) -> Counter[str]:
        """Events and preferences per label with an EXTRACTED_FROM edge to one of these turns."""
        turns = {
            key
            for key, (label, properties) in self.nodes.items()
            if label == "Turn" and properties["external_id"] in external_ids
        }
        facts = {
            start
            for kind, start, end, _ in self.relationships
            if kind == "EXTRACTED_FROM" and end in turns
        }
        return Counter(self.nodes[key][0] for key in facts)


async def stored_graph(db: Database, user_id: str) -> StoredGraph:
    rows = await db.fetch("checks/user_snapshot", user_id=user_id)
    return StoredGraph(
        nodes={
            row["key"]: (":".join(sorted(row["detail"])), _properties(row["properties"], user_id))
            for row in rows
            if row["kind"] == "node"
        },
        relationships=[
            (*row["detail"], _properties(row["properties"], user_id))
            for row in rows
            if row["kind"] == "edge"
        ],
    )
