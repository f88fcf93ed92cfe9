"""Money amounts and limits, normalised to one text ("≤ 5000 CNY") in both languages.

The same limit always gives the same text, so a restated budget reinforces the stored one and
a changed amount supersedes it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.timeparse.numerals import parse_zh_number

_ZH_NUM = "[零〇一二两三四五六七八九十百千]"
AMOUNT = re.compile(
    r"(?P<pre>[$¥￥€£]|rmb|cny|usd|us\$)?\s?"
    r"(?P<num>\d{1,3}(?:,\d{3}){1,4}|\d{1,12}(?:\.\d{1,4})?|" + _ZH_NUM + r"{1,6})"
    r"\s?(?P<mult>k\b|万|千|百|thousand\b|grand\b)?\s?"
    r"(?P<post>元|块钱|块|人民币|rmb\b|cny\b|yuan\b|dollars?\b|bucks\b|usd\b|euros?\b|eur\b|pounds?\b|gbp\b)?",
    re.IGNORECASE,
)
_CURRENCIES = {
    "$": "USD", "us$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "bucks": "USD",
    "¥": "CNY", "￥": "CNY", "rmb": "CNY", "cny": "CNY", "元": "CNY", "块": "CNY",
    "块钱": "CNY", "人民币": "CNY", "yuan": "CNY", "€": "EUR", "euro": "EUR", "euros": "EUR",
    "eur": "EUR", "£": "GBP", "pound": "GBP", "pounds": "GBP", "gbp": "GBP",
}  # fmt: skip
_MULTIPLIERS = {"k": 1000, "thousand": 1000, "grand": 1000, "万": 10000, "千": 1000, "百": 100}
_AT_MOST = re.compile(
    r"no more than|not more than|not over|at most|up to|under|below|less than|max(?:imum)?|"
    r"within|不超过|不能超过|别超过|最多|以内|之内|以下|封顶|不高于",
    re.IGNORECASE,
)
_AT_LEAST = re.compile(r"at least|more than|over|minimum|至少|以上|不低于", re.IGNORECASE)
_PERCENT = re.compile(r"\s?(?:%|percent\b|per cent\b)", re.IGNORECASE)
_ABOUT = re.compile(r"around|about|roughly|approximately|大概|大约|左右|差不多", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Amount:
    value: float
    currency: str | None
    start: int
    end: int


def find_amount(text: str, default_currency: str | None) -> Amount | None:
    """The first money amount in `text` that is a plausible price (not a lone small digit)."""
    for match in AMOUNT.finditer(text):
        number = _number(match.group("num"))
        if number is None or _PERCENT.match(text, match.end("num")):
            continue  # "80% alerts": a share, not money
        multiplier = _MULTIPLIERS.get((match.group("mult") or "").lower(), 1)
        marker = (match.group("pre") or match.group("post") or "").lower()
        currency = _CURRENCIES.get(marker, default_currency) if marker else default_currency
        value = number * multiplier + _elided_tail(text, match.end("mult") or 0, multiplier)
        if value < 10 and not marker:
            continue
        return Amount(value, currency, match.start(), match.end())
    return None


def limit_text(text: str, amount: Amount) -> str:
    """ "≤ 5000 CNY", "≥ 100 USD", "≈ 300 EUR" or "5000 CNY", by the words around the amount."""
    window = text[max(0, amount.start - 20) : amount.end + 6]
    if _AT_MOST.search(window):
        sign = "≤ "
    elif _AT_LEAST.search(window):
        sign = "≥ "
    elif _ABOUT.search(window):
        sign = "≈ "
    else:
        sign = "≤ "
    number = f"{amount.value:.2f}".rstrip("0").rstrip(".")
    return f"{sign}{number}" + (f" {amount.currency}" if amount.currency else "")


_ZH_DIGIT = "一二三四五六七八九"
_ZH_UNIT = {"万": 10000, "千": 1000, "百": 100}
# Spoken Chinese drops the last unit: 一千五 is 1500, 一万五 is 15000.
_ELIDED = re.compile(f"^(.*[万千百])([{_ZH_DIGIT}两])$")


def _number(text: str) -> float | None:
    if text[0].isdigit():
        return float(text.replace(",", ""))
    elided = _ELIDED.match(text)
    if elided is not None:
        head = parse_zh_number(elided.group(1))
        digit = parse_zh_number(elided.group(2))
        if head is not None and digit is not None:
            return float(head + digit * _ZH_UNIT[elided.group(1)[-1]] // 10)
    value = parse_zh_number(text)
    return None if value is None else float(value)


def _elided_tail(text: str, end: int, multiplier: int) -> int:
    """The spoken digit after a trailing 万/千 (一万五 → 5000 more), or 0."""
    tail = text[end : end + 2]
    spoken = multiplier in (10000, 1000) and tail[:1] and tail[:1] in _ZH_DIGIT + "两"
    if spoken and tail[1:2] not in {"千", "百", "十", "万"}:
        digit = parse_zh_number(tail[:1])
        return 0 if digit is None else digit * multiplier // 10
    return 0
