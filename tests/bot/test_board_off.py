"""Without the board's settings the bot runs as before: no board, no port, no board button, no board
in /sumoku help; /sumoku board says the board is not set up."""

from __future__ import annotations

from .test_board_launch import labels, started_game
from .test_board_server import listening_sockets

# what the test process itself listens on before any bot starts (a pytest plugin's own socket)
OPEN_BEFORE = listening_sockets()


async def test_the_bot_without_board_settings_opens_no_port(simcord_env):
    env = simcord_env
    assert env.bot.config.activity is None and env.bot.board is None
    assert env.bot.runner.watchers == []
    assert listening_sockets() - OPEN_BEFORE == set()


async def test_without_the_board_the_command_says_it_is_not_set_up(simcord_env):
    channel, alice = await started_game(simcord_env)
    answer = await alice.slash(channel, "sumoku board")
    assert answer.ephemeral and "The board is not set up on this bot" in answer.response.content
    assert "Play on the board" not in labels(channel.last_message)
    asked = await alice.slash(channel, "sumoku help")
    helped = "\n".join(m.content for m in (asked.response, *asked.followups))
    assert "</sumoku board:" not in helped and "**The board**" not in helped
