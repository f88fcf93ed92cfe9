"""The floor plan (DESIGN.md §1), read from every module's imports: each package imports only
what lies below it, graph/ knows no HTTP and no NLP, and the neo4j driver stays in graph/."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {
    "graph": {"api", "ingest", "starlette", "graphene", "ariadne", "httpx", "uvicorn",
              "sentence_transformers", "dateparser", "torch", "jieba"},
    "ingest": {"api", "starlette", "graphene", "ariadne", "uvicorn", "neo4j"},
    "api": {"neo4j"},
    "cypher": {"api", "ingest", "graph", "neo4j"},
}  # fmt: skip
"""Top-level modules each package must not import."""


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_each_package_imports_only_what_lies_below_it(package: str) -> None:
    modules = sorted((ROOT / package).rglob("*.py"))
    assert modules
    crossings = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN[package])
        for path in modules
    }
    assert {name: found for name, found in crossings.items() if found} == {}


def test_the_scan_sees_a_crossing(tmp_path: Path) -> None:
    module = tmp_path / "crossing.py"
    module.write_text("from neo4j.exceptions import Neo4jError\nimport api.errors\n")
    assert imported_roots(module) == {"neo4j", "api"}
