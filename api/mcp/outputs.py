"""What the MCP tools return: pydantic models (the tools' output schemas, sent as structured
content) that also render themselves as short text for a model to read.

They are built from the same results the GraphQL resolvers return (see `api.operations`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from graph import model
from graph.profile import HistoryEntry
from ingest.timeparse import TimeExpression

Kind = Literal["turn", "event", "preference"]


class Output(BaseModel):
    model_config = ConfigDict(frozen=True)

    def as_text(self) -> str:
        return self.model_dump_json(indent=1)


class ResolvedTime(BaseModel):
    """A time phrase and the half-open interval [start, end) it was read as."""

    phrase: str
    start: datetime | None
    end: datetime | None
    granularity: str
    strategy: str
    """window: searched inside; most_recent: the newest match (上次); open: one bound"""


class Provenance(BaseModel):
    """A turn a memory was taken from: who said what, when."""

    turn_id: str
    external_id: str
    session_id: str
    speaker: str
    at: datetime
    quote: str


class Memory(BaseModel):
    """A turn (what was said), an event (what happened) or a preference (what holds)."""

    kind: Kind
    id: str
    time: datetime | None
    text: str
    """A turn's words, an event's summary, a preference as 'category/key: value'."""
    node: model.Turn | model.Event | model.Preference


class RecalledMemory(Memory):
    score: float
    why: dict[str, float | bool]
    """Score components in [0, 1]: semantic, semantic_en, feedback, lexical, time_fit, recency,
    confidence, graph, speaker, addressee, diversity; `superseded` when a newer version
    exists."""
    path: list[str]
    """How it was found: vector, vector_en, fulltext, window, feedback, expand:EDGE→/←."""
    provenance: list[Provenance]


class RecallOutput(Output):
    resolved_time: ResolvedTime | None
    items: list[RecalledMemory]
    truncated: bool
    """The question was cut at 2,000 characters."""

    def as_text(self) -> str:
        lines = []
        if self.resolved_time is not None:
            time = self.resolved_time
            lines.append(f"time phrase {time.phrase!r}: {_span(time.start, time.end)}")
        if not self.items:
            lines.append("no memories found")
        for rank, item in enumerate(self.items, start=1):
            when = f"{item.time:%Y-%m-%d}" if item.time else "undated"
            lines.append(f"{rank}. [{item.kind} {when} id={item.id}] {item.text}")
            for source in item.provenance[:1]:
                if source.turn_id != item.id:
                    lines.append(
                        f"   said by {source.speaker} on {source.at:%Y-%m-%d}: {source.quote!r}"
                    )
        return "\n".join(lines)


def _span(start: datetime | None, end: datetime | None) -> str:
    return f"[{start.isoformat() if start else '…'}, {end.isoformat() if end else '…'})"


def resolved_time(expression: TimeExpression | None) -> ResolvedTime | None:
    if expression is None:
        return None
    return ResolvedTime(
        phrase=expression.phrase,
        start=expression.start,
        end=expression.end,
        granularity=str(getattr(expression.granularity, "value", expression.granularity)),
        strategy=str(getattr(expression.strategy, "value", expression.strategy)),
    )


def memory_text(node: model.Turn | model.Event | model.Preference) -> str:
    if isinstance(node, model.Turn):
        return f"{node.speaker}: {node.text}"
    if isinstance(node, model.Event):
        return node.summary
    return f"{node.category}/{node.key}: {node.value}"


def memory_time(node: model.Turn | model.Event | model.Preference) -> datetime:
    if isinstance(node, model.Turn):
        return node.at
    if isinstance(node, model.Event):
        return node.occurred_start
    return node.valid_from


def _kind(node: model.Turn | model.Event | model.Preference) -> Kind:
    if isinstance(node, model.Turn):
        return "turn"
    return "event" if isinstance(node, model.Event) else "preference"


def memory(node: model.Turn | model.Event | model.Preference) -> Memory:
    return Memory(
        kind=_kind(node), id=node.id, time=memory_time(node), text=memory_text(node), node=node
    )


def provenance(turn: model.Turn) -> Provenance:
    return Provenance(
        turn_id=turn.id,
        external_id=turn.external_id,
        session_id=turn.session_id,
        speaker=turn.speaker,
        at=turn.at,
        quote=turn.text,
    )


def recall_output(answer: dict[str, Any]) -> RecallOutput:
    """From `api.operations.recall_answer`'s result."""
    items = [
        RecalledMemory(
            **dict(memory(item.node)),
            score=item.score,
            why=item.why.model_dump(),
            path=list(item.path),
            provenance=[provenance(turn) for turn in item.sources],
        )
        for item in answer["items"]
    ]
    return RecallOutput(
        resolved_time=resolved_time(answer["resolved_time"]),
        items=items,
        truncated=answer["truncated"],
    )


