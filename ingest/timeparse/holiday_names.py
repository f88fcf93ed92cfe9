"""What people call the holidays in holidays.py, in English and Chinese (simplified: the resolver
maps traditional characters first). English names are matched without case or apostrophes,
and a space may be a hyphen."""

from __future__ import annotations

import re
from typing import Any

EN_HOLIDAY_NAMES: dict[str, str] = {
    "christmas eve": "christmas_eve", "christmas day": "christmas", "christmas": "christmas",
    "xmas": "christmas", "boxing day": "boxing_day", "new year's eve": "new_years_eve",
    "new year's day": "new_year", "new year's": "new_year", "new year": "new_year",
    "halloween": "halloween", "valentine's day": "valentines", "st valentine's day": "valentines",
    "thanksgiving day": "thanksgiving", "thanksgiving": "thanksgiving",
    "black friday": "black_friday", "cyber monday": "cyber_monday",
    "chinese new year's day": "spring_festival", "chinese new year": "spring_festival",
    "lunar new year": "spring_festival", "spring festival": "spring_festival",
    "lantern festival": "lantern_festival", "qingming festival": "qingming",
    "tomb-sweeping day": "qingming", "qingming": "qingming",
    "mid-autumn festival": "mid_autumn", "mid-autumn": "mid_autumn", "moon festival": "mid_autumn",
    "dragon boat festival": "dragon_boat", "double ninth festival": "double_ninth",
    "qixi festival": "qixi", "national day": "national_day",
    "martin luther king's day": "mlk_day", "martin luther king day": "mlk_day",
    "martin luther king jr. day": "mlk_day", "mlk day": "mlk_day", "mlk jr. day": "mlk_day",
    "civil rights day": "mlk_day", "presidents' day": "presidents_day",
    "memorial day": "memorial_day", "labor day": "labor_day", "columbus day": "columbus_day",
    "independence day": "independence_day", "fourth of july": "independence_day",
    "veterans day": "veterans_day", "mother's day": "mothers_day", "father's day": "fathers_day",
    "boss's day": "bosses_day", "bosses day": "bosses_day", "st patrick's day": "st_patricks",
    "saint patrick's day": "st_patricks", "april fools' day": "april_fools",
    "earth day": "earth_day", "earth hour": "earth_hour", "king's day": "kings_day",
    "international women's day": "womens_day", "women's day": "womens_day",
    "singles' day": "singles_day", "winter solstice": "winter_solstice",
    "koningsdag": "kings_day",
    "easter sunday": "easter", "easter day": "easter", "easter": "easter",
    "easter monday": "easter_monday", "good friday": "good_friday",
    "holy saturday": "holy_saturday", "maundy thursday": "maundy_thursday",
    "palm sunday": "palm_sunday", "branch sunday": "palm_sunday",
    "ash wednesday": "ash_wednesday", "shrove tuesday": "shrove_tuesday",
    "mardi gras": "shrove_tuesday", "lent": "lent", "ascension day": "ascension",
    "pentecost": "pentecost", "whit sunday": "pentecost", "whitsunday": "pentecost",
    "white sunday": "pentecost", "whit monday": "whit_monday", "corpus christi": "corpus_christi",
    "orthodox easter sunday": "orthodox_easter", "orthodox easter": "orthodox_easter",
    "orthodox good friday": "orthodox_good_friday", "orthodox great friday": "orthodox_good_friday",
    "clean monday": "clean_monday", "lazarus saturday": "lazarus_saturday",
    "great lent": "great_lent", "great fast": "great_lent",
    "rosh hashanah": "rosh_hashanah", "rosh hashana": "rosh_hashanah",
    "rosh hashanna": "rosh_hashanah", "yom kippur": "yom_kippur", "sukkot": "sukkot",
    "succos": "sukkot", "sukkos": "sukkot", "feast of tabernacles": "sukkot",
    "feast of the ingathering": "sukkot", "shemini atzeret": "shemini_atzeret",
    "simchat torah": "simchat_torah", "hanukkah": "hanukkah", "chanukah": "hanukkah",
    "hanukah": "hanukkah", "hannukkah": "hanukkah", "chanukkah": "hanukkah",
    "passover": "passover", "pesach": "passover", "shavuot": "shavuot", "shavuos": "shavuot",
    "tu bishvat": "tu_bishvat", "tu b'shevat": "tu_bishvat", "purim": "purim",
    "tisha b'av": "tisha_bav", "yom haatzmaut": "yom_haatzmaut", "yom ha'atzmaut": "yom_haatzmaut",
    "lag b'omer": "lag_baomer", "lag baomer": "lag_baomer", "yom hashoah": "yom_hashoah",
    "holocaust day": "yom_hashoah",
    "ramadan": "ramadan", "eid al-fitr": "eid_al_fitr", "eid ul-fitr": "eid_al_fitr",
    "eid al-adha": "eid_al_adha", "id ul-adha": "eid_al_adha", "eid ul-adha": "eid_al_adha",
    "sacrifice feast": "eid_al_adha", "bakr id": "eid_al_adha", "bakrid": "eid_al_adha",
    "islamic new year": "islamic_new_year", "amun jadid": "islamic_new_year",
    "hijri new year": "islamic_new_year", "ashura": "ashura", "day of ashura": "ashura",
    "mawlid": "mawlid", "mawlid al-nabawi": "mawlid", "laylat al-qadr": "laylat_al_qadr",
    "laylat al kadr": "laylat_al_qadr", "night of power": "laylat_al_qadr",
    "night of measures": "laylat_al_qadr", "isra and mi'raj": "isra_miraj",
    "the prophet's ascension": "isra_miraj", "the night journey": "isra_miraj",
    "ascension to heaven": "isra_miraj", "jamat ul-vida": "jumuatul_wida",
    "jumu'atul-wida": "jumuatul_wida", "parsi new year": "parsi_new_year",
    "jamshedi navroz": "parsi_new_year",
    "diwali": "diwali", "deepavali": "diwali", "lakshmi puja": "diwali",
    "dhanteras": "dhanteras", "dhanatrayodashi": "dhanteras",
    "naraka chaturdashi": "naraka_chaturdashi", "kali chaudas": "naraka_chaturdashi",
    "choti diwali": "naraka_chaturdashi", "govardhan puja": "govardhan_puja",
    "bhai dooj": "bhai_dooj", "bhau beej": "bhai_dooj", "bhai tika": "bhai_dooj",
    "holi": "holi", "dhulandi": "holi", "phagwah": "holi", "dhulheti": "holi",
    "chhoti holi": "holika_dahan", "holika dahan": "holika_dahan",
    "kamudu pyre": "holika_dahan", "dussehra": "dussehra", "vijayadashami": "dussehra",
    "janmashtami": "janmashtami", "krishna janmashtami": "janmashtami",
    "gokulashtami": "janmashtami", "ganesh chaturthi": "ganesh_chaturthi",
    "vinayaka chaturthi": "ganesh_chaturthi", "rama navami": "rama_navami",
    "ram navami": "rama_navami", "mahavir jayanti": "mahavir_jayanti",
    "mahaveer jayanti": "mahavir_jayanti", "mahaveer janma kalyanak": "mahavir_jayanti",
    "maha shivaratri": "maha_shivaratri", "mahashivratri": "maha_shivaratri",
    "makar sankranti": "makar_sankranti", "makara sankranthi": "makar_sankranti",
    "makara sankranti": "makar_sankranti", "maghi": "makar_sankranti",
    "thai pongal": "pongal", "pongal": "pongal", "bogi pandigai": "bogi", "bhogi": "bogi",
    "bogi": "bogi", "mattu pongal": "mattu_pongal", "maattu pongal": "mattu_pongal",
    "kaanum pongal": "kaanum_pongal", "kanni pongal": "kaanum_pongal", "onam": "onam",
    "thiru onam": "onam", "thiruvonam": "onam", "raksha bandhan": "raksha_bandhan",
    "rakhi": "raksha_bandhan", "rath yatra": "rath_yatra", "ratha yatra": "rath_yatra",
    "karva chauth": "karva_chauth", "karwa chauth": "karva_chauth", "chhath": "chhath",
    "chhath puja": "chhath", "dala puja": "chhath", "surya shashthi": "chhath",
    "guru ravidas jayanti": "guru_ravidas_jayanti", "guru ravidass jayanti": "guru_ravidas_jayanti",
    "guru ravidas birthday": "guru_ravidas_jayanti",
    "guru ravidass birthday": "guru_ravidas_jayanti", "valmiki jayanti": "valmiki_jayanti",
    "maharishi valmiki jayanti": "valmiki_jayanti", "pargat diwas": "valmiki_jayanti",
    "vasant panchami": "vasant_panchami", "basant panchami": "vasant_panchami",
    "ugadi": "ugadi", "yugadi": "ugadi", "gudi padwa": "ugadi", "samvatsaradi": "ugadi",
    "chaitra sukladi": "ugadi", "chaitra sukhladi": "ugadi", "vaisakhi": "vaisakhi",
    "baisakhi": "vaisakhi", "vasakhi": "vaisakhi", "vaishakhi": "vaisakhi",
    "maha saptami": "maha_saptami", "saraswati jayanti": "dayananda_saraswati_jayanti",
    "dayananda saraswati jayanti": "dayananda_saraswati_jayanti",
    "guru gobind singh jayanti": "guru_gobind_singh_jayanti",
    "guru nanak jayanti": "guru_nanak_jayanti", "buddha purnima": "buddha_purnima",
    "vesak": "buddha_purnima",
}  # fmt: skip

