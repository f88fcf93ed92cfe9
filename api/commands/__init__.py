"""Subcommands of the `chronograph` CLI, in the order `--help` lists them."""

from __future__ import annotations

import argparse
from typing import Protocol

from api.commands import neo4j


class Command(Protocol):
    def register(self, subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None: ...


COMMANDS: list[Command] = [neo4j]
