"""`chronograph time`: resolve the time phrases in a text, for people and for scripts.

With a text argument it prints one result; without one it reads one text per line from stdin
and prints one JSON line per input line, in order, in one process.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime

from ingest.timeparse import ResolvedText, TimeParseError, load_zone, parse_reference, resolve_time


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "time",
        help="resolve relative time phrases (English and Chinese) to intervals",
        description="Find the time expressions in a text and resolve them to [start, end).",
    )
    parser.add_argument("text", nargs="?", help="the text; without it, one text per stdin line")
    parser.add_argument("--at", help="reference time, ISO 8601 (default: now)")
    parser.add_argument("--tz", default="UTC", help="IANA time zone (default: UTC)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per input")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        zone = load_zone(args.tz)
        reference = datetime.now(zone) if args.at is None else parse_reference(args.at, args.tz)
    except TimeParseError as error:
        print(f"chronograph time: {error}", file=sys.stderr)
        return 2
    if args.text is not None:
        result = resolve_time(args.text, reference, args.tz)
        print(_as_json(result) if args.json else _as_text(result))
        return 0
    for line in sys.stdin:
        text = line.rstrip("\r\n")
        sys.stdout.write(_as_json(resolve_time(text, reference, args.tz)) + "\n")
    sys.stdout.flush()
    return 0


def _as_json(result: ResolvedText) -> str:
    return json.dumps(result.to_json(), ensure_ascii=False)


def _as_text(result: ResolvedText) -> str:
    lines = [f"text:      {result.text}", f"remainder: {result.remainder}"]
    if not result.expressions:
        lines.append("no time expressions")
    for expression in result.expressions:
        start = "-inf" if expression.start is None else expression.start.isoformat()
        end = "+inf" if expression.end is None else expression.end.isoformat()
        lines.append(
            f"{expression.phrase!r} [{expression.span[0]}, {expression.span[1]}): "
            f"[{start}, {end}) {expression.granularity.value}, {expression.strategy.value}"
        )
    return "\n".join(lines)
