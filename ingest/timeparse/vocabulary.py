"""Word lists shared by the grammars, and regex fragments built from them."""

from __future__ import annotations

import re

from ingest.timeparse.types import Granularity

EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
EN_WEEKDAY = rf"(?:{'|'.join(EN_WEEKDAYS)})"
EN_WEEKDAY_SHORT = r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)"
"""Abbreviated weekdays ("last Fri", "next Tues"): only after last/this/next, since "sat",
"sun" and "wed" are also words."""
EN_MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)  # fmt: skip
EN_MONTH_FULL = rf"(?:{'|'.join(EN_MONTHS)})"
EN_MONTH_ANY = rf"(?:{'|'.join(EN_MONTHS)}|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
EN_SEASON = r"(?:spring|summer|autumn|fall|winter)"
EN_UNITS: dict[str, Granularity | str] = {
    "minute": Granularity.MINUTE,
    "min": Granularity.MINUTE,
    "hour": Granularity.HOUR,
    "day": Granularity.DAY,
    "week": Granularity.WEEK,
    "weekend": "weekend",
    "month": Granularity.MONTH,
    "quarter": Granularity.QUARTER,
    "year": Granularity.YEAR,
    "yr": Granularity.YEAR,
    "wk": Granularity.WEEK,
}
EN_UNIT = r"(?:minute|min|hour|day|weekend|week|month|quarter|year)"
EN_PARTS_OF_DAY: dict[str, str] = {
    "morning": "morning",
    "afternoon": "afternoon",
    "evening": "evening",
    "night": "evening",
    "noon": "noon",
    "lunchtime": "noon",
}
EN_PART_OF_DAY = r"(?:morning|afternoon|evening|night|lunchtime)"

ZH_WEEKDAY_NUMBERS: dict[str, int] = {
    "一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": 7,
    "1": 0, "2": 1, "3": 2, "4": 3, "5": 4, "6": 5, "7": 6,
}  # fmt: skip
ZH_WEEK = r"(?:周|星期|礼拜)"
ZH_UNITS: dict[str, Granularity | str] = {
    "分钟": Granularity.MINUTE,
    "分": Granularity.MINUTE,
    "小时": Granularity.HOUR,
    "钟头": Granularity.HOUR,
    "天": Granularity.DAY,
    "日": Granularity.DAY,
    "周": Granularity.WEEK,
    "星期": Granularity.WEEK,
    "礼拜": Granularity.WEEK,
    "月": Granularity.MONTH,
    "季度": Granularity.QUARTER,
    "年": Granularity.YEAR,
}
ZH_SEASONS: dict[str, str] = {"春": "spring", "夏": "summer", "秋": "autumn", "冬": "winter"}
ZH_PARTS_OF_DAY: dict[str, str] = {
    "早上": "morning", "早晨": "morning", "上午": "morning", "清晨": "morning",
    "中午": "noon", "下午": "afternoon", "傍晚": "evening", "晚上": "evening",
    "夜里": "evening", "夜晚": "evening", "晚间": "evening",
    "凌晨": "night_early", "半夜": "night_early", "深夜": "night_early",
}  # fmt: skip
ZH_PART_OF_DAY = rf"(?:{'|'.join(ZH_PARTS_OF_DAY)})"

# Traditional characters used in time phrases, mapped one to one so spans stay valid.
TRADITIONAL_TO_SIMPLIFIED = str.maketrans(
    "兩個週禮這來後幾時間鐘點剛過號節慶誕聖從開於當從陽曆曆歲屆將裡齋獻猶實穫難馬燭兒復灣",
    "两个周礼这来后几时间钟点刚过号节庆诞圣从开于当从阳历历岁届将里斋献犹实获难马烛儿复湾",
)
FULL_WIDTH_TO_ASCII = str.maketrans(
    "".join(chr(0xFF10 + digit) for digit in range(10)) + "\uff1a", "0123456789:"
)

_NAMED_GROUP = re.compile(r"\(\?P<\w+>")


def without_names(pattern: str) -> str:
    """`pattern` with its named groups made non-capturing, for embedding in a larger one."""
    return _NAMED_GROUP.sub("(?:", pattern)


def month_number(name: str) -> int:
    return [month[:3] for month in EN_MONTHS].index(name.lower().rstrip(".")[:3]) + 1


def en_season(name: str) -> str:
    lowered = name.lower()
    return "autumn" if lowered == "fall" else lowered
