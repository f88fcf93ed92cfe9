"""English event rules: a first-person subject, then a verb group that says done or planned.

    "I ran a charity race last Saturday"        run, done
    "we're going camping next month"            go camping, planned
    "my laptop broke again"                     break, open (any subject for status verbs)

Questions, hypotheticals ("if I …", "I would …") and negated verbs give no event. Words are
matched token by token against tables, so the cost is linear in the clause's length.
"""

from __future__ import annotations

import re

from graph.model import EventStatus
from ingest.extract.parsed import ParsedEvent
from ingest.extract.verbs_en import (
    ADVERBS,
    HYPOTHETICAL,
    MENTAL,
    NEGATIONS,
    PARTICLES,
    PREPOSITIONS,
    STATUS_WORDS,
    is_past,
    lemma,
)

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\-]*")
_SINCE = re.compile(r"\bsince\b", re.IGNORECASE)
"""'dropping out every evening since Thursday' is a problem that began, not a habit."""
_HABIT = re.compile(
    r"(?i)\b(?:every|each)\s+(?:day|night|morning|evening|week|weekend|month|year|time|"
    r"mon|tues|wednes|thurs|fri|satur|sun)|\b(?:usually|always|normally|generally)\b|"
    r"\b(?:weekends|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b"  # plural days
)
_SUBJECTS = {"i": True, "we": True, "i'm": True, "i've": True, "i'll": True, "we're": True,
             "we've": True, "we'll": True, "im": True, "ive": True}  # fmt: skip
_FUTURE_AUX = {"gonna", "will", "'ll"}
_NEED = {"need", "needs"}
""""I need to swap them": an act the speaker means to do."""
_PLAN_VERBS = {"plan", "planning", "plans", "decided", "intend", "intending", "hoping"}
_STATUS_PHRASES = sorted(STATUS_WORDS, key=len, reverse=True)
_MAX_OBJECT_WORDS = 10
IRREGULAR_ADJECTIVES = frozenset({"done", "gone", "lost", "set", "read", "hurt", "broke"})
_LIGHT_VERBS = frozenset({"have", "do", "get", "go through"})
_NOUN_PHRASE_STARTS = frozenset(
    "my our your his her their its the a an this that these those some another".split()
)
_VAGUE_OBJECTS = ("a lot", "lots", "things", "stuff", "nothing", "something", "it", "that",
                  "this", "so much", "no idea", "to")  # fmt: skip


def parse_event_en(clause: str, time_spans: list[tuple[int, int]]) -> ParsedEvent | None:
    """The event `clause` reports, or None; `time_spans` (offsets in it) stay out of the object."""
    words = [
        (m.group().lower().replace("’", "'"), m.start(), m.end())
        for m in _WORD.finditer(clause.replace("’", "'"))
    ]
    tokens = [word for word, _, _ in words]
    if not tokens or any(_hypothetical(clause, word) for word in words):
        return None
    if _HABIT.search(clause) and not _SINCE.search(clause):
        return None  # "I'm visiting every Sunday afternoon": a habit, no event
    if _reported_en(tokens):
        return None  # "My doctor says my blood pressure is creeping up": their words
    for index, token in enumerate(tokens):
        if token in _SUBJECTS and _in_relative_clause(tokens, index):
            continue  # "use the address I just gave you": the act is said of a thing
        if token in _SUBJECTS or (token in {"my", "our"} and index + 1 < len(tokens)):
            found = _verb_group(tokens, index)
        elif index == 0 and token in {"me", "us"} and _next(tokens, 0).endswith("ing"):
            found = lemma(tokens[1]), EventStatus.DONE, 2, 0.65
        elif index == 0:
            found = _dropped_subject(tokens, clause, words)
        else:
            continue
        if found is None:
            continue
        action, status, verb_end, confidence = found
        obj = _object(clause, words, verb_end, time_spans)
        if action in _LIGHT_VERBS and (obj is None or obj.lower().startswith(_VAGUE_OBJECTS)):
            continue
        if confidence == PRESENT_CONFIDENCE and not time_spans:
            continue  # "I pay for Netflix": a habit, no event
        owner = None
        if token in {"my", "our"}:
            owner = clause[words[index][1] : words[verb_start(tokens, index)][1]].strip()
        return ParsedEvent(
            action,
            obj,
            status,
            owner,
            owner is None,
            confidence,
            tentative=confidence == PRESENT_CONFIDENCE,
        )
    return (
        _imperative(clause, tokens, words, time_spans)
        or _status_event(clause, tokens, words, time_spans)
        or _third_party(clause, tokens, words, time_spans)
        or _gerund_plan(clause, tokens, words, time_spans)
        or _scheduled(clause, words, time_spans)
    )


