"""English preference rules, one sentence at a time, tried in order:

    contact channel   "never call me, SMS only"        notification / channel / "SMS only"
    budget            "my budget for the sofa is 5000"  budget / sofa / "≤ 5000"
    favourite         "my favorite color is blue"       color / favorite / "blue"
    choice            "I prefer tea over coffee"        drink / preferred / "tea over coffee"
    only              "I only drink green tea"          drink / preferred / "green tea only"
    like / dislike    "I love jazz", "I hate mornings"  music / jazz / "likes jazz"

A liked thing is its own key (liking jazz does not replace liking pizza); a choice has one key
per category, so a new choice supersedes the old. Questions and hypotheticals state nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from graph.model import Polarity
from ingest.extract.abstentions import abstention_preferences
from ingest.extract.amounts import find_amount, limit_text
from ingest.extract.categories import (
    categorise,
    exclusive_key,
    normalise_category,
    split_colour,
)
from ingest.extract.family_facts import named_person_fact
from ingest.extract.instructions import instruction_preferences
from ingest.extract.item_attributes import item_preferences, without_items
from ingest.extract.open_slots import (
    open_slot_preferences,
    with_channel_address,
    without_call_channel,
)
from ingest.extract.parsed import ParsedPreference
from ingest.extract.preferences_zh import one_per_key, unslotted
from ingest.extract.schedule_slots import schedule_preferences
from ingest.extract.slot_reader import slot_preferences
from ingest.extract.statement import is_statement, one_off, stated_part, without_softeners
from ingest.extract.topic_prefs import topic_preferences_en

_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|would|could|might|wonder|whether|suppose|imagine|do you|did you|are you)\b"
    r"|'d\b",
    re.IGNORECASE,
)
_CLAUSE_EDGE = re.compile(r"[,;:–—]|\s-\s|\bbut\b|\band\s+I\b", re.IGNORECASE)
_BUDGET = re.compile(
    r"\bbudget\b|\bspend\b|\bafford\b|\bcost\b|\bprice\b|\b(?:hard |spending )?cap\b",
    re.IGNORECASE,
)
# "We planned $45k and we're already at $41k. Hard cap is $50k": the limit is the amount that
# the limit word names, not the first amount of the sentence.
_LIMIT_WORD = re.compile(
    r"\b(?:hard cap|cap|max(?:imum)?|limit|at most|no more than|not more than|up to|ceiling)\b",
    re.IGNORECASE,
)
_BUDGET_FOR = (
    re.compile(
        r"\bbudget\s+(?:for|on)\s+(?:(?:a|an|the|my|our)\s+)?(?:new\s+)?([a-z]+)", re.IGNORECASE
    ),
    re.compile(r"\bspend\s+on\s+(?:(?:a|an|the|my)\s+)?(?:new\s+)?([a-z]+)", re.IGNORECASE),
    re.compile(
        r"\bspend\b[^.;!?]{0,40}?\bon\s+(?:(?:a|an|the|my)\s+)?(?:new\s+)?([a-z]+)", re.IGNORECASE
    ),
    re.compile(r"\b([a-z]+)\s+budget\b", re.IGNORECASE),
)
_NOT_BUDGET_HEADS = frozenset(
    "my the a our total overall monthly is yuan rmb cny dollar dollars usd euro euros eur "
    "pound pounds gbp bucks k grand".split()
)
_FAVOURITE = re.compile(
    r"\bmy\s+(?:all-time\s+)?fav(?:ou?rite)?\s+([a-z]+(?:\s[a-z]+)?)\s+"
    r"(?:is|are|has to be)\s+([^,.;!]{1,60})",
    re.IGNORECASE,
)
_PREFER = re.compile(
    r"\bI\s+(?:really\s+|much\s+|definitely\s+|usually\s+|generally\s+|still\s+|now\s+)?prefer\s+"
    r"([^,.;!]{1,60}?)(?:\s+(?:over|to|rather than|instead of)\s+([^,.;!]{1,40}))?"
    r"(?=[,.;!]|$|\s+(?:now|these days)\b)",
    re.IGNORECASE,
)
_ONLY = re.compile(
    r"\bI\s+only\s+(drink|eat|use|wear|listen to|watch|read|buy|fly|shop at|take)\s+"
    r"([^,.;!]{1,50})",
    re.IGNORECASE,
)
_ONLY_VERB_CATEGORY = {"drink": "drink", "eat": "food", "listen to": "music", "watch": "film",
                       "read": "reading", "wear": "style", "fly": "travel"}  # fmt: skip
_LIKE = re.compile(
    r"\bI(?:\s+|(?='))"
    r"(?:(?:really|absolutely|just|also|totally|truly|do|so|still|kinda)\s+){0,2}"
    r"(love|like|enjoy|adore|hate|dislike|can't stand|cannot stand|don't like|do not like|"
    r"don't enjoy|never eat|never drink|never watch|am into|'m into|am a fan of|'m a fan of|"
    r"am not a fan of|'m not a fan of|am passionate about|'m passionate about|am keen on|"
    r"'m keen on)\s+",
    re.IGNORECASE,
)
_DISLIKE_VERBS = ("hate", "dislike", "can't stand", "cannot stand", "don't", "do not", "never",
                  "not a fan")  # fmt: skip
_LIST_SPLIT = re.compile(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*")
_ITEM_STOP = re.compile(
    r"[.;!?]|\s+[-–—]\s|,?\s+I\b|,?\s+(?:because|since|when|while|but|so|as|with|which|"
    r"that|who|on|at|in|during|every|"
    r"these days|lately|now|too|a lot|so much|very much)\b",
    re.IGNORECASE,
)
_SKIP_ITEMS = frozenset(
    "it that this these those them you your him her how what when where the idea to do does "
    "did are is".split()
)
_GENERIC_HEADS = (" music",)
_LOOK_BACK = 120
_DETERMINERS = re.compile(r"^(?:the|a|an|some|my|our|all)\s+", re.IGNORECASE)


def preferences_en(sentence: str) -> list[ParsedPreference]:
    """The preferences `sentence` states, or [] for a question, hypothetical or remark."""
    sentence = stated_part(without_softeners(sentence), "en")
    if not is_statement(sentence, "en") or one_off(sentence):
        return []
    named = named_person_fact(sentence)
    if named:
        # "Maya is vegan" is Maya's diet, not the user's.
        return named
    slotted = with_channel_address(
        without_call_channel(
            slot_preferences(sentence)
            + open_slot_preferences(sentence)
            + schedule_preferences(sentence)
            + item_preferences(sentence)
        )
    )
    # A budget is often one clause of a longer statement, so the other families still run.
    budget = _budget(sentence)
    items = [] if _hypothetical_text(sentence) else _item_budgets(sentence)
    if items and budget is not None and budget.key in {"general", *(p.key for p in items)}:
        budget = None
    rest = _statement(sentence) + ([] if budget is None else [_budget_key(budget)]) + items
    rest += topic_preferences_en(sentence) + instruction_preferences(sentence)
    rest += abstention_preferences(sentence)
    return slotted + unslotted(one_per_key(without_items(rest, slotted)), slotted, sentence)


def _statement(sentence: str) -> list[ParsedPreference]:
    favourite = _FAVOURITE.search(sentence)
    if favourite is not None and not _hypothetical(sentence, favourite):
        category = normalise_category(favourite.group(1))
        value = _clean(favourite.group(2))
        if value:
            return [ParsedPreference(category, "favorite", value, Polarity.LIKE, 0.9)]
    prefer = _PREFER.search(sentence)
    if prefer is not None and not _hypothetical(sentence, prefer):
        return _choice(prefer.group(1), prefer.group(2))
    only = _ONLY.search(sentence)
    if only is not None and not _hypothetical(sentence, only):
        item = _clean(only.group(2))
        category = _ONLY_VERB_CATEGORY.get(only.group(1).lower()) or categorise(item)
        return [
            ParsedPreference(category, exclusive_key(category), f"{item} only", Polarity.LIKE, 0.9)
        ]
    return _likes(sentence)


_ITEM_LIMIT = re.compile(
    r"\b(?P<item>[a-z]+(?:\s+out)?)\s+(?:budget\s+)?(?:spending\s+)?"
    r"(?:under|below|to|at|of|max(?:imum)?|capped at|at most|within)\s+"
    r"(?P<amount>[$£€¥]\s?\d[\d,]*(?:\.\d+)?k?\b|\d[\d,]*(?:\.\d+)?\s?(?:k\b|dollars|euros|pounds|"
    r"yuan|usd|eur|gbp|cny|rmb))",
    re.IGNORECASE,
)
_NOT_ITEMS = frozenset(
    "it them that this price cost total up down back all everything spending budget already "
    "currently now still was were is are be been".split()
)
_BUDGET_KEYS = {
    "grocery": "groceries", "groceries": "groceries", "food": "groceries",
    "eating out": "dining out", "dining out": "dining out", "dining": "dining out",
    "restaurants": "dining out", "takeout": "dining out", "rent": "rent",
}  # fmt: skip


def _item_budgets(sentence: str) -> list[ParsedPreference]:
    """One limit per item: "groceries under $500 a month and eating out under $200"."""
    found: dict[str, ParsedPreference] = {}
    for match in _ITEM_LIMIT.finditer(sentence):
        item = " ".join(match.group("item").lower().split())
        if item in _NOT_ITEMS or item in found:
            continue
        amount = find_amount(match.group("amount"), None)
        if amount is None:
            continue
        key = _BUDGET_KEYS.get(item, item)
        value = limit_text(match.group(), find_amount(match.group(), None) or amount)
        found[key] = ParsedPreference("budget", key, value, Polarity.NEUTRAL, 0.85)
    return list(found.values())


def _budget(sentence: str) -> ParsedPreference | None:
    if not _BUDGET.search(sentence):
        return None
    amount = find_amount(sentence, None)
    if amount is None or _HYPOTHETICAL.search(sentence) or sentence.rstrip().endswith("?"):
        return None
    limit = _LIMIT_WORD.search(sentence)
    named = find_amount(sentence[limit.end() :], None) if limit is not None else None
    if limit is not None and named is not None:
        shift = limit.end()
        amount = replace(named, start=named.start + shift, end=named.end + shift)
    key = "general"
    for pattern in _BUDGET_FOR:
        match = pattern.search(sentence)
        if match is not None and match.group(1).lower() not in _NOT_BUDGET_HEADS:
            key = match.group(1).lower()
            break
    return ParsedPreference("budget", key, limit_text(sentence, amount), Polarity.NEUTRAL, 0.9)


def _hypothetical_text(sentence: str) -> bool:
    return bool(_HYPOTHETICAL.search(sentence)) or sentence.rstrip().endswith("?")


def _budget_key(budget: ParsedPreference) -> ParsedPreference:
    key = _BUDGET_KEYS.get(budget.key, budget.key)
    return (
        budget
        if key == budget.key
        else ParsedPreference(
            budget.category, key, budget.value, budget.polarity, budget.confidence
        )
    )


def _hypothetical(sentence: str, match: re.Match[str]) -> bool:
    """Whether the clause around `match` is a question, wish or condition."""
    window = max(0, match.start() - _LOOK_BACK)
    edges = [edge.end() for edge in _CLAUSE_EDGE.finditer(sentence, window, match.start())]
    start = edges[-1] if edges else window
    following = _CLAUSE_EDGE.search(sentence, match.end(), match.end() + _LOOK_BACK)
    if following is None and sentence.rstrip().endswith("?"):
        return True
    return bool(_HYPOTHETICAL.search(sentence, start, match.end(1)))


def _choice(chosen: str, rejected: str | None) -> list[ParsedPreference]:
    item = _clean(chosen)
    if not item:
        return []
    category = categorise(item if rejected is None else f"{item} {rejected}")
    value = item if rejected is None else f"{item} over {_clean(rejected)}"
    return [ParsedPreference(category, exclusive_key(category), value, Polarity.LIKE, 0.9)]


def _likes(sentence: str) -> list[ParsedPreference]:
    found: list[ParsedPreference] = []
    for match in _LIKE.finditer(sentence):
        if _hypothetical(sentence, match):
            continue
        verb = match.group(1).lower().replace("’", "'")
        dislike = verb.startswith(_DISLIKE_VERBS) or " not " in f" {verb} "
        polarity = Polarity.DISLIKE if dislike else Polarity.LIKE
        confidence = 0.7 if "kinda" in match.group().lower() else 0.9
        rest = sentence[match.end() : match.end() + 100]
        stop = _ITEM_STOP.search(rest)
        for raw in _LIST_SPLIT.split(rest if stop is None else rest[: stop.start()]):
            item = _item(raw)
            if item is None or _BUDGET.search(item):
                continue
            colour_and_style = split_colour(item)
            if colour_and_style is not None:
                colour, item = colour_and_style
                found.append(ParsedPreference("color", colour, colour, polarity, confidence * 0.95))
            found.append(
                ParsedPreference(
                    categorise(item), item, f"not {item}" if dislike else item, polarity, confidence
                )
            )
    return found


def _item(raw: str) -> str | None:
    item = _clean(raw)
    if not item or item.split()[0] in _SKIP_ITEMS or len(item.split()) > 6:
        if item.startswith("to ") and len(item.split()) <= 4:
            return _gerund(item[3:])
        return None
    for head in _GENERIC_HEADS:
        if item.endswith(head) and " " in item:
            item = item.removesuffix(head)
    return item


def _gerund(phrase: str) -> str | None:
    """ "read" → "reading", "bake cakes" → "baking cakes"."""
    words = _clean(phrase).split()
    if not words:
        return None
    verb = words[0]
    if verb.endswith("e") and not verb.endswith("ee") and len(verb) > 2:
        verb = verb[:-1]
    return " ".join([verb + "ing", *words[1:]])


def _clean(text: str) -> str:
    """Lower case, no determiner, no trailing filler, single spaces."""
    text = _DETERMINERS.sub("", " ".join(text.strip().split()))
    text = re.sub(
        r"\s+(?:now|these days|lately|too|anymore|any more|again)$", "", text, flags=re.IGNORECASE
    )
    return text.strip(" \"'“”").lower()
