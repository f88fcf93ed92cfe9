"""The `chronograph` command line: one entry point, one module per subcommand.

Each module in `api.commands` exposes `register(subparsers)`, which adds its parser and sets
`handler`, a callable taking the parsed namespace and returning the process exit code. A
failure of the error tree (graph/errors.py) that reaches `main` is printed as one line: exit
code 1 when Neo4j is unreachable (try again later), 2 for what the user must fix first.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from api.commands import COMMANDS
from graph.errors import ChronographError, StoreUnavailableError
from graph.settings import Settings


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="chronograph",
        description="Temporal memory for conversational agents: Neo4j graph + GraphQL API.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug output")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        command.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        exit_code: int = args.handler(args)
    except StoreUnavailableError as error:
        uri = Settings().neo4j_uri
        print(f"error: Neo4j at {uri} is unreachable: {error.__cause__ or error}", file=sys.stderr)
        return 1
    except ChronographError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
