"""The operations behind both faces of the API, GraphQL resolvers and MCP tools.

Each function checks its arguments and limits (raising `api.errors` types, so both transports
report the same codes), then calls graph/ or ingest/. Authorization is the caller's first step:
`authorize(principal, user_id)` for a user id given as an argument; the functions that look a
node up by id check its owner themselves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from api.auth import Principal
from api.errors import BadUserInput
from api.limits import (
    MAX_HYDRATE_BUDGET,
    MAX_PAGE_SIZE,
    MAX_RECALL_LIMIT,
    MAX_TRAVERSAL_DEPTH,
    MAX_TURN_CHARACTERS,
    MAX_TURNS,
    check,
)
from api.services import Services
from graph import model
from graph.errors import NotFoundError
from graph.events import retract
from graph.hydrate import DEFAULT_BUDGET, hydrate
from graph.lookups import nodes_by_ids
from graph.pages import timeline_page
from graph.portable import export_user
from graph.preferences import PreferenceOutcome
from graph.recall import recall
from graph.types import ALL_KINDS, Kind
from ingest.pipeline import ingest_turns
from ingest.query import Question, plan_recall, window_expression
from ingest.structured import record_preference_statement
from ingest.timeparse import resolve_time
from ingest.turn_text import TurnText
from ingest.user_zone import zone_of_user

MAX_USER_ID_CHARACTERS = 200
M = TypeVar("M", bound=BaseModel)


def now() -> datetime:
    return datetime.now(UTC)


def authorize(principal: Principal, user_id: str) -> None:
    """BAD_USER_INPUT unless `user_id` is a usable id; FORBIDDEN unless the caller may use it."""
    if not 1 <= len(user_id) <= MAX_USER_ID_CHARACTERS:
        raise BadUserInput(
            f"userId must be 1 to {MAX_USER_ID_CHARACTERS} characters, got {len(user_id)}"
        )
    principal.require(user_id)


def at_least_one(name: str, value: int) -> None:
    if value < 1:
        raise BadUserInput(f"{name} must be at least 1, got {value}")


def validated(kind: type[M], values: Mapping[str, Any]) -> M:
    """`kind` built from client values; its validation errors become BAD_USER_INPUT."""
    given = {key: value for key, value in values.items() if value is not None}
    try:
        return kind.model_validate(given)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in problem['loc'])}: {problem['msg']}"
            for problem in error.errors(include_url=False, include_input=False)
        )
        raise BadUserInput(f"invalid {kind.__name__}: {problems}") from None


async def user_zone(services: Services, user_id: str, given: str | None) -> str:
    """The zone `user_id`'s phrases are read in: `given` (checked, then remembered on the user),
    else the remembered one, else the server's setting."""
    return await zone_of_user(
        services.db, user_id=user_id, given=given, default=services.settings.timezone, at=now()
    )


async def recall_answer(services: Services, question: Question) -> dict[str, Any]:
    """Ranked, explained memories for `question`: `resolved_time`, `items`, `truncated`."""
    at_least_one("limit", question.limit)
    check("recallLimit", maximum=MAX_RECALL_LIMIT, actual=question.limit)
    plan = plan_recall(question, services.embedder, services.english_embedder)
    result = await recall(services.db, plan.request)
    services.metrics.recalled(vector_search=result.vector_search, items=len(result.items))
    return {"resolved_time": plan.time, "items": result.items, "truncated": plan.truncated}


async def hydrate_user(
    services: Services,
    *,
    user_id: str,
    query: str | None,
    budget: int | None,
    timezone: str | None = None,
) -> dict[str, Any]:
    """The profile and relevant (or recent) events within `budget` characters."""
    budget = DEFAULT_BUDGET if budget is None else budget
    at_least_one("budget", budget)
    check("hydrateBudget", maximum=MAX_HYDRATE_BUDGET, actual=budget)
    at = now()
    relevant = None
    zone = await user_zone(services, user_id, timezone)
    if query:
        question = Question(user_id=user_id, text=query, at=at, timezone=zone)
        found = await recall_answer(services, question)
        relevant = [item.node for item in found["items"] if isinstance(item.node, model.Event)]
    hydration = await hydrate(services.db, user_id=user_id, at=at, budget=budget, relevant=relevant)
    return {**vars(hydration), "budget": budget}


@dataclass(frozen=True, kw_only=True)
class TimelineQuery:
    user_id: str
    start: datetime | None = None
    end: datetime | None = None
    phrase: str | None = None
    """A time phrase for the window ('last week', 上个月); explicit bounds win over it."""
    kinds: Sequence[Kind] = ALL_KINDS
    first: int = 20
    after: str | None = None
    timezone: str | None = None
    """The user's IANA zone for `phrase` (default the remembered one, else the server's)."""


