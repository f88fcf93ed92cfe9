"""Inputs and results of mutations."""

from __future__ import annotations

import graphene

from api.scalars import DateTime
from api.types.memory import Event, EventStatus, Polarity, Preference, Turn


class TurnInput(graphene.InputObjectType):  # type: ignore[misc]
    external_id = graphene.String(required=True, description="the agent's id; resending is a no-op")
    speaker = graphene.String(required=True)
    text = graphene.String(required=True, description="at most 20,000 characters")
    at = graphene.Field(DateTime, required=True)


class EventInput(graphene.InputObjectType):  # type: ignore[misc]
    """An event the agent extracted itself."""

    action = graphene.String(required=True)
    summary = graphene.String(required=True)
    subject = graphene.String()
    object = graphene.String()
    status = graphene.Field(EventStatus)
    occurred_start = graphene.Field(DateTime, required=True)
    occurred_end = graphene.Field(DateTime)
    time_granularity = graphene.String()
    recorded_at = graphene.Field(DateTime, description="default: now")
    confidence = graphene.Float()
    source_turn_ids = graphene.List(graphene.NonNull(graphene.ID))
    entities = graphene.List(graphene.NonNull(graphene.String))
    supersedes_id = graphene.ID(description="the plan this event replaces")
    supersede_reason = graphene.String()


class PreferenceInput(graphene.InputObjectType):  # type: ignore[misc]
    """A preference statement the agent extracted itself; versioned like extracted ones."""

    category = graphene.String(required=True)
    key = graphene.String(required=True)
    value = graphene.String(required=True)
    polarity = graphene.Field(Polarity)
    confidence = graphene.Float()
    valid_from = graphene.Field(DateTime, description="default: recordedAt")
    recorded_at = graphene.Field(DateTime, description="default: now")
    expires_at = graphene.Field(DateTime)
    source_turn_ids = graphene.List(graphene.NonNull(graphene.ID))
    entities = graphene.List(graphene.NonNull(graphene.String))


class PreferenceChange(graphene.ObjectType):  # type: ignore[misc]
    action = graphene.String(
        required=True, description="created, reinforced, superseded, inserted or conflict"
    )
    reason = graphene.String(required=True)
    preference = graphene.Field(Preference, required=True)


class IngestPayload(graphene.ObjectType):  # type: ignore[misc]
    turns = graphene.List(graphene.NonNull(Turn), required=True)
    created_turns = graphene.Int(required=True, description="0 when the batch was sent before")
    events = graphene.List(graphene.NonNull(Event), required=True)
    preferences = graphene.List(graphene.NonNull(PreferenceChange), required=True)
    links = graphene.Int(required=True, description="CAUSED edges created")


class LinkPayload(graphene.ObjectType):  # type: ignore[misc]
    cause = graphene.Field(Event, required=True)
    effect = graphene.Field(Event, required=True)


class ForgetPayload(graphene.ObjectType):  # type: ignore[misc]
    user_id = graphene.ID(required=True)
    deleted_nodes = graphene.Int(required=True)
