"""GraphiQL served from the package (api/static), so the explorer works with no network."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Any

from ariadne.explorer import Explorer


@cache
def _page() -> str:
    return files("api").joinpath("static", "graphiql.html").read_text(encoding="utf-8")


class OfflineGraphiQL(Explorer):
    """Answers a browser's GET /graphql with the GraphiQL page; assets come from /static."""

    def html(self, request: Any) -> str:
        return _page()
