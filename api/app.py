"""The Starlette application: /graphql (Graphene schema served by Ariadne), GraphiQL, probes."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from ariadne.asgi import GraphQL
from neo4j.exceptions import Neo4jError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from api.graphiql import OfflineGraphiQL
from api.schema import build_schema
from api.services import Services, open_services, prepare_database
from graph.errors import GraphError
from graph.settings import Settings
from graph.status import UNAVAILABLE, DatabaseStatus, database_status

log = logging.getLogger(__name__)


async def healthz(request: Request) -> PlainTextResponse:
    return PlainTextResponse("ok")


async def _status(services: Services) -> DatabaseStatus:
    return await database_status(
        services.driver,
        database=services.settings.neo4j_database,
        dimensions=services.embedder.dimensions,
    )


async def readyz(request: Request) -> JSONResponse:
    services: Services = request.state.services
    current = await _status(services)
    if current.reachable and not current.ready:
        # Neo4j was down at start-up, or came back empty: apply the schema now.
        try:
            await prepare_database(services)
        except (GraphError, Neo4jError, *UNAVAILABLE) as error:
            log.warning("schema not applied yet: %s", error)
        current = await _status(services)
    body = {"ready": current.ready, "neo4j_version": current.version, "reason": current.reason()}
    return JSONResponse(body, status_code=200 if current.ready else 503)


def _graphql_context(request: Any, data: Any) -> dict[str, Any]:
    return {"request": request}


def create_app(settings: Settings) -> Starlette:
    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[dict[str, Services]]:
        # Neo4j may be down at start-up: serve anyway, /readyz says why until it is back.
        async with open_services(settings, require_database=False) as services:
            yield {"services": services}

    graphql = GraphQL(
        build_schema().graphql_schema,
        context_value=_graphql_context,
        explorer=OfflineGraphiQL(),
    )
    routes = [
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Route("/graphql", graphql, methods=["GET", "POST"]),
        Mount("/static", StaticFiles(packages=[("api", "static")]), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
