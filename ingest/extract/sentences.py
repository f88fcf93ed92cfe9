"""Sentences and clauses of a turn, with their offsets in the turn's text.

A clause is the unit an event is read from. It remembers the connector that opened it
("because", "so", 所以, 导致 …) as `cue`, which the link rules read. Every pattern here is a flat
alternation or a single character class, so splitting is linear in the text's length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.extract.types import Lang

_EN_SENTENCE_END = re.compile(r"[.!?…]+[\"')\]]*(?:\s+|$)|\n+")
_ZH_SENTENCE_END = re.compile(r"[。！？!?；;…\n]+[”’」』）)]*")
_ABBREVIATIONS = frozenset({"mr", "mrs", "ms", "dr", "st", "vs", "etc", "e.g", "i.e", "jr", "sr"})

EN_CONNECTORS = (
    "which led to", "which made", "which meant", "as a result", "that's why", "that is why",
    "and then", "and so", "so that", "because of", "because", "since then", "after that",
    "so", "but", "then", "after", "although", "though", "and",
)  # fmt: skip
_EN_CONNECTOR = "|".join(re.escape(word) for word in EN_CONNECTORS)
# A connector opens a clause after punctuation, or mid-sentence when it is a causal word; a bare
# "and" only when a new subject follows ("my kids and I" stays one clause).
_EN_CLAUSE_BREAK = re.compile(
    rf"\s*[,;:–—]\s*(?:({_EN_CONNECTOR})\b\s*)?"
    r"|\s+-+\s+"
    r"|\s+(which led to|which made|which meant|as a result|because of|because|but)\b\s*"
    r"|\s+(so)\s+(?=(?:I|we|he|she|they|it|my|our|the|that|this)\b)"
    r"|\s+(and)\s+(?=(?:I|we|he|she|they)\b)"
    # "and the screen's shattered", "and it dropped again": a new subject with its verb.
    r"|\s+(and)\s+(?=(?:the|it)\b(?:\s+[a-z]+){0,2}?(?:'s\b|\s+(?:was|is|got|has|had|were|are)\b"
    r"|\s+[a-z]+ed\b))",
    re.IGNORECASE,
)
ZH_CONNECTORS = (
    "因为", "由于", "所以", "因此", "于是", "导致", "造成", "结果", "后来", "然后", "之后",
    "但是", "可是", "不过", "但",
)  # fmt: skip
_ZH_CONNECTOR = "|".join(ZH_CONNECTORS)
_EN_LEADING = re.compile(
    r"(because of|because|so that|so|and so|after that|after|then|but|as a result)\b[\s,]*",
    re.IGNORECASE,
)
_ZH_LEADING = re.compile(rf"({_ZH_CONNECTOR})[，,]?")
_ZH_CLAUSE_BREAK = re.compile(rf"[，,、:：—]+\s*(?:({_ZH_CONNECTOR}))?|({_ZH_CONNECTOR})")


@dataclass(frozen=True, slots=True)
class Clause:
    """`text == turn_text[start:end]`; `cue` is the connector before it, lower-cased, or ""."""

    text: str
    start: int
    end: int
    cue: str
    sentence: int
    question: bool


def split_sentences(text: str, lang: Lang) -> list[tuple[int, int]]:
    """(start, end) of each non-blank sentence, end excluding the closing punctuation run."""
    pattern = _ZH_SENTENCE_END if lang == "zh" else _EN_SENTENCE_END
    spans: list[tuple[int, int]] = []
    start = 0
    for match in pattern.finditer(text):
        if lang == "en" and _is_abbreviation(text, match.start()):
            continue
        spans.append((start, match.end()))
        start = match.end()
    spans.append((start, len(text)))
    return [(left, right) for left, right in (_strip(text, s, e) for s, e in spans) if left < right]


def split_clauses(text: str, lang: Lang) -> list[Clause]:
    """The clauses of every sentence of `text`, in order."""
    clauses: list[Clause] = []
    pattern = _ZH_CLAUSE_BREAK if lang == "zh" else _EN_CLAUSE_BREAK
    for index, (start, end) in enumerate(split_sentences(text, lang)):
        sentence = text[start:end]
        closing = text[end : end + 4].lstrip("\"'”’」）) ")
        question = closing.startswith(("?", "？")) or (
            lang == "zh" and sentence.rstrip("。！!…~ ").endswith(("吗", "呢", "么"))
        )
        position, cue = 0, ""
        leading = (_ZH_LEADING if lang == "zh" else _EN_LEADING).match(sentence)
        if leading is not None:
            position, cue = leading.end(), leading.group(1).lower()
        for match in pattern.finditer(sentence, position):
            _add(clauses, text, start + position, start + match.start(), cue, index, False)
            position = match.end()
            cue = next((group.lower() for group in match.groups() if group), "")
        # The question is the sentence's last clause: "I went yesterday, have you been there?"
        _add(clauses, text, start + position, end, cue, index, question)
    return clauses


def ends_with_question(text: str, lang: Lang) -> bool:
    """The turn's last sentence is a question ("Xiamen is lovely. Which spot did you like?",
    "你看了哪些展览呢？"): what it asks is most likely answered in the next turn."""
    clauses = split_clauses(text, lang)
    return bool(clauses) and clauses[-1].question


def _add(
    clauses: list[Clause], text: str, start: int, end: int, cue: str, sentence: int, question: bool
) -> None:
    left, right = _strip(text, start, end)
    if left < right:
        clauses.append(Clause(text[left:right], left, right, cue, sentence, question))


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (text[start].isspace() or text[start] in "\"'“‘「（("):
        start += 1
    while end > start and (
        text[end - 1].isspace() or text[end - 1] in ".!?。！？…~\"'”’」）),;，；"
    ):
        end -= 1
    return start, end


def _is_abbreviation(text: str, dot: int) -> bool:
    if text[dot] != ".":
        return False
    word_start = dot
    while word_start > 0 and (text[word_start - 1].isalpha() or text[word_start - 1] == "."):
        word_start -= 1
    word = text[word_start:dot].lower()
    if word_start > 0 and text[word_start - 1].isdigit():
        return False  # "on the 21st. Can you…": an ordinal ends the sentence, "St." does not
    return word in _ABBREVIATIONS or (len(word) == 1 and word.isupper())
