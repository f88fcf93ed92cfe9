"""The Starlette application: /graphql (Graphene schema served by Ariadne), GraphiQL, /mcp (the
same operations as MCP tools, `api.mcp`), /metrics (Prometheus), probes.

Around /graphql: a request id on every request (api.middleware), the body-size limit, API-key
authentication and GraphQL-over-HTTP status codes (api.http), depth and cost rules
(api.limits), client-safe errors (api.errors) and per-request DataLoaders (api.context).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from ariadne.asgi import GraphQL
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from api import browser_guide
from api.auth import Authenticator, authenticator_from, is_loopback, presented_key
from api.context import graphql_context
from api.errors import format_error
from api.graphiql import OfflineGraphiQL
from api.http import ChronographHTTPHandler
from api.limits import validation_rules
from api.mcp import build_mcp_server
from api.mcp.http import PATH as MCP_PATH
from api.mcp.http import running, streamable_http_endpoint
from api.middleware import BodyLimitMiddleware, RequestIdMiddleware
from api.schema import build_schema
from api.services import Services, open_services, prepare_database
from graph.errors import ChronographError
from graph.settings import Settings
from graph.status import DatabaseStatus, database_status
from ingest.embedding import Embedder

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
        except ChronographError as error:
            log.warning("schema not applied yet: %s", error)
        current = await _status(services)
    body = {"ready": current.ready, "neo4j_version": current.version, "reason": current.reason()}
    return JSONResponse(body, status_code=200 if current.ready else 503)


def metrics_endpoint(authenticator: Authenticator, *, open_to_all: bool) -> Any:
    """/metrics in Prometheus text format: open on loopback, else for any valid API key
    (the metrics hold operation names and counts, no user's data)."""

    async def metrics(request: Request) -> Response:
        if not open_to_all and (
            authenticator.open or authenticator.authenticate(presented_key(request.headers)) is None
        ):
            return PlainTextResponse("an API key is required", status_code=401)
        services: Services = request.state.services
        body = generate_latest(services.metrics.registry)
        return Response(body, media_type=CONTENT_TYPE_LATEST)

    return metrics


class _Unlogged(logging.LoggerAdapter[logging.Logger]):
    """Ariadne logs every error; api.errors logs the internal ones, with the request id."""

    def log(self, level: int, msg: object, *args: Any, **kwargs: Any) -> None:
        return None


def create_app(settings: Settings, *, embedder: Embedder | None = None) -> Starlette:
    """The app for `settings`; raises OpenApiNotAllowedError for an open API off loopback.

    `embedder`: a model loaded already; without it the lifespan loads the configured one.
    """
    authenticator = authenticator_from(settings)
    mcp_server = build_mcp_server()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[dict[str, Services]]:
        # Neo4j may be down at start-up: serve anyway, /readyz says why until it is back.
        async with (
            open_services(settings, require_database=False, embedder=embedder) as services,
            running(mcp_server),
        ):
            yield {"services": services}

    graphql = GraphQL(
        build_schema().graphql_schema,
        context_value=graphql_context,
        validation_rules=validation_rules(
            settings.api_max_query_depth, settings.api_max_query_cost
        ),
        execute_get_queries=True,
        explorer=OfflineGraphiQL(),
        logger=_Unlogged(log, {}),
        error_formatter=format_error,
        http_handler=ChronographHTTPHandler(authenticator),
    )
    routes = [
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Route("/graphql", graphql, methods=["GET", "POST"]),
        Route(
            MCP_PATH,
            streamable_http_endpoint(mcp_server, authenticator, host=settings.api_host),
        ),
        Route(
            "/metrics",
            metrics_endpoint(authenticator, open_to_all=is_loopback(settings.api_host)),
        ),
        *browser_guide.routes,
        Mount("/static", StaticFiles(packages=[("api", "static")]), name="static"),
    ]
    middleware = [
        Middleware(RequestIdMiddleware),
        Middleware(BodyLimitMiddleware, max_bytes=settings.api_max_body_bytes),
    ]
    return Starlette(routes=routes, lifespan=lifespan, middleware=middleware)
