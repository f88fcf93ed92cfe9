"""Subcommands of the `chronograph` CLI, in the order `--help` lists them."""

from __future__ import annotations

import argparse
from typing import Protocol

from api.commands import db, demo, export, importer, mcp, neo4j, reembed, serve
from api.commands import time as time_command


class Command(Protocol):
    def register(self, subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None: ...


COMMANDS: list[Command] = [serve, mcp, importer, export, reembed, demo, neo4j, db, time_command]
