"""Parameters handed to the driver: zone objects become fixed offsets, nothing else changes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from graph.database import fixed_offsets


def test_zoneinfo_datetimes_become_fixed_offsets_at_the_same_instant() -> None:
    local = datetime(2023, 5, 8, 14, 0, tzinfo=ZoneInfo("Asia/Shanghai"))
    converted = fixed_offsets({"at": local, "turns": [{"at": local, "text": "hi"}]})
    for value in (converted["at"], converted["turns"][0]["at"]):
        assert value == local
        assert value.tzinfo == timezone(timedelta(hours=8))


def test_other_values_pass_through() -> None:
    vector = [0.1, 0.2]
    assert fixed_offsets({"v": vector, "n": None, "s": "x"}) == {"v": vector, "n": None, "s": "x"}
    utc = datetime(2023, 1, 1, tzinfo=UTC)
    assert fixed_offsets(utc) is utc
