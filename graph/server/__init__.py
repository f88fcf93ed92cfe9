"""Provisioning and running a local Neo4j Community server from Maven Central jars.

Exceptions:

    ProvisioningError   a step failed; the message names what and says what to do
"""

from graph.server.errors import ProvisioningError
from graph.server.install import install, is_installed
from graph.server.layout import ServerLayout
from graph.server.process import ServerStatus, start, status, stop

__all__ = [
    "ProvisioningError",
    "ServerLayout",
    "ServerStatus",
    "install",
    "is_installed",
    "start",
    "status",
    "stop",
]
