"""The board past one process: two real bot processes, shards 0 (A) and 1 (B) of 2, on one real
PostgreSQL server, each on its own SimCord with the same world (tests/ops/board_bot.py), both serving
the board. A board opened at A on a channel of B's server follows what B stores there: a move made
in chat, the computer player's answer, a timer's pass, each within 1 s of B having stored it (B
announces after the commit, A hears it through LISTEN/NOTIFY and reads the game itself). A spectator's
board at A is never sent a rack; alice's is sent hers.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest_asyncio

from bot.activity.local_discord import LocalDiscord
from tests.bot.board_helpers import http, local_discord, open_board

from .bot_processes import BotProcess, table_at

__all__ = ["http", "local_discord"]  # fixtures

WITHIN_S = 1.0  # from B's answer (the change stored and announced) to the table on A's board


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


async def test_a_board_in_one_process_follows_a_game_stored_by_the_other(
    processes: list[BotProcess], http, local_discord: LocalDiscord
) -> None:
    a, b = processes
    assert a.ids == b.ids  # one world, as Discord is one
    game = await b.ask("start")
    alice, bob, channel = a.member(0), a.member(1), a.channel(1)  # B's server's channel, at A
    board, _ = await open_board(http, a.base, local_discord, alice, channel)
    spectator, _ = await open_board(http, a.base, local_discord, bob, channel)
    first, _ = await table_at(board, game["version"], WITHIN_S)
    assert first["game"] == game["game"] and "rack" in first

    placed = await b.ask("place")  # alice's move in chat, then the computer's turn: both stored by B
    assert placed["version"] >= game["version"] + 2
    for seen in (board, spectator):
        table, _ = await table_at(seen, placed["version"], WITHIN_S)
        assert table["game"] == game["game"]

    passed = await b.ask("advance 61")  # alice's turn runs out (B's timer), the computer answers
    assert passed["version"] >= placed["version"] + 2
    for seen in (board, spectator):
        await table_at(seen, passed["version"], WITHIN_S)
    texts = (await b.ask(f"texts {channel.id}"))["texts"]
    assert any("ran out of time" in t for t in texts)

    tables = [f for f in spectator.frames if f["t"] == "table"]
    assert tables and all("rack" not in t for t in tables)  # bob plays no seat: no rack, ever
    assert all("rack" in f for f in board.frames if f["t"] == "table")  # alice's own, each time
