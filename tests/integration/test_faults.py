"""Neo4j stopping under load, and secrets: what clients, logs and GraphiQL get to see.

These tests stop Neo4j, so they run their own instance and their own `chronograph serve`
against it, never the shared test instance: its data directory is the shared one's with
`-outage` appended, its ports the shared ones plus 100 (Bolt 17787, HTTP 17574 by default). Its
password and API key are known values, so every reply and the server's log can be searched.

The outage, run once for the module: an ingest batch waits inside its transaction for a user
lock this module holds (its turns and events are written but not committed), recalls and more
batches keep coming, and Neo4j is stopped the way an operator stops it, which ends every open
transaction. Then it is started again, and the same API process must serve.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from graphql import GraphQLError
from neo4j import AsyncManagedTransaction
from neo4j.exceptions import AuthError, DriverError, Neo4jError
from pydantic import SecretStr

import cypher
from api.errors import format_error
from api.services import open_services
from graph import server
from graph.database import Database, rows
from graph.driver import create_driver
from graph.errors import StoreError
from graph.settings import Settings
from graph.status import database_status
from ingest.embedding import Embedder
from tests.conftest import ARTIFACTS, running_api
from tests.integration.gql import INGEST, post, turn
from tests.integration.graph_snapshot import StoredGraph, stored_graph
from tests.integration.traffic import Reply, Traffic, timed

pytestmark = pytest.mark.integration

FAULT_PASSWORD = "fault-neo4j-password-6f1d3a"
FAULT_KEY = "fault-api-key-93c2e8"
SECRETS = (FAULT_PASSWORD, FAULT_KEY)
FAULT_LOG = ARTIFACTS / "fault-api-server.log"
DAY = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)
RECALL = 'query R($u: ID!) { recall(userId: $u, query: "bakery") { items { score } } }'
LEAK_MARKERS = ("Traceback", "neo4j", "bolt", "127.0.0.1", "Neo.")
"""Driver and server details a client must never see."""


@pytest.fixture(scope="module")
def fault_settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "data_dir": settings.data_dir.with_name(f"{settings.data_dir.name}-outage"),
            "neo4j_uri": f"bolt://127.0.0.1:{settings.neo4j_bolt_port + 100}",
            "neo4j_bolt_port": settings.neo4j_bolt_port + 100,
            "neo4j_http_port": settings.neo4j_http_port + 100,
            "neo4j_password": SecretStr(FAULT_PASSWORD),
        }
    )


@pytest.fixture(scope="module")
def fault_neo4j(fault_settings: Settings) -> Iterator[None]:
    server.install(fault_settings, echo=lambda _: None)
    server.start(fault_settings, echo=lambda _: None)  # reused when a killed run left it up
    yield
    server.stop(fault_settings, echo=lambda _: None)


@pytest.fixture(scope="module")
def fault_api(fault_settings: Settings, fault_neo4j: None) -> Iterator[str]:
    environment = {
        **os.environ,
        "CHRONOGRAPH_NEO4J_URI": fault_settings.neo4j_uri,
        "CHRONOGRAPH_NEO4J_PASSWORD": FAULT_PASSWORD,
        "CHRONOGRAPH_DATA_DIR": str(fault_settings.data_dir),
        "CHRONOGRAPH_NEO4J_BOLT_PORT": str(fault_settings.neo4j_bolt_port),
        "CHRONOGRAPH_NEO4J_HTTP_PORT": str(fault_settings.neo4j_http_port),
        "CHRONOGRAPH_API_KEYS": json.dumps({FAULT_KEY: ["*"]}),
    }
    with running_api(environment, FAULT_LOG) as url:
        yield url


@pytest.fixture(scope="module")
async def fault_db(fault_settings: Settings, fault_neo4j: None) -> AsyncIterator[Database]:
    driver = create_driver(fault_settings)
    yield Database(driver, fault_settings.neo4j_database)
    await driver.close()


def batch(name: str, number: int) -> list[dict[str, str]]:
    """Three turns: an event, a preference (so the write takes the user's lock), small talk."""
    at = DAY + timedelta(hours=number)
    texts = [
        f"I went to the bakery on street {number} yesterday.",
        "Never call me, SMS only.",
        "See you soon.",
    ]
    return [
        turn(f"{name}:{index}", text, (at + timedelta(minutes=index)).isoformat())
        for index, text in enumerate(texts)
    ]


def send_batch(api_url: str, user_id: str, name: str, number: int) -> Reply:
    variables = {"userId": user_id, "sessionId": f"{user_id}-s", "turns": batch(name, number)}
    return timed(
        "ingest", lambda: post(api_url, INGEST, variables, key=FAULT_KEY), label=f"{name}#{number}"
    )


def send_recall(api_url: str, user_id: str) -> Reply:
    return timed("recall", lambda: post(api_url, RECALL, {"u": user_id}, key=FAULT_KEY))


def readiness(api_url: str) -> Reply:
    return timed("readyz", lambda: httpx.get(f"{api_url}/readyz", timeout=60))


async def wait_for(
    condition: Callable[[], Awaitable[bool]], what: str, timeout_s: float = 90
) -> None:
    deadline = asyncio.get_running_loop().time() + timeout_s
    while not await condition():
        assert asyncio.get_running_loop().time() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.3)