PRESENT_CONFIDENCE = 0.56
"""The confidence of a present-tense reading, which only a time phrase ahead makes a plan."""
_NOT_PRESENT = frozenset(
    "am is are was were be do does did can can't cannot could will would should must may "
    "might shall get gets have has had need needs want wants like likes love loves hate hates "
    "prefer prefers think thinks feel feels know knows mean means guess always usually often "
    "sometimes never also still only really just so too not".split()
)
_IMPERATIVES = frozenset("cancel book reserve order renew unsubscribe".split())
_PRONOUN_OBJECTS = frozenset("it that this them those these one".split())


def _imperative(
    clause: str, tokens: list[str], words: list[tuple[str, int, int]], spans: list[tuple[int, int]]
) -> ParsedEvent | None:
    """A request the service carries out: "Cancel Hulu", "book a table for two on Friday";
    "book it" names nothing and is none."""
    following = _next(tokens, 0)
    if (
        not tokens
        or tokens[0] not in _IMPERATIVES
        or following in _PRONOUN_OBJECTS
        or is_past(following)  # "Order arrived": a noun, then its verb
    ):
        return None
    obj = _object(clause, words, 1, spans)
    if obj is None:
        return None
    return ParsedEvent(tokens[0], obj, EventStatus.PLANNED, None, True, 0.7)


_MENTAL_PRESENT = frozenset(
    "wants says thinks likes loves hates needs prefers feels knows hopes wishes".split()
)
_REPORTING = frozenset("says said thinks thought told reckons believes".split())
_GERUND_PLANS = {
    "planning": "plan", "heading": "head", "flying": "fly", "leaving": "leave",
    "moving": "move", "starting": "start", "visiting": "visit", "driving": "drive",
}  # fmt: skip
_FRAGMENT_WORDS = frozenset(
    "my our the his her their a an is was are were 's on at in since for".split()
)
_NOT_NOUNS = frozenset(
    "i we you he she they it this that there here what which who when where how why if so and "
    "but or not no yes ok okay thanks please just only also then now see call text email from "
    "to with of by it's that's there's what's here's".split()
)
_PRESENT_COPULA = frozenset({"is", "are", "'s"})
_MAX_FRAGMENT_NOUN = 3


def _gerund_plan(
    clause: str, tokens: list[str], words: list[tuple[str, int, int]], spans: list[tuple[int, int]]
) -> ParsedEvent | None:
    """Chat English drops "I'm": "Planning a campervan trip in March", "Flying out on the 7th"."""
    action = _GERUND_PLANS.get(tokens[0]) if tokens else None
    if action is None or not spans:
        return None
    obj = _object(clause, words, 1, spans)
    return ParsedEvent(action, obj, EventStatus.PLANNED, None, True, 0.7)


def _scheduled(
    clause: str, words: list[tuple[str, int, int]], spans: list[tuple[int, int]]
) -> ParsedEvent | None:
    """A dated noun with no verb of its own: "Checkup on Friday", "Home since Saturday", "My last
    day is at the end of October". Its status comes from the date."""
    if not spans:
        return None
    first = spans[0][0]
    before = [word for word, left, _ in words if left < first]
    after = [word for word, left, _ in words if left >= spans[0][1]]
    noun = [word for word in before if word not in _FRAGMENT_WORDS]
    if not 0 < len(noun) <= _MAX_FRAGMENT_NOUN or len(after) > 1 or not before:
        return None
    if any(word in _NOT_NOUNS or is_past(word) or word.endswith("ing") for word in noun):
        return None
    if before[-1] not in _FRAGMENT_WORDS and len(before) > _MAX_FRAGMENT_NOUN:
        return None
    if "since" in before or clause[first:].lower().startswith("since"):
        status = EventStatus.DONE  # "Home since Saturday": it happened then
    elif any(word in _PRESENT_COPULA for word in before):
        status = EventStatus.PLANNED  # "My last day is at the end of October"
    else:
        status = EventStatus.UNKNOWN
    return ParsedEvent(" ".join(noun), None, status, None, True, 0.6)


