"""`python -m bot.bench forget`: /forget-me on a big database, and another player's /place meanwhile.

Fills a fresh database (a SQLite file in a temporary folder, or `--database postgresql://...`, which
must be an empty database the run may fill) with --games finished two-player main games, the user
to forget seated in --user-games of them (each with a few logged moves and results). The real bot
runs on it under SimCord (the real discord.py, an in-memory Discord), where two other players play a
main game. Then:
- baseline: the other players' /place (the engine's best turn), end to end, --repeats times before
  and --repeats times after (the median of both);
- /forget-me of the user (what the command runs once acknowledged: the sessions' forgetting), timed,
  while the other players keep sending /place every --gap ms; each of those is timed.
Prints the forget-me duration and the /place figures as ratios to the baseline /place median.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import simcord

from bot.app.client import SumokuBot
from bot.bench._load.server import place_options
from bot.config import Config
from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.storage import Database
from bot.storage.pg import is_url

CHUNK = 5000


async def _fill(db: Database, games: int, user_games: int, user: int) -> None:
    now = time.time()
    every = max(1, games // max(1, user_games))
    gid = 0
    while gid < games:
        rows, seats, moves, results = [], [], [], []
        for _ in range(min(CHUNK, games - gid)):
            gid += 1
            mine = gid % every == 0 and gid // every <= user_games
            players = [user if mine else 10**17 + 100 + gid % 5000, 10**17 + 20000 + gid % 7000]
            at = now - gid
            rows.append((gid, 10**15, 10**15 + 1, "main", "finished", players[0], at, at, at))
            for s, u in enumerate(players):
                seats.append((gid, s, u, f"P{u}", "human", at))
                results.append((gid, s, u, "main", 10**15, 40 - s, 40 - s, int(s == 0), 0, 1, at))
            for seq in range(1, 7):
                s = (seq - 1) % 2
                action = json.dumps(f"p{s} 7,{seq}R5 8,{seq}B4")
                moves.append((gid, seq, players[s], action, f"<@{players[s]}> R5 B4", 9, at))
        async with db.transaction() as conn:
            await conn.executemany(
                "INSERT INTO games (id, guild_id, channel_id, variant, status, owner_id, created_at, "
                "updated_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            await conn.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, kind, joined_at) VALUES (?, ?, ?, ?, ?, ?)",
                seats,
            )
            await conn.executemany(
                "INSERT INTO moves (game_id, seq, user_id, action, summary, score, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                moves,
            )
            await conn.executemany(
                "INSERT INTO results (game_id, seat, user_id, variant, guild_id, score, final, won, "
                "left_game, ranked, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                results,
            )
    await db.follow_copied_ids()
    async with db.transaction() as conn:
        await conn.execute("ANALYZE")


async def _new_game(env: Any, channel: Any, alice: Any, bob: Any) -> None:
    opened = await alice.slash(channel, "sumoku new")
    lobby = opened.response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")


async def _place(env: Any, bot: SumokuBot, channel: Any, players: dict[int, Any]) -> float:
    """The player to move sends /place of the engine's best turn (or /pass); its time, end to end."""
    row = await bot.db.games.open_in_channel(channel.id, "main")
    if row is None or row.status != "running":
        await _new_game(env, channel, *players.values())
        row = await bot.db.games.open_in_channel(channel.id, "main")
    if row is None:
        raise RuntimeError(f"no game opened in channel {channel.id}")
    game = MainGame.from_dict(row.state or {})
    actor = players[int(game.current_seat.id)]
    turn = movegen.best_turn(game.board, game.racks[game.current], game.key)
    started = time.perf_counter()
    if turn is None:
        await actor.slash(channel, "pass")
    else:
        move = sorted(turn.placements, key=lambda p: p.cell)
        await actor.slash(channel, "place", **place_options(game, move))
    return time.perf_counter() - started


async def _run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="sumoku-bench-forget-") as tmp:
        target = args.database or str(Path(tmp) / "forget.db")
        where = {"database_url": target} if is_url(target) else {"database": Path(target)}
        bot = SumokuBot(Config(owner_ids=frozenset(), **where), sync_on_start=True)
        try:
            async with simcord.run(bot, check_errors=False) as env:
                guild = env.create_guild()
                channel = guild.create_text_channel("play")
                alice, bob, gone = (guild.add_member(env.create_user(n)) for n in ("alice", "bob", "gone"))
                print(f"filling {args.games} games ({args.user_games} with the user) on {bot.db.backend}")
                t = time.perf_counter()
                await _fill(bot.db, args.games, args.user_games, gone.id)
                print(f"  filled in {time.perf_counter() - t:.1f} s", flush=True)
                players = {alice.id: alice, bob.id: bob}
                for _ in range(3):
                    await _place(env, bot, channel, players)  # warm
                normal = [await _place(env, bot, channel, players) for _ in range(args.repeats)]
                # what /forget-me runs once acknowledged (cogs/stats); SimCord sends one interaction
                # at a time, so the forgetting runs beside the other players' /place as a task
                forget = asyncio.create_task(bot.sessions.forget.forget(gone.id, bot.runner.finish))
                t = time.perf_counter()
                during: list[float] = []
                while not forget.done():
                    during.append(await _place(env, bot, channel, players))
                    await asyncio.sleep(args.gap / 1000)
                took = time.perf_counter() - t
                normal += [await _place(env, bot, channel, players) for _ in range(args.repeats)]
                base = statistics.median(normal)  # before and after: the machine's load drifts
                said = "done" if forget.result().done else "partly done"
                backend = bot.db.backend
        finally:
            bot.timers.stop()
            bot.thinker.shutdown(wait=False)
            if bot.db is not None:
                await bot.db.close()
    print(f"backend {backend}: a normal /place through SimCord (n={len(normal)}): "
          f"median {base * 1000:.1f} ms, p90 {_pct(normal, 0.9) * 1000:.1f} ms, "
          f"max {max(normal) * 1000:.1f} ms")  # fmt: skip
    print(f"/forget-me: {took:.2f} s = {took / base:.0f}x a normal /place (median); it said: {said}")
    if during:
        median = statistics.median(during)
        print(f"another player's /place during it (n={len(during)}): median {median / base:.2f}x "
              f"the normal median; p90 {_pct(during, 0.9) / _pct(normal, 0.9):.2f}x the normal p90; "
              f"max {max(during) / max(normal):.2f}x the normal max")  # fmt: skip


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench forget", description=__doc__)
    parser.add_argument("--games", type=int, default=50_000)
    parser.add_argument("--user-games", type=int, default=2_000)
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--gap", type=float, default=10.0, help="ms between two /place during forget-me")
    parser.add_argument("--database", help="an empty PostgreSQL database's URL (default: a SQLite file)")
    asyncio.run(_run(parser.parse_args(argv)))
    return 0
