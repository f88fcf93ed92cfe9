"""The material, finish or colour wanted for one furnishing, keyed by the item, so a later
choice for the same item supersedes it:

    "white oak cabinets with matte black hardware"   home / cabinet / "white oak",
                                                     home / hardware / "matte black"
    "I'd rather have brushed brass hardware"         home / hardware / "brass"
    "窗帘想要灰色的" / "想换成墨绿色的遮光帘"          home / curtain / "grey" / "dark green"

Items and attributes are data, in English and Chinese.
"""

from __future__ import annotations

import re
from functools import cache

from graph.model import Polarity
from ingest.extract.parsed import ParsedPreference
from ingest.extract.statement import clauses_of, negated, someone_else

ITEMS: dict[str, str] = {
    "cabinet": "cabinets|cabinet|cupboards|橱柜|柜门",
    "hardware": "hardware|handles|pulls|knobs|把手|拉手|五金",
    "curtain": "curtains|curtain|drapes|blinds|窗帘|遮光帘|纱帘",
    "sofa": "sofa|sofas|couch|沙发",
    "dining table": "dining table|kitchen table|餐桌",
    "countertop": "countertops|countertop|worktops|worktop|台面",
    "flooring": "flooring|floors|floor|地板",
    "bedding": "bedding|sheets|duvet cover|床品|床单|四件套",
    "rug": "rugs|rug|carpet|地毯",
    "tiles": "tiles|tile|瓷砖",
}
ATTRIBUTES: dict[str, str] = {
    "white oak": "white oak|白橡|白橡木",
    "oak": "oak|橡木",
    "walnut": "walnut|胡桃木",
    "solid wood": "solid wood|实木",
    "marble": "marble|大理石",
    "brass": "brushed brass|brass|黄铜",
    "matte black": "matte black|matt black|哑光黑|磨砂黑",
    "chrome": "chrome|镀铬",
    "stainless steel": "stainless steel|不锈钢",
    "leather": "leather|真皮|皮质",
    "velvet": "velvet|丝绒",
    "tech cloth": "tech cloth|科技布",
    "fabric": "fabric|布艺",
    "linen": "linen|亚麻",
    "dark green": "dark green|forest green|墨绿色|墨绿",
    "sage green": "sage green|鼠尾草绿",
    "grey": "grey|gray|灰色",
    "beige": "beige|米色|米白色",
    "white": "white|白色",
    "navy": "navy|藏青色|藏蓝色",
    "plain": "plain|素色|纯色",
}
_CHANGE = re.compile(r"(?:换成|改成|改为|想要|要|rather have|switch to|go with)\s*$")


def _alternation(table: dict[str, str]) -> str:
    surfaces = sorted({s for v in table.values() for s in v.split("|")}, key=len, reverse=True)
    return "|".join(map(re.escape, surfaces))


def _canonical(table: dict[str, str], surface: str) -> str:
    return next(k for k, v in table.items() if surface in v.split("|"))


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    attr, item = _alternation(ATTRIBUTES), _alternation(ITEMS)
    before = re.compile(rf"(?<![a-z])({attr})(?:\s+[a-z]+)?\s*(?:的)?\s*({item})(?![a-z])")
    after = re.compile(
        rf"({item})(?:的话)?(?:一定|最好|还是|都|就|也)*(?:想要|要|用|换成|改成|选)({attr})"
    )
    return before, after


def item_preferences(sentence: str) -> list[ParsedPreference]:
    """One preference per item the sentence gives an attribute; a changed-to one wins."""
    lowered = sentence.lower()
    clauses = clauses_of(lowered)
    before, after = _patterns()
    chosen: dict[str, tuple[bool, str, Polarity]] = {}
    for pattern, attr_group in ((before, 1), (after, 2)):
        for match in pattern.finditer(lowered):
            start = match.start(attr_group)
            clause = next(((s, e) for s, e in clauses if s <= start < e), (0, len(lowered)))
            if someone_else(lowered, start, clause):
                continue
            item = _canonical(ITEMS, match.group(3 - attr_group))
            attribute = _canonical(ATTRIBUTES, match.group(attr_group))
            is_change = bool(_CHANGE.search(lowered[max(0, match.start() - 12) : match.start()]))
            refused = negated(lowered, match.start(), match.end(), clause)
            polarity = Polarity.DISLIKE if refused else Polarity.LIKE
            if item not in chosen or is_change or not chosen[item][0]:
                chosen[item] = (is_change, attribute, polarity)
    return [
        ParsedPreference("home", item, attribute, polarity, 0.8)
        for item, (_, attribute, polarity) in chosen.items()
        if polarity is Polarity.LIKE
    ]


def without_items(
    found: list[ParsedPreference], slotted: list[ParsedPreference]
) -> list[ParsedPreference]:
    """The open rules' findings, less those about an item this module read ("窗帘 / 灰色")."""
    items = {p.key for p in slotted if p.category == "home" and p.key in ITEMS}
    if not items:
        return found
    surfaces = tuple(s for item in items for s in ITEMS[item].split("|"))
    return [p for p in found if not any(s in p.key.lower() for s in surfaces)]
