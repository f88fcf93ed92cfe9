"""What the hostile-input tests share: hypothesis settings, hostile values, one operation per
root field of the schema with every argument (nested ones too) as a variable, the checks every
answer must pass, seeded users, and what is stored (a user's snapshot, the graph's size)."""

from __future__ import annotations

import base64
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from graphql import (
    GraphQLEnumType,
    GraphQLField,
    GraphQLInputObjectType,
    GraphQLInputType,
    GraphQLInterfaceType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLOutputType,
    GraphQLScalarType,
    Undefined,
    get_named_type,
    is_leaf_type,
)
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from api.schema import build_schema
from graph.database import Database
from graph.errors import ErrorCode
from tests.conftest import ADMIN_KEY, SCOPED_KEY, SCOPED_USER
from tests.integration.gql import data, ingest, turn

HOSTILE = settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    database=None,
    phases=(Phase.explicit, Phase.generate),
    report_multiple_bugs=False,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.function_scoped_fixture,
        HealthCheck.data_too_large,
    ],
)
"""Reproducible (derandomized, no example database) and bounded for CI: no shrinking, since
every step of it is an HTTP request; a failure reports the example as generated."""

CLIENT_CODES = {code.value for code in ErrorCode} - {
    ErrorCode.INTERNAL.value,
    ErrorCode.SERVICE_UNAVAILABLE.value,
}
"""The documented codes a client's own input may cause."""
LEAK_MARKERS = (
    "Traceback",
    'File "',
    ".py",
    "neo4j.",
    "Neo.ClientError",
    "Neo.DatabaseError",
    "Neo.TransientError",
    "org.apache",
    "java.lang",
    "pydantic_core",
    "errors.pydantic.dev",
    "input_value=",
    "internal error",
    "Cypher",
)
"""Words of tracebacks, driver, database and validation-library messages."""
AT = "2026-05-01T09:30:00+08:00"

# --- hostile values -----------------------------------------------------------------------------

INJECTIONS = (
    "'",
    '"',
    "`",
    "})",
    "// ",
    "/*",
    "*/",
    "\\u0027",
    "' OR 1=1 //",
    '"}) MATCH (n) DETACH DELETE n //',
    "`) DETACH DELETE n //",
    "CALL dbms.components()",
    "CALL apoc.cypher.run('MATCH (n) DETACH DELETE n', {})",
    "MATCH (n) DETACH DELETE n",
    "*:*",
    "user_id:other",
    "user_id:* OR *:*",
    'x" OR user_id:"',
    "OR",
    "AND NOT",
    "~",
    "zebra~2",
    "\\",
    '\\"',
    "$user_id",
    "{user_id: 'x'}",
)
"""Cypher and Lucene syntax that must be stored and searched as plain text."""
SPECIAL_TEXTS = (
    "",
    " ",
    "\x00",
    "a\x00b",
    "\x07\x1b[31mred",
    "\u202eevil\u202c",
    "مرحبا بالعالم",
    "שלום עולם",
    "👩‍👩‍👧‍👦",
    "🧨" * 8,
    "\ufeffbom",
    "zero\u200bwidth",
    "line\r\nbreak",
    "\ud800",
    "x\udfffy",
    "e\u0301",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "null",
    "NaN",
    "-1",
    "9" * 40,
    "%s%n",
    "${jndi:ldap://x}",
    "<script>alert(1)</script>",
)
"""Control characters, NUL, lone surrogates, right-to-left text, emoji, look-alike values."""
TIME_WORDS = (
    "yesterday",
    "last week",
    "three months ago",
    "next year",
    "this week",
    "since March",
    "last time",
    "used to",
    "上周",
    "上次",
    "刚才",
    "以前喜欢",
    "2023年5月8日",
)
ZONES = ("UTC", "Asia/Shanghai", "Pacific/Kiritimati", "Etc/GMT+12", "America/St_Johns")
ALL_TEXTS = INJECTIONS + SPECIAL_TEXTS + TIME_WORDS


