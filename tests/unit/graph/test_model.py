"""The graph's pydantic models: what a writer hands over, and how a draft is handed on whole."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from graph.model import EventInput, PreferenceInput

AT = datetime(2026, 5, 1, 9, 30, tzinfo=UTC)


@dataclass(frozen=True)
class Draft:
    action: str
    summary: str
    occurred_start: datetime
    occurred_end: datetime | None
    source_turn_ids: tuple[str, ...]
    time_phrase: str | None  # the extractor's own field: the input does not declare it


def test_a_draft_is_carried_whole_with_what_the_writer_adds() -> None:
    draft = Draft("fly", "user flies to Rome", AT, AT + timedelta(days=2), ("t1",), "next week")
    event = EventInput.carrying(draft, user_id="u1", recorded_at=AT, embedding=[0.5, 0.5])
    assert (event.action, event.summary, event.occurred_end) == (
        "fly",
        "user flies to Rome",
        AT + timedelta(days=2),
    )
    assert (event.user_id, event.source_turn_ids, event.embedding) == ("u1", ["t1"], [0.5, 0.5])


def test_a_carried_draft_is_validated_as_any_input() -> None:
    backwards = Draft("fly", "user flies", AT, AT - timedelta(days=1), ("t1",), None)
    with pytest.raises(ValidationError, match="before occurred_start"):
        EventInput.carrying(backwards, user_id="u1", recorded_at=AT)
    with pytest.raises(ValidationError, match="category"):
        PreferenceInput.carrying(backwards, user_id="u1", recorded_at=AT, valid_from=AT)
