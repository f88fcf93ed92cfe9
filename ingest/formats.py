"""Conversation files to import: JSON Lines turns, LoCoMo and MemoryBank.

Each reader yields one `ImportedSession` at a time, in the file's order. Normalisations:
- a time without an offset is read in the given time zone;
- LoCoMo gives one time per session: turn i is stamped i seconds after it, so order survives;
  a shared photo's caption is kept in the text as "[photo: …]";
- MemoryBank gives dates only: the day's pairs start at 20:00, two minutes apart, the
  companion's response one minute after the user's query.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ingest.errors import IngestInputError
from ingest.timeparse import load_zone
from ingest.turn_text import TurnText

LOCOMO_TIME_FORMAT = "%I:%M %p on %d %B, %Y"


@dataclass(frozen=True, kw_only=True)
class ImportedSession:
    user_id: str
    session_id: str
    turns: list[TurnText]


def _aware(value: str, timezone: str) -> datetime:
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=load_zone(timezone))


def read_jsonl(path: Path, timezone: str) -> Iterator[ImportedSession]:
    """Lines of {user_id, session_id, external_id, speaker, text, at}, a session together."""
    current: ImportedSession | None = None
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                row: dict[str, Any] = json.loads(line)
                turn = TurnText(
                    external_id=row["external_id"],
                    speaker=row["speaker"],
                    text=row["text"],
                    at=_aware(str(row["at"]), timezone),
                )
                owner = (str(row["user_id"]), str(row["session_id"]))
            except (json.JSONDecodeError, KeyError, ValueError, ValidationError) as error:
                raise IngestInputError(f"{path}:{number}: {error}") from error
            if current is None or (current.user_id, current.session_id) != owner:
                if current is not None:
                    yield current
                current = ImportedSession(user_id=owner[0], session_id=owner[1], turns=[])
            current.turns.append(turn)
    if current is not None:
        yield current


def _locomo_sessions(conversation: dict[str, Any]) -> list[int]:
    numbers = {
        int(key.removeprefix("session_"))
        for key in conversation
        if key.startswith("session_") and key.removeprefix("session_").isdigit()
    }
    return sorted(numbers)


def read_locomo(path: Path, timezone: str) -> Iterator[ImportedSession]:
    """One user per conversation (its `sample_id`), `dia_id` as the external id."""
    zone = load_zone(timezone)
    for sample in json.loads(path.read_text(encoding="utf-8")):
        conversation = sample["conversation"]
        user_id = str(sample["sample_id"])
        for number in _locomo_sessions(conversation):
            started = datetime.strptime(
                conversation[f"session_{number}_date_time"], LOCOMO_TIME_FORMAT
            ).replace(tzinfo=zone)
            turns = [
                TurnText(
                    external_id=turn["dia_id"],
                    speaker=turn["speaker"],
                    text=f"{turn['text']} [photo: {turn['blip_caption']}]"
                    if turn.get("blip_caption")
                    else turn["text"],
                    at=started + timedelta(seconds=index),
                )
                for index, turn in enumerate(conversation[f"session_{number}"])
            ]
            yield ImportedSession(
                user_id=user_id, session_id=f"{user_id}:session_{number}", turns=turns
            )


def memorybank_turn_key(external_id: str) -> str:
    """The evidence key ("2023-04-30#3") of a MemoryBank turn's external id."""
    return external_id.rsplit("/", 1)[0]


def read_memorybank(path: Path, language: str, timezone: str) -> Iterator[ImportedSession]:
    """One user per name, one session per day; external ids "<date>#<i>/user" and "/ai"."""
    zone = load_zone(timezone)
    users: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))[language]["users"]
    for name, user in users.items():
        user_id = f"memorybank-{language}-{name}"
        for day, pairs in sorted(user["history"].items()):
            evening = datetime.fromisoformat(day).replace(hour=20, tzinfo=zone)
            turns: list[TurnText] = []
            for index, pair in enumerate(pairs):
                at = evening + timedelta(minutes=2 * index)
                key = f"{day}#{index}"
                turns.append(
                    TurnText(external_id=f"{key}/user", speaker=name, text=pair["query"], at=at)
                )
                if pair.get("response"):
                    turns.append(
                        TurnText(
                            external_id=f"{key}/ai",
                            speaker="AI",
                            text=pair["response"],
                            at=at + timedelta(minutes=1),
                        )
                    )
            yield ImportedSession(user_id=user_id, session_id=f"{user_id}:{day}", turns=turns)
