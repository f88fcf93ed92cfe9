"""`chronograph reembed`: re-encode every stored vector with the configured embedding model."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from graph.database import Database
from graph.driver import create_driver
from graph.english_vectors import fill_english_vectors
from graph.reembed import reembed_all
from graph.settings import Settings
from ingest.embedding import load_embedder, load_english_embedder


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "reembed",
        help="re-encode all turns, events and preferences with CHRONOGRAPH_EMBEDDING_MODEL",
        description=(
            "Use after changing CHRONOGRAPH_EMBEDDING_MODEL (and _DIMENSIONS). Vector indexes "
            "are rebuilt for the new size; an interrupted run can simply be run again."
        ),
    )
    parser.set_defaults(handler=run)


async def _reembed(settings: Settings) -> dict[str, int]:
    embedder = load_embedder(settings.embedding_model)
    driver = create_driver(settings)

    def encode(texts: Sequence[str]) -> list[list[float]]:
        return [row.tolist() for row in embedder.encode(texts)]

    def progress(label: str, done: int) -> None:
        print(f"\r{label}: {done} re-encoded", end="", file=sys.stderr, flush=True)

    try:
        db = Database(driver, settings.neo4j_database)
        counts = await reembed_all(db, model_id=embedder.model_id, encode=encode, progress=progress)
        english = load_english_embedder(settings.english_embedding_model)
        if english is not None:

            def encode_english(texts: Sequence[str]) -> list[list[float]]:
                return [row.tolist() for row in english.encode(texts)]

            counts["Turn (English vector)"] = await fill_english_vectors(
                db, model_id=english.model_id, encode=encode_english, progress=progress
            )
    finally:
        await driver.close()
    print(file=sys.stderr)
    return counts


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    counts = asyncio.run(_reembed(settings))
    print(", ".join(f"{count} × {label}" for label, count in counts.items()) + " re-encoded")
    return 0
