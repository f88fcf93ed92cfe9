"""Telling the server's capabilities from its version and its vector indexes' properties."""

from __future__ import annotations

from pathlib import Path

import pytest

from graph.features import ServerFeatures
from graph.schema import schema_statements
from graph.server import ProvisioningError
from graph.server.java import java_executable
from graph.server.layout import ServerLayout
from graph.server.versions import (
    apoc_version,
    has_search_clause,
    is_calendar,
    kernel_version,
    main_class,
    minimum_java,
    version_tuple,
)
from graph.settings import Settings

INDEXES = ("turn_embedding", "event_embedding", "preference_embedding")
FILTERED = {name: ["embedding", "user_id"] for name in INDEXES}
PLAIN = {name: ["embedding"] for name in INDEXES}


@pytest.mark.parametrize(
    ("version", "numbers", "calendar", "search"),
    [
        ("5.26.19", (5, 26), False, False),
        ("5.26.0-drop01.0", (5, 26), False, False),
        ("2025.10.1", (2025, 10), True, False),
        ("2026.01.0", (2026, 1), True, True),
        ("2026.08.1", (2026, 8), True, True),
        ("2027.02.0", (2027, 2), True, True),
        ("dev", (0, 0), False, False),
    ],
)
def test_versions_tell_the_line_and_the_search_clause(
    version: str, numbers: tuple[int, int], calendar: bool, search: bool
) -> None:
    assert version_tuple(version) == numbers
    assert is_calendar(version) is calendar
    assert has_search_clause(version) is search


def test_a_calendar_version_needs_java_21_and_its_own_entry_point() -> None:
    assert (minimum_java("5.26.19"), minimum_java("2026.08.1")) == (17, 21)
    assert main_class("5.26.19") == "org.neo4j.server.CommunityEntryPoint"
    assert main_class("2026.08.1") == "org.neo4j.server.Neo4jCommunity"


def test_apoc_follows_the_server_line_unless_set() -> None:
    assert apoc_version(Settings(neo4j_version="5.26.19")) == "5.26.19"
    assert apoc_version(Settings(neo4j_version="2026.08.1")) is None
    assert apoc_version(Settings(neo4j_version="5.26.19", apoc_version="none")) is None
    assert apoc_version(Settings(neo4j_version="5.26.18", apoc_version="5.26.18")) == "5.26.18"


def test_each_set_of_versions_has_its_own_jar_folder(tmp_path: Path) -> None:
    lts = ServerLayout.from_settings(Settings(cache_dir=tmp_path, neo4j_version="5.26.19"))
    current = ServerLayout.from_settings(Settings(cache_dir=tmp_path, neo4j_version="2026.08.1"))
    assert lts.jars.name == "5.26.19-browser5.24.0-apoc5.26.19"
    assert current.jars.name == "2026.08.1-browser5.24.0"


def test_features_on_a_server_with_search_and_filtered_indexes() -> None:
    features = ServerFeatures()
    assert not features.filters_by_user(INDEXES)
    features.learn("2026.08.1", FILTERED)
    assert features.search_clause
    assert features.filters_by_user(INDEXES)
    assert features.filters_by_user(["turn_embedding"])


def test_an_index_without_the_filter_property_keeps_the_old_form() -> None:
    """An index created before an upgrade (no `WITH [n.user_id]`) cannot take the filter."""
    features = ServerFeatures()
    features.learn("2026.08.1", {**FILTERED, "event_embedding": ["embedding"]})
    assert features.filters_by_user(["turn_embedding", "preference_embedding"])
    assert not features.filters_by_user(INDEXES)
    features.learn("2026.08.1", PLAIN)
    assert not features.filters_by_user(["turn_embedding"])


def test_a_5_26_server_never_filters_in_the_index() -> None:
    features = ServerFeatures()
    features.learn("5.26.19", FILTERED)
    assert not features.search_clause
    assert not features.filters_by_user(["turn_embedding"])


def test_schema_declares_the_filter_property_only_where_search_exists() -> None:
    lts = [s for s in schema_statements("5.26.19") if "VECTOR INDEX" in s]
    current = [s for s in schema_statements("2026.08.1") if "VECTOR INDEX" in s]
    assert len(lts) == len(current) == 3
    assert not any("WITH [n.user_id]" in s for s in lts)
    assert all(s.startswith("CYPHER 25") and "WITH [n.user_id]" in s for s in current)
    assert len(schema_statements("5.26.19")) == len(schema_statements("2026.08.1"))


def test_a_java_set_but_missing_is_named(tmp_path: Path) -> None:
    settings = Settings(java=str(tmp_path / "no-java"))
    with pytest.raises(ProvisioningError, match="java was not found at"):
        java_executable(settings)


def test_the_kernel_version_is_picked_among_the_components() -> None:
    assert kernel_version([{"name": "Neo4j Kernel", "version": "5.26.19"}]) == "5.26.19"
    both = [{"name": "Cypher", "version": "5"}, {"name": "Neo4j Kernel", "version": "2026.08.1"}]
    assert kernel_version(both) == "2026.08.1"
    assert kernel_version([]) is None
