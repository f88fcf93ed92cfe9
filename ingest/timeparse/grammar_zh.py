"""Chinese term rules: 昨天, 上周五, 三个月前, 去年夏天, 11月3号, 国庆, 最近三天.

Text reaches these rules with traditional characters already mapped to simplified ones.
"""

from __future__ import annotations

import re
from datetime import date

from ingest.timeparse import vocabulary as v
from ingest.timeparse.calendar import (
    LocalInterval,
    day_interval,
    month_interval,
    months_interval,
    most_recent_day_of_month,
    most_recent_month,
    most_recent_month_day,
    most_recent_weekday,
    part_of_day_interval,
    rolling,
    safe_date,
    season_interval,
    year_interval,
)
from ingest.timeparse.grammar_en import vague_few_days
from ingest.timeparse.holiday_names import ZH_HOLIDAY_NAMES
from ingest.timeparse.holidays import holiday_in_year, holiday_relative
from ingest.timeparse.numerals import ZH_NUMBER, parse_zh_number
from ingest.timeparse.relative import (
    WEEKEND,
    most_recent_weekend,
    relative_unit,
    season_relative,
    units_ago,
    weekday_in_week,
)
from ingest.timeparse.rules import Context, Rule, make_rule, text_after
from ingest.timeparse.types import Granularity

_DAY_OFFSETS = {"今天": 0, "今日": 0, "昨天": -1, "昨日": -1, "前天": -2, "大前天": -3}
_DAY_OFFSETS |= {"明天": 1, "明日": 1, "后天": 2, "后日": 2, "大后天": 3}
_DAY_PARTS = {"今早": (0, "morning"), "今晨": (0, "morning"), "今晚": (0, "evening")}
_DAY_PARTS |= {"昨晚": (-1, "evening"), "昨夜": (-1, "evening"), "前晚": (-2, "evening")}
_DAY_PARTS |= {"明早": (1, "morning"), "明晚": (1, "evening")}
_RELATION = {"上上": -2, "上": -1, "这": 0, "本": 0, "今": 0, "下": 1, "下下": 2}
YEAR_WORDS = {"今年": 0, "本年": 0, "去年": -1, "上一年": -1, "前年": -2, "大前年": -3}
YEAR_WORDS |= {"明年": 1, "下年": 1, "下一年": 1, "后年": 2}
YEAR_WORD = (
    r"(?:大前年|前年|去年|今年|本年|明年|下一?年(?!度)|后年|上一年|\d{4}年"
    r"|[零〇一二三四五六七八九]{4}年)"
)
_HOLIDAY = "(?:" + "|".join(sorted(ZH_HOLIDAY_NAMES, key=len, reverse=True)) + ")"
# A weekday or month name followed by one of these names a thing: 星期五餐厅, 五月天.
_NOUN_AFTER = (
    r"(?:餐厅|餐馆|饭店|酒吧|咖啡|店|超市|乐队|俱乐部|影院|剧场|公司|乐团|天(?!气)|礼物|快乐"
    r"|树|老人|贺卡)"
)


def year_from_word(word: str, today: date) -> int | None:
    """The year named by 今年 / 去年 / 2025年 / 二零二五年."""
    if word in YEAR_WORDS:
        return today.year + YEAR_WORDS[word]
    value = parse_zh_number(word.removesuffix("年"))
    return value if value is not None and 1900 <= value <= 2099 else None


def _deictic_day(match: re.Match[str], context: Context) -> LocalInterval:
    word = match.group(0)
    if word in _DAY_PARTS:
        offset, part = _DAY_PARTS[word]
        return part_of_day_interval(date.fromordinal(context.today.toordinal() + offset), part)
    return day_interval(date.fromordinal(context.today.toordinal() + _DAY_OFFSETS[word]))


def _weekday(match: re.Match[str], context: Context) -> LocalInterval | None:
    weekday = v.ZH_WEEKDAY_NUMBERS[match["d"]]
    if match["rel"]:
        return weekday_in_week(weekday, _RELATION[match["rel"]], context.today)
    before = match.string[max(0, match.start() - 1) : match.start()]
    if before in ("家", "间", "个", "那", "每") or re.match(_NOUN_AFTER, text_after(match)):
        return None
    return day_interval(most_recent_weekday(context.today, weekday))


def _weekend(match: re.Match[str], context: Context) -> LocalInterval | None:
    if match["rel"]:
        return relative_unit(WEEKEND, _RELATION[match["rel"]], context.today)
    if re.match(_NOUN_AFTER, text_after(match)):
        return None
    return most_recent_weekend(context.today)


def _relative_unit(match: re.Match[str], context: Context) -> LocalInterval:
    unit = v.ZH_UNITS[match["unit"]]
    return relative_unit(unit, _RELATION[match["rel"]], context.today)


