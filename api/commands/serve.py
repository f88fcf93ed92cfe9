"""`chronograph serve`: the GraphQL API on uvicorn."""

from __future__ import annotations

import argparse
import sys

import uvicorn

from api.app import create_app
from api.auth import OpenApiNotAllowedError
from graph.settings import Settings
from ingest.embedding import EmbeddingModelError, load_embedder


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="run the GraphQL API (Neo4j must be reachable at CHRONOGRAPH_NEO4J_URI)",
        description="Serve /graphql, GraphiQL, /healthz and /readyz with uvicorn.",
    )
    parser.add_argument("--host", help="bind address (default CHRONOGRAPH_API_HOST, 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default CHRONOGRAPH_API_PORT, 8000)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
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
    try:
        # Loaded here, not in the app's lifespan, so a model that cannot load is one clear
        # error line and exit code 2 instead of uvicorn's traceback.
        embedder = load_embedder(
            settings.embedding_model, expected_dimensions=settings.embedding_dimensions
        )
        app = create_app(settings, embedder=embedder)
    except (OpenApiNotAllowedError, EmbeddingModelError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    uvicorn.run(app, host=settings.api_host, port=settings.api_port)
    return 0
