"""Writing turns: one session's batch in one transaction, idempotent on the external id."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from neo4j import AsyncManagedTransaction

from graph.database import Database, rows
from graph.ids import turn_id
from graph.model import Turn, TurnInput
from graph.records import native


@dataclass(frozen=True, kw_only=True)
class StoredTurns:
    turns: list[Turn]
    """In conversation order (time, then the order given)."""
    created_ids: frozenset[str]
    """Ids of the turns that were new; empty when the same batch is sent again."""

    @property
    def created(self) -> int:
        return len(self.created_ids)


def _row(user_id: str, turn: TurnInput) -> dict[str, Any]:
    return {
        "id": turn_id(user_id, turn.external_id),
        "external_id": turn.external_id,
        "speaker": turn.speaker,
        "text": turn.text,
        "at": turn.at,
        "lang": turn.lang,
        "search_text": turn.search_text,
        "asks": turn.asks,
        "embedding": turn.embedding,
        # A JSON string: property lists cannot hold the nulls of open-ended mentions.
        "mentions": json.dumps([m.model_dump(mode="json") for m in turn.mentions]),
    }


def turn_from_record(properties: dict[str, Any]) -> Turn:
    values = native(properties)
    mentions = json.loads(values.pop("mentions", None) or "[]")
    values.pop("search_text", None)
    values.pop("asks", None)
    values.pop("embedding_revision", None)  # bookkeeping of recall's kept vectors
    values.pop("embedding_en", None)  # the English second vector is recall's, not the model's
    return Turn.model_validate({**values, "mentions": mentions})


async def write_turns_in(
    tx: AsyncManagedTransaction, *, user_id: str, session_id: str, turns: Sequence[TurnInput]
) -> StoredTurns:
    """Store `turns` of one session inside `tx`; sending them again changes nothing."""
    first_of_each = list({turn.external_id: turn for turn in reversed(turns)}.values())[::-1]
    batch = sorted(first_of_each, key=lambda turn: turn.at)  # stable: ties keep their order
    if not batch:
        return StoredTurns(turns=[], created_ids=frozenset())
    await rows(
        tx, "write/session_claim", user_id=user_id, session_id=session_id, started_at=batch[0].at
    )
    external_ids = [turn.external_id for turn in batch]
    tail = await rows(
        tx,
        "read/session_tail",
        user_id=user_id,
        session_id=session_id,
        before=batch[0].at,
        excluded=external_ids,
    )
    stored = await rows(
        tx,
        "write/turns",
        user_id=user_id,
        session_id=session_id,
        turns=[_row(user_id, turn) for turn in batch],
    )
    chain = [tail[0]["external_id"], *external_ids] if tail else external_ids
    await rows(tx, "write/turns_link_next", user_id=user_id, pairs=list(pairwise(chain)))
    return StoredTurns(
        turns=[turn_from_record(row["turn"]) for row in stored],
        created_ids=frozenset(row["turn"]["id"] for row in stored if row["created"]),
    )


async def write_turns(
    db: Database, *, user_id: str, session_id: str, turns: Sequence[TurnInput]
) -> StoredTurns:
    """Store `turns` of one session in one transaction: all or nothing."""

    async def work(tx: AsyncManagedTransaction) -> StoredTurns:
        return await write_turns_in(tx, user_id=user_id, session_id=session_id, turns=turns)

    return await db.write(work)


async def session_turns(
    db: Database, *, user_id: str, session_id: str
) -> list[tuple[Turn, str | None]]:
    """The session's turns in order, each with the external id its NEXT edge points to."""
    found = await db.fetch("read/session_turns", user_id=user_id, session_id=session_id)
    return [(turn_from_record(row["turn"]), row["next"]) for row in found]


async def sources(db: Database, *, user_id: str, node_ids: Sequence[str]) -> dict[str, list[Turn]]:
    """Provenance turns of many events or preferences in one query (for DataLoaders)."""
    found = await db.fetch("read/sources", user_id=user_id, ids=list(dict.fromkeys(node_ids)))
    by_node: dict[str, list[Turn]] = {node_id: [] for node_id in node_ids}
    for row in found:
        by_node[row["id"]].append(turn_from_record(row["turn"]))
    return by_node
