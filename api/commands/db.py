"""`chronograph db migrate`: apply the schema (constraints, range, vector, full-text indexes)."""

from __future__ import annotations

import argparse
import asyncio

from graph.driver import create_driver
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
    print(asyncio.run(_migrate(settings)))
    return 0
