"""A raw turn as an agent or an import file hands it over, validated before anything is written.

Normalisations, documented here and in the README: text is stripped of surrounding whitespace
and of control characters other than newline and tab; a time without a zone is read in the
configured time zone by the importers (the API requires an offset).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from datetime import datetime, timedelta

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, field_validator

from graph.model import MAX_TEXT_CHARS
from ingest.errors import IngestInputError

MAX_TURNS_PER_BATCH = 1_000
MAX_FUTURE = timedelta(days=1)
"""A turn may be stamped a little ahead of the server's clock (clock skew), not more."""

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class TurnText(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    external_id: str = Field(min_length=1, max_length=200)
    speaker: str = Field(min_length=1, max_length=200)
    text: str = Field(min_length=1, max_length=MAX_TEXT_CHARS)
    at: AwareDatetime

    @field_validator("text", "speaker", "external_id", mode="before")
    @classmethod
    def _clean(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        return _CONTROL.sub("", unicodedata.normalize("NFC", value)).strip()


def check_batch(turns: Sequence[TurnText], *, now: datetime) -> None:
    """Refuse a batch that is too large, repeats an external id, or lies in the future."""
    if len(turns) > MAX_TURNS_PER_BATCH:
        raise IngestInputError(
            f"{len(turns)} turns in one batch; the limit is {MAX_TURNS_PER_BATCH}: split it"
        )
    seen: set[str] = set()
    for turn in turns:
        if turn.external_id in seen:
            raise IngestInputError(f"external id {turn.external_id!r} appears twice in the batch")
        seen.add(turn.external_id)
        if turn.at > now + MAX_FUTURE:
            raise IngestInputError(
                f"turn {turn.external_id!r} is dated {turn.at.isoformat()}, more than "
                f"{MAX_FUTURE.days} day ahead of the server's clock: check its time zone"
            )
