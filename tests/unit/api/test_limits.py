"""Depth and cost rules, checked against the real schema without a server."""

from __future__ import annotations

from graphql import parse, validate

from api.limits import cost_rule, depth_rule
from api.schema import build_schema

SCHEMA = build_schema().graphql_schema


def _errors(query: str, *, depth: int = 12, cost: int = 5_000, **variables: int) -> list[str]:
    rules = [depth_rule(depth), cost_rule(cost, dict(variables))]
    found = validate(SCHEMA, parse(query), rules=rules)
    return [str((error.extensions or {}).get("limit")) for error in found]


def test_depth_counts_fields_through_fragments() -> None:
    query = """
    query { event(id: "e") { ...Chain } }
    fragment Chain on Event { effects { event { effects { event { id } } } } }
    """
    assert _errors(query, depth=6) == []
    assert _errors(query, depth=5) == ["queryDepth"]


def test_introspection_is_not_counted() -> None:
    query = "{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }"
    assert _errors(query, depth=2, cost=5) == []


def test_cost_multiplies_lists_by_their_page_size() -> None:
    query = """query T($n: Int) { timeline(userId: "u", first: $n) {
      edges { node { ... on Event { sources { id text } } } } } }"""
    assert _errors(query, cost=10_000, n=100) == []
    assert _errors(query, cost=1_000, n=100) == ["queryCost"]
    assert _errors(query, cost=1_000, n=5) == []
