"""The one async Neo4j driver of a process. Creating it opens no connection."""

from __future__ import annotations

from typing import TypeAlias

from neo4j import AsyncDriver, AsyncGraphDatabase

from graph.server.password import neo4j_password
from graph.settings import Settings

# The driver's retry delays start at 1 s and double, so one 15 s budget waited out whole seconds
# between attempts. Shorter, slower-growing steps fit a budget of a few seconds: 0.1, 0.15,
# 0.23 ... s, so the last attempt falls about one step after `neo4j_retry_s`.
FIRST_RETRY_DELAY_S = 0.1
RETRY_DELAY_GROWTH = 1.5


Driver: TypeAlias = AsyncDriver
"""The driver's type, for the layers above graph/ that hold one and hand it back down: they
import it from here, and nothing from the neo4j package."""


def create_driver(settings: Settings) -> Driver:
    """A driver for `neo4j_uri`: bolt:// for one server, neo4j:// routes reads in a cluster."""
    return AsyncGraphDatabase.driver(
        settings.neo4j_uri,
        auth=(settings.neo4j_user, neo4j_password(settings)),
        connection_acquisition_timeout=10.0,
        max_transaction_retry_time=settings.neo4j_retry_s,
        initial_retry_delay=FIRST_RETRY_DELAY_S,
        retry_delay_multiplier=RETRY_DELAY_GROWTH,
        notifications_min_severity="WARNING",
        # Warnings about property keys that no node has yet are expected on a young graph.
        notifications_disabled_classifications=["UNRECOGNIZED"],
    )
