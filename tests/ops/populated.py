"""A database filled by playing through Discord (SimCord, the real bot): what an operator migrates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import simcord

from bot.app.client import SumokuBot
from bot.config import Config
from bot.storage import Database, meta
from tests.bot.helpers import reply
from tests.bot.test_main_game import open_game, play_current, two_player_game
from tests.bot.test_spot import arena, right, running, start, tableau_message
from tests.bot.test_stats import play_to_the_end


async def close_bot(bot: SumokuBot) -> None:
    """SimCord detaches a bot without closing it: stop its timers, workers and database here."""
    bot.timers.stop()
    bot.thinker.shutdown(wait=False)
    if bot.db is not None:
        await bot.db.close()
        bot.db = None


async def play_games(target: str | Path) -> dict[str, Any]:
    """A finished ranked game, a resignation, a Spot race with a claim, a game left running with its
    turn clock, a lobby, preferences and server settings: every kind of row the bot writes."""
    config = Config(database=Path(target), owner_ids=frozenset())
    if isinstance(target, str) and "://" in target:
        config = Config(database_url=target, owner_ids=frozenset())
    bot = SumokuBot(config, sync_on_start=True)
    try:
        async with simcord.run(bot) as env:
            guild, channel, players = await two_player_game(env)
            finished = await play_to_the_end(env, channel, players)
            alice, bob = players.values()
            second = guild.create_text_channel("second")
            lobby = await open_game(env, alice, second)
            await bob.click(lobby, label="Join")
            await alice.click(lobby, label="Start")
            assert "resigned" in reply(await bob.slash(second, "sumoku resign")).content
            await alice.slash(channel, "sumoku prefs", display="text")
            admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
            owner = guild.add_member(env.create_user("owner"), roles=[admins])
            await owner.slash(channel, "sumoku-admin settings", board="text", turn_limit=5)
            _, spot_channel, (carol,) = arena(env, "carol")
            await start(carol, spot_channel)
            _, race = await running(env, spot_channel)
            await carol.select(tableau_message(spot_channel), right(race))
            third = guild.create_text_channel("third")
            lobby = await open_game(env, alice, third)
            await bob.click(lobby, label="Join")
            await alice.click(lobby, label="Start")
            await play_current(env, third, players)
            await open_game(env, alice, guild.create_text_channel("lobby"))
            await meta.put(bot.db, "note", "migrated")
    finally:
        await close_bot(bot)
    return {"finished": finished}


async def rows_of(target: str | Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows, sorted, through the storage's own reads (either backend)."""
    from bot.storage.transfer import open_side

    side = await open_side(target, read_only=True)
    try:
        out: dict[str, list[tuple[Any, ...]]] = {}
        for table in await side.tables():
            columns = sorted(await side.columns(table))
            found: list[tuple[Any, ...]] = []
            async with side.snapshot():
                async for batch in side.rows(table, columns):
                    found.extend(batch)
            out[table] = sorted(found, key=repr)
        return out
    finally:
        await side.close()


async def open_database(target: str | Path) -> Database:
    return await Database.open(target)
