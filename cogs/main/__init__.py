"""The main game in Discord: slash commands (cog.py) and the components that survive restarts
(components.py) both say what to do through flow.py (guided placement in guided.py, private views in
private.py); neither imports the other. The extension registers the components."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cog import MainGameCog
from .components import ITEMS, register_views

if TYPE_CHECKING:
    from bot.app.client import SumokuBot


async def setup(bot: SumokuBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    register_views(board=lambda: bot.board is not None)  # turn posts offer it while it runs
    await bot.add_cog(MainGameCog(bot))


async def teardown(bot: SumokuBot) -> None:
    bot.remove_dynamic_items(*ITEMS)
