"""`python -m bot.bench storage`: how long a move takes to commit, how long start-up takes to load games.

Prints median and p99 for
- apply_move on one running main game (state snapshot + version + log row, one fsynced transaction);
- loading every open game at start-up (`db.games.open_games()`) with N running games stored;
- a cold start: Database.open (pragmas, migration check) + open_games.
States are real engine snapshots (MainGame.new) whose history grows by one action per move, as in a
game; the engine's own thinking is not timed. The database lives in a temporary folder unless --dir
is given (put it on the disk the bot will use: fsync cost is the figure that matters).
With `--database postgresql://...` the same figures are measured on that PostgreSQL database, in
schemas made for the run and dropped after it (the user needs CREATE on the database, no more).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import copy
import os
import statistics
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from bot.engine.main_game import MainGame
from bot.storage import Database, NewMove, NewSeat, engine_seats
from bot.storage.pg import printable


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _line(label: str, samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return (
        f"{label:<44} n={len(ms):<5} median {statistics.median(ms):8.3f} ms   p99 {_pct(ms, 0.99):8.3f} ms"
        f"   max {max(ms):8.3f} ms"
    )


def _fake_play(state: dict[str, Any], i: int) -> dict[str, Any]:
    """The snapshot after one more move: the history grows, scores move (size grows as in a game)."""
    action = {"a": "play", "seat": i % 2, "tiles": [[i % 13, i // 13, "R5"], [i % 13, i // 13 + 1, "B4"]]}
    state["history"].append(action)
    state["scores"][i % 2] += 9
    state["turn_number"] += 1
    return action


async def _bench_moves(target: str, moves: int) -> list[float]:
    db = await Database.open(target)
    try:
        game = await db.games.create(
            channel_id=1, guild_id=1, variant="main", owner_id=1,
            seats=[NewSeat(1, "Ann"), NewSeat(2, "Bob")],
        )  # fmt: skip
        engine, _ = MainGame.new(engine_seats(await db.seats.list(game.id)), 12345)
        state = engine.to_dict()
        await db.games.start(game.id, state, seed=12345)
        samples = []
        for i in range(moves):
            action = _fake_play(state, i)
            t0 = time.perf_counter()
            await db.apply_move(
                game.id, i, state, NewMove(action, user_id=1 + i % 2, summary="played", score=9)
            )
            samples.append(time.perf_counter() - t0)
        return samples
    finally:
        await db.close()


async def _bench_load(path: str, games: int, repeats: int) -> tuple[list[float], list[float], int]:
    db = await Database.open(path)
    try:
        seats = [NewSeat(1, "Ann"), NewSeat(2, "Bob"), NewSeat(3, "Cy")]
        template: dict[str, Any] | None = None
        for i in range(games):
            game = await db.games.create(
                channel_id=1000 + i, guild_id=1, variant="main", owner_id=1, seats=seats
            )
            if template is None:
                engine, _ = MainGame.new(engine_seats(await db.seats.list(game.id)), 7)
                template = engine.to_dict()
                for k in range(30):  # a game in its middle: 30 actions so far
                    _fake_play(template, k)
            await db.games.start(game.id, copy.deepcopy(template), seed=7)
        size = len(str(template))
    finally:
        await db.close()
    warm, cold = [], []
    db = await Database.open(path)
    try:
        for _ in range(repeats):
            t0 = time.perf_counter()
            loaded = await db.games.open_games()
            warm.append(time.perf_counter() - t0)
            assert len(loaded) == games
    finally:
        await db.close()
    for _ in range(max(3, repeats // 4)):
        t0 = time.perf_counter()
        db = await Database.open(path)
        loaded = await db.games.open_games()
        cold.append(time.perf_counter() - t0)
        await db.close()
    return warm, cold, size


@contextlib.asynccontextmanager
async def _places(args: argparse.Namespace) -> AsyncIterator[tuple[str, str, str]]:
    """Two empty databases (moves, load) and a line saying where: files, or PostgreSQL schemas."""
    if args.database is None:
        with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
            yield str(Path(tmp) / "moves.db"), str(Path(tmp) / "load.db"), f"{tmp} (WAL, synchronous=FULL)"
        return
    import asyncpg  # only for the PostgreSQL run

    names = [f"sumoku_bench_{os.getpid()}_{part}" for part in ("moves", "load")]
    admin = await asyncpg.connect(args.database)
    try:
        for name in names:
            await admin.execute(f'CREATE SCHEMA "{name}"')
        joiner = "&" if "?" in args.database else "?"
        urls = [f"{args.database}{joiner}search_path={name}" for name in names]
        yield urls[0], urls[1], f"{printable(args.database)} (schemas {', '.join(names)})"
    finally:
        for name in names:
            await admin.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        await admin.close()


async def _run(args: argparse.Namespace) -> None:
    async with _places(args) as (moves_at, load_at, where):
        print(f"storage benchmark in {where}")
        moves = await _bench_moves(moves_at, args.moves)
        print(_line("apply_move (one durable transaction)", moves))
        warm, cold, size = await _bench_load(load_at, args.games, args.repeats)
        print(_line(f"open_games(), {args.games} running games", warm))
        print(_line(f"Database.open + open_games(), {args.games} games", cold))
        print(f"(each stored state ~{size / 1024:.1f} KiB of JSON)")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench storage", description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=500, help="moves to apply (default 500)")
    parser.add_argument("--games", type=int, default=1000, help="running games to load (default 1000)")
    parser.add_argument("--repeats", type=int, default=20, help="times to load them (default 20)")
    parser.add_argument(
        "--dir", default=None, help="folder for the temporary database (default: system temp)"
    )
    parser.add_argument(
        "--database", default=None, help="a postgresql:// URL: measure PostgreSQL instead of a SQLite file"
    )
    args = parser.parse_args(argv)
    asyncio.run(_run(args))
    return 0
