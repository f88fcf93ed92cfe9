"""One slot of the preference schema (`slots.py`, `slots_services.py`): a `(category, key)`,
the cue words that say a sentence is about it, and its values as data."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Slot:
    category: str
    key: str
    cues: tuple[str, ...]
    values: dict[str, str]
    """surface → canonical value."""


def _values(table: dict[str, str]) -> dict[str, str]:
    """{canonical: "surface|surface"} → {surface: canonical}; the canonical is a surface too."""
    found: dict[str, str] = {}
    for canonical, surfaces in table.items():
        for surface in [canonical.lower(), *surfaces.split("|")]:
            found[surface] = canonical
    return found


def slot(category: str, key: str, cues: str, values: dict[str, str]) -> Slot:
    """A slot from its cues ("a|b", or "*" when the values name it) and {canonical: surfaces}."""
    return Slot(category, key, tuple(cues.split("|")), _values(values))
