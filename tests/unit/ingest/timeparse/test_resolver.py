"""The resolver's contract: traps, vague words and strategies, remainder, bad input, speed."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bench.time_phrases import is_strict_correct
from ingest.timeparse import (
    Granularity,
    InvalidReferenceTimeError,
    Strategy,
    UnknownTimeZoneError,
    VagueWindows,
    parse_reference,
    resolve_time,
    resolver,
)
from tests.unit.time_cases import REFERENCE, ZONE, only_expression, window

EVAL_FILE = Path(__file__).resolve().parents[4] / ".." / "shared" / "eval" / "time_phrases.json"

TRAPS = [
    "What did May say about the wedding?",
    "May I ask what you said?",
    "What did Mark say?",
    "What did I say about Sunday roast recipes?",
    "the Sunday roast was great",
    "We went on a Sunday picnic",
    "I love the Christmas tree",
    "Tell me the second thing I asked for",
    "He has 3 kids and 2 cats",
    "He scored 3-2 in the match",
    "the ratio was 1/2",
    "How many times did I mention the gym?",
    "我提到的那家星期五餐厅叫什么",
    "五月天的演唱会",
    "我喜欢夏天",
    "圣诞节礼物是什么",
    "最近的超市在哪",
    "第二个问题是什么来着",
    "我说过几次健身房",
    "一点东西",
    "三点建议",
    "1号线怎么走",
    "3号楼",
    "我每周一都去健身",
    "看一下周报",
    "I sat in the sun on the past sun deck",
    "The newlyweds wed quietly",
]


@pytest.mark.parametrize("text", TRAPS)
def test_names_and_nouns_are_not_times(text: str) -> None:
    assert resolve_time(text, REFERENCE, ZONE).expressions == ()


VAGUE: list[tuple[str, str, str | None, str, Strategy]] = [
    (
        "What did I say recently?",
        "recently",
        "2026-10-30 15:00",
        "2026-11-29 15:00",
        Strategy.WINDOW,
    ),
    ("lately", "lately", "2026-10-30 15:00", "2026-11-29 15:00", Strategy.WINDOW),
    ("just now", "just now", "2026-11-29 13:00", "2026-11-29 15:00", Strategy.WINDOW),
    ("the other day", "the other day", "2026-11-22 00:00", "2026-11-29 00:00", Strategy.WINDOW),
    ("a while ago", "a while ago", "2026-08-31 00:00", "2026-11-22 00:00", Strategy.WINDOW),
    ("the last time we met", "the last time", None, "2026-11-29 15:00", Strategy.MOST_RECENT),
    ("What have I said before?", "before", None, "2026-11-29 15:00", Strategy.OPEN),
    ("最近我说过膝盖吗", "最近", "2026-10-30 15:00", "2026-11-29 15:00", Strategy.WINDOW),
    ("刚才说的", "刚才", "2026-11-29 13:00", "2026-11-29 15:00", Strategy.WINDOW),
    ("前几天", "前几天", "2026-11-22 00:00", "2026-11-29 00:00", Strategy.WINDOW),
    ("前段时间", "前段时间", "2026-08-31 00:00", "2026-11-22 00:00", Strategy.WINDOW),
    ("前一阵子", "前一阵子", "2026-08-31 00:00", "2026-11-22 00:00", Strategy.WINDOW),
    ("上次说的", "上次", None, "2026-11-29 15:00", Strategy.MOST_RECENT),
    ("上回你推荐的", "上回", None, "2026-11-29 15:00", Strategy.MOST_RECENT),
    ("最近一次聊到婚礼", "最近一次", None, "2026-11-29 15:00", Strategy.MOST_RECENT),
    ("我之前说过", "之前", None, "2026-11-29 15:00", Strategy.OPEN),
]


@pytest.mark.parametrize(("text", "phrase", "start", "end", "strategy"), VAGUE)
def test_vague_words_take_default_windows_or_strategies(
    text: str, phrase: str, start: str | None, end: str, strategy: Strategy
) -> None:
    assert window(text) == (phrase, start, end)
    assert only_expression(text).strategy is strategy


def test_vague_windows_are_configurable() -> None:
    windows = VagueWindows(recent=timedelta(days=7), just_now=timedelta(minutes=30))
    recent = resolve_time("recently", REFERENCE, ZONE, vague_windows=windows).expressions[0]
    assert recent.start == REFERENCE - timedelta(days=7)
    just_now = resolve_time("刚才", REFERENCE, ZONE, vague_windows=windows).expressions[0]
    assert just_now.start == REFERENCE - timedelta(minutes=30)


def test_result_carries_span_zone_granularity_and_remainder() -> None:
    result = resolve_time("我上周说的健身计划", REFERENCE, ZONE)
    (expression,) = result.expressions
    assert expression.span == (1, 3)
    assert expression.granularity is Granularity.WEEK
    assert expression.start is not None and expression.start.utcoffset() == timedelta(hours=8)
    assert result.remainder == "我说的健身计划"
    english = resolve_time("What did I say about the sofa three months ago?", REFERENCE, ZONE)
    assert english.remainder == "What did I say about the sofa?"


def test_several_expressions_in_one_text_come_in_order() -> None:
    result = resolve_time("I met Bob yesterday and Sue on Monday morning", REFERENCE, ZONE)
    assert [expression.phrase for expression in result.expressions] == [
        "yesterday",
        "on Monday morning",
    ]
    assert result.remainder == "I met Bob and Sue"


def test_naive_reference_is_read_in_the_zone() -> None:
    naive = resolve_time("yesterday", datetime(2026, 11, 29, 15), ZONE).expressions[0]
    assert naive.start == datetime.fromisoformat("2026-11-28T00:00:00+08:00")


def test_reference_in_another_offset_is_converted() -> None:
    utc_reference = datetime.fromisoformat("2026-11-28T20:00:00+00:00")  # 04:00 on the 29th
    expression = resolve_time("today", utc_reference, ZONE).expressions[0]
    assert expression.start == datetime.fromisoformat("2026-11-29T00:00:00+08:00")


def test_empty_text_has_no_expressions() -> None:
    result = resolve_time("", REFERENCE, ZONE)
    assert result.expressions == () and result.remainder == ""


def test_unknown_time_zone_names_the_value() -> None:
    with pytest.raises(UnknownTimeZoneError, match="Mars/Olympus"):
        resolve_time("yesterday", REFERENCE, "Mars/Olympus")
    with pytest.raises(ValueError, match="not a zone"):
        resolve_time("yesterday", REFERENCE, "not a zone")


def test_unparseable_reference_names_the_value() -> None:
    with pytest.raises(InvalidReferenceTimeError, match="next tuesday-ish"):
        parse_reference("next tuesday-ish", ZONE)
    assert parse_reference("2026-11-29T15:00", ZONE) == REFERENCE


def test_fallback_reads_numeric_dates_the_grammar_leaves() -> None:
    expression = only_expression("What did I say on 03.05.2025?")
    assert expression.start == datetime.fromisoformat("2025-03-05T00:00:00+08:00")
    assert expression.phrase == "03.05.2025"


def _seconds(text: str) -> float:
    """CPU seconds of one resolution: on a loaded machine wall time mostly measures the queue."""
    resolver.clear_cache()  # time the work, not the cache
    started = time.process_time()
    resolve_time(text, REFERENCE, ZONE)
    return time.process_time() - started


@pytest.mark.parametrize(
    "unit",
    [
        "What did I say yesterday about the dentist? ",
        "since between from the on last ",
        "11月11月最近最近上上上",
        "ab12:3 4pm 3.4.5 x 1/2 ",
        "a" * 40,
        " ",
        "1",
        "Monday at\t",
    ],
)
def test_long_text_takes_time_linear_in_its_length(unit: str) -> None:
    short = (unit * (10_000 // len(unit) + 1))[:10_000]
    long = (unit * (100_000 // len(unit) + 1))[:100_000]
    _seconds(short)  # warm-up: dateparser import, compiled patterns
    best_short = min(_seconds(short) for _ in range(2))
    best_long = min(_seconds(long) for _ in range(2))
    assert best_long < 5.0
    assert best_long / max(best_short, 1e-3) < 40  # linear is about 10; quadratic would be 100


@pytest.mark.skipif(not EVAL_FILE.exists(), reason="../shared/eval is not present")
def test_development_set_accuracy_and_no_false_positives() -> None:
    data: dict[str, Any] = json.loads(EVAL_FILE.read_text(encoding="utf-8"))
    reference = datetime.fromisoformat(data["reference_time"])
    correct: dict[str, list[bool]] = {"en": [], "zh": []}
    for item in data["items"]:
        result = resolve_time(item["question"], reference, data["timezone"]).to_json()
        expressions = result["expressions"]
        assert isinstance(expressions, list)
        correct[item["lang"]].append(is_strict_correct(item, expressions))
        if item["expected"] is None:
            assert expressions == [], item["id"]
    for flags in correct.values():
        assert sum(flags) / len(flags) >= 0.95


def test_resolving_the_same_text_twice_gives_the_same_answer_from_the_cache() -> None:
    resolver.clear_cache()
    first = resolve_time("I saw her yesterday", REFERENCE, ZONE)
    again = resolve_time("I saw her yesterday", REFERENCE.astimezone(UTC), ZONE)
    assert again is first
    later = resolve_time("I saw her yesterday", REFERENCE + timedelta(days=1), ZONE)
    [seen], [seen_later] = first.expressions, later.expressions
    assert seen.start is not None and seen_later.start == seen.start + timedelta(days=1)
