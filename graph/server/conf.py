"""The neo4j.conf of a local instance, written from the settings before each start."""

from __future__ import annotations

from graph.server.layout import ServerLayout
from graph.settings import Settings

LOOPBACK_NAMES = ("localhost", "127.0.0.1")


def api_origin(settings: Settings) -> str:
    """Where Neo4j Browser reaches Chronograph's API (a wildcard bind is reached on loopback)."""
    host = "127.0.0.1" if settings.api_host in ("0.0.0.0", "::", "") else settings.api_host
    return f"http://{host}:{settings.api_port}"


def browser_settings(settings: Settings) -> dict[str, str]:
    """What Browser reads from `dbms.clientConfig()` once it connects.

    Browser 5.x checks the host of every `:play URL` and `:style URL` against
    `browser.remote_content_hostname_whitelist` (hostname only, any port). Neo4j 5.26 knows the
    setting by that name only: the `..._allowlist` spelling fails strict validation.
    """
    host = api_origin(settings).removeprefix("http://").rsplit(":", 1)[0]
    allowed = ["guides.neo4j.com", *LOOPBACK_NAMES]
    if host not in allowed:
        allowed.append(host)
    origin = api_origin(settings)
    return {
        "browser.remote_content_hostname_whitelist": ",".join(allowed),
        # Runs after each login: Chronograph's style sheet, then its guide (both need the API).
        # Browser's usage reports: no banner asking for them, nothing sent from offline machines.
        "client.allow_telemetry": "false",
        "browser.post_connect_cmd": (
            f"style {origin}/browser-style.grass; play {origin}/browser-guide"
        ),
    }


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
        **browser_settings(settings),
    }
    body = "\n".join(f"{key}={value}" for key, value in lines.items())
    return f"# Written by `chronograph neo4j start`; edit the settings, not this file.\n{body}\n"


def write_conf(settings: Settings, layout: ServerLayout) -> None:
    layout.conf_dir.mkdir(parents=True, exist_ok=True)
    (layout.conf_dir / "neo4j.conf").write_text(render_conf(settings, layout), encoding="utf-8")
