"""Timeline pages, sessions, hydration, preference history and conflicts."""

from __future__ import annotations

from typing import Any

import graphene

from api.context import services_of
from api.scalars import DateTime
from api.types.memory import Event, Memory, MemoryKind, Preference, Turn
from graph.sessions import SessionInfo
from graph.turns import session_turns


class TimelineEdge(graphene.ObjectType):  # type: ignore[misc]
    cursor = graphene.String(required=True)
    kind = graphene.Field(MemoryKind, required=True)
    at = graphene.Field(DateTime, required=True)
    node = graphene.Field(Memory, required=True)


class PageInfo(graphene.ObjectType):  # type: ignore[misc]
    has_next_page = graphene.Boolean(required=True)
    end_cursor = graphene.String(description="pass as `after` for the next page")


class TimelineConnection(graphene.ObjectType):  # type: ignore[misc]
    edges = graphene.List(graphene.NonNull(TimelineEdge), required=True)
    page_info = graphene.Field(PageInfo, required=True)
    resolved_time = graphene.Field(
        "api.types.recall.ResolvedTime", description="the `phrase`, resolved; null when none"
    )


class Session(graphene.ObjectType):  # type: ignore[misc]
    id = graphene.ID(required=True)
    user_id = graphene.ID(required=True)
    started_at = graphene.Field(DateTime)
    ended_at = graphene.Field(DateTime, description="set by closeSession; null while open")
    turn_count = graphene.Int(required=True)
    merged_events = graphene.Int(
        required=True,
        description="repeated events closeSession merged into one (0 while open)",
    )
    turns = graphene.List(graphene.NonNull(Turn), required=True, description="in order")

    @staticmethod
    def resolve_turn_count(root: SessionInfo, info: graphene.ResolveInfo) -> int:
        return root.turns

    @staticmethod
    async def resolve_turns(root: SessionInfo, info: graphene.ResolveInfo) -> list[Any]:
        found = await session_turns(services_of(info).db, user_id=root.user_id, session_id=root.id)
        return [turn for turn, _next in found]


class Hydration(graphene.ObjectType):  # type: ignore[misc]
    """What an agent loads at session start: the profile and recent or relevant events."""

    profile = graphene.List(graphene.NonNull(Preference), required=True)
    events = graphene.List(graphene.NonNull(Event), required=True)
    text = graphene.String(required=True, description="the same, as lines ready for a prompt")
    budget = graphene.Int(required=True)
    used = graphene.Int(required=True, description="characters of `text`")
    truncated = graphene.Boolean(required=True, description="something did not fit")


class HistoryEntry(graphene.ObjectType):  # type: ignore[misc]
    preference = graphene.Field(Preference, required=True)
    supersedes = graphene.ID(description="id of the version it replaced")
    conflicts_with = graphene.ID(description="id of the version it conflicts with")


class Conflict(graphene.ObjectType):  # type: ignore[misc]
    preference = graphene.Field(Preference, required=True)
    conflicts_with = graphene.Field(Preference, required=True)
    reason = graphene.String(required=True)
