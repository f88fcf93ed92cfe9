"""What a Neo4j version implies for the local server: its line, Java, entry point and APOC.

Neo4j has two numbering schemes: the 5.x line (5.26 is the LTS, on Java 17) and calendar
versions from 2025.01 (`2026.08.1`: year, month, patch), which need Java 21 or newer, start
through another main class, and have no APOC core on Maven Central.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from graph.settings import Settings

FIRST_CALENDAR_YEAR = 2025
SEARCH_CLAUSE_SINCE = (2026, 1)
"""Cypher 25's `SEARCH ... IN (VECTOR INDEX ... WHERE ...)`, vector search with in-index filters."""
NEWEST_APOC = "5.26.19"
"""The newest APOC core on Maven Central; it is built for the 5.26 line only."""
_MAIN_CLASSES = {
    "5": "org.neo4j.server.CommunityEntryPoint",
    "calendar": "org.neo4j.server.Neo4jCommunity",
}
_LEADING_NUMBERS = re.compile(r"^(\d+)\.(\d+)")


def version_tuple(version: str) -> tuple[int, int]:
    """The first two numbers of a Neo4j version (`5.26.19` -> (5, 26), `2026.08.1` -> (2026, 8));
    (0, 0) for a version that does not start with them."""
    match = _LEADING_NUMBERS.match(version.strip())
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)


def kernel_version(components: Iterable[Mapping[str, Any]]) -> str | None:
    """The version in `server_components`' rows: the kernel's (2026.x also lists Cypher's)."""
    rows = list(components)
    kernel = [row for row in rows if row["name"] == "Neo4j Kernel"] or rows
    return str(kernel[0]["version"]) if kernel else None


def is_calendar(version: str) -> bool:
    return version_tuple(version)[0] >= FIRST_CALENDAR_YEAR


def has_search_clause(version: str) -> bool:
    """Whether a server of `version` knows vector search with in-index filters (SEARCH)."""
    return version_tuple(version) >= SEARCH_CLAUSE_SINCE


def minimum_java(version: str) -> int:
    return 21 if is_calendar(version) else 17


def main_class(version: str) -> str:
    return _MAIN_CLASSES["calendar" if is_calendar(version) else "5"]


def apoc_version(settings: Settings) -> str | None:
    """The APOC to install beside the server: as set, or the newest for a 5.x server, or none
    ('none', or a calendar version without a setting: no APOC for them is published)."""
    if settings.apoc_version == "none":
        return None
    if settings.apoc_version:
        return settings.apoc_version
    return None if is_calendar(settings.neo4j_version) else NEWEST_APOC
