"""The vocabulary every layer shares (starlette's `types.py` is the model): the kinds of memory
a caller asks for, and the node label of each. It imports nothing of Chronograph, so any module
of graph/, ingest/ or api/ may import it.
"""

from __future__ import annotations

from typing import Literal

Kind = Literal["turn", "event", "preference"]
ALL_KINDS: tuple[Kind, ...] = ("turn", "event", "preference")
LABEL_OF: dict[Kind, str] = {"turn": "Turn", "event": "Event", "preference": "Preference"}
"""Each kind's node label in Neo4j."""
KIND_OF: dict[str, Kind] = {label: kind for kind, label in LABEL_OF.items()}
"""Each memory label's kind (other labels, such as Entity, have none)."""
