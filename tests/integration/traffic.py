"""Client traffic for fault tests: GraphQL requests sent in loops by threads, every reply kept.

A `Reply` records when the request was sent and answered, so a test can tell the requests that
met an outage from those sent before or after it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass(frozen=True, kw_only=True)
class Reply:
    operation: str
    status: int
    text: str
    sent: float
    answered: float
    label: str = ""
    """What was sent (a batch's name), for requests that differ."""

    def body(self) -> Any:
        return httpx.Response(self.status, text=self.text).json()

    @property
    def ok(self) -> bool:
        return self.status == 200 and "errors" not in self.body()

    def codes(self) -> list[str]:
        return [error["extensions"]["code"] for error in self.body().get("errors", [])]


def timed(operation: str, send: Callable[[], httpx.Response], label: str = "") -> Reply:
    sent = time.monotonic()
    try:
        response = send()
    except httpx.TransportError as error:  # the API itself never went away in these tests
        raise AssertionError(f"{operation}: the API did not answer: {error!r}") from error
    return Reply(
        operation=operation,
        status=response.status_code,
        text=response.text,
        sent=sent,
        answered=time.monotonic(),
        label=label,
    )


@dataclass
class Traffic:
    """Threads that each repeat one request until `stop()`; `replies` grows as they answer."""

    replies: list[Reply] = field(default_factory=list)
    _stopping: threading.Event = field(default_factory=threading.Event)
    _threads: list[threading.Thread] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def repeat(self, request: Callable[[int], Reply], *, pause_s: float = 0.2) -> None:
        """Call `request(0)`, `request(1)`, ... in a thread of its own until stopped."""

        def loop() -> None:
            number = 0
            while not self._stopping.is_set():
                reply = request(number)
                with self._lock:
                    self.replies.append(reply)
                number += 1
                self._stopping.wait(pause_s)

        thread = threading.Thread(target=loop, daemon=True)
        thread.start()
        self._threads.append(thread)

    def seen(self, operation: str, *, ok: bool, sent_after: float = 0.0) -> bool:
        with self._lock:
            return any(
                reply.operation == operation and reply.ok == ok and reply.sent > sent_after
                for reply in self.replies
            )

    def stop(self) -> list[Reply]:
        self._stopping.set()
        for thread in self._threads:
            thread.join(timeout=120)
        return list(self.replies)
