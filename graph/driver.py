"""The one async Neo4j driver of a process. Creating it opens no connection."""

from __future__ import annotations

from neo4j import AsyncDriver, AsyncGraphDatabase

from graph.server.password import neo4j_password
from graph.settings import Settings


def create_driver(settings: Settings) -> AsyncDriver:
    """A driver for `neo4j_uri`: bolt:// for one server, neo4j:// routes reads in a cluster."""
    return AsyncGraphDatabase.driver(
        settings.neo4j_uri,
        auth=(settings.neo4j_user, neo4j_password(settings)),
        connection_acquisition_timeout=10.0,
        max_transaction_retry_time=15.0,
        notifications_min_severity="WARNING",
        # Warnings about property keys that no node has yet are expected on a young graph.
        notifications_disabled_classifications=["UNRECOGNIZED"],
    )
