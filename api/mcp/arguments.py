"""Argument types shared by the MCP tools: their JSON schemas carry the API's limits.

No `from __future__ import annotations` here: the SDK reads these types at runtime.
"""

from typing import Annotated, Literal

from mcp.types import ToolAnnotations
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from api.limits import MAX_TURN_CHARACTERS
from api.operations import MAX_USER_ID_CHARACTERS

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
Timezone = Annotated[
    str | None,
    Field(
        max_length=64,
        description="The user's IANA time zone, e.g. Asia/Shanghai or Europe/Berlin: relative "
        "phrases ('yesterday', 三个月前) are read in it. Remembered on the user, so later calls "
        "may leave it out; default the remembered zone, else the server's.",
    ),
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
