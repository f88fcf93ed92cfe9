"""What recall takes and what it returns."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from graph.model import Event, Preference, Turn
from graph.types import ALL_KINDS, Kind

MAX_LIMIT = 50


class TimeWindow(BaseModel):
    model_config = ConfigDict(frozen=True)
    start: AwareDatetime
    end: AwareDatetime


class RecallRequest(BaseModel):
    """A question already turned into search inputs (see ingest.query for the language part)."""

    model_config = ConfigDict(frozen=True)

    user_id: str = Field(min_length=1)
    vector: list[float] | None = None
    vector_en: list[float] | None = None
    """The question's English vector (all-MiniLM-L6-v2), compared with English turns'."""
    lexical_query: str = ""
    lexical_language: Literal["en", "zh"] = "en"
    """Chooses the full-text index: stemmed English, or CJK bigrams."""
    window: TimeWindow | None = None
    most_recent: bool = False
    at: AwareDatetime
    as_of: AwareDatetime | None = None
    kinds: tuple[Kind, ...] = ALL_KINDS
    limit: int = Field(10, ge=1, le=MAX_LIMIT)
    include_history: bool = False
    recipe: str = "default"


class ScoreBreakdown(BaseModel):
    model_config = ConfigDict(frozen=True)
    semantic: float = 0.0
    lexical: float = 0.0
    time_fit: float = 0.0
    recency: float = 0.0
    confidence: float = 0.0
    graph: float = 0.0
    """Relevance inherited from a neighbour (0 when found directly)."""
    semantic_en: float = 0.0
    """Cosine (clipped at 0) of the English vectors (MiniLM), for an English turn."""
    speaker: float = 0.0
    """1 when the question names the turn's speaker."""
    addressee: float = 0.0
    """1 when the question speaks of "you"/你 and the agent said the turn, or of "I"/我 and
    the user said it."""
    feedback: float = 0.0
    """Cosine (clipped at 0) with the question's vector moved towards its best items' centroid
    (pseudo-relevance feedback)."""
    diversity: float = 1.0
    """The factor the final ranking applied for items already returned from the same session."""
    superseded: bool = False


class RecallItem(BaseModel):
    model_config = ConfigDict(frozen=True)
    score: float
    kind: Kind
    node: Turn | Event | Preference
    time: datetime | None
    why: ScoreBreakdown
    path: list[str]
    sources: list[Turn]
