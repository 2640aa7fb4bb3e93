"""The board's limits held by the whole bot, when it runs as several processes: a process holds its
share of them, its shards out of all (as its Discord request rate), so all processes together stay
within them: sign-ins a minute for everyone, and the refused Discord requests boards may cause. A
process running every shard holds them whole."""

from __future__ import annotations

import pytest
import simcord

from bot.activity import start_board
from bot.activity.limits import BOARD_INVALID, OVERALL

from .board_helpers import board_settings, http, local_discord
from .conftest import make_bot
from .test_board_sign_in import sign_in

__all__ = ["http", "local_discord"]  # fixtures


async def test_a_process_of_one_shard_in_two_holds_half_of_the_boards_overall_limits(
    db_path, http, local_discord
) -> None:
    async with simcord.run(make_bot(db_path, shard_count=2, shard_ids=(1,))) as env:
        with env.time_context():
            server = await start_board(env.bot, board_settings(local_discord))
        try:
            assert server.sign_ins.overall == OVERALL // 2
            assert server.budgets.board_invalid.limit == BOARD_INVALID.limit // 2
            server.sign_ins.overall = 2  # reached within the test: its second sign-in is its last
            for _ in range(2):
                assert (await sign_in(http, server, local_discord))[0] == 200
            status, (_, body) = await sign_in(http, server, local_discord)
            assert status == 429 and body["error"].startswith("The board is signing in many players")
        finally:
            await server.close()


@pytest.mark.parametrize("shards", [{}, {"shard_count": 2, "shard_ids": (0, 1)}])
async def test_a_process_running_every_shard_holds_them_whole(db_path, local_discord, shards) -> None:
    async with simcord.run(make_bot(db_path, **shards)) as env:
        with env.time_context():
            server = await start_board(env.bot, board_settings(local_discord))
        try:
            assert server.sign_ins.overall == OVERALL
            assert server.budgets.board_invalid.limit == BOARD_INVALID.limit
        finally:
            await server.close()
