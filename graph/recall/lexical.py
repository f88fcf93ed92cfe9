"""Full-text queries built from user text: words only, never Lucene syntax, owned by one user."""

from __future__ import annotations

import re

_LUCENE_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
MAX_LUCENE_TERMS = 512
"""Lucene refuses a query of more than 1,024 clauses: a question's words stop at about this many
analysed terms, which leaves room for the user id's. An ASCII word is one term; any other word
is counted as one term per character, because the analyzers split Chinese and Japanese text
into one token (or bigram) per character."""


def lucene_query(text: str) -> str:
    """Words joined by OR: no Lucene syntax from user text ever reaches the parser. The words
    stop at `MAX_LUCENE_TERMS` analysed terms (a long CJK run is cut there)."""
    words: list[str] = []
    room = MAX_LUCENE_TERMS
    for word in _LUCENE_TOKEN.findall(text.lower()):
        if room <= 0:
            break
        if not word.isascii():
            word = word[:room]
        words.append(word)
        room -= 1 if word.isascii() else len(word)
    return " OR ".join(words)


def owned_query(user_id: str, words: str) -> str:
    """`words` restricted to one user's nodes, inside Lucene (the id as an escaped phrase)."""
    phrase = user_id.replace("\\", "\\\\").replace('"', '\\"')
    return f'user_id:"{phrase}" AND ({words})'