def _year_word(match: re.Match[str], context: Context) -> LocalInterval | None:
    year = year_from_word(match["y"], context.today)
    return None if year is None else year_interval(year)


def _half_year(match: re.Match[str], context: Context) -> LocalInterval | None:
    year = context.today.year if not match["y"] else year_from_word(match["y"], context.today)
    if year is None:
        return None
    return months_interval(year, 1 if match["half"] == "上" else 7, 6)


def _units_ago(match: re.Match[str], context: Context) -> LocalInterval | None:
    unit = v.ZH_UNITS[match["unit"]]
    amount = match["n"]
    if match["unit"] == "月" and "个" not in match.group(0):
        return None  # 三月以后 is "after March", not "three months later"
    direction = -1 if match["dir"].endswith("前") else 1
    if amount in ("几", "数", "好几"):
        if direction > 0:
            return None
        return vague_few_days(context) if unit is Granularity.DAY else _few_ago(unit, context)
    count = 0.5 if amount == "半" else parse_zh_number(amount)
    if count is None or count > 200:
        return None
    if count == 0.5 and unit is Granularity.MONTH:
        return units_ago(Granularity.WEEK, -direction * 2, context.now, context.timezone)
    if match["half"]:
        count += 0.5
    if count != int(count):
        if unit is not Granularity.YEAR:
            return None
        return units_ago(
            Granularity.MONTH, -direction * int(count * 12), context.now, context.timezone
        )
    if unit == "weekend":
        return None
    return units_ago(unit, -direction * int(count), context.now, context.timezone)


def _few_ago(unit: Granularity | str, context: Context) -> LocalInterval | None:
    if not isinstance(unit, Granularity) or unit is Granularity.MINUTE:
        return None
    earliest, latest = (
        units_ago(unit, 4, context.now, context.timezone),
        units_ago(unit, 2, context.now, context.timezone),
    )
    return LocalInterval(earliest.start, latest.end, unit)


def _rolling(match: re.Match[str], context: Context) -> LocalInterval | None:
    unit = v.ZH_UNITS[match["unit"]]
    if not isinstance(unit, Granularity) or unit is Granularity.QUARTER:
        return None
    if match["n"] in ("几", "数"):
        if unit is not Granularity.DAY:
            return rolling(context.now, unit, 3, context.timezone)
        return LocalInterval(vague_few_days(context).start, context.now, Granularity.DAY)
    count = 0.5 if match["n"] == "半" else parse_zh_number(match["n"])
    if count == 0.5 and unit is Granularity.YEAR:
        return rolling(context.now, Granularity.MONTH, 6, context.timezone).with_granularity(
            Granularity.YEAR
        )
    if count is None or count != int(count) or count == 0:
        return None
    return rolling(context.now, unit, int(count), context.timezone)


def _month(match: re.Match[str], context: Context) -> LocalInterval | None:
    month = parse_zh_number(match["m"])
    if month is None or not 1 <= month <= 12:
        return None
    if re.match(_NOUN_AFTER, text_after(match)):
        return None
    if match["y"]:
        year = year_from_word(match["y"], context.today)
        return None if year is None else month_interval(year, month)
    return month_interval(most_recent_month(context.today, month, include_current=True), month)


def _date(match: re.Match[str], context: Context) -> LocalInterval | None:
    month, day = parse_zh_number(match["m"]), parse_zh_number(match["d"])
    if month is None or day is None:
        return None
    if match["y"]:
        year = year_from_word(match["y"], context.today)
        found = None if year is None else safe_date(year, month, day)
    else:
        found = most_recent_month_day(context.today, month, day)
    return None if found is None else day_interval(found)


def _relative_month_day(match: re.Match[str], context: Context) -> LocalInterval | None:
    month = relative_unit(Granularity.MONTH, _RELATION[match["rel"]], context.today).start
    day = parse_zh_number(match["d"])
    assert month is not None
    found = None if day is None else safe_date(month.year, month.month, day)
    return None if found is None else day_interval(found)


def _day_of_month(match: re.Match[str], context: Context) -> LocalInterval | None:
    day = parse_zh_number(match["d"])
    found = None if day is None else most_recent_day_of_month(context.today, day)
    return None if found is None else day_interval(found)


def _season(match: re.Match[str], context: Context) -> LocalInterval | None:
    season = v.ZH_SEASONS[match["s"]]
    prefix = match["p"] or ""
    if not prefix and not re.match(r"的?(?:时候|时|期间|里)", text_after(match)):
        return None  # a bare 夏天 is usually the season as a thing: 我喜欢夏天
    if prefix in ("", "这个", "今"):
        return season_relative(season, "this" if prefix else "recent", context.today)
    if prefix in ("上个", "上一个"):
        return season_relative(season, "last", context.today)
    if prefix in ("下个", "下一个"):
        return season_relative(season, "next", context.today)
    year = year_from_word(prefix.removesuffix("的"), context.today)
    return None if year is None else season_interval(season, year)


