"""The soak's clients: what agents do, mixed, against the API over loopback.

Each client belongs to one user (several clients share a user, as several agents of one person
would) and loops without pause: `ingest` (a turn batch of LoCoMo utterances, causal stories and
preference statements whose values keep changing, so SUPERSEDES chains grow), `recall`,
`profile`, and `traversal` (an event's causes and effects, and the timeline from it on: "what
happened after that?"). Every answer is tallied; what ingest acknowledged is kept to be checked.
"""

from __future__ import annotations

import random
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from bench.http_load import KEY, RECALL, Reply, post_graphql
from ingest.formats import ImportedSession

MIX = {"recall": 0.4, "ingest": 0.3, "profile": 0.15, "traversal": 0.15}
LATE_S = 90.0
"""Ingested turns are stamped up to this long before now, so statements of one user's clients
arrive out of order and are inserted into the middle of chains, not only appended."""
BATCHES_PER_SESSION = 10
INGEST = """mutation Ingest($u: ID!, $s: ID!, $turns: [TurnInput!]!) {
  ingestTurns(userId: $u, sessionId: $s, turns: $turns) {
    createdTurns turns { externalId } events { id occurredStart }
    preferences { action preference { category key } }
  }
}"""
PROFILE = """query Profile($u: ID!) {
  profile(userId: $u) {
    id category key value effectiveConfidence validFrom supersedes { value }
  }
}"""
TRAVERSAL = """query After($u: ID!, $id: ID!, $from: DateTime) {
  event(id: $id) {
    summary
    causes(depth: 2) { distance event { id summary } }
    effects(depth: 3) { distance cue event { id summary occurredStart } }
  }
  timeline(userId: $u, from: $from, kinds: [EVENT], first: 20) {
    edges { at node { id ... on Event { summary status } } }
  }
}"""
_STATEMENTS = (
    ("Please reach me by {} only from now on.", ("SMS", "email", "WhatsApp", "WeChat", "phone")),
    ("My favorite color is {} these days.", ("teal", "navy", "olive", "crimson", "amber")),
    ("I prefer {} now.", ("tea over coffee", "coffee over tea", "espresso over juice")),
    ("My budget for the sofa is {} CNY.", ("3000", "4500", "5000", "6500", "8000")),
    ("I only listen to {}.", ("jazz", "classical music", "rock", "k-pop")),
)
_STORIES = (
    "My {} broke {}, so I ordered a new one.",
    "The {} stopped working {}, so I called support and they fixed it.",
    "I missed the train {} because my {} alarm didn't go off.",
)
_THINGS = ("laptop", "phone", "printer", "bike", "kettle", "camera")
_WHEN = ("yesterday", "last week", "on Monday", "two days ago", "this morning")
_QUESTIONS = (
    "How should I be contacted?",
    "What is my favorite color?",
    "What do I like to drink?",
    "What is my budget for the sofa?",
    "What happened after my laptop broke?",
    "Why did I miss the train?",
    "What did I order last week?",
    "What music do I listen to?",
)


def _statement(rng: random.Random) -> str:
    template, values = rng.choice(_STATEMENTS)
    return template.format(rng.choice(values))


def _story(rng: random.Random) -> str:
    template = rng.choice(_STORIES)
    if "train" in template:
        return template.format(rng.choice(_WHEN), rng.choice(_THINGS))
    return template.format(rng.choice(_THINGS), rng.choice(_WHEN))


@dataclass(frozen=True)
class Call:
    """One request: when it ended (seconds since the load began), its operation and reply."""

    at_s: float
    operation: str
    reply: Reply


