"""Chinese composition: an anchor (any phrase the term rules know) under an operator.

Positions inside a period (六月第二周, 十一月最后一个周五, 这个月最后一天), quarters (第三季度,
2018年第四季度), the next N units (下三天, 后三个月, 未来两周), a time of day and a clock time on
any day term (儿童节下午三点十五), and the same moment in another year (前年的这个时候, 去年今天).
"""

from __future__ import annotations

import re

from ingest.timeparse import combinators as combine
from ingest.timeparse import positions
from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import LocalInterval, quarter_interval, shift, unit_containing
from ingest.timeparse.grammar_zh import YEAR_WORD, year_from_word
from ingest.timeparse.grammar_zh_compound import FRAGMENT_RULES, TERM
from ingest.timeparse.grammar_zh_compound import RULES as COMPOUND_RULES
from ingest.timeparse.numerals import ZH_NUMBER, parse_zh_number
from ingest.timeparse.rules import Context, Rule, make_rule, resolve_fragment
from ingest.timeparse.types import Granularity

_NEXT_UNITS: dict[str, Granularity] = {
    "分钟": Granularity.MINUTE, "小时": Granularity.HOUR,
    "钟头": Granularity.HOUR, "钟": Granularity.HOUR, "天": Granularity.DAY,
    "日": Granularity.DAY, "周": Granularity.WEEK, "星期": Granularity.WEEK,
    "礼拜": Granularity.WEEK, "月": Granularity.MONTH, "季度": Granularity.QUARTER,
    "年": Granularity.YEAR,
}  # fmt: skip
_QUARTER_NUMBERS = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}


HOLIDAY_TERM = (
    "(?:"
    + "|".join(v.without_names(rule.source) for rule in FRAGMENT_RULES if rule.name == "holiday")
    + ")"
)
DATE_TERM = (
    "(?:"
    + "|".join(
        v.without_names(rule.source) for rule in FRAGMENT_RULES if rule.name in ("date", "date_iso")
    )
    + ")"
)


def _anchor(text: str, context: Context) -> LocalInterval | None:
    return resolve_fragment(FRAGMENT_RULES, text, context)


def _position(match: re.Match[str], context: Context) -> LocalInterval | None:
    anchor = _anchor(match["x"], context)
    position = -1 if match["last"] else parse_zh_number(match["n"] or "")
    if anchor is None or position is None or position == 0:
        return None
    what = match["what"]
    if what in ("天", "日"):
        return positions.nth_day_in(anchor, position)
    if what in ("周", "星期", "礼拜"):
        return positions.nth_week_in(anchor, position)
    weekday = v.ZH_WEEKDAY_NUMBERS.get(what[-1])
    if weekday is None or weekday > 6:
        return None
    return positions.nth_weekday_in(anchor, weekday, position)


def _quarter(match: re.Match[str], context: Context) -> LocalInterval | None:
    year = context.today.year if not match["y"] else year_from_word(match["y"], context.today)
    if year is None:
        return None
    return quarter_interval(year, _QUARTER_NUMBERS[match["q"]])


def _next_units(match: re.Match[str], context: Context) -> LocalInterval | None:
    count = 3 if match["n"] == "几" else parse_zh_number(match["n"])
    unit = _NEXT_UNITS[match["unit"]]
    if count is None or not 0 < count <= 1000:
        return None
    if match["unit"] == "钟" and "个" not in match.group(0):
        return None  # 三钟 is no duration; 三个钟 is three hours
    return positions.next_units(context.now, unit, count, context.timezone)


def _same_time_in_year(match: re.Match[str], context: Context) -> LocalInterval | None:
    """前年的这个时候 / 去年今天: the day as many years from today as the year word says."""
    year = year_from_word(match["y"], context.today)
    if year is None:
        return None
    return unit_containing(shift(context.now, Granularity.YEAR, year - context.today.year),
                           Granularity.DAY)  # fmt: skip


def _half_hours(match: re.Match[str], context: Context) -> LocalInterval | None:
    """半小时后 / 一个半小时前: the minute that many half hours away."""
    hours = parse_zh_number(match["n"]) if match["n"] else 0
    if hours is None or hours > 200:
        return None
    minutes = (hours * 60 + 30) * (1 if match["dir"].endswith("后") else -1)
    return positions.moment_ahead(context.now, Granularity.MINUTE, minutes, context.timezone)


def _holiday_edge(match: re.Match[str], context: Context) -> LocalInterval | None:
    """春节前 / 国庆后: before or after a holiday or a date, as 春节之前 / 国庆之后."""
    anchor = _anchor(match["x"], context)
    if anchor is None:
        return None
    return combine.before(anchor) if match["dir"] == "前" else combine.after(anchor, context)


_WEEKDAY_NAME = rf"{v.ZH_WEEK}[一二三四五六日天1-7]"
_LATER = r"(?:下|(?<![之以然最前背落过])后|未来|接下来的?|今后)"

COMPOSE_RULES: list[Rule] = [
    make_rule(
        "position_in_period",
        rf"(?P<x>{TERM})的?(?:第(?P<n>{ZH_NUMBER})|(?P<last>最后))一?个?"
        rf"(?P<what>{_WEEKDAY_NAME}|周|星期|礼拜|天|日)",
        _position,
        ["第", "最后"],
    ),
    make_rule(
        "quarter",
        rf"(?:(?P<y>{YEAR_WORD})的?)?第?(?P<q>[一二三四1-4])(?:个)?季度",
        _quarter,
        ["季度"],
    ),
    make_rule(
        "next_units",
        rf"{_LATER}(?P<n>{ZH_NUMBER}|几)个?(?P<unit>分钟|小时|钟头|钟|天|日|周|星期|礼拜|月|季度|年)"
        r"(?![前后以之])",
        _next_units,
        ["下", "后", "未来", "接下来", "今后"],
    ),
    make_rule(
        "half_hours",
        rf"(?P<n>{ZH_NUMBER})?个?半个?(?:小时|钟头)(?P<dir>之前|以前|前|之后|以后|后)",
        _half_hours,
        ["半"],
    ),
    make_rule(
        "holiday_edge",
        rf"(?P<x>{HOLIDAY_TERM}|{DATE_TERM})(?P<dir>前|后)(?![\d零一二两三四五六七八九十几天年月日周个前后])",
        _holiday_edge,
        ["前", "后"],
    ),
    make_rule(
        "same_time_in_year",
        rf"(?P<y>{YEAR_WORD})的?(?:这个时候|这时候|此时|今天|今日|这一天|同一天)",
        _same_time_in_year,
        ["时", "今", "天"],
    ),
]

RULES: list[Rule] = COMPOUND_RULES + COMPOSE_RULES