def _holiday(match: re.Match[str], context: Context) -> LocalInterval | None:
    name = ZH_HOLIDAY_NAMES[match["h"]]
    if re.match(_NOUN_AFTER, text_after(match)):
        return None
    if match["y"]:
        year = year_from_word(match["y"], context.today)
        return None if year is None else holiday_in_year(name, year)
    return holiday_relative(name, "recent", context.today)


_N = rf"(?P<n>{ZH_NUMBER}|半|几|数|好几)"
_NOT_NUMBER_BEFORE = r"(?<![\d零\u3007一二两三四五六七八九十百千第几])"
_MONTH_NUMBER = r"(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])"
_DAY_NUMBER = (
    r"(?:3[01]|[12]\d|0?[1-9]|三十一?|卅一?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?"
    r"|十[一二三四五六七八九]?"
    r"|[一二三四五六七八九])"
)

TEXT_RULES: list[Rule] = [
    make_rule(
        "date",
        rf"(?:(?P<y>{YEAR_WORD})的?)?{_NOT_NUMBER_BEFORE}(?P<m>{_MONTH_NUMBER})月"
        rf"(?P<d>{_DAY_NUMBER})(?:日|号)?(?![\d分点时])",
        _date,
    ),
    make_rule(
        "relative_month_day",
        rf"(?P<rel>上上|上|这|本|下)个?月(?P<d>{_DAY_NUMBER})(?:日|号)",
        _relative_month_day,
    ),
    make_rule(
        "day_of_month",
        rf"{_NOT_NUMBER_BEFORE}(?P<d>{_DAY_NUMBER})号(?![楼线床房门店位厅馆院机车桌座台口码])"
        rf"|{_NOT_NUMBER_BEFORE}(?P<d2>3[01]|[12]\d|0?[1-9])日",
        lambda match, context: _day_of_month(_rename_day(match), context),
    ),
    make_rule(
        "deictic_day",
        r"大前天|前天|昨天|昨日|今天|今日|明天|明日|大后天|后天|后日|今早|今晨|今晚|昨晚|昨夜|前晚|明早|明晚",
        _deictic_day,
    ),
    make_rule(
        "weekday",
        rf"(?P<rel>上上|上|这|本|下下|下)?个?{v.ZH_WEEK}(?P<d>[一二三四五六日天1-7])",
        _weekday,
    ),
    make_rule("weekend", r"(?P<rel>上上|上|这|本|下下|下)?个?周末", _weekend),
    make_rule(
        "relative_week",
        r"(?<!一)(?P<rel>上上|上|这|本|下下|下)一?个?(?P<unit>周|星期|礼拜|月|季度)"
        r"(?![报刊年边围期饼亮光球薪票卡费])",
        _relative_unit,
    ),
    make_rule(
        "year_word",
        r"(?P<y>大前年|前年|去年|今年|本年|明年|下一?年(?!度)|后年|上一年|\d{4}年(?!代)|[零〇一二三四五六七八九]{4}年)",
        _year_word,
    ),
    make_rule("half_year", rf"(?P<y>{YEAR_WORD})?(?P<half>上|下)半年", _half_year),
    make_rule(
        "units_ago",
        rf"{_N}个?(?P<unit>分钟|小时|钟头|天|周|星期|礼拜|月|季度|年)(?P<half>半)?(?P<dir>之前|以前|前|之后|以后|后)",
        _units_ago,
    ),
    make_rule(
        "rolling",
        rf"(?:最近|过去|近|这)的?{_N}个?(?P<unit>分钟|小时|钟头|天|周|星期|礼拜|月|年)(?:里|内|以来|来|中)?",
        _rolling,
    ),
    make_rule(
        "month",
        rf"(?:(?P<y>{YEAR_WORD})的?)?{_NOT_NUMBER_BEFORE}(?P<m>{_MONTH_NUMBER})月份?",
        _month,
    ),
    make_rule(
        "season",
        rf"(?P<p>(?:{YEAR_WORD}|上一?个|下一?个|这个)的?|今)?(?P<s>[春夏秋冬])(?:天|季)",
        _season,
    ),
    make_rule("season_short", r"(?P<p>今)(?P<s>[春夏秋冬])(?![天季])", _season),
    make_rule("holiday", rf"(?:(?P<y>{YEAR_WORD})的?)?(?P<h>{_HOLIDAY})", _holiday),
]


def _rename_day(match: re.Match[str]) -> re.Match[str]:
    """Day-of-month matches have two branches; both are read through group `d`."""
    if match["d"] is not None:
        return match
    renamed = re.fullmatch(r"(?P<d>\d+)日", match.group(0))
    assert renamed is not None
    return renamed
