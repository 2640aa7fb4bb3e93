"""A board never gets an older table of its game after a newer one: a table sent to it directly (at
open, or after a stale refusal) is read on its own, beside the pushes, so a push read later can
overtake it. The direct read is held here (the session's `table_of`, the read `Hub.send_table`
makes) while a change is stored and pushed, then let go: the old table must not follow the new one.
And the order is the game's stored one (`revision`), not the table's `version`, which a Speed
round starts again from 0."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.activity import BoardServer
from bot.activity.connection import Connection

from .board_helpers import Board, board_server, http, local_discord, open_board
from .speed_helpers import running, start_race

__all__ = ["board_server", "http", "local_discord"]  # fixtures


class HeldRead:
    """The board session's `table_of` (what a direct send reads), held after its read until `go()`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, server: BoardServer) -> None:
        session = server.hub.board
        self.original: Callable[..., Awaitable[Any]] = session.table_of
        self.read = asyncio.Event()
        self.release = asyncio.Event()
        monkeypatch.setattr(session, "table_of", self.held)

    async def held(self, *args: Any, **kwargs: Any) -> Any:
        found = await self.original(*args, **kwargs)
        self.read.set()
        await self.release.wait()
        return found

    def go(self) -> None:
        self.release.set()


def tables(board: Board) -> list[dict[str, Any]]:
    return [f for f in board.frames if f["t"] == "table"]


async def solo_board(env: Any, server: BoardServer, http: Any, fake: Any) -> tuple[Board, Connection]:
    guild = env.create_guild()
    channel = guild.create_text_channel("solo")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "solo start")
    board, _ = await open_board(http, server.url, fake, alice, channel)
    await board.next("table")
    (connection,) = server.hub.connections()
    return board, connection


async def place(board: Board, table: dict[str, Any], seq: int) -> dict[str, Any]:
    """A hand tile placed on the board (its grid edit, stored through the runner): the next table."""
    edit = {"place": [table["rack"][0], sorted(table["next"]["*"])[0]]}
    await board.send(
        {"t": "grid", "seq": seq, "game": table["game"], "version": table["version"], "edit": edit}
    )
    assert (await board.next())["t"] == "ok"
    return await board.next("table")


async def test_a_direct_table_read_before_a_pushed_one_never_follows_it(
    simcord_env, board_server: BoardServer, http, local_discord, monkeypatch
):
    board, connection = await solo_board(simcord_env, board_server, http, local_discord)
    shown = tables(board)[-1]
    held = HeldRead(monkeypatch, board_server)
    direct = asyncio.create_task(board_server.hub.send_table(connection))  # as after a stale refusal
    await held.read.wait()  # it has read the game as it is now...
    newer = await place(board, shown, 1)  # ...and a change is stored and pushed meanwhile
    assert newer["revision"] > shown["revision"]
    held.go()
    assert await direct  # the board has its table (a newer one)
    await board.quiet()
    revisions = [t["revision"] for t in tables(board)]
    assert revisions == sorted(revisions) and revisions[-1] == newer["revision"], revisions
    await board.ws.close()


async def test_an_old_table_sent_straight_to_a_board_is_not_sent(
    simcord_env, board_server: BoardServer, http, local_discord
):
    """`Connection.send` itself: the same game's table with a lower revision than one sent already
    does not go out (whichever path it came by); another game's does."""
    board, connection = await solo_board(simcord_env, board_server, http, local_discord)
    old = tables(board)[-1]
    newer = await place(board, old, 1)
    assert await connection.send({**old, "report": "old"}) is True
    assert await connection.send({**old, "game": old["game"] + 1, "report": "another game"}) is True
    got = await board.quiet()
    assert [f.get("report") for f in got] == ["another game"], got
    assert connection.shown is not None and connection.shown["game"] == old["game"] + 1
    assert await connection.send({**old, "report": "old again"})  # its game's newest stays remembered
    assert await board.quiet() == []
    assert newer["revision"] > old["revision"]
    await board.ws.close()


async def test_a_lobby_table_read_before_a_join_never_follows_the_join(
    simcord_env, board_server: BoardServer, http, local_discord, monkeypatch
):
    """A lobby's revision stays 0 while players join: the direct table read before a pushed one is
    dropped all the same (a push reached the board after that read began)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "sumoku new")).response.message
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    first = await board.next("table")
    assert first["status"] == "lobby" and len(first["players"]) == 1
    (connection,) = board_server.hub.connections()
    held = HeldRead(monkeypatch, board_server)
    direct = asyncio.create_task(board_server.hub.send_table(connection))
    await held.read.wait()
    await bob.click(lobby, label="Join")
    await board_server.hub.pushed()
    joined = await board.next("table")
    assert len(joined["players"]) == 2 and joined["revision"] == first["revision"]
    held.go()
    assert await direct
    assert await board.quiet() == []
    assert len(tables(board)[-1]["players"]) == 2
    await board.ws.close()


async def test_a_new_speed_round_reaches_the_board_though_its_grid_version_starts_again(
    simcord_env, board_server: BoardServer, http, local_discord
):
    """A racer's table names their team grid's version, which a new round starts again from 0:
    the order is the game's stored revision, so round 2's table still comes after round 1's."""
    env = simcord_env
    _, channel, (alice, _bob), _ = await start_race(env, "alice", "bob", rounds=2, time_limit=1)
    await running(env, channel)
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    first = await board.next("table")
    placed = await place(board, first, 1)
    assert placed["version"] > first["version"] and placed["race"]["round"] == 1
    await env.advance_time(61)  # round 1's clock runs out
    await env.advance_time(21)  # the break: round 2 is dealt
    await board_server.hub.pushed()
    await board.quiet()
    last = tables(board)[-1]
    assert last["race"]["round"] == 2 and last["race"]["running"], last["race"]
    assert last["version"] < placed["version"] and last["revision"] > placed["revision"]
    await board.ws.close()