@dataclass(frozen=True, kw_only=True)
class Outage:
    locked_user: str
    """Its batch `blocked` waited for this user's lock when Neo4j stopped."""
    traffic_user: str
    blocked: Reply
    terminated: Reply
    """A batch whose transaction was terminated while it waited for the lock."""
    during: list[Reply]
    """Every GraphQL reply answered after the stop began to a request sent before Neo4j was
    back (in flight when it stopped, or sent while it was down)."""
    down: list[Reply]
    """A batch and a recall sent once Neo4j had stopped."""
    readiness_down: list[Reply]
    """/readyz while Neo4j was stopped."""
    after: list[Reply]
    """Replies to requests sent once Neo4j answered again."""
    all_replies: list[Reply]
    stored: dict[str, StoredGraph]
    """Each user's graph once Neo4j was back, before anything was resent."""
    batches: dict[str, tuple[str, int]]
    """Every batch sent, by name: (user, number)."""


async def _waiting_for_user_lock(db: Database) -> list[str]:
    """Ids of the transactions waiting for a user's lock (taken before preference writes)."""
    blocked = await db.fetch("checks/blocked_transactions")
    return [row["transaction_id"] for row in blocked if "preference_writes" in row["query"]]


async def _wait_for_user_lock(db: Database) -> list[str]:
    async def waiting() -> bool:
        return bool(await _waiting_for_user_lock(db))

    await wait_for(waiting, "an ingest batch to wait for the user's lock")
    return await _waiting_for_user_lock(db)


async def _terminate(db: Database, transaction_id: str) -> None:
    async def work(tx: AsyncManagedTransaction) -> None:
        await rows(tx, "checks/terminate_transaction", transaction_id=transaction_id)

    await db.write(work)


