"""Every shipped Cypher file loads through importlib.resources and documents itself."""

from __future__ import annotations

import pytest

import cypher


def test_there_are_cypher_files() -> None:
    assert "schema" in cypher.names()


@pytest.mark.parametrize("name", cypher.names())
def test_each_file_loads_with_a_header(name: str) -> None:
    text = cypher.load(name)
    header = [line for line in text.splitlines() if line.startswith("//")]
    assert text.startswith("//"), f"{name}.cypher must start with a comment"
    assert any("Parameters" in line for line in header), f"{name}.cypher: name its parameters"
    assert any("Returns" in line for line in header), f"{name}.cypher: say what it returns"


def test_unknown_name_is_a_key_error() -> None:
    with pytest.raises(KeyError, match="no_such_query"):
        cypher.load("no_such_query")


def test_schema_statements_split_without_comments() -> None:
    statements = cypher.statements("schema")
    assert len(statements) > 10
    assert all(not statement.startswith("//") and ";" not in statement for statement in statements)
