"""The default extractor: table-driven rules, no model, deterministic.

For each turn of the window: resolve its time phrases against the turn's time, split it into
sentences and clauses, read an event from each clause and preferences from each sentence, then
link the events of the whole window. Every step is linear in the text's length.
"""

from __future__ import annotations

import dataclasses
import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass

from graph.model import EventStatus
from ingest.extract.entities import find_entities
from ingest.extract.event_time import EventTime, event_time, nearest_year, planned_from_time
from ingest.extract.events_en import parse_event_en
from ingest.extract.events_zh import parse_event_zh
from ingest.extract.follow_ons import work_moves_in_window
from ingest.extract.links import CAUSE_CUES, EFFECT_CUES, LinkCandidate, find_links
from ingest.extract.one_act import Summarize, fold_one_act
from ingest.extract.parsed import ParsedEvent
from ingest.extract.relative_clauses import Part, relative_parts
from ingest.extract.restatements import restates
from ingest.extract.sentences import Clause, split_clauses, split_sentences
from ingest.extract.speakers import (
    AGENT_EVENT_STATUSES,
    acknowledges,
    is_agent,
    without_meta,
)
from ingest.extract.third_person import to_third_person
from ingest.extract.turn_preferences import TurnPreferences
from ingest.extract.types import EventDraft, Extraction, PreferenceDraft, TurnContext
from ingest.timeparse import TimeExpression, resolve_time

_INHERITED_TIME_FACTOR = 0.9
SITUATION_CONFIDENCE = 0.55
_SINCE = re.compile(r"自从|\bever since\b", re.IGNORECASE)
_ANAPHOR = re.compile(r"(?:这个|这|那个|那|此)(?!里|儿|么|样)|(?:this|that|it)\b", re.IGNORECASE)
_HELP = re.compile(
    r"怎么办|咋办|怎么处理|如何处理|\bwhat (?:should|can|do) (?:I|we) do\b|\bwhat now\b",
    re.IGNORECASE,
)
_NOW = re.compile(r"现在|目前|到现在|\bnow\b|\bright now\b|\bcurrently\b", re.IGNORECASE)
_FORCED = re.compile(r"只好|只能|不得不|\bhad to\b|\bended up\b", re.IGNORECASE)
# A situation needs some content: "嗯，所以…" or "OK so …" states no cause.
_CONTENT = re.compile(r"[\u4e00-\u9fff]{2}|[A-Za-z]{2,}\W+[A-Za-z]{2,}")
_FILLERS = re.compile(
    r"^(?:嗯+|哦+|啊+|好吧|好的|对|是的|那|ok|okay|yeah|yes|well|right)[，,!！. ]*$", re.IGNORECASE
)
_ELABORATION = re.compile(r"就是|也就是|是那|\bthat is\b|\bi mean\b", re.IGNORECASE)
_SITUATION_CHARS = 60


def _times_outside_meta(turn: TurnContext) -> Sequence[TimeExpression]:
    """The turn's time expressions (`turn.text` has its meta-statements blanked, spans kept):
    上次 in "我记得上次我提到过" dates nothing the user did."""
    if turn.times is None:
        times: Sequence[TimeExpression] = resolve_time(
            turn.text, turn.at, turn.timezone
        ).expressions
    else:
        times = turn.times
    return [time for time in times if turn.text[time.span[0] : time.span[1]].strip()]


