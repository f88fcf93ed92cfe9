"""Errors of the ingest pipeline, a branch of the tree in graph/errors.py (BAD_USER_INPUT)."""

from graph.errors import InputError


class IngestInputError(InputError, ValueError):
    """A turn or batch that cannot be stored as given; the message names it and what to fix."""
