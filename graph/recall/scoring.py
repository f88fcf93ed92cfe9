"""Pure scoring functions of recall (see `graph.recall.recipes` for the formula)."""

from __future__ import annotations

import math
import re
from datetime import datetime

from graph.recall.types import TimeWindow


def time_fit(moment: datetime | None, window: TimeWindow | None) -> float:
    """1 inside the window; outside, halves with each window-length of distance (soft edges)."""
    if window is None or moment is None:
        return 0.0
    if window.start <= moment < window.end:
        return 1.0
    span = max((window.end - window.start).total_seconds(), 86_400.0)
    gap = (window.start - moment) if moment < window.start else (moment - window.end)
    return float(0.5 ** (gap.total_seconds() / span))


def recency(moment: datetime | None, at: datetime, half_life_days: float) -> float:
    if moment is None:
        return 0.0
    age_days = max(0.0, (at - moment).total_seconds() / 86_400)
    return float(0.5 ** (age_days / half_life_days))


def speaker_named(speaker: str | None, question: str) -> float:
    """1 when the question names who said the item ("What did Caroline research?"), else 0.

    A Latin-script name must appear as a whole word; a CJK name anywhere."""
    if not speaker:
        return 0.0
    name, text = speaker.casefold(), question.casefold()
    if name.isascii():
        return 1.0 if re.search(rf"\b{re.escape(name)}\b", text) else 0.0
    return 1.0 if name in text else 0.0


def cosine_from_index(score: float | None) -> float:
    """Neo4j maps cosine to [0, 1] as (1 + cos) / 2; recall uses cos clipped at 0."""
    if score is None or math.isnan(score):
        return 0.0
    return max(0.0, 2.0 * score - 1.0)


AGENT_SPEAKERS = frozenset({"ai", "assistant", "agent", "bot", "助手", "ai助手", "机器人"})
"""Speaker names that mean the agent (MemoryBank writes "AI"); anyone else is a user."""
_SECOND_PERSON = re.compile(r"\byou\b|你(?!们|的)|您(?!的)", re.IGNORECASE)
_FIRST_PERSON = re.compile(r"\bI\b|我(?!们|的)")
"""Subjects only: "what did you suggest for my sleep?" asks about the agent, not the user."""


def addressee(speaker: str | None, question: str) -> float:
    """1 when the question's subject pronoun points at the turn's speaker: "you"/你 at the
    agent, "I"/我 at the user; else 0. A question with both ("did you like what I said?")
    points at neither."""
    if not speaker:
        return 0.0
    you, me = bool(_SECOND_PERSON.search(question)), bool(_FIRST_PERSON.search(question))
    if you == me:
        return 0.0
    is_agent = speaker.strip().casefold() in AGENT_SPEAKERS
    return 1.0 if (you and is_agent) or (me and not is_agent) else 0.0
