"""The extractor plug-in point: `CHRONOGRAPH_EXTRACTOR` names the extractor the pipeline uses.

`rules` (the default) is `RuleExtractor`, which needs no model. Any other value is
`package.module:name`, an `Extractor` class or a factory called with no arguments, for example
one an operator wraps around their own LLM. Whatever it returns goes through the same
normalisation (`normalise_extraction`: one spelling per category, the slot vocabulary's
canonical values) and then the same versioning as the rules' drafts.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Sequence
from typing import Any

from graph.errors import ChronographError
from ingest.extract.categories import normalise_category
from ingest.extract.rule_extractor import RuleExtractor
from ingest.extract.slots import SLOTS
from ingest.extract.types import Extraction, Extractor, PreferenceDraft, TurnContext

DEFAULT_EXTRACTOR = "rules"


class ExtractorLoadError(ChronographError):
    """The configured extractor cannot be imported or is not an extractor."""


def load_extractor(name: str) -> Extractor:
    """The extractor `name` names; a plug-in is wrapped so its output is normalised."""
    if name == DEFAULT_EXTRACTOR:
        return RuleExtractor()
    module_name, _, attribute = name.partition(":")
    if not module_name or not attribute:
        raise ExtractorLoadError(f"extractor {name!r}: expected 'rules' or 'package.module:name'")
    try:
        factory: Any = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as error:
        raise ExtractorLoadError(f"extractor {name!r} cannot be imported: {error}") from error
    extractor = factory()
    if not callable(getattr(extractor, "extract", None)):
        raise ExtractorLoadError(f"extractor {name!r} has no extract(turns) method")
    return NormalisingExtractor(extractor)


@dataclasses.dataclass(frozen=True, slots=True)
class NormalisingExtractor:
    """A plug-in extractor whose drafts are normalised like the rules' own."""

    inner: Extractor

    def extract(self, turns: Sequence[TurnContext]) -> Extraction:
        return normalise_extraction(self.inner.extract(turns))


def normalise_extraction(extraction: Extraction) -> Extraction:
    return dataclasses.replace(
        extraction, preferences=tuple(normalise_preference(p) for p in extraction.preferences)
    )


def normalise_preference(draft: PreferenceDraft) -> PreferenceDraft:
    """One spelling per category and key; a slot's value in its canonical form ("短信" →
    "SMS" for notification / channel)."""
    category = normalise_category(draft.category)
    key = " ".join(draft.key.strip().lower().split())
    value = draft.value.strip()
    for slot in SLOTS:
        if (slot.category, slot.key) == (category, key):
            value = slot.values.get(value.lower(), value)
            break
    return dataclasses.replace(draft, category=category, key=key, value=value)
