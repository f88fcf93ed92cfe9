"""Root mutation fields: ingest turns, record an agent's own facts, link, confirm, retract,
close a session, forget a user. Input checks and limits here; the rules live in graph/ and
ingest/."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

import graphene

from api.context import authorized, loaders_of, principal_of
from api.errors import BadUserInput
from api.limits import or_default
from api.operations import (
    now,
    record_preference_of,
    remember_turns,
    retract_preference_of,
    validated,
)
from api.queries import TIMEZONE_HELP
from api.scalars import DateTime
from api.types.memory import Event, Preference
from api.types.pages import Session
from api.types.payloads import (
    EventInput,
    ForgetPayload,
    IngestPayload,
    LinkPayload,
    PreferenceChange,
    PreferenceInput,
    TurnInput,
)
from graph import model
from graph.errors import NotFoundError
from graph.events import link_events
from graph.forget import forget_user
from graph.preferences import confirm_preference
from graph.sessions import close_session
from ingest.structured import record_event_statement

DEFAULT_LINK_CONFIDENCE = 0.8
DEFAULT_CONFIRM_CONFIDENCE = 0.9


def _confidence(value: float | None, default: float) -> float:
    confidence = or_default(value, default)
    if not 0.0 <= confidence <= 1.0:
        raise BadUserInput(f"confidence must be between 0 and 1, got {confidence}")
    return confidence


class Mutation(graphene.ObjectType):  # type: ignore[misc]
    ingest_turns = graphene.Field(
        IngestPayload,
        required=True,
        user_id=graphene.ID(required=True),
        session_id=graphene.ID(required=True),
        turns=graphene.List(graphene.NonNull(TurnInput), required=True),
        timezone=graphene.String(description=TIMEZONE_HELP),
        description="Store turns of one session and the events and preferences they state; "
        "at most 1,000 turns of 20,000 characters; all or nothing; resending adds nothing",
    )
    record_event = graphene.Field(
        Event, required=True, user_id=graphene.ID(required=True), event=EventInput(required=True)
    )
    record_preference = graphene.Field(
        PreferenceChange,
        required=True,
        user_id=graphene.ID(required=True),
        preference=PreferenceInput(required=True),
    )
    link_events = graphene.Field(
        LinkPayload,
        required=True,
        cause_id=graphene.ID(required=True),
        effect_id=graphene.ID(required=True),
        confidence=graphene.Float(default_value=DEFAULT_LINK_CONFIDENCE, description="0 to 1"),
        cue=graphene.String(),
    )
    confirm_preference = graphene.Field(
        Preference,
        required=True,
        user_id=graphene.ID(required=True),
        id=graphene.ID(required=True),
        at=graphene.Argument(DateTime),
        confidence=graphene.Float(default_value=DEFAULT_CONFIRM_CONFIDENCE, description="0 to 1"),
    )
    retract_preference = graphene.Field(
        Preference,
        required=True,
        user_id=graphene.ID(required=True),
        id=graphene.ID(required=True),
        at=graphene.Argument(DateTime),
    )
    close_session = graphene.Field(
        Session,
        required=True,
        user_id=graphene.ID(required=True),
        session_id=graphene.ID(required=True),
        at=graphene.Argument(DateTime),
        description="Close the session: set ended_at and merge the events it stated more than "
        "once (same action, subject, object and status on the same day) into one event with "
        "every stating turn as provenance. Preferences were already versioned at ingest.",
    )
    forget_user = graphene.Field(
        ForgetPayload,
        required=True,
        user_id=graphene.ID(required=True),
        description="Delete every node of the user: turns, events, preferences, vectors",
    )

    @staticmethod
    async def resolve_ingest_turns(
        root: None,
        info: graphene.ResolveInfo,
        user_id: str,
        session_id: str,
        turns: list[Any],
        timezone: str | None = None,
    ) -> Any:
        services = authorized(info, user_id)
        return await remember_turns(
            services, user_id=user_id, session_id=session_id, turns=turns, timezone=timezone
        )

    @staticmethod
    async def resolve_record_event(
        root: None, info: graphene.ResolveInfo, user_id: str, event: Mapping[str, Any]
    ) -> model.Event:
        services = authorized(info, user_id)
        values = {**event, "user_id": user_id, "recorded_at": event.get("recorded_at") or now()}
        values["status"] = getattr(values.get("status"), "value", values.get("status"))
        return await record_event_statement(services.ingestor, validated(model.EventInput, values))

    @staticmethod
    async def resolve_record_preference(
        root: None, info: graphene.ResolveInfo, user_id: str, preference: Mapping[str, Any]
    ) -> dict[str, Any]:
        services = authorized(info, user_id)
        return await record_preference_of(services, user_id=user_id, preference=preference)

    @staticmethod
    async def resolve_link_events(
        root: None, info: graphene.ResolveInfo, cause_id: str, effect_id: str, **edge: Any
    ) -> dict[str, Any]:
        edge["confidence"] = _confidence(edge.get("confidence"), DEFAULT_LINK_CONFIDENCE)
        found = await loaders_of(info).nodes.load(cause_id)
        if found is None:
            raise NotFoundError(f"no event with id {cause_id!r}")
        services = authorized(info, found.owner)
        cause, effect = await link_events(
            services.db, user_id=found.owner, cause_id=cause_id, effect_id=effect_id, **edge
        )
        return {"cause": cause, "effect": effect}

    @staticmethod
    async def resolve_confirm_preference(
        root: None, info: graphene.ResolveInfo, user_id: str, id: str, **options: Any
    ) -> model.Preference:
        services = authorized(info, user_id)
        confidence = _confidence(options.get("confidence"), DEFAULT_CONFIRM_CONFIDENCE)
        return await confirm_preference(
            services.db,
            user_id=user_id,
            preference_id=id,
            at=options.get("at") or now(),
            confidence=confidence,
        )

    @staticmethod
    async def resolve_retract_preference(
        root: None, info: graphene.ResolveInfo, user_id: str, id: str, at: datetime | None = None
    ) -> model.Preference:
        services = authorized(info, user_id)
        return await retract_preference_of(
            services, principal_of(info), user_id=user_id, preference_id=id, at=at
        )

    @staticmethod
    async def resolve_close_session(
        root: None,
        info: graphene.ResolveInfo,
        user_id: str,
        session_id: str,
        at: datetime | None = None,
    ) -> Any:
        services = authorized(info, user_id)
        return await close_session(
            services.db, user_id=user_id, session_id=session_id, at=at or now()
        )

    @staticmethod
    async def resolve_forget_user(
        root: None, info: graphene.ResolveInfo, user_id: str
    ) -> dict[str, Any]:
        services = authorized(info, user_id)
        deleted = await forget_user(services.db, user_id=user_id)
        return {"user_id": user_id, "deleted_nodes": deleted}