@dataclass
class SoakState:
    """What the clients share: the texts to send, and what the server acknowledged."""

    utterances: Sequence[str]
    locomo_questions: Sequence[dict[str, Any]]
    url: str
    timeout_s: float
    calls: list[Call] = field(default_factory=list)
    acknowledged_turns: list[tuple[str, str]] = field(default_factory=list)
    events: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    preference_keys: set[tuple[str, str, str]] = field(default_factory=set)
    preference_actions: Counter[str] = field(default_factory=Counter)

    def client(self) -> httpx.AsyncClient:
        headers = {"authorization": f"Bearer {KEY}"}
        limits = httpx.Limits(max_connections=1)
        return httpx.AsyncClient(headers=headers, limits=limits, timeout=self.timeout_s)

    def acknowledge(self, user: str, reply: Reply) -> None:
        """Keep what an ingest reply says was stored and changed."""
        payload = reply.data.get("ingestTurns")
        if reply.code is not None or not payload:
            return
        self.acknowledged_turns += [(user, t["externalId"]) for t in payload["turns"]]
        self.events[user] += [(e["id"], e["occurredStart"]) for e in payload["events"]]
        for change in payload["preferences"]:
            self.preference_actions[change["action"]] += 1
            preference = change["preference"]
            self.preference_keys.add((user, preference["category"], preference["key"]))

    def _ingest(self, user: str, client: int, n: int, rng: random.Random) -> dict[str, Any]:
        at = datetime.now(UTC) - timedelta(seconds=rng.uniform(0, LATE_S))
        texts = [
            _story(rng) if rng.random() < 0.3 else rng.choice(self.utterances),
            rng.choice(self.utterances),
            _statement(rng) if rng.random() < 0.6 else rng.choice(self.utterances),
        ]
        turns = [
            {
                "externalId": f"soak-c{client}-{n}-{i}",
                "speaker": "assistant" if i == 1 else "user",
                "text": text,
                "at": (at + timedelta(seconds=i)).isoformat(),
            }
            for i, text in enumerate(texts)
        ]
        session = f"{user}:soak-c{client}-s{n // BATCHES_PER_SESSION}"
        return {"u": user, "s": session, "turns": turns}

    def _recall(self, user: str, rng: random.Random) -> dict[str, Any]:
        own = [q for q in self.locomo_questions if q["u"] == user]
        if own and rng.random() < 0.5:
            return rng.choice(own)
        return {"u": user, "q": rng.choice(_QUESTIONS), "at": datetime.now(UTC).isoformat()}

    async def run_client(self, client: int, user: str, began: float, deadline: float) -> None:
        """Send requests for `user` until `deadline` (time.monotonic); `began` is time zero."""
        rng = random.Random(client)
        operations, weights = list(MIX), list(MIX.values())
        async with self.client() as http:
            n = 0
            while time.monotonic() < deadline:
                n += 1
                operation = rng.choices(operations, weights)[0]
                if operation == "traversal" and not self.events[user]:
                    operation = "ingest"
                if operation == "ingest":
                    variables = self._ingest(user, client, n, rng)
                    reply = await post_graphql(http, self.url, INGEST, variables)
                    self.acknowledge(user, reply)
                elif operation == "recall":
                    reply = await post_graphql(http, self.url, RECALL, self._recall(user, rng))
                elif operation == "profile":
                    reply = await post_graphql(http, self.url, PROFILE, {"u": user})
                else:
                    event_id, start = rng.choice(self.events[user])
                    variables = {"u": user, "id": event_id, "from": start}
                    reply = await post_graphql(http, self.url, TRAVERSAL, variables)
                self.calls.append(Call(time.monotonic() - began, operation, reply))

    async def seed(self, sessions: Sequence[ImportedSession]) -> int:
        """Ingest `sessions` through the API, one user's sessions in order; the turn count."""
        async with self.client() as http:
            for session in sessions:
                turns = [
                    {
                        "externalId": t.external_id,
                        "speaker": t.speaker,
                        "text": t.text,
                        "at": t.at.isoformat(),
                    }
                    for t in session.turns
                ]
                variables = {"u": session.user_id, "s": session.session_id, "turns": turns}
                reply = await post_graphql(http, self.url, INGEST, variables)
                if reply.code is not None:
                    raise RuntimeError(f"seeding {session.session_id} failed: {reply.detail}")
                self.acknowledge(session.user_id, reply)
        return sum(len(session.turns) for session in sessions)
