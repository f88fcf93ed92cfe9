"""Which time zone a user's phrases are read in: the one given on the call, else the one
remembered on the user, else the server's setting.

A given zone is checked first (`UnknownTimeZoneError`, a BAD_USER_INPUT naming it, before
anything is written) and then remembered, so later calls without one use it.
"""

from __future__ import annotations

from datetime import datetime

from graph.database import Database
from graph.users import remember_timezone, user_timezone
from ingest.timeparse import load_zone


def checked_zone(timezone: str | None) -> str | None:
    """`timezone` when it is a known IANA name (or None); UnknownTimeZoneError otherwise."""
    if timezone is None:
        return None
    load_zone(timezone)
    return timezone


async def zone_of_user(
    db: Database, *, user_id: str, given: str | None, default: str, at: datetime
) -> str:
    """The zone to read `user_id`'s phrases in; a `given` zone is checked and remembered."""
    zone = checked_zone(given)
    stored = await user_timezone(db, user_id)
    if zone is not None:
        if zone != stored:  # a read is cheaper than a write on every call
            await remember_timezone(db, user_id=user_id, timezone=zone, at=at)
        return zone
    return stored or default
