"""CAUSED links to events said earlier, in this window or in an earlier session.

Two rule families, each a link the text states:
- a move made for the work: a relocation (搬到苏州, "we're moving to Sacramento") in a turn that
  gives work as its reason (为了离公司近点, "hybrid with the Sacramento office") follows from
  the user's latest job change (offer, 入职, new job), which may have been told sessions before;
- a problem resolved later: a resolved event ("fixed it", 修好了) in a later session is the
  resolution of the earlier open problem it names (a shared content word), or, when it names
  nothing, of the latest open problem, if that is recent.

The extractor applies the first family to its own window; the write pipeline applies both to
what this batch says and what the user's earlier sessions hold (`KnownEvent`s of stored events).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from graph.model import Event, EventStatus
from ingest.extract.restatements import content
from ingest.extract.types import CausalDraft, EventDraft, TurnContext

_RELOCATIONS = frozenset("搬 搬家 搬到 迁 move relocate".split())
_WORK_REASON = re.compile(
    r"公司|上班|工作|单位|通勤|\b(?:office|job|work|commute|employer|workplace)\b", re.IGNORECASE
)
_JOB_CHANGE = re.compile(
    r"入职|录用|跳槽|新工作|换了份工作|换工作|上岗|报到|offer|\bnew (?:job|role|position)\b|"
    r"\bhired\b|\bjoin(?:ed|ing|s)? (?!us\b|me\b|them\b)|"
    r"\baccept(?:ed|ing|s)? (?:the |an |a |their )?(?:job|offer|position|role)\b",
    re.IGNORECASE,
)
_LINKED_JOB_EVENTS = 3
_RECENT_PROBLEM = timedelta(days=30)
_WORK_CONFIDENCE = 0.5
_NAMED_RESOLUTION_CONFIDENCE = 0.7
_BARE_RESOLUTION_CONFIDENCE = 0.5


@dataclass(frozen=True, slots=True)
class KnownEvent:
    """What the rules read of an event: `ref` is a stored id or a draft key, `said_at` the time
    of the turn it came from, `context` the text its reason is read from (its turn's work reason,
    its summary for a stored event)."""

    ref: str
    action: str
    summary: str
    object: str | None
    status: EventStatus
    said_at: datetime
    context: str

    @classmethod
    def of_draft(cls, draft: EventDraft, said_at: datetime, turn_text: str) -> KnownEvent:
        return cls(
            draft.key, draft.action, draft.summary, draft.object, draft.status, said_at, turn_text
        )

    @classmethod
    def of_stored(cls, event: Event) -> KnownEvent:
        return cls(
            event.id,
            event.action,
            event.summary,
            event.object,
            event.status,
            event.recorded_at,
            event.summary,
        )


def work_move_links(
    earlier: Sequence[KnownEvent], events: Sequence[KnownEvent], caused: Iterable[str] = ()
) -> list[CausalDraft]:
    """Links from the latest job change to each move of `events` made for the work; the job
    change is among `earlier` or the `events` said before the move. Events in `caused` already
    have a cause and get none."""
    skip = set(caused)
    links: list[CausalDraft] = []
    latest: list[KnownEvent] = []  # the job changes of the latest turn that told one
    for event in sorted((e for e in earlier if _is_job_change(e)), key=lambda e: e.said_at):
        latest = _with_change(latest, event)
    for event in events:
        if event.ref not in skip and _is_work_move(event):
            links += [
                CausalDraft(
                    cause_key=change.ref,
                    effect_key=event.ref,
                    cue="work",
                    confidence=_WORK_CONFIDENCE,
                )
                for change in latest[:_LINKED_JOB_EVENTS]
                if change.said_at <= event.said_at
            ]
        elif _is_job_change(event):
            latest = _with_change(latest, event)
    return links


def _with_change(latest: list[KnownEvent], change: KnownEvent) -> list[KnownEvent]:
    if latest and latest[0].said_at == change.said_at:
        return [*latest, change] if len(latest) < _LINKED_JOB_EVENTS else latest
    return [change]


def work_moves_in_window(
    events: Sequence[EventDraft], turns: Sequence[TurnContext], links: Sequence[CausalDraft]
) -> list[CausalDraft]:
    """`work_move_links` among the drafts of one extraction window (`links` are its own)."""
    by_id = {turn.turn_id: turn for turn in turns}
    reasons = {turn.turn_id: work_reason(turn.text) for turn in turns}
    known = []
    for draft in events:
        turn = by_id[draft.source_turn_ids[0]]
        known.append(KnownEvent.of_draft(draft, turn.at, reasons[turn.turn_id]))
    return work_move_links([], known, caused=caused_by_acts(events, links))


def work_reason(text: str) -> str:
    """The words of `text` that give work as a reason ("公司", "office"), or "": read once per
    turn, so that a long turn with many moves stays linear."""
    found = _WORK_REASON.search(text)
    return "" if found is None else found.group()


def caused_by_acts(events: Sequence[EventDraft], links: Sequence[CausalDraft]) -> set[str]:
    """The keys of drafts that `links` give a cause which is an act, not a situation: "the
    office is in Austin, so we're moving" still lets the move follow from the job change."""
    situations = {draft.key for draft in events if draft.situation}
    return {link.effect_key for link in links if link.cause_key not in situations}


def links_to_earlier(
    stored: Sequence[Event], said: Sequence[KnownEvent], caused: Iterable[str] = ()
) -> list[CausalDraft]:
    """Both families' links from the user's `stored` events (earlier sessions) to the events
    this batch `said`; `cause_key` is then a stored event's id."""
    earlier = [KnownEvent.of_stored(event) for event in stored]
    skip = set(caused)
    return work_move_links(earlier, said, skip) + resolution_links(earlier, said, skip)


def resolution_links(
    earlier: Sequence[KnownEvent], events: Sequence[KnownEvent], caused: Iterable[str] = ()
) -> list[CausalDraft]:
    """Links from an `earlier` open problem to each resolved event of `events` that names it
    (or names nothing, when that problem is the latest and recent)."""
    skip = set(caused)
    problems = sorted((e for e in earlier if e.status is EventStatus.OPEN), key=lambda e: e.said_at)
    links: list[CausalDraft] = []
    for event in events:
        if event.ref in skip or event.status is not EventStatus.RESOLVED:
            continue
        words = content(event.object or "")
        named = [p for p in problems if words & content(f"{p.object or ''} {p.summary}")]
        if named:
            links.append(_resolves(named[-1], event, _NAMED_RESOLUTION_CONFIDENCE))
        elif not words and problems and event.said_at - problems[-1].said_at <= _RECENT_PROBLEM:
            links.append(_resolves(problems[-1], event, _BARE_RESOLUTION_CONFIDENCE))
    return links


def _resolves(problem: KnownEvent, event: KnownEvent, confidence: float) -> CausalDraft:
    return CausalDraft(
        cause_key=problem.ref, effect_key=event.ref, cue="resolution", confidence=confidence
    )


def _is_work_move(event: KnownEvent) -> bool:
    action = event.action.split(" ")[0] if event.action.isascii() else event.action
    return (
        action in _RELOCATIONS
        and event.status in {EventStatus.DONE, EventStatus.PLANNED, EventStatus.UNKNOWN}
        and bool(_WORK_REASON.search(event.context))
    )


def _is_job_change(event: KnownEvent) -> bool:
    return not _is_work_move(event) and bool(_JOB_CHANGE.search(f"{event.action} {event.summary}"))
