"""Start-up with many running games: the time from READY to the first command answered."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import simcord

from bot.app.client import SumokuBot, intents_for
from bot.config import Config
from bot.engine.main_game import MainGame
from bot.sessions.main import turn_timers
from bot.storage import Database, NewSeat, engine_seats

from .probe import Probe, StallWatch
from .server import REPLY_TIMEOUT_S, Bench


async def fill_running(path: Path, count: int, with_computer_every: int = 100) -> None:
    """`count` running main games (a few with a computer to move), through the storage API."""
    db = await Database.open(path)
    try:
        for i in range(count):
            computer = i % with_computer_every == 0
            other = (
                NewSeat(None, "Ada", kind="computer", level="easy") if computer else NewSeat(20_000 + i, "Q")
            )
            seats = [NewSeat(10_000 + i, "P"), other]
            row = await db.games.create(
                channel_id=5_000_000 + i,
                guild_id=7,
                variant="main",
                owner_id=10_000 + i,
                seats=seats,
                options={"turn_limit": 3600},
            )
            engine, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), i)
            while computer and not engine.current_seat.is_computer:
                engine.pass_turn(engine.current)
            # a person to move has the clock a running game has (main.turn_timers); a computer none
            timers = [] if computer else turn_timers(engine, {"turn_limit": 3600}, time.time())
            await db.games.start(row.id, engine.to_dict(), seed=i, timers=timers)
    finally:
        await db.close()


async def startup_run(count: int, folder: Path) -> None:
    path = folder / f"startup-{count}.db"
    if not path.exists():
        began = time.perf_counter()
        await fill_running(path, count)
        print(f"(built {count} running games in {time.perf_counter() - began:.0f} s)")
    config = Config(database=path, workers=2, owner_ids=frozenset())
    bot = SumokuBot(config, sync_on_start=True)
    probe = Probe()
    ready_at: list[float] = []

    async def on_ready() -> None:  # the gateway's READY
        ready_at.append(time.perf_counter())

    bot.add_listener(on_ready, "on_ready")
    try:
        with probe.installed():
            began = time.perf_counter()
            async with simcord.run(bot, check_errors=False, approved_intents=intents_for(config)) as env:
                # SimCord hands the bot over once start-up work settled; the clock starts at READY
                ready = ready_at[0] if ready_at else time.perf_counter()
                bench = Bench(env, bot, probe, StallWatch(asyncio.get_running_loop()))
                guild = env.create_guild("late")
                channel = guild.create_text_channel("late")
                user = guild.add_member(env.create_user("late"))
                with bench.at_once():
                    sent = await bench.send("stats", lambda: user.slash(channel, "stats"))
                await asyncio.wait_for(sent.done, REPLY_TIMEOUT_S)
                answered = time.perf_counter()
                print(
                    f"start-up with {count} running games: ready after {ready - began:.2f} s; first command "
                    f"answered {answered - ready:.3f} s after ready (target <= 0.5 s)"
                )
                env.settle_timeout = 300.0
    finally:
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()
