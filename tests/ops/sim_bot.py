"""A test-only entry point: the real SumokuBot on SimCord (no Discord) in its own process, with the
same signal handlers as `sumoku-bot run`, driven by test_shutdown.py through stdin/stdout lines.

    python -m tests.ops.sim_bot DB        (cwd: the repository)

It starts a two-player game and prints READY; on "GO" the player to move sends /place (the parent
holds the database's write lock, so the action stays in flight) and it prints IN_FLIGHT, then waits
for the parent's SIGTERM to stop the bot. At the end it prints one JSON line with what the players
saw and exits 0 once the bot has closed. (SimCord runs one interaction at a time, so the polite
refusal of a new action during shutdown is checked in process, in test_gate.py.)

Its writes wait a minute for a lock (the bot's own 1.5 s is tested in tests/storage): the parent frees
the lock once it has seen the SIGTERM land, however long a busy machine takes to get there, so the
move always waits for it and is never refused.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import simcord

from bot.app.client import SumokuBot
from bot.app.lifecycle import install_signal_handlers
from bot.app.logs import setup_logging
from bot.config import Config
from bot.storage import Database, meta
from tests.bot.helpers import best_move, place_options, public_texts, reply, stored_game
from tests.bot.test_main_game import two_player_game

PATIENT_MS = 60_000  # how long this bot's writes wait for the parent's lock


def patient_writes() -> None:
    """Every database this process opens waits PATIENT_MS for another program's write lock."""
    opener = Database.open.__func__

    async def patient(cls, target=None, *, busy_timeout_ms: int = PATIENT_MS):
        return await opener(cls, target, busy_timeout_ms=busy_timeout_ms)

    Database.open = classmethod(patient)


def say(line: str) -> None:
    print(line, flush=True)


async def until(condition, what: str, limit: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.01)


async def main(db_path: Path) -> int:
    setup_logging("INFO", "plain")
    patient_writes()
    bot = SumokuBot(Config(database=db_path), sync_on_start=True, heartbeat=True)
    async with simcord.run(bot, check_errors=False) as env:
        install_signal_handlers(bot)
        _guild, channel, players = await two_player_game(env)
        row, game = await stored_game(env, channel)
        mover = players[int(game.current_seat.id)]
        before = len(public_texts(channel))
        while await meta.get(bot.db, meta.HEARTBEAT) is None:  # written once connected, then every 30 s
            await asyncio.sleep(0.01)
        say(f"READY {row.id}")
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        place = asyncio.create_task(mover.slash(channel, "place", **place_options(game, best_move(game))))
        await until(lambda: bot.gate.in_flight == 1, "the /place was admitted")
        say("IN_FLIGHT")
        await until(lambda: bot.stopping, "SIGTERM started the shutdown")
        placed = await place
        await until(lambda: bot.shutdown_task is not None and bot.shutdown_task.done(), "the bot closed")
        report = {
            "placed": reply(placed).content,
            "placed_private": reply(placed).flags.ephemeral,
            "announced": public_texts(channel)[before:],
            "db_closed": bot.db is None,
            "closed": bot.is_closed(),
        }
        say(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(Path(sys.argv[1]))))
