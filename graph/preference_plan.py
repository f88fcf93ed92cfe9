"""A batch of preference statements, decided in memory against the stored chains.

Pure: given the chains of the keys a batch touches (oldest first) and the statements in order,
`plan_batch` applies `graph.versioning.decide` statement by statement to an in-memory copy of
the chains and returns what to write: new versions, reinforcements (merged per version),
conflict flags, and the final order of every chain that gained a version. The writer then
needs a fixed handful of queries per batch instead of several per statement.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from graph.confidence import reinforced
from graph.ids import new_id
from graph.model import PreferenceInput
from graph.versioning import StoredVersion, VersionAction, decide

ChainKey = tuple[str, str, str]
"""(user_id, category, key)"""


def chain_key(statement: PreferenceInput) -> ChainKey:
    return (statement.user_id, statement.category, statement.key)


@dataclass(kw_only=True)
class Reinforcement:
    user_id: str
    id: str
    confidence: float
    restated: int
    confirmed_at: datetime
    source_turn_ids: list[str]


@dataclass(frozen=True, kw_only=True)
class NewVersion:
    id: str
    statement: PreferenceInput


@dataclass(frozen=True, kw_only=True)
class ConflictFlag:
    user_id: str
    id: str
    other_id: str
    at: datetime
    reason: str


@dataclass(frozen=True, kw_only=True)
class PlannedOutcome:
    action: VersionAction
    user_id: str
    id: str
    reason: str


@dataclass(kw_only=True)
class BatchPlan:
    created: list[NewVersion] = field(default_factory=list)
    reinforced: dict[str, Reinforcement] = field(default_factory=dict)
    conflicts: list[ConflictFlag] = field(default_factory=list)
    chains: dict[ChainKey, list[StoredVersion]] = field(default_factory=dict)
    relink: set[ChainKey] = field(default_factory=set)
    """Keys whose chain gained a version: their SUPERSEDES edges must follow the new order."""
    link_reasons: dict[str, tuple[datetime, str]] = field(default_factory=dict)
    """For each new version: when it was recorded and why it supersedes its predecessor."""
    outcomes: list[PlannedOutcome] = field(default_factory=list)


def _insert(chain: list[StoredVersion], version: StoredVersion) -> None:
    """Keep the chain ordered by valid_from; a version with an equal time goes after."""
    moments = [existing.valid_from for existing in chain]
    chain.insert(bisect.bisect_right(moments, version.valid_from), version)


def _reinforce(
    plan: BatchPlan, chain: list[StoredVersion], target: str, s: PreferenceInput
) -> None:
    index = next(i for i, version in enumerate(chain) if version.id == target)
    confidence = reinforced(chain[index].confidence, s.confidence)
    chain[index] = replace(chain[index], confidence=confidence)
    entry = plan.reinforced.get(target)
    if entry is None:
        plan.reinforced[target] = Reinforcement(
            user_id=s.user_id,
            id=target,
            confidence=confidence,
            restated=1,
            confirmed_at=s.recorded_at,
            source_turn_ids=list(s.source_turn_ids),
        )
        return
    entry.confidence = confidence
    entry.restated += 1
    entry.confirmed_at = max(entry.confirmed_at, s.recorded_at)
    entry.source_turn_ids += [t for t in s.source_turn_ids if t not in entry.source_turn_ids]


def plan_batch(
    chains: dict[ChainKey, list[StoredVersion]], statements: Sequence[PreferenceInput]
) -> BatchPlan:
    plan = BatchPlan(chains={key: list(chain) for key, chain in chains.items()})
    for statement in statements:
        key = chain_key(statement)
        chain = plan.chains.setdefault(key, [])
        decision = decide(
            chain,
            value=statement.value,
            valid_from=statement.valid_from,
            confidence=statement.confidence,
        )
        if decision.action is VersionAction.REINFORCE:
            assert decision.target_id is not None
            _reinforce(plan, chain, decision.target_id, statement)
            node_id = decision.target_id
        else:
            node_id = new_id()
            plan.created.append(NewVersion(id=node_id, statement=statement))
            if decision.action is VersionAction.CONFLICT:
                assert decision.target_id is not None
                plan.conflicts.append(
                    ConflictFlag(
                        user_id=statement.user_id,
                        id=node_id,
                        other_id=decision.target_id,
                        at=statement.recorded_at,
                        reason=decision.reason,
                    )
                )
            else:
                version = StoredVersion(
                    id=node_id,
                    value=statement.value,
                    valid_from=statement.valid_from,
                    confidence=statement.confidence,
                )
                _insert(chain, version)
                plan.relink.add(key)
                plan.link_reasons[node_id] = (statement.recorded_at, decision.reason)
        plan.outcomes.append(
            PlannedOutcome(
                action=decision.action,
                user_id=statement.user_id,
                id=node_id,
                reason=decision.reason,
            )
        )
    return plan
