"""Writing preferences through the versioning rules of `graph.versioning`.

Each statement runs in one transaction that first takes the user's write lock, then reads the
key's chain, decides, and writes: two writers on one key queue up and the chain stays linear.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import AsyncManagedTransaction

from graph.confidence import reinforced
from graph.database import Database, rows
from graph.errors import NotFoundError
from graph.events import ensure_owned
from graph.ids import new_id
from graph.model import Preference, PreferenceInput
from graph.records import native
from graph.versioning import StoredVersion, VersionAction, VersionDecision, decide


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


def _check_sources(found: int, statement: PreferenceInput) -> None:
    if found != len(set(statement.source_turn_ids)):
        raise NotFoundError(
            f"some source turns do not exist for user {statement.user_id!r}: "
            f"{sorted(set(statement.source_turn_ids))}"
        )


async def _apply(
    tx: AsyncManagedTransaction,
    statement: PreferenceInput,
    decision: VersionDecision,
    current_confidence: float | None,
) -> Preference:
    user_id = statement.user_id
    if decision.action is VersionAction.REINFORCE:
        assert decision.target_id is not None and current_confidence is not None
        updated = await rows(
            tx,
            "write/preference_reinforce",
            user_id=user_id,
            id=decision.target_id,
            confidence=reinforced(current_confidence, statement.confidence),
            confirmed_at=statement.recorded_at,
            source_turn_ids=statement.source_turn_ids,
        )
        _check_sources(updated[0]["sources"], statement)
        return preference_from_record(updated[0]["preference"])
    properties = statement.model_dump(
        exclude={"user_id", "embedding", "source_turn_ids", "entities"}, mode="python"
    )
    properties |= {
        "id": new_id(),
        "polarity": statement.polarity.value,
        "last_confirmed_at": statement.recorded_at,
        "evidence_count": 1,
    }
    created = await rows(
        tx,
        "write/preference_create",
        user_id=user_id,
        preference=properties,
        embedding=statement.embedding,
        source_turn_ids=statement.source_turn_ids,
        entities=statement.entities,
    )
    _check_sources(created[0]["sources"], statement)
    link = {
        "user_id": user_id,
        "new_id": properties["id"],
        "at": statement.recorded_at,
        "reason": decision.reason,
    }
    if decision.action is VersionAction.CONFLICT:
        await rows(tx, "write/preference_flag_conflict", other_id=decision.target_id, **link)
    elif decision.action in (VersionAction.SUPERSEDE, VersionAction.INSERT):
        await rows(
            tx,
            "write/preference_link",
            predecessor_id=decision.predecessor_id,
            successor_id=decision.successor_id,
            **link,
        )
    stored = await rows(tx, "read/preference_by_id", user_id=user_id, id=properties["id"])
    return preference_from_record(stored[0]["preference"])


async def _record_one(tx: AsyncManagedTransaction, statement: PreferenceInput) -> PreferenceOutcome:
    chain_rows = await rows(
        tx,
        "read/preference_versions",
        user_id=statement.user_id,
        category=statement.category,
        key=statement.key,
    )
    chain = [StoredVersion(**native(row)) for row in chain_rows]
    decision = decide(
        chain,
        value=statement.value,
        valid_from=statement.valid_from,
        confidence=statement.confidence,
    )
    confidences = {version.id: version.confidence for version in chain}
    preference = await _apply(tx, statement, decision, confidences.get(decision.target_id or ""))
    return PreferenceOutcome(action=decision.action, preference=preference, reason=decision.reason)


async def record_preferences_in(
    tx: AsyncManagedTransaction, statements: Sequence[PreferenceInput]
) -> list[PreferenceOutcome]:
    """Apply `statements` in order inside `tx`, holding the write lock of each user."""
    for user_id in sorted({statement.user_id for statement in statements}):
        # Always in the same order, so two batches never wait on each other's locks.
        await rows(tx, "write/user_lock", user_id=user_id, at=statements[0].recorded_at)
    return [await _record_one(tx, statement) for statement in statements]


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
        updated = await rows(
            tx,
            "write/preference_reinforce",
            user_id=user_id,
            id=preference_id,
            confidence=reinforced(stored.confidence, confidence),
            confirmed_at=at,
            source_turn_ids=[],
        )
        return preference_from_record(updated[0]["preference"])

    return await db.write(work)
