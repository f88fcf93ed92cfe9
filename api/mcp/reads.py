"""The MCP tools that read: recall, hydrate, profile, timeline, preference_history, follow_up.

Each is the same operation as its GraphQL field (`api.operations`, graph/, ingest/). The
docstrings are the descriptions a model reads when choosing a tool. No `from __future__ import
annotations` here: the SDK reads these signatures at runtime. A tool's parameters are its input
schema, flat as a model expects them, so some tools take more than six.
"""

from typing import Annotated, Literal

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult
from pydantic import AwareDatetime, Field

from api.limits import MAX_HYDRATE_BUDGET, MAX_PAGE_SIZE, MAX_RECALL_LIMIT, MAX_TRAVERSAL_DEPTH
from api.mcp import outputs
from api.mcp.arguments import Kinds, Timezone, UserId, When
from api.mcp.caller import Caller, respond
from api.operations import (
    TimelineQuery,
    checked_depth,
    event_of,
    hydrate_user,
    now,
    recall_answer,
    timeline_of,
    user_zone,
)
from graph.chains import causal_chain
from graph.hydrate import DEFAULT_BUDGET
from graph.profile import preference_history as history_of
from graph.profile import profile as profile_of
from graph.types import ALL_KINDS
from ingest.query import MAX_QUESTION_CHARS, Question


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
    timezone: Timezone = None,
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
            timezone=await user_zone(services, user_id, timezone),
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
    timezone: Timezone = None,
) -> Annotated[CallToolResult, outputs.HydrateOutput]:
    """Context for the start of a session: the user's profile and relevant recent events.

    Call it once when a conversation begins and put `text` in your context. With `query`,
    the events are the ones recalled for it; without, the most recent ones.
    """

    async def work(caller: Caller) -> outputs.HydrateOutput:
        services = caller.user(user_id)
        found = await hydrate_user(
            services, user_id=user_id, query=query, budget=budget, timezone=timezone
        )
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
    timezone: Timezone = None,
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
            timezone=timezone,
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
