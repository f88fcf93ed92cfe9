"""What the user states by saying yes to the agent's question.

    agent: "取件地址还是台北市大安区复兴南路那个吗？"   user: "对，还是那个。"
        location / address / "台北市大安区复兴南路"
    agent: "We'll send them to d.okafor@northmail.com. Is that right?"   user: "Yes, that's right."
        contact / email / "d.okafor@northmail.com"
A short answer to the agent's question about a slot is read in that question's frame:

    agent: "Any allergies I should know about?"   user: "Tree nuts, especially cashews."
        diet / allergy / "tree nuts"
    agent: "平时穿什么尺码呢？"                     user: "L，偶尔穿XL。"
        clothing / size / "L"

Only a reply that opens with a yes counts, only the agent's last question is read, and only
for the open slots' values the agent repeats back (an address, an e-mail, a size, a name): a
proposal's words ("那以游泳为主，每周再加一次轻松跑？") are the agent's, not the user's, and a
question that offers a choice ("email or text?") confirms none of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.extract.open_slots import open_slot_preferences
from ingest.extract.parsed import ParsedPreference
from ingest.extract.sentences import split_sentences
from ingest.extract.types import Lang

CONFIRMED_CONFIDENCE = 0.8

_ZH_YES = re.compile(
    "^(?:对|对的|对啊|是的|是|没错|嗯|嗯嗯|好的|好|可以|行|就这个|就那个)(?:[，,。！!~～ ]|$)"
)
_EN_YES = re.compile(
    r"^(?:yes|yeah|yep|yup|correct|that's right|that's correct|right|exactly|sure|"
    r"please do|sounds good)\b(?!\s*(?:but|,\s*but)\b)",
    re.IGNORECASE,
)
_ZH_QUESTION = re.compile("[？?]\\s*$|[吗呢]\\s*[。]?\\s*$")
_CHOICE = re.compile(r"\bor\b|或者|还是[^，,？?]{1,20}还是|哪个|哪种|什么", re.IGNORECASE)
_CHOICE_OF_VALUES = re.compile(r"\bor\b|或者|还是[^，,？?]{1,20}还是", re.IGNORECASE)


def confirmed_preferences(question_turn: str, reply: str, lang: Lang) -> list[ParsedPreference]:
    """The slot values in the agent's last question that the user's `reply` says yes to."""
    if not (_ZH_YES if lang == "zh" else _EN_YES).match(reply.strip()):
        return []
    question = _last_question(question_turn, lang)
    if question is None or _CHOICE.search(question):
        return []
    return [
        ParsedPreference(p.category, p.key, p.value, p.polarity, CONFIRMED_CONFIDENCE)
        for p in open_slot_preferences(question)
        if p.category != "family"
    ]


@dataclass(frozen=True, slots=True)
class QuestionFrame:
    """A question about one slot, and how a bare answer to it is said in full."""

    asks: re.Pattern[str]
    en: str
    zh: str


QUESTION_FRAMES: tuple[QuestionFrame, ...] = (
    QuestionFrame(
        re.compile(r"\ballerg(?:y|ies|ic)\b|过敏", re.IGNORECASE),
        "I'm allergic to {answer}",
        "{answer}过敏",
    ),
    QuestionFrame(
        re.compile(
            r"\bwhat size\b|\bwhich size\b|\byour size\b|尺码|码数|穿多大|几码", re.IGNORECASE
        ),
        "I wear size {answer}",
        "我穿{answer}",
    ),
)
_ANSWER_END = re.compile(r"[,，。.;；!！]|\s+(?:and|but|so|especially|mostly)\b|但|不过|而且")
_ANSWER_WORDS = 4
_ANSWER_CHARS = 8
_NO_ANSWER = re.compile(
    r"^(?:no|none|nope|not really|nothing|i|i'm|we|my|it|that|yes|sure|"
    "没有|没|不|无|我|你|这|那|对|好)"
    r"(?:\b|$|[^a-z])",
    re.IGNORECASE,
)


def answered_preferences(question_turn: str, reply: str, lang: Lang) -> list[ParsedPreference]:
    """What a bare answer ("Tree nuts, especially cashews.") to the agent's question about a
    slot ("Any allergies?") states, read in the question's frame."""
    question = _last_question(question_turn, lang)
    if question is None or _CHOICE_OF_VALUES.search(question):
        return []
    frame = next((f for f in QUESTION_FRAMES if f.asks.search(question)), None)
    stop = _ANSWER_END.search(reply)
    answer = (reply if stop is None else reply[: stop.start()]).strip()
    if frame is None or not answer or _NO_ANSWER.match(answer):
        return []
    if len(answer.split()) > _ANSWER_WORDS or (lang == "zh" and len(answer) > _ANSWER_CHARS):
        return []
    said = (frame.zh if lang == "zh" else frame.en).format(answer=answer)
    return [
        ParsedPreference(p.category, p.key, p.value, p.polarity, CONFIRMED_CONFIDENCE)
        for p in open_slot_preferences(said)
        if p.category != "family"
    ]


def _last_question(turn: str, lang: Lang) -> str | None:
    """The last sentence of the agent's turn, when it asks something, with the sentence before
    it: "We'll send them to the address on file, d.o@x.com. Is that right?" asks about both."""
    spans = split_sentences(turn, lang)
    if not spans:
        return None
    start, end = spans[-1]
    last = turn[start:end].strip()
    asks = "?" in turn[end : end + 2] or "？" in turn[end : end + 2]
    if not asks and not (lang == "zh" and _ZH_QUESTION.search(last)):
        return None
    if lang == "en" and len(last.split()) <= 4 and len(spans) > 1:
        before = turn[spans[-2][0] : spans[-2][1]].strip()
        return f"{before}. {last}"  # "Is that right?" points back
    return last
