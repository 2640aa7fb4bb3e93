"""The board (a Discord Activity, bot/activity/) as an extension: its port opens when the bot's
extensions load, where the operator set it up (SUMOKU_ACTIVITY_PORT), and closes when the bot closes.

The bot itself (bot/app/) knows only that a board may run (`SumokuBot.board`, a `RunningBoard`):
the application floor never imports the board's server, which acts through the bot's runner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.activity import start_board

if TYPE_CHECKING:
    from bot.app.client import SumokuBot


async def setup(bot: SumokuBot) -> None:
    """Open the board's port when it is configured (off unless set: no port opens). A port that
    cannot be opened stops the start with one line for the operator (BoardError, a StartFailed)."""
    if bot.config.activity is not None and bot.board is None:
        bot.board = await start_board(bot, bot.config.activity)


async def teardown(bot: SumokuBot) -> None:
    await bot.close_board()
