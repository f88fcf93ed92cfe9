"""A small bilingual demo dataset, so a newcomer sees something in Neo4j Browser at once.

Three users over four months: Maya (English) changes her notification channel twice, moves a
trip and gets a laptop fixed; 李琳 (Chinese) raises her budget, postpones a business trip and
loses then finds a job; Sam (English) follows a support ticket from a broken router to its fix,
still has a broken phone, and has one flagged preference conflict.

Conversations go through the real pipeline (`ingest_turns`). What the rule extractor cannot
produce is written with the graph functions: a plan that moves (`record_event` with
`supersedes_id`), causes said in different sessions (`link_events`) and a low-confidence
preference change (`record_preference`), which is flagged as a conflict.

Times are relative to the day of loading, so "what changed last week" finds something. Loading
again adds nothing: turns are idempotent, and the extras of a session run only when its turns
were new. `reset=True` forgets the demo users first and loads them afresh.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from graph.events import link_events, record_event
from graph.forget import forget_user
from graph.ids import turn_id
from graph.model import Event, EventInput, EventStatus, PreferenceInput
from graph.preferences import record_preference
from ingest.pipeline import Ingestor, ingest_turns
from ingest.turn_text import TurnText


@dataclass(frozen=True, kw_only=True)
class DemoSession:
    user_id: str
    key: str
    """Unique within the user; the session id and the turns' external ids derive from it."""
    days_ago: int
    speaker: str
    lines: tuple[str, ...]


ASSISTANT_EN = "Assistant: Got it."
ASSISTANT_ZH = "助手: 好的，记下了。"

SESSIONS: tuple[DemoSession, ...] = (
    DemoSession(
        user_id="demo-maya",
        key="m1",
        days_ago=120,
        speaker="Maya",
        lines=(
            "I love jazz.",
            "Please email me, email only.",
            ASSISTANT_EN,
            "I'm planning a trip to Lisbon next month.",
            "My budget is 3000 dollars.",
            "I prefer window seats.",
        ),
    ),
    DemoSession(
        user_id="demo-maya",
        key="m2",
        days_ago=95,
        speaker="Maya",
        lines=(
            "We pushed the Lisbon trip back by a month.",
            "Never call me, SMS only.",
            "My laptop broke last week.",
            "The repair shop fixed my laptop.",
        ),
    ),
    DemoSession(
        user_id="demo-maya",
        key="m3",
        days_ago=60,
        speaker="Maya",
        lines=(
            "I moved to Boston last month.",
            "I started a new job at Acme in Boston.",
            "I prefer aisle seats now.",
        ),
    ),
    DemoSession(
        user_id="demo-maya",
        key="m4",
        days_ago=21,
        speaker="Maya",
        lines=("I will fly to Lisbon next Friday.", "My favourite cafe is Blue Bottle in Boston."),
    ),
    DemoSession(
        user_id="demo-maya",
        key="m5",
        days_ago=3,
        speaker="Maya",
        lines=(
            "Actually, email only again please.",
            "My budget is 4000 dollars now.",
            ASSISTANT_EN,
        ),
    ),
    DemoSession(
        user_id="demo-lin",
        key="l1",
        days_ago=110,
        speaker="李琳",
        lines=("我喜欢深色的简约风格，预算不超过5000块", "我下周要去杭州出差三天", ASSISTANT_ZH),
    ),
    DemoSession(
        user_id="demo-lin",
        key="l2",
        days_ago=104,
        speaker="李琳",
        lines=("杭州出差推迟到下个月了。",),
    ),
    DemoSession(
        user_id="demo-lin",
        key="l3",
        days_ago=70,
        speaker="李琳",
        lines=("我的电脑坏了", "后来修好了", "我只喝绿茶"),
    ),
    DemoSession(
        user_id="demo-lin",
        key="l4",
        days_ago=40,
        speaker="李琳",
        lines=("我上周丢了工作，所以我开始自己创业了",),
    ),
    DemoSession(
        user_id="demo-lin",
        key="l5",
        days_ago=4,
        speaker="李琳",
        lines=("预算不超过8000块", "我刚刚跳槽到了上海一家新能源车企", "以后只用邮件通知我"),
    ),
    DemoSession(
        user_id="demo-sam",
        key="s1",
        days_ago=80,
        speaker="Sam",
        lines=("Email only, please.", "I prefer morning meetings."),
    ),
    DemoSession(
        user_id="demo-sam",
        key="s2",
        days_ago=45,
        speaker="Sam",
        lines=("My router stopped working yesterday, so I opened a support ticket.",),
    ),
    DemoSession(
        user_id="demo-sam",
        key="s3",
        days_ago=43,
        speaker="Sam",
        lines=("The support ticket was escalated today.",),
    ),
    DemoSession(
        user_id="demo-sam",
        key="s4",
        days_ago=38,
        speaker="Sam",
        lines=("The router got fixed this morning.",),
    ),
    DemoSession(
        user_id="demo-sam",
        key="s5",
        days_ago=20,
        speaker="Sam",
        lines=("My phone stopped working.",),
    ),
    DemoSession(
        user_id="demo-sam",
        key="s6",
        days_ago=9,
        speaker="Sam",
        lines=("My wife thinks WhatsApp would be better for notifications.",),
    ),
)

DEMO_USERS: tuple[str, ...] = tuple(dict.fromkeys(session.user_id for session in SESSIONS))


@dataclass(frozen=True, kw_only=True)
class DemoReport:
    users: int
    created_turns: int
    events: int
    preference_statements: int
    extras: int
    """Facts written with the graph functions (moved plans, causes across sessions, conflicts)."""


