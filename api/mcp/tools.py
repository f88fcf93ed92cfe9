"""The MCP tools: each one the same operation as a GraphQL field, through `api.operations` and
graph/ and ingest/. Their docstrings are the descriptions a model reads when choosing a tool;
argument types and limits become the input schemas, the output models the output schemas.

No `from __future__ import annotations` here: the SDK reads these signatures at runtime.
"""

from collections.abc import Callable
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import CallToolResult, ToolAnnotations
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from api.limits import (
    MAX_HYDRATE_BUDGET,
    MAX_PAGE_SIZE,
    MAX_RECALL_LIMIT,
    MAX_TRAVERSAL_DEPTH,
    MAX_TURN_CHARACTERS,
    MAX_TURNS,
)
from api.mcp import outputs
from api.mcp.caller import Caller, respond
from api.operations import (
    MAX_USER_ID_CHARACTERS,
    TimelineQuery,
    checked_depth,
    event_of,
    hydrate_user,
    now,
    recall_answer,
    record_preference_of,
    remember_turns,
    retract_preference_of,
    timeline_of,
)
from graph.chains import ALL_KINDS, causal_chain
from graph.forget import forget_user as forget_everything
from graph.hydrate import DEFAULT_BUDGET
from graph.model import Polarity
from graph.profile import preference_history as history_of
from graph.profile import profile as profile_of
from ingest.query import MAX_QUESTION_CHARS, Question

UserId = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_USER_ID_CHARACTERS,
        description="The end user whose memory this is (your API key must allow this user).",
    ),
]
Kinds = Annotated[
    list[Literal["turn", "event", "preference"]] | None,
    Field(description="Which kinds of memory to return; default all three."),
]
When = Annotated[
    AwareDatetime | None,
    Field(description="ISO 8601 with an offset, e.g. 2026-11-29T15:00:00+08:00."),
]
READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False, openWorldHint=False)
WRITES = ToolAnnotations(readOnlyHint=False, destructiveHint=False, openWorldHint=False)


class TurnArgument(BaseModel):
    """One utterance of the conversation."""

    model_config = ConfigDict(extra="forbid")

    external_id: str = Field(
        min_length=1, max_length=200, description="Your id for the turn; resending it is a no-op."
    )
    speaker: str = Field(min_length=1, max_length=200, description="e.g. 'user' or a name.")
    text: str = Field(min_length=1, max_length=MAX_TURN_CHARACTERS)
    at: AwareDatetime = Field(
        description="When it was said, ISO 8601 with an offset. Relative phrases in the text "
        "('yesterday', 上周五) are read against this time."
    )


async def remember(
    user_id: UserId,
    session_id: Annotated[
        str, Field(min_length=1, max_length=200, description="The conversation they belong to.")
    ],
    turns: Annotated[list[TurnArgument], Field(min_length=1, max_length=MAX_TURNS)],
    ctx: Context,
) -> Annotated[CallToolResult, outputs.RememberOutput]:
    """Store turns of a conversation (English or Chinese) in the user's long-term memory.

    Call it with what was said, as it was said, after each exchange or at the end of a
    session. Chronograph extracts the events (with their dates resolved: "I moved last week"
    said on 8 May becomes an event in the week of 1 May), the preferences (versioned: a
    changed preference supersedes the old one, which stays in the history) and the causal
    links between events. All or nothing; sending the same turns again adds nothing.
    """

    async def work(caller: Caller) -> outputs.RememberOutput:
        services = caller.user(user_id)
        given = [turn.model_dump() for turn in turns]
        stored = await remember_turns(services, user_id=user_id, session_id=session_id, turns=given)
        return outputs.RememberOutput(
            turns=stored["turns"],
            created_turns=stored["created_turns"],
            events=stored["events"],
            preferences=[outputs.PreferenceChangeOutput(**c) for c in stored["preferences"]],
            links=stored["links"],
        )

    return await respond(ctx, "remember", work)


