"""One purchase told in several clauses of a turn is one event.

    "新电脑买好了，这次换了台MacBook Air，前天到的"      买 + 换 + 到: one purchase
    "最后还是换了新手机，双十一买了台小米15，昨天到的"    换 + 买 + 到: one purchase
    "Switched to a Pixel 10, bought it on Friday, it arrived yesterday"

A clause that follows an acquisition (buy, switch to, order, 买, 换, 下单) in its sentence is
the same act when it is a bare arrival that names no thing of its own ("前天到的", "it came
yesterday"; "the shoes I ordered last Thursday came today" names them, and stays two dated
events), or another acquisition where one of the two names no particular thing ("换了新手机"
beside "买了台小米15"). It is folded into the first: the summary spans both clauses, the object
is the particular thing, and the time is the first phrase either gives. Two acquisitions of
particular, different things ("买了菜，又买了花") stay two events. Likewise a trip's return leg
planned in the sentence of its departure ("10月14号去大阪，20号回来") is one trip, from the
first day to the last.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from datetime import timedelta

from graph.model import EventStatus
from ingest.extract.restatements import content
from ingest.extract.sentences import Clause
from ingest.extract.types import EventDraft

ACQUISITIONS = frozenset(
    "买 购买 换 换了 下单 入手 提车 订 订好 buy purchase order switch switch to replace "
    "pick up grab".split()
)
ARRIVALS = frozenset("到 收到 送到 到货 签收 arrive come come in turn up show up deliver".split())
_GENERIC = re.compile(
    r"^(?:[一]?[台部个辆件块只]?(?:新|新的)\S{0,3}|好|了|的|it|one|a new one|a new \w+|"
    r"the new \w+|(?:a |the )?replacement)$",
    re.IGNORECASE,
)
DEPARTURES = frozenset("去 出发 飞 启程 出行 go fly leave head depart travel".split())
RETURNS = frozenset("回来 回 返回 回家 回国 飞回 back return come get".split())
_DAY = timedelta(days=1)
_MAX_SPAN = 160
_ARRIVAL_WORDS = re.compile(
    r"收到|送到|到货|签收|到|\b(?:arriv\w*|came|come|comes|delivered|turned up|showed up)\b",
    re.IGNORECASE,
)
_SMALL = re.compile(
    r"[的了也都就才已经还又这次今终于总算]|\b(?:it|they|finally|just|has|have|had|was|were|"
    r"and|then|yesterday|today|this|that|which|already)\b",
    re.IGNORECASE,
)
Summarize = Callable[[Clause, EventDraft], str]
"""The summary of a clause that spans the folded clauses, worded as the first draft was."""


def fold_one_act(
    said: Sequence[tuple[EventDraft, Clause]], text: str, summarize: Summarize
) -> list[tuple[EventDraft, Clause]]:
    """`said` (one turn's drafts in order, with their clauses in `text`) with each clause that
    tells an acquisition again folded into the acquisition before it."""
    kept: list[tuple[EventDraft, Clause]] = []
    for draft, clause in said:
        if not kept or not _near(kept[-1][1], clause):
            kept.append((draft, clause))
        elif _same_purchase(kept[-1][0], draft, clause.text):
            first, first_clause = kept[-1]
            kept[-1] = _folded(first, first_clause, draft, clause, text, summarize)
        elif kept and _return_leg(kept[-1], draft, clause):
            first, first_clause = kept[-1]
            trip, span = _folded(first, first_clause, draft, clause, text, summarize)
            trip = dataclasses.replace(
                trip,
                object=first.object,
                occurred_start=first.occurred_start,
                occurred_end=draft.occurred_end or draft.occurred_start + _DAY,
                time_granularity=first.time_granularity,
                time_phrase=first.time_phrase,
            )
            kept[-1] = (trip, span)
        else:
            kept.append((draft, clause))
    return kept


def _near(first: Clause, clause: Clause) -> bool:
    """One act is told within one sentence, in a few clauses (which keeps folding linear)."""
    return first.sentence == clause.sentence and clause.end - first.start <= _MAX_SPAN


def _return_leg(before: tuple[EventDraft, Clause], draft: EventDraft, clause: Clause) -> bool:
    """ "10月14号去大阪，20号回来", "we fly out on the 3rd and back on the 9th": the return of
    the trip planned just before, in the same sentence, is one trip from the first day to the
    last."""
    first, _ = before
    return (
        first.status is EventStatus.PLANNED
        and draft.status is EventStatus.PLANNED
        and first.time_phrase is not None
        and draft.time_phrase is not None
        and draft.occurred_start > first.occurred_start
        and _is(first.action, DEPARTURES)
        and _is(draft.action, RETURNS)
    )


def _base(action: str) -> str:
    return action.split(" ")[0] if action.isascii() else action


def _same_purchase(first: EventDraft, draft: EventDraft, clause: str) -> bool:
    if (
        first.status is not EventStatus.DONE
        or draft.status is not EventStatus.DONE
        or not _is(first.action, ACQUISITIONS)
    ):
        return False
    if _is(draft.action, ARRIVALS):
        return not _named(clause, draft)
    if first.subject != draft.subject or not _is(draft.action, ACQUISITIONS):
        return False
    if _generic(first.object) or _generic(draft.object):
        return True
    return bool(content(first.object or "") & content(draft.object or ""))


def _named(clause: str, draft: EventDraft) -> set[str]:
    """What the arrival clause names besides its verb, time and small words: "洗衣机" in
    "洗衣机昨天也到了", "chair" in "the chair came today"; nothing in "前天到的", "it came"."""
    rest = clause.replace(draft.time_phrase or "\0", " ")
    rest = _ARRIVAL_WORDS.sub(" ", rest)
    return content(_SMALL.sub(" ", rest))


def _is(action: str, family: frozenset[str]) -> bool:
    return action in family or _base(action) in family


def _generic(thing: str | None) -> bool:
    return thing is None or bool(_GENERIC.match(thing.strip()))


def _folded(
    first: EventDraft,
    first_clause: Clause,
    draft: EventDraft,
    clause: Clause,
    text: str,
    summarize: Summarize,
) -> tuple[EventDraft, Clause]:
    span = dataclasses.replace(
        first_clause, text=text[first_clause.start : clause.end], end=clause.end
    )
    timed = first if first.time_phrase is not None or draft.time_phrase is None else draft
    merged = dataclasses.replace(
        first,
        summary=summarize(span, first),
        object=first.object if _generic(draft.object) else draft.object,
        occurred_start=timed.occurred_start,
        occurred_end=timed.occurred_end,
        time_granularity=timed.time_granularity,
        time_phrase=timed.time_phrase,
        entities=tuple(dict.fromkeys((*first.entities, *draft.entities))),
        confidence=max(first.confidence, draft.confidence),
    )
    return merged, span
