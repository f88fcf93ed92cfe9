"""Whose turn it is, and what in it is about the conversation rather than the user.

Only the user's own statements become events and preferences. The agent's turns
(acknowledgements, summaries, suggestions) stay turns, so recall still finds them, but state no
facts about the user. A meta-statement ("我记得上次我提到过…", "as I said before") only frames
what follows: it is blanked (offsets kept) before the rules read the turn.
"""

from __future__ import annotations

import re

AGENT_SPEAKERS = frozenset(
    "agent assistant ai bot system support companion chatbot 客服 助手 助理 机器人".split()
)
_META = re.compile(
    r"我?(?:记得|好像)?(?:上次|之前|以前|刚才)?我?(?:也)?(?:提到过|提过|说过|讲过|跟你说过|告诉过你)(?:的)?"
    r"|(?:就像|正如|像)我?(?:之前|上次|刚才)?(?:说|提到)的(?:那样)?"
    r"|\b(?:as|like)\s+I\s+(?:said|mentioned|told you)(?:\s+(?:before|earlier|last time))?\b"
    r"|\bI\s+(?:think\s+I\s+)?(?:mentioned|told you|said)\s+(?:before|earlier|last time)"
    r"(?:\s+that)?\b"
    r"|\bI\s+remember\s+(?:telling|saying|mentioning)(?:\s+(?:you|that))?\b"
    r"|\bas\s+(?:I\s+)?(?:mentioned|discussed)(?:\s+(?:before|earlier))?\b",
    re.IGNORECASE,
)


def is_agent(speaker: str) -> bool:
    """Whether `speaker` names the assistant side of the conversation."""
    return speaker.strip().lower() in AGENT_SPEAKERS


def without_meta(text: str) -> str:
    """`text` with its meta-statements replaced by spaces of the same length."""
    return _META.sub(lambda match: " " * len(match.group()), text)
