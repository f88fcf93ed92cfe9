"""`chronograph serve`: the GraphQL API on uvicorn."""

from __future__ import annotations

import argparse
import os
import sys

import uvicorn
from starlette.applications import Starlette

from api.app import create_app
from graph.settings import Settings
from ingest.embedding import load_embedder


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="run the GraphQL API (Neo4j must be reachable at CHRONOGRAPH_NEO4J_URI)",
        description="Serve /graphql, GraphiQL, /healthz and /readyz with uvicorn.",
    )
    parser.add_argument("--host", help="bind address (default CHRONOGRAPH_API_HOST, 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default CHRONOGRAPH_API_PORT, 8000)")
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        help="API processes sharing the port (default 1; one per core uses every core)",
    )
    parser.set_defaults(handler=run)


def worker_app() -> Starlette:
    """The app of one of several worker processes (`--workers`): each has its own lifespan,
    so its own driver, embedding model and kept vectors; settings come from the environment,
    where `run` put the command line's."""
    return create_app(Settings())


def run(args: argparse.Namespace) -> int:
    if args.workers < 1:
        print(f"error: --workers must be at least 1, got {args.workers}", file=sys.stderr)
        return 2
    overrides = {"api_host": args.host, "api_port": args.port}
    settings = Settings(**{key: value for key, value in overrides.items() if value is not None})
    base = f"http://{settings.api_host}:{settings.api_port}"
    print(
        f"GraphQL:  {base}/graphql  (POST or GET)\n"
        f"GraphiQL: {base}/graphql  (open in a browser)\n"
        f"Neo4j Browser: http://127.0.0.1:{settings.neo4j_http_port}/browser/  "
        f"(connect to {settings.neo4j_uri}, user {settings.neo4j_user}, password in "
        f"{settings.password_file()} unless CHRONOGRAPH_NEO4J_PASSWORD is set)",
        flush=True,
    )
    # Loaded here, not in the app's lifespan, so a model that cannot load (or keys that are
    # missing) is one clear error line and exit code 2 (api.cli.main) instead of uvicorn's
    # traceback.
    embedder = load_embedder(
        settings.embedding_model, expected_dimensions=settings.embedding_dimensions
    )
    app = create_app(settings, embedder=embedder)
    if args.workers == 1:
        uvicorn.run(app, host=settings.api_host, port=settings.api_port)
        return 0
    # Worker processes import the app by name and build their own; the model loaded above
    # only proved it loads.
    del app, embedder
    os.environ["CHRONOGRAPH_API_HOST"] = settings.api_host
    os.environ["CHRONOGRAPH_API_PORT"] = str(settings.api_port)
    uvicorn.run(
        "api.commands.serve:worker_app",
        factory=True,
        workers=args.workers,
        host=settings.api_host,
        port=settings.api_port,
    )
    return 0
