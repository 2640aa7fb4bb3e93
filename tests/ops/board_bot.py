"""A test-only entry point: one sharded bot process on SimCord serving the board, driven by
test_board_processes.py (and bot/bench/boards.py) through stdin/stdout lines.

    SUMOKU_SHARD_COUNT=2 SUMOKU_SHARD_IDS=K python -m tests.ops.board_bot DATABASE_URL DISCORD_API

Each process is given its own SimCord, and each builds the SAME world (`World`, as the bench's
processes do: the same ids): a server of shard 0 and one of shard 1, a `play` channel in each, alice
and bob members of both. As with Discord itself, a process's cache holds the servers of its own
shard only; the other server it knows through requests alone. The board listens on a free
port and signs players in at DISCORD_API (the parent's local stand-in of Discord's OAuth2).

It prints one JSON line: {"port", "shard", "ids"}; then one JSON line per command:
- `start`: alice opens a game against a computer player (one-minute turns) in shard K's channel
  and starts it: {"game", "version"}
- `place`: alice plays her best turn with /place there (again while she earns bonus turns), until
  the computer has answered: {"version"}
- `advance N`: N seconds of SimCord's time pass (alice's turn runs out, the computer answers)
- `stored`: the stored game: {"version", "status"}
- `beat`: one heartbeat (`sumoku-bot health` reads it, with the boards open here): {}
- `about`: what /sumoku about answers alice in shard K's channel: {"about"}
- `texts CHANNEL`: what channel CHANNEL (an id of the world) shows publicly: {"texts"}
- `quit`: the bot closes and the process ends.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import simcord

from bot.activity import start_board
from bot.app import lifecycle
from bot.app.logs import setup_logging
from bot.bench._boards.process import World
from bot.config import ActivitySettings
from bot.engine.main_game import MainGame
from tests.bot.board_helpers import SECRET
from tests.bot.helpers import public_texts, stored_game
from tests.bot.test_main_game import open_game, play_current

from .shard_bot import bot_from_env, close_all

# SimCord's settle (after each command, and along `advance`) waits for the bot's work itself: the
# pass a timer makes, the computer's turn in its worker process, each commit. This only bounds a
# process gone wrong; SimCord's default, 5 s, was a time bound that a PostgreSQL with fsync on and a
# busy machine overran (the work was still going, and the process ended with a TimeoutError).
SETTLE_S = 120.0


def say(data: object) -> None:
    print(json.dumps(data), flush=True)


async def computer_moved(db: Any, game_id: int, since: int) -> bool:
    """A computer seat played a turn of the game after its version `since`."""
    row = await db.games.get(game_id)
    seats = MainGame.from_dict(row.state).seats
    moves = await db.moves.list(game_id)
    return any(m.seq > since and seats[int(m.action.get("seat", 0))].is_computer for m in moves)


async def humans_turn(env: Any, channel: Any) -> Any:
    """The stored game once no computer is to move (its turn runs in a worker process, which
    SimCord's settle may not wait for): alice's turn again, or the end."""
    async with asyncio.timeout(SETTLE_S):  # bounds a process gone wrong
        while True:
            row, game = await stored_game(env, channel)
            if row is None or game is None or game.finished or not game.current_seat.is_computer:
                return row
            await asyncio.sleep(0.05)


async def main() -> int:
    setup_logging("WARNING", "plain")
    bot = bot_from_env()
    assert bot.shard_ids is not None and len(bot.shard_ids) == 1, "run one shard per process"
    shard = bot.shard_ids[0]
    settings = ActivitySettings(port=0, client_secret=SECRET, discord_api=sys.argv[2], local=True)
    async with simcord.run(bot, check_errors=False, settle_timeout=SETTLE_S) as env:
        world = World(env)
        with env.time_context():  # its sockets' waits are the board's, not the bot's work to settle
            server = await start_board(bot, settings)
        bot.board = server  # as the bot's own setup_hook keeps it (its heartbeat counts the boards)
        say({"port": server.port, "shard": shard, "ids": world.ids()})
        channel = world.channels[shard]
        alice = world.members[shard][0]
        loop = asyncio.get_running_loop()
        while True:
            line = (await loop.run_in_executor(None, sys.stdin.readline)).split()
            if not line or line[0] == "quit":
                break
            if line[0] == "start":
                lobby = await open_game(env, alice, channel, computers=1, turn_limit=1)
                await alice.click(lobby, label="Start")
            elif line[0] == "place":  # until the computer has answered (a bonus turn plays again)
                before = (await humans_turn(env, channel)).version
                while True:
                    await play_current(env, channel, {alice.id: alice})
                    row = await humans_turn(env, channel)
                    if row.status != "running" or await computer_moved(env.bot.db, row.id, before):
                        break
            elif line[0] == "advance":
                await env.advance_time(float(line[1]))
            elif line[0] == "beat":  # one heartbeat, as every 30 s (its open boards' count with it)
                await lifecycle.beat(bot)
                say({})
                continue
            elif line[0] == "about":  # /sumoku about, asked by alice in this process's own server
                asked = await alice.slash(channel, "sumoku about")
                say({"about": asked.response.content})
                continue
            elif line[0] == "texts":
                wanted = int(line[1])
                shown = next(c for c in world.channels if c.id == wanted)
                say({"texts": public_texts(shown)})
                continue
            row = await humans_turn(env, channel)
            say({"game": row.id, "version": row.version, "status": row.status} if row else {})
        await server.close()
    await close_all()
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
