"""The MCP tools that write: remember, record_preference, retract_preference, forget_user.

Each is the same operation as its GraphQL mutation (`api.operations`, graph/, ingest/). No
`from __future__ import annotations` here: the SDK reads these signatures at runtime.
"""

from typing import Annotated, Any

from mcp.server.mcpserver import Context
from mcp.types import CallToolResult
from pydantic import Field

from api.limits import MAX_TURNS
from api.mcp import outputs
from api.mcp.arguments import Timezone, TurnArgument, UserId, When
from api.mcp.caller import Caller, respond
from api.operations import record_preference_of, remember_turns, retract_preference_of
from graph.forget import forget_user as forget_everything
from graph.model import Polarity


async def remember(
    user_id: UserId,
    session_id: Annotated[
        str, Field(min_length=1, max_length=200, description="The conversation they belong to.")
    ],
    turns: Annotated[list[TurnArgument], Field(min_length=1, max_length=MAX_TURNS)],
    ctx: Context,
    timezone: Timezone = None,
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
        stored = await remember_turns(
            services, user_id=user_id, session_id=session_id, turns=given, timezone=timezone
        )
        return outputs.RememberOutput(
            turns=stored["turns"],
            created_turns=stored["created_turns"],
            events=stored["events"],
            preferences=[outputs.PreferenceChangeOutput(**c) for c in stored["preferences"]],
            links=stored["links"],
        )

    return await respond(ctx, "remember", work)


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
