"""Chinese phrases built around other phrases (自从三月以来, 11月2号到5号, 去年年底, 昨天晚上,
下午3点) and the vague words (最近, 刚才, 前几天, 上次, 之前)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.timeparse import combinators as combine
from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import LocalInterval, day_interval
from ingest.timeparse.grammar_en import TEXT_RULES as ENGLISH_TEXT_RULES
from ingest.timeparse.grammar_en_compound import vague_interval
from ingest.timeparse.grammar_zh import TEXT_RULES, YEAR_WORD
from ingest.timeparse.numerals import ZH_NUMBER, parse_zh_number
from ingest.timeparse.relative import relative_unit
from ingest.timeparse.rules import Context, Rule, make_rule, resolve_fragment
from ingest.timeparse.types import Granularity

_NUMERIC_DATES = [rule for rule in ENGLISH_TEXT_RULES if rule.name in ("date_iso", "date_us")]
FRAGMENT_RULES: list[Rule] = TEXT_RULES + _NUMERIC_DATES
TERM = "(?:" + "|".join(v.without_names(rule.source) for rule in FRAGMENT_RULES) + ")"
_DAY_RULES = ("date", "relative_month_day", "day_of_month", "deictic_day", "weekday", "holiday")
_DAY_TERM = (
    "(?:"
    + "|".join(v.without_names(rule.source) for rule in TEXT_RULES if rule.name in _DAY_RULES)
    + ")"
)
_DAY_NUMBER = rf"(?:{ZH_NUMBER})(?:号|日)"
_PART_NAMES = {"初": "begin", "上旬": "begin", "中": "middle", "中旬": "middle", "底": "end"}
_PART_NAMES |= {"末": "end", "尾": "end", "下旬": "end"}
_MONTH_WORD = r"(?:上上|上|这|本|下)一?个?月|(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月份?"
_CLOCK = rf"(?P<h>{ZH_NUMBER})(?:点钟?|时|:)(?P<m>半|一刻|三刻|{ZH_NUMBER}分?)?"


def _fragment(text: str, context: Context) -> LocalInterval | None:
    return resolve_fragment(FRAGMENT_RULES, text, context)


def _one(
    build: Callable[[LocalInterval, Context], LocalInterval | None],
) -> Callable[[re.Match[str], Context], LocalInterval | None]:
    def handler(match: re.Match[str], context: Context) -> LocalInterval | None:
        anchor = _fragment(match["x"], context)
        return None if anchor is None else build(anchor, context)

    return handler


def _range(match: re.Match[str], context: Context) -> LocalInterval | None:
    first = _fragment(match["x"], context)
    if first is None or first.start is None:
        return None
    if re.fullmatch(_DAY_NUMBER, match["y"]):
        day = parse_zh_number(match["y"][:-1])
        if first.granularity is not Granularity.DAY or day is None:
            return None
        try:
            last: LocalInterval | None = day_interval(first.start.date().replace(day=day))
        except ValueError:
            return None
    else:
        last = _fragment(match["y"], context)
    return None if last is None else combine.between(first, last)


def _period_part(match: re.Match[str], context: Context) -> LocalInterval | None:
    """年初 / 去年年底 / 这个月初 / 3月中旬 / 月底: a bare one takes the latest begun period."""
    anchor_text, part_text = match["x"] or "", match["part"]
    unit = Granularity.YEAR if part_text.startswith("年") else Granularity.MONTH
    part = _PART_NAMES[part_text.removeprefix("年").removeprefix("月")]
    if anchor_text:
        anchor = _fragment(anchor_text, context)
        if anchor is None or (part_text[0] in "年月" and anchor.granularity is not unit):
            return None
        return combine.part_of(anchor, part)
    if part_text[0] not in "年月" or part_text == "年中":
        return None
    current = combine.part_of(relative_unit(unit, 0, context.today), part)
    if current is None or current.start is None or current.start <= context.now:
        return current
    return combine.part_of(relative_unit(unit, -1, context.today), part)


def _day_part(match: re.Match[str], context: Context) -> LocalInterval | None:
    day = _fragment(match["x"], context)
    part = v.ZH_PARTS_OF_DAY[match["part"]]
    return None if day is None else combine.with_part_of_day(day, part)


def _clock(match: re.Match[str], context: Context) -> LocalInterval | None:
    hour = parse_zh_number(match["h"])
    minute_text = match["m"]
    minute: int | None = None
    if minute_text:
        quarter = {"半": 30, "一刻": 15, "三刻": 45}
        minute = quarter.get(minute_text, parse_zh_number(minute_text.removesuffix("分")))
        if minute is None:
            return None
    if hour is None:
        return None
    part = match["part"]
    if (
        part is None
        and match["x"] is None
        and not match["h"].isdigit()
        and not (minute_text or "钟" in match.group(0))
    ):
        return None  # 一点 / 三点 alone is "a little" / "three points" far more often than a time
    day: LocalInterval | None = None
    if match["x"] is not None:
        day = _fragment(match["x"], context)
        if day is None:
            return None
    if part is not None:
        part_day = day if day is not None else day_interval(context.today)
        day = combine.with_part_of_day(part_day, v.ZH_PARTS_OF_DAY[part])
        if day is None:
            return None
    twelve_hour = part is None and hour <= 12
    if part is not None and v.ZH_PARTS_OF_DAY[part] in ("afternoon", "evening") and hour < 12:
        hour += 12
    clock = combine.ClockTime(hour, minute, twelve_hour=twelve_hour)
    return combine.with_clock(day, clock, context)


def _vague(kind: str) -> Callable[[re.Match[str], Context], LocalInterval]:
    def handler(match: re.Match[str], context: Context) -> LocalInterval:
        return vague_interval(kind, context)

    return handler


COMPOUND_RULES: list[Rule] = [
    make_rule(
        "since",
        rf"(?:(?:自从|自打|自|从)(?P<x>{TERM})(?:以来|开始|起|到现在|至今|迄今)?"
        rf"|(?:从)?(?P<x2>{TERM})(?:以来|开始到现在|到现在|至今|迄今))",
        lambda match, context: _one(combine.since)(_first_x(match), context),
        ["自", "从", "以来", "现在", "至今", "迄今"],
    ),
    make_rule(
        "before",
        rf"(?P<x>{TERM})(?:之前|以前)",
        _one(lambda anchor, _: combine.before(anchor)),
        ["前"],
    ),
    make_rule("after", rf"(?P<x>{TERM})(?:之后|以后)", _one(combine.after), ["后"]),
    make_rule(
        "until",
        rf"(?:直到|截至|截止到?)(?P<x>{TERM})(?:为止)?|(?:到)(?P<x2>{TERM})为止",
        lambda match, context: _one(lambda anchor, _: combine.until(anchor))(
            _first_x(match), context
        ),
        ["直到", "截", "为止"],
    ),
    make_rule(
        "range",
        rf"(?:从)?(?P<x>{TERM})(?:到|至|-|~|\uff5e|\u2014)(?P<y>{TERM}|{_DAY_NUMBER})(?:之间|期间)?",
        _range,
        ["到", "至", "-", "~", "\uff5e", "\u2014"],
    ),
    make_rule(
        "between",
        rf"(?P<x>{TERM})(?:和|与|跟)(?P<y>{TERM}|{_DAY_NUMBER})之间",
        _range,
        ["之间"],
    ),
    make_rule(
        "period_part",
        rf"(?P<x>{YEAR_WORD}|(?:{YEAR_WORD}的?)?(?:{_MONTH_WORD}))?(?P<part>年初|年中|年底|年末|年尾|月初|月中|月底|月末|上旬|中旬|下旬|初|底|末)",
        _period_part,
        ["初", "中", "底", "末", "尾", "旬"],
    ),
    make_rule(
        "to_date",
        r"(?P<y>今年|今天|今日)(?:早些时候|早些|早前)",
        lambda match, context: combine.to_date(_today_or_year(match["y"], context), context),
        ["早"],
    ),
    make_rule(
        "day_part",
        rf"(?P<x>{_DAY_TERM})的?(?P<part>{v.ZH_PART_OF_DAY})",
        _day_part,
        [*v.ZH_PARTS_OF_DAY],
    ),
    make_rule(
        "clock",
        rf"(?:(?P<x>{_DAY_TERM})的?)?(?P<part>{v.ZH_PART_OF_DAY})?{_CLOCK}",
        _clock,
        ["点", "时", ":"],
    ),
    make_rule(
        "recent",
        r"最近(?![的一]次)(?!的)|近来|近期|这段时间|这阵子|最近这段时间",
        _vague("recent"),
        ["近", "这"],
    ),
    make_rule("just_now", r"刚才|刚刚|方才", _vague("just_now"), ["刚", "方才"]),
    make_rule(
        "few_days", r"前几天|前些天|前些日子|这几天|前两天", _vague("few_days"), ["天", "日子"]
    ),
    make_rule(
        "a_while",
        r"前段时间|前一段时间|前阵子|前一阵子?|前些时候|一段时间(?:之|以)?前|不久前|前不久",
        _vague("a_while"),
        ["前"],
    ),
    make_rule(
        "last_time",
        r"上一?次|上一?回|上一?趟|前一次|最近一次|最近的一次|最后一次",
        _vague("last_time"),
        ["次", "回", "趟"],
    ),
    make_rule("any_past", r"之前|以前|从前", _vague("any_past"), ["前"]),
]


def _first_x(match: re.Match[str]) -> re.Match[str]:
    """Rules with two branches name the anchor x or x2; handlers read it as x."""
    if match["x"] is not None:
        return match
    renamed = re.fullmatch(r"(?P<x>.*)", match["x2"], re.DOTALL)
    assert renamed is not None
    return renamed


def _today_or_year(word: str, context: Context) -> LocalInterval:
    if word == "今年":
        return relative_unit(Granularity.YEAR, 0, context.today)
    return day_interval(context.today)


RULES: list[Rule] = TEXT_RULES + _NUMERIC_DATES + COMPOUND_RULES
