"""Chronograph's graph, as pydantic models: what is stored, and what a writer hands over.

Nodes carry `user_id` (tenancy) and stable string ids. Two clocks: `valid_from`/`valid_until`
and `occurred_start`/`occurred_end` say when something was true in the world, `recorded_at`
when Chronograph learned it. Edges, drawn as (from)-[TYPE]->(to):

    (Turn)-[IN_SESSION]->(Session)-[OF_USER]->(User)      (Turn)-[NEXT]->(Turn)
    (Event|Preference)-[EXTRACTED_FROM]->(Turn)            provenance
    (Event)-[CAUSED {confidence, cue}]->(Event)            cause and effect
    (newer)-[SUPERSEDES {at, reason}]->(older)             versions; the older node stays
    (Preference)-[CONFLICTS_WITH {at, reason}]->(Preference)  a change that could not be settled
    (Event)-[INVOLVES]->(Entity)   (Preference)-[ABOUT]->(Entity)
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Self

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, model_validator

MAX_TEXT_CHARS = 20_000


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    @classmethod
    def carrying(cls, draft: object, **given: Any) -> Self:
        """This model from every field `draft` shares with it (an extractor's draft, any
        dataclass or object), plus `given`: a draft is handed on whole, never copied field by
        field, and validated as any other input."""
        shared = {name: getattr(draft, name) for name in cls.model_fields if hasattr(draft, name)}
        return cls.model_validate(shared | given)


class EventStatus(StrEnum):
    PLANNED = "planned"
    DONE = "done"
    CANCELLED = "cancelled"
    OPEN = "open"
    RESOLVED = "resolved"
    UNKNOWN = "unknown"


class Polarity(StrEnum):
    LIKE = "like"
    DISLIKE = "dislike"
    NEUTRAL = "neutral"


class TimeMention(Frozen):
    """A time expression in a turn, resolved against the turn's time."""

    phrase: str
    start: AwareDatetime | None
    end: AwareDatetime | None
    granularity: str


class TurnInput(Frozen):
    external_id: str = Field(min_length=1, max_length=200)
    speaker: str = Field(min_length=1, max_length=200)
    text: str = Field(max_length=MAX_TEXT_CHARS)
    at: AwareDatetime
    lang: str | None = None
    embedding: list[float] | None = None
    mentions: list[TimeMention] = Field(default_factory=list)
    search_text: str | None = None
    """Extra words for full-text search only (speaker, the date as people write it)."""
    asks: bool = False
    """The turn ends with a question: recall looks for its answer in the next turn."""


class Turn(Frozen):
    id: str
    external_id: str
    user_id: str
    session_id: str
    speaker: str
    text: str
    at: datetime
    lang: str | None = None
    mentions: list[TimeMention] = Field(default_factory=list)


class EventInput(Frozen):
    user_id: str
    action: str = Field(min_length=1, max_length=200)
    summary: str = Field(min_length=1, max_length=MAX_TEXT_CHARS)
    subject: str | None = None
    object: str | None = None
    status: EventStatus = EventStatus.UNKNOWN
    occurred_start: AwareDatetime
    occurred_end: AwareDatetime | None = None
    time_granularity: str = "day"
    recorded_at: AwareDatetime
    confidence: float = Field(0.9, ge=0.0, le=1.0)
    embedding: list[float] | None = None
    source_turn_ids: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    supersedes_id: str | None = None
    supersede_reason: str | None = None

    @model_validator(mode="after")
    def _ends_after_it_starts(self) -> EventInput:
        if self.occurred_end is not None and self.occurred_end < self.occurred_start:
            raise ValueError(
                f"occurred_end {self.occurred_end.isoformat()} is before occurred_start "
                f"{self.occurred_start.isoformat()}"
            )
        return self


class Event(Frozen):
    id: str
    user_id: str
    action: str
    summary: str
    subject: str | None = None
    object: str | None = None
    status: EventStatus
    occurred_start: datetime
    occurred_end: datetime | None = None
    time_granularity: str
    recorded_at: datetime
    confidence: float
    mentions: int = 1
    """How many statements said it (closeSession merges a session's repeats into one)."""
    retracted_at: datetime | None = None
    superseded_at: datetime | None = None


class PreferenceInput(Frozen):
    user_id: str
    category: str = Field(min_length=1, max_length=100)
    key: str = Field(min_length=1, max_length=200)
    value: str = Field(min_length=1, max_length=2_000)
    polarity: Polarity = Polarity.LIKE
    confidence: float = Field(0.9, ge=0.0, le=1.0)
    valid_from: AwareDatetime
    recorded_at: AwareDatetime
    expires_at: AwareDatetime | None = None
    embedding: list[float] | None = None
    source_turn_ids: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)


class Preference(Frozen):
    id: str
    user_id: str
    category: str
    key: str
    value: str
    polarity: Polarity
    confidence: float
    """As stored; `effective_confidence` applies the decay with age at read time."""
    valid_from: datetime
    valid_until: datetime | None = None
    recorded_at: datetime
    last_confirmed_at: datetime
    expires_at: datetime | None = None
    retracted_at: datetime | None = None
    conflict: bool = False
    effective_confidence: float | None = None


class CausalLink(Frozen):
    event: Event
    distance: int
    """Hops from the starting event: positive for effects, negative for causes."""
    cue: str | None
    confidence: float


class Conflict(Frozen):
    preference: Preference
    conflicts_with: Preference
    reason: str
