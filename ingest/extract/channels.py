"""Contact channels ("never call me, SMS only" / "别打电话，只发短信"), in canonical names.

The value is always English ("SMS only"), whatever the language of the statement, so a
restatement in the other language reinforces the same preference.
"""

from __future__ import annotations

import re

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference

_CHANNEL_NAMES: dict[str, str] = {
    "sms": "SMS", "text": "SMS", "texts": "SMS", "text message": "SMS", "text messages": "SMS",
    "message": "SMS", "messages": "SMS", "短信": "SMS", "email": "email", "e-mail": "email",
    "emails": "email", "mail": "email", "邮件": "email", "邮箱": "email", "电子邮件": "email",
    "call": "phone", "calls": "phone", "phone": "phone", "phone call": "phone",
    "phone calls": "phone", "电话": "phone", "打电话": "phone", "wechat": "WeChat",
    "微信": "WeChat", "whatsapp": "WhatsApp", "push": "push", "push notification": "push",
    "push notifications": "push", "推送": "push",
}  # fmt: skip
_EN_CHANNEL = (
    r"(sms|text messages?|texts?|e-?mails?|mail|phone calls?|calls?|phone|wechat|whatsapp"
    r"|push notifications?|push|messages?)"
)
_ZH_CHANNEL = "(短信|电子邮件|邮件|邮箱|打电话|电话|微信|推送)"
_EN_ONLY = (
    re.compile(rf"\b{_EN_CHANNEL}\s+only\b", re.IGNORECASE),
    re.compile(
        r"\bonly\s+(?:contact me\s+|reach me\s+|notify me\s+)?(?:by|via|through)\s+"
        rf"{_EN_CHANNEL}\b",
        re.IGNORECASE,
    ),
    re.compile(r"\bonly\s+(text|e-?mail|call|message)\s+me\b", re.IGNORECASE),
    re.compile(rf"\bjust\s+{_EN_CHANNEL}\s+(?:me\s+)?(?:please|instead)\b", re.IGNORECASE),
)
_EN_NEVER = re.compile(
    r"\b(?:never|don'?t|do not|stop|no more)\s+"
    r"(call|text|e-?mail|message|ring|phone)(?:ing)?\s+me\b",
    re.IGNORECASE,
)
_ZH_ONLY = (
    re.compile(rf"只(?:接受|用|发|通过|要|能)?{_ZH_CHANNEL}"),
    re.compile(rf"(?:发|用|通过){_ZH_CHANNEL}(?:联系我)?就(?:行|好|可以)"),
    re.compile(rf"{_ZH_CHANNEL}(?:联系我)?就(?:行|好|可以)"),
)
_ZH_NEVER = re.compile(
    rf"(?:别|不要|不用|不许|请勿|勿)(?:给我|再)?{_ZH_CHANNEL}|(?:别|不要)(?:打给我|给我打)"
)


def channel_preferences(sentence: str, lang: str) -> list[ParsedPreference]:
    """The contact-channel preferences `sentence` states: an "X only" choice wins over the
    "never Y" it usually comes with; a lone "never Y" is a dislike of that channel."""
    only = _EN_ONLY if lang == "en" else _ZH_ONLY
    for pattern in only:
        match = pattern.search(sentence)
        if match is not None:
            channel = _canonical(match.group(1))
            return [
                ParsedPreference("notification", "channel", f"{channel} only", Polarity.LIKE, 0.9)
            ]
    never = (_EN_NEVER if lang == "en" else _ZH_NEVER).search(sentence)
    if never is None:
        return []
    channel = _canonical(next((group for group in never.groups() if group), "电话"))
    return [ParsedPreference("notification", channel, "never", Polarity.DISLIKE, 0.85)]


def _canonical(word: str) -> str:
    lowered = word.lower()
    if lowered in {"ring", "phone"}:
        return "phone"
    return _CHANNEL_NAMES.get(lowered, _CHANNEL_NAMES.get(lowered.rstrip("s"), lowered))