async def recall(
    user_id: UserId,
    query: Annotated[
        str,
        Field(
            min_length=1,
            max_length=MAX_QUESTION_CHARS,
            description="The question in the user's words, time phrase included: 'what did I "
            "say about the sofa three months ago?', '我上周说的健身计划是什么?', 'last time'.",
        ),
    ],
    ctx: Context,
    at: Annotated[
        AwareDatetime | None,
        Field(
            description="When the question is asked (default now): relative phrases in the "
            "query are resolved against it. ISO 8601 with an offset."
        ),
    ] = None,
    as_of: Annotated[
        AwareDatetime | None,
        Field(
            description="Answer with only what had been said by then, as it was valid then "
            "(e.g. 'what did we believe on 1 March?'). Default: everything known now."
        ),
    ] = None,
    kinds: Kinds = None,
    limit: Annotated[int, Field(ge=1, le=MAX_RECALL_LIMIT)] = 10,
    include_history: Annotated[
        bool,
        Field(description="Keep superseded versions at full rank (also when asked 'used to')."),
    ] = False,
) -> Annotated[CallToolResult, outputs.RecallOutput]:
    """Search the user's memory for a question; the best matches first, each explained.

    Use it whenever the user refers to something from an earlier conversation. The time phrase
    in the query ("three months ago", 上周, "last time") is resolved to a window (returned as
    `resolved_time`) and the search favours items inside it. Each item has its time, its
    score components (`why`), how it was found (`path`) and `provenance`: the turns it came
    from, with who said it and when, so you can quote the user. Event ids can be passed to
    `follow_up` for "what happened after that?".
    """

    async def work(caller: Caller) -> outputs.RecallOutput:
        services = caller.user(user_id)
        question = Question(
            user_id=user_id,
            text=query,
            at=at or now(),
            timezone=services.settings.timezone,
            as_of=as_of,
            kinds=tuple(kinds or ALL_KINDS),
            limit=limit,
            include_history=include_history,
        )
        return outputs.recall_output(await recall_answer(services, question))

    return await respond(ctx, "recall", work)


async def profile(
    user_id: UserId, ctx: Context, as_of: When = None
) -> Annotated[CallToolResult, outputs.ProfileOutput]:
    """The user's current preferences (or those valid and known at `as_of`), most confident first.

    Each preference is one version of a (category, key): notification channel, budget, diet,
    style... Use `preference_history` to see how one changed over time.
    """

    async def work(caller: Caller) -> outputs.ProfileOutput:
        services = caller.user(user_id)
        found = await profile_of(services.db, user_id=user_id, at=as_of or now())
        return outputs.ProfileOutput(preferences=found)

    return await respond(ctx, "profile", work)


async def hydrate(
    user_id: UserId,
    ctx: Context,
    query: Annotated[
        str | None,
        Field(max_length=MAX_QUESTION_CHARS, description="What the session is about, if known."),
    ] = None,
    budget: Annotated[
        int, Field(ge=1, le=MAX_HYDRATE_BUDGET, description="Characters of text at most.")
    ] = DEFAULT_BUDGET,
) -> Annotated[CallToolResult, outputs.HydrateOutput]:
    """Context for the start of a session: the user's profile and relevant recent events.

    Call it once when a conversation begins and put `text` in your context. With `query`,
    the events are the ones recalled for it; without, the most recent ones.
    """

    async def work(caller: Caller) -> outputs.HydrateOutput:
        services = caller.user(user_id)
        found = await hydrate_user(services, user_id=user_id, query=query, budget=budget)
        return outputs.HydrateOutput(**found)

    return await respond(ctx, "hydrate", work)


async def timeline(
    user_id: UserId,
    ctx: Context,
    start: When = None,
    end: When = None,
    phrase: Annotated[
        str | None,
        Field(
            max_length=200,
            description="A time phrase for the window instead of start/end: 'last week', "
            "'in March', 上个月. Read against now.",
        ),
    ] = None,
    kinds: Kinds = None,
    first: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE, description="Page size.")] = 20,
    after: Annotated[
        str | None, Field(max_length=500, description="`end_cursor` of the previous page.")
    ] = None,
) -> Annotated[CallToolResult, outputs.TimelineOutput]:
    """What the user said, did and preferred in a time window, oldest first, one page at a time.

    Use it for "what happened last month?" or to review a period; use `recall` for a question.
    """

    async def work(caller: Caller) -> outputs.TimelineOutput:
        services = caller.user(user_id)
        query = TimelineQuery(
            user_id=user_id,
            start=start,
            end=end,
            phrase=phrase,
            kinds=tuple(kinds or ALL_KINDS),
            first=first,
            after=after,
        )
        return outputs.timeline_output(await timeline_of(services, query))

    return await respond(ctx, "timeline", work)


async def preference_history(
    user_id: UserId,
    category: Annotated[str, Field(min_length=1, max_length=100, description="e.g. 'contact'.")],
    key: Annotated[
        str, Field(min_length=1, max_length=200, description="e.g. 'notification_channel'.")
    ],
    ctx: Context,
) -> Annotated[CallToolResult, outputs.HistoryOutput]:
    """Every version of one preference, oldest first: when each held, what replaced it, and
    conflicts. Take category and key from a `profile` or `recall` result. Use it for "what did
    I prefer before?" or "when did I change it?"."""

    async def work(caller: Caller) -> outputs.HistoryOutput:
        services = caller.user(user_id)
        found = await history_of(services.db, user_id=user_id, category=category, key=key)
        return outputs.history_output(found)

    return await respond(ctx, "preference_history", work)