def _present(token: str) -> str | None:
    """The base form of a present-tense verb after a subject, or None for a function word."""
    if token in _NOT_PRESENT or token in MENTAL or not token.isalpha() or len(token) < 3:
        return None
    if token.endswith("ies") and len(token) > 4:
        return token[:-3] + "y"
    if token.endswith(("ches", "shes", "sses", "xes")):
        return token[:-2]
    if token.endswith("s") and not token.endswith("ss"):
        return token[:-1]
    return token


_WEATHER = frozenset("rained snowed poured stormed hailed drizzled".split())
"""'It rained' is a situation (kept as a cause), no one's action."""
_THIRD_PARTY = frozenset("the a an it they he she someone somebody your their his her".split())


def _third_party(
    clause: str,
    tokens: list[str],
    words: list[tuple[str, int, int]],
    time_spans: list[tuple[int, int]],
) -> ParsedEvent | None:
    """Someone else did something to the user's case: "the engineer came and swapped the
    router", "it dropped again", "they refunded me"."""
    if not tokens:
        return None
    # A named actor that is no pronoun: "Physio cleared me yesterday", "Mum moved in".
    named = (
        clause.lstrip()[:1].isupper()
        and len(tokens) > 1
        and tokens[0] not in _SUBJECTS
        and not tokens[0].startswith(("you", "i'", "we'", "they'", "he'", "she'", "it'"))
    )
    if tokens[0] not in _THIRD_PARTY and not named:
        return None
    limit = 5 if not named or tokens[0] in _THIRD_PARTY else 2
    for index in range(1, min(len(tokens), limit)):
        token = tokens[index]
        if named and index == 1 and token in {"was", "were", "got"} and is_past(_next(tokens, 1)):
            # "Maya was diagnosed with a peanut allergy last Thursday"
            owner = clause[: words[index][1]].strip()
            obj = _object(clause, words, index + 2, time_spans)
            action = f"be {_next(tokens, 1)}"
            return ParsedEvent(action, obj or owner, EventStatus.DONE, owner, False, 0.7)
        if (
            index == 1
            and time_spans
            and (named or tokens[0] in {"he", "she", "they"})
            and token.endswith("s")
            and _present(token) is not None
        ):
            # "She moves in on September 1st", "Classes start May 18": a plan if ahead.
            owner = clause[: words[index][1]].strip()
            obj = _object(clause, words, index + 1, time_spans)
            return ParsedEvent(
                _present(token) or token,
                obj or owner,
                EventStatus.UNKNOWN,
                owner,
                False,
                PRESENT_CONFIDENCE,
                tentative=True,
            )
        if token in NEGATIONS or token.endswith("n't") or token in MENTAL:
            return None
        if token in _WEATHER:
            return None
        if is_past(token) and token not in IRREGULAR_ADJECTIVES and lemma(token) not in MENTAL:
            owner = clause[: words[index][1]].strip()
            obj = _object(clause, words, index + 1, time_spans)
            return ParsedEvent(lemma(token), obj or owner, EventStatus.DONE, owner, False, 0.7)
    return None


_DETERMINERS = frozenset("the that this those these every any".split())
_RELATIVE_SPAN = 4


def _in_relative_clause(tokens: list[str], subject: int) -> bool:
    """Whether the subject opens a relative clause on a noun after a determiner, with a verb
    before it: "use the address I gave you" (not "the day I moved", which opens the clause)."""
    start = max(0, subject - _RELATIVE_SPAN)
    for index in range(subject - 1, start - 1, -1):
        if tokens[index] in _DETERMINERS:
            return index > 0 and tokens[index - 1] not in _SUBJECTS
    return False


def _reported_en(tokens: list[str]) -> bool:
    """Whether the clause opens with another person's words: "my doctor says …", "she said …"."""
    for index, token in enumerate(tokens[:5]):
        if token in _REPORTING:
            subject = tokens[:index]
            return bool(subject) and not (set(subject) & {"i", "we"})
    return False


def _hypothetical(clause: str, word: tuple[str, int, int]) -> bool:
    """A modal or condition word; "May" with a capital is a name or a month, not a modal."""
    return word[0] in HYPOTHETICAL and not (word[0] == "may" and clause[word[1]].isupper())


