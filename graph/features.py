"""What the connected Neo4j can do: its version, and its vector indexes that filter by user.

Neo4j 5.26's vector indexes cannot filter: recall asks a global top-k and keeps the user's
nodes (`recall/vector_index`, over-fetched, then an exact scan if too few were the user's).
From 2026.01, Cypher 25's `SEARCH n IN (VECTOR INDEX … WHERE n.user_id = $u LIMIT $k)` keeps
only the user's nodes inside the index (`recall/vector_search`), for an index that declares
user_id as a filter property (`WITH [n.user_id]`, schema_vector_filtered.cypher). Both the
version and each index's properties count: an index created before an upgrade has no filter
property, and keeps the 5.26 form until it is rebuilt. `graph.capabilities` asks the server.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from graph.server.versions import has_search_clause

FILTER_PROPERTY = "user_id"


@dataclass
class ServerFeatures:
    """The server's version and its vector indexes that filter by user; empty (the 5.26 forms)
    until `detect_features` has asked. Mutable: a server unreachable at start-up is asked once
    it answers, and one process holds one."""

    version: str | None = None
    user_filtered_indexes: frozenset[str] = field(default_factory=frozenset)

    def learn(self, version: str, vector_indexes: Mapping[str, Sequence[str]]) -> None:
        """Record what `version` and its vector indexes (name -> properties) allow."""
        self.version = version
        self.user_filtered_indexes = (
            frozenset(
                name
                for name, properties in vector_indexes.items()
                if FILTER_PROPERTY in properties[1:]
            )
            if has_search_clause(version)
            else frozenset()
        )

    def filters_by_user(self, indexes: Iterable[str]) -> bool:
        """Whether one SEARCH filtered by user can serve every one of `indexes`."""
        return all(name in self.user_filtered_indexes for name in indexes)

    @property
    def search_clause(self) -> bool:
        return self.version is not None and has_search_clause(self.version)
