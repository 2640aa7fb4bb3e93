"""Without the board's settings the bot runs as before: no board, no port."""

from __future__ import annotations

from .test_board_server import listening_sockets


async def test_the_bot_without_board_settings_opens_no_port(simcord_env):
    env = simcord_env
    assert env.bot.config.activity is None and env.bot.board is None
    assert env.bot.runner.watchers == []
    assert listening_sockets() == set()
