"""One sharded bot process on SimCord serving the board, for `python -m bot.bench boards` (and the
two-process tests, tests/ops/board_bot.py, which build on `World` and `start`).

    SUMOKU_SHARD_COUNT=2 SUMOKU_SHARD_IDS=K python -m bot.bench._boards.process DATABASE_URL DISCORD_API

Each process has its own SimCord, and each builds the SAME world in the same order (so the same ids:
SimCord's ids follow its fixed clock): a server of shard 0 and one of shard 1, a `play` channel in
each, alice and bob members of both. As with Discord itself, a process's cache holds the servers of
its own shard only; it knows the other server through requests alone. The board listens on a free
port and signs players in at DISCORD_API (the parent's local stand-in of Discord's OAuth2).

It prints one JSON line, {"port", "shard", "ids"}, then answers each command with one JSON line:
- `start`: alice and bob start a game in shard K's channel: {"game", "version"}
- `move`: the player to move plays an easy computer's choice of turn with /place (or passes; a
  game over, a new one starts): {"game", "version", "told"}, `told` the wall-clock time this
  process's runner told its watchers of it
- `quit`: the bot closes and the process ends.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from dataclasses import replace
from typing import Any

import discord
import simcord

from bot.activity import BoardServer, start_board
from bot.app.client import SumokuBot
from bot.app.logs import setup_logging
from bot.config import ActivitySettings, Config
from bot.engine import ai
from bot.engine.main_game import MainGame

from .._load.server import place_options

SECRET = "bench-client-secret-0123456789abcdef"


def say(data: object) -> None:
    print(json.dumps(data), flush=True)


class World:
    """The same servers, channels and members in every process's SimCord."""

    def __init__(self, env: Any) -> None:
        self.guilds = [env.create_guild(f"shard {k}", shard_id=k) for k in (0, 1)]
        self.channels = [guild.create_text_channel("play") for guild in self.guilds]
        self.users = [env.create_user(name) for name in ("alice", "bob")]
        self.members = [[guild.add_member(user) for user in self.users] for guild in self.guilds]
        hidden, shown = (
            discord.PermissionOverwrite(view_channel=False),
            discord.PermissionOverwrite(view_channel=True),
        )
        self.secrets = [  # a channel only alice (and the bot) may see
            guild.create_text_channel(
                "secret", overwrites={guild.default_role: hidden, self.users[0]: shown, env.bot.user: shown}
            )
            for guild in self.guilds
        ]

    def ids(self) -> dict[str, list[int]]:
        return {
            "guilds": [g.id for g in self.guilds],
            "channels": [c.id for c in self.channels],
            "secrets": [c.id for c in self.secrets],
            "users": [u.id for u in self.users],
        }


class Told:
    """A runner watcher: when this process last stored a change (wall clock, shared by the processes)."""

    def __init__(self) -> None:
        self.last = 0.0

    def changed(self, game_id: int, channel_id: int) -> None:
        self.last = time.time()


def bot_from(target: str) -> SumokuBot:
    config = replace(Config.from_env(require_token=False), database_url=target)
    return SumokuBot(config, sync_on_start=True)


async def start(env: Any, bot: SumokuBot, discord_api: str) -> tuple[World, BoardServer]:
    """Build the world, start the board (kept as the bot keeps its own), say hello."""
    world = World(env)
    settings = ActivitySettings(port=0, client_secret=SECRET, discord_api=discord_api, local=True)
    with env.time_context():  # its sockets' waits are the board's, not the bot's work to settle
        server = await start_board(bot, settings)
    bot.board = server
    assert bot.shard_ids is not None
    say({"port": server.port, "shard": bot.shard_ids[0], "ids": world.ids()})
    return world, server


async def new_game(world: World, shard: int) -> None:
    alice, bob = world.members[shard]
    lobby = (await alice.slash(world.channels[shard], "sumoku new")).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")


async def move(env: Any, bot: SumokuBot, world: World, shard: int) -> tuple[int, int]:
    """The player to move plays a turn in chat (a game over: a new one starts, as a change too);
    the game and its version after it."""
    channel = world.channels[shard]
    row = await bot.db.games.open_in_channel(channel.id, "main")
    if row is None or row.status != "running" or row.state is None:
        await new_game(world, shard)
        row = await bot.db.games.open_in_channel(channel.id, "main")
        assert row is not None
        return row.id, row.version
    game = MainGame.from_dict(row.state)
    actor = next(m for m in world.members[shard] if m.id == int(game.current_seat.id))
    turn = ai.choose_turn(game, game.current, "easy", row.version)
    if turn:
        await actor.slash(channel, "place", **place_options(game, turn))
    else:
        await actor.slash(channel, "pass")
    return row.id, (await bot.db.games.get(row.id)).version


async def main() -> int:
    setup_logging("WARNING", "plain")
    bot = bot_from(sys.argv[1])
    told = Told()
    async with simcord.run(bot, check_errors=False) as env:
        world, server = await start(env, bot, sys.argv[2])
        bot.runner.watchers.append(told)
        assert bot.shard_ids is not None
        shard = bot.shard_ids[0]
        channel = world.channels[shard]
        loop = asyncio.get_running_loop()
        while True:
            line = (await loop.run_in_executor(None, sys.stdin.readline)).split()
            if not line or line[0] == "quit":
                break
            if line[0] == "start":
                await new_game(world, shard)
                row = await bot.db.games.open_in_channel(channel.id, "main")
                assert row is not None
                say({"game": row.id, "version": row.version})
            elif line[0] == "move":
                game_id, version = await move(env, bot, world, shard)
                say({"game": game_id, "version": version, "told": told.last})
        await server.close()
    bot.timers.stop()
    bot.thinker.shutdown(wait=False)
    await bot.shared.close()
    await bot.db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
