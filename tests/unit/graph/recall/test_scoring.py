"""Pure parts of recall: soft time windows, recency, index scores, Lucene query building."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from graph.recall.lexical import MAX_LUCENE_TERMS, lucene_query, owned_query
from graph.recall.scoring import cosine_from_index, recency, speaker_named, time_fit
from graph.recall.types import TimeWindow

AUGUST = TimeWindow(start=datetime(2026, 8, 1, tzinfo=UTC), end=datetime(2026, 9, 1, tzinfo=UTC))


def test_time_fit_is_one_inside_and_soft_outside() -> None:
    assert time_fit(datetime(2026, 8, 15, tzinfo=UTC), AUGUST) == 1.0
    ten_weeks_ago = time_fit(datetime(2026, 9, 10, tzinfo=UTC), AUGUST)
    far = time_fit(datetime(2026, 12, 1, tzinfo=UTC), AUGUST)
    assert 0.5 < ten_weeks_ago < 1.0
    assert 0.0 < far < ten_weeks_ago
    assert time_fit(datetime(2026, 8, 15, tzinfo=UTC), None) == 0.0
    assert time_fit(AUGUST.end + timedelta(days=1), AUGUST) < 1.0  # soft, continuous edge


def test_recency_halves_per_half_life() -> None:
    now = datetime(2026, 11, 29, tzinfo=UTC)
    assert recency(now, now, 90) == 1.0
    assert recency(now - timedelta(days=90), now, 90) == 0.5
    assert recency(None, now, 90) == 0.0


def test_index_scores_map_back_to_cosine() -> None:
    assert cosine_from_index(1.0) == 1.0
    assert cosine_from_index(0.5) == 0.0
    assert cosine_from_index(0.2) == 0.0
    assert cosine_from_index(None) == 0.0


def test_lucene_query_carries_no_syntax_from_user_text() -> None:
    assert lucene_query('Caroline AND "support" group?') == "caroline OR support OR group"
    assert lucene_query('Caroline AND "support" group?', content_only=False) == (
        "caroline OR and OR support OR group"
    )
    assert lucene_query("})// CALL dbms.shutdown() apoc.x*") == (
        "call OR dbms OR shutdown OR apoc OR x"
    )
    assert lucene_query("我上周说的健身计划") == "我上周说的健身计划"
    assert lucene_query("!!! ???") == ""


def test_owned_query_requires_the_user_inside_lucene() -> None:
    assert owned_query("conv-26", "laptop OR broke") == 'user_id:"conv-26" AND (laptop OR broke)'
    assert owned_query('a"b\\c', "x") == 'user_id:"a\\"b\\\\c" AND (x)'


def test_lucene_query_stays_under_lucenes_clause_limit() -> None:
    english = lucene_query("word " * 1_000)
    assert english.count(" OR ") + 1 == MAX_LUCENE_TERMS
    chinese = lucene_query("你好世界和" * 400)
    assert chinese == ("你好世界和" * 400)[:MAX_LUCENE_TERMS]  # one run, cut at the limit
    mixed = lucene_query("laptop " + "你好 " * 300)
    assert mixed.split(" OR ")[:2] == ["laptop", "你好"]
    words = mixed.split(" OR ")
    assert sum(1 if word.isascii() else len(word) for word in words) == MAX_LUCENE_TERMS


@pytest.mark.parametrize(
    ("speaker", "question", "named"),
    [
        ("Caroline", "What did Caroline research?", 1.0),
        ("Caroline", "what did caroline's sister say?", 1.0),
        ("Carol", "What did Caroline research?", 0.0),
        ("Mel", "When did Melanie paint?", 0.0),
        ("李明", "李明上周去哪了？", 1.0),
        (None, "What did Caroline research?", 0.0),
        ("", "anything", 0.0),
    ],
)
def test_speaker_named_only_as_a_whole_name(
    speaker: str | None, question: str, named: float
) -> None:
    assert speaker_named(speaker, question) == named
