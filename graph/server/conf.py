"""The neo4j.conf of a local instance, written from the settings before each start."""

from __future__ import annotations

from graph.server.layout import ServerLayout
from graph.settings import Settings


def render_conf(settings: Settings, layout: ServerLayout) -> str:
    lines = {
        "server.default_listen_address": "127.0.0.1",
        "server.default_advertised_address": "127.0.0.1",
        "server.bolt.listen_address": f"127.0.0.1:{settings.neo4j_bolt_port}",
        "server.http.listen_address": f"127.0.0.1:{settings.neo4j_http_port}",
        "server.https.enabled": "false",
        "server.directories.data": str(layout.instance / "data"),
        "server.directories.logs": str(layout.logs_dir),
        "server.directories.run": str(layout.pid_file.parent),
        "server.directories.import": str(layout.instance / "import"),
        "server.directories.plugins": str(layout.plugins),
        "server.directories.lib": str(layout.lib),
        # Sized for a 2-core, 24 GiB machine that also runs the API and the embedding model.
        "server.memory.heap.initial_size": settings.neo4j_heap,
        "server.memory.heap.max_size": settings.neo4j_heap,
        "server.memory.pagecache.size": settings.neo4j_pagecache,
        "dbms.usage_report.enabled": "false",
        "dbms.security.procedures.unrestricted": "apoc.*",
        "db.tx_log.rotation.retention_policy": "1 days",
    }
    body = "\n".join(f"{key}={value}" for key, value in lines.items())
    return f"# Written by `chronograph neo4j start`; edit the settings, not this file.\n{body}\n"


def write_conf(settings: Settings, layout: ServerLayout) -> None:
    layout.conf_dir.mkdir(parents=True, exist_ok=True)
    (layout.conf_dir / "neo4j.conf").write_text(render_conf(settings, layout), encoding="utf-8")
