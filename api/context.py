"""What a request can reach: the services created once in the app's lifespan."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from neo4j import AsyncDriver

from graph.settings import Settings


@dataclass(frozen=True, kw_only=True)
class Services:
    settings: Settings
    driver: AsyncDriver


def services_of(info: Any) -> Services:
    """The lifespan services from a resolver's `info` (the context holds the request)."""
    services: Services = info.context["request"].state.services
    return services
