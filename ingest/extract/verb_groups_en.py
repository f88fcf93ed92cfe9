"""English verb groups, the grammar the event rules share: where the verb starts after a
subject, the verb group and its status (done, planned, open), the copula and status words, and
the object a clause names (ingest.extract.events_en reads clauses with them)."""

from __future__ import annotations

import re

from graph.model import EventStatus
from ingest.extract.parsed import ParsedEvent
from ingest.extract.verbs_en import (
    ADVERBS,
    MENTAL,
    NEGATIONS,
    PARTICLES,
    PREPOSITIONS,
    STATUS_WORDS,
    is_past,
    lemma,
)

_FUTURE_AUX = {"gonna", "will", "'ll"}
_NEED = {"need", "needs"}
""""I need to swap them": an act the speaker means to do."""
_PLAN_VERBS = {"plan", "planning", "plans", "decided", "intend", "intending", "hoping"}
_STATUS_PHRASES = sorted(STATUS_WORDS, key=len, reverse=True)
_MAX_OBJECT_WORDS = 10
IRREGULAR_ADJECTIVES = frozenset({"done", "gone", "lost", "set", "read", "hurt", "broke"})
NOUN_PHRASE_STARTS = frozenset(
    "my our your his her their its the a an this that these those some another".split()
)
PRESENT_CONFIDENCE = 0.56
"""The confidence of a present-tense reading, which only a time phrase ahead makes a plan."""
NOT_PRESENT = frozenset(
    "am is are was were be do does did can can't cannot could will would should must may "
    "might shall get gets have has had need needs want wants like likes love loves hate hates "
    "prefer prefers think thinks feel feels know knows mean means guess always usually often "
    "sometimes never also still only really just so too not".split()
)
_MENTAL_PRESENT = frozenset(
    "wants says thinks likes loves hates needs prefers feels knows hopes wishes".split()
)


def present_verb(token: str) -> str | None:
    """The base form of a present-tense verb after a subject, or None for a function word."""
    if token in NOT_PRESENT or token in MENTAL or not token.isalpha() or len(token) < 3:
        return None
    if token.endswith("ies") and len(token) > 4:
        return token[:-3] + "y"
    if token.endswith(("ches", "shes", "sses", "xes")):
        return token[:-2]
    if token.endswith("s") and not token.endswith("ss"):
        return token[:-1]
    return token


def verb_start(tokens: list[str], subject: int) -> int:
    """The first token after a possessive's noun phrase ("my old car", "our rented flat")."""
    index = subject + (2 if is_past(next_token(tokens, subject)) else 1)
    while index < len(tokens) - 1 and not _is_verbish(tokens[index]):
        index += 1
        if index - subject > 4:
            break
    return index


def _is_verbish(token: str) -> bool:
    return (
        token in STATUS_WORDS
        or token in {"is", "was", "got", "has", "had", "just", "will", "been"}
        or token in _MENTAL_PRESENT
        or (is_past(token) and token not in {"old", "red"})
    )


def verb_group(tokens: list[str], subject: int) -> tuple[str, EventStatus, int, float] | None:
    """(action, status, index after the verb group, confidence) after the subject at `subject`."""
    first = tokens[subject]
    index = verb_start(tokens, subject) if first in {"my", "our"} else subject + 1
    planned = first.endswith("'ll")
    progressive = first.endswith(("'m", "'re")) or first in {"im"}
    perfect = first.endswith("'ve") or first == "ive"
    if perfect and next_token(tokens, subject) == "got":
        return None  # "I've got a toddler": having, not an event
    while index < len(tokens):
        token = tokens[index]
        if token in NEGATIONS or token.endswith("n't"):
            return None
        if token in ADVERBS:
            index += 1
        elif token in _FUTURE_AUX or (token == "going" and next_token(tokens, index) == "to"):
            planned = True
            index += 2 if token == "going" else 1
            if token == "going" and next_token(tokens, index - 1) in {
                "a",
                "an",
                "the",
                "my",
                "our",
            }:
                return "go to", EventStatus.PLANNED, index, 0.8
        elif token in {"am", "are", "is", "'m", "'re"}:
            progressive = True
            index += 1
        elif token in {"have", "has", "'ve"}:
            if next_token(tokens, index) == "got":
                return None  # "I've got a toddler": having, not an event
            perfect = True
            index += 1
        elif (
            token in _PLAN_VERBS
            or token in {"about", "thinking", "looking", "forward"}
            or (token in _NEED and next_token(tokens, index) == "to")
        ):
            planned = True
            index += 1
        elif token in {"to", "on", "of"} and planned:
            index += 1
        elif token in {"was", "were", "been"}:
            return _copula(tokens, index, perfect)
        elif f"{token} {next_token(tokens, index)}" in STATUS_WORDS:
            action, status = STATUS_WORDS[f"{token} {next_token(tokens, index)}"]
            return action, status, index + 2, 0.85
        elif token in STATUS_WORDS:
            action, status = STATUS_WORDS[token]
            return action, status, index + 1, 0.85
        else:
            return main_verb(tokens, index, planned, progressive or perfect)
    return None


