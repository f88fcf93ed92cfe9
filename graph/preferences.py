"""Writing preferences through the versioning rules of `graph.versioning`.

A batch runs in one transaction that first takes the write lock of each of its users, then
reads the chains of the keys it touches, decides in memory, and writes: two writers on one key
queue up and the chain stays linear.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise
from typing import Any

from neo4j import AsyncManagedTransaction

from graph.confidence import reinforced
from graph.database import Database, rows
from graph.errors import NotFoundError
from graph.events import ensure_owned
from graph.model import Preference, PreferenceInput
from graph.preference_plan import (
    BatchPlan,
    ChainKey,
    NewVersion,
    Reinforcement,
    chain_key,
    plan_batch,
)
from graph.records import native
from graph.versioning import StoredVersion, VersionAction


@dataclass(frozen=True, kw_only=True)
class PreferenceOutcome:
    action: VersionAction
    preference: Preference
    """The node created or reinforced."""
    reason: str


def preference_from_record(properties: dict[str, Any]) -> Preference:
    values = native(properties)
    return Preference.model_validate(
        {key: values[key] for key in Preference.model_fields if key in values}
    )


def _check_sources(
    found: dict[str, int], expected: dict[str, set[str]], user_of: dict[str, str]
) -> None:
    for node_id, wanted in expected.items():
        if found.get(node_id, 0) != len(wanted):
            raise NotFoundError(
                f"some source turns do not exist for user {user_of[node_id]!r}: {sorted(wanted)}"
            )


async def _read_chains(
    tx: AsyncManagedTransaction, statements: Sequence[PreferenceInput]
) -> dict[ChainKey, list[StoredVersion]]:
    keys = sorted({chain_key(statement) for statement in statements})
    found = await rows(
        tx,
        "read/preference_chains",
        keys=[{"user_id": u, "category": c, "key": k} for u, c, k in keys],
    )
    chains: dict[ChainKey, list[StoredVersion]] = {key: [] for key in keys}
    for row in found:
        values = native(row)
        key = (values.pop("user_id"), values.pop("category"), values.pop("key"))
        chains[key].append(StoredVersion(**values))
    return chains


def _created_row(version: NewVersion) -> dict[str, Any]:
    statement = version.statement
    properties = statement.model_dump(
        exclude={"user_id", "embedding", "source_turn_ids", "entities"}, mode="python"
    )
    properties |= {
        "id": version.id,
        "polarity": statement.polarity.value,
        "last_confirmed_at": statement.recorded_at,
        "evidence_count": 1,
    }
    return {
        "user_id": statement.user_id,
        "properties": properties,
        "embedding": statement.embedding,
        "source_turn_ids": list(dict.fromkeys(statement.source_turn_ids)),
        "entities": list(dict.fromkeys(statement.entities)),
    }


def _chain_rows(plan: BatchPlan) -> list[dict[str, Any]]:
    chains = []
    for key in sorted(plan.relink):
        chain = plan.chains[key]
        pairs = []
        for older, newer in pairwise(chain):
            # A pair of versions stored before this batch keeps its edge (MERGE creates none).
            at, reason = (
                plan.link_reasons.get(newer.id)
                or plan.link_reasons.get(older.id)
                or (None, "chain order")
            )
            pairs.append({"older": older.id, "newer": newer.id, "at": at, "reason": reason})
        chains.append({"user_id": key[0], "ids": [v.id for v in chain], "pairs": pairs})
    return chains


async def _write_plan(tx: AsyncManagedTransaction, plan: BatchPlan) -> None:
    user_of = {v.id: v.statement.user_id for v in plan.created}
    user_of |= {r.id: r.user_id for r in plan.reinforced.values()}
    if plan.created:
        created = await rows(
            tx, "write/preferences_create", rows=[_created_row(v) for v in plan.created]
        )
        expected = {v.id: set(v.statement.source_turn_ids) for v in plan.created}
        _check_sources({row["id"]: row["sources"] for row in created}, expected, user_of)
    if plan.reinforced:
        updated = await rows(
            tx,
            "write/preferences_reinforce",
            rows=[vars(entry) for entry in plan.reinforced.values()],
        )
        expected = {r.id: set(r.source_turn_ids) for r in plan.reinforced.values()}
        _check_sources({row["id"]: row["sources"] for row in updated}, expected, user_of)
    if plan.relink:
        await rows(tx, "write/preference_chains_relink", chains=_chain_rows(plan))
    if plan.conflicts:
        await rows(tx, "write/preferences_flag_conflict", rows=[vars(c) for c in plan.conflicts])


async def record_preferences_in(
    tx: AsyncManagedTransaction, statements: Sequence[PreferenceInput]
) -> list[PreferenceOutcome]:
    """Apply `statements` in order inside `tx`, holding the write lock of each user.

    The batch is decided in memory (`graph.preference_plan`) against the chains read after the
    locks are held, then written with a fixed number of queries.
    """
    if not statements:
        return []
    await rows(
        tx,
        "write/user_locks",
        user_ids=sorted({statement.user_id for statement in statements}),
        at=statements[0].recorded_at,
    )
    plan = plan_batch(await _read_chains(tx, statements), statements)
    await _write_plan(tx, plan)
    stored = await rows(
        tx,
        "read/preferences_by_ids",
        rows=[{"user_id": o.user_id, "id": o.id} for o in plan.outcomes],
    )
    by_id = {row["preference"]["id"]: preference_from_record(row["preference"]) for row in stored}
    return [
        PreferenceOutcome(action=o.action, preference=by_id[o.id], reason=o.reason)
        for o in plan.outcomes
    ]


async def record_preferences(
    db: Database, statements: Sequence[PreferenceInput]
) -> list[PreferenceOutcome]:
    """Apply `statements` in order, in one transaction: all of them or none."""

    async def work(tx: AsyncManagedTransaction) -> list[PreferenceOutcome]:
        return await record_preferences_in(tx, statements)

    return await db.write(work) if statements else []


async def record_preference(db: Database, statement: PreferenceInput) -> PreferenceOutcome:
    return (await record_preferences(db, [statement]))[0]


async def confirm_preference(
    db: Database, *, user_id: str, preference_id: str, at: datetime, confidence: float = 0.9
) -> Preference:
    """An explicit confirmation of an existing version (a restatement without new text)."""

    async def work(tx: AsyncManagedTransaction) -> Preference:
        if await ensure_owned(tx, user_id=user_id, node_id=preference_id) != "Preference":
            raise NotFoundError(f"{preference_id!r} is an event, not a preference")
        current = await rows(tx, "read/preference_by_id", user_id=user_id, id=preference_id)
        stored = preference_from_record(current[0]["preference"])
        confirmation = Reinforcement(
            user_id=user_id,
            id=preference_id,
            confidence=reinforced(stored.confidence, confidence),
            restated=1,
            confirmed_at=at,
            source_turn_ids=[],
        )
        await rows(tx, "write/preferences_reinforce", rows=[vars(confirmation)])
        updated = await rows(tx, "read/preference_by_id", user_id=user_id, id=preference_id)
        return preference_from_record(updated[0]["preference"])

    return await db.write(work)