def texts(max_size: int = 30) -> st.SearchStrategy[str]:
    """Any Unicode (control characters and lone surrogates included), the special and injection
    texts above, and phrases mixing them with time words."""
    return st.one_of(
        st.sampled_from(ALL_TEXTS),
        st.text(st.characters(exclude_categories=()), max_size=max_size),
        st.lists(st.sampled_from(ALL_TEXTS), min_size=2, max_size=4).map(" ".join),
    )


def has_lone_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        return any("\ud800" <= character <= "\udfff" for character in value)
    if isinstance(value, Mapping):
        return any(has_lone_surrogate(k) or has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_lone_surrogate(item) for item in value)
    return False


def _offset(minutes: int) -> str:
    sign = "-" if minutes < 0 else "+"
    return f"{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


EDGE_DAYS = ("0001-01-01", "0001-01-02", "9999-12-30", "9999-12-31", "2016-12-31", "2024-02-29")
"""The calendar's ends, a day that ended with a leap second, a leap day."""
DEFECTS = {
    "no offset": lambda moment: moment[:-6],
    "leap second": lambda moment: moment[:17] + "60" + moment[19:],
    "hour 24": lambda moment: moment[:11] + "24" + moment[13:],
    "no such day": lambda moment: "2023-02-29" + moment[10:],
    "offset past 18:00": lambda moment: moment[:-6] + "+18:30",
    "offset with seconds": lambda moment: moment[:-6] + "+05:30:15",
}
"""Ways to spoil a well-formed DateTime: each must be refused."""


@st.composite
def datetime_texts(draw: st.DrawFn) -> str:
    """DateTime strings at every edge: years 1 and 9999 with every offset within ±14:00 (some
    of them leave the documented range once taken to UTC), leap seconds, hour 24, offsets past
    ±18:00 or with seconds, none at all, and garbage."""
    if draw(st.integers(0, 9)) == 0:
        return draw(texts())
    ordinary = st.builds(
        "{:04d}-{:02d}-{:02d}".format,
        st.integers(1, 9999),
        st.integers(1, 12),
        st.integers(1, 28),
    )
    date = draw(st.one_of(st.sampled_from(EDGE_DAYS), ordinary))
    time = draw(st.one_of(st.sampled_from(["00:00:00", "23:59:59"]), st.times().map(str)))
    offset = draw(
        st.one_of(
            st.sampled_from(["+14:00", "-14:00", "+00:00"]), st.integers(-840, 840).map(_offset)
        )
    )
    moment = f"{date}T{time[:8]}{offset}"
    defect = draw(st.sampled_from([*[None] * len(DEFECTS), *DEFECTS]))
    return moment if defect is None else DEFECTS[defect](moment)


EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
LATEST = datetime(9999, 12, 30, 23, 59, 59, 999_999, tzinfo=UTC)


def documented_datetime(value: Any) -> datetime | None:
    """What the README says a DateTime string stands for, or None when it must be refused:
    ISO 8601 with an offset of whole minutes within ±18:00, an instant from 0001-01-02 to
    9999-12-30 UTC."""
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        return None
    offset = moment.utcoffset()
    if offset is None or offset % timedelta(minutes=1) or abs(offset) > timedelta(hours=18):
        return None
    try:
        instant = moment.astimezone(UTC)
    except OverflowError:
        return None
    return moment if EARLIEST <= instant <= LATEST else None


# --- checks -------------------------------------------------------------------------------------


def check_error(failure: Any, request_id: str) -> None:
    """A client-safe error: a documented code, the request id, a message and nothing internal."""
    assert isinstance(failure, dict), failure
    assert set(failure) <= {"message", "locations", "path", "extensions"}, failure
    extensions = failure.get("extensions") or {}
    assert extensions.get("code") in CLIENT_CODES, failure
    assert extensions.get("requestId") == request_id, failure
    message = failure.get("message")
    assert isinstance(message, str) and len(message) >= 10, failure
    assert not [marker for marker in LEAK_MARKERS if marker in message], failure
    if extensions["code"] == ErrorCode.LIMIT_EXCEEDED.value:
        assert extensions["actual"] > extensions["maximum"], failure


