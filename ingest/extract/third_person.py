"""Rewrite a speaker's first-person text in the third person, with the speaker's name.

"I ran a charity race last Saturday" said by Melanie becomes "Melanie ran a charity race last
Saturday", so a question about "Melanie" finds it; "我下周要去杭州出差" said by 李明 becomes
"李明下周要去杭州出差". Gender is unknown, so reflexives use the name, and "we" becomes
"<name> and others". "you" is left alone: it is the listener, whose name the turn does not give.
"""

from __future__ import annotations

import re

from ingest.extract.types import Lang

# (pattern, replacement); "{n}" is the name. Longer forms come first in the alternation.
_EN_TABLE: dict[str, str] = {
    "i'm": "{n} is", "i am": "{n} is", "i've": "{n} has", "i have": "{n} has",
    "i'll": "{n} will", "i'd": "{n} would", "i was": "{n} was", "i do": "{n} does",
    "i don't": "{n} doesn't", "i dont": "{n} doesn't", "i haven't": "{n} hasn't",
    "i wasn't": "{n} wasn't", "i'm not": "{n} is not",
    "we're": "{n} and others are", "we've": "{n} and others have", "we'll": "{n} and others will",
    "we'd": "{n} and others would", "we": "{n} and others", "us": "{n} and others",
    "our": "{n}'s", "ours": "{n}'s", "ourselves": "{n} and others",
    "i": "{n}", "me": "{n}", "my": "{n}'s", "mine": "{n}'s", "myself": "{n}",
}  # fmt: skip
_EN_PRONOUN = re.compile(
    r"\b(?:"
    + "|".join(
        re.escape(k).replace(r"\ ", r"\s+") for k in sorted(_EN_TABLE, key=len, reverse=True)
    )
    + r")\b(?!['’]\w)",
    re.IGNORECASE,
)
# Present-tense verbs right after "I" take an -s in the third person.
_EN_PRESENT = {
    "love": "loves", "like": "likes", "enjoy": "enjoys", "prefer": "prefers", "hate": "hates",
    "want": "wants", "need": "needs", "think": "thinks", "feel": "feels", "go": "goes",
    "hope": "hopes", "plan": "plans", "know": "knows", "try": "tries", "work": "works",
    "live": "lives", "usually": "usually", "always": "always", "never": "never",
    "really": "really", "just": "just", "also": "also", "often": "often", "play": "plays",
    "get": "gets", "make": "makes", "take": "takes", "find": "finds", "guess": "guesses",
    "volunteer": "volunteers", "practice": "practices", "miss": "misses", "wish": "wishes",
}  # fmt: skip
_EN_AFTER_NAME = re.compile(r"(\s+)([a-z]+)\b")
_ZH_TABLE = {"我们": "{n}等人", "咱们": "{n}等人", "我的": "{n}的", "我": "{n}", "本人": "{n}"}
_ZH_PRONOUN = re.compile("我们|咱们|我的|我|本人")


def to_third_person(text: str, name: str, lang: Lang) -> str:
    """`text` with the speaker's first-person pronouns replaced by `name`."""
    if lang == "zh":
        return _ZH_PRONOUN.sub(lambda m: _ZH_TABLE[m.group()].format(n=name), text)
    return _english(text, name)


def _english(text: str, name: str) -> str:
    pieces: list[str] = []
    position = 0
    for match in _EN_PRONOUN.finditer(text):
        word = " ".join(match.group().lower().replace("’", "'").split())
        replacement = _EN_TABLE[word].format(n=name)
        pieces.append(text[position : match.start()])
        pieces.append(replacement)
        position = match.end()
        if word == "i":
            position = _conjugate(text, position, pieces)
    pieces.append(text[position:])
    return "".join(pieces)


def _conjugate(text: str, position: int, pieces: list[str]) -> int:
    """After "I", put the next present-tense verb (past adverbs) in the third person."""
    for _ in range(3):
        match = _EN_AFTER_NAME.match(text, position)
        if match is None:
            return position
        word = match.group(2)
        third = _EN_PRESENT.get(word)
        if third is None:
            return position
        pieces.append(match.group(1) + third)
        position = match.end()
        if third != word:
            return position
    return position
