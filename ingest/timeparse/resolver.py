"""The entry point: find every time expression in a text and resolve it to an interval."""

from __future__ import annotations

import functools
import re
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from ingest.timeparse import fallback, masks
from ingest.timeparse.calendar import LocalInterval
from ingest.timeparse.english import RULES as ENGLISH_RULES
from ingest.timeparse.errors import InvalidReferenceTimeError, UnknownTimeZoneError
from ingest.timeparse.grammar_zh_compose import RULES as CHINESE_RULES
from ingest.timeparse.rules import Context, RuleMatch, scan, select_longest
from ingest.timeparse.types import ResolvedText, TimeExpression, VagueWindows
from ingest.timeparse.vocabulary import FULL_WIDTH_TO_ASCII, TRADITIONAL_TO_SIMPLIFIED

_LATIN = re.compile(r"[A-Za-z]")
_CJK = re.compile(r"[\u3400-\u9fff]")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+([?.!,;:])")
_WORD_EDGE = re.compile(r"[A-Za-z0-9]")
_DEFAULT_WINDOWS = VagueWindows()


def load_zone(name: str) -> ZoneInfo:
    """The IANA zone `name`; UnknownTimeZoneError names the value when there is none."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError) as error:
        raise UnknownTimeZoneError(name) from error


def parse_reference(value: str, timezone: str) -> datetime:
    """An ISO 8601 reference time; a value without an offset is read in `timezone`."""
    zone = load_zone(timezone)
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError as error:
        raise InvalidReferenceTimeError(value) from error
    return moment.replace(tzinfo=zone) if moment.tzinfo is None else moment.astimezone(zone)


def resolve_time(
    text: str,
    reference: datetime,
    timezone: str,
    *,
    vague_windows: VagueWindows | None = None,
) -> ResolvedText:
    """Every time expression in `text`, resolved against `reference` in `timezone`.

    A naive `reference` is read as wall-clock time in `timezone`. Intervals are half-open and
    carry the zone; vague words take `vague_windows` (the conventions' defaults when None).
    Raises UnknownTimeZoneError for a zone that is not an IANA name.
    """
    zone = load_zone(timezone)
    aware = reference.replace(tzinfo=zone) if reference.tzinfo is None else reference
    return _resolve(text, aware, timezone, vague_windows or _DEFAULT_WINDOWS)


def clear_cache() -> None:
    """Forget remembered resolutions (for measuring the work itself)."""
    _resolve.cache_clear()


@functools.lru_cache(maxsize=1_024)
def _resolve(text: str, aware: datetime, timezone: str, windows: VagueWindows) -> ResolvedText:
    """The work of `resolve_time`, remembered: a phrase asked again (a question repeated, a
    turn sent again) costs nothing."""
    zone = load_zone(timezone)
    local_now = aware.astimezone(zone).replace(tzinfo=None)
    context = Context(local_now, windows, timezone)
    normalized = text.translate(TRADITIONAL_TO_SIMPLIFIED).translate(FULL_WIDTH_TO_ASCII)
    mask = masks.masked(normalized)
    matches = [
        match
        for match in find_matches(normalized, context)
        if _has_instants(match.interval, zone) and not masks.touches(mask, match.start, match.end)
    ]
    expressions = tuple(_expression(text, match, zone) for match in matches)
    return ResolvedText(text, remove_spans(text, matches), expressions)


def find_matches(text: str, context: Context) -> list[RuleMatch]:
    """Grammar matches in `text` (already normalised), then the dateparser fallback's."""
    matches: list[RuleMatch] = []
    has_cjk = _CJK.search(text) is not None
    if _LATIN.search(text) or not has_cjk:  # digits alone ("2/2013") are read as English
        matches += scan(ENGLISH_RULES, text, context)
    if has_cjk:
        matches += scan(CHINESE_RULES, text, context)
    if matches and _LATIN.search(text) and has_cjk:
        matches = select_longest(matches)
    if fallback.is_worth_trying(text, matches):
        matches = select_longest(matches + fallback.search(text, matches, context))
    return matches


def _has_instants(interval: LocalInterval, zone: ZoneInfo) -> bool:
    """Whether both bounds exist as instants: near year 1 or 9999 a local bound can fall off the
    calendar once it is taken to UTC, and such a phrase is left unresolved."""
    try:
        for bound in (interval.start, interval.end):
            if bound is not None:
                bound.replace(tzinfo=zone).astimezone(UTC)
    except (OverflowError, ValueError):
        return False
    return True


def _expression(text: str, match: RuleMatch, zone: ZoneInfo) -> TimeExpression:
    interval: LocalInterval = match.interval
    return TimeExpression(
        phrase=text[match.start : match.end],
        span=(match.start, match.end),
        start=None if interval.start is None else interval.start.replace(tzinfo=zone),
        end=None if interval.end is None else interval.end.replace(tzinfo=zone),
        granularity=interval.granularity,
        strategy=interval.strategy,
    )


def remove_spans(text: str, matches: list[RuleMatch]) -> str:
    """`text` without the matched phrases; a space is kept only between two words."""
    remainder = ""
    position = 0
    for match in [*matches, None]:
        piece = text[position:] if match is None else text[position : match.start]
        if remainder and piece and _WORD_EDGE.match(remainder[-1]) and _WORD_EDGE.match(piece[0]):
            remainder += " "
        remainder += piece
        position = 0 if match is None else match.end
    remainder = " ".join(remainder.split())
    return _SPACE_BEFORE_PUNCTUATION.sub(r"\1", remainder)
