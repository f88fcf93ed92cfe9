"""Stable string ids. A turn's id derives from (user, external id), so a resent turn maps to
the same node; other nodes get random UUIDs."""

from __future__ import annotations

import uuid

_NAMESPACE = uuid.UUID("6c1d1d0e-7f0e-4d6e-9d55-2f7c1c0a9b11")


def turn_id(user_id: str, external_id: str) -> str:
    return str(uuid.uuid5(_NAMESPACE, f"turn\x1f{user_id}\x1f{external_id}"))


def new_id() -> str:
    return str(uuid.uuid4())