def main_verb(
    tokens: list[str], index: int, planned: bool, auxiliary: bool
) -> tuple[str, EventStatus, int, float] | None:
    token = tokens[index]
    base = lemma(token)
    if base in MENTAL or token in MENTAL:
        return None
    if planned:
        status, confidence = EventStatus.PLANNED, 0.8
    elif is_past(token):
        status, confidence = EventStatus.DONE, 0.85
    elif auxiliary and token.endswith("ing") and len(token) > 4:
        status, confidence = EventStatus.UNKNOWN, 0.6
    elif not auxiliary and present_verb(token) is not None and not token.endswith("ing"):
        status, confidence = EventStatus.UNKNOWN, PRESENT_CONFIDENCE
        base = present_verb(token) or base
    else:
        return None
    end = index + 1
    action = base
    following = next_token(tokens, index)
    if (
        following in PARTICLES
        or following in PREPOSITIONS
        or (following.endswith("ing") and base in {"go", "start", "begin", "keep"})
    ):
        action, end = f"{base} {tokens[index + 1]}", end + 1
    return action, status, end, confidence


def _copula(
    tokens: list[str], index: int, perfect: bool
) -> tuple[str, EventStatus, int, float] | None:
    """Copula: "was volunteering" (done), "was cancelled", "been to Paris"; not "was happy"."""
    following = next_token(tokens, index)
    if following in STATUS_WORDS:
        action, status = STATUS_WORDS[following]
        return action, status, index + 2, 0.85
    if following == "to" and tokens[index] == "been":
        return "go to", EventStatus.DONE, index + 2, 0.8
    if (
        following.endswith("ing")
        and len(following) > 4
        and following not in {"thinking", "feeling"}
    ):
        status = EventStatus.UNKNOWN if perfect else EventStatus.DONE
        return lemma(following), status, index + 2, 0.7
    if is_past(following) and following not in IRREGULAR_ADJECTIVES:
        return f"be {following}", EventStatus.DONE, index + 2, 0.65
    return None


def status_event(
    clause: str,
    tokens: list[str],
    words: list[tuple[str, int, int]],
    time_spans: list[tuple[int, int]],
) -> ParsedEvent | None:
    """A status verb with any subject: "the flight was cancelled", "my phone stopped working"."""
    lowered = " ".join(tokens)
    for phrase in _STATUS_PHRASES:
        position = lowered.find(phrase)
        if position <= 0 or lowered[position - 1] != " ":
            continue
        index = lowered[:position].count(" ")
        subject = clause[: words[index][1]].strip()
        subject = re.sub(r"\s+(?:was|were|is|has|had|got|just|again)$", "", subject)
        action, status = STATUS_WORDS[phrase]
        owner = subject or None
        # A transitive use names the thing after the verb: "the shop fixed my laptop".
        end = index + phrase.count(" ") + 1
        thing = owner
        if next_token(tokens, end - 1) in NOUN_PHRASE_STARTS or next_token(
            tokens, end - 1
        ).endswith("'s"):
            thing = object_of(clause, words, end, time_spans) or owner
        return ParsedEvent(action, thing, status, owner, False, 0.75)
    return None


def object_of(
    clause: str, words: list[tuple[str, int, int]], start: int, time_spans: list[tuple[int, int]]
) -> str | None:
    kept: list[str] = []
    for position, (word, left, right) in enumerate(words[start:], start):
        if word == "and" and position + 1 < len(words) and is_past(words[position + 1][0]):
            break  # "cancelled and grabbed one": the next act's words are no object
        if any(s <= left < e for s, e in time_spans):
            continue
        kept.append(clause[left:right])
        if len(kept) >= _MAX_OBJECT_WORDS:
            break
    while kept and kept[-1].lower() in ADVERBS | {"it", "again", "too", "so", "and"}:
        kept.pop()
    return " ".join(kept) or None


def next_token(tokens: list[str], index: int) -> str:
    return tokens[index + 1] if index + 1 < len(tokens) else ""
