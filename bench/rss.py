"""Resident memory of other processes over time, and its trend (for the soak benchmark)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path


def rss_mib(pid: int) -> float | None:
    """The resident set size of process `pid` in MiB (Linux /proc), or None once it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return None


def slope_per_minute(points: Sequence[tuple[float, float]]) -> float | None:
    """The least-squares slope of (seconds, MiB) points, in MiB per minute; None for fewer
    than two distinct times."""
    if len(points) < 2:
        return None
    mean_t = sum(t for t, _ in points) / len(points)
    mean_v = sum(v for _, v in points) / len(points)
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    if spread == 0:
        return None
    covariance = sum((t - mean_t) * (v - mean_v) for t, v in points)
    return covariance / spread * 60


@dataclass
class RssSampler:
    """Samples the RSS of named processes every `interval_s` until `stop` is set: rows of
    (seconds since the sampler started, {name: MiB})."""

    pids: Mapping[str, int]
    interval_s: float
    rows: list[tuple[float, dict[str, float]]] = field(default_factory=list)
    stop: asyncio.Event = field(default_factory=asyncio.Event)

    async def run(self) -> None:
        began = time.monotonic()
        while True:
            sizes = {name: rss_mib(pid) for name, pid in self.pids.items()}
            self.rows.append(
                (time.monotonic() - began, {k: v for k, v in sizes.items() if v is not None})
            )
            try:
                await asyncio.wait_for(self.stop.wait(), timeout=self.interval_s)
                return
            except TimeoutError:
                continue

    def series(self, name: str) -> list[tuple[float, float]]:
        return [(t, sizes[name]) for t, sizes in self.rows if name in sizes]

    def summary(self, name: str, *, after_s: float) -> dict[str, float | int | None]:
        """First, last, peak and the slope of `name`'s RSS, the slope over samples taken after
        `after_s` (the warm-up) only."""
        series = self.series(name)
        if not series:
            return {"samples": 0}
        values = [v for _, v in series]
        slope = slope_per_minute([(t, v) for t, v in series if t >= after_s])
        return {
            "samples": len(series),
            "first_mib": round(values[0], 1),
            "last_mib": round(values[-1], 1),
            "peak_mib": round(max(values), 1),
            "slope_mib_per_min_after_warmup": None if slope is None else round(slope, 3),
        }
