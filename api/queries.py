"""Root query fields. Each resolver checks the caller may see the user, checks limits, then
calls graph/ or ingest/; nothing here touches Cypher or language."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import graphene

from api.context import authorized, loaders_of, principal_of, services_of
from api.errors import BadUserInput, NotFound
from api.limits import MAX_HYDRATE_BUDGET, MAX_PAGE_SIZE, MAX_RECALL_LIMIT, check, or_default
from api.scalars import DateTime
from api.services import Services
from api.types.memory import Event, MemoryKind, Preference, Turn, kind_values
from api.types.pages import Conflict, HistoryEntry, Hydration, Session, TimelineConnection
from api.types.recall import RecallResult, ResolvedText
from graph import model
from graph.chains import ALL_KINDS
from graph.hydrate import DEFAULT_BUDGET, hydrate
from graph.lookups import turn_by_external_id
from graph.pages import timeline_page
from graph.profile import conflicts, preference_history, profile
from graph.recall import recall
from graph.sessions import session_by_id
from graph.status import database_status
from ingest.query import Question, plan_recall
from ingest.timeparse import Strategy, resolve_time
from ingest.user_zone import zone_of_user

DEFAULT_RECALL_LIMIT = 10
DEFAULT_PAGE_SIZE = 20
TIMEZONE_HELP = (
    "the user's IANA zone, e.g. Asia/Shanghai; remembered on the user for later calls "
    "(default the remembered zone, else the server's setting)"
)


def _timezone() -> graphene.String:
    return graphene.String(description=TIMEZONE_HELP)


async def _zone(services: Services, user_id: str, given: str | None) -> str:
    return await zone_of_user(
        services.db, user_id=user_id, given=given, default=services.settings.timezone, at=_now()
    )


def _kinds() -> graphene.List:
    return graphene.List(graphene.NonNull(MemoryKind))


class Health(graphene.ObjectType):  # type: ignore[misc]
    neo4j_version = graphene.String(description="null when Neo4j is unreachable")
    neo4j_reachable = graphene.Boolean(required=True)
    schema_applied = graphene.Boolean(required=True)
    reason = graphene.String(required=True, description="what is missing, or 'schema applied'")


def _now() -> datetime:
    return datetime.now(UTC)


def _at_least_one(name: str, value: int) -> None:
    if value < 1:
        raise BadUserInput(f"{name} must be at least 1, got {value}")


async def _recall(services: Services, question: Question) -> dict[str, Any]:
    plan = plan_recall(question, services.embedder)
    result = await recall(services.db, plan.request)
    return {"resolved_time": plan.time, "items": result.items, "truncated": plan.truncated}


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
    session = graphene.Field(Session, required=True, id=graphene.ID(required=True))
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
        limit = or_default(options.get("limit"), DEFAULT_RECALL_LIMIT)
        _at_least_one("limit", limit)
        check("recallLimit", maximum=MAX_RECALL_LIMIT, actual=limit)
        question = Question(
            user_id=user_id,
            text=query,
            at=options.get("at") or _now(),
            timezone=await _zone(services, user_id, options.get("timezone")),
            as_of=options.get("as_of"),
            kinds=kind_values(options.get("kinds") or ALL_KINDS),
            limit=limit,
            include_history=bool(options.get("include_history")),
        )
        return await _recall(services, question)

    @staticmethod
    def resolve_resolve_time(
        root: None,
        info: graphene.ResolveInfo,
        text: str,
        at: datetime | None = None,
        timezone: str | None = None,
    ) -> Any:
        zone = timezone or services_of(info).settings.timezone
        return resolve_time(text, at or _now(), zone)

    @staticmethod
    async def resolve_profile(
        root: None, info: graphene.ResolveInfo, user_id: str, as_of: datetime | None = None
    ) -> list[model.Preference]:
        services = authorized(info, user_id)
        return await profile(services.db, user_id=user_id, at=as_of or _now())

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
        budget = DEFAULT_BUDGET if budget is None else budget
        _at_least_one("budget", budget)
        check("hydrateBudget", maximum=MAX_HYDRATE_BUDGET, actual=budget)
        now = _now()
        relevant = None
        zone = await _zone(services, user_id, timezone)
        if query:
            question = Question(user_id=user_id, text=query, at=now, timezone=zone)
            found = await _recall(services, question)
            relevant = [item.node for item in found["items"] if isinstance(item.node, model.Event)]
        hydration = await hydrate(
            services.db, user_id=user_id, at=now, budget=budget, relevant=relevant
        )
        return {**vars(hydration), "budget": budget}

    @staticmethod
    async def resolve_timeline(
        root: None, info: graphene.ResolveInfo, user_id: str, first: int | None, **options: Any
    ) -> dict[str, Any]:
        services = authorized(info, user_id)
        first = or_default(first, DEFAULT_PAGE_SIZE)
        _at_least_one("first", first)
        check("pageSize", maximum=MAX_PAGE_SIZE, actual=first)
        start, end, resolved = options.get("from_"), options.get("to"), None
        zone = await _zone(services, user_id, options.get("timezone"))
        if options.get("phrase"):
            found = resolve_time(options["phrase"], _now(), zone)
            usable = [e for e in found.expressions if e.strategy is not Strategy.MOST_RECENT]
            if not usable:
                raise BadUserInput(f"no time window in phrase {options['phrase']!r}")
            resolved = usable[0]
            start, end = start or resolved.start, end or resolved.end
        page = await timeline_page(
            services.db,
            user_id=user_id,
            window=(start, end),
            kinds=kind_values(options.get("kinds") or ALL_KINDS),
            first=first,
            after=options.get("after"),
        )
        return {
            "edges": [
                {"cursor": e.cursor, "kind": e.entry.kind, "at": e.entry.at, "node": e.entry.node}
                for e in page.entries
            ],
            "page_info": {"has_next_page": page.has_next_page, "end_cursor": page.end_cursor},
            "resolved_time": resolved,
        }

    @staticmethod
    async def resolve_event(root: None, info: graphene.ResolveInfo, id: str) -> model.Event:
        found = await loaders_of(info).nodes.load(id)
        if found is None or not isinstance(found.node, model.Event):
            raise NotFound(f"no event with id {id!r}")
        principal_of(info).require(found.owner)
        return found.node

    @staticmethod
    async def resolve_preference_history(
        root: None, info: graphene.ResolveInfo, user_id: str, category: str, key: str
    ) -> Any:
        services = authorized(info, user_id)
        return await preference_history(services.db, user_id=user_id, category=category, key=key)

    @staticmethod
    async def resolve_conflicts(root: None, info: graphene.ResolveInfo, user_id: str) -> Any:
        return await conflicts(authorized(info, user_id).db, user_id=user_id)

    @staticmethod
    async def resolve_session(root: None, info: graphene.ResolveInfo, id: str) -> Any:
        found = await session_by_id(services_of(info).db, id)
        if found is None:
            raise NotFound(f"no session with id {id!r}")
        principal_of(info).require(found.user_id)
        return found

    @staticmethod
    async def resolve_turn(
        root: None, info: graphene.ResolveInfo, user_id: str, external_id: str
    ) -> model.Turn:
        services = authorized(info, user_id)
        found = await turn_by_external_id(services.db, user_id=user_id, external_id=external_id)
        if found is None:
            raise NotFound(f"no turn with external id {external_id!r} for user {user_id!r}")
        return found
