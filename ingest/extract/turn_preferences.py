"""The preferences of a conversation's user turns, each read with what came before it.

A sentence's own rules (`preferences_zh`, `preferences_en`) see one sentence. Some facts need
the conversation: the family member a pronoun points back to (`people.py`), the money topic a
bare "改成600吧" changes (`amount_changes.py`), and the agent's question a "对，还是那个" or
"Tree nuts." answers (`confirmations.py`). `TurnPreferences` follows one batch of turns, in
order, and turns what the user states into drafts; agent turns only set the question.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ingest.extract.amount_changes import MoneyTopics
from ingest.extract.confirmations import answered_preferences, confirmed_preferences
from ingest.extract.entities import find_entities
from ingest.extract.parsed import ParsedPreference
from ingest.extract.people import PeopleInContext, with_people_facts
from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.sentences import split_sentences
from ingest.extract.speakers import retracts
from ingest.extract.types import PreferenceDraft, TurnContext


@dataclass(kw_only=True, slots=True)
class TurnPreferences:
    """Reads the preferences of a batch's user turns; drafts under `min_confidence` are dropped."""

    min_confidence: float
    people: PeopleInContext = field(default_factory=PeopleInContext)
    money: MoneyTopics = field(default_factory=MoneyTopics)
    asked: str | None = None
    """The agent's turn just before, which the user may answer."""

    def agent_turn(self, turn: TurnContext) -> None:
        self.asked = turn.text

    def user_turn(self, turn: TurnContext) -> list[PreferenceDraft]:
        found = self._stated(turn)
        if self.asked is not None:
            found += self._answered(turn, self.asked)
        self.people.next_turn()
        self.asked = None
        return found

    def _stated(self, turn: TurnContext) -> list[PreferenceDraft]:
        found: list[PreferenceDraft] = []
        read = preferences_zh if turn.lang == "zh" else preferences_en
        for start, end in split_sentences(turn.text, turn.lang):
            sentence = turn.text[start:end]
            parsed_all = self.money.read(
                sentence,
                turn.lang,
                with_people_facts(read(sentence), self.people.facts(sentence, turn.lang)),
            )
            taken_back = retracts(sentence)
            entities = find_entities(sentence, turn.lang, turn.speaker) if parsed_all else ()
            found += [
                _draft(turn, parsed, entities, taken_back)
                for parsed in parsed_all
                if parsed.confidence >= self.min_confidence
            ]
        return found

    def _answered(self, turn: TurnContext, question: str) -> list[PreferenceDraft]:
        """What the user's yes to the agent's question states ("对，还是那个。"), or a bare
        answer to it ("Any allergies?" "Tree nuts.")."""
        said = confirmed_preferences(question, turn.text, turn.lang) or answered_preferences(
            question, turn.text, turn.lang
        )
        entities = find_entities(question, turn.lang, turn.speaker) if said else ()
        return [
            _draft(turn, parsed, entities, False)
            for parsed in said
            if parsed.confidence >= self.min_confidence
        ]


def _draft(
    turn: TurnContext, parsed: ParsedPreference, entities: tuple[str, ...], retracts: bool
) -> PreferenceDraft:
    return PreferenceDraft(
        category=parsed.category,
        key=parsed.key,
        value=parsed.value,
        polarity=parsed.polarity,
        confidence=parsed.confidence,
        valid_from=turn.at,
        source_turn_ids=(turn.turn_id,),
        entities=entities,
        retracts=retracts,
    )