ZH_HOLIDAY_NAMES: dict[str, str] = {
    "春节": "spring_festival", "过年": "spring_festival", "大年初一": "spring_festival",
    "除夕": "chinese_new_years_eve", "大年三十": "chinese_new_years_eve",
    "元宵节": "lantern_festival", "元宵": "lantern_festival", "元旦": "new_year",
    "情人节": "valentines", "劳动节": "labour_day", "五一节": "labour_day",
    "五一假期": "labour_day_holiday", "五一长假": "labour_day_holiday",
    "清明节": "qingming", "清明": "qingming", "端午节": "dragon_boat", "端午": "dragon_boat",
    "七夕节": "qixi", "七夕": "qixi", "中秋节": "mid_autumn", "中秋": "mid_autumn",
    "重阳节": "double_ninth", "重阳": "double_ninth", "腊八节": "laba", "腊八": "laba",
    "国庆节": "national_day", "国庆假期": "national_day_holiday",
    "国庆长假": "national_day_holiday", "国庆": "national_day_holiday",
    "儿童节": "childrens_day", "六一儿童节": "childrens_day",
    "双十一": "singles_day", "双11": "singles_day", "万圣节": "halloween",
    "感恩节": "thanksgiving", "平安夜": "christmas_eve", "圣诞节": "christmas", "圣诞": "christmas",
    "复活节": "easter", "耶稣受难日": "good_friday", "圣灵降临节": "pentecost",
    "五旬节": "pentecost", "大斋期": "lent", "大斋节": "lent", "四旬节": "great_lent",
    "光明节": "hanukkah", "修殿节": "hanukkah", "献殿节": "hanukkah", "烛光节": "hanukkah",
    "哈努卡节": "hanukkah", "马加比节": "hanukkah", "逾越节": "passover",
    "犹太新年": "rosh_hashanah", "赎罪日": "yom_kippur", "住棚节": "sukkot",
    "七七节": "shavuot", "沙夫幼特节": "shavuot", "周日节": "shavuot", "收获节": "shavuot",
    "新果实节": "shavuot", "斋月": "ramadan", "穆斯林斋月": "ramadan",
    "开斋节": "eid_al_fitr", "古尔邦节": "eid_al_adha", "宰牲节": "eid_al_adha",
    "地球一小时": "earth_hour", "妇女节": "womens_day", "三八妇女节": "womens_day",
    "植树节": "arbor_day_china", "愚人节": "april_fools", "青年节": "youth_day_china",
    "五四青年节": "youth_day_china", "护士节": "nurses_day", "建党节": "party_day",
    "建军节": "army_day", "八一建军节": "army_day", "教师节": "teachers_day_china",
    "记者节": "journalists_day", "光棍节": "singles_day", "母亲节": "mothers_day",
    "父亲节": "fathers_day", "冬至": "winter_solstice", "小年": "little_new_year",
    "寒食节": "cold_food_festival",
}  # fmt: skip


