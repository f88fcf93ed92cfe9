"""The `chronograph` command line: one entry point, one module per subcommand.

Each module in `api.commands` exposes `register(subparsers)`, which adds its parser and sets
`handler`, a callable taking the parsed namespace and returning the process exit code.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from api.commands import COMMANDS


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
    exit_code: int = args.handler(args)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
