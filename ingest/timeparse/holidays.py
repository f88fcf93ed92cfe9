"""Holidays people date things by, and their dates in a given year.

Gregorian and Easter-based holidays are computed for any year. Chinese lunar holidays come from
lunardate (1900-2099), 清明 from the solar-term formula (1901-2099), Jewish holidays from the
Hebrew calendar (convertdate), Islamic ones from the Umm al-Qura calendar (hijridate, about
1924-2077), Hindu, Sikh and Jain ones from python-holidays' lunisolar tables (1901-2100).
A year outside a calendar's range yields no interval rather than a wrong one.

Jewish holidays begin at sundown, so a holiday's interval starts on its eve (erev), as in
Duckling's corpus: Yom Kippur 2018 is 18 September, Passover 2018 is 30 March to 7 April.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta

from ingest.timeparse import holiday_calendars as cal
from ingest.timeparse.calendar import LocalInterval, days_interval, midnight
from ingest.timeparse.holiday_names import EN_HOLIDAY_NAMES, ZH_HOLIDAY_NAMES
from ingest.timeparse.types import Granularity

__all__ = ["EN_HOLIDAY_NAMES", "HOLIDAYS", "ZH_HOLIDAY_NAMES", "holiday_in_year"]

HolidayDates = Callable[[int], LocalInterval | None]
FirstDay = Callable[[int], date | None]
_MONDAY, _THURSDAY, _FRIDAY, _SATURDAY, _SUNDAY = 0, 3, 4, 5, 6
_NISAN, _IYAR, _SIVAN, _AV, _TISHREI, _KISLEV, _SHEVAT, _ADAR = 1, 2, 3, 5, 7, 9, 11, 12


def _days(first_day: FirstDay, offset: int = 0, length: int = 1) -> HolidayDates:
    def dates(year: int) -> LocalInterval | None:
        first = first_day(year)
        if first is None:
            return None
        first += timedelta(days=offset)
        return days_interval(first, first + timedelta(days=length - 1))

    return dates


def _fixed(month: int, day: int, length: int = 1) -> HolidayDates:
    return _days(lambda year: date(year, month, day), 0, length)


def _nth_weekday(month: int, weekday: int, position: int, offset: int = 0) -> HolidayDates:
    return _days(lambda year: cal.nth_weekday(year, month, weekday, position), offset)


def _lunar(month: int, day: int, offset: int = 0) -> HolidayDates:
    return _days(lambda year: cal.chinese_lunar(year, month, day), offset)


def _erev(month: int, day: int, length: int = 1) -> HolidayDates:
    """A Jewish holiday from the eve of Hebrew `month`/`day`, `length` days."""
    return _days(lambda year: cal.hebrew(year, month, day), -1, length)


def _hebrew_moved(month: int, day: int, moves: dict[int, int]) -> HolidayDates:
    """A Jewish day moved off some weekdays (`moves`: weekday -> days), from its eve."""

    def first(year: int) -> date | None:
        found = cal.hebrew(year, month, day)
        return None if found is None else found + timedelta(days=moves.get(found.weekday(), 0))

    return _days(first, -1)


def _hijri(month: int, day: int, length: int = 1) -> HolidayDates:
    return _days(lambda year: cal.hijri(year, month, day), 0, length)


def _ramadan(year: int) -> LocalInterval | None:
    first, eid = cal.hijri(year, 9, 1), cal.hijri(year, 10, 1)
    if first is None or eid is None or eid <= first:
        return None
    return LocalInterval(midnight(first), midnight(eid), Granularity.DAY)


def _last_friday_of_ramadan(year: int) -> date | None:
    eid = cal.hijri(year, 10, 1)
    return None if eid is None else eid - timedelta(days=(eid.weekday() - _FRIDAY - 1) % 7 + 1)


def _bosses_day(year: int) -> date:
    """16 October, or the nearest weekday when it falls on a weekend."""
    day = date(year, 10, 16)
    return day + timedelta(days={_SATURDAY: -1, _SUNDAY: 1}.get(day.weekday(), 0))


def _kings_day(year: int) -> date:
    """27 April, or the 26th when the 27th is a Sunday."""
    day = date(year, 4, 27)
    return day - timedelta(days=1) if day.weekday() == _SUNDAY else day


def _span(first_day: FirstDay, first_offset: int, end_offset: int) -> HolidayDates:
    """From `first_offset` to `end_offset` (exclusive) days after an anchor day."""

    def dates(year: int) -> LocalInterval | None:
        anchor = first_day(year)
        if anchor is None:
            return None
        start, end = anchor + timedelta(days=first_offset), anchor + timedelta(days=end_offset)
        return LocalInterval(midnight(start), midnight(end), Granularity.DAY)

    return dates


def _earth_hour(year: int) -> LocalInterval:
    """20:30 to 21:30 on the last Saturday of March, a week earlier when that is Holy Saturday."""
    saturday = cal.nth_weekday(year, 3, _SATURDAY, -1)
    if saturday == cal.western_easter(year) - timedelta(days=1):
        saturday -= timedelta(days=7)
    start = datetime.combine(saturday, datetime.min.time())
    start += timedelta(hours=20, minutes=30)
    return LocalInterval(start, start + timedelta(hours=1), Granularity.MINUTE)


def _hindu(table: str, offset: int = 0) -> HolidayDates:
    return _days(lambda year: cal.hindu(year, table), offset)


# Holiday -> (python-holidays table, days after that table's day).
_HINDU: dict[str, tuple[str, int]] = {
    "diwali": ("diwali_india", 0), "dhanteras": ("diwali_india", -2),
    "naraka_chaturdashi": ("diwali_india", -1), "govardhan_puja": ("diwali_india", 1),
    "bhai_dooj": ("diwali_india", 2), "holi": ("holi", 0), "holika_dahan": ("holi", -1),
    "dussehra": ("dussehra", 0), "janmashtami": ("janmashtami", 0),
    "ganesh_chaturthi": ("ganesh_chaturthi", 0), "rama_navami": ("ram_navami", 0),
    "mahavir_jayanti": ("mahavir_jayanti", 0), "maha_shivaratri": ("maha_shivaratri", 0),
    "makar_sankranti": ("makar_sankranti", 0), "pongal": ("pongal", 0),
    "bogi": ("pongal", -1), "mattu_pongal": ("pongal", 1), "kaanum_pongal": ("pongal", 2),
    "onam": ("onam", 0), "raksha_bandhan": ("raksha_bandhan", 0),
    "rath_yatra": ("rath_yatra", 0), "karva_chauth": ("karwa_chauth", 0),
    "chhath": ("chhath_puja", 0), "guru_ravidas_jayanti": ("guru_ravidas_jayanti", 0),
    "valmiki_jayanti": ("maharshi_valmiki_jayanti", 0),
    "vasant_panchami": ("basant_panchami", 0), "ugadi": ("gudi_padwa", 0),
    "vaisakhi": ("vaisakhi", 0), "maha_saptami": ("maha_ashtami", -1),
    "dayananda_saraswati_jayanti": ("swami_dayanand_saraswati_jayanti", 0),
    "guru_gobind_singh_jayanti": ("guru_gobind_singh_jayanti", 0),
    "guru_nanak_jayanti": ("guru_nanak_jayanti", 0), "buddha_purnima": ("buddha_purnima", 0),
}  # fmt: skip

HOLIDAYS: dict[str, HolidayDates] = {
    "new_year": _fixed(1, 1), "new_years_eve": _fixed(12, 31), "valentines": _fixed(2, 14),
    "halloween": _fixed(10, 31), "christmas_eve": _fixed(12, 24), "christmas": _fixed(12, 25),
    "boxing_day": _fixed(12, 26), "labour_day": _fixed(5, 1),
    "labour_day_holiday": _fixed(5, 1, 5), "national_day": _fixed(10, 1),
    "national_day_holiday": _fixed(10, 1, 7), "singles_day": _fixed(11, 11),
    "childrens_day": _fixed(6, 1), "independence_day": _fixed(7, 4),
    "veterans_day": _fixed(11, 11), "st_patricks": _fixed(3, 17), "april_fools": _fixed(4, 1),
    "earth_day": _fixed(4, 22), "earth_hour": _earth_hour, "womens_day": _fixed(3, 8),
    "arbor_day_china": _fixed(3, 12), "youth_day_china": _fixed(5, 4),
    "nurses_day": _fixed(5, 12), "party_day": _fixed(7, 1), "army_day": _fixed(8, 1),
    "teachers_day_china": _fixed(9, 10), "journalists_day": _fixed(11, 8),
    "winter_solstice": _days(cal.winter_solstice), "little_new_year": _lunar(12, 23),
    "cold_food_festival": _days(cal.qingming, -1),
    "kings_day": _days(_kings_day), "bosses_day": _days(_bosses_day),
    "thanksgiving": _nth_weekday(11, _THURSDAY, 4),
    "black_friday": _nth_weekday(11, _THURSDAY, 4, 1),
    "cyber_monday": _nth_weekday(11, _THURSDAY, 4, 4),
    "mlk_day": _nth_weekday(1, _MONDAY, 3), "presidents_day": _nth_weekday(2, _MONDAY, 3),
    "memorial_day": _nth_weekday(5, _MONDAY, -1), "labor_day": _nth_weekday(9, _MONDAY, 1),
    "columbus_day": _nth_weekday(10, _MONDAY, 2), "mothers_day": _nth_weekday(5, _SUNDAY, 2),
    "fathers_day": _nth_weekday(6, _SUNDAY, 3),
    "easter": _days(cal.western_easter), "easter_monday": _days(cal.western_easter, 1),
    "good_friday": _days(cal.western_easter, -2), "holy_saturday": _days(cal.western_easter, -1),
    "maundy_thursday": _days(cal.western_easter, -3),
    "palm_sunday": _days(cal.western_easter, -7),
    "ash_wednesday": _days(cal.western_easter, -46),
    "shrove_tuesday": _days(cal.western_easter, -47), "lent": _span(cal.western_easter, -46, 0),
    "ascension": _days(cal.western_easter, 39), "pentecost": _days(cal.western_easter, 49),
    "whit_monday": _days(cal.western_easter, 50),
    "corpus_christi": _days(cal.western_easter, 60),
    "orthodox_easter": _days(cal.orthodox_easter),
    "orthodox_good_friday": _days(cal.orthodox_easter, -2),
    "clean_monday": _days(cal.orthodox_easter, -48),
    "lazarus_saturday": _days(cal.orthodox_easter, -8),
    "great_lent": _span(cal.orthodox_easter, -48, -8),
    "spring_festival": _lunar(1, 1), "chinese_new_years_eve": _lunar(1, 1, -1),
    "lantern_festival": _lunar(1, 15), "dragon_boat": _lunar(5, 5), "qixi": _lunar(7, 7),
    "mid_autumn": _lunar(8, 15), "double_ninth": _lunar(9, 9), "laba": _lunar(12, 8),
    "qingming": _days(cal.qingming),
    "rosh_hashanah": _erev(_TISHREI, 1, 3), "yom_kippur": _erev(_TISHREI, 10),
    "sukkot": _erev(_TISHREI, 15, 9), "shemini_atzeret": _erev(_TISHREI, 22),
    "simchat_torah": _erev(_TISHREI, 23), "hanukkah": _erev(_KISLEV, 25, 8),
    "tu_bishvat": _erev(_SHEVAT, 15), "purim": _erev(_ADAR, 14),
    "passover": _erev(_NISAN, 15, 9), "shavuot": _erev(_SIVAN, 6, 3),
    "lag_baomer": _erev(_IYAR, 18),
    "yom_hashoah": _hebrew_moved(_NISAN, 27, {_FRIDAY: -1, _SUNDAY: 1}),
    "yom_haatzmaut": _hebrew_moved(_IYAR, 5, {_FRIDAY: -1, _SATURDAY: -2, _MONDAY: 1}),
    "tisha_bav": _hebrew_moved(_AV, 9, {_SATURDAY: 1}),
    "ramadan": _ramadan, "eid_al_fitr": _hijri(10, 1), "eid_al_adha": _hijri(12, 10),
    "islamic_new_year": _hijri(1, 1), "ashura": _hijri(1, 10), "mawlid": _hijri(3, 12),
    "isra_miraj": _hijri(7, 27), "laylat_al_qadr": _hijri(9, 27),
    "jumuatul_wida": _days(_last_friday_of_ramadan),
    "parsi_new_year": _days(cal.parsi_new_year),
    **{name: _hindu(table, offset) for name, (table, offset) in _HINDU.items()},
}  # fmt: skip


def holiday_in_year(name: str, year: int) -> LocalInterval | None:
    return HOLIDAYS[name](year)


def holiday_relative(name: str, relation: str, today: date) -> LocalInterval | None:
    """`relation`: "recent" (latest begun by today), "last" (latest ended before today),
    "this" (this calendar year's), "next" (first starting after today)."""
    if relation == "this":
        return holiday_in_year(name, today.year)
    years = range(today.year + 1, today.year - 3, -1)
    found = [holiday for year in years if (holiday := holiday_in_year(name, year)) is not None]
    for holiday in found if relation != "next" else reversed(found):
        assert holiday.start is not None and holiday.end is not None
        start, end = holiday.start.date(), holiday.end.date()
        if relation == "recent" and start <= today:
            return holiday
        if relation == "last" and end <= today:
            return holiday
        if relation == "next" and start > today:
            return holiday
    return None
