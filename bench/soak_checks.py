"""The soak's closing consistency checks: each acknowledged turn is stored exactly once, and
each preference key touched has one linear version chain."""

from __future__ import annotations

import asyncio
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bench.http_load import post_graphql
from bench.soak_load import SoakState
from graph.database import Database

HISTORY = """query History($u: ID!, $c: String!, $k: String!) {
  preferenceHistory(userId: $u, category: $c, key: $k) {
    preference { id conflict validUntil retractedAt } supersedes conflictsWith
  }
}"""
_CHUNK = 2_000
_WORKERS = 4


@dataclass(frozen=True)
class Version:
    """One row of a key's history: a version and the one it supersedes (None for the first)."""

    id: str
    supersedes: str | None
    conflict: bool = False
    open: bool = False
    """Valid now: not superseded (no `valid_until`), not retracted."""


def chain_faults(rows: Sequence[Version]) -> list[str]:
    """Why the versions of one key do not form one linear chain ([] when they do): a node that
    supersedes two, one superseded twice, a cycle, or several first or current versions.
    Flagged conflicts stand outside the chain and are left out. A version that supersedes two
    appears in two rows (one per edge), as `preferenceHistory` returns it."""
    chained = [row for row in rows if not row.conflict]
    older: dict[str, set[str]] = defaultdict(set)
    newer: dict[str, set[str]] = defaultdict(set)
    for row in chained:
        if row.supersedes is not None:
            older[row.id].add(row.supersedes)
            newer[row.supersedes].add(row.id)
    faults = [f"{node} supersedes {len(found)}" for node, found in older.items() if len(found) > 1]
    faults += [
        f"{node} superseded by {len(found)}" for node, found in newer.items() if len(found) > 1
    ]
    for start in older:
        seen, node = {start}, start
        while len(older.get(node, ())) == 1:
            node = next(iter(older[node]))
            if node in seen:
                faults.append(f"cycle through {start}")
                break
            seen.add(node)
    ids = {row.id for row in chained}
    if len({node for node in ids if node not in older}) > 1:
        faults.append(f"{len([n for n in ids if n not in older])} first versions")
    current = {row.id for row in chained if row.open}
    if len(current) > 1:
        faults.append(f"{len(current)} current versions")
    return faults


async def check_turns(db: Database, turns: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """How many of the acknowledged `turns` (user, external id) are stored once, in one
    session; the others, by count of copies."""
    distinct = sorted(set(turns))
    copies: Counter[str] = Counter()
    samples: list[dict[str, Any]] = []
    for first in range(0, len(distinct), _CHUNK):
        chunk = [{"user_id": u, "external_id": e} for u, e in distinct[first : first + _CHUNK]]
        for row in await db.fetch("checks/turn_copies", turns=chunk):
            key = "once" if (row["copies"], row["sessions"]) == (1, 1) else "wrong"
            copies[key] += 1
            if key == "wrong" and len(samples) < 10:
                samples.append(row)
    return {
        "acknowledged": len(turns),
        "distinct": len(distinct),
        "stored_once": copies["once"],
        "not_stored_once": copies["wrong"],
        "samples": samples,
        "ok": copies["once"] == len(distinct) == len(turns),
    }


async def check_chains(state: SoakState) -> dict[str, Any]:
    """Reads the history of every preference key the soak touched through the API and checks
    that each is one linear chain."""
    keys = sorted(state.preference_keys)
    pending = list(keys)
    faults: dict[str, list[str]] = {}
    lengths: list[int] = []
    errors: list[str] = []

    async def worker() -> None:
        async with state.client() as http:
            while pending:
                user, category, key = pending.pop()
                variables = {"u": user, "c": category, "k": key}
                reply = await post_graphql(http, state.url, HISTORY, variables)
                if reply.code is not None:
                    errors.append(reply.detail)
                    continue
                rows = [
                    Version(
                        id=entry["preference"]["id"],
                        supersedes=entry["supersedes"],
                        conflict=entry["preference"]["conflict"],
                        open=entry["preference"]["validUntil"] is None
                        and entry["preference"]["retractedAt"] is None,
                    )
                    for entry in reply.data["preferenceHistory"]
                ]
                lengths.append(len({row.id for row in rows if not row.conflict}))
                found = chain_faults(rows)
                if found:
                    faults[f"{user} {category}/{key}"] = found

    await asyncio.gather(*(worker() for _ in range(_WORKERS)))
    return {
        "keys": len(keys),
        "versions": sum(lengths),
        "longest_chain": max(lengths, default=0),
        "chains_of_5_or_more": sum(1 for length in lengths if length >= 5),
        "not_linear": len(faults),
        "faults": dict(list(sorted(faults.items()))[:10]),
        "read_errors": len(errors),
        "ok": not faults and not errors,
    }
