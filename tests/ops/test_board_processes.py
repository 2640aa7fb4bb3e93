"""The board past one process: two real bot processes, shards 0 (A) and 1 (B) of 2, on one real
PostgreSQL server, each on its own SimCord with the same world (tests/ops/board_bot.py), both serving
the board. A board opened at A on a channel of B's server follows what B stores there: a move made
in chat, the computer player's answer, a timer's pass, each once B has stored it (B announces after
the commit, A hears it through LISTEN/NOTIFY and reads the game itself; nothing polls, so a table
that comes at all was pushed: the delays are printed, a figure, never a bound). A move made
on that board is applied by A itself (posted in the channel by A), seen by a board at B, and the
computer's answer to it is played by B, the process of the game's shard. A killed, alice's board
reconnects to B and shows the table as stored. A spectator's boards are never sent a rack; alice's
are sent hers.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import pytest_asyncio

from bot.activity.local_discord import LocalDiscord
from bot.engine.main_game import MainGame
from bot.storage import Database
from tests.bot.board_helpers import Board, http, local_discord, open_board, token_for
from tests.bot.helpers import best_move
from tests.bot.test_board_play import board_tiles

from .board_bot import computer_moved
from .bot_processes import BotProcess, table_at
from .conftest import clean_env, run_bot

__all__ = ["http", "local_discord"]  # fixtures

# Every wait here is for what it expects (a table of a revision, an `ok`, a post, a stored turn); this
# only bounds a test gone wrong, never a measure (a busy machine or a PostgreSQL with fsync on takes
# seconds; the delays are printed).
WITHIN_S = 120.0


async def board_at(
    http: aiohttp.ClientSession, process: BotProcess, fake: LocalDiscord, member: Any, channel: Any
) -> Board:
    """A board of `member` on `channel` at `process`, its socket read all the time: the test leaves
    it while it waits on a process (a minute and more on a busy machine), and the server would cut
    a board that answered no ping meanwhile."""
    board, _ = await open_board(http, process.base, fake, member, channel, within=WITHIN_S, always_read=True)
    return board


async def answer_to(board: Board, seq: int) -> dict[str, Any]:
    """The board's answer to its frame `seq`: `ok`, or the refusal that says why not."""
    while True:
        frame = await board.next(timeout=WITHIN_S)
        if frame["t"] in ("ok", "refused", "error") and frame.get("seq", seq) == seq:
            return frame


def turn_frame(game: MainGame, seq: int, game_id: int, version: int) -> dict[str, Any]:
    """The board's frame for the engine's best turn (a pass when there is none)."""
    move = best_move(game)
    if move is None:
        return {"t": "pass", "seq": seq, "game": game_id, "version": version}
    return {"t": "play", "seq": seq, "game": game_id, "version": version, "tiles": board_tiles(game, move)}


async def bonus_turns_on(board: Board, db: Database, game_id: int, since: int) -> None:
    """Alice plays her bonus turns, if her move earned any, on the board too, until the computer has
    played (by its shard's process): its turn is what the test waits for."""
    played = since + 1
    async with asyncio.timeout(WITHIN_S):  # bounds a test gone wrong
        while not await computer_moved(db, game_id, since):
            row = await db.games.get(game_id)
            game = MainGame.from_dict(row.state)
            if row.version == played and not game.finished and not game.current_seat.is_computer:
                await board.send(turn_frame(game, played, game_id, row.version))
                answer = await answer_to(board, played)
                assert answer == {"t": "ok", "seq": played}, answer
                played += 1
            await asyncio.sleep(0.05)


def ada(texts: list[str]) -> list[str]:
    """The computer player's turns among a channel's texts."""
    return [t for t in texts if t.startswith("**Ada (normal)**")]


async def posted_by(process: BotProcess, channel_id: int, words: str) -> list[str]:
    """The texts of the channel (as the process's Discord shows them) once one has `words`: a
    board's move is delivered by a task of its own, after its `ok`."""
    async with asyncio.timeout(WITHIN_S):  # bounds a test gone wrong
        while True:
            texts = (await process.ask(f"texts {channel_id}"))["texts"]
            if any(words in t for t in texts):
                return texts
            await asyncio.sleep(0.05)


