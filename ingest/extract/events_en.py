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
from ingest.extract.verb_groups_en import (
    IRREGULAR_ADJECTIVES,
    NOUN_PHRASE_STARTS,
    PRESENT_CONFIDENCE,
    main_verb,
    next_token,
    object_of,
    present_verb,
    status_event,
    verb_group,
    verb_start,
)
from ingest.extract.verbs_en import (
    ADVERBS,
    HYPOTHETICAL,
    MENTAL,
    NEGATIONS,
    PARTICLES,
    PREPOSITIONS,
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
_LIGHT_VERBS = frozenset({"have", "do", "get", "go through"})
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
            found = verb_group(tokens, index)
        elif index == 0 and token in {"me", "us"} and next_token(tokens, 0).endswith("ing"):
            found = lemma(tokens[1]), EventStatus.DONE, 2, 0.65
        elif index == 0:
            found = _dropped_subject(tokens, clause, words)
        else:
            continue
        if found is None:
            continue
        action, status, verb_end, confidence = found
        obj = object_of(clause, words, verb_end, time_spans)
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
        or status_event(clause, tokens, words, time_spans)
        or _third_party(clause, tokens, words, time_spans)
        or _gerund_plan(clause, tokens, words, time_spans)
        or _scheduled(clause, words, time_spans)
    )


_IMPERATIVES = frozenset("cancel book reserve order renew unsubscribe".split())
_PRONOUN_OBJECTS = frozenset("it that this them those these one".split())


def _imperative(
    clause: str, tokens: list[str], words: list[tuple[str, int, int]], spans: list[tuple[int, int]]
) -> ParsedEvent | None:
    """A request the service carries out: "Cancel Hulu", "book a table for two on Friday";
    "book it" names nothing and is none."""
    following = next_token(tokens, 0)
    if (
        not tokens
        or tokens[0] not in _IMPERATIVES
        or following in _PRONOUN_OBJECTS
        or is_past(following)  # "Order arrived": a noun, then its verb
    ):
        return None
    obj = object_of(clause, words, 1, spans)
    if obj is None:
        return None
    return ParsedEvent(tokens[0], obj, EventStatus.PLANNED, None, True, 0.7)


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
    obj = object_of(clause, words, 1, spans)
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
        if (
            named
            and index == 1
            and token in {"was", "were", "got"}
            and is_past(next_token(tokens, 1))
        ):
            # "Maya was diagnosed with a peanut allergy last Thursday"
            owner = clause[: words[index][1]].strip()
            obj = object_of(clause, words, index + 2, time_spans)
            action = f"be {next_token(tokens, 1)}"
            return ParsedEvent(action, obj or owner, EventStatus.DONE, owner, False, 0.7)
        if (
            index == 1
            and time_spans
            and (named or tokens[0] in {"he", "she", "they"})
            and token.endswith("s")
            and present_verb(token) is not None
        ):
            # "She moves in on September 1st", "Classes start May 18": a plan if ahead.
            owner = clause[: words[index][1]].strip()
            obj = object_of(clause, words, index + 1, time_spans)
            return ParsedEvent(
                present_verb(token) or token,
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
            obj = object_of(clause, words, index + 1, time_spans)
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
    following = next_token(tokens, index)
    if following and not (
        following in NOUN_PHRASE_STARTS
        or following in PREPOSITIONS
        or following in PARTICLES
        or following in {"me", "us", "it", "them", "him", "her", "home", "back"}
        or following.endswith("ing")
        or following.isdigit()
        or clause[words[index + 1][1]].isupper()  # "Booked Kopps for Saturday"
    ):
        return None  # "Tapered legs": an adjective and its noun, no act
    found = main_verb(tokens, index, planned=False, auxiliary=False)
    if found is None:
        return None
    action, status, end, confidence = found
    return action, status, end, confidence * 0.85
