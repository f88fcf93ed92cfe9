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
from ingest.extract.event_time import event_time, nearest_year
from ingest.extract.events_en import parse_event_en
from ingest.extract.events_zh import parse_event_zh
from ingest.extract.links import CAUSE_CUES, EFFECT_CUES, LinkCandidate, find_links
from ingest.extract.parsed import ParsedEvent
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.sentences import Clause, split_clauses, split_sentences
from ingest.extract.speakers import (
    AGENT_EVENT_STATUSES,
    acknowledges,
    is_agent,
    retracts,
    without_meta,
)
from ingest.extract.third_person import to_third_person
from ingest.extract.types import EventDraft, Extraction, PreferenceDraft, TurnContext
from ingest.timeparse import TimeExpression, VagueWindows, resolve_time

_INHERITED_TIME_FACTOR = 0.9
SITUATION_CONFIDENCE = 0.55
_SINCE = re.compile(r"自从|\bever since\b", re.IGNORECASE)
_ELABORATION = re.compile(r"就是|也就是|是那|\bthat is\b|\bi mean\b", re.IGNORECASE)
_SITUATION_CHARS = 60


@dataclass(frozen=True, kw_only=True, slots=True)
class RuleExtractor:
    """Extracts events, preferences and causal links with rules, in English and Chinese.

    `min_confidence` drops drafts the rules are unsure of; `vague_windows` configures the time
    resolver's default windows for "recently", 最近 and the like.
    """

    min_confidence: float = 0.5
    vague_windows: VagueWindows | None = None

    def extract(self, turns: Sequence[TurnContext]) -> Extraction:
        events: list[EventDraft] = []
        candidates: list[LinkCandidate] = []
        preferences: list[PreferenceDraft] = []
        for position, said in enumerate(turns):
            agent = is_agent(said.speaker)
            turn = dataclasses.replace(said, text=without_meta(said.text))
            resolved = resolve_time(
                turn.text, turn.at, turn.timezone, vague_windows=self.vague_windows
            )
            turn_events = self._events(turn, resolved.expressions)
            if agent:
                turn_events = [
                    (draft, clause)
                    for draft, clause in turn_events
                    if draft.status.value in AGENT_EVENT_STATUSES and not acknowledges(clause.text)
                ]
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
                    )
                )
            if not agent:
                preferences += self._preferences(turn)
        links = [link for link in find_links(candidates) if link.confidence >= self.min_confidence]
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
        for position, clause in enumerate(clauses):
            if clause.question:
                continue
            first = bisect_left(starts, clause.start)
            spans = [
                (e.span[0] - clause.start, e.span[1] - clause.start)
                for e in expressions[first : bisect_left(starts, clause.end)]
                if e.span[1] <= clause.end
            ]
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
            when = nearest_year(
                event_time(
                    expressions, (clause.start, clause.end), sentence, parse.status, turn.at
                ),
                turn.at,
            )
            confidence = parse.confidence * (_INHERITED_TIME_FACTOR if when.inherited else 1.0)
            if confidence < self.min_confidence:
                continue
            draft = EventDraft(
                key=f"{turn.turn_id}#{len(drafts) + 1}",
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
            drafts.append((draft, clause))
        return drafts

    def _preferences(self, turn: TurnContext) -> list[PreferenceDraft]:
        found: list[PreferenceDraft] = []
        read = preferences_zh if turn.lang == "zh" else preferences_en
        for start, end in split_sentences(turn.text, turn.lang):
            sentence = turn.text[start:end]
            parsed_all = read(sentence)
            taken_back = retracts(sentence)
            entities = find_entities(sentence, turn.lang, turn.speaker) if parsed_all else ()
            for parsed in parsed_all:
                if parsed.confidence < self.min_confidence:
                    continue
                found.append(
                    PreferenceDraft(
                        category=parsed.category,
                        key=parsed.key,
                        value=parsed.value,
                        polarity=parsed.polarity,
                        confidence=parsed.confidence,
                        valid_from=turn.at,
                        source_turn_ids=(turn.turn_id,),
                        entities=entities,
                        retracts=taken_back,
                    )
                )
        return found


def _cue(clause: Clause) -> str:
    """The clause's connector; "自从…" / "ever since…" inside it makes it a cause too."""
    if not clause.cue and _SINCE.search(clause.text):
        return "因为" if not clause.text.isascii() else "because"
    return clause.cue


def _is_cause(clause: Clause, following: Clause | None) -> bool:
    """Whether the clause is the stated reason for the next one ("because it rained", 因为下雨);
    an elaboration ("就是那款…", "that is…") is none."""
    if _ELABORATION.match(clause.text):
        return False
    if clause.cue in CAUSE_CUES:
        return True
    return (
        following is not None
        and following.sentence == clause.sentence
        and following.cue in EFFECT_CUES
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


def _subject(turn: TurnContext, parse: ParsedEvent) -> str:
    if parse.owner is None:
        return turn.speaker
    return to_third_person(parse.owner, turn.speaker, turn.lang)
