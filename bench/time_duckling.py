"""Duckling's corpus sample (../shared/eval/duckling_dev.json), scored through the CLI contract.

The scorer is the shared `score_duckling.py`, run on `python -m api.cli` (`time --at --tz --json`
over stdin), so the figures come through the same code path a script calling Chronograph takes.
Phrases where Duckling follows another convention than ours are listed in CONVENTION_DIFFERENCES
with the reason; they are scored apart, and ours stays.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
EVAL_DIR = REPO_ROOT / ".." / "shared" / "eval"
DEV_FILE = EVAL_DIR / "duckling_dev.json"
SCORER = EVAL_DIR / "score_duckling.py"

_FUTURE_BARE = "a bare clock time or month is its most recent past occurrence (conventions)"
_THIS_WEEKDAY = "'this <weekday>' is that day of the current ISO week, not the next one"
_ZH_LATER = "N<unit>后 is the calendar unit N units on, as N<unit>前 is N units back"
_AFTERNOON = "afternoon is [12:00, 18:00) (conventions), Duckling ends it at 19:00"
_LUNCH = "lunch is noon [11:00, 14:00), Duckling [12:00, 14:00)"
_WEEK_BEGIN = "beginning of a week is Monday-Tuesday (conventions), Duckling Monday-Wednesday"
_YEAR_END = "end of a year is Q4 (conventions), Duckling September-December"
_WEEKEND = "the weekend is Saturday 00:00 to Monday 00:00 (conventions), Duckling from Friday 18:00"
_UNTIL_INCLUDES = "'until/through X' includes X; Duckling ends before X"
_AFTERNOON_TWELVE = "12 in the afternoon is noon; Duckling reads midnight"
_EARLIEST_HOUR = (
    "1-6 on a whole day are afternoon hours (7-11 morning ones); Duckling: the earliest"
)
_MORNING = "morning starts at 04:00 (conventions), Duckling at 00:00"
_WEEK_ENDS_SUNDAY = "a week runs to Sunday 24:00; Duckling ends 'all week' on Saturday night"
_BARE_HOLIDAY = "a bare holiday is its most recent occurrence (conventions), Duckling the next"
_THIS_HOLIDAY = "'this <holiday>' is this calendar year's; Duckling takes the next one"
_MINUTE_END = "an hour-long event ends on the hour; Duckling's Earth Hour ends at 21:31"

CONVENTION_DIFFERENCES: dict[str, str] = {
    "this monday": _THIS_WEEKDAY,
    "in March": _FUTURE_BARE,
    "at 1030": _FUTURE_BARE,
    "around 1030": _FUTURE_BARE,
    "approximately 1030": _FUTURE_BARE,
    "until 2:00pm": _UNTIL_INCLUDES,
    "through 2:00pm": _UNTIL_INCLUDES,
    "through 2014": _UNTIL_INCLUDES,
    "before 11 am": _FUTURE_BARE,
    "in the afternoon": _AFTERNOON,
    "tomorrow afternoon": _AFTERNOON,
    "tomorrow afternoonish": _AFTERNOON,
    "tomorrow lunch": _LUNCH,
    "tomorrow at lunch": _LUNCH,
    "this week-end": _WEEKEND,
    "this afternoon at 12": _AFTERNOON_TWELVE,
    "tomorrow in between 1-2:30 ish": _EARLIEST_HOUR,
    "tomorrow at 150ish": _EARLIEST_HOUR,
    "morning of christmas 2013": _MORNING,
    "morning of this christmas day": _MORNING,
    "all week": _WEEK_ENDS_SUNDAY,
    "rest of the week": _WEEK_ENDS_SUNDAY,
    "this MLK day": _THIS_HOLIDAY,
    "儿童节下午三点十五": _BARE_HOLIDAY,
    "兒童節下午三點十五": _BARE_HOLIDAY,
    "earth hour 2016": _MINUTE_END,
    "2016年地球一小时": _MINUTE_END,
    "2016年地球一小時": _MINUTE_END,
    "end of 2012": _YEAR_END,
    "at the end of 2012": _YEAR_END,
    "beginning of this week": _WEEK_BEGIN,
    "beginning of current week": _WEEK_BEGIN,
    "at the beginning of this week": _WEEK_BEGIN,
    "at the beginning of current week": _WEEK_BEGIN,
    "beginning of next week": _WEEK_BEGIN,
    "beginning of around next week": _WEEK_BEGIN,
    "at the beginning of next week": _WEEK_BEGIN,
    "at the beginning of around next week": _WEEK_BEGIN,
    **{
        phrase: _ZH_LATER
        for phrase in (
            "三分鐘後 三分鐘之後 三小時之後 三個鐘之後 三小時後 三個鐘後 三天後 三天之後 三日後"
            " 三日之後 三星期後 三星期之後 三個禮拜後 三個禮拜之後 三個月後 三個月之後 三年後"
            " 三年之後"
        ).split()
    },
}


def score() -> dict[str, Any]:
    """Per language: accuracy on every item, on items without a convention difference, and on
    the convention-difference items alone; then the misses outside the list."""
    items = json.loads(DEV_FILE.read_text(encoding="utf-8"))["items"]
    output = subprocess.run(
        [sys.executable, str(SCORER), str(DEV_FILE), sys.executable, "-m", "api.cli"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    missed: dict[str, list[str]] = {}
    for line in output:
        lang, _, rest = line.partition(" miss ")
        if rest:
            missed.setdefault(lang, []).append(ast.literal_eval(rest)[0])
    return {
        "eval_file": "../shared/eval/duckling_dev.json",
        "scorer_summary": json.loads(output[-2]),
        **{lang: _language_figures(items, lang, missed.get(lang, [])) for lang in ("en", "zh")},
    }


def _language_figures(items: list[dict[str, Any]], lang: str, missed: list[str]) -> dict[str, Any]:
    phrases = [item["phrase"] for item in items if item["lang"] == lang]
    missed_left = list(missed)
    hits = []
    for phrase in phrases:  # a phrase may occur twice; each miss line accounts for one
        hit = phrase not in missed_left
        if not hit:
            missed_left.remove(phrase)
        hits.append((phrase, hit))
    ours = [hit for phrase, hit in hits if phrase in CONVENTION_DIFFERENCES]
    theirs = [hit for phrase, hit in hits if phrase not in CONVENTION_DIFFERENCES]
    return {
        "items": len(hits),
        "accuracy": _share([hit for _, hit in hits]),
        "accuracy_same_convention": _share(theirs),
        "items_same_convention": len(theirs),
        "convention_differences": len(ours),
        "convention_differences_matching_duckling": sum(ours),
        "misses_same_convention": [
            phrase for phrase, hit in hits if not hit and phrase not in CONVENTION_DIFFERENCES
        ],
    }


def _share(flags: list[bool]) -> float:
    return round(sum(flags) / len(flags), 3) if flags else 0.0
