"""/rack while games of hard computers think: in the bot's worker pool, or (old) in threads."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from bot.engine.main_game import MainGame
from bot.storage import NewSeat, engine_seats

from .figures import Figures, merge
from .server import Bench, Table


async def computer_games(bench: Bench, count: int) -> list[int]:
    """`count` games of two hard computers, started through storage and handed to the bot's runner."""
    db = bench.bot.db
    guild = bench.env.create_guild("computers")
    ids = []
    for i in range(count):
        channel = guild.create_text_channel(f"cpu{i}")
        seats = [NewSeat(None, name, kind="computer", level="hard") for name in ("Ada", "Bo")]
        row = await db.games.create(
            channel_id=channel.id, guild_id=guild.id, variant="main", owner_id=None, seats=seats
        )
        engine, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), 1000 + i)
        await db.games.start(row.id, engine.to_dict(), seed=1000 + i)
        bench.bot.computers.kick(row.id)
        ids.append(row.id)
    return ids


class ThreadThinker:
    """The old way, for comparison only: thinking in threads of the event loop's process."""

    workers = 0
    rebuilt = 0

    async def run(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        return await asyncio.to_thread(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True) -> None:
        return None


async def racks_while_thinking(bench: Bench, tables: list[Table], rounds: int, thinker: Any) -> list[Figures]:
    bench.bot.sessions.base.thinker = thinker
    quiet = [await bench.round("/rack, none thinking", tables, bench.rack) for _ in range(rounds)]
    ids = await computer_games(bench, 8)
    await asyncio.sleep(0)
    busy = []
    for _ in range(rounds):
        busy.append(await bench.round("/rack, 8 hard thinking", tables, bench.rack))
    for game_id in ids:
        bench.bot.computers.cancel(game_id)
    return [merge(quiet), merge(busy)]
