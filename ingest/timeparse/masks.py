"""Stretches of text where a time word is part of a name, not a time: no match may touch them.

- titles of works: anything in 《》〈〉「」『』, and Title-Cased text in quotes ("Friday I'm in
  Love", “The Day After Tomorrow”); a lower-case quotation ("see you tomorrow") stays readable;
- shop and show names: a weekday before a capitalised part of day (Tuesday Morning, Monday
  Night Football) and a few brands (7-Eleven, TGI Fridays);
- Chinese personal names: surname 周 with a weekday character as given name (周一鸣, 周五先生).

Every pattern is bounded, so finding the masks stays linear in the text.
"""

from __future__ import annotations

import re

from ingest.timeparse import vocabulary as v

_CJK_TITLE = re.compile(
    r"《[^《》\n]{1,60}》|〈[^〈〉\n]{1,60}〉|「[^「」\n]{1,60}」|『[^『』\n]{1,60}』"
)
_QUOTED = re.compile(r"\"[^\"\n]{1,80}\"|\u201c[^\u201c\u201d\n]{1,80}\u201d")
_SMALL_WORDS = {"a", "an", "the", "of", "in", "on", "at", "to", "for", "and", "or", "i'm", "is"}
_SHOP = re.compile(rf"\b(?:{v.EN_WEEKDAY})\s+(?:Morning|Afternoon|Evening|Night)\b", re.IGNORECASE)
_BRAND = re.compile(
    r"\b(?:7|seven)[-\u2010\u2011]eleven\b|\btgi\s+fridays?\b|\bfridays?\s+restaurant\b",
    re.IGNORECASE,
)
_CAPITAL_PART = re.compile(r"\s+[A-Z]")
# 周 + a weekday character, then a common given-name character or a title only a name takes
# (先生, 女士; not 老师: 周一老师说 is as often "on Monday the teacher said"): a person named 周.
_ZH_NAME = re.compile(
    r"(?<![上下这本每个])周[一二三四五六日天](?=[鸣伟芳娜敏静丽强磊军洋勇艳杰娟涛超刚桂英玲霞峰辉鹏斌宇浩凯婷雪琳欣怡萍翔]"
    r"|先生|女士|小姐|总(?![是共结算]))"
    r"|(?<=[叫名])周[一二三四五六日天]"
)


def masked(text: str) -> bytearray:
    """One byte per character of `text`, 1 where it names a work, a shop or a person."""
    mask = bytearray(len(text))
    spans = [match.span() for match in _CJK_TITLE.finditer(text)]
    spans += [match.span() for match in _QUOTED.finditer(text) if _is_title(match[0][1:-1])]
    spans += [match.span() for match in _SHOP.finditer(text) if _is_shop(match[0])]
    spans += [match.span() for match in _BRAND.finditer(text)]
    spans += [match.span() for match in _ZH_NAME.finditer(text)]
    for start, end in spans:
        mask[start:end] = b"\x01" * (end - start)
    return mask


def touches(mask: bytearray, start: int, end: int) -> bool:
    return mask.find(1, start, end) != -1


def _is_title(quoted: str) -> bool:
    """Title Case: every word but the small ones starts with a capital or a digit."""
    words = [word.strip(",.!?:;'\u2019") for word in quoted.split()]
    words = [word for word in words if word and word.lower() not in _SMALL_WORDS]
    return bool(words) and all(word[0].isupper() or word[0].isdigit() for word in words)


def _is_shop(text: str) -> bool:
    """ "Tuesday Morning" is a shop, "Tuesday morning" a time; all capitals tell nothing."""
    return _CAPITAL_PART.search(text) is not None and not text.isupper()
