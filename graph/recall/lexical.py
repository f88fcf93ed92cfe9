"""Full-text queries built from user text: words only, never Lucene syntax, owned by one user."""

from __future__ import annotations

import re

_LUCENE_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
MAX_LUCENE_TERMS = 512
"""Lucene refuses a query of more than 1,024 clauses: a question's words stop at about this many
analysed terms, which leaves room for the user id's. An ASCII word is one term; any other word
is counted as one term per character, because the analyzers split Chinese and Japanese text
into one token (or bigram) per character."""


ENGLISH_FUNCTION_WORDS = frozenset(
    """a about am an and any are at be been but by can could did do does for from had has have
    he her him his how i in is it its me my of on or our she should so that the their them there
    these they this those to us was we were what when where which who whom whose why will with
    would you your talk talked chat chatted discuss discussed""".split()
)
"""Question words, pronouns, auxiliaries, prepositions and verbs of conversation: left out of
the full-text query, so that "what did we talk about" matches nothing by itself (Lucene's
English stop list keeps most of them) and a question that names only a date ranks by its time."""
CHINESE_FUNCTION_WORDS = re.compile(
    r"什么|哪些|哪个|哪里|怎么样|怎么|为什么|是否|有没有|我们|你们|他们|她们|一下|有关|关于|聊天|聊过|聊|谈论|讨论"
)
_CHINESE_PARTICLE = re.compile(r"[了吗呢吧啊呀](?=\W|$)")
"""The same for Chinese; a one-character particle only at the end of a run (了 in 了解 stays)."""


def content_words(text: str) -> str:
    """`text` without function words (see `ENGLISH_FUNCTION_WORDS`), for full-text search."""
    spaced = _CHINESE_PARTICLE.sub(" ", CHINESE_FUNCTION_WORDS.sub(" ", text.lower()))
    return " ".join(
        word for word in _LUCENE_TOKEN.findall(spaced) if word not in ENGLISH_FUNCTION_WORDS
    )


def lucene_query(text: str, *, content_only: bool = True) -> str:
    """Words (`content_only`: content words) joined by OR: no Lucene syntax from user text ever
    reaches the parser. The words stop at `MAX_LUCENE_TERMS` analysed terms (a long CJK run is
    cut there)."""
    words: list[str] = []
    room = MAX_LUCENE_TERMS
    for word in _LUCENE_TOKEN.findall(content_words(text) if content_only else text.lower()):
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
