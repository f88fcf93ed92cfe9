"""CPU time of other processes (Linux /proc), to report CPU per request beside latency."""

from __future__ import annotations

import os
from pathlib import Path

_TICKS = os.sysconf("SC_CLK_TCK")


def _stat_fields(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8")
    except OSError:
        return None
    # The command name (field 2) is in parentheses and may hold spaces.
    return text[text.rindex(")") + 2 :].split()


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        fields = _stat_fields(int(entry.name)) if entry.name.isdigit() else None
        if fields is not None and int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def tree_cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of `pid` and its live descendants (uvicorn's workers)."""
    total, pending = 0.0, [pid]
    while pending:
        current = pending.pop()
        fields = _stat_fields(current)
        if fields is None:
            continue
        # utime and stime are fields 14 and 15 of /proc/PID/stat (here 11 and 12).
        total += (int(fields[11]) + int(fields[12])) / _TICKS
        pending.extend(_children(current))
    return total
