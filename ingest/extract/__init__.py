"""Events, preferences and causal links from conversation turns, in English and Chinese.

    >>> extraction = RuleExtractor().extract([TurnContext(turn_id="t1", external_id="D1:3",
    ...     user_id="u1", speaker="Melanie", text="I ran a charity race last Saturday.",
    ...     at=at, timezone="Asia/Shanghai", lang=detect_language(text))])
    >>> extraction.events[0].summary        # "Melanie ran a charity race last Saturday"

`Extractor` is the interface; `RuleExtractor`, the default, needs no model. Pure functions: no
database, no embeddings.
"""

from ingest.extract.categories import categorise, normalise_category
from ingest.extract.language import detect_language
from ingest.extract.rule_extractor import RuleExtractor
from ingest.extract.third_person import to_third_person
from ingest.extract.types import (
    CausalDraft,
    EventDraft,
    Extraction,
    Extractor,
    Lang,
    PreferenceDraft,
    TurnContext,
)

__all__ = [
    "CausalDraft",
    "EventDraft",
    "Extraction",
    "Extractor",
    "Lang",
    "PreferenceDraft",
    "RuleExtractor",
    "TurnContext",
    "categorise",
    "detect_language",
    "normalise_category",
    "to_third_person",
]