@dataclass(frozen=True, kw_only=True, slots=True)
class RuleExtractor:
    """Extracts events, preferences and causal links with rules, in English and Chinese.

    `min_confidence` drops drafts the rules are unsure of. A turn's time expressions come
    resolved with it (`TurnContext.times`); those inside a meta-statement are left out.
    """

    min_confidence: float = 0.5

    def extract(self, turns: Sequence[TurnContext]) -> Extraction:
        events: list[EventDraft] = []
        candidates: list[LinkCandidate] = []
        preferences: list[PreferenceDraft] = []
        reader = TurnPreferences(min_confidence=self.min_confidence)
        for position, said in enumerate(turns):
            agent = is_agent(said.speaker)
            turn = dataclasses.replace(said, text=without_meta(said.text))
            turn_events: list[tuple[EventDraft, Clause]] = []
            for draft, clause in self._events(turn, _times_outside_meta(turn)):
                recent = [
                    *events[-_RESTATE_SPAN:],
                    *(kept for kept, _ in turn_events[-_RESTATE_SPAN:]),
                ]
                if not restates(draft, recent, agent=agent):
                    turn_events.append((draft, clause))
            turn_events = fold_one_act(turn_events, turn.text, _span_summary(turn))
            if agent:
                turn_events = [
                    (draft, clause)
                    for draft, clause in turn_events
                    if (draft.status.value in AGENT_EVENT_STATUSES or draft.situation)
                    and not acknowledges(clause.text)
                    and _agent_act(draft, clause, turn.speaker, turn.lang)
                ]
            asks_help = bool(turn_events) and bool(_HELP.search(turn.text))
            for order, (draft, clause) in enumerate(turn_events):
                events.append(draft)
                candidates.append(
                    LinkCandidate(
                        key=draft.key,
                        cue=_cue(clause),
                        turn=position,
                        sentence=clause.sentence,
                        first_in_turn=order == 0,
                        status=draft.status,
                        topic=" ".join(filter(None, [draft.object, draft.subject])),
                        speaker=turn.speaker,
                        asks_help=asks_help,
                        agent=agent,
                        service=agent
                        and not draft.situation
                        and (turn.lang == "zh" or draft.action.split()[0] in _SERVICE_ACTS),
                        anaphor=clause.cue == ANAPHORA_CUE
                        or (_cue(clause) in CAUSE_CUES and bool(_ANAPHOR.match(clause.text))),
                    )
                )
            if agent:
                reader.agent_turn(turn)
            else:
                preferences += reader.user_turn(turn)
        links = [link for link in find_links(candidates) if link.confidence >= self.min_confidence]
        links += work_moves_in_window(events, turns, links)
        # A situation ("I'm vegan", 下雨) is kept only as the cause of something.
        linked = {key for link in links for key in (link.cause_key, link.effect_key)}
        events = [e for e in events if not e.situation or e.key in linked]
        return Extraction(events=tuple(events), preferences=tuple(preferences), links=tuple(links))

    def _events(
        self, turn: TurnContext, expressions: Sequence[TimeExpression]
    ) -> list[tuple[EventDraft, Clause]]:
        sentences = split_sentences(turn.text, turn.lang)
        drafts: list[tuple[EventDraft, Clause]] = []
        clauses = split_clauses(turn.text, turn.lang)
        starts = [expression.span[0] for expression in expressions]
        for position, said in enumerate(clauses):
            if said.question:
                continue
            clause = said
            previous = clauses[position - 1] if position > 0 else None
            if (
                previous is not None
                and previous.sentence == said.sentence
                and _CONDITION.match(previous.text)
            ):
                continue  # "If not, I'll cancel": what follows a bare condition is hypothetical
            if (
                previous is not None
                and previous.sentence == said.sentence
                and _bare_anaphor(previous)
            ):
                clause = dataclasses.replace(said, cue=ANAPHORA_CUE)  # "Because of that, I …"
            first = bisect_left(starts, clause.start)
            spans = [
                (e.span[0] - clause.start, e.span[1] - clause.start)
                for e in expressions[first : bisect_left(starts, clause.end)]
                if e.span[1] <= clause.end
            ]
            parts = relative_parts(clause.text, turn.lang, spans)
            if parts is not None:
                for part in parts:
                    found = self._part_event(turn, expressions, clause, part, len(drafts))
                    if found is not None:
                        drafts.append(found)
                continue
            parse = (parse_event_zh if turn.lang == "zh" else parse_event_en)(clause.text, spans)
            following = clauses[position + 1] if position + 1 < len(clauses) else None
            situation = parse is None and _is_cause(clause, following)
            if situation:
                parse = _situation(clause.text)
            if parse is None:
                continue
            sentence = (
                sentences[clause.sentence]
                if clause.sentence < len(sentences)
                else (0, len(turn.text))
            )
            own_time = situation or parse.own_time or bool(_NOW.search(clause.text))
            if own_time:
                # A state, or what holds "now", is timed by its own phrase or the turn.
                sentence = (clause.start, clause.end)
            when = nearest_year(
                event_time(
                    expressions,
                    (clause.start, clause.end),
                    sentence,
                    parse.status,
                    turn.at,
                    look_back=not own_time,
                    # "Booked: Waterbar, Friday Aug 28": what follows a colon elaborates.
                    later=turn.text[clause.end : clause.end + 1] in {":", "："},
                ),
                turn.at,
            )
            parse, when = planned_from_time(parse, when, turn.at)
            if parse.tentative and parse.status is EventStatus.UNKNOWN:
                continue  # a present-tense verb whose time is not ahead: a habit
            if parse.status is EventStatus.UNKNOWN and when.phrase is None:
                # "I'm cleaning up my subscriptions": an ongoing state with no time of its own
                # is kept only as the cause of something, like "it rained".
                situation = True
            if (
                parse.action in _COST_ACTIONS
                and drafts
                and drafts[-1][1].sentence == clause.sentence
            ):
                continue  # "换了块新电池，花了299": the price of the act before, no act
            draft = self._draft(turn, clause, parse, when, len(drafts), situation)
            if draft is not None:
                drafts.append((draft, clause))
        return drafts

    def _part_event(
        self,
        turn: TurnContext,
        expressions: Sequence[TimeExpression],
        clause: Clause,
        part: Part,
        count: int,
    ) -> tuple[EventDraft, Clause] | None:
        """The event of one part of a clause split at a dated relative clause; the main part's
        time comes from its own phrases or the turn, never from the relative part's."""
        parse = (parse_event_zh if turn.lang == "zh" else parse_event_en)(part.text, part.spans)
        if parse is None:
            return None
        region = (clause.start + part.start, clause.start + part.end)
        usable = [e for e in expressions if region[0] <= e.span[0] and e.span[1] <= region[1]]
        when = event_time(usable, region, region, parse.status, turn.at, look_back=part.relative)
        parse, when = planned_from_time(parse, nearest_year(when, turn.at), turn.at)
        if parse.tentative and parse.status is EventStatus.UNKNOWN:
            return None
        piece = dataclasses.replace(
            clause,
            text=part.summary or part.text,
            start=region[0],
            end=region[1],
            cue=clause.cue if part.relative else "",
        )
        draft = self._draft(turn, piece, parse, when, count, situation=False)
        return None if draft is None else (draft, piece)

    def _draft(
        self,
        turn: TurnContext,
        clause: Clause,
        parse: ParsedEvent,
        when: EventTime,
        count: int,
        situation: bool,
    ) -> EventDraft | None:
        confidence = parse.confidence * (_INHERITED_TIME_FACTOR if when.inherited else 1.0)
        if confidence < self.min_confidence:
            return None
        return EventDraft(
            key=f"{turn.turn_id}#{count + 1}",
            action=parse.action,
            summary=_summary(clause.text, turn, parse),
            subject=_subject(turn, parse),
            object=None
            if parse.object is None
            else to_third_person(parse.object, turn.speaker, turn.lang),
            status=parse.status,
            occurred_start=when.start,
            occurred_end=when.end,
            time_granularity=when.granularity,
            confidence=round(confidence, 3),
            source_turn_ids=(turn.turn_id,),
            entities=find_entities(clause.text, turn.lang, turn.speaker),
            time_phrase=when.phrase,
            situation=situation,
        )


