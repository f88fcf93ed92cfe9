"""Every Cypher statement Chronograph runs, one per `.cypher` file, loaded as package data.

Each file starts with `//` comment lines naming its parameters and what it returns, so an
analyst can paste it into Neo4j Browser. `schema.cypher` holds several statements separated by
lines ending in `;`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files


@cache
def load(name: str) -> str:
    """The text of `cypher/<name>.cypher` (name may contain `/` for subfolders)."""
    resource = files(__name__).joinpath(*f"{name}.cypher".split("/"))
    if not resource.is_file():
        raise KeyError(f"no Cypher file named {name!r} in the cypher package")
    # Package data, never user input: the only query strings Chronograph hands to the driver.
    return resource.read_text(encoding="utf-8")


def statements(name: str) -> list[str]:
    """The statements of a multi-statement file, comments and blank lines removed."""
    body = "\n".join(line for line in load(name).splitlines() if not line.lstrip().startswith("//"))
    return [part.strip() for part in body.split(";") if part.strip()]


def names() -> list[str]:
    """All Cypher files shipped in the package, as names `load` accepts."""
    root = files(__name__)
    found: list[str] = []
    pending = [(root, "")]
    while pending:
        folder, prefix = pending.pop()
        for entry in folder.iterdir():
            if entry.is_dir():
                pending.append((entry, f"{prefix}{entry.name}/"))
            elif entry.name.endswith(".cypher"):
                found.append(prefix + entry.name.removesuffix(".cypher"))
    return sorted(found)


@dataclass(frozen=True, kw_only=True)
class Header:
    """What the `//` header of an analyst query (`cypher/analyst/`) says, and its body."""

    purpose: str
    """The text before `Parameters:`, without the leading `Analyst:`."""
    returns: list[str]
    """The column names, in order."""
    example: str
    """A `:param {...}` line that Neo4j Browser accepts as it is."""
    body: str
    """The statement without the header."""


_FIELD = re.compile(r"^(Parameters|Returns|Example):\s*", re.MULTILINE)


def header(name: str) -> Header:
    """Parse the header of `name`; raises ValueError when a field is missing."""
    lines = load(name).splitlines()
    comments = [line.removeprefix("//").strip() for line in lines if line.startswith("//")]
    parts = _FIELD.split("\n".join(comments))
    fields = dict(zip(parts[1::2], (" ".join(part.split()) for part in parts[2::2]), strict=True))
    if set(fields) != {"Parameters", "Returns", "Example"}:
        raise ValueError(f"{name}.cypher: the header needs Parameters, Returns and Example")
    return Header(
        purpose=" ".join(parts[0].split()).removeprefix("Analyst:").strip(),
        returns=[column.strip() for column in fields["Returns"].rstrip(".").split(",")],
        example=fields["Example"],
        body="\n".join(line for line in lines if not line.startswith("//")).strip(),
    )
