"""The ingest benchmark's reading of LoCoMo's temporal answers (its yardstick for grounding)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bench.ingest import gold_period


def _day(month: int, day: int) -> datetime:
    return datetime(2023, month, day, tzinfo=UTC)


@pytest.mark.parametrize(
    ("answer", "start", "end"),
    [
        ("7 May 2023", _day(5, 7), _day(5, 8)),
        ("The week before 9 June 2023", _day(6, 2), _day(6, 9)),
        ("Two weeks before 11 August 2023", _day(7, 28), _day(8, 4)),
        ("The weekend before 22 July 2023", _day(7, 15), _day(7, 17)),
        ("two weekends before 17 July 2023", _day(7, 8), _day(7, 10)),
        ("The Friday before 15 July 2023", _day(7, 14), _day(7, 15)),
        ("The sunday before 3` July 2023", _day(7, 2), _day(7, 3)),
        ("first weekend of August 2023", _day(8, 5), _day(8, 7)),
        ("June 2023", _day(6, 1), _day(7, 1)),
        ("2023", _day(1, 1), datetime(2024, 1, 1, tzinfo=UTC)),
    ],
)
def test_answers_name_a_period(answer: str, start: datetime, end: datetime) -> None:
    assert gold_period(answer) == (start, end)


def test_an_answer_without_a_date_names_none() -> None:
    assert gold_period("A few years ago") is None
