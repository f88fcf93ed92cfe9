"""`chronograph db migrate`: apply the schema (constraints, range, vector, full-text indexes)."""

from __future__ import annotations

import argparse
import asyncio
import sys

from graph.driver import create_driver
from graph.errors import StoreUnavailableError
from graph.schema import apply_schema, schema_state
from graph.settings import Settings


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("db", help="database maintenance", description=__doc__)
    parser.add_argument("action", choices=["migrate"], help="migrate: apply cypher/schema.cypher")
    parser.set_defaults(handler=run)


async def _migrate(settings: Settings) -> str:
    driver = create_driver(settings)
    try:
        database, dimensions = settings.neo4j_database, settings.embedding_dimensions
        await apply_schema(driver, database=database, dimensions=dimensions)
        return (await schema_state(driver, database=database, dimensions=dimensions)).reason()
    finally:
        await driver.close()


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    try:
        print(asyncio.run(_migrate(settings)))
    except StoreUnavailableError as error:
        print(
            f"error: Neo4j at {settings.neo4j_uri} is unreachable: {error.__cause__ or error}",
            file=sys.stderr,
        )
        return 1
    return 0