@pytest.fixture(scope="module")
async def outage(fault_api: str, fault_db: Database, fault_settings: Settings) -> Outage:
    locked_user, traffic_user = f"fault-{uuid.uuid4()}", f"fault-traffic-{uuid.uuid4()}"
    assert send_batch(fault_api, locked_user, "locked-seed", 0).ok
    assert send_batch(fault_api, traffic_user, "seed", 0).ok
    pool = ThreadPoolExecutor(max_workers=4)
    traffic = Traffic()
    holder = fault_db.driver.session(database=fault_db.name)
    lock = await holder.begin_transaction()
    try:
        parameters = {"user_ids": [locked_user], "at": DAY}
        await (await lock.run(cypher.load("write/user_locks"), parameters)).consume()
        # An operator ends a waiting transaction: what every transaction gets at shut-down.
        terminated = pool.submit(send_batch, fault_api, locked_user, "terminated", 2)
        for transaction_id in await _wait_for_user_lock(fault_db):
            await _terminate(fault_db, transaction_id)
        await asyncio.to_thread(terminated.result)

        blocked = pool.submit(send_batch, fault_api, locked_user, "blocked", 1)
        await _wait_for_user_lock(fault_db)

        traffic.repeat(lambda n: send_batch(fault_api, traffic_user, f"t{n}", n + 3), pause_s=1)
        traffic.repeat(lambda _: send_recall(fault_api, traffic_user), pause_s=1)

        async def served() -> bool:
            return traffic.seen("ingest", ok=True) and traffic.seen("recall", ok=True)

        await wait_for(served, "requests served before the outage")

        stop_began = asyncio.get_running_loop().time()
        stopping = pool.submit(server.stop, fault_settings, echo=lambda _: None)
        while not stopping.done():
            await asyncio.sleep(0.3)
        stopping.result()
        # Sent while Neo4j is down: each fails once the driver's retries give up
        # (CHRONOGRAPH_NEO4J_RETRY_S, 2 s).
        down = [
            pool.submit(send_batch, fault_api, traffic_user, "down", 1),
            pool.submit(send_recall, fault_api, traffic_user),
        ]
        readiness_down = []

        async def failed_while_down() -> bool:
            readiness_down.append(await asyncio.to_thread(readiness, fault_api))
            return blocked.done() and all(future.done() for future in down)

        await wait_for(failed_while_down, "requests failing while Neo4j is down")
        await asyncio.to_thread(server.start, fault_settings, echo=lambda _: None)
        up_since = asyncio.get_running_loop().time()

        async def ready() -> bool:
            return (await asyncio.to_thread(readiness, fault_api)).status == 200

        await wait_for(ready, "/readyz to say ready again")
        back = [
            await asyncio.to_thread(send_batch, fault_api, traffic_user, "up", 2),
            await asyncio.to_thread(send_recall, fault_api, traffic_user),
        ]
    finally:
        replies = traffic.stop()
        pool.shutdown(wait=True)
        with contextlib.suppress(Neo4jError, DriverError):
            await lock.close()
        with contextlib.suppress(Neo4jError, DriverError):
            await holder.close()
    replies += [terminated.result(), blocked.result(), *(f.result() for f in down), *back]
    sent = [reply.label.split("#") for reply in replies if reply.operation == "ingest"]
    return Outage(
        locked_user=locked_user,
        traffic_user=traffic_user,
        blocked=blocked.result(),
        terminated=terminated.result(),
        during=[r for r in replies if r.answered > stop_began and r.sent < up_since],
        down=[future.result() for future in down],
        readiness_down=readiness_down,
        after=[r for r in replies if r.sent > up_since],
        all_replies=[*replies, *readiness_down],
        stored={
            locked_user: await stored_graph(fault_db, locked_user),
            traffic_user: await stored_graph(fault_db, traffic_user),
        },
        batches={
            "locked-seed": (locked_user, 0),
            "blocked": (locked_user, 1),
            "terminated": (locked_user, 2),
            "seed": (traffic_user, 0),
            **{
                name: (traffic_user, int(number))
                for name, number in sent
                if name not in ("blocked", "terminated")
            },
        },
    )


def _external_ids(name: str) -> set[str]:
    return {f"{name}:{index}" for index in range(3)}


def test_requests_during_the_outage_are_service_unavailable(outage: Outage) -> None:
    assert {reply.operation for reply in outage.during if not reply.ok} == {"ingest", "recall"}
    failed = [r for r in outage.all_replies if r.operation != "readyz" and not r.ok]
    for reply in failed:
        assert reply.codes() == ["SERVICE_UNAVAILABLE"], reply.text
        assert reply.status == 503, reply.text
        for marker in LEAK_MARKERS:
            assert marker not in reply.text, reply.text
    assert outage.blocked.codes() == ["SERVICE_UNAVAILABLE"], outage.blocked.text


def test_requests_fail_fast_while_neo4j_is_down(outage: Outage) -> None:
    """Within the retry budget and one step of it, not the driver's default of 15 s."""
    for reply in outage.down:
        assert reply.codes() == ["SERVICE_UNAVAILABLE"], reply.text
        assert reply.answered - reply.sent < 5.0, (reply.operation, reply.answered - reply.sent)


def test_a_terminated_transaction_is_service_unavailable(outage: Outage) -> None:
    assert outage.terminated.codes() == ["SERVICE_UNAVAILABLE"], outage.terminated.text
    assert outage.terminated.status == 503


def test_readyz_is_503_while_neo4j_is_down(outage: Outage) -> None:
    assert outage.readiness_down
    assert {reply.status for reply in outage.readiness_down} == {503}
    assert all(reply.body()["ready"] is False for reply in outage.readiness_down)


def test_no_batch_is_written_in_part(outage: Outage) -> None:
    for name, (user_id, _) in outage.batches.items():
        stored = Counter(
            turn["external_id"]
            for turn in outage.stored[user_id].turns()
            if turn["external_id"] in _external_ids(name)
        )
        assert sum(stored.values()) in (0, 3), (name, stored)
    ended = _external_ids("blocked") | _external_ids("terminated")
    assert outage.stored[outage.locked_user].facts_from(ended) == Counter()
    assert not any(t["external_id"] in ended for t in outage.stored[outage.locked_user].turns())
    for reply in outage.all_replies:
        if reply.operation == "ingest" and reply.ok:
            name = reply.label.split("#")[0]
            user_id = outage.batches[name][0]
            kept = {t["external_id"] for t in outage.stored[user_id].turns()}
            assert _external_ids(name) <= kept, name


