"""The normalised vocabulary of preference categories, and which words belong to which.

Open but normalised: a word not in the table falls back to "general", and synonyms of a category
name ("colour", "cuisine", "notifications") map to one spelling, so that the same statement
always lands in the same (category, key) chain. `EXCLUSIVE_KEY` names the key of the one current
choice within a category ("I prefer X", "my favourite X is Y"), which a change supersedes.
"""

from __future__ import annotations

import re

CATEGORY_SYNONYMS: dict[str, str] = {
    "colour": "color", "colors": "color", "colours": "color", "颜色": "color",
    "cuisine": "food", "dish": "food", "dishes": "food", "meal": "food", "食物": "food",
    "菜": "food", "drinks": "drink", "beverage": "drink", "饮料": "drink",
    "notifications": "notification", "contact": "notification", "通知": "notification",
    "songs": "music", "音乐": "music", "歌": "music", "movies": "film", "movie": "film",
    "films": "film", "电影": "film", "books": "reading", "book": "reading", "书": "reading",
    "sports": "sport", "运动": "sport", "places": "location", "place": "location",
    "city": "location", "地方": "location", "城市": "location", "风格": "style",
    "design": "style", "job": "work", "career": "work", "工作": "work", "家人": "family",
    "pets": "pet", "宠物": "pet", "hobbies": "hobby", "爱好": "hobby", "budget": "budget",
    "预算": "budget", "price": "budget", "travel": "travel", "旅行": "travel",
}  # fmt: skip

# Each category's words, "|"-separated so that a word may hold a space.
_WORDS: dict[str, str] = {
    "color": (
        "red|blue|green|yellow|black|white|purple|pink|orange|grey|gray|brown|beige|"
        "navy|teal|颜色|色|深色|暗色|浅色|亮色|素色"
    ),
    "style": (
        "minimalist|minimal|modern|vintage|rustic|dark mode|light mode|dark theme|style|"
        "scandinavian|industrial|decor|简约|风格|复古|现代|极简|北欧|欧式|轻奢|工业风|"
        "田园风|侘寂|装修风|深色模式|暗色模式|浅色模式|夜间模式"
    ),
    "notification": (
        "sms|text message|texts|email|e-mail|phone call|call|wechat|push notification|"
        "notification|短信|邮件|电话|微信|通知|推送"
    ),
    "drink": "coffee|tea|latte|espresso|beer|wine|juice|milk tea|soda|咖啡|茶|啤酒|酒|奶茶|果汁",
    "food": (
        "pizza|sushi|pasta|spicy|meat|pork|beef|chicken|fish|seafood|vegetarian|vegan|"
        "food|cuisine|dessert|chocolate|cake|cobbler|noodles|rice|salad|burger|cook|"
        "baking|菜|火锅|辣|甜|肉|鱼|面|饭|素食|甜点|蛋糕|美食|烹饪|做饭"
    ),
    "music": (
        "jazz|rock|pop|classical|music|song|songs|band|concert|hip hop|rap|guitar|piano|"
        "violin|sing|音乐|歌|爵士|摇滚|古典|钢琴|吉他|唱歌|演唱会"
    ),
    "film": "movie|movies|film|films|cinema|电影|影片|纪录片",
    "reading": "book|books|novel|novels|reading|poetry|书|小说|读书|阅读|诗",
    "art": "painting|paint|drawing|pottery|art|sculpture|photography|"
    "绘画|画画|画|陶艺|艺术|摄影|书法",
    "sport": (
        "hiking|running|swimming|yoga|football|soccer|basketball|tennis|cycling|biking|"
        "gym|kickboxing|taekwondo|dance|dancing|skiing|跑步|游泳|瑜伽|爬山|足球|篮球|网球|骑行|健身|跳舞|滑雪"
    ),
    "location": "beach|mountains|city|countryside|seaside|lake|park|海边|山|城市|乡村|公园|湖",
    "travel": "travel|traveling|travelling|trip|road trip|camping|旅行|旅游|露营",
    "pet": "dog|dogs|cat|cats|puppy|kitten|pets|狗|猫|宠物",
    "family": "kids|children|family|wife|husband|mom|dad|孩子|家人|家庭",
    "work": "work|job|career|office|remote|meeting|工作|上班|加班|会议",
}
CATEGORY_WORDS: dict[str, tuple[str, ...]] = {
    category: tuple(words.split("|")) for category, words in _WORDS.items()
}

_WORD_TO_CATEGORY: dict[str, str] = {
    word: category for category, words in CATEGORY_WORDS.items() for word in words
}
_EN_WORD = re.compile(r"[a-z][a-z\-]*")
# A colour said as an adjective before a noun: 深色的…, 米白色…, "dark …", "navy blue …".
_ZH_COLOUR = re.compile(
    "^((?:[深浅暗亮淡纯素彩冷暖]|[红橙黄绿青蓝紫黑白灰粉棕褐金银米咖]{1,2}|原木|莫兰迪|马卡龙)"
    "色(?:系|调)?|[深浅][红橙黄绿青蓝紫灰棕褐]|黑白)的?(.+)$"
)
_EN_COLOUR = re.compile(
    r"^((?:(?:dark|light|pale|deep|bright|pastel|navy|earthy?|neutral)[\s-]+)?"
    r"(?:red|blue|green|yellow|black|white|purple|pink|orange|grey|gray|brown|beige|navy|teal)"
    r"|dark|light|pastel|neutral|earthy|earth-tone|monochrome)"
    r"(?:[\s-]+(?:colou?red|toned?|tones))?\s+(.+)$",
    re.IGNORECASE,
)

EXCLUSIVE_KEY: dict[str, str] = {"notification": "channel", "budget": "general"}
DEFAULT_EXCLUSIVE_KEY = "preferred"


def normalise_category(name: str) -> str:
    """One spelling per category: "Colour" → "color", "通知" → "notification"."""
    lowered = " ".join(name.strip().lower().split())
    return CATEGORY_SYNONYMS.get(lowered, lowered) or "general"


def categorise(item: str) -> str:
    """The category of a liked or disliked thing, by its words; "general" when none is known."""
    lowered = item.lower()
    words = _EN_WORD.findall(lowered)
    for size in (2, 1):
        for index in range(len(words) - size + 1):
            phrase = " ".join(words[index : index + size])
            if phrase in _WORD_TO_CATEGORY:
                return _WORD_TO_CATEGORY[phrase]
            singular = phrase.removesuffix("s")
            if singular in _WORD_TO_CATEGORY:
                return _WORD_TO_CATEGORY[singular]
    for length in (4, 3, 2, 1):
        for index in range(len(lowered) - length + 1):
            chunk = lowered[index : index + length]
            if not chunk.isascii() and chunk in _WORD_TO_CATEGORY:
                return _WORD_TO_CATEGORY[chunk]
    return "general"


def split_colour(item: str) -> tuple[str, str] | None:
    """(colour, styled thing) when `item` is a colour modifying a style noun, or None.

    "深色的简约风格" → ("深色", "简约风格"), "dark minimalist decor" → ("dark", "minimalist
    decor"): the speaker states a colour and a style, two preferences. A colour on anything else
    ("dark chocolate", 红色的玫瑰) stays one item.
    """
    match = (_EN_COLOUR if item.isascii() else _ZH_COLOUR).match(item.strip())
    if match is None:
        return None
    colour, head = match.group(1).strip(), match.group(2).strip()
    if not head or categorise(head) != "style":
        return None
    return colour, head


def exclusive_key(category: str) -> str:
    return EXCLUSIVE_KEY.get(category, DEFAULT_EXCLUSIVE_KEY)
