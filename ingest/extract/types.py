"""What the extractor reads (turns) and what it hands to the write pipeline (drafts).

Drafts are graph facts before they have ids: an `EventDraft.key` is a reference that is unique
within one `Extraction`, so that a `CausalDraft` can point at the events of the same call. The
pipeline turns drafts into `graph.model.EventInput` / `PreferenceInput` (adding `user_id`,
`recorded_at` and embeddings) and links into `CAUSED` edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol

from graph.model import EventStatus, Polarity
from ingest.timeparse import TimeExpression

Lang = Literal["en", "zh"]


@dataclass(frozen=True, kw_only=True, slots=True)
class TurnContext:
    """One turn as the extractor sees it; `at` is time-zone-aware, `timezone` an IANA name."""

    turn_id: str
    external_id: str
    user_id: str
    speaker: str
    text: str
    at: datetime
    timezone: str
    lang: Lang
    times: tuple[TimeExpression, ...] | None = None
    """The turn's time expressions, resolved once by the pipeline in the user's zone (the
    turn's mentions are the same list); None: the extractor resolves the text itself."""

    def __post_init__(self) -> None:
        if self.at.tzinfo is None:
            raise ValueError("TurnContext.at must be time-zone-aware")


@dataclass(frozen=True, kw_only=True, slots=True)
class EventDraft:
    """A thing that happened, happens or is planned, said in one turn.

    `occurred_start`/`occurred_end` are the resolved time phrase's half-open interval, or the
    turn's time (with no end) when the sentence names no time.
    """

    key: str
    action: str
    summary: str
    subject: str | None
    object: str | None
    status: EventStatus
    occurred_start: datetime
    occurred_end: datetime | None
    time_granularity: str
    confidence: float
    source_turn_ids: tuple[str, ...]
    entities: tuple[str, ...] = ()
    time_phrase: str | None = None
    situation: bool = False
    """A state rather than an action ("I'm vegan", 下雨), kept only as the cause of an event."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PreferenceDraft:
    """A stable fact about the user. The same statement always gives the same
    (category, key, value); a changed statement keeps (category, key) and changes `value`."""

    category: str
    key: str
    value: str
    polarity: Polarity
    confidence: float
    valid_from: datetime
    source_turn_ids: tuple[str, ...]
    entities: tuple[str, ...] = ()
    retracts: bool = False
    """The user takes this back ("那个不用记了", "never mind the budget"): the version of
    (category, key) with this value that is valid then is retracted; nothing new is stored."""


@dataclass(frozen=True, kw_only=True, slots=True)
class CausalDraft:
    """`cause_key` CAUSED `effect_key`; both are `EventDraft.key`s of the same extraction."""

    cause_key: str
    effect_key: str
    cue: str
    confidence: float


@dataclass(frozen=True, kw_only=True, slots=True)
class Extraction:
    events: tuple[EventDraft, ...] = ()
    preferences: tuple[PreferenceDraft, ...] = ()
    links: tuple[CausalDraft, ...] = field(default=())


class Extractor(Protocol):
    """Turns a window of turns (oldest first) into drafts.

    Implementations must be deterministic for a given input if they are to be tested; the
    default `RuleExtractor` is, and needs no model. An LLM-based extractor implements the same
    method and can be handed to the pipeline instead.
    """

    def extract(self, turns: Sequence[TurnContext]) -> Extraction: ...
