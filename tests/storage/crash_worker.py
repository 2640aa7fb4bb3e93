"""Child process of test_crash.py: plays seeded main games through bot.storage until killed.

Usage: python -m tests.storage.crash_worker DB_PATH_OR_URL SEED
Prints "ready" once the database is open, then after each COMMITTED move one line
"<game_id> <seq> <action json>" (flushed), which is the promise the parent checks after SIGKILL.
It resumes the channel's open game if there is one (as the bot does after a restart). Several
workers may play the same channel at once: an action another worker got in first is refused by the
database (version check, one open game per channel, a busy lock) and the worker reloads and goes on.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

from bot.engine.main_game import MainGame
from bot.storage import (
    ChannelBusy,
    Database,
    GameStateError,
    NewMove,
    NewSeat,
    StorageBusy,
    VersionConflict,
    engine_seats,
    results_from_standings,
)
from tests.storage._play import next_action

CHANNEL = 42
GUILD = 7


async def run(path: str, seed: int) -> None:
    db = await Database.open(path)
    rng = random.Random(seed)
    print("ready", flush=True)
    while True:
        try:
            await play_one(db, rng)
        except (VersionConflict, ChannelBusy, GameStateError, StorageBusy):
            continue  # another worker acted first: nothing of ours was stored; reload


async def play_one(db: Database, rng: random.Random) -> None:
    """One action on the channel's game (creating and starting one when needed); prints it once stored."""
    game = await db.games.open_in_channel(CHANNEL, "main")
    if game is None:
        n = rng.choice([2, 2, 3])
        seats = [NewSeat(user_id=100 + i, name=f"P{i}") for i in range(n)]
        game = await db.games.create(
            channel_id=CHANNEL, guild_id=GUILD, variant="main", owner_id=100, seats=seats
        )
    if game.state is None:
        rows = await db.seats.list(game.id)
        engine_seed = rng.randrange(1 << 30)
        engine, _ = MainGame.new(engine_seats(rows), engine_seed)
        game = await db.games.start(game.id, engine.to_dict(), seed=engine_seed)
    assert game.state is not None
    engine = MainGame.from_dict(game.state)
    action = next_action(engine, rng)
    move = NewMove(action=action, user_id=100 + int(action["seat"]), summary=f"{action['a']}")
    if engine.finished:
        assert engine.result is not None
        rows = await db.seats.list(game.id)
        await db.finish_game(
            game.id, game.version, engine.to_dict(), results_from_standings(engine.result, rows), move
        )
    else:
        await db.apply_move(game.id, game.version, engine.to_dict(), move)
    print(f"{game.id} {game.version + 1} {json.dumps(action)}", flush=True)


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1], int(sys.argv[2])))
