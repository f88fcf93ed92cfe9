"""The language-independent result of reading one clause as an event."""

from __future__ import annotations

from dataclasses import dataclass

from graph.model import EventStatus, Polarity


@dataclass(frozen=True, slots=True)
class ParsedEvent:
    """What a clause says happened. `owner` is the subject phrase when it is not the speaker
    (as said: "my laptop", "the flight"); `first_person` tells whether the speaker is the actor."""

    action: str
    object: str | None
    status: EventStatus
    owner: str | None
    first_person: bool
    confidence: float
    tentative: bool = False
    """A present-tense verb ("I start", "she moves in"): an event only if its own time phrase
    lies ahead, which makes it a plan; a habit otherwise."""
    own_time: bool = False
    """The event holds when it is said ("我要投诉"), not at a neighbouring clause's time."""


@dataclass(frozen=True, slots=True)
class ParsedPreference:
    """A preference statement read from one sentence, before provenance and time are added."""

    category: str
    key: str
    value: str
    polarity: Polarity
    confidence: float
