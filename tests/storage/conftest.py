from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.storage import Database


@pytest.fixture
async def db(database_target: str) -> AsyncIterator[Database]:
    """A fresh migrated database of each backend (tests/databases.py): every storage test runs on both."""
    database = await Database.open(database_target)
    try:
        yield database
    finally:
        await database.close()
