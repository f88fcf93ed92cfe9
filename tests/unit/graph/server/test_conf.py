"""Pure parts of provisioning: the conf, the password file, Maven failure messages, settings."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from graph.server.conf import api_origin, browser_settings, render_conf
from graph.server.install import _explain_maven_failure
from graph.server.layout import ServerLayout
from graph.server.password import neo4j_password
from graph.settings import Settings


def test_conf_binds_loopback_and_sizes_memory(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, neo4j_bolt_port=7999, neo4j_heap="3g")
    conf = render_conf(settings, ServerLayout.from_settings(settings))
    assert "server.bolt.listen_address=127.0.0.1:7999" in conf
    assert "server.memory.heap.max_size=3g" in conf
    assert "dbms.usage_report.enabled=false" in conf
    assert f"server.directories.data={tmp_path / 'data'}" in conf


def test_generated_password_is_kept_owner_only(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path)
    first = neo4j_password(settings)
    assert len(first) >= 20
    assert neo4j_password(settings) == first
    mode = stat.S_IMODE(settings.password_file().stat().st_mode)
    assert mode == 0o600


def test_password_from_settings_wins(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, neo4j_password="from-env-123")
    assert neo4j_password(settings) == "from-env-123"
    assert not settings.password_file().exists()


def test_settings_read_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONOGRAPH_NEO4J_URI", "neo4j+s://example.databases.neo4j.io")
    monkeypatch.setenv("CHRONOGRAPH_API_PORT", "9001")
    settings = Settings()
    assert settings.neo4j_uri == "neo4j+s://example.databases.neo4j.io"
    assert settings.api_port == 9001


def test_maven_failure_names_the_artifact() -> None:
    output = (
        "[ERROR] Failed to execute goal ... Could not find artifact "
        "org.neo4j.client:neo4j-browser:jar:9.9.9 in central"
    )
    message = _explain_maven_failure(output, [("org.neo4j.client", "neo4j-browser", "9.9.9")])
    assert "org.neo4j.client:neo4j-browser:jar:9.9.9" in message
    assert "CHRONOGRAPH_BROWSER_VERSION" in message


def test_conf_lets_browser_fetch_the_guide_and_style(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, api_port=8123)
    conf = render_conf(settings, ServerLayout.from_settings(settings))
    # Neo4j 5.26 knows only this spelling; `..._allowlist` fails strict validation.
    assert (
        "browser.remote_content_hostname_whitelist=guides.neo4j.com,localhost,127.0.0.1\n" in conf
    )
    assert (
        "browser.post_connect_cmd=style http://127.0.0.1:8123/browser-style.grass; "
        "play http://127.0.0.1:8123/browser-guide\n"
    ) in conf
    assert "client.allow_telemetry=false" in conf


def test_browser_reaches_a_wildcard_api_on_loopback_and_a_named_host_is_allowed(
    tmp_path: Path,
) -> None:
    assert api_origin(Settings(data_dir=tmp_path, api_host="0.0.0.0")) == "http://127.0.0.1:8000"
    named = Settings(data_dir=tmp_path, api_host="memory.internal", api_port=9000)
    whitelist = browser_settings(named)["browser.remote_content_hostname_whitelist"]
    assert whitelist.split(",") == ["guides.neo4j.com", "localhost", "127.0.0.1", "memory.internal"]
