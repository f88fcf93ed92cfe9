"""`chronograph db migrate`: apply the schema (constraints, range, vector, full-text indexes)."""

from __future__ import annotations

import argparse
import asyncio
import sys

from graph.driver import create_driver
from graph.schema import apply_schema, schema_state
from graph.settings import Settings
from graph.status import UNAVAILABLE


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("db", help="database maintenance", description=__doc__)
    parser.add_argument("action", choices=["migrate"], help="migrate: apply cypher/schema.cypher")
    parser.set_defaults(handler=run)


async def _migrate(settings: Settings) -> str:
    driver = create_driver(settings)
    try:
        options = {"database": settings.neo4j_database, "dimensions": settings.embedding_dimensions}
        await apply_schema(driver, **options)
        return (await schema_state(driver, **options)).reason()
    finally:
        await driver.close()


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    try:
        print(asyncio.run(_migrate(settings)))
    except UNAVAILABLE as error:
        print(f"error: Neo4j at {settings.neo4j_uri} is unreachable: {error}", file=sys.stderr)
        return 1
    return 0
