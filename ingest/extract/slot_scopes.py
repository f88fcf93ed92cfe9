"""What a reply or notification setting is for, when the sentence says so: "语法解释用中文"
sets the language of grammar explanations, not of every reply; "email me the bills" sets the
channel of bills. A scope is read from the clause of the value, so "keep replies in English,
but place names in traditional characters" sets the replies' language and the place names'
script. Scopes are data: canonical name → surfaces, in English and Chinese."""

from __future__ import annotations

import re
from functools import cache

SCOPED_CATEGORIES = frozenset({"reply", "notification"})

SCOPES: dict[str, str] = {
    "grammar": "语法|grammar",
    "examples": "例句|例子|example sentences|examples",
    "place names": "地名|place names|street names",
    "phrases": "短语|常用语|phrases|phrase",
    "bills": "账单|发票|bill|bills|billing|invoice|invoices",
    "statements": "对账单|月结单|statement|statements",
    "receipts": "收据|小票|receipt|receipts",
    "newsletters": "newsletter|newsletters|促销|营销|marketing|promotions|promos",
}


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    found = []
    for scope, surfaces in SCOPES.items():
        words = sorted(surfaces.split("|"), key=len, reverse=True)
        found.append(
            (scope, re.compile(r"(?<![a-z])(?:" + "|".join(map(re.escape, words)) + r")(?![a-z])"))
        )
    return tuple(found)


def scope_of(clause: str) -> str | None:
    """The scope the (lower-cased) clause names first, if any."""
    hits = [(m.start(), scope) for scope, pattern in _patterns() if (m := pattern.search(clause))]
    return min(hits)[1] if hits else None


def scoped_key(key: str, scope: str | None) -> str:
    return key if scope is None else f"{key} for {scope}"