def _dropped_subject(
    tokens: list[str], clause: str, words: list[tuple[str, int, int]]
) -> tuple[str, EventStatus, int, float] | None:
    """Chat English drops "I": "Took a short trip to Rome last week", "Started hitting the gym"."""
    index = 0
    while index < len(tokens) - 1 and tokens[index] in ADVERBS:
        index += 1
    if not is_past(tokens[index]) or tokens[index] in {"been", "had", "did", "made"}:
        return None
    following = _next(tokens, index)
    if following and not (
        following in _NOUN_PHRASE_STARTS
        or following in PREPOSITIONS
        or following in PARTICLES
        or following in {"me", "us", "it", "them", "him", "her", "home", "back"}
        or following.endswith("ing")
        or following.isdigit()
        or clause[words[index + 1][1]].isupper()  # "Booked Kopps for Saturday"
    ):
        return None  # "Tapered legs": an adjective and its noun, no act
    found = _main_verb(tokens, index, planned=False, auxiliary=False)
    if found is None:
        return None
    action, status, end, confidence = found
    return action, status, end, confidence * 0.85


def verb_start(tokens: list[str], subject: int) -> int:
    """The first token after a possessive's noun phrase ("my old car", "our rented flat")."""
    index = subject + (2 if is_past(_next(tokens, subject)) else 1)
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


def _verb_group(tokens: list[str], subject: int) -> tuple[str, EventStatus, int, float] | None:
    """(action, status, index after the verb group, confidence) after the subject at `subject`."""
    first = tokens[subject]
    index = verb_start(tokens, subject) if first in {"my", "our"} else subject + 1
    planned = first.endswith("'ll")
    progressive = first.endswith(("'m", "'re")) or first in {"im"}
    perfect = first.endswith("'ve") or first == "ive"
    if perfect and _next(tokens, subject) == "got":
        return None  # "I've got a toddler": having, not an event
    while index < len(tokens):
        token = tokens[index]
        if token in NEGATIONS or token.endswith("n't"):
            return None
        if token in ADVERBS:
            index += 1
        elif token in _FUTURE_AUX or (token == "going" and _next(tokens, index) == "to"):
            planned = True
            index += 2 if token == "going" else 1
            if token == "going" and _next(tokens, index - 1) in {"a", "an", "the", "my", "our"}:
                return "go to", EventStatus.PLANNED, index, 0.8
        elif token in {"am", "are", "is", "'m", "'re"}:
            progressive = True
            index += 1
        elif token in {"have", "has", "'ve"}:
            if _next(tokens, index) == "got":
                return None  # "I've got a toddler": having, not an event
            perfect = True
            index += 1
        elif (
            token in _PLAN_VERBS
            or token in {"about", "thinking", "looking", "forward"}
            or (token in _NEED and _next(tokens, index) == "to")
        ):
            planned = True
            index += 1
        elif token in {"to", "on", "of"} and planned:
            index += 1
        elif token in {"was", "were", "been"}:
            return _copula(tokens, index, perfect)
        elif f"{token} {_next(tokens, index)}" in STATUS_WORDS:
            action, status = STATUS_WORDS[f"{token} {_next(tokens, index)}"]
            return action, status, index + 2, 0.85
        elif token in STATUS_WORDS:
            action, status = STATUS_WORDS[token]
            return action, status, index + 1, 0.85
        else:
            return _main_verb(tokens, index, planned, progressive or perfect)
    return None


def _main_verb(
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
    elif not auxiliary and _present(token) is not None and not token.endswith("ing"):
        status, confidence = EventStatus.UNKNOWN, PRESENT_CONFIDENCE
        base = _present(token) or base
    else:
        return None
    end = index + 1
    action = base
    following = _next(tokens, index)
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
    following = _next(tokens, index)
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


def _status_event(
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
        if _next(tokens, end - 1) in _NOUN_PHRASE_STARTS or _next(tokens, end - 1).endswith("'s"):
            thing = _object(clause, words, end, time_spans) or owner
        return ParsedEvent(action, thing, status, owner, False, 0.75)
    return None


def _object(
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


def _next(tokens: list[str], index: int) -> str:
    return tokens[index + 1] if index + 1 < len(tokens) else ""
