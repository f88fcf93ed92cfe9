"""Applying `cypher/schema.cypher` and checking that every index it declares is online."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from neo4j import READ_ACCESS, AsyncDriver

import cypher
from graph.database import driver_errors_mapped
from graph.server.versions import has_search_clause, kernel_version

_DECLARED_NAME = re.compile(r"CREATE\s+(?:\w+\s+)*?(?:CONSTRAINT|INDEX)\s+(\w+)\s+IF NOT EXISTS")
_VECTOR_NAME = re.compile(r"CREATE\s+VECTOR\s+INDEX\s+(\w+)")


def declared_index_names() -> list[str]:
    return [m.group(1) for s in cypher.statements("schema") if (m := _DECLARED_NAME.search(s))]


def declared_vector_indexes() -> list[str]:
    return [m.group(1) for s in cypher.statements("schema") if (m := _VECTOR_NAME.search(s))]


@dataclass(frozen=True, kw_only=True)
class SchemaState:
    missing: list[str] = field(default_factory=list)
    not_online: list[str] = field(default_factory=list)
    wrong_dimensions: dict[str, int] = field(default_factory=dict)

    @property
    def applied(self) -> bool:
        return not (self.missing or self.not_online or self.wrong_dimensions)

    def reason(self) -> str:
        if self.applied:
            return "schema applied"
        parts = []
        if self.missing:
            parts.append(
                f"missing indexes: {', '.join(self.missing)} (run `chronograph db migrate`)"
            )
        if self.not_online:
            parts.append(f"indexes not online yet: {', '.join(self.not_online)}")
        for name, dimensions in self.wrong_dimensions.items():
            parts.append(
                f"vector index {name} has {dimensions} dimensions but the embedding model gives "
                "another size: re-embed (`chronograph reembed`) or configure the original model"
            )
        return "; ".join(parts)


def _is_replaced(statement: str, server_version: str) -> bool:
    """A vector index of schema.cypher, on a server with SEARCH (2026.01+): there
    schema_vector_filtered.cypher declares it instead (filtered by user inside the index)."""
    return has_search_clause(server_version) and _VECTOR_NAME.search(statement) is not None


def schema_statements(server_version: str) -> list[str]:
    """Every statement `apply_schema` runs on a server of `server_version`, in order."""
    plain = [s for s in cypher.statements("schema") if not _is_replaced(s, server_version)]
    if not has_search_clause(server_version):
        return plain
    return plain + cypher.statements("schema_vector_filtered")


async def apply_schema(driver: AsyncDriver, *, database: str, dimensions: int) -> None:
    """Create every constraint and index that does not exist yet, then wait until all are online."""
    with driver_errors_mapped():
        async with driver.session(database=database) as session:
            components = await (await session.run(cypher.load("server_components"))).data()
            version = kernel_version(components) or ""
            for statement in cypher.statements("schema"):
                if not _is_replaced(statement, version):
                    await (await session.run(statement, dimensions=dimensions)).consume()
            if has_search_clause(version):
                for statement in cypher.statements("schema_vector_filtered"):
                    await (await session.run(statement, dimensions=dimensions)).consume()
            await (await session.run(cypher.load("await_indexes"), timeout_s=300)).consume()


async def schema_state(driver: AsyncDriver, *, database: str, dimensions: int) -> SchemaState:
    # One auto-commit read, not execute_query: a status check must fail fast, not retry.
    with driver_errors_mapped():
        async with driver.session(database=database, default_access_mode=READ_ACCESS) as session:
            result = await session.run(cypher.load("schema_indexes"))
            records = [record async for record in result]
    found = {record["name"]: record for record in records}
    vectors = set(declared_vector_indexes())
    return SchemaState(
        missing=[name for name in declared_index_names() if name not in found],
        not_online=[
            name
            for name in declared_index_names()
            if name in found and found[name]["state"] != "ONLINE"
        ],
        wrong_dimensions={
            name: int(found[name]["dimensions"])
            for name in vectors
            if name in found and found[name]["dimensions"] not in (None, dimensions)
        },
    )