def check_answer(response: httpx.Response) -> dict[str, Any]:
    """The JSON body of an answer that is no server error and leaks nothing."""
    assert response.status_code in {200, 400, 401, 403, 404, 405, 413}, response.text
    assert response.headers["content-type"].startswith("application/json"), response.text
    body = response.json()
    assert isinstance(body, dict) and set(body) <= {"data", "errors"}, body
    for failure in body.get("errors") or []:
        check_error(failure, response.headers["x-request-id"])
    if response.status_code != 200:
        assert body.get("errors"), body
    return body


def codes(body: Mapping[str, Any]) -> set[str]:
    return {failure["extensions"]["code"] for failure in body.get("errors") or []}


def values_named(found: Any, name: str) -> list[Any]:
    """Every value under the key `name` anywhere in a response's data."""
    if isinstance(found, Mapping):
        here = [found[name]] if name in found else []
        return here + [value for item in found.values() for value in values_named(item, name)]
    if isinstance(found, list):
        return [value for item in found for value in values_named(item, name)]
    return []


# --- what is stored -----------------------------------------------------------------------------


async def snapshot(db: Database, user_id: str) -> list[dict[str, Any]]:
    """Every node of the user and every relationship touching them, with all properties."""
    return await db.fetch("checks/user_snapshot", user_id=user_id)


async def graph_size(db: Database) -> tuple[int, int]:
    [row] = await db.fetch("checks/graph_size")
    return int(row["nodes"]), int(row["relationships"])


# --- seeded users -------------------------------------------------------------------------------

SEED_TURNS = (
    ("t1", "My laptop broke yesterday, so I opened a support ticket.", "2026-04-29T10:00:00+08:00"),
    ("t2", "Please notify me by SMS only.", "2026-04-30T09:00:00+08:00"),
    ("t3", "The support ticket was escalated to the vendor.", AT),
)
"""The same texts for every seeded user: isolation must hold when the words are identical."""
RECORD_EVENT = """mutation E($u: ID!, $e: EventInput!) { recordEvent(userId: $u, event: $e) {
  id } }"""
RECORD_PREFERENCE = """mutation P($u: ID!, $p: PreferenceInput!) {
  recordPreference(userId: $u, preference: $p) { preference { id } } }"""
LINK = """mutation L($c: ID!, $e: ID!) { linkEvents(causeId: $c, effectId: $e, cue: "so") {
  cause { id } } }"""
TIMELINE_CURSOR = """query T($u: ID!) { timeline(userId: $u, first: 1) {
  pageInfo { endCursor } } }"""


@dataclass(frozen=True, kw_only=True)
class Seeded:
    """A user with turns, events (two of them linked) and a preference that was superseded."""

    user_id: str
    session_id: str
    turns: tuple[str, ...]
    events: tuple[str, ...]
    preferences: tuple[str, ...]
    external_ids: tuple[str, ...]
    cursor: str

    @property
    def ids(self) -> tuple[str, ...]:
        return self.turns + self.events + self.preferences + (self.session_id,)


def seed(api_url: str, user_id: str, session_id: str, *, key: str = ADMIN_KEY) -> Seeded:
    turns = [turn(eid, text, at) for eid, text, at in SEED_TURNS]
    stored = data(
        api_url,
        """mutation I($u: ID!, $s: ID!, $t: [TurnInput!]!) {
          ingestTurns(userId: $u, sessionId: $s, turns: $t) {
            turns { id } events { id } preferences { preference { id } } } }""",
        {"u": user_id, "s": session_id, "t": turns},
        key=key,
    )["ingestTurns"]
    turn_ids = tuple(found["id"] for found in stored["turns"])
    event = {"action": "order", "summary": "ordered a new laptop", "occurredStart": AT}
    recorded = [
        data(api_url, RECORD_EVENT, {"u": user_id, "e": values}, key=key)["recordEvent"]["id"]
        for values in (
            event | {"sourceTurnIds": [turn_ids[0]], "entities": ["laptop"]},
            event | {"action": "deliver", "summary": "the laptop was delivered"},
        )
    ]
    data(api_url, LINK, {"c": recorded[0], "e": recorded[1]}, key=key)
    preference = {"category": "diet", "key": "coffee", "value": "oat latte", "recordedAt": AT}
    preferences = [
        data(api_url, RECORD_PREFERENCE, {"u": user_id, "p": values}, key=key)["recordPreference"][
            "preference"
        ]["id"]
        for values in (preference, preference | {"value": "black coffee", "recordedAt": None})
    ]
    cursor = data(api_url, TIMELINE_CURSOR, {"u": user_id}, key=key)["timeline"]["pageInfo"]
    return Seeded(
        user_id=user_id,
        session_id=session_id,
        turns=turn_ids,
        events=tuple(found["id"] for found in stored["events"]) + tuple(recorded),
        preferences=tuple(found["preference"]["id"] for found in stored["preferences"])
        + tuple(preferences),
        external_ids=tuple(eid for eid, _, _ in SEED_TURNS),
        cursor=cursor["endCursor"],
    )