async def timeline_of(services: Services, query: TimelineQuery) -> dict[str, Any]:
    """One page of the user's turns, events and preferences in a window, oldest first."""
    at_least_one("first", query.first)
    check("pageSize", maximum=MAX_PAGE_SIZE, actual=query.first)
    start, end, resolved = query.start, query.end, None
    zone = await user_zone(services, query.user_id, query.timezone)
    if query.phrase:
        resolved = window_expression(resolve_time(query.phrase, now(), zone).expressions)
        if resolved is None:
            raise BadUserInput(f"no time window in phrase {query.phrase!r}")
        start, end = start or resolved.start, end or resolved.end
    page = await timeline_page(
        services.db,
        user_id=query.user_id,
        window=(start, end),
        kinds=tuple(query.kinds) or ALL_KINDS,
        first=query.first,
        after=query.after,
    )
    return {
        "edges": [
            {"cursor": e.cursor, "kind": e.entry.kind, "at": e.entry.at, "node": e.entry.node}
            for e in page.entries
        ],
        "page_info": {"has_next_page": page.has_next_page, "end_cursor": page.end_cursor},
        "resolved_time": resolved,
    }


def change(outcome: PreferenceOutcome) -> dict[str, Any]:
    return {"action": outcome.action, "reason": outcome.reason, "preference": outcome.preference}


async def remember_turns(
    services: Services,
    *,
    user_id: str,
    session_id: str,
    turns: Sequence[Mapping[str, Any]],
    timezone: str | None = None,
) -> dict[str, Any]:
    """Store turns of one session and what they state; all or nothing; resending adds nothing."""
    check("turnsPerIngest", maximum=MAX_TURNS, actual=len(turns))
    for turn in turns:
        check("turnCharacters", maximum=MAX_TURN_CHARACTERS, actual=len(turn.get("text") or ""))
    texts = [validated(TurnText, turn) for turn in turns]
    result = await ingest_turns(
        services.ingestor,
        user_id=user_id,
        session_id=session_id,
        turns=texts,
        timezone=timezone,
    )
    services.metrics.ingested_turns.inc(result.created_turns)
    return {
        "turns": result.turns,
        "created_turns": result.created_turns,
        "events": result.events,
        "preferences": [change(outcome) for outcome in result.preferences],
        "links": result.links,
    }


async def record_preference_of(
    services: Services, *, user_id: str, preference: Mapping[str, Any]
) -> dict[str, Any]:
    """Version a preference the agent states itself, like an extracted one."""
    recorded_at = preference.get("recorded_at") or now()
    values = {
        **preference,
        "user_id": user_id,
        "recorded_at": recorded_at,
        "valid_from": preference.get("valid_from") or recorded_at,
    }
    values["polarity"] = getattr(values.get("polarity"), "value", values.get("polarity"))
    statement = validated(model.PreferenceInput, values)
    return change(await record_preference_statement(services.ingestor, statement))


async def retract_preference_of(
    services: Services,
    principal: Principal,
    *,
    user_id: str,
    preference_id: str,
    at: datetime | None,
) -> model.Preference:
    """Mark a preference retracted at `at` (default now); it stays in the history."""
    found = (await nodes_by_ids(services.db, [preference_id])).get(preference_id)
    if found is None or not isinstance(found.node, model.Preference):
        raise NotFoundError(f"no preference with id {preference_id!r}")
    principal.require(found.owner)
    await retract(services.db, user_id=user_id, node_id=preference_id, at=at or now())
    retracted = (await nodes_by_ids(services.db, [preference_id]))[preference_id].node
    assert isinstance(retracted, model.Preference)
    return retracted


async def event_of(services: Services, principal: Principal, event_id: str) -> model.Event:
    """The event with `event_id`, once the caller may see its owner."""
    found = (await nodes_by_ids(services.db, [event_id])).get(event_id)
    if found is None or not isinstance(found.node, model.Event):
        raise NotFoundError(f"no event with id {event_id!r}")
    principal.require(found.owner)
    return found.node


def checked_depth(depth: int) -> int:
    """A causal traversal depth: at least 1, at most MAX_TRAVERSAL_DEPTH."""
    if depth < 1:
        raise BadUserInput(f"depth must be at least 1, got {depth}")
    check("traversalDepth", maximum=MAX_TRAVERSAL_DEPTH, actual=depth)
    return depth


async def export_of(services: Services, user_id: str) -> list[str]:
    """The user's whole memory as versioned JSON Lines (see graph.portable), without newlines."""
    return await export_user(
        services.db,
        user_id=user_id,
        model_id=services.embedder.model_id,
        dimensions=services.embedder.dimensions,
    )
