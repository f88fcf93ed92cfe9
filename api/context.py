"""What a request can reach: the services created once in the app's lifespan."""

from __future__ import annotations

from typing import Any

from api.services import Services


def services_of(info: Any) -> Services:
    """The lifespan services from a resolver's `info` (the context holds the request)."""
    services: Services = info.context["request"].state.services
    return services