def session_turns(session: DemoSession, anchor: datetime) -> list[TurnText]:
    """The session's turns, a minute apart from 10:00 UTC on `anchor - days_ago`."""
    start = anchor - timedelta(days=session.days_ago) + timedelta(hours=10)
    turns = []
    for index, line in enumerate(session.lines):
        speaker, text = session.speaker, line
        if line in (ASSISTANT_EN, ASSISTANT_ZH):
            speaker, text = line.split(": ", 1)
        turns.append(
            TurnText(
                external_id=f"demo:{session.key}:{index + 1}",
                speaker=speaker,
                text=text,
                at=start + timedelta(minutes=index),
            )
        )
    return turns


class _Loaded:
    """Events created in this run, by session key, for the extras that refer to them."""

    def __init__(self) -> None:
        self.events: dict[str, list[Event]] = {}

    def event(self, session_key: str, words: str) -> Event | None:
        return next((e for e in self.events.get(session_key, []) if words in e.summary), None)


Extra = Callable[[Ingestor, _Loaded, datetime], Awaitable[int]]


async def _move_plan(
    ingestor: Ingestor, *, old: Event | None, said: tuple[str, datetime], summary: str, days: int
) -> int:
    """The plan `old` moved by `days`: a new event that SUPERSEDES it, sourced from `said`."""
    if old is None:
        return 0
    external_id, at = said
    start = old.occurred_start + timedelta(days=days)
    end = old.occurred_end + timedelta(days=days) if old.occurred_end else None
    text = summary.format(date=start)
    [vector] = ingestor.embedder.encode([text]).tolist()
    await record_event(
        ingestor.db,
        EventInput(
            user_id=old.user_id,
            action="move",
            summary=text,
            subject=old.subject,
            object=old.object,
            status=EventStatus.PLANNED,
            occurred_start=start,
            occurred_end=end,
            time_granularity=old.time_granularity,
            recorded_at=at,
            embedding=vector,
            source_turn_ids=[turn_id(old.user_id, external_id)],
            entities=[name for name in ("Lisbon", "杭州") if name in text],
            supersedes_id=old.id,
            supersede_reason="plan moved",
        ),
    )
    return 1


def _said(anchor: datetime, key: str, line: int) -> tuple[str, datetime]:
    session = next(s for s in SESSIONS if s.key == key)
    return f"demo:{key}:{line}", session_turns(session, anchor)[line - 1].at


async def _maya_moves_lisbon(ingestor: Ingestor, loaded: _Loaded, anchor: datetime) -> int:
    return await _move_plan(
        ingestor,
        old=loaded.event("m1", "trip to Lisbon"),
        said=_said(anchor, "m2", 1),
        summary="Maya moved the Lisbon trip to {date:%d %B %Y}",
        days=30,
    )


async def _lin_moves_hangzhou(ingestor: Ingestor, loaded: _Loaded, anchor: datetime) -> int:
    return await _move_plan(
        ingestor,
        old=loaded.event("l1", "杭州出差"),
        said=_said(anchor, "l2", 1),
        summary="李琳把杭州出差改到{date:%Y年%m月%d日}",
        days=30,
    )


async def _sam_ticket_chain(ingestor: Ingestor, loaded: _Loaded, anchor: datetime) -> int:
    opened = loaded.event("s2", "opened a support ticket")
    escalated = loaded.event("s3", "escalated")
    fixed = loaded.event("s4", "router got fixed")
    if opened is None or escalated is None or fixed is None:
        return 0
    await link_events(
        ingestor.db, user_id="demo-sam", cause_id=opened.id, effect_id=escalated.id, cue="escalated"
    )
    await link_events(
        ingestor.db, user_id="demo-sam", cause_id=escalated.id, effect_id=fixed.id, cue="resolution"
    )
    return 2


async def _sam_conflict(ingestor: Ingestor, loaded: _Loaded, anchor: datetime) -> int:
    external_id, at = _said(anchor, "s6", 1)
    [vector] = ingestor.embedder.encode(["notification channel: WhatsApp"]).tolist()
    await record_preference(
        ingestor.db,
        PreferenceInput(
            user_id="demo-sam",
            category="notification",
            key="channel",
            value="WhatsApp",
            confidence=0.4,
            valid_from=at,
            recorded_at=at,
            embedding=vector,
            source_turn_ids=[turn_id("demo-sam", external_id)],
            entities=["WhatsApp"],
        ),
    )
    return 1


EXTRAS: dict[str, Extra] = {
    "m2": _maya_moves_lisbon,
    "l2": _lin_moves_hangzhou,
    "s4": _sam_ticket_chain,
    "s6": _sam_conflict,
}
"""Run after the session of the key, when its turns were new."""


async def load_demo(
    ingestor: Ingestor, *, anchor: datetime | None = None, reset: bool = False
) -> DemoReport:
    """Load the demo users (see the module docstring); `anchor` is "today" (default: now)."""
    if reset:
        for user_id in DEMO_USERS:
            await forget_user(ingestor.db, user_id=user_id)
    day = (anchor or datetime.now(UTC)).astimezone(UTC)
    day = day.replace(hour=0, minute=0, second=0, microsecond=0)
    loaded = _Loaded()
    created = events = preferences = extras = 0
    for session in SESSIONS:
        result = await ingest_turns(
            ingestor,
            user_id=session.user_id,
            session_id=f"{session.user_id}:{session.key}",
            turns=session_turns(session, day),
        )
        loaded.events[session.key] = result.events
        created += result.created_turns
        events += len(result.events)
        preferences += len(result.preferences)
        extra = EXTRAS.get(session.key)
        if extra is not None and result.created_turns:
            extras += await extra(ingestor, loaded, day)
    return DemoReport(
        users=len(DEMO_USERS),
        created_turns=created,
        events=events,
        preference_statements=preferences,
        extras=extras,
    )