def test_the_same_process_serves_again_after_neo4j_returns(outage: Outage) -> None:
    assert {reply.operation for reply in outage.after if reply.ok} == {"ingest", "recall"}
    log = FAULT_LOG.read_text(encoding="utf-8", errors="replace")
    assert log.count("Application startup complete") == 1


async def test_resent_batches_are_stored_exactly_once(
    outage: Outage, fault_api: str, fault_db: Database
) -> None:
    first = {
        name: send_batch(fault_api, user_id, name, number)
        for name, (user_id, number) in outage.batches.items()
    }
    assert all(reply.ok for reply in first.values()), [r.text for r in first.values()]
    assert first["terminated"].body()["data"]["ingestTurns"]["createdTurns"] == 3
    created = first["blocked"].body()["data"]["ingestTurns"]
    assert created["createdTurns"] == 3
    stored = {user: await stored_graph(fault_db, user) for user in outage.stored}
    for name, (user_id, _) in outage.batches.items():
        copies = Counter(t["external_id"] for t in stored[user_id].turns())
        assert all(copies[external_id] == 1 for external_id in _external_ids(name)), name
    blocked_facts = stored[outage.locked_user].facts_from(_external_ids("blocked"))
    assert blocked_facts["Event"] == len(created["events"]) > 0
    assert blocked_facts["Preference"] == len(created["preferences"]) > 0

    again = [send_batch(fault_api, user, name, n) for name, (user, n) in outage.batches.items()]
    for reply in again:
        result = reply.body()["data"]["ingestTurns"]
        assert (result["createdTurns"], result["events"], result["preferences"]) == (0, [], [])
    for user_id, graph in stored.items():
        assert (await stored_graph(fault_db, user_id)).digest() == graph.digest()


def _assert_no_secret(text: str, *secrets: str) -> None:
    for secret in (*SECRETS, *secrets):
        assert secret not in text


def test_secrets_are_never_shown_to_clients(outage: Outage, fault_api: str) -> None:
    near_miss = FAULT_KEY[:-1] + "0"
    shown = [reply.text for reply in outage.all_replies]
    refused = post(fault_api, RECALL, {"u": "someone"}, key=near_miss)
    assert refused.status_code == 401
    shown.append(refused.text)
    headers = {"authorization": f"Bearer {FAULT_KEY}", "content-type": "application/json"}
    for body in ("{not json", '{"query": "{ recall( }"}', '{"query": "{ nope }"}', "[]"):
        response = httpx.post(f"{fault_api}/graphql", content=body, headers=headers, timeout=30)
        assert response.status_code == 400, (body, response.text)
        shown.append(response.text)
    page = httpx.get(f"{fault_api}/graphql", headers={"accept": "text/html"}, timeout=30)
    assert "GraphiQL" in page.text
    shown += [page.text, httpx.get(f"{fault_api}/readyz", timeout=30).text]
    for text in shown:
        _assert_no_secret(text, near_miss)


def test_secrets_never_reach_the_server_log(outage: Outage) -> None:
    log = FAULT_LOG.read_text(encoding="utf-8", errors="replace")
    assert "Neo4j unavailable" in log  # the outage was logged, so there was something to leak
    _assert_no_secret(log)


KILLED_BATCH = 1000


def _killed_batch() -> list[dict[str, str]]:
    """A preference first (so the write takes the user's lock), then many small events."""
    texts = ["Never call me, SMS only."] + [
        f"I repaired bicycle number {index} in the workshop today." for index in range(1, 1000)
    ]
    return [
        turn(f"kill:{index}", text, (DAY + timedelta(minutes=index)).isoformat())
        for index, text in enumerate(texts)
    ]


def _send_killed_batch(api_url: str, user_id: str) -> Reply:
    # The seed's session: a new one would wait for the user's lock already when it is linked
    # to the user, before any turn is written.
    variables = {"userId": user_id, "sessionId": f"{user_id}-s", "turns": _killed_batch()}
    return timed("ingest", lambda: post(api_url, INGEST, variables, key=FAULT_KEY, timeout=600))


