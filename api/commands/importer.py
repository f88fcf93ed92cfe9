"""`chronograph import FILE`: bulk-import conversations, with progress; idempotent, resumable."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from api.services import open_services
from graph.errors import InvalidWriteError, StoreUnavailableError
from graph.portable import restore_user
from graph.settings import Settings
from ingest.bulk import ingest_sessions
from ingest.embedding import EmbeddingModelError
from ingest.errors import IngestInputError
from ingest.formats import ImportedSession, read_jsonl, read_locomo
from ingest.turn_text import MAX_TURNS_PER_BATCH


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "import",
        help="import conversations from a file (JSON Lines or LoCoMo)",
        description=(
            "Import turns and extract events and preferences. JSON Lines: one object per line "
            "with user_id, session_id, external_id, speaker, text, at (ISO 8601; without an "
            "offset it is read in --timezone). LoCoMo: one user per conversation. Running it "
            "again adds nothing; after an interruption it resumes where it stopped. "
            "chronograph: a `chronograph export` file, restored as it was (no extraction), "
            "in one transaction."
        ),
    )
    parser.add_argument("file", type=Path)
    parser.add_argument("--format", choices=["jsonl", "locomo", "chronograph"], default="jsonl")
    parser.add_argument(
        "--as-user", help="chronograph format: restore under this user id instead of the file's"
    )
    parser.add_argument("--timezone", help="zone for times without an offset (default: setting)")
    parser.set_defaults(handler=run)


def _sessions(path: Path, file_format: str, timezone: str) -> Iterator[ImportedSession]:
    reader = read_locomo if file_format == "locomo" else read_jsonl
    for session in reader(path, timezone):
        for first in range(0, len(session.turns), MAX_TURNS_PER_BATCH):
            yield ImportedSession(
                user_id=session.user_id,
                session_id=session.session_id,
                turns=session.turns[first : first + MAX_TURNS_PER_BATCH],
            )


async def import_file(settings: Settings, path: Path, file_format: str, timezone: str) -> None:
    sessions = list(_sessions(path, file_format, timezone))
    total_turns = sum(len(session.turns) for session in sessions)
    index = done = created = events = preferences = 0
    began = time.monotonic()
    async with open_services(settings, require_database=True) as services:
        async for session, result in ingest_sessions(services.ingestor, sessions):
            index += 1
            done += len(session.turns)
            created += result.created_turns
            events += len(result.events)
            preferences += len(result.preferences)
            rate = done / max(time.monotonic() - began, 1e-9)
            print(
                f"\r[{index}/{len(sessions)} sessions] {done}/{total_turns} turns "
                f"({created} new), {events} events, {preferences} preference statements, "
                f"{rate:.0f} turns/s",
                end="",
                file=sys.stderr,
                flush=True,
            )
    print(file=sys.stderr)


async def restore_file(settings: Settings, path: Path, as_user: str | None) -> None:
    async with open_services(settings, require_database=True) as services:
        with path.open(encoding="utf-8") as lines:
            written = await restore_user(
                services.db, lines, model_id=services.embedder.model_id, as_user=as_user
            )
    print(f"restored {written['nodes']} nodes and {written['edges']} edges", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    timezone = args.timezone or settings.timezone
    try:
        if args.format == "chronograph":
            asyncio.run(restore_file(settings, args.file, args.as_user))
        else:
            asyncio.run(import_file(settings, args.file, args.format, timezone))
    except (IngestInputError, InvalidWriteError, EmbeddingModelError, FileNotFoundError) as error:
        print(f"\nerror: {error}", file=sys.stderr)
        return 2
    except StoreUnavailableError as error:
        print(
            f"\nerror: Neo4j at {settings.neo4j_uri} is unreachable: {error.__cause__ or error}",
            file=sys.stderr,
        )
        return 1
    return 0