@pytest_asyncio.fixture
async def processes(
    migrated_postgres_url: str, local_discord: LocalDiscord, home: Path
) -> AsyncIterator[list[BotProcess]]:
    started: list[BotProcess] = []
    try:
        for shard in (0, 1):
            started.append(await BotProcess.start(migrated_postgres_url, local_discord.url, home, shard))
        yield started
    finally:
        for proc in started:
            await proc.stop()


async def test_a_board_in_one_process_follows_and_plays_a_game_of_the_others_shard(
    processes: list[BotProcess], http, local_discord: LocalDiscord, migrated_postgres_url: str
) -> None:
    a, b = processes
    assert a.ids == b.ids  # one world, as Discord is one
    delays: list[float] = []

    async def follows(seen: Board, revision: int) -> dict[str, Any]:
        table, took = await table_at(seen, revision, WITHIN_S)
        delays.append(took)
        return table

    game = await b.ask("start")
    alice, bob, channel = a.member(0), a.member(1), a.channel(1)  # B's server's channel, at A
    board = await board_at(http, a, local_discord, alice, channel)
    spectator = await board_at(http, a, local_discord, bob, channel)
    at_b = await board_at(http, b, local_discord, bob, channel)  # B runs the channel's shard
    first = await follows(board, game["version"])
    assert first["game"] == game["game"] and "rack" in first

    placed = await b.ask("place")  # alice's move in chat, then the computer's turn: both stored by B
    assert placed["version"] >= game["version"] + 2
    for seen in (board, spectator, at_b):
        table = await follows(seen, placed["version"])
        assert table["game"] == game["game"]

    passed = await b.ask("advance 61")  # alice's turn runs out (B's timer), the computer answers
    assert passed["version"] >= placed["version"] + 2
    for seen in (board, spectator, at_b):
        await follows(seen, passed["version"])
    texts = (await b.ask(f"texts {channel.id}"))["texts"]
    assert any("ran out of time" in t for t in texts)

    db = await Database.open(migrated_postgres_url)
    try:
        row = await db.games.get(game["game"])
        frame = turn_frame(MainGame.from_dict(row.state), 1, row.id, row.version)
        computer_posts = len(ada((await b.ask(f"texts {channel.id}"))["texts"]))
        await board.send(frame)  # alice plays on her board at A: A applies it
        answer = await answer_to(board, 1)
        assert answer == {"t": "ok", "seq": 1}, answer
        await bonus_turns_on(board, db, row.id, row.version)
        before = [f for f in at_b.frames if f["t"] == "table"][-1]
        played = await follows(at_b, row.version + 1)  # the board at B sees it
        assert len(played["board"]["tiles"]) >= len(before["board"]["tiles"]) + len(frame.get("tiles", []))
        # the computer's answer, played by B (its shard's process), on hearing of alice's move
        answered, _ = await table_at(board, row.version + 2, WITHIN_S)
        while "play" not in answered["can"]:  # the computer's bonus turns
            answered, _ = await table_at(board, answered["revision"] + 1, WITHIN_S)
        by_a = await posted_by(a, channel.id, "placed")  # A delivered alice's move to the channel
        assert not ada(by_a)  # and played no computer turn of B's game
        assert len(ada((await b.ask(f"texts {channel.id}"))["texts"])) > computer_posts  # B did

        a.kill()  # alice's board loses its process: it opens again at B
        await a.proc.wait()
        again = await board_at(http, b, local_discord, alice, channel)
        stored = await db.games.get(game["game"])
        table = await follows(again, stored.version)
        state = MainGame.from_dict(stored.state)
        assert table["revision"] == stored.version and "play" in table["can"]
        assert table["rack"] == [str(t) for t in state.racks[state.current]]
    finally:
        await db.close()

    for theirs in (spectator, at_b):  # bob plays no seat: no rack, ever
        tables = [f for f in theirs.frames if f["t"] == "table"]
        assert tables and all("rack" not in t for t in tables)
    assert all("rack" in f for f in board.frames if f["t"] == "table")  # alice's own, each time
    print(f"tables on the boards {max(delays):.2f} s at most after the change was told ({len(delays)} seen)")


