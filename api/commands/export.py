"""`chronograph export --user U [--out FILE]`: one user's whole memory as portable JSON Lines
(format in `graph.portable`); `chronograph import --format chronograph FILE` restores it."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from api.operations import export_of
from api.services import open_services
from graph.settings import Settings


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "export",
        help="write one user's memory as versioned JSON Lines (backup, portability)",
        description="Export a user's sessions, turns, events, preferences (with their "
        "version chains), entities, links and embeddings (with the model's id). Restore with "
        "`chronograph import --format chronograph FILE [--as-user ID]`.",
    )
    parser.add_argument("--user", required=True, help="the user id to export")
    parser.add_argument("--out", type=Path, help="file to write (default: standard output)")
    parser.set_defaults(handler=run)


async def export_lines(settings: Settings, user_id: str) -> list[str]:
    async with open_services(settings, require_database=True) as services:
        return await export_of(services, user_id)


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    lines = asyncio.run(export_lines(settings, args.user))
    text = "".join(f"{line}\n" for line in lines)
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {len(lines) - 2} records of user {args.user} to {args.out}", file=sys.stderr)
    return 0
