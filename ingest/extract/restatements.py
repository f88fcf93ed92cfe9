"""An event said again in the same conversation is one event.

"刚从售后回来，换了块新电池" … "换了电池就够用了", or "my flight got cancelled" … "since the
flight was cancelled": the second statement has the same action and status, falls on the same
day (or names no time of its own) and names the same thing (a shared content word, or a
shared pair of characters in Chinese). It is dropped, so the first statement stays the one
event. Different things done the same day ("went to the bank, went to the gym") share no
content and stay apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from graph.model import EventStatus
from ingest.extract.types import EventDraft

_ENGLISH = re.compile(r"[a-z][a-z0-9'\-]{2,}")
_CHINESE = re.compile(r"[\u4e00-\u9fff]+")
_STOP = frozenset(
    "the and was were has have had again got get just really with for they them their his her "
    "she you your its this that our one some user agent".split()
)
_STOP_PAIRS = frozenset("一个 一下 了一 我们 他们 她们 自己 这个 那个 就是 还是 已经".split())
_BOOKINGS = frozenset("book rebook reserve schedule reschedule move 订 预订 预约 改签 约".split())
_LOOK_BACK = 40
_CONFIRM_LOOK_BACK = 4
_SPECIFIC_ACTION = 2


def restates(draft: EventDraft, earlier: Sequence[EventDraft], *, agent: bool = False) -> bool:
    """Whether `draft` says again an event among the recent `earlier` ones. An `agent`'s draft
    that confirms what the user just reported, on the same day ("我要投诉" … "已为您登记投诉"),
    restates it when the action is a word of its own (two characters or more)."""
    day = draft.occurred_start.date()
    words = content(draft.object or "")
    if agent and _books_a_plan(draft, earlier[-_CONFIRM_LOOK_BACK:], day):
        return True
    if agent and len(draft.action) >= _SPECIFIC_ACTION:
        for event in reversed(earlier[-_CONFIRM_LOOK_BACK:]):
            theirs = content(event.object or "")
            if _same_act(draft, event, day) and (not words or not theirs or words & theirs):
                return True
    if not words:
        return any(_shorter_form(draft, event, day) for event in earlier[-_CONFIRM_LOOK_BACK:])
    return any(
        _same_act(draft, event, day)
        and event.subject == draft.subject
        and words & content(event.object or "")
        for event in reversed(earlier[-_LOOK_BACK:])
    )


def _books_a_plan(draft: EventDraft, earlier: Sequence[EventDraft], day: date) -> bool:
    """ "We're doing dinner on the 25th" … "Booked Kopps for Saturday 25 July": the agent's
    booking, dated the day of a plan the user just told, makes that plan firm; no new event."""
    return (
        draft.status is EventStatus.DONE
        and draft.time_phrase is not None
        and draft.action.split(" ")[0] in _BOOKINGS
        and any(
            event.status is EventStatus.PLANNED and event.occurred_start.date() == day
            for event in earlier
        )
    )


def _same_act(draft: EventDraft, event: EventDraft, day: date) -> bool:
    """The same action and status, on the same day (or `draft` names no time of its own)."""
    return (
        event.action == draft.action
        and event.status is draft.status
        and (event.occurred_start.date() == day or draft.time_phrase is None)
    )


def content(text: str) -> set[str]:
    """Content words of English text and character pairs of Chinese text."""
    lowered = text.lower()
    found = {word for word in _ENGLISH.findall(lowered) if word not in _STOP}
    for run in _CHINESE.findall(lowered):
        found |= {run[i : i + 2] for i in range(len(run) - 1)} - _STOP_PAIRS
    return found


def _shorter_form(draft: EventDraft, event: EventDraft, day: date) -> bool:
    """ "车提了！今天下午提的": the same act said again in a shorter form, the same day."""
    return (
        draft.action != event.action
        and event.action.startswith(draft.action)
        and event.subject == draft.subject
        and event.status is draft.status
        and event.occurred_start.date() == day
    )
