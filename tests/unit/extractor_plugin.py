"""A small extractor written for the plug-in test: one preference per user turn that says
"channel: X", spelled loosely, as an LLM might return it."""

from __future__ import annotations

from collections.abc import Sequence

from graph.model import Polarity
from ingest.extract import Extraction, PreferenceDraft, TurnContext


class ChannelEchoExtractor:
    def extract(self, turns: Sequence[TurnContext]) -> Extraction:
        found = [
            PreferenceDraft(
                category="Notifications",
                key=" Channel ",
                value=turn.text.split(":", 1)[1].strip(),
                polarity=Polarity.LIKE,
                confidence=0.9,
                valid_from=turn.at,
                source_turn_ids=(turn.turn_id,),
            )
            for turn in turns
            if turn.text.startswith("channel:")
        ]
        return Extraction(preferences=tuple(found))


def not_an_extractor() -> object:
    return object()
