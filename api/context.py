"""What a resolver can reach: the lifespan services, the caller, and this request's loaders.

The GraphQL context is a dict built per request by `graphql_context`: `request` (Starlette),
`principal` (set by authentication before execution) and `loaders` (fresh DataLoaders).
"""

from __future__ import annotations

from typing import Any

from api.auth import Principal
from api.loaders import Loaders
from api.operations import authorize
from api.services import Services


def graphql_context(request: Any, _data: Any) -> dict[str, Any]:
    services: Services = request.state.services
    return {
        "request": request,
        "principal": request.state.principal,
        "loaders": Loaders(services.db),
    }


def services_of(info: Any) -> Services:
    """The lifespan services from a resolver's `info`."""
    services: Services = info.context["request"].state.services
    return services


def principal_of(info: Any) -> Principal:
    principal: Principal = info.context["principal"]
    return principal


def loaders_of(info: Any) -> Loaders:
    loaders: Loaders = info.context["loaders"]
    return loaders


def authorized(info: Any, user_id: str) -> Services:
    """The services, once `user_id` is a usable id (else BAD_USER_INPUT) and the caller is
    allowed its data (else FORBIDDEN)."""
    authorize(principal_of(info), user_id)
    return services_of(info)
