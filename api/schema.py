"""The Graphene schema agents call. Resolvers are transport only: they call graph/ and ingest/.

Queries are in `api.queries`, mutations in `api.mutations`, types in `api.types`.
"""

from __future__ import annotations

import graphene

from api.mutations import Mutation
from api.queries import Query
from api.types.memory import Event, Preference, Turn


def build_schema() -> graphene.Schema:
    return graphene.Schema(query=Query, mutation=Mutation, types=[Turn, Event, Preference])
