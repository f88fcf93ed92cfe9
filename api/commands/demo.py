"""`chronograph demo`: load the bilingual demo dataset (three users, four months); idempotent."""

from __future__ import annotations

import argparse
import asyncio

from api.services import open_services
from graph.settings import Settings
from ingest.demo import DEMO_USERS, DemoReport, load_demo


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "demo",
        help="load a small bilingual demo dataset to explore in Neo4j Browser",
        description=(
            f"Load the demo users ({', '.join(DEMO_USERS)}): conversations in English and "
            "Chinese over four months, dated relative to today, through the ingest pipeline. "
            "Running it again adds nothing; --reset deletes the demo users first."
        ),
    )
    parser.add_argument(
        "--reset", action="store_true", help="forget the demo users, then load them afresh"
    )
    parser.set_defaults(handler=run)


async def _load(settings: Settings, reset: bool) -> DemoReport:
    async with open_services(settings, require_database=True) as services:
        return await load_demo(services.ingestor, reset=reset)


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    report = asyncio.run(_load(settings, args.reset))
    print(
        f"Demo users {', '.join(DEMO_USERS)}: {report.created_turns} new turns, "
        f"{report.events} events, {report.preference_statements} preference statements, "
        f"{report.extras} moved plans, links and conflicts."
    )
    if report.created_turns == 0:
        print("Already loaded; nothing added (use --reset to load it afresh).")
    print("In Neo4j Browser: :play the guide (see the README), user ids as above.")
    return 0
