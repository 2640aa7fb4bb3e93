"""SimCord fixtures: the real bot, the real discord.py, a real database per test, on both backends.

`db_path` (and so `simcord_bot`, `simcord_env`) takes `database_target` (tests/databases.py), run once
with a real SQLite file and once with a fresh PostgreSQL database. A test that looks at the SQLite
file itself is marked `@sqlite_only` (tests/databases.py), the line above saying why.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord.interactions

from bot.app.client import SumokuBot
from bot.app.errors import user_message
from bot.config import Config
from bot.storage.pg import is_url

from .request_log import request_log  # noqa: F401  # a fixture: every request the bot makes, timed

# SimCord detaches a bot without calling bot.close(), so a bot's SQLite worker thread (not a daemon)
# would outlive the test and keep pytest from exiting. Every bot built here is closed at teardown.
_BOTS: list[SumokuBot] = []


def make_bot(
    db_path: Path | str, *, message_content: bool = False, heartbeat: bool = False, **config_fields: Any
) -> SumokuBot:
    """The bot on `db_path`: an SQLite file, or a PostgreSQL URL (SUMOKU_DATABASE_URL's place)."""
    if is_url(db_path):
        config_fields["database_url"] = db_path
    else:
        config_fields["database"] = Path(db_path)
    config = Config(message_content=message_content, owner_ids=frozenset(), **config_fields)
    bot = SumokuBot(config, sync_on_start=True, heartbeat=heartbeat)
    _BOTS.append(bot)
    return bot


@pytest_asyncio.fixture(autouse=True)
async def close_databases():
    yield
    while _BOTS:
        bot = _BOTS.pop()
        await bot.close_board()  # the board's port, when a test turned it on
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()
            bot.db = None


@pytest.fixture(params=["sqlite", "postgresql"])
def database_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """tests/databases.py's, except that a PostgreSQL database comes migrated and empty from the
    pool (`migrated_postgres_url`): these tests start the bot, which migrates an empty one anyway,
    and a database made and dropped per test was most of a test's time."""
    if request.param == "sqlite":
        return str(tmp_path / "data" / "test.db")
    return str(request.getfixturevalue("migrated_postgres_url"))


@pytest.fixture
def db_path(database_target: str, tmp_path: Path) -> Path | str:
    """Where the bot keeps its games: `tmp_path/sumoku.db`, or a fresh PostgreSQL database's URL."""
    return database_target if is_url(database_target) else tmp_path / "sumoku.db"


@pytest.fixture
def simcord_bot(db_path: Path | str) -> SumokuBot:
    return make_bot(db_path)


@pytest.fixture(autouse=True)
def only_expected_errors(request: pytest.FixtureRequest):
    """No bot error over a test: a refusal is an answer, not an error (bot/errors.py answers it
    before discord.py's error dispatch, where SimCord would record it), so any error SimCord
    recorded is a real one, and fails the test."""
    if "simcord_env" not in request.fixturenames or request.node.get_closest_marker("bot_error_on_purpose"):
        yield
        return
    env = request.getfixturevalue("simcord_env")  # set up first, so checked before it closes
    yield
    errors = env.errors
    refusals = [e for e in errors if user_message(e) is not None]
    assert not refusals, f"refusals counted as bot errors: {refusals!r}"
    assert not errors, f"unexpected bot errors: {errors!r}"


@pytest.fixture
def discord_locales(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[int, str]]:
    """user id → the Discord locale of their app (others: SimCord's en-US). SimCord has no setting for
    an actor's locale: this sets the `locale` field of the interaction payload it builds, which the
    real discord.py then reads as Discord's (Interaction.locale)."""
    locales: dict[int, str] = {}
    build = simcord.interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"], payload["locale"])
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    yield locales
