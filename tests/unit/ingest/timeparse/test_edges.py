"""Time phrases at the ends of the calendar: a reference anywhere in the API's DateTime range
(0001-01-02 to 9999-12-30 UTC), read in any zone, never makes resolution raise, and every
interval it returns exists as instants (the driver converts bounds to UTC). A phrase that would
leave the calendar ("next year" in 9999) is left unresolved, in the remainder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from api.scalars import EARLIEST, LATEST
from ingest.timeparse import resolve_time

PHRASES = (
    "next year",
    "last year",
    "this week",
    "this year",
    "yesterday",
    "tomorrow",
    "3 days ago",
    "in 3 days",
    "next month",
    "last month",
    "since March",
    "next Monday",
    "last Christmas",
    "the week before last",
    "December 31",
    "上周",
    "明年",
    "去年",
    "前年",
    "下个月",
    "三天前",
    "后天",
    "今年春天",
    "9999年12月31日",
)
ZONES = ("UTC", "Asia/Shanghai", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Etc/GMT+12")
EDGES = st.one_of(
    st.datetimes(
        EARLIEST.replace(tzinfo=None), EARLIEST.replace(tzinfo=None) + timedelta(days=400)
    ),
    st.datetimes(LATEST.replace(tzinfo=None) - timedelta(days=400), LATEST.replace(tzinfo=None)),
)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(
    reference=EDGES.map(lambda moment: moment.replace(tzinfo=UTC)),
    zone=st.sampled_from(ZONES),
    phrase=st.sampled_from(PHRASES),
)
def test_phrases_at_the_ends_of_the_calendar(reference: datetime, zone: str, phrase: str) -> None:
    resolved = resolve_time(f"what happened {phrase}?", reference, zone)
    for expression in resolved.expressions:
        for bound in (expression.start, expression.end):
            if bound is not None:
                bound.astimezone(UTC)
    if not resolved.expressions:
        assert phrase in resolved.remainder


def test_next_year_in_9999_is_left_unresolved() -> None:
    resolved = resolve_time("next year", LATEST, "UTC")
    assert resolved.expressions == () and resolved.remainder == "next year"
    assert resolve_time("last year", LATEST, "UTC").expressions
