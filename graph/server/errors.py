from graph.errors import ChronographError


class ProvisioningError(ChronographError):
    """Installing, starting or stopping the local Neo4j failed; the message says what to fix."""
