"""Numbers written as digits, Chinese numerals or English words.

Regex fragments here are bounded (no nested repetition), so scanning stays linear.
"""

from __future__ import annotations

ZH_DIGITS: dict[str, int] = {
    "零": 0, "\u3007": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4,
    "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
}  # fmt: skip
ZH_UNITS: dict[str, int] = {"十": 10, "百": 100, "千": 1000}

# One Chinese or Arabic number, at most four Chinese characters or four digits.
ZH_NUMBER = r"(?:\d{1,4}|[零\u3007一二两三四五六七八九十百千]{1,5})"

EN_WORD_VALUES: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "couple": 2, "a couple": 2, "a couple of": 2, "couple of": 2,
}  # fmt: skip
_EN_SIMPLE = (
    r"(?:a\s+couple(?:\s+of)?|couple\s+of|an?|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
)
_EN_TENS = r"(?:twenty|thirty|forty|fifty|sixty)"
_EN_UNITS = r"(?:one|two|three|four|five|six|seven|eight|nine)"
EN_NUMBER = rf"(?:\d{{1,4}}|{_EN_TENS}(?:[\s-]+{_EN_UNITS})?|{_EN_SIMPLE})"

_EN_ORDINAL_WORDS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
}  # fmt: skip
_DAY_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth"
    " thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
# Days of the month as words: "March third", "the twenty-first of June".
EN_DAY_ORDINAL_VALUES: dict[str, int] = {
    word: index + 1 for index, word in enumerate(_DAY_ORDINALS)
}
EN_DAY_ORDINAL_VALUES |= {
    f"twenty-{word}": 21 + index for index, word in enumerate(_DAY_ORDINALS[:9])
}
EN_DAY_ORDINAL_VALUES |= {"thirtieth": 30, "thirty-first": 31}
EN_DAY_ORDINAL = (
    r"(?:(?:twenty|thirty)[\s-]+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
    r"|thirtieth|twentieth|(?:thir|four|fif|six|seven|eigh|nine)teenth|eleventh|twelfth|tenth"
    r"|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
)


def parse_en_day(text: str) -> int | None:
    """A day of the month: "3", "3rd", "third", "twenty-first"."""
    digits = text.lower().rstrip("stndrh")
    if digits.isdigit():
        return int(digits)
    return EN_DAY_ORDINAL_VALUES.get("-".join(text.lower().split()).replace("--", "-"))


def parse_zh_number(text: str) -> int | None:
    """Value of a Chinese (or Arabic) numeral such as 三, 两, 十二, 二十三, 一百零五, 2024."""
    if text.isdigit():
        return int(text)
    text = text.replace("廿", "二十").replace("卅", "三十")  # the old forms of 20 and 30
    if len(text) > 1 and all(char in ZH_DIGITS for char in text):
        return int("".join(str(ZH_DIGITS[char]) for char in text))  # 二零二四 read digit by digit
    total = 0
    pending = 0
    for char in text:
        if char in ZH_DIGITS:
            pending = ZH_DIGITS[char]
        elif char in ZH_UNITS:
            total += (pending or 1) * ZH_UNITS[char]
            pending = 0
        else:
            return None
    return total + pending


def parse_en_number(text: str) -> int | None:
    """Value of an English cardinal such as "3", "ten", "twenty-one", "a couple of"."""
    words = " ".join(text.lower().replace("-", " ").split())
    if words.isdigit():
        return int(words)
    if words in EN_WORD_VALUES:
        return EN_WORD_VALUES[words]
    parts = words.split(" ")
    if len(parts) == 2 and parts[0] in EN_WORD_VALUES and parts[1] in EN_WORD_VALUES:
        return EN_WORD_VALUES[parts[0]] + EN_WORD_VALUES[parts[1]]
    return _EN_ORDINAL_WORDS.get(words)