def en_holiday_pattern() -> str:
    """One pattern for every English name, case and apostrophes free, a space also a hyphen.

    The names are factored into a trie (christmas|christmas eve -> christmas(?:[\\s-]+eve)?), so
    a position of the text is tried against a few first letters, not against every name: the
    pattern sits inside the term alternation that longer rules try at every position.
    """
    trie: dict[str, Any] = {}
    for name in EN_HOLIDAY_NAMES:
        node = trie
        for token in _tokens(name):
            node = node.setdefault(token, {})
        node[_END] = {}
    return _trie_pattern(trie)


_END = ""
_TOKEN_PATTERNS = {" ": r"[\s-]+", "-": r"[\s-]?", "'": "['\u2019]?"}


def _tokens(name: str) -> list[str]:
    return list(name)


def _trie_pattern(node: dict[str, Any]) -> str:
    branches = [
        _TOKEN_PATTERNS.get(token, re.escape(token)) + _trie_pattern(child)
        for token, child in sorted(node.items())
        if token != _END
    ]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if _END in node:
        return f"(?:{body})?"
    return body


def en_holiday_key(text: str) -> str | None:
    """The holiday a matched English name stands for."""
    return _EN_BY_KEY.get(_key(text))


def _key(text: str) -> str:
    return re.sub(r"[\s-]+", " ", text.lower().replace("'", "").replace("\u2019", "")).strip()


_EN_BY_KEY = {_key(name): holiday for name, holiday in EN_HOLIDAY_NAMES.items()}
