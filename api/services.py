"""The services of a process, created once (the app's lifespan, a CLI command) and handed down.

Start-up order: the embedding model first (a model that cannot load stops start-up with a
clear error, not the first request), then the driver; then, if Neo4j answers, the schema and
the check that stored vectors come from the configured model.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from api.metrics import Metrics
from graph.capabilities import detect_features
from graph.database import Database
from graph.driver import Driver, create_driver
from graph.english_vectors import ENGLISH_META_KEY
from graph.errors import StoreUnavailableError
from graph.meta import claim_embedding_model
from graph.schema import apply_schema
from graph.settings import Settings
from ingest.embedding import Embedder, load_embedder, load_english_embedder
from ingest.extract.plugin import load_extractor
from ingest.pipeline import Ingestor

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class Services:
    settings: Settings
    driver: Driver
    db: Database
    embedder: Embedder
    ingestor: Ingestor
    english_embedder: Embedder | None = None
    """The second vector for English turns (CHRONOGRAPH_ENGLISH_EMBEDDING_MODEL), or None."""
    metrics: Metrics = field(default_factory=Metrics)
    """This process's Prometheus metrics (served at /metrics)."""


async def prepare_database(services: Services) -> None:
    """Apply the schema, learn what the server can do (the vector query form follows) and
    claim the embedding model; raises if Neo4j is unreachable."""
    settings = services.settings
    await apply_schema(
        services.driver, database=settings.neo4j_database, dimensions=services.embedder.dimensions
    )
    features = await detect_features(services.db)
    log.info(
        "Neo4j %s: vector search %s",
        features.version,
        "filtered by user in the index" if features.user_filtered_indexes else "over-fetched",
    )
    await claim_embedding_model(
        services.db, model_id=services.embedder.model_id, dimensions=services.embedder.dimensions
    )
    if services.english_embedder is not None:
        await claim_embedding_model(
            services.db,
            model_id=services.english_embedder.model_id,
            dimensions=services.english_embedder.dimensions,
            key=ENGLISH_META_KEY,
        )


@contextlib.asynccontextmanager
async def open_services(
    settings: Settings, *, require_database: bool, embedder: Embedder | None = None
) -> AsyncIterator[Services]:
    """The services for `settings`; `embedder`, when given, was loaded already (by `serve`)."""
    if embedder is None:
        embedder = load_embedder(
            settings.embedding_model, expected_dimensions=settings.embedding_dimensions
        )
    english_embedder = load_english_embedder(settings.english_embedding_model)
    driver = create_driver(settings)
    db = Database(driver, settings.neo4j_database)
    services = Services(
        settings=settings,
        driver=driver,
        db=db,
        embedder=embedder,
        english_embedder=english_embedder,
        ingestor=Ingestor(
            db=db,
            embedder=embedder,
            extractor=load_extractor(settings.extractor),
            timezone=settings.timezone,
            english_embedder=english_embedder,
        ),
    )
    services.metrics.watch_pool(driver)
    try:
        try:
            await prepare_database(services)
        except StoreUnavailableError as error:
            if require_database:
                raise
            log.warning("Neo4j unreachable at start-up; schema not applied yet: %s", error)
        yield services
    finally:
        await driver.close()
