"""CAUSED links between the events of one extraction.

Rule families:
- explicit cues: "X because Y" (Y → X), "X, so Y" / "which led to" / 所以 / 导致 / 结果 / 后来
  (X → Y), "after X, Y" (X → Y). A cue that opens a later sentence of the same turn links to
  the event before it; a turn that opens with a cue ("So I bought a new one", "所以我…") links
  to the nearest event of the turns just before it. "A because B, so C" links A → C;
- forced acts: 只好 / 只能 / 不得不 / "had to" / "ended up" link to the latest problem just
  before them ("航班取消了，只好在大阪多住了一晚");
- problem → consequence: an open problem, then in the same sentence what the user does about
  it, with no connector ("腰闪了一下，这两周先暂停私教吧"); a mishap, then the problem it left
  ("被果汁泼到，现在开不了机了"); a problem the user reports (or asks what to do about), then,
  after the agent's turn, the user's decision ("航班取消了，怎么办？" … "改签中午那班吧");
- problem → resolution: an open problem ("broke", 坏了, a complaint) and a later resolved event
  ("fixed", 修好了) on the same thing, or on "it" within a few turns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from graph.model import EventStatus
from ingest.extract.types import CausalDraft

EFFECT_CUES = frozenset(
    "so|and so|which led to|which made|which meant|as a result|that's why|that is why|"
    "which is why|had to|ended up|所以|因此|于是|导致|造成|结果|后来|只好|只能|不得不|害得|"
    "以至于|为此".split("|")
)
FORCED_CUES = frozenset({"had to", "ended up", "只好", "只能", "不得不"})
"""Words that say an act was forced by what came before ("我只好多住了一晚", "we had to …")."""
_PROBLEMS = frozenset({EventStatus.OPEN, EventStatus.CANCELLED})
CAUSE_CUES = frozenset({"because", "because of", "因为", "由于"})
AFTER_CUES = frozenset({"after", "after that", "之后"})
CROSS_TURN_WINDOW = 3
ANAPHOR_WINDOW = 5
"""An anaphoric cause ("因为这个伤") reaches back two of the user's turns, the agent's between."""
_PROBLEM_LOOK_BACK = 50
_WORD = re.compile(r"[a-z]{3,}|[\u4e00-\u9fff]")
_STOP = frozenset(
    "the and was were has have had again got get just really with for they them their his her "
    "she you your its this that our new old one some".split()
    + list("的了又也都还就再被把给帮替将和跟你他她它们个一这那是在有")
)


@dataclass(frozen=True, slots=True)
class LinkCandidate:
    """An event draft with where it was said: turn position, sentence, clause order, cue."""

    key: str
    cue: str
    turn: int
    sentence: int
    first_in_turn: bool
    status: EventStatus
    topic: str
    speaker: str = ""
    asks_help: bool = False
    """The turn asks what to do ("怎么办？", "what should I do?"): what it reports is a problem."""
    agent: bool = False
    service: bool = False
    """An agent's act on the user's case (a booking, a claim, an escalation)."""
    anaphor: bool = False
    """A cause that points back ("因为这个伤", "because of that"): it stands for an earlier
    event, which is linked to it."""


def find_links(events: Sequence[LinkCandidate]) -> list[CausalDraft]:
    """Links among `events`, which are in the order they were said."""
    links: dict[tuple[str, str], CausalDraft] = {}
    responded: set[int] = set()
    for index, event in enumerate(events):
        previous = events[index - 1] if index > 0 else None
        following = events[index + 1] if index + 1 < len(events) else None
        same_sentence_before = previous is not None and _same_sentence(previous, event)
        same_sentence_after = following is not None and _same_sentence(event, following)
        if event.cue in EFFECT_CUES and previous is not None:
            cause = _forced_cause(events, index) if event.cue in FORCED_CUES else previous
            if (
                cause is previous
                and previous.cue in CAUSE_CUES
                and index >= 2
                and same_sentence_before
                and _same_sentence(events[index - 2], previous)
            ):
                # "A because B, so C": the "so" follows on from A, which B explained.
                cause = events[index - 2]
            if cause is not None and (
                _same_sentence(cause, event)
                or cause.turn == event.turn
                or ((event.first_in_turn or event.cue in FORCED_CUES) and _near(cause, event))
            ):
                confidence = 0.8 if _same_sentence(cause, event) else 0.6
                _add(links, cause.key, event.key, event.cue, confidence)
        elif event.cue in CAUSE_CUES:
            if same_sentence_before and previous is not None:
                _add(links, event.key, previous.key, event.cue, 0.8)
            elif same_sentence_after and following is not None:
                _add(links, event.key, following.key, event.cue, 0.8)
        elif event.cue in AFTER_CUES:
            if same_sentence_before and previous is not None and event.cue == "after":
                _add(links, event.key, previous.key, event.cue, 0.6)
            elif same_sentence_after and following is not None:
                _add(links, event.key, following.key, event.cue, 0.6)
            elif previous is not None and _near(previous, event):
                _add(links, previous.key, event.key, event.cue, 0.5)
        if (
            previous is not None
            and same_sentence_before
            and previous.status is EventStatus.OPEN
            and event.status is not EventStatus.OPEN
            and not event.cue
        ):
            # "腰闪了一下，这两周先暂停私教吧": a problem, then what the user does about it.
            _add(links, previous.key, event.key, "consequence", 0.55)
        elif (
            previous is not None
            and same_sentence_before
            and previous.status is EventStatus.DONE
            and event.status is EventStatus.OPEN
            and event.cue in {"", "and"}
        ):
            # "笔电被果汁泼到，现在开不了机了", "I dropped it and the screen cracked": a mishap,
            # then the problem it left.
            _add(links, previous.key, event.key, "consequence", 0.55)
        elif (
            not event.cue
            and event.first_in_turn
            and previous is not None
            and event.turn == previous.turn + 2
            and (previous.status in _PROBLEMS or previous.asks_help)
            and event.status is EventStatus.PLANNED
            and previous.speaker == event.speaker
        ):
            # "明天的航班取消了，怎么办？" … "改签中午那班吧": what the user does next about a
            # problem they just reported, across the agent's turn.
            _add(links, previous.key, event.key, "consequence", 0.5)
        if event.anaphor:
            earlier = _pointed_at(events, index)
            if earlier is not None:
                _add(links, earlier.key, event.key, "anaphora", 0.6)
        if (
            event.service
            and event.turn not in responded
            and event.status in {EventStatus.DONE, EventStatus.OPEN}
            and not event.cue
        ):
            # "the screen's shattered" … "I've started a claim": the service acts on a problem
            # the user reported just before (its first act in that turn).
            reported = _users_problem(events, index)
            if reported is not None:
                responded.add(event.turn)
                _add(links, reported.key, event.key, "response", 0.5)
        if event.status is EventStatus.RESOLVED:
            problem = _problem_for(events[:index], event)
            if problem is not None:
                _add(links, problem[0].key, event.key, "resolution", problem[1])
    return list(links.values())


def _users_problem(events: Sequence[LinkCandidate], index: int) -> LinkCandidate | None:
    """The latest open problem the user reported in the turns just before `events[index]`."""
    response = events[index]
    for position in range(index - 1, max(-1, index - 1 - _PROBLEM_LOOK_BACK), -1):
        event = events[position]
        if not _near(event, response):
            break
        if event.agent or event.turn == response.turn:
            continue
        if event.status is EventStatus.OPEN:
            return event
    return None


def _pointed_at(events: Sequence[LinkCandidate], index: int) -> LinkCandidate | None:
    """What an anaphoric cause stands for: the latest problem of an earlier turn nearby, else
    the latest event of an earlier turn nearby."""
    anaphor = events[index]
    fallback = None
    for position in range(index - 1, max(-1, index - 1 - _PROBLEM_LOOK_BACK), -1):
        event = events[position]
        if anaphor.turn - event.turn > ANAPHOR_WINDOW:
            break
        if event.turn == anaphor.turn:
            continue
        if event.status in _PROBLEMS:
            return event
        fallback = fallback or event
    return fallback


def _forced_cause(events: Sequence[LinkCandidate], index: int) -> LinkCandidate | None:
    """The latest problem before the forced act `events[index]`, in its turn or just before;
    else the latest event of the same sentence."""
    effect = events[index]
    for position in range(index - 1, max(-1, index - 1 - _PROBLEM_LOOK_BACK), -1):
        event = events[position]
        if not _near(event, effect):
            break
        if event.status in _PROBLEMS:
            return event
    previous = events[index - 1] if index > 0 else None
    return previous if previous is not None and _same_sentence(previous, effect) else None


def _problem_for(
    earlier: Sequence[LinkCandidate], resolution: LinkCandidate
) -> tuple[LinkCandidate, float] | None:
    words = _words(resolution.topic, resolution.speaker)
    recent = earlier[-_PROBLEM_LOOK_BACK:]
    problems = [event for event in recent if event.status is EventStatus.OPEN]
    for problem in reversed(problems):
        if words & _words(problem.topic, problem.speaker):
            return problem, 0.75
    # "It got fixed", 修好了: a resolution that names no thing is about the latest problem.
    if problems and _near(problems[-1], resolution) and not words:
        return problems[-1], 0.5
    return None


def _words(text: str, speaker: str = "") -> set[str]:
    """The content words of a topic. The speaker's name is left out: "Caroline's laptop" and
    "Caroline's fence" share an owner, not a thing."""
    if speaker:
        text = text.replace(speaker, " ")
    return {word for word in _WORD.findall(text.lower()) if word not in _STOP and word != "我"}


def _same_sentence(left: LinkCandidate, right: LinkCandidate) -> bool:
    return left.turn == right.turn and left.sentence == right.sentence


def _near(left: LinkCandidate, right: LinkCandidate) -> bool:
    return 0 <= right.turn - left.turn <= CROSS_TURN_WINDOW


def _add(
    links: dict[tuple[str, str], CausalDraft], cause: str, effect: str, cue: str, confidence: float
) -> None:
    if cause != effect and (cause, effect) not in links and (effect, cause) not in links:
        links[(cause, effect)] = CausalDraft(
            cause_key=cause, effect_key=effect, cue=cue, confidence=confidence
        )