class ProfileOutput(Output):
    preferences: list[model.Preference]
    """Highest effective (age-decayed) confidence first."""

    def as_text(self) -> str:
        if not self.preferences:
            return "no preferences known"
        return "\n".join(
            f"- {memory_text(p)} (confidence {p.effective_confidence or p.confidence:.2f}, "
            f"since {p.valid_from:%Y-%m-%d}, id={p.id})"
            for p in self.preferences
        )


class HydrateOutput(Output):
    text: str
    """Ready to put in a system prompt."""
    profile: list[model.Preference]
    events: list[model.Event]
    used: int
    budget: int
    truncated: bool

    def as_text(self) -> str:
        return self.text or "nothing known about this user yet"


class TimelineOutput(Output):
    resolved_time: ResolvedTime | None
    entries: list[Memory]
    has_next_page: bool
    end_cursor: str | None
    """Pass as `after` for the next page."""

    def as_text(self) -> str:
        lines = [f"- {e.time:%Y-%m-%d %H:%M} [{e.kind} id={e.id}] {e.text}" for e in self.entries]
        if self.has_next_page:
            lines.append(f"(more: after={self.end_cursor})")
        return "\n".join(lines) or "nothing in this window"


def timeline_output(page: dict[str, Any]) -> TimelineOutput:
    return TimelineOutput(
        resolved_time=resolved_time(page["resolved_time"]),
        entries=[memory(edge["node"]) for edge in page["edges"]],
        has_next_page=page["page_info"]["has_next_page"],
        end_cursor=page["page_info"]["end_cursor"],
    )


class Version(BaseModel):
    preference: model.Preference
    supersedes: str | None
    """The id of the version this one replaced."""
    conflicts_with: str | None


class HistoryOutput(Output):
    versions: list[Version]
    """Oldest first; the current one has no valid_until."""

    def as_text(self) -> str:
        if not self.versions:
            return "no such preference"
        return "\n".join(
            f"- {v.preference.valid_from:%Y-%m-%d} → "
            f"{f'{v.preference.valid_until:%Y-%m-%d}' if v.preference.valid_until else 'now'}: "
            f"{v.preference.value}{' (conflict)' if v.conflicts_with else ''}"
            for v in self.versions
        )


def history_output(entries: Sequence[HistoryEntry]) -> HistoryOutput:
    return HistoryOutput(
        versions=[
            Version(
                preference=e.preference, supersedes=e.supersedes, conflicts_with=e.conflicts_with
            )
            for e in entries
        ]
    )


class Link(BaseModel):
    event: model.Event
    distance: int
    """Hops from the starting event: negative for causes, positive for effects."""
    cue: str | None
    confidence: float


class FollowUpOutput(Output):
    event: model.Event
    links: list[Link]
    """Nearest first."""

    def as_text(self) -> str:
        lines = [f"{self.event.summary} ({self.event.occurred_start:%Y-%m-%d})"]
        for link in self.links:
            relation = "led to" if link.distance > 0 else "was caused by"
            lines.append(
                f"- {relation} ({abs(link.distance)} hop): {link.event.summary} "
                f"({link.event.occurred_start:%Y-%m-%d}, id={link.event.id})"
            )
        if not self.links:
            lines.append("- no linked events")
        return "\n".join(lines)


class PreferenceChangeOutput(Output):
    action: str
    """created, reinforced, superseded, inserted or conflict"""
    reason: str
    preference: model.Preference

    def as_text(self) -> str:
        return (
            f"{self.action}: {memory_text(self.preference)} ({self.reason}) id={self.preference.id}"
        )


class RememberOutput(Output):
    turns: list[model.Turn]
    created_turns: int
    """0 when the batch was sent before."""
    events: list[model.Event]
    preferences: list[PreferenceChangeOutput]
    links: int
    """CAUSED edges created."""

    def as_text(self) -> str:
        lines = [f"stored {self.created_turns} new of {len(self.turns)} turns"]
        lines += [f"- event {e.occurred_start:%Y-%m-%d}: {e.summary}" for e in self.events]
        lines += [f"- preference {p.as_text()}" for p in self.preferences]
        return "\n".join(lines)


class RetractOutput(Output):
    preference: model.Preference

    def as_text(self) -> str:
        return f"retracted {memory_text(self.preference)} (id={self.preference.id})"


class ForgetOutput(Output):
    user_id: str
    deleted_nodes: int

    def as_text(self) -> str:
        return f"forgot user {self.user_id}: {self.deleted_nodes} nodes deleted"
