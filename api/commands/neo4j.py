"""`chronograph neo4j install | start | stop | status`: the local Neo4j server."""

from __future__ import annotations

import argparse
import sys

from graph import server
from graph.settings import Settings


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "neo4j",
        help="install, start, stop or inspect the local Neo4j server",
        description=(
            "Manage a local Neo4j Community server assembled from Maven Central. Jars go to "
            "CHRONOGRAPH_CACHE_DIR, the database, logs and password file to CHRONOGRAPH_DATA_DIR."
        ),
    )
    parser.add_argument("action", choices=["install", "start", "stop", "status"])
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    try:
        if args.action == "install":
            server.install(settings)
        elif args.action == "start":
            print(server.start(settings).describe())
        elif args.action == "stop":
            server.stop(settings)
        else:
            current = server.status(settings)
            print(current.describe())
            return 0 if current.running else 3
    except server.ProvisioningError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0
