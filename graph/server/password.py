"""The Neo4j password: from the settings, or generated once and kept owner-readable on disk."""

from __future__ import annotations

import os
import secrets

from graph.settings import Settings


def neo4j_password(settings: Settings) -> str:
    if settings.neo4j_password is not None:
        return settings.neo4j_password.get_secret_value()
    path = settings.password_file()
    if path.is_file():
        return path.read_text(encoding="utf-8").strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    password = secrets.token_urlsafe(18)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(password + "\n")
    return password