def fresh_scoped_user(api_url: str) -> Seeded:
    """SCOPED_USER, forgotten first so that what earlier runs left does not pile up, then
    seeded through SCOPED_KEY in a session of this run."""
    forget = "mutation F($u: ID!) { forgetUser(userId: $u) { deletedNodes } }"
    data(api_url, forget, {"u": SCOPED_USER}, key=SCOPED_KEY)
    return seed(api_url, SCOPED_USER, f"{SCOPED_USER}-{uuid.uuid4()}", key=SCOPED_KEY)


def ingest_one(api_url: str, user_id: str, external_id: str, text: str) -> Any:
    return ingest(api_url, user_id, f"{user_id}-extra", [turn(external_id, text, AT)])


# --- operations from the schema -----------------------------------------------------------------


@dataclass(frozen=True)
class Operation:
    """One root field as a document whose every argument, nested ones too, is a variable."""

    kind: str
    name: str
    variables: dict[str, GraphQLInputType]
    document: str


def _call(
    name: str, field: GraphQLField, variables: dict[str, GraphQLInputType], prefix: str
) -> str:
    if not field.args:
        return name
    arguments = []
    for argument_name, argument in field.args.items():
        variable = f"{prefix}{argument_name}"
        variables[variable] = argument.type
        arguments.append(f"{argument_name}: ${variable}")
    return f"{name}({', '.join(arguments)})"


def _selection(
    output: GraphQLOutputType, variables: dict[str, GraphQLInputType], depth: int
) -> str:
    named = get_named_type(output)
    if is_leaf_type(named):
        return ""
    assert isinstance(named, GraphQLObjectType | GraphQLInterfaceType)
    picked = ["__typename"]
    for name, field in named.fields.items():
        inner = get_named_type(field.type)
        if is_leaf_type(inner):
            picked.append(name)
        elif depth > 0:
            call = _call(name, field, variables, prefix=f"{name}_")
            picked.append(f"{call} {_selection(field.type, variables, depth - 1)}")
    return "{ " + " ".join(picked) + " }"


def operations(kind: str, depth: int) -> list[Operation]:
    schema = build_schema().graphql_schema
    root = schema.query_type if kind == "query" else schema.mutation_type
    assert root is not None
    found = []
    for name, field in root.fields.items():
        if name == "health":
            continue
        variables: dict[str, GraphQLInputType] = {}
        call = _call(name, field, variables, prefix="")
        selection = _selection(field.type, variables, depth)
        declared = ", ".join(f"${variable}: {type_}" for variable, type_ in variables.items())
        header = f"{kind} Op({declared})" if declared else f"{kind} Op"
        found.append(Operation(kind, name, variables, f"{header} {{ {call} {selection} }}"))
    return found


QUERIES = operations("query", depth=2)
MUTATIONS = operations("mutation", depth=1)

# --- values for variables -----------------------------------------------------------------------

WRONG_JSON: tuple[Any, ...] = ({"$ne": 1}, [["nested"]], True, 1.5, 10**20)
INVALID_DATETIMES = (
    "2026-05-01T09:30:00",
    "2026-06-30T23:59:60Z",
    "2026-05-01T24:00:00+08:00",
    "0001-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-14:00",
    "2026-01-01T00:00:00+18:30",
    "2026-01-01T00:00:00+05:30:15",
    "yesterday",
    "",
    20260501,
)


