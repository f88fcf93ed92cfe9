"""Whose turn it is, and what in it is about the conversation rather than the user.

Only the user's own statements become preferences. The agent's turns stay turns, so recall
still finds them; from them only what the agent reports as done on the user's case (a ticket
escalated, a table booked, a refund issued) becomes an event, never an acknowledgement, summary,
suggestion or promise. A meta-statement ("我记得上次我提到过…", "as I said before") only frames
what follows: it is blanked (offsets kept) before the rules read the turn.
"""

from __future__ import annotations

import re

AGENT_SPEAKERS = frozenset(
    "agent assistant ai bot system support companion chatbot 客服 助手 助理 机器人".split()
)
_META = re.compile(
    r"(?<![没不])我?(?:记得|好像)?(?:上次|之前|以前|刚才)?我?(?:也)?"
    r"(?<![没不])(?:提到过|提过|说过|讲过|跟你说过|告诉过你)(?:的)?"
    r"|(?:就像|正如|像)我?(?:之前|上次|刚才)?(?:说|提到)的(?:那样)?"
    r"|\b(?:as|like)\s+I\s+(?:said|mentioned|told you)(?:\s+(?:before|earlier|last time))?\b"
    r"|\bI\s+(?:think\s+I\s+)?(?:mentioned|told you|said)\s+(?:before|earlier|last time)"
    r"(?:\s+that)?\b"
    r"|\bI\s+remember\s+(?:telling|saying|mentioning)(?:\s+(?:you|that))?\b"
    r"|\bas\s+(?:I\s+)?(?:mentioned|discussed)(?:\s+(?:before|earlier))?\b",
    re.IGNORECASE,
)


_ACKNOWLEDGEMENT = re.compile(
    r"记住|记下|记录|备注|已改为|已更新|改为|明白|收到|好的|没问题|希望|祝|恭喜|建议|可以考虑|"
    r"\b(?:noted|got it|understood|i'll remember|i will remember|updated|switched your|"
    r"i've changed|i have changed|i'll|i will|should|could|would|might|can|hope|congrat\w*|"
    r"suggest|recommend)\b",
    re.IGNORECASE,
)
AGENT_EVENT_STATUSES = frozenset({"done", "resolved", "cancelled", "open"})
"""What an agent's turn may report: an action done on the user's case ("I've escalated your
ticket", 已为您预订), a problem found, a fix; never a plan, suggestion or acknowledgement."""


def acknowledges(clause: str) -> bool:
    """Whether an agent's clause acknowledges, suggests or promises rather than reports."""
    return bool(_ACKNOWLEDGEMENT.search(clause))


_RETRACTION = re.compile(
    r"不用记了|别记了|不用记|不要记|不用再记|不作数|不算数|当我没说|删掉|删了吧|忘了那个|忘掉"
    r"|\bforget\s+(?:about\s+)?(?:the|that|my|what)\b|\bnever\s*mind\b|\bscratch\s+(?:that|the)\b"
    r"|\bignore\s+what\s+I\s+said\b|\bdisregard\b|\bno longer applies\b",
    re.IGNORECASE,
)


def retracts(sentence: str) -> bool:
    """Whether the user takes back, in `sentence`, what it names ("尺码L那个，不用记了")."""
    return bool(_RETRACTION.search(sentence))


def is_agent(speaker: str) -> bool:
    """Whether `speaker` names the assistant side of the conversation."""
    return speaker.strip().lower() in AGENT_SPEAKERS


def without_meta(text: str) -> str:
    """`text` with its meta-statements replaced by spaces of the same length."""
    return _META.sub(lambda match: " " * len(match.group()), text)