_SERVICE_ACTS = frozenset(
    "book rebook reserve cancel schedule reschedule order send email refund escalate open "
    "close arrange ship deliver issue request submit file move credit return start".split()
)


_CONDITION = re.compile(
    r"^(?:if|unless|otherwise|in case|如果|要是|假如|万一|不然|否则)\b\W*\w{0,12}\W*$|"
    r"^(?:如果|要是|假如|万一)[^，,]{0,12}(?:的话)?$|^(?:不然|否则|要不然)$",
    re.IGNORECASE,
)
_RESTATE_SPAN = 40
_COST_ACTIONS = frozenset({"花", "pay", "cost", "spend"})
ANAPHORA_CUE = "anaphora"
"""The cue of a clause after a bare "because of that" / "因为这个": an earlier event caused it."""
_BARE_ANAPHOR = re.compile(r"^(?:这个|这|那个|那|这件事|这事|this|that|it)\W*$", re.IGNORECASE)


def _bare_anaphor(clause: Clause) -> bool:
    return clause.cue in CAUSE_CUES and bool(_BARE_ANAPHOR.match(clause.text.strip()))


def _agent_act(draft: EventDraft, clause: Clause, speaker: str, lang: str) -> bool:
    """What an English agent reports is an event when it is a service act on the user's case
    ("I've escalated FX-40917", "Booked: Waterbar, Friday Aug 28") or a change of status of
    something else ("Hulu is cancelled"). Settings it notes ("I've blocked Sunday afternoons",
    "Moved.", "Set."), idioms ("Closed cabinets it is") and routine steps it narrates ("it was
    scanned yesterday") are none; a stated cause is kept as a situation."""
    if lang != "en" or draft.situation:
        return True
    if draft.subject != speaker:
        return draft.status is not EventStatus.DONE
    if draft.summary.startswith(f"{speaker}: ") and draft.object is None and not draft.time_phrase:
        return False  # "Moved.", "Set."
    return draft.action.split()[0] in _SERVICE_ACTS and not clause.text.rstrip(
        " .!"
    ).lower().endswith(" it is")


