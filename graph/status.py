"""Is the database reachable, which version is it, and is Chronograph's schema in place?"""

from __future__ import annotations

from dataclasses import dataclass

from neo4j import READ_ACCESS, AsyncDriver

import cypher
from graph.database import driver_errors_mapped
from graph.errors import StoreError, StoreUnavailableError
from graph.schema import SchemaState, schema_state
from graph.server.versions import kernel_version


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
        with driver_errors_mapped():
            async with driver.session(database="system", default_access_mode=READ_ACCESS) as s:
                components = await (await s.run(cypher.load("server_components"))).data()
        state = await schema_state(driver, database=database, dimensions=dimensions)
    except StoreUnavailableError as error:
        detail = error.__cause__ or error
        return DatabaseStatus(
            reachable=False, version=None, schema=None, error=f"Neo4j is unreachable: {detail}"
        )
    except StoreError as error:
        detail = getattr(error.__cause__, "message", None) or error
        return DatabaseStatus(
            reachable=True, version=None, schema=None, error=f"Neo4j refused: {detail}"
        )
    return DatabaseStatus(reachable=True, version=kernel_version(components), schema=state)
