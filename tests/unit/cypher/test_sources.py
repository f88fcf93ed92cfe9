"""No Cypher is built from strings: an AST scan of graph/, api/, ingest/ and bench/.

- Every query handed to the driver (`.run(...)`, `.execute_query(...)`) is `cypher.load(name)`
  or a statement of `cypher.statements(name)`, unchanged: no f-string, `%`, `.format`, `+` or
  `.replace` sits between the file and the driver.
- Every query name given to `rows(tx, name)` or `db.fetch(name)` is a string literal naming a
  shipped `.cypher` file, so input cannot choose or compose the statement.
- No Python string (docstrings aside) looks like a Cypher statement.
- No `.cypher` file runs Cypher it builds itself (`apoc.cypher.*`, `apoc.periodic.*`).

User input reaches Neo4j only as query parameters; tests/integration/test_injection.py checks
the same from outside.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import cypher

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("graph", "api", "ingest", "bench")
NOT_THE_DRIVER = {"subprocess", "asyncio", "uvicorn", "sampler", "session_manager"}
"""Objects whose `.run` is not a query: processes, event loops, the web server, samplers, the
MCP transport's session manager."""
CYPHER_LIKE = re.compile(
    r"\b(?:OPTIONAL MATCH|MATCH|MERGE|UNWIND|DETACH DELETE|CALL\s+(?:db|dbms|apoc)\.)"
    r"[\s\S]*\b(?:RETURN|SET|DELETE|YIELD|WITH|CREATE)\b"
)
QUERY_NAME_TAKERS: dict[tuple[str | None, type[ast.expr]], int] = {
    ("rows", ast.Name): 1,
    ("fetch", ast.Attribute): 0,
    ("fetch_plain", ast.Attribute): 0,
}
"""The helpers of graph/database.py that load a query by name, `rows(tx, name)`,
`db.fetch(name)` and `db.fetch_plain(name)`, and the position of that name."""
PASSING_NAMES_ON = ("graph/database.py", "bench/profile.py")
"""`rows` and `Database.fetch`, and the timing Database of the recall profile, pass their
own `query_name` on."""


@dataclass(frozen=True)
class Source:
    path: Path
    tree: ast.Module

    @property
    def name(self) -> str:
        return str(self.path.relative_to(ROOT))


def _sources() -> list[Source]:
    return [
        Source(path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    ]


SOURCES = _sources()


def _is_cypher_call(node: ast.expr, function: str) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == function
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "cypher"
    )


def _statement_names(tree: ast.AST) -> set[str]:
    """Loop variables bound directly to `cypher.statements(...)` items."""
    return {
        loop.target.id
        for loop in ast.walk(tree)
        if isinstance(loop, ast.For | ast.AsyncFor)
        and isinstance(loop.target, ast.Name)
        and _is_cypher_call(loop.iter, "statements")
    }


def _driver_calls(tree: ast.AST) -> Iterator[ast.Call]:
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        owner = node.func.value
        if isinstance(owner, ast.Name) and owner.id in NOT_THE_DRIVER:
            continue
        if node.func.attr in {"run", "execute_query"}:
            yield node


def test_the_scan_sees_the_code() -> None:
    calls = [call for source in SOURCES for call in _driver_calls(source.tree)]
    assert len(SOURCES) > 50 and len(calls) >= 5


@pytest.mark.parametrize("source", SOURCES, ids=lambda source: source.name)
def test_queries_reach_the_driver_straight_from_cypher_files(source: Source) -> None:
    statements = _statement_names(source.tree)
    for call in _driver_calls(source.tree):
        assert call.args, f"{source.name}:{call.lineno}: a query call without a query"
        query = call.args[0]
        from_file = _is_cypher_call(query, "load")
        from_statements = isinstance(query, ast.Name) and query.id in statements
        assert from_file or from_statements, (
            f"{source.name}:{call.lineno}: the query is `{ast.unparse(query)}`, not "
            "cypher.load(...) or a statement of cypher.statements(...)"
        )


@pytest.mark.parametrize("source", SOURCES, ids=lambda source: source.name)
def test_query_names_are_literals_naming_shipped_files(source: Source) -> None:
    shipped = set(cypher.names())
    for node in ast.walk(source.tree):
        if not isinstance(node, ast.Call):
            continue
        if _is_cypher_call(node, "load") or _is_cypher_call(node, "statements"):
            position = 0
        else:
            function = node.func
            name = function.attr if isinstance(function, ast.Attribute) else None
            name = function.id if isinstance(function, ast.Name) else name
            if (name, type(function)) not in QUERY_NAME_TAKERS:
                continue
            position = QUERY_NAME_TAKERS[name, type(function)]
        if len(node.args) <= position:
            continue
        argument = node.args[position]
        where = f"{source.name}:{node.lineno}"
        if source.name in PASSING_NAMES_ON and isinstance(argument, ast.Name):
            continue
        assert isinstance(argument, ast.Constant) and isinstance(argument.value, str), (
            f"{where}: the query name `{ast.unparse(argument)}` is computed"
        )
        assert argument.value in shipped, f"{where}: no cypher/{argument.value}.cypher"


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _texts(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Every string the code writes, docstrings aside: constants, f-strings with their
    placeholders as `{}`, and strings joined by `+` or `%`, as one text each."""
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                yield node.lineno, node.value
        elif isinstance(node, ast.JoinedStr):
            parts = [part.value if isinstance(part, ast.Constant) else "{}" for part in node.values]
            yield node.lineno, "".join(str(part) for part in parts)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
            constants = sorted(
                (part.lineno, part.col_offset, part.value)
                for part in ast.walk(node)
                if isinstance(part, ast.Constant) and isinstance(part.value, str)
            )
            yield node.lineno, " {} ".join(value for _, _, value in constants)


@pytest.mark.parametrize("source", SOURCES, ids=lambda source: source.name)
def test_no_python_string_holds_cypher(source: Source) -> None:
    for line, text in _texts(source.tree):
        assert not CYPHER_LIKE.search(text), f"{source.name}:{line}: Cypher in Python: {text!r}"


def test_the_scan_finds_cypher_built_in_python() -> None:
    built = """
label = "Turn"
a = "MATCH (n) " + "RETURN n"
b = f"MATCH (n:{label}) RETURN n"
c = "MATCH (n:%s) " % label + "DETACH DELETE n"
d = "CALL db.index.fulltext.queryNodes($i, $q) YIELD node"
e = "what did I say about the sofa three months ago?"
"""
    found = [text for _, text in _texts(ast.parse(built)) if CYPHER_LIKE.search(text)]
    assert len(found) == 4 and "sofa" not in " ".join(found)


@pytest.mark.parametrize("name", cypher.names())
def test_no_cypher_file_builds_cypher(name: str) -> None:
    assert not re.search(r"apoc\.(?:cypher|periodic)\.", cypher.load(name), re.IGNORECASE)