@dataclass(frozen=True, kw_only=True)
class Known:
    """Ids a generated value may use: real ones (the seeded users') and made-up ones."""

    users: tuple[str, ...]
    seeded: tuple[Seeded, ...]

    def all(self, pick: Callable[[Seeded], tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(value for user in self.seeded for value in pick(user))


def _ids(name: str, known: Known) -> st.SearchStrategy[Any]:
    if name == "userId":
        real = known.users
    elif name in {"causeId", "effectId", "supersedesId"}:
        real = known.all(lambda user: user.events)
    elif name == "sourceTurnIds":
        real = known.all(lambda user: user.turns)
    elif name in {"sessionId", "session_id"}:
        real = known.all(lambda user: (user.session_id,))
    else:
        real = known.all(lambda user: user.ids)
    return st.one_of(st.sampled_from(real), st.sampled_from(real), texts(), st.integers(-5, 5))


def _strings(name: str, known: Known) -> st.SearchStrategy[Any]:
    if name == "externalId":
        real: tuple[str, ...] = known.all(lambda user: user.external_ids)
    elif name == "timezone":
        real = ZONES
    elif name == "after":
        garbage = base64.urlsafe_b64encode(b'["2026-01-01T00:00:00+00:00","turn",1]').decode()
        real = (*known.all(lambda user: (user.cursor,)), garbage, "garbage")
    elif name in {"category", "key"}:
        real = ("diet", "coffee", "notification", "channel")
    else:
        real = TIME_WORDS
    return st.one_of(st.sampled_from(real), texts(), texts())


def hostile_value(type_: GraphQLInputType, name: str, known: Known) -> st.SearchStrategy[Any]:
    """A value for a variable of `type_`: mostly of the right shape, often hostile inside."""
    if isinstance(type_, GraphQLNonNull):
        inner = hostile_value(type_.of_type, name, known)
        return st.one_of(inner, inner, inner, st.none())
    wrong = st.sampled_from(WRONG_JSON)
    if isinstance(type_, GraphQLList):
        item = hostile_value(type_.of_type, name, known)
        return st.one_of(st.lists(item, max_size=3), st.lists(item, max_size=3), item, st.none())
    if isinstance(type_, GraphQLInputObjectType):
        required = {
            field: hostile_value(value.type, field, known)
            for field, value in type_.fields.items()
            if isinstance(value.type, GraphQLNonNull)
        }
        optional = {
            field: hostile_value(value.type, field, known)
            for field, value in type_.fields.items()
            if not isinstance(value.type, GraphQLNonNull)
        }
        objects = st.fixed_dictionaries(required, optional=optional | {"bogus": st.just(1)})
        return st.one_of(objects, objects, objects, wrong)
    if isinstance(type_, GraphQLEnumType):
        return st.one_of(st.sampled_from(sorted(type_.values)), st.sampled_from(["NOPE", "turn"]))
    assert isinstance(type_, GraphQLScalarType)
    scalars: dict[str, st.SearchStrategy[Any]] = {
        "ID": _ids(name, known),
        "String": _strings(name, known),
        "Int": st.one_of(
            st.integers(-3, 60),
            st.sampled_from([0, -1, 101, 20_001, 2**31 - 1, -(2**31), 2**31, 10**20]),
        ),
        "Float": st.one_of(
            st.floats(0, 1),
            st.sampled_from([-0.5, 1.5, 1e308, -1e308, 5e-324, 0.0, 1.0]),
            st.integers(-2, 2),
        ),
        "Boolean": st.one_of(st.booleans(), st.sampled_from(["true", 1])),
        "DateTime": datetime_texts(),
    }
    scalar = scalars[type_.name]
    return st.one_of(scalar, scalar, scalar, scalar, wrong)


def valid_value(type_: GraphQLInputType, name: str, user: Seeded) -> st.SearchStrategy[Any]:
    """A value of `type_` the API accepts for `user` (ids of the right kind, in-range numbers)."""
    if isinstance(type_, GraphQLNonNull):
        return valid_value(type_.of_type, name, user)
    if isinstance(type_, GraphQLList):
        return st.lists(valid_value(type_.of_type, name, user), min_size=1, max_size=2)
    if isinstance(type_, GraphQLInputObjectType):
        required = {
            field: valid_value(value.type, field, user)
            for field, value in type_.fields.items()
            if isinstance(value.type, GraphQLNonNull)
        }
        return st.fixed_dictionaries(required)
    if isinstance(type_, GraphQLEnumType):
        return st.sampled_from(sorted(type_.values))
    assert isinstance(type_, GraphQLScalarType)
    ranges = {"limit": (1, 50), "first": (1, 100), "budget": (1, 20_000)}
    ids = {
        "userId": (user.user_id,),
        "sessionId": (user.session_id,),
        "causeId": user.events[:1],
        "effectId": user.events[1:2],
        "id": user.preferences[-1:],
        "sourceTurnIds": user.turns,
        "supersedesId": user.events,
    }
    words = st.text("abcdefghij", min_size=1, max_size=12)
    scalars: dict[str, st.SearchStrategy[Any]] = {
        "ID": st.sampled_from(ids[name]) if name in ids else words,
        "String": st.sampled_from(ZONES) if name == "timezone" else words,
        "Int": st.integers(*ranges.get(name, (1, 5))),
        "Float": st.floats(0, 1),
        "Boolean": st.booleans(),
        "DateTime": st.just(AT),
    }
    return scalars[type_.name]


def invalid_value(type_: GraphQLInputType, name: str) -> st.SearchStrategy[Any]:
    """A value of the wrong shape or out of range for `type_`, which the API must refuse."""
    refused: list[Any] = list(WRONG_JSON[:3])
    nullable = type_
    if isinstance(type_, GraphQLNonNull):
        refused.append(None)
        nullable = type_.of_type
    named = get_named_type(nullable)
    if isinstance(nullable, GraphQLList):
        refused.append([None])
    elif isinstance(named, GraphQLEnumType):
        refused += ["NOPE", 1]
    elif isinstance(named, GraphQLScalarType):
        by_scalar: dict[str, list[Any]] = {
            "ID": ["\ud800x", 1.5],
            "String": ["x\udfff", 5],
            "Int": [2**31, -(2**31) - 1, 1.5, "3"],
            "Float": ["0.5"] + ([1.5, -0.1, 1e308] if name == "confidence" else []),
            "Boolean": ["true", 1],
            "DateTime": list(INVALID_DATETIMES),
        }
        refused += by_scalar[named.name]
    return st.sampled_from(refused)


def input_paths(
    type_: GraphQLInputType, value: Any, path: tuple[str | int, ...]
) -> list[tuple[tuple[str | int, ...], GraphQLInputType]]:
    """Every place of `value`, and of the fields `type_` allows there, that can be spoiled."""
    found = [(path, type_)]
    inner = type_.of_type if isinstance(type_, GraphQLNonNull) else type_
    if isinstance(inner, GraphQLList) and isinstance(value, list):
        for index, item in enumerate(value):
            found += input_paths(inner.of_type, item, (*path, index))
    if isinstance(inner, GraphQLInputObjectType) and isinstance(value, dict):
        for field, definition in inner.fields.items():
            found += input_paths(definition.type, value.get(field, Undefined), (*path, field))
    return found


def field_name(path: tuple[str | int, ...]) -> str:
    """The innermost argument or input field a path ends in."""
    return next(str(step) for step in reversed(path) if isinstance(step, str))


def replaced(values: dict[str, Any], path: tuple[str | int, ...], new: Any) -> dict[str, Any]:
    """A deep copy of `values` with the value at `path` set to `new`."""

    def copy(value: Any) -> Any:
        if isinstance(value, dict):
            return {key: copy(item) for key, item in value.items()}
        if isinstance(value, list):
            return [copy(item) for item in value]
        return value

    result: dict[str, Any] = copy(values)
    target: Any = result
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return result
