"""Reading the `:param {...}` line of an analyst query's header the way Neo4j Browser does.

Browser parses a `:param {map}` on the client as a JSON5-like literal (unquoted keys, single
quotes) and sends the values as they are: no Cypher is evaluated, so the headers use plain
strings and numbers only.
"""

from __future__ import annotations

import ast
import re
from typing import Any

_KEY = re.compile(r"([{,]\s*)([A-Za-z_][A-Za-z0-9_]*)\s*:")
_WORDS = {"null": "None", "true": "True", "false": "False"}


def browser_params(example: str) -> dict[str, Any]:
    """The parameters that `example` (":param {...}") sets in Browser."""
    literal = example.removeprefix(":param").strip()
    quoted = _KEY.sub(lambda found: f'{found.group(1)}"{found.group(2)}":', literal)
    python = re.sub(r"\b(null|true|false)\b", lambda found: _WORDS[found.group(1)], quoted)
    value = ast.literal_eval(python)
    if not isinstance(value, dict):
        raise ValueError(f"not a parameter map: {example!r}")
    return value
