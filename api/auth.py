"""API keys scoped to users.

Settings map each key to the user ids it may read and write, or to "*" for every user. A key
comes as `Authorization: Bearer <key>` or `X-API-Key: <key>`. With no keys configured the API
is open, which is allowed only when it listens on a loopback address (local development);
`create_app` refuses any other bind address, and start-up logs that the API is open.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from graph.errors import ChronographError, ForbiddenError
from graph.settings import Settings

log = logging.getLogger(__name__)
ALL_USERS = "*"


class OpenApiNotAllowedError(ChronographError):
    """No API keys are configured and the API would listen beyond this machine."""


@dataclass(frozen=True, kw_only=True)
class Principal:
    """Who is calling: the key's label (never the key itself) and the users it may touch."""

    name: str
    users: frozenset[str]
    all_users: bool = False

    def allows(self, user_id: str) -> bool:
        return self.all_users or user_id in self.users

    def require(self, user_id: str) -> None:
        if not self.allows(user_id):
            raise ForbiddenError(f"this API key may not access user {user_id!r}")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class Authenticator:
    keys: Mapping[str, Principal]

    @property
    def open(self) -> bool:
        return not self.keys

    def authenticate(self, presented: str | None) -> Principal | None:
        """The key's principal; the open principal when no keys exist; None when refused."""
        if self.open:
            return Principal(name="local-development", users=frozenset(), all_users=True)
        if not presented:
            return None
        found = None
        for key, principal in self.keys.items():
            # Compare against every key, so the time taken does not tell which one was close.
            if hmac.compare_digest(key.encode(), presented.encode()):
                found = principal
        return found


def _principal(index: int, users: Sequence[str]) -> Principal:
    return Principal(
        name=f"key-{index}",
        users=frozenset(user for user in users if user != ALL_USERS),
        all_users=ALL_USERS in users,
    )


def keys_of(settings: Settings) -> Authenticator:
    """The keys of `settings`, whatever the bind address (stdio listens on nothing)."""
    return Authenticator(
        {key: _principal(i, users) for i, (key, users) in enumerate(settings.api_keys.items())}
    )


def authenticator_from(settings: Settings) -> Authenticator:
    """The keys of `settings`; raises OpenApiNotAllowedError for an open API off loopback."""
    authenticator = keys_of(settings)
    if authenticator.open:
        if not is_loopback(settings.api_host):
            raise OpenApiNotAllowedError(
                f"no API keys configured (CHRONOGRAPH_API_KEYS) and the API would listen on "
                f"{settings.api_host}: set keys, or bind to 127.0.0.1 for local development"
            )
        log.warning(
            "no API keys configured: local development mode, every user's data is open to "
            "any caller on this machine (listening on %s only)",
            settings.api_host,
        )
    return authenticator


def presented_key(headers: Mapping[str, str]) -> str | None:
    authorization = headers.get("authorization", "")
    scheme, _, value = authorization.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    return headers.get("x-api-key") or None
