"""The memory nodes: Turn, Event and Preference behind the `Memory` interface, and what hangs
off them (time mentions, causal links, entities). Neighbours come through the request's
DataLoaders, so a list of items costs one query per kind of neighbour, not one per item.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

import graphene

from api.context import loaders_of
from api.limits import or_default
from api.operations import checked_depth
from api.scalars import DateTime
from graph import model
from graph.lookups import Entity as EntityRecord
from graph.types import Kind

MemoryKind = graphene.Enum(
    "MemoryKind",
    [("TURN", "turn"), ("EVENT", "event"), ("PREFERENCE", "preference")],
    description="The kinds of memory node recall and timeline return",
)
EventStatus = graphene.Enum.from_enum(model.EventStatus)
DEFAULT_DEPTH = 2
Polarity = graphene.Enum.from_enum(model.Polarity)


def kind_values(kinds: Any) -> tuple[Kind, ...]:
    """MemoryKind arguments as the strings graph/ takes ("turn", "event", "preference")."""
    return tuple(cast(Kind, getattr(kind, "value", kind)) for kind in kinds)


class Memory(graphene.Interface):  # type: ignore[misc]
    """A Turn (what was said), an Event (what happened) or a Preference (what holds)."""

    id = graphene.ID(required=True)
    user_id = graphene.ID(required=True)
    kind = graphene.Field(MemoryKind, required=True)
    time = graphene.Field(
        DateTime,
        description="a turn's `at`, an event's `occurredStart`, a preference's `validFrom`",
    )

    @classmethod
    def resolve_type(cls, instance: Any, info: graphene.ResolveInfo) -> type[graphene.ObjectType]:
        return GRAPHENE_TYPES[type(instance)]


class TimeMention(graphene.ObjectType):  # type: ignore[misc]
    phrase = graphene.String(required=True)
    start = graphene.Field(DateTime)
    end = graphene.Field(DateTime)
    granularity = graphene.String(required=True)


class Entity(graphene.ObjectType):  # type: ignore[misc]
    id = graphene.ID(required=True)
    name = graphene.String(required=True)
    kind = graphene.String(required=True)


class Turn(graphene.ObjectType):  # type: ignore[misc]
    """An utterance, stored word for word."""

    class Meta:
        interfaces = (Memory,)

    external_id = graphene.String(required=True)
    session_id = graphene.ID(required=True)
    speaker = graphene.String(required=True)
    text = graphene.String(required=True)
    at = graphene.Field(DateTime, required=True)
    lang = graphene.String()
    mentions = graphene.List(graphene.NonNull(TimeMention), required=True)
    events = graphene.List(graphene.NonNull(lambda: Event), required=True)
    preferences = graphene.List(graphene.NonNull(lambda: Preference), required=True)

    @staticmethod
    def resolve_kind(root: model.Turn, info: graphene.ResolveInfo) -> str:
        return "turn"

    @staticmethod
    def resolve_time(root: model.Turn, info: graphene.ResolveInfo) -> datetime:
        return root.at

    @staticmethod
    async def resolve_events(root: model.Turn, info: graphene.ResolveInfo) -> list[model.Event]:
        facts = await loaders_of(info).facts.load((root.user_id, root.id))
        return [fact for fact in facts if isinstance(fact, model.Event)]

    @staticmethod
    async def resolve_preferences(
        root: model.Turn, info: graphene.ResolveInfo
    ) -> list[model.Preference]:
        facts = await loaders_of(info).facts.load((root.user_id, root.id))
        return [fact for fact in facts if isinstance(fact, model.Preference)]


async def _sources(root: model.Event | model.Preference, info: graphene.ResolveInfo) -> Any:
    return await loaders_of(info).sources.load((root.user_id, root.id))


async def _version(
    root: model.Event | model.Preference, info: graphene.ResolveInfo, direction: str
) -> model.Event | model.Preference | None:
    links = await loaders_of(info).versions.load((root.user_id, root.id))
    found = [link.node for link in links if link.direction == direction]
    return found[-1] if found else None


async def _entities(
    root: model.Event | model.Preference, info: graphene.ResolveInfo
) -> list[EntityRecord]:
    return await loaders_of(info).entities.load((root.user_id, root.id))


class CausalLink(graphene.ObjectType):  # type: ignore[misc]
    event = graphene.Field(lambda: Event, required=True)
    distance = graphene.Int(
        required=True, description="hops: negative for causes, positive for effects"
    )
    cue = graphene.String(description="the words that linked them, e.g. 'because'")
    confidence = graphene.Float(required=True)


async def _chain(
    root: model.Event, info: graphene.ResolveInfo, given: int | None, sign: int
) -> list[model.CausalLink]:
    depth = checked_depth(or_default(given, DEFAULT_DEPTH))
    links = await loaders_of(info).chains.load((root.user_id, root.id, depth))
    return [link for link in links if link.distance * sign > 0]


class Event(graphene.ObjectType):  # type: ignore[misc]
    """Something that happened, or is planned, at a resolved time."""

    class Meta:
        interfaces = (Memory,)

    action = graphene.String(required=True)
    summary = graphene.String(required=True)
    subject = graphene.String()
    object = graphene.String()
    status = graphene.Field(EventStatus, required=True)
    occurred_start = graphene.Field(DateTime, required=True)
    occurred_end = graphene.Field(DateTime)
    time_granularity = graphene.String(required=True)
    recorded_at = graphene.Field(DateTime, required=True)
    confidence = graphene.Float(required=True)
    mentions = graphene.Int(
        required=True, description="statements of it (closeSession merges a session's repeats)"
    )
    retracted_at = graphene.Field(DateTime)
    superseded_at = graphene.Field(DateTime)
    causes = graphene.List(
        graphene.NonNull(CausalLink),
        required=True,
        depth=graphene.Int(default_value=DEFAULT_DEPTH, description="hops, 1 to 5"),
        description="events that led to this one, nearest first",
    )
    effects = graphene.List(
        graphene.NonNull(CausalLink),
        required=True,
        depth=graphene.Int(default_value=DEFAULT_DEPTH, description="hops, 1 to 5"),
        description="events this one led to, nearest first: 'what happened after that?'",
    )
    supersedes = graphene.Field(lambda: Event, description="the plan this one replaced")
    superseded_by = graphene.Field(lambda: Event, description="the plan that replaced this one")
    sources = graphene.List(graphene.NonNull(Turn), required=True)
    involves = graphene.List(graphene.NonNull(Entity), required=True)

    @staticmethod
    def resolve_kind(root: model.Event, info: graphene.ResolveInfo) -> str:
        return "event"

    @staticmethod
    def resolve_time(root: model.Event, info: graphene.ResolveInfo) -> datetime:
        return root.occurred_start

    @staticmethod
    async def resolve_causes(
        root: model.Event, info: graphene.ResolveInfo, depth: int | None
    ) -> list[model.CausalLink]:
        return await _chain(root, info, depth, -1)

    @staticmethod
    async def resolve_effects(
        root: model.Event, info: graphene.ResolveInfo, depth: int | None
    ) -> list[model.CausalLink]:
        return await _chain(root, info, depth, 1)

    @staticmethod
    async def resolve_supersedes(
        root: model.Event, info: graphene.ResolveInfo
    ) -> model.Event | model.Preference | None:
        return await _version(root, info, "supersedes")

    @staticmethod
    async def resolve_superseded_by(
        root: model.Event, info: graphene.ResolveInfo
    ) -> model.Event | model.Preference | None:
        return await _version(root, info, "superseded_by")

    resolve_sources = staticmethod(_sources)
    resolve_involves = staticmethod(_entities)


class Preference(graphene.ObjectType):  # type: ignore[misc]
    """A stable fact about the user, one version of (category, key)."""

    class Meta:
        interfaces = (Memory,)

    category = graphene.String(required=True)
    key = graphene.String(required=True)
    value = graphene.String(required=True)
    polarity = graphene.Field(Polarity, required=True)
    confidence = graphene.Float(required=True, description="as stored")
    effective_confidence = graphene.Float(description="decayed with age, when read as a profile")
    valid_from = graphene.Field(DateTime, required=True)
    valid_until = graphene.Field(DateTime)
    recorded_at = graphene.Field(DateTime, required=True)
    last_confirmed_at = graphene.Field(DateTime, required=True)
    expires_at = graphene.Field(DateTime)
    retracted_at = graphene.Field(DateTime)
    conflict = graphene.Boolean(required=True)
    supersedes = graphene.Field(lambda: Preference, description="the version this one replaced")
    superseded_by = graphene.Field(lambda: Preference, description="the version replacing it")
    sources = graphene.List(graphene.NonNull(Turn), required=True)
    about = graphene.List(graphene.NonNull(Entity), required=True)

    @staticmethod
    def resolve_kind(root: model.Preference, info: graphene.ResolveInfo) -> str:
        return "preference"

    @staticmethod
    def resolve_time(root: model.Preference, info: graphene.ResolveInfo) -> datetime:
        return root.valid_from

    @staticmethod
    async def resolve_supersedes(
        root: model.Preference, info: graphene.ResolveInfo
    ) -> model.Event | model.Preference | None:
        return await _version(root, info, "supersedes")

    @staticmethod
    async def resolve_superseded_by(
        root: model.Preference, info: graphene.ResolveInfo
    ) -> model.Event | model.Preference | None:
        return await _version(root, info, "superseded_by")

    resolve_sources = staticmethod(_sources)
    resolve_about = staticmethod(_entities)


GRAPHENE_TYPES: dict[type, type[graphene.ObjectType]] = {
    model.Turn: Turn,
    model.Event: Event,
    model.Preference: Preference,
}
