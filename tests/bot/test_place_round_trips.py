"""What one /place costs the database, as the bot runs it (SimCord, a real SQLite file): at most
three round trips to the database's thread — the game read, the one transaction, the delivered
outbox row — with every statement the move needs inside them (issue 15)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import aiosqlite
import pytest

from bot.engine.main_game import MainGame
from tests.databases import sqlite_only

from .helpers import best_move, place_options, stored_game


class Trips:
    """Counts the calls onto aiosqlite's connection threads (each one is a trip there and back)
    and the SQL statements run on them, while installed."""

    def __init__(self) -> None:
        self.trips = 0
        self.statements: list[str] = []

    @contextlib.asynccontextmanager
    async def counting(self, monkeypatch: pytest.MonkeyPatch, db: Any) -> AsyncIterator[None]:
        original = aiosqlite.Connection._execute

        async def execute(conn: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
            self.trips += 1
            return await original(conn, fn, *args, **kwargs)

        connections = (db.store._conn, db.store._reader)
        for conn in connections:
            await conn.set_trace_callback(self.statements.append)
        monkeypatch.setattr(aiosqlite.Connection, "_execute", execute)
        try:
            yield
        finally:
            monkeypatch.setattr(aiosqlite.Connection, "_execute", original)
            for conn in connections:
                await conn.set_trace_callback(None)


async def game_with_clock(env: Any, turn_limit: int | None) -> tuple[Any, dict[int, Any]]:
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    options = {} if turn_limit is None else {"turn_limit": turn_limit}
    lobby = (await alice.slash(channel, "sumoku new", **options)).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return channel, {alice.id: alice, bob.id: bob}


# SQLite's trips to aiosqlite's connection thread are what this counts (PostgreSQL's commit is one
# transaction of a statement per trip: not what issue 15's three-trip target is about).
@sqlite_only
@pytest.mark.parametrize("turn_limit", [None, 10])
async def test_a_place_takes_at_most_three_round_trips(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch, turn_limit: int | None
) -> None:
    env = simcord_env
    channel, players = await game_with_clock(env, turn_limit)
    await env.settle()
    row, game = await stored_game(env, channel)
    assert game is not None
    actor = players[int(game.current_seat.id)]
    move = best_move(game)
    assert move is not None
    trips = Trips()
    decoded: list[int] = []
    from_dict = MainGame.from_dict.__func__  # type: ignore[attr-defined]

    def counted(cls: type[MainGame], data: dict[str, Any]) -> MainGame:
        decoded.append(1)
        return from_dict(cls, data)

    async with trips.counting(monkeypatch, env.bot.db):
        monkeypatch.setattr(MainGame, "from_dict", classmethod(counted))
        result = await actor.slash(channel, "place", **place_options(game, move))
        await env.settle()
        monkeypatch.undo()
    assert len(decoded) == 1  # the stored state is decoded once for the whole action
    assert not result.ephemeral  # the turn was played, publicly
    after, played = await stored_game(env, channel)
    assert after.version == row.version + 1 and played is not None and len(played.board) == len(move)
    sql = [s.split()[0].upper() for s in trips.statements]
    # the whole move is in the database: state, log row and outbox row, then the delivered row gone
    assert sql.count("BEGIN") == sql.count("COMMIT") >= 1
    assert any(s.startswith("INSERT INTO moves") for s in trips.statements)
    assert any(s.startswith("DELETE FROM outbox") for s in trips.statements)
    # the next player's clock is armed (the scheduler re-synced on the timers the commit wrote)
    stored = await env.bot.db.timers.for_game(after.id)
    assert len(stored) == (2 if turn_limit else 0)
    assert all(t.payload["seat"] == played.current for t in stored)
    assert trips.trips <= 3, (trips.trips, [s[:70] for s in trips.statements])


@sqlite_only
async def test_a_hint_reads_and_decodes_the_game_once(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/hint is checked before it is acknowledged (refused at once, privately) and searched after:
    the search uses the game the check read, not a second read and decode of the same row (the
    channel's game is looked up first, as every command does: not counted)."""
    env = simcord_env
    channel, players = await game_with_clock(env, None)
    await env.settle()
    _, game = await stored_game(env, channel)
    assert game is not None
    actor = players[int(game.current_seat.id)]
    trips = Trips()
    decoded: list[int] = []
    from_dict = MainGame.from_dict.__func__  # type: ignore[attr-defined]

    def counted(cls: type[MainGame], data: dict[str, Any]) -> MainGame:
        decoded.append(1)
        return from_dict(cls, data)

    async with trips.counting(monkeypatch, env.bot.db):
        monkeypatch.setattr(MainGame, "from_dict", classmethod(counted))
        result = await actor.slash(channel, "hint")
        await env.settle()
        monkeypatch.undo()
    assert result.ephemeral and "Best turns" in result.response.content  # the hints were answered
    by_id = [s for s in trips.statements if s.upper().startswith("SELECT") and "FROM games WHERE id" in s]
    assert len(decoded) == 1 and len(by_id) == 1, [s[:40] + " ... " + s[-30:] for s in trips.statements]