async def test_health_and_about_count_the_boards_open_on_each_process(
    processes: list[BotProcess], http, local_discord: LocalDiscord, migrated_postgres_url: str, home: Path
) -> None:
    a, b = processes
    await b.ask("start")
    boards = [  # two boards at A, both on a channel of B's shard; one at B
        await open_board(http, a.base, local_discord, a.member(0), a.channel(1)),
        await open_board(http, a.base, local_discord, a.member(1), a.channel(1)),
        await open_board(http, b.base, local_discord, b.member(1), b.channel(1)),
    ]
    assert all(welcome["t"] == "welcome" for _, welcome in boards)
    for process in (a, b):
        await process.ask("beat")
    env = clean_env(home, SUMOKU_DATABASE_URL=migrated_postgres_url, SUMOKU_SHARD_COUNT="2")
    done = await asyncio.to_thread(run_bot, ["health"], env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "boards open: 2 (shards 0), 1 (shards 1)", done.stdout
    about = (await a.ask("about"))["about"]
    assert "Boards open on this process: 2" in about
    assert "Boards open on the process of shards 1: 1 (at its last heartbeat)" in about


async def test_a_players_board_cap_holds_across_processes(
    processes: list[BotProcess], http, local_discord: LocalDiscord
) -> None:
    a, b = processes
    alice, channel = a.member(0), a.channel(1)
    opened = []
    for process in (a, b, a, b, a, b):  # six boards, the most a player may have open, over both
        opened.append((await open_board(http, process.base, local_discord, alice, channel))[0])
    token = await token_for(http, a.base, local_discord, alice)
    ws = await http.ws_connect(f"{a.base}/api/ws")
    await ws.send_str(json.dumps({"t": "hello", "token": token, "channel": str(channel.id), "locale": "en"}))
    refused = json.loads((await ws.receive(timeout=30)).data)
    assert refused["t"] == "error" and "boards open already" in refused["reason"], refused
    assert (await ws.receive(timeout=30)).type is aiohttp.WSMsgType.CLOSE and ws.close_code == 4008

    await opened[1].ws.close()  # one of those at B closes: A lets a sixth one open
    async with asyncio.timeout(30):  # bounds a test gone wrong: B frees the slot as the board closes
        while True:
            ws = await http.ws_connect(f"{a.base}/api/ws")
            token = await token_for(http, a.base, local_discord, alice)
            hello = {"t": "hello", "token": token, "channel": str(channel.id), "locale": "en"}
            await ws.send_str(json.dumps(hello))
            frame = json.loads((await ws.receive(timeout=30)).data)
            if frame["t"] == "welcome":
                break
            await ws.close()
            await asyncio.sleep(0.05)


async def test_a_board_at_a_process_without_the_channels_server_opens_only_for_who_may_see_it(
    processes: list[BotProcess], http, local_discord: LocalDiscord
) -> None:
    """A's cache has nothing of B's server: A asks Discord for its roles and the member instead."""
    a, _ = processes
    secret = SimpleNamespace(id=a.ids["secrets"][1])
    board, welcome = await open_board(http, a.base, local_discord, a.member(0), secret)
    assert welcome["t"] == "welcome"
    token = await token_for(http, a.base, local_discord, a.member(1))
    ws = await http.ws_connect(f"{a.base}/api/ws")
    await ws.send_str(json.dumps({"t": "hello", "token": token, "channel": str(secret.id), "locale": "en"}))
    refused = json.loads((await ws.receive(timeout=30)).data)
    assert refused["t"] == "error"
    assert (await ws.receive(timeout=30)).type is aiohttp.WSMsgType.CLOSE and ws.close_code == 4004
