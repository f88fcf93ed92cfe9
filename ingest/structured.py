"""Facts an agent extracted itself (structured input), embedded and stored through the same
graph rules as extracted ones: events with provenance and SUPERSEDES, preferences through
versioning (restate reinforces, change supersedes, unsettled change is a conflict).

The embedded text matches the pipeline's: an event's summary; "category key: value" for a
preference.
"""

from __future__ import annotations

from graph.events import record_event
from graph.model import Event, EventInput, PreferenceInput
from graph.preferences import PreferenceOutcome, record_preference
from ingest.pipeline import Ingestor


def preference_statement_text(statement: PreferenceInput) -> str:
    return f"{statement.category} {statement.key}: {statement.value}"


async def record_event_statement(ingestor: Ingestor, event: EventInput) -> Event:
    """Store `event` with an embedding of its summary (unless it carries one)."""
    if event.embedding is None:
        vector = ingestor.embedder.encode([event.summary])[0].tolist()
        event = event.model_copy(update={"embedding": vector})
    return await record_event(ingestor.db, event)


async def record_preference_statement(
    ingestor: Ingestor, statement: PreferenceInput
) -> PreferenceOutcome:
    """Apply `statement` through versioning, with an embedding (unless it carries one)."""
    if statement.embedding is None:
        vector = ingestor.embedder.encode([preference_statement_text(statement)])[0].tolist()
        statement = statement.model_copy(update={"embedding": vector})
    return await record_preference(ingestor.db, statement)
