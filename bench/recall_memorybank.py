"""MemoryBank hit@1 / hit@5: `python -m bench.recall_memorybank`.

Imports the Chinese and English users of ../shared/eval/memorybank_dev.json into a fresh Neo4j,
asks each question at the question date (Asia/Shanghai), and reports hit@1 and hit@5 per
language and per question type for the default recipe and the baselines. A pair's user turn and
companion turn count as one key. Writes bench/results/recall_memorybank.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
from datetime import datetime
from pathlib import Path
from typing import Any

from bench.instance import bench_database, bench_settings, peak_rss_mib, write_results
from bench.recall_common import import_sessions, ranked_turn_keys, recipes_to_compare, rule_ingestor
from ingest.embedding import load_embedder, load_english_embedder
from ingest.formats import memorybank_turn_key, read_memorybank
from ingest.query import Question, plan_recall
from ingest.timeparse import load_zone

DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "eval" / "memorybank_dev.json"


def _hits(rows: list[tuple[str, list[str], list[str]]]) -> dict[str, Any]:
    def hit(k: int, subset: list[tuple[str, list[str], list[str]]]) -> float:
        return round(statistics.mean(bool(set(ev) & set(rk[:k])) for _, rk, ev in subset), 3)

    table: dict[str, Any] = {"hit@1": hit(1, rows), "hit@5": hit(5, rows), "questions": len(rows)}
    for kind in sorted({kind for kind, _, _ in rows}):
        subset = [row for row in rows if row[0] == kind]
        table[kind] = {"hit@1": hit(1, subset), "hit@5": hit(5, subset), "questions": len(subset)}
    return table


async def run(arguments: argparse.Namespace) -> None:
    only: list[str] | None = arguments.recipes
    dumped: list[dict[str, Any]] = []
    data = json.loads(DATA.read_text(encoding="utf-8"))
    zone = data["timezone"]
    asked_at = datetime.fromisoformat(data["question_date"]).replace(
        hour=12, tzinfo=load_zone(zone)
    )
    settings = bench_settings()
    embedder = load_embedder(settings.embedding_model)
    english = load_english_embedder(settings.english_embedding_model)
    figures: dict[str, Any] = {}
    async with bench_database(settings) as db:
        ingestor = rule_ingestor(db, embedder, english, zone)
        for language in ("cn", "en"):
            await import_sessions(ingestor, read_memorybank(DATA, language, zone))
            plans = [
                (
                    question,
                    plan_recall(
                        Question(
                            user_id=f"memorybank-{language}-{question['user']}",
                            text=question["question"],
                            at=asked_at,
                            timezone=zone,
                            limit=50,
                        ),
                        embedder,
                        english,
                    ),
                )
                for question in data[language]["questions"]
            ]
            figures[language] = {}
            for name, recipe in recipes_to_compare().items():
                if only and name not in only:
                    continue
                rows = [
                    (
                        question["type"],
                        await ranked_turn_keys(ingestor, plan.request, recipe, memorybank_turn_key),
                        list(question["evidence"]),
                    )
                    for question, plan in plans
                ]
                if name == "default":
                    dumped += [
                        question | {"ranked": ranked[:10]}
                        for (question, _), (_, ranked, _) in zip(plans, rows, strict=True)
                    ]
                figures[language][name] = _hits(rows)
                print(
                    language,
                    name,
                    figures[language][name]["hit@1"],
                    figures[language][name]["hit@5"],
                    flush=True,
                )
    if arguments.dump:
        arguments.dump.write_text(json.dumps(dumped, ensure_ascii=False), encoding="utf-8")
    if only:
        return
    write_results(
        "recall_memorybank",
        {
            "data": "memorybank_dev.json, 5 users and 35 questions per language",
            "results": figures,
            "peak_rss_mib": peak_rss_mib(),
        },
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--recipes", nargs="*", help="only these recipes (default: all); writes no results file"
    )
    parser.add_argument(
        "--dump", type=Path, help="write each question with the default recipe's ranking here"
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
