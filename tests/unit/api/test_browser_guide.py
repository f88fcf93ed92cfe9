"""The Browser style sheet, the guide and the analyst query headers, without a server."""

from __future__ import annotations

import re
from importlib.resources import files

import pytest

import cypher
from api.browser_guide import render_guide

ANALYST = [name for name in cypher.names() if name.startswith("analyst/")]


@pytest.mark.parametrize("name", ANALYST)
def test_analyst_header_names_columns_and_a_browser_param_line(name: str) -> None:
    header = cypher.header(name)
    assert header.purpose and header.body and not header.body.startswith("//")
    assert all(re.fullmatch(r"[a-z_]+", column) for column in header.returns), header.returns
    # Browser parses `:param {...}` on the client: literals only, no Cypher functions.
    assert re.fullmatch(r":param \{[^()]*\}", header.example), header.example
    for column in header.returns:
        assert re.search(rf"\b{column}\b", header.body), f"{name}: no column {column}"


def test_guide_has_a_slide_per_topic_and_every_analyst_query() -> None:
    guide = render_guide("http://127.0.0.1:8000")
    assert guide.count("<slide") == 9
    assert "{{" not in guide
    assert ":style http://127.0.0.1:8000/browser-style.grass" in guide
    for name in ANALYST:
        example = cypher.header(name).example.replace("'", "&#x27;")
        assert example in guide, name


def test_style_sheet_parses_as_browser_reads_it() -> None:
    """Browser's GraSS reader: no comments, and one `:` per `property: value` pair."""
    grass = files("cypher").joinpath("browser", "chronograph.grass").read_text(encoding="utf-8")
    assert "/*" not in grass and "//" not in grass
    rules = dict(re.findall(r"^(\S+) \{\n(.*?)\n\}", grass, re.MULTILINE | re.DOTALL))
    for label in ("node.Turn", "node.Event", "node.Preference", "node.User"):
        assert "caption:" in rules[label]
    assert 'caption: "{key} = {value}"' in rules["node.Preference"]
    assert 'caption: "CAUSED {cue}"' in rules["relationship.CAUSED"]
    assert "relationship.SUPERSEDES" in rules
    for body in rules.values():
        for declaration in filter(None, (part.strip() for part in body.split(";"))):
            assert declaration.count(":") == 1, declaration
