"""Timeline pages with opaque cursors; the keyset condition runs in Cypher, not in Python.

A cursor encodes the (time, kind, id) of the last entry of a page. The next page asks Neo4j
for entries strictly after it in (time, kind, id) order, so a page costs the same however deep
it is, and entries written meanwhile never shift the pages already read.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from graph.chains import TimelineEntry
from graph.database import Database
from graph.errors import InvalidCursorError
from graph.lookups import node_from_record
from graph.types import ALL_KINDS, LABEL_OF, Kind

EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
LATEST = datetime(9999, 12, 30, tzinfo=UTC)


@dataclass(frozen=True, kw_only=True)
class PageEntry:
    cursor: str
    entry: TimelineEntry


@dataclass(frozen=True, kw_only=True)
class TimelinePage:
    entries: list[PageEntry]
    has_next_page: bool

    @property
    def end_cursor(self) -> str | None:
        return self.entries[-1].cursor if self.entries else None


def encode_cursor(at: datetime, kind: str, node_id: str) -> str:
    raw = json.dumps([at.isoformat(), kind, node_id], separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode()).decode()


def decode_cursor(cursor: str) -> tuple[datetime, str, str]:
    try:
        at, kind, node_id = json.loads(base64.urlsafe_b64decode(cursor.encode()))
        moment = datetime.fromisoformat(at)
    except (binascii.Error, ValueError, TypeError, UnicodeDecodeError) as error:
        raise InvalidCursorError(f"not a timeline cursor: {cursor!r}") from error
    if moment.tzinfo is None or kind not in LABEL_OF or not isinstance(node_id, str):
        raise InvalidCursorError(f"not a timeline cursor: {cursor!r}")
    return moment, kind, node_id


async def timeline_page(
    db: Database,
    *,
    user_id: str,
    window: tuple[datetime | None, datetime | None] = (None, None),
    kinds: Sequence[Kind] = ALL_KINDS,
    first: int = 20,
    after: str | None = None,
) -> TimelinePage:
    """Up to `first` entries of `user_id` in the half-open `window`, after the cursor `after`."""
    after_at, after_kind, after_id = decode_cursor(after) if after else (None, None, None)
    found = await db.fetch(
        "read/timeline_page",
        user_id=user_id,
        start=window[0] or EARLIEST,
        end=window[1] or LATEST,
        kinds=list(kinds),
        after_at=after_at,
        after_kind=after_kind,
        after_id=after_id,
        first=first,
    )
    entries = []
    for row in found[:first]:
        at = row["at"].to_native()
        node = node_from_record(LABEL_OF[row["kind"]], row["node"])
        entries.append(
            PageEntry(
                cursor=encode_cursor(at, row["kind"], node.id),
                entry=TimelineEntry(kind=row["kind"], at=at, node=node),
            )
        )
    return TimelinePage(entries=entries, has_next_page=len(found) > first)
