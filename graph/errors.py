"""Errors of the graph store. The API maps each to a GraphQL `extensions.code`.

GraphError
├── NotFoundError        an id that does not exist for this user (NOT_FOUND)
├── OwnershipError       an id that belongs to another user (FORBIDDEN)
└── InvalidWriteError    a write that makes no sense, such as an event causing itself
                         (BAD_USER_INPUT)
"""


class GraphError(Exception):
    """A write or read was refused; the message says which id or value and why."""


class NotFoundError(GraphError):
    pass


class OwnershipError(GraphError):
    pass


class InvalidWriteError(GraphError):
    pass
