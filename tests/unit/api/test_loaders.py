"""DataLoaders batch the keys asked for in one turn of the event loop, and cache them."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from api.loaders import DataLoader


async def test_keys_asked_together_are_fetched_in_one_batch() -> None:
    batches: list[list[str]] = []

    async def batch(keys: Sequence[str]) -> dict[str, str | None]:
        batches.append(list(keys))
        return {key: key.upper() for key in keys if key != "missing"}

    loader: DataLoader[str, str | None] = DataLoader(batch, None)
    found = await asyncio.gather(*(loader.load(key) for key in ["a", "b", "a", "missing"]))
    assert found == ["A", "B", "A", None]
    assert batches == [["a", "b", "missing"]]
    assert await loader.load("b") == "B" and len(batches) == 1


async def test_a_failed_batch_fails_each_waiter() -> None:
    async def batch(keys: Sequence[str]) -> dict[str, str | None]:
        raise RuntimeError("database down")

    loader: DataLoader[str, str | None] = DataLoader(batch, None)
    with pytest.raises(RuntimeError, match="database down"):
        await asyncio.gather(loader.load("a"), loader.load("b"))
