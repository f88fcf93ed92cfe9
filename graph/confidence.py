"""Confidence arithmetic: reinforcement on restatement, decay with age at read time.

Stored confidence is never rewritten by decay; `decayed` is applied when a profile is read.
"""

from __future__ import annotations

from datetime import datetime

REINFORCEMENT_RATE = 0.5
"""A restatement closes this share of the gap to 1, scaled by its own confidence."""


def reinforced(current: float, statement: float) -> float:
    """0.8 restated at 0.9 becomes 0.8 + 0.2 * 0.9 * 0.5 = 0.89; never above 1."""
    return min(1.0, current + (1.0 - current) * statement * REINFORCEMENT_RATE)


def decayed(
    confidence: float, *, confirmed_at: datetime, now: datetime, half_life_days: float
) -> float:
    """Exponential decay: after one half-life without confirmation, half the confidence."""
    age_days = max(0.0, (now - confirmed_at).total_seconds() / 86_400)
    return float(confidence * 0.5 ** (age_days / half_life_days))