async def follow_up(
    event_id: Annotated[
        str, Field(min_length=1, max_length=200, description="An event id from recall/timeline.")
    ],
    ctx: Context,
    direction: Annotated[
        Literal["effects", "causes", "both"],
        Field(description="effects: what happened after/because of it; causes: what led to it."),
    ] = "effects",
    depth: Annotated[int, Field(ge=1, le=MAX_TRAVERSAL_DEPTH, description="Hops.")] = 2,
) -> Annotated[CallToolResult, outputs.FollowUpOutput]:
    """Follow the causal chain from an event: "what happened after that?", "why did it happen?".

    E.g. from "laptop broke" to "sent it for repair" to "got it back fixed". Nearest first.
    """

    async def work(caller: Caller) -> outputs.FollowUpOutput:
        event = await event_of(caller.services, caller.principal, event_id)
        chain = await causal_chain(
            caller.services.db, user_id=event.user_id, event_id=event.id, depth=checked_depth(depth)
        )
        wanted = {"effects": (1,), "causes": (-1,), "both": (1, -1)}[direction]
        links = [
            outputs.Link(**dict(link))
            for link in chain
            if any(link.distance * sign > 0 for sign in wanted)
        ]
        return outputs.FollowUpOutput(event=event, links=links)

    return await respond(ctx, "follow_up", work)


async def record_preference(
    user_id: UserId,
    category: Annotated[str, Field(min_length=1, max_length=100)],
    key: Annotated[str, Field(min_length=1, max_length=200)],
    value: Annotated[str, Field(min_length=1, max_length=2_000)],
    ctx: Context,
    polarity: Polarity = Polarity.LIKE,
    confidence: Annotated[float, Field(ge=0.0, le=1.0)] = 0.9,
    valid_from: When = None,
    expires_at: When = None,
) -> Annotated[CallToolResult, outputs.PreferenceChangeOutput]:
    """Record a preference you learned yourself (remember extracts most on its own).

    Versioned like an extracted one: the same value reinforces it, a new value supersedes the
    old version (kept in the history), an unsettled change is flagged as a conflict.
    """

    async def work(caller: Caller) -> outputs.PreferenceChangeOutput:
        services = caller.user(user_id)
        statement: dict[str, Any] = {
            "category": category,
            "key": key,
            "value": value,
            "polarity": polarity,
            "confidence": confidence,
            "valid_from": valid_from,
            "expires_at": expires_at,
        }
        changed = await record_preference_of(services, user_id=user_id, preference=statement)
        return outputs.PreferenceChangeOutput(**changed)

    return await respond(ctx, "record_preference", work)


async def retract_preference(
    user_id: UserId,
    preference_id: Annotated[str, Field(min_length=1, max_length=200)],
    ctx: Context,
    at: When = None,
) -> Annotated[CallToolResult, outputs.RetractOutput]:
    """Mark a preference as no longer true (the user took it back, or it was wrong).

    It leaves the profile but stays in its history.
    """

    async def work(caller: Caller) -> outputs.RetractOutput:
        services = caller.user(user_id)
        retracted = await retract_preference_of(
            services, caller.principal, user_id=user_id, preference_id=preference_id, at=at
        )
        return outputs.RetractOutput(preference=retracted)

    return await respond(ctx, "retract_preference", work)


async def forget_user(
    user_id: UserId, ctx: Context
) -> Annotated[CallToolResult, outputs.ForgetOutput]:
    """Delete everything stored about the user: turns, events, preferences, vectors. Cannot
    be undone. Only when the user asks to be forgotten."""

    async def work(caller: Caller) -> outputs.ForgetOutput:
        services = caller.user(user_id)
        deleted = await forget_everything(services.db, user_id=user_id)
        return outputs.ForgetOutput(user_id=user_id, deleted_nodes=deleted)

    return await respond(ctx, "forget_user", work)


def add_tools(server: MCPServer[Any]) -> None:
    reads: tuple[Callable[..., Any], ...] = (
        recall,
        hydrate,
        profile,
        timeline,
        preference_history,
        follow_up,
    )
    writes: tuple[Callable[..., Any], ...] = (remember, record_preference, retract_preference)
    for tool in reads:
        server.add_tool(tool, annotations=READ_ONLY)
    for tool in writes:
        server.add_tool(tool, annotations=WRITES)
    destructive = ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=True)
    server.add_tool(forget_user, annotations=destructive)
