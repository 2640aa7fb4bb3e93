"""Sessions tested directly: a real database of each backend, a clock the test moves, no discord."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.sessions import Actor, Sessions
from bot.storage import Database
from bot.thinking import Thinker

T0 = 1_800_000_000.0  # 2027-01-15, a fixed moment: nothing here reads the real time


class Clock:
    """The sessions' clock (epoch seconds), moved by the test."""

    def __init__(self, now: float = T0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def sessions(database_target: str, clock: Clock) -> AsyncIterator[Sessions]:
    """Every variant's session over a fresh migrated database (SQLite file / PostgreSQL)."""
    db = await Database.open(database_target)
    thinker = Thinker(1)
    try:
        yield Sessions(db, clock, thinker=thinker)
    finally:
        await thinker.close()
        await db.close()


ALICE = Actor(101, "alice")
BOB = Actor(202, "bob")
CAROL = Actor(303, "carol")
