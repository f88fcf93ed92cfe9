"""Neo4j Browser's guide and style sheet, served so that `:play` and `:style` can fetch them.

Browser (on another origin, e.g. :7474) fetches `GET /browser-guide` with `Pragma` and
`Cache-Control` request headers, so it first sends a CORS preflight (`OPTIONS`): both answer
with `Access-Control-Allow-Origin: *`. Browser also checks the host against its allowlist
(`browser.remote_content_hostname_whitelist`, written into the local neo4j.conf).

The guide is `cypher/browser/guide.html`: `{{origin}}` becomes this server's origin and
`{{analyst/NAME}}` the purpose, example `:param` line and body of `cypher/analyst/NAME.cypher`,
so the guide always shows the shipped queries.
"""

from __future__ import annotations

import html
import re
from importlib.resources import files

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import cypher

CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET, OPTIONS",
    "Access-Control-Max-Age": "600",
}
_PLACEHOLDER = re.compile(r"\{\{(analyst/[a-z_]+)\}\}")


def _browser_file(name: str) -> str:
    return files("cypher").joinpath("browser", name).read_text(encoding="utf-8")


def analyst_block(name: str) -> str:
    """One analyst query as guide HTML: its purpose, then two runnable blocks."""
    query = cypher.header(name)
    return (
        f"<p>{html.escape(query.purpose)}</p>\n"
        f'<pre class="code runnable">{html.escape(query.example)}</pre>\n'
        f'<pre class="code runnable pre-scrollable">{html.escape(query.body)}</pre>'
    )


def render_guide(origin: str) -> str:
    text = _browser_file("guide.html").replace("{{origin}}", html.escape(origin))
    return _PLACEHOLDER.sub(lambda found: analyst_block(found.group(1)), text)


def _origin(request: Request) -> str:
    return str(request.base_url).rstrip("/")


def _preflight(request: Request) -> Response:
    asked = request.headers.get("access-control-request-headers", "")
    return Response(
        status_code=204, headers={**CORS_HEADERS, "Access-Control-Allow-Headers": asked}
    )


async def guide(request: Request) -> Response:
    if request.method == "OPTIONS":
        return _preflight(request)
    return Response(
        render_guide(_origin(request)), media_type="text/html; charset=utf-8", headers=CORS_HEADERS
    )


async def style(request: Request) -> Response:
    if request.method == "OPTIONS":
        return _preflight(request)
    return Response(
        _browser_file("chronograph.grass"),
        media_type="text/plain; charset=utf-8",
        headers=CORS_HEADERS,
    )


routes = [
    Route("/browser-guide", guide, methods=["GET", "OPTIONS"]),
    Route("/browser-style.grass", style, methods=["GET", "OPTIONS"]),
]
