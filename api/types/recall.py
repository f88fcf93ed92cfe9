"""Recall results and resolved time phrases."""

from __future__ import annotations

import graphene

from api.scalars import DateTime
from api.types.memory import Memory, MemoryKind, Turn


class ScoreBreakdown(graphene.ObjectType):  # type: ignore[misc]
    """Why an item ranks where it does: each component in [0, 1]."""

    semantic = graphene.Float(
        required=True, description="cosine similarity to the question (multilingual vectors)"
    )
    semantic_en = graphene.Float(
        required=True,
        description="cosine similarity of the English vectors (all-MiniLM-L6-v2; English turns)",
    )
    feedback = graphene.Float(
        required=True,
        description="cosine similarity to the question's vector moved towards its best items "
        "(pseudo-relevance feedback)",
    )
    lexical = graphene.Float(required=True, description="full-text (BM25) match, normalised")
    time_fit = graphene.Float(required=True, description="fit to the resolved time window")
    recency = graphene.Float(required=True)
    confidence = graphene.Float(required=True)
    graph = graphene.Float(required=True, description="relevance inherited from a neighbour")
    speaker = graphene.Float(required=True, description="1 when the question names the speaker")
    addressee = graphene.Float(
        required=True,
        description='1 when the question\'s subject "you"/你 is the agent who said it, '
        'or "I"/我 the user',
    )
    diversity = graphene.Float(
        required=True,
        description="factor the ranking applied for items already returned from the same session",
    )
    superseded = graphene.Boolean(required=True, description="a newer version exists")


class RecallItem(graphene.ObjectType):  # type: ignore[misc]
    score = graphene.Float(required=True)
    kind = graphene.Field(MemoryKind, required=True)
    node = graphene.Field(Memory, required=True)
    time = graphene.Field(DateTime)
    why = graphene.Field(ScoreBreakdown, required=True)
    path = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="how the item was found: vector, vector_en, fulltext, window, feedback, "
        "expand:EDGE→/←",
    )
    sources = graphene.List(
        graphene.NonNull(Turn),
        required=True,
        description="the turns it was extracted from; for a turn, the turn itself",
    )


class ResolvedTime(graphene.ObjectType):  # type: ignore[misc]
    """A time phrase and its half-open interval [start, end)."""

    phrase = graphene.String(required=True)
    start = graphene.Field(DateTime)
    end = graphene.Field(DateTime)
    granularity = graphene.String(required=True)
    strategy = graphene.String(
        required=True,
        description="window: search inside; most_recent: the newest match (上次, 'last time'); "
        "open: one bound",
    )
    span = graphene.List(graphene.NonNull(graphene.Int), required=True)


class ResolvedText(graphene.ObjectType):  # type: ignore[misc]
    text = graphene.String(required=True)
    remainder = graphene.String(required=True, description="the text without its time phrases")
    expressions = graphene.List(graphene.NonNull(ResolvedTime), required=True)


class RecallResult(graphene.ObjectType):  # type: ignore[misc]
    resolved_time = graphene.Field(
        ResolvedTime, description="the question's time phrase, resolved; null when none"
    )
    items = graphene.List(graphene.NonNull(RecallItem), required=True)
    truncated = graphene.Boolean(required=True, description="the question was cut at 2,000 chars")
