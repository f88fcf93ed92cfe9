"""Where a recall's time goes: each Cypher query's wall time, by name, over many recalls."""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from graph.database import Database


@dataclass(frozen=True)
class TimedDatabase(Database):
    """A Database that adds up the wall time and count of each named query it runs."""

    seconds: defaultdict[str, float] = field(
        default_factory=lambda: defaultdict(float), compare=False
    )
    calls: defaultdict[str, int] = field(default_factory=lambda: defaultdict(int), compare=False)

    async def fetch(self, query_name: str, **parameters: Any) -> list[dict[str, Any]]:
        began = time.perf_counter()
        try:
            return await super().fetch(query_name, **parameters)
        finally:
            self._count(query_name, began)

    async def fetch_plain(self, query_name: str, **parameters: Any) -> list[dict[str, Any]]:
        began = time.perf_counter()
        try:
            return await super().fetch_plain(query_name, **parameters)
        finally:
            self._count(query_name, began)

    def _count(self, query_name: str, began: float) -> None:
        self.seconds[query_name] += time.perf_counter() - began
        self.calls[query_name] += 1

    def per_recall_ms(self, recalls: int) -> dict[str, dict[str, float]]:
        """Mean milliseconds and calls per recall, by query, the slowest first (queries that
        run concurrently overlap, so these add up to more than the wall time)."""
        return {
            name: {
                "ms": round(self.seconds[name] / recalls * 1000, 2),
                "calls": round(self.calls[name] / recalls, 2),
            }
            for name in sorted(self.seconds, key=lambda name: -self.seconds[name])
        }

    def reset(self) -> None:
        self.seconds.clear()
        self.calls.clear()
