"""Which language a turn is in, by the share of CJK ideographs among its letters."""

from __future__ import annotations

import re

from ingest.extract.types import Lang

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")
CJK_SHARE = 0.3
"""A Chinese sentence with an English brand name in it stays Chinese; each ideograph counts as a
word while a Latin word is several letters, hence a share well below one half."""


def detect_language(text: str) -> Lang:
    """ "zh" when at least `CJK_SHARE` of the letters are CJK ideographs, else "en"."""
    cjk = len(_CJK.findall(text))
    latin = len(_LATIN.findall(text))
    if cjk == 0:
        return "en"
    return "zh" if cjk / (cjk + latin) >= CJK_SHARE else "en"
