"""Shared fixtures. Integration tests run against a real Neo4j started here once per run.

The test instance has its own data directory and ports (17687 Bolt, 17474 HTTP), so a developer's
own server on 7687 is never touched; its store is ~/.cache/chronograph/test-instance (for a
2026.x server, test-instance-<version>). A test instance already running (for example one left
by an interrupted run) is reused; one started here is stopped at the end.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from pathlib import Path

import httpx
import pytest
from neo4j import AsyncDriver

from graph import server
from graph.capabilities import detect_features
from graph.database import Database
from graph.driver import create_driver
from graph.features import ServerFeatures
from graph.meta import claim_embedding_model
from graph.schema import apply_schema
from graph.server.versions import is_calendar
from graph.settings import Settings
from ingest.embedding import DEFAULT_EMBEDDING_MODEL, MINILM_L6_V2, Embedder, load_embedder
from ingest.extract import RuleExtractor
from ingest.pipeline import Ingestor


def _test_instance() -> str:
    """One test store per server line: a store a 2026.x server has opened is not for 5.26."""
    version = os.environ.get("CHRONOGRAPH_NEO4J_VERSION") or str(
        Settings.model_fields["neo4j_version"].default
    )
    return "test-instance" if not is_calendar(version) else f"test-instance-{version}"


TEST_ENVIRONMENT = {
    "CHRONOGRAPH_DATA_DIR": str(Path.home() / ".cache" / "chronograph" / _test_instance()),
    "CHRONOGRAPH_NEO4J_URI": "bolt://127.0.0.1:17687",
    "CHRONOGRAPH_NEO4J_BOLT_PORT": "17687",
    "CHRONOGRAPH_NEO4J_HTTP_PORT": "17474",
    "CHRONOGRAPH_NEO4J_HEAP": "1g",
    "CHRONOGRAPH_NEO4J_PAGECACHE": "512m",
}
for _name, _value in TEST_ENVIRONMENT.items():
    os.environ.setdefault(_name, _value)
os.environ.pop("CHRONOGRAPH_NEO4J_PASSWORD", None)

ARTIFACTS = Path(__file__).parent / "artifacts"

ADMIN_KEY = "test-admin-key"
"""An API key of the test server allowed every user."""
SCOPED_KEY = "test-scoped-key"
"""An API key of the test server allowed only `SCOPED_USER`."""
SCOPED_USER = "scoped-user"
TEST_API_KEYS = {ADMIN_KEY: ["*"], SCOPED_KEY: [SCOPED_USER]}


@pytest.fixture(scope="session")
def settings() -> Settings:
    return Settings()


@pytest.fixture(scope="session")
def neo4j_server(settings: Settings) -> Iterator[server.ServerStatus]:
    server.install(settings, echo=lambda _: None)
    already_running = server.status(settings).running
    current = server.status(settings) if already_running else server.start(settings)
    yield current
    if not already_running:
        server.stop(settings, echo=lambda _: None)


@pytest.fixture(scope="session")
async def driver(
    settings: Settings, neo4j_server: server.ServerStatus
) -> AsyncIterator[AsyncDriver]:
    neo4j_driver = create_driver(settings)
    await apply_schema(
        neo4j_driver, database=settings.neo4j_database, dimensions=settings.embedding_dimensions
    )
    yield neo4j_driver
    await neo4j_driver.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@contextlib.contextmanager
def running_api(
    environment: Mapping[str, str], log_path: Path, options: Sequence[str] = ()
) -> Iterator[str]:
    """A real `chronograph serve [options]` process on a free port with `environment`; yields
    its URL.

    Its stdout and stderr go to `log_path`; it is terminated on leaving the block.
    """
    port = free_port()
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "api.cli", "serve", "--port", str(port), *options],
            env=dict(environment),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    # Two embedding models load at start-up: on two busy cores that took over a minute.
    deadline = time.monotonic() + 180
    try:
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"API server did not start:\n{log_path.read_text()}")
            time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


@pytest.fixture(scope="session")
def api_url(neo4j_server: server.ServerStatus) -> Iterator[str]:
    """A real `chronograph serve` process on a free port, against the test Neo4j."""
    environment = {**os.environ, "CHRONOGRAPH_API_KEYS": json.dumps(TEST_API_KEYS)}
    with running_api(environment, ARTIFACTS / "api-server.log") as url:
        yield url


@pytest.fixture(scope="session")
async def server_features(driver: AsyncDriver, settings: Settings) -> ServerFeatures:
    """What the test server can do, asked once (as the service asks at start-up)."""
    return await detect_features(Database(driver, settings.neo4j_database))


@pytest.fixture
async def db(driver: AsyncDriver, settings: Settings, server_features: ServerFeatures) -> Database:
    return Database(driver, settings.neo4j_database, features=server_features)


@pytest.fixture
def user_id() -> str:
    """A fresh user per test: tests isolate by tenant, as production does."""
    return f"test-user-{uuid.uuid4()}"


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    return load_embedder(DEFAULT_EMBEDDING_MODEL)


@pytest.fixture(scope="session")
def english_embedder() -> Embedder:
    """The second vector of English turns, as the service loads it by default."""
    return load_embedder(MINILM_L6_V2, device="cpu")


@pytest.fixture
async def ingestor(db: Database, embedder: Embedder, english_embedder: Embedder) -> Ingestor:
    await claim_embedding_model(db, model_id=embedder.model_id, dimensions=embedder.dimensions)
    return Ingestor(
        db=db,
        embedder=embedder,
        extractor=RuleExtractor(),
        timezone="Asia/Shanghai",
        english_embedder=english_embedder,
    )
