"""Root query fields. Each resolver checks the caller may see the user, checks limits, then
calls graph/ or ingest/; nothing here touches Cypher or language."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import graphene

from api.context import authorized, loaders_of, principal_of, services_of
from api.errors import BadUserInput
from api.limits import or_default
from api.operations import (
    TimelineQuery,
    export_of,
    hydrate_user,
    now,
    recall_answer,
    timeline_of,
    user_zone,
)
from api.scalars import DateTime
from api.types.memory import Event, MemoryKind, Preference, Turn, kind_values
from api.types.pages import Conflict, HistoryEntry, Hydration, Session, TimelineConnection
from api.types.recall import RecallResult, ResolvedText
from graph import model
from graph import profile as profiles
from graph.errors import NotFoundError
from graph.hydrate import DEFAULT_BUDGET
from graph.lookups import turn_by_external_id
from graph.profile import conflicts, preference_history, profile
from graph.sessions import SessionInfo, sessions_by_id
from graph.status import database_status
from graph.types import ALL_KINDS
from ingest.query import Question
from ingest.timeparse import resolve_time

DEFAULT_RECALL_LIMIT = 10
DEFAULT_PAGE_SIZE = 20
TIMEZONE_HELP = (
    "the user's IANA zone, e.g. Asia/Shanghai; remembered on the user for later calls "
    "(default the remembered zone, else the server's setting)"
)


def _timezone() -> graphene.String:
    return graphene.String(description=TIMEZONE_HELP)


def _kinds() -> graphene.List:
    return graphene.List(graphene.NonNull(MemoryKind))


class Health(graphene.ObjectType):  # type: ignore[misc]
    neo4j_version = graphene.String(description="null when Neo4j is unreachable")
    neo4j_reachable = graphene.Boolean(required=True)
    schema_applied = graphene.Boolean(required=True)
    reason = graphene.String(required=True, description="what is missing, or 'schema applied'")


class Query(graphene.ObjectType):  # type: ignore[misc]
    health = graphene.Field(Health, required=True, description="Neo4j version and schema state")
    recall = graphene.Field(
        RecallResult,
        required=True,
        user_id=graphene.ID(required=True),
        query=graphene.String(required=True),
        at=graphene.Argument(DateTime, description="when the question is asked (default now)"),
        as_of=graphene.Argument(DateTime, description="answer with what was known then"),
        kinds=_kinds(),
        limit=graphene.Int(default_value=DEFAULT_RECALL_LIMIT, description="1 to 50"),
        include_history=graphene.Boolean(default_value=False),
        timezone=_timezone(),
        description="Memories for a question, ranked and explained; its time phrase resolved",
    )
    resolve_time = graphene.Field(
        ResolvedText,
        required=True,
        text=graphene.String(required=True),
        at=graphene.Argument(DateTime, description="the reference time (default now)"),
        timezone=graphene.String(description="IANA zone (default the server's setting)"),
    )
    profile = graphene.List(
        graphene.NonNull(Preference),
        required=True,
        user_id=graphene.ID(required=True),
        as_of=graphene.Argument(DateTime, description="the profile as it was known then"),
    )
    hydrate = graphene.Field(
        Hydration,
        required=True,
        user_id=graphene.ID(required=True),
        query=graphene.String(description="what the session is about: events are recalled for it"),
        budget=graphene.Int(description=f"characters (default {DEFAULT_BUDGET}, at most 20,000)"),
        timezone=_timezone(),
    )
    timeline = graphene.Field(
        TimelineConnection,
        required=True,
        user_id=graphene.ID(required=True),
        from_=graphene.Argument(DateTime, name="from"),
        to=graphene.Argument(DateTime),
        phrase=graphene.String(description="a time phrase for the window: 'last week', 上个月"),
        kinds=_kinds(),
        first=graphene.Int(default_value=DEFAULT_PAGE_SIZE, description="page size, 1 to 100"),
        after=graphene.String(description="endCursor of the previous page"),
        timezone=_timezone(),
    )
    event = graphene.Field(Event, required=True, id=graphene.ID(required=True))
    preference_history = graphene.List(
        graphene.NonNull(HistoryEntry),
        required=True,
        user_id=graphene.ID(required=True),
        category=graphene.String(required=True),
        key=graphene.String(required=True),
    )
    conflicts = graphene.List(
        graphene.NonNull(Conflict), required=True, user_id=graphene.ID(required=True)
    )
    session = graphene.Field(
        Session,
        required=True,
        id=graphene.ID(required=True),
        user_id=graphene.ID(
            description="whose session: ids are scoped to their user; needed only when the key "
            "may see more than one user with a session of this id"
        ),
    )
    export_user = graphene.String(
        required=True,
        user_id=graphene.ID(required=True),
        description="The user's whole memory as versioned JSON Lines (sessions, turns, events, "
        "preferences with their chains, entities, links, embeddings and their model id); "
        "restore with `chronograph import --format chronograph`",
    )
    turn = graphene.Field(
        Turn,
        required=True,
        user_id=graphene.ID(required=True),
        external_id=graphene.String(required=True),
    )

    @staticmethod
    async def resolve_health(root: None, info: graphene.ResolveInfo) -> dict[str, Any]:
        services = services_of(info)
        current = await database_status(
            services.driver,
            database=services.settings.neo4j_database,
            dimensions=services.embedder.dimensions,
        )
        return {
            "neo4j_version": current.version,
            "neo4j_reachable": current.reachable,
            "schema_applied": current.ready,
            "reason": current.reason(),
        }

    @staticmethod
    async def resolve_recall(
        root: None, info: graphene.ResolveInfo, user_id: str, query: str, **options: Any
    ) -> dict[str, Any]:
        services = authorized(info, user_id)
        question = Question(
            user_id=user_id,
            text=query,
            at=options.get("at") or now(),
            timezone=await user_zone(services, user_id, options.get("timezone")),
            as_of=options.get("as_of"),
            kinds=kind_values(options.get("kinds") or ALL_KINDS),
            limit=or_default(options.get("limit"), DEFAULT_RECALL_LIMIT),
            include_history=bool(options.get("include_history")),
        )
        return await recall_answer(services, question)

    @staticmethod
    def resolve_resolve_time(
        root: None,
        info: graphene.ResolveInfo,
        text: str,
        at: datetime | None = None,
        timezone: str | None = None,
    ) -> Any:
        zone = timezone or services_of(info).settings.timezone
        return resolve_time(text, at or now(), zone)

    @staticmethod
    async def resolve_profile(
        root: None, info: graphene.ResolveInfo, user_id: str, as_of: datetime | None = None
    ) -> list[model.Preference]:
        services = authorized(info, user_id)
        return await profile(services.db, user_id=user_id, at=as_of or now())

    @staticmethod
    async def resolve_hydrate(
        root: None,
        info: graphene.ResolveInfo,
        user_id: str,
        query: str | None = None,
        budget: int | None = None,
        timezone: str | None = None,
    ) -> dict[str, Any]:
        services = authorized(info, user_id)
        return await hydrate_user(
            services, user_id=user_id, query=query, budget=budget, timezone=timezone
        )

    @staticmethod
    async def resolve_timeline(
        root: None, info: graphene.ResolveInfo, user_id: str, first: int | None, **options: Any
    ) -> dict[str, Any]:
        services = authorized(info, user_id)
        query = TimelineQuery(
            user_id=user_id,
            start=options.get("from_"),
            end=options.get("to"),
            phrase=options.get("phrase"),
            kinds=kind_values(options.get("kinds") or ALL_KINDS),
            first=or_default(first, DEFAULT_PAGE_SIZE),
            after=options.get("after"),
            timezone=options.get("timezone"),
        )
        return await timeline_of(services, query)

    @staticmethod
    async def resolve_event(root: None, info: graphene.ResolveInfo, id: str) -> model.Event:
        found = await loaders_of(info).nodes.load(id)
        if found is None or not isinstance(found.node, model.Event):
            raise NotFoundError(f"no event with id {id!r}")
        principal_of(info).require(found.owner)
        return found.node

    @staticmethod
    async def resolve_preference_history(
        root: None, info: graphene.ResolveInfo, user_id: str, category: str, key: str
    ) -> list[profiles.HistoryEntry]:
        services = authorized(info, user_id)
        return await preference_history(services.db, user_id=user_id, category=category, key=key)

    @staticmethod
    async def resolve_conflicts(
        root: None, info: graphene.ResolveInfo, user_id: str
    ) -> list[model.Conflict]:
        return await conflicts(authorized(info, user_id).db, user_id=user_id)

    @staticmethod
    async def resolve_session(
        root: None, info: graphene.ResolveInfo, id: str, user_id: str | None = None
    ) -> SessionInfo:
        if user_id is not None:
            authorized(info, user_id)
        principal = principal_of(info)
        found = [
            session
            for session in await sessions_by_id(services_of(info).db, id)
            if principal.allows(session.user_id) and user_id in (None, session.user_id)
        ]
        if not found:  # another user's session is answered as an unknown one
            raise NotFoundError(f"no session with id {id!r}")
        if len(found) > 1:
            raise BadUserInput(f"more than one user has a session {id!r}: pass userId")
        return found[0]

    @staticmethod
    async def resolve_export_user(root: None, info: graphene.ResolveInfo, user_id: str) -> str:
        lines = await export_of(authorized(info, user_id), user_id)
        return "".join(f"{line}\n" for line in lines)

    @staticmethod
    async def resolve_turn(
        root: None, info: graphene.ResolveInfo, user_id: str, external_id: str
    ) -> model.Turn:
        services = authorized(info, user_id)
        found = await turn_by_external_id(services.db, user_id=user_id, external_id=external_id)
        if found is None:
            raise NotFoundError(f"no turn with external id {external_id!r} for user {user_id!r}")
        return found
