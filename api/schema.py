"""The Graphene schema agents call. Resolvers are transport only: they call graph/ and ingest/."""

from __future__ import annotations

from typing import Any

import graphene

from api.context import services_of
from graph.status import database_status


class Health(graphene.ObjectType):  # type: ignore[misc]
    neo4j_version = graphene.String(description="null when Neo4j is unreachable")
    neo4j_reachable = graphene.Boolean(required=True)
    schema_applied = graphene.Boolean(required=True)
    reason = graphene.String(required=True, description="what is missing, or 'schema applied'")


class Query(graphene.ObjectType):  # type: ignore[misc]
    health = graphene.Field(Health, required=True, description="Neo4j version and schema state")

    @staticmethod
    async def resolve_health(root: None, info: graphene.ResolveInfo) -> dict[str, Any]:
        services = services_of(info)
        current = await database_status(
            services.driver,
            database=services.settings.neo4j_database,
            dimensions=services.embedder.dimensions,
        )
        return {
            "neo4j_version": current.version,
            "neo4j_reachable": current.reachable,
            "schema_applied": current.ready,
            "reason": current.reason(),
        }


def build_schema() -> graphene.Schema:
    return graphene.Schema(query=Query)
