"""Errors of the ingest pipeline. The API maps them to `BAD_USER_INPUT`."""


class IngestInputError(ValueError):
    """A turn or batch that cannot be stored as given; the message names it and what to fix."""
