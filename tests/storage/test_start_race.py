"""Start pressed while another writer (a /forget-me, maybe in another process) takes a player out
of the lobby: the game never starts with a seat that is no longer stored (the deleted player would
be dealt in, under an id they asked to erase, and the seats would no longer match the engine's)."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.sessions import Actor, Sessions
from bot.storage import Database, VersionConflict
from bot.storage.steps import remove_seat

HOST, GONE, THIRD = Actor(11, "host"), Actor(12, "gone"), Actor(13, "third")


async def test_start_refuses_when_a_seat_left_after_the_lobby_was_read(db: Database) -> None:
    sessions = Sessions(db, time.time)
    opened = await sessions.lobby.open(
        guild_id=1, channel_id=5, host=HOST, options={}, computers=0, level="normal"
    )
    game_id = opened.game_id
    for player in (GONE, THIRD):
        await sessions.lobby.change(game_id, player, "join")
    async with db.transaction() as conn:  # the other writer, half-way: GONE's seat is out, not committed
        await conn.execute(
            f"SELECT id FROM games WHERE id = ?{' FOR UPDATE' if db.backend != 'sqlite' else ''}", (game_id,)
        )
        await remove_seat(conn, game_id, 1)
        starting = asyncio.create_task(sessions.lobby.change(game_id, HOST, "start"))
        await asyncio.sleep(0.3)  # Start has read the lobby (three seats) and waits to write
    with pytest.raises(VersionConflict):  # "someone acted at the same moment": Start again
        await starting
    assert (await db.games.get(game_id)).status == "lobby"
    started = await sessions.lobby.change(game_id, HOST, "start")
    state = (await db.games.get(started.game_id)).state
    assert [s["id"] for s in state["seats"]] == [str(HOST.user_id), str(THIRD.user_id)]