def _kill_neo4j(settings: Settings) -> None:
    """SIGKILL, as the kernel's OOM killer or a power cut ends it: no shut-down at all."""
    pid = server.status(settings).pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):  # it is this process's child: reap it
        os.waitpid(pid, 0)


async def test_a_killed_neo4j_loses_no_part_of_a_batch(
    outage: Outage, fault_api: str, fault_db: Database, fault_settings: Settings
) -> None:
    """Neo4j is SIGKILLed while a 1,000-turn ingestTurns is inside its transaction (its turns
    written, waiting for the user's lock that this test holds). The batch is all or nothing,
    the same API process serves once Neo4j is back, and resending stores each turn once."""
    user_id = f"fault-kill-{uuid.uuid4()}"
    assert send_batch(fault_api, user_id, "kill-seed", 0).ok
    before = await stored_graph(fault_db, user_id)
    holder = fault_db.driver.session(database=fault_db.name)
    lock = await holder.begin_transaction()
    pool = ThreadPoolExecutor(max_workers=1)
    try:
        parameters = {"user_ids": [user_id], "at": DAY}
        await (await lock.run(cypher.load("write/user_locks"), parameters)).consume()
        killed = pool.submit(_send_killed_batch, fault_api, user_id)

        async def inside_the_transaction() -> bool:
            return killed.done() or bool(await _waiting_for_user_lock(fault_db))

        await wait_for(inside_the_transaction, "the batch to wait for the user's lock", 600)
        assert not killed.done(), killed.result().text
        await asyncio.to_thread(_kill_neo4j, fault_settings)
        reply = await asyncio.to_thread(killed.result)
    finally:
        pool.shutdown(wait=True)
        with contextlib.suppress(Neo4jError, DriverError):
            await lock.close()
        with contextlib.suppress(Neo4jError, DriverError):
            await holder.close()
    assert reply.codes() == ["SERVICE_UNAVAILABLE"], reply.text
    await asyncio.to_thread(server.start, fault_settings, echo=lambda _: None)

    async def ready() -> bool:
        return (await asyncio.to_thread(readiness, fault_api)).status == 200

    await wait_for(ready, "/readyz after the killed Neo4j restarted")
    assert (await stored_graph(fault_db, user_id)).digest() == before.digest()

    resent = await asyncio.to_thread(_send_killed_batch, fault_api, user_id)
    assert resent.ok, resent.text
    assert resent.body()["data"]["ingestTurns"]["createdTurns"] == KILLED_BATCH
    again = await asyncio.to_thread(_send_killed_batch, fault_api, user_id)
    assert again.body()["data"]["ingestTurns"]["createdTurns"] == 0
    copies = Counter(t["external_id"] for t in (await stored_graph(fault_db, user_id)).turns())
    killed_ids = {f"kill:{index}" for index in range(KILLED_BATCH)}
    assert {external_id for external_id in copies if external_id in killed_ids} == killed_ids
    assert all(copies[external_id] == 1 for external_id in killed_ids)
    log = FAULT_LOG.read_text(encoding="utf-8", errors="replace")
    assert log.count("Application startup complete") == 1


def _located(error: Exception) -> GraphQLError:
    return GraphQLError(str(error), path=["recall"], original_error=error)


async def test_a_refused_password_is_never_shown_or_logged(
    fault_settings: Settings,
    fault_neo4j: None,
    embedder: Embedder,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Runs last: refused logins lock Neo4j's user for a few seconds."""
    wrong = "wrong-neo4j-password-c4e1"
    refused = fault_settings.model_copy(update={"neo4j_password": SecretStr(wrong)})
    caplog.set_level(logging.DEBUG)
    with pytest.raises(StoreError) as failure:  # the driver's AuthError, mapped in graph/
        async with open_services(refused, require_database=False, embedder=embedder):
            pass
    assert isinstance(failure.value.__cause__, AuthError)
    driver = create_driver(refused)
    try:
        status = await database_status(
            driver, database=refused.neo4j_database, dimensions=embedder.dimensions
        )
    finally:
        await driver.close()
    assert not status.ready and "refused" in status.reason()
    formatted = format_error(_located(failure.value))
    assert formatted["extensions"]["code"] == "INTERNAL"
    assert "LOGON" in caplog.text or "HELLO" in caplog.text  # the driver's debug log was kept
    for text in (str(failure.value), status.reason(), json.dumps(formatted), caplog.text):
        _assert_no_secret(text, wrong)
