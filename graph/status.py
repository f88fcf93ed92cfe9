"""Is the database reachable, which version is it, and is Chronograph's schema in place?"""

from __future__ import annotations

from dataclasses import dataclass

from neo4j import READ_ACCESS, AsyncDriver
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired

import cypher
from graph.schema import SchemaState, schema_state
from graph.server.versions import kernel_version

UNAVAILABLE = (ServiceUnavailable, SessionExpired, OSError)


@dataclass(frozen=True, kw_only=True)
class DatabaseStatus:
    reachable: bool
    version: str | None
    schema: SchemaState | None
    error: str | None = None

    @property
    def ready(self) -> bool:
        return self.reachable and self.schema is not None and self.schema.applied

    def reason(self) -> str:
        if self.error is not None:
            return self.error
        return self.schema.reason() if self.schema is not None else "unknown"


async def database_status(driver: AsyncDriver, *, database: str, dimensions: int) -> DatabaseStatus:
    try:
        async with driver.session(database="system", default_access_mode=READ_ACCESS) as session:
            components = await (await session.run(cypher.load("server_components"))).data()
        state = await schema_state(driver, database=database, dimensions=dimensions)
    except UNAVAILABLE as error:
        return DatabaseStatus(
            reachable=False, version=None, schema=None, error=f"Neo4j is unreachable: {error}"
        )
    except Neo4jError as error:
        return DatabaseStatus(
            reachable=True, version=None, schema=None, error=f"Neo4j refused: {error.message}"
        )
    return DatabaseStatus(reachable=True, version=kernel_version(components), schema=state)
