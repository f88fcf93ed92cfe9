"""Asking the connected Neo4j what it can do, once at start-up (see graph.features)."""

from __future__ import annotations

from graph.database import Database
from graph.features import ServerFeatures
from graph.server.versions import kernel_version


async def detect_features(db: Database) -> ServerFeatures:
    """Ask the server its version and its vector indexes' properties; `db.features` learns them."""
    version = kernel_version(await db.fetch_plain("server_components")) or ""
    indexes = await db.fetch_plain("vector_index_properties")
    db.features.learn(version, {row["name"]: list(row["properties"]) for row in indexes})
    return db.features
