"""Chinese composition: anchors under operators, resolved against Sunday 2026-11-29 15:00
Asia/Shanghai. None of these phrases is in the development sets."""

from __future__ import annotations

import pytest

from ingest.timeparse import resolve_time
from tests.unit.time_cases import REFERENCE, ZONE, window

D = "00:00"

CASES: list[tuple[str, str, str | None, str | None]] = [
    # positions inside a period
    ("2025年3月的第二个星期五", "2025年3月的第二个星期五", f"2025-03-14 {D}", f"2025-03-15 {D}"),
    ("明年五月最后一个周一", "明年五月最后一个周一", f"2027-05-31 {D}", f"2027-06-01 {D}"),
    ("2024年2月最后一天", "2024年2月最后一天", f"2024-02-29 {D}", f"2024-03-01 {D}"),
    ("2025年2月最后一天", "2025年2月最后一天", f"2025-02-28 {D}", f"2025-03-01 {D}"),
    ("下个月第一周", "下个月第一周", f"2026-12-07 {D}", f"2026-12-14 {D}"),
    ("上个月最后一个周五", "上个月最后一个周五", f"2026-10-30 {D}", f"2026-10-31 {D}"),
    ("六月份第三周", "六月份第三周", f"2026-06-15 {D}", f"2026-06-22 {D}"),
    ("下个月廿五号", "下个月廿五号", f"2026-12-25 {D}", f"2026-12-26 {D}"),
    # quarters
    ("今年第二季度", "今年第二季度", f"2026-04-01 {D}", f"2026-07-01 {D}"),
    ("一季度的销售", "一季度", f"2026-01-01 {D}", f"2026-04-01 {D}"),
    ("上个季度", "上个季度", f"2026-07-01 {D}", f"2026-10-01 {D}"),
    ("2023年第四季度", "2023年第四季度", f"2023-10-01 {D}", f"2024-01-01 {D}"),
    # the next N units
    ("下两周", "下两周", f"2026-11-30 {D}", f"2026-12-14 {D}"),
    ("未来三个月", "未来三个月", f"2026-12-01 {D}", f"2027-03-01 {D}"),
    ("接下来的两天", "接下来的两天", f"2026-11-30 {D}", f"2026-12-02 {D}"),
    ("后五分钟", "后五分钟", "2026-11-29 15:01", "2026-11-29 15:06"),
    ("下两年", "下两年", f"2027-01-01 {D}", f"2029-01-01 {D}"),
    # a day, a part of day and a clock time
    ("大后天下午四点", "大后天下午四点", "2026-12-02 16:00", "2026-12-02 17:00"),
    ("明天晚上八点半", "明天晚上八点半", "2026-11-30 20:30", "2026-11-30 20:31"),
    ("明天9点", "明天9点", "2026-11-30 09:00", "2026-11-30 10:00"),
    ("中秋节晚上", "中秋节晚上", "2026-09-25 18:00", f"2026-09-26 {D}"),
    ("圣诞节下午三点", "圣诞节下午三点", "2025-12-25 15:00", "2025-12-25 16:00"),
    # anchored composites and relative chains
    ("去年的这个时候", "去年的这个时候", f"2025-11-29 {D}", f"2025-11-30 {D}"),
    ("前年今天", "前年今天", f"2024-11-29 {D}", f"2024-11-30 {D}"),
    ("下下周一", "下下周一", f"2026-12-07 {D}", f"2026-12-08 {D}"),
    ("下下个月", "下下个月", f"2027-01-01 {D}", f"2027-02-01 {D}"),
    ("后日", "后日", f"2026-12-01 {D}", f"2026-12-02 {D}"),
    ("下年", "下年", f"2027-01-01 {D}", f"2028-01-01 {D}"),
    ("明年年底", "明年年底", f"2027-10-01 {D}", f"2028-01-01 {D}"),
    ("下个月中旬", "下个月中旬", f"2026-12-11 {D}", f"2026-12-21 {D}"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "phrase", "start", "end"), CASES)
def test_chinese_composition(text: str, phrase: str, start: str | None, end: str | None) -> None:
    assert window(text) == (phrase, start, end)


@pytest.mark.parametrize(
    ("text", "not_a_phrase"),
    [("下年度预算", "下年"), ("以后三天的事", "后三天"), ("我们之后三天再说", "后三天")],
)
def test_later_and_next_words_that_open_no_window(text: str, not_a_phrase: str) -> None:
    expressions = resolve_time(text, REFERENCE, ZONE).expressions
    assert all(not_a_phrase not in expression.phrase for expression in expressions)
