"""Limits of the API, each refused with LIMIT_EXCEEDED naming it (`extensions.limit`).

    queryDepth      nesting of a document's selections (introspection fields not counted)
    queryCost       fields counted with list multipliers: `first`/`limit` when given, else 10
    requestBody     bytes of an HTTP request body (HTTP 413)
    pageSize        `first` of a page (timeline), at most 100
    recallLimit     `limit` of recall, at most 50
    turnsPerIngest  turns in one ingestTurns call, at most 1,000
    turnCharacters  characters of one turn's text, at most 20,000
    traversalDepth  `depth` of causes/effects, at most 5
    hydrateBudget   characters hydrate may return, at most 20,000

The first three come from settings (CHRONOGRAPH_API_MAX_QUERY_DEPTH, _QUERY_COST, _BODY_BYTES).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from graphql import (
    FieldNode,
    FragmentDefinitionNode,
    FragmentSpreadNode,
    GraphQLList,
    GraphQLNamedType,
    GraphQLNonNull,
    GraphQLOutputType,
    InlineFragmentNode,
    IntValueNode,
    OperationDefinitionNode,
    SelectionSetNode,
    VariableNode,
    get_named_type,
)
from graphql.validation import ValidationContext, ValidationRule

from api.errors import LimitExceededError, limit_error
from graph.chains import MAX_DEPTH
from graph.model import MAX_TEXT_CHARS
from graph.recall.types import MAX_LIMIT
from ingest.turn_text import MAX_TURNS_PER_BATCH

MAX_PAGE_SIZE = 100
MAX_RECALL_LIMIT = MAX_LIMIT
MAX_TURNS = MAX_TURNS_PER_BATCH
MAX_TURN_CHARACTERS = MAX_TEXT_CHARS
MAX_TRAVERSAL_DEPTH = MAX_DEPTH
MAX_HYDRATE_BUDGET = 20_000
DEFAULT_LIST_SIZE = 10
_SIZE_ARGUMENTS = ("first", "limit")
T = TypeVar("T")


def check(limit: str, *, maximum: int, actual: int) -> None:
    if actual > maximum:
        raise LimitExceededError(limit, maximum=maximum, actual=actual)


def or_default(value: T | None, default: T) -> T:
    """An argument's value. GraphQL passes an explicit null instead of the declared default;
    here null means the default."""
    return default if value is None else value


def _fragments(context: ValidationContext) -> dict[str, FragmentDefinitionNode]:
    return {
        definition.name.value: definition
        for definition in context.document.definitions
        if isinstance(definition, FragmentDefinitionNode)
    }


def _depth(
    selection_set: SelectionSetNode | None,
    fragments: dict[str, FragmentDefinitionNode],
    seen: frozenset[str],
) -> int:
    if selection_set is None:
        return 0
    deepest = 0
    for selection in selection_set.selections:
        if isinstance(selection, FieldNode):
            if not selection.name.value.startswith("__"):
                deepest = max(deepest, 1 + _depth(selection.selection_set, fragments, seen))
        elif isinstance(selection, InlineFragmentNode):
            deepest = max(deepest, _depth(selection.selection_set, fragments, seen))
        elif isinstance(selection, FragmentSpreadNode):
            name = selection.name.value
            if name in fragments and name not in seen:
                fragment = fragments[name]
                deepest = max(deepest, _depth(fragment.selection_set, fragments, seen | {name}))
    return deepest


def depth_rule(maximum: int) -> type[ValidationRule]:
    class QueryDepth(ValidationRule):
        """Refuse operations whose selections nest deeper than `maximum`."""

        def enter_operation_definition(self, node: OperationDefinitionNode, *_: Any) -> None:
            depth = _depth(node.selection_set, _fragments(self.context), frozenset())
            if depth > maximum:
                self.report_error(limit_error("queryDepth", maximum=maximum, actual=depth))

    return QueryDepth


class _Cost:
    def __init__(self, context: ValidationContext, variables: dict[str, Any]) -> None:
        self.context = context
        self.variables = variables
        self.fragments = _fragments(context)

    def size_argument(self, node: FieldNode) -> int | None:
        for argument in node.arguments:
            if argument.name.value in _SIZE_ARGUMENTS:
                value = argument.value
                if isinstance(value, IntValueNode):
                    return max(1, int(value.value))
                if isinstance(value, VariableNode):
                    given = self.variables.get(value.name.value)
                    if isinstance(given, int):
                        return max(1, given)
        return None

    def of(
        self,
        selection_set: SelectionSetNode | None,
        parent: GraphQLNamedType | None,
        seen: frozenset[str],
        size: int | None = None,
    ) -> int:
        """Cost of a selection set; `size` is a page size given on a connection above it."""
        if selection_set is None:
            return 0
        return sum(
            self.selection(selection, parent, seen, size) for selection in selection_set.selections
        )

    def selection(
        self,
        selection: Any,
        parent: GraphQLNamedType | None,
        seen: frozenset[str],
        size: int | None,
    ) -> int:
        schema = self.context.schema
        if isinstance(selection, InlineFragmentNode):
            condition = selection.type_condition
            target = schema.get_type(condition.name.value) if condition else parent
            return self.of(selection.selection_set, target, seen, size)
        if isinstance(selection, FragmentSpreadNode):
            name = selection.name.value
            if name not in self.fragments or name in seen:
                return 0
            fragment = self.fragments[name]
            target = schema.get_type(fragment.type_condition.name.value)
            return self.of(fragment.selection_set, target, seen | {name}, size)
        assert isinstance(selection, FieldNode)
        if selection.name.value.startswith("__"):
            return 0
        fields = getattr(parent, "fields", {})
        definition = fields.get(selection.name.value)
        if definition is None:
            return 1
        explicit = self.size_argument(selection)
        named = get_named_type(definition.type)
        if _is_list(definition.type):
            multiplier = explicit or size or DEFAULT_LIST_SIZE
            return 1 + multiplier * self.of(selection.selection_set, named, seen)
        return 1 + self.of(selection.selection_set, named, seen, explicit or size)


def _is_list(output: GraphQLOutputType) -> bool:
    unwrapped = output.of_type if isinstance(output, GraphQLNonNull) else output
    return isinstance(unwrapped, GraphQLList)


def cost_rule(maximum: int, variables: dict[str, Any]) -> type[ValidationRule]:
    class QueryCost(ValidationRule):
        """Refuse operations whose estimated cost is above `maximum`."""

        def enter_operation_definition(self, node: OperationDefinitionNode, *_: Any) -> None:
            root = self.context.schema.get_root_type(node.operation)
            cost = _Cost(self.context, variables).of(node.selection_set, root, frozenset())
            if cost > maximum:
                self.report_error(limit_error("queryCost", maximum=maximum, actual=cost))

    return QueryCost


def validation_rules(
    max_depth: int, max_cost: int
) -> Any:  # Ariadne's ValidationRules callable: (context, document, data) -> rules
    def rules(_context: Any, _document: Any, data: Any) -> Iterable[type[ValidationRule]]:
        variables = data.get("variables") if isinstance(data, dict) else None
        return [depth_rule(max_depth), cost_rule(max_cost, variables or {})]

    return rules