def _cue(clause: Clause) -> str:
    """The clause's connector; "自从…" / "ever since…" inside it makes it a cause too."""
    if not clause.cue and _SINCE.search(clause.text):
        return "因为" if not clause.text.isascii() else "because"
    forced = _FORCED.search(clause.text)
    if forced is not None and clause.cue not in CAUSE_CUES:
        return forced.group().lower()
    return clause.cue


def _is_cause(clause: Clause, following: Clause | None) -> bool:
    """Whether the clause is the stated reason for the next one ("because it rained", 因为下雨);
    an elaboration ("就是那款…", "that is…") is none."""
    if (
        _ELABORATION.match(clause.text)
        or _FILLERS.match(clause.text.strip())
        or _BARE_ANAPHOR.match(clause.text.strip())
    ):
        return False
    if not _CONTENT.search(clause.text):
        return False
    if clause.cue in CAUSE_CUES:
        return True
    return (
        following is not None
        and following.sentence == clause.sentence
        and following.cue in EFFECT_CUES
        and not following.question
    )


def _situation(text: str) -> ParsedEvent:
    """A cause that is no action of the speaker's ("it rained", 下雨): kept, so it can be linked."""
    return ParsedEvent(
        text[:_SITUATION_CHARS], None, EventStatus.UNKNOWN, None, False, SITUATION_CONFIDENCE
    )


def _summary(clause: str, turn: TurnContext, parse: ParsedEvent) -> str:
    """The clause in the third person; a Chinese clause without a subject gets the speaker's."""
    text = to_third_person(clause, turn.speaker, turn.lang)
    if parse.first_person and turn.speaker not in text:
        text = f"{turn.speaker}{'' if turn.lang == 'zh' else ': '}{text}"
    return text


def _span_summary(turn: TurnContext) -> Summarize:
    """How a clause spanning several folded ones reads: as the first draft's summary does."""

    def summarize(span: Clause, first: EventDraft) -> str:
        text = to_third_person(span.text, turn.speaker, turn.lang)
        if first.summary.startswith(turn.speaker) and turn.speaker not in text:
            text = f"{turn.speaker}{'' if turn.lang == 'zh' else ': '}{text}"
        return text

    return summarize


def _subject(turn: TurnContext, parse: ParsedEvent) -> str:
    if parse.owner is None:
        return turn.speaker
    return to_third_person(parse.owner, turn.speaker, turn.lang)
