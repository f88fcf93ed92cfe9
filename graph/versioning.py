"""Where a preference statement goes in the version chain of its (user, category, key).

A pure function over the chain as stored (oldest first), so every rule is unit-tested:

- no version yet: CREATE;
- the version valid at the statement's time has the same value: REINFORCE it;
- same valid time, different value, or a low-confidence change to a high-confidence version:
  CONFLICT (kept, flagged, not in the chain);
- a different value at or after the head: SUPERSEDE the head;
- a different value before the head (a statement that arrives late): INSERT it between the
  version before it and the one after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

LOW_CONFIDENCE = 0.5
HIGH_CONFIDENCE = 0.8


class VersionAction(StrEnum):
    CREATE = "created"
    REINFORCE = "reinforced"
    SUPERSEDE = "superseded"
    INSERT = "inserted"
    CONFLICT = "conflict"


@dataclass(frozen=True, kw_only=True)
class StoredVersion:
    id: str
    value: str
    valid_from: datetime
    confidence: float
    retracted: bool = False


@dataclass(frozen=True, kw_only=True)
class VersionDecision:
    action: VersionAction
    target_id: str | None = None
    """REINFORCE: the version reinforced. CONFLICT: the version the statement conflicts with."""
    predecessor_id: str | None = None
    """The version the new node supersedes."""
    successor_id: str | None = None
    """INSERT: the version that supersedes the new node."""
    reason: str = ""


def same_value(left: str, right: str) -> bool:
    return " ".join(left.casefold().split()) == " ".join(right.casefold().split())


def decide(
    chain: Sequence[StoredVersion], *, value: str, valid_from: datetime, confidence: float
) -> VersionDecision:
    """Where a statement of `value`, true from `valid_from`, goes. `chain` is oldest first."""
    if not chain:
        return VersionDecision(action=VersionAction.CREATE, reason="first statement of this key")
    earlier = [version for version in chain if version.valid_from <= valid_from]
    later = [version for version in chain if version.valid_from > valid_from]
    current = earlier[-1] if earlier else None
    successor = later[0] if later else None
    if current is not None and not current.retracted and same_value(current.value, value):
        return VersionDecision(
            action=VersionAction.REINFORCE, target_id=current.id, reason="restated"
        )
    if current is not None and current.valid_from == valid_from:
        return VersionDecision(
            action=VersionAction.CONFLICT,
            target_id=current.id,
            reason="two values stated for the same time",
        )
    if current is not None and confidence < LOW_CONFIDENCE <= HIGH_CONFIDENCE <= current.confidence:
        return VersionDecision(
            action=VersionAction.CONFLICT,
            target_id=current.id,
            reason=f"low-confidence change ({confidence:.2f}) to a confident value "
            f"({current.confidence:.2f})",
        )
    predecessor_id = current.id if current is not None else None
    if successor is None:
        return VersionDecision(
            action=VersionAction.SUPERSEDE, predecessor_id=predecessor_id, reason="value changed"
        )
    return VersionDecision(
        action=VersionAction.INSERT,
        predecessor_id=predecessor_id,
        successor_id=successor.id,
        reason="late statement placed in its time",
    )
