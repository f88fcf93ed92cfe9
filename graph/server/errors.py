class ProvisioningError(Exception):
    """Installing, starting or stopping the local Neo4j failed; the message says what to fix."""
