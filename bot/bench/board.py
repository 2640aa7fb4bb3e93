"""`python -m bot.bench board`: the board under a flood, as an operator sees it, in one run.

The real bot under SimCord serves the board (the local OAuth2 stand-in signs players in). N boards
(default 1,000: one per player, ten per channel around running games) are opened by clients in a
process of their own, then each sends 20 preview frames a second (the most the protocol allows a
board). Printed: `/sumoku about`'s reply time (p50/p95 of sequential commands) with the boards open
and idle, then during the flood, and their ratio (target ≤ 3); the frames the process answered a
second and dropped (its overall budget, bot/activity/limits.py); sockets held and memory per open
board; and how many Discord requests 200 hostile hellos cost (one player naming 200 made-up channels, then 200
forged tokens from one address), beside the 400 they cost before the budgets.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, TypeVar

import aiohttp
import simcord

from bot.activity import BoardServer, start_board
from bot.activity.local_discord import LocalDiscord
from bot.app.client import SumokuBot, intents_for
from bot.config import ActivitySettings, Config

from ._load.probe import Probe, StallWatch
from ._load.server import Bench, Table

SECRET = "bench-secret-0123456789"
T = TypeVar("T")
PER_CHANNEL = 10  # boards per channel: the game's two players and eight watchers


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


async def about_times(bench: Bench, table: Table, n: int) -> list[float]:
    """`/sumoku about` n times, one after another: each reply's time (seconds)."""
    actor = next(iter(table.players.values()))
    times = []
    for _ in range(n):
        with bench.at_once():
            sent = await bench.send("about", lambda: actor.slash(table.channel, "sumoku about"))
        await bench.wait_replies([sent.done], extra=0.05)
        if sent.reply is not None:
            times.append(sent.reply - sent.at)
    return times


async def pumped(bench: Bench, awaited: Awaitable[T]) -> T:
    """Wait for `awaited` while SimCord's clock follows the real one (the bot's sleeps go on)."""
    task = asyncio.ensure_future(awaited)
    while not task.done():
        await bench.wait_replies([], extra=0.05)
    return task.result()


def p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def boards_for(bench: Bench, fake: LocalDiscord, n: int) -> list[dict[str, Any]]:
    """n boards' sign-ins: channels with a running game, each with PER_CHANNEL members who watch it."""
    tables = await bench.tables(max(1, n // PER_CHANNEL))
    app_id = str(bench.bot.application_id)
    boards = []
    for t in tables:
        row = await bench.bot.db.games.get(t.game_id)
        members = list(t.players.values())
        guild = t.channel.guild
        while len(members) < PER_CHANNEL:
            members.append(guild.add_member(bench.env.create_user(f"w{t.game_id}-{len(members)}")))
        for m in members:
            token = fake.issue(m.id, m.name, app_id)
            boards.append(
                {"token": token, "channel": t.channel.id, "game": t.game_id, "version": row.version}
            )
    return boards[:n]


async def hostile_requests(env: Any, bot: SumokuBot, fake: LocalDiscord) -> tuple[int, int]:
    """Discord requests 200 hostile hellos cost: one player naming 200 made-up channels; then 200
    forged tokens from one address (the board behind one proxy, as in production)."""
    settings = ActivitySettings(port=0, client_secret=SECRET, discord_api=fake.url, local=False, proxies=1)
    server = await start_board(bot, settings)
    guild = env.create_guild("hostile")
    mallory = guild.add_member(env.create_user("mallory"))
    token = fake.issue(mallory.id, "mallory", str(bot.application_id))
    costs = []
    try:
        async with aiohttp.ClientSession() as http:
            for forged in (False, True):
                before = len(env.http_requests) + len(fake.calls)
                for n in range(200):
                    address = "198.51.100.7" if forged else "203.0.113.5"  # one each
                    headers = {"X-Forwarded-For": address}
                    async with http.ws_connect(f"{server.url}/api/ws", headers=headers) as ws:
                        hello = {
                            "t": "hello",
                            "token": f"forged-{n}" if forged else token,
                            "channel": str(guild.id + 1000 + (0 if forged else n)),
                            "instance": "",
                        }
                        await ws.send_json(hello)
                        await ws.receive(timeout=30)
                costs.append(len(env.http_requests) + len(fake.calls) - before)
    finally:
        await server.close()
    return costs[0], costs[1]


async def run(args: argparse.Namespace, folder: Path) -> None:
    config = Config(database=folder / "board.db", workers=args.workers, owner_ids=frozenset())
    bot = SumokuBot(config, sync_on_start=True)
    probe = Probe()
    fake = LocalDiscord(SECRET)
    await fake.start()
    try:
        with probe.installed():
            async with simcord.run(bot, check_errors=False, approved_intents=intents_for(config)) as env:
                env.settle_timeout = 300.0
                with StallWatch(asyncio.get_running_loop()) as watch:
                    await measure(args, Bench(env, bot, probe, watch), fake, folder)
    finally:
        await fake.close()
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()


async def measure(args: argparse.Namespace, bench: Bench, fake: LocalDiscord, folder: Path) -> None:
    env, bot = bench.env, bench.bot
    settings = ActivitySettings(port=0, client_secret=SECRET, discord_api=fake.url, local=True)
    with env.time_context():
        server: BoardServer = await start_board(bot, settings)
    if args.budget:
        server.socket.frames.share = args.budget
    try:
        boards = await boards_for(bench, fake, args.boards)
        await bench.quiesce()
        table = Table(*next((t.channel, t.players, t.game_id) for t in await bench.tables(1)))
        await bench.quiesce()
        spec = folder / "flood.json"
        spec.write_text(json.dumps({"url": server.url, "rate": args.rate, "boards": boards}))
        rss_before, fds_before = rss_mb(), open_fds()
        clients = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.bench._board.flood", str(spec),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        assert clients.stdin is not None and clients.stdout is not None
        ready = await pumped(bench, clients.stdout.readline())
        if ready.strip() != b"ready":
            raise SystemExit(f"the clients did not open their boards: {ready!r}")
        await bench.wait_replies([], extra=1.0)
        opened = len(server.hub.connections())
        rss_open, fds_open = rss_mb(), open_fds()
        quiet = await about_times(bench, table, args.commands)
        bench.watch.take()
        clients.stdin.write(b"go\n")
        await clients.stdin.drain()
        await bench.wait_replies([], extra=args.warmup)
        taken, started = server.socket.frames.taken, time.perf_counter()
        flooded = await about_times(bench, table, args.commands)
        answered = (server.socket.frames.taken - taken) / (time.perf_counter() - started)
        stall, rss_flood = bench.watch.take(), rss_mb()
        clients.stdin.write(b"stop\n")
        await clients.stdin.drain()
        sent = json.loads(await pumped(bench, clients.stdout.readline()) or b"{}")
        clients.stdin.close()
        await pumped(bench, clients.wait())
    finally:
        await server.close()
    mallory, forged = await hostile_requests(env, bot, fake)
    ratio = p(flooded, 0.95) / p(quiet, 0.95)
    print(f"boards open: {opened} (asked {args.boards}), each sending {args.rate:g} preview frames a second")
    print(f"sockets held by the bot: {fds_open} fds with the boards open, {fds_before} before")
    print(
        f"memory: {rss_before:.0f} MB before, {rss_open:.0f} MB with the boards open "
        f"({(rss_open - rss_before) * 1024 / max(1, opened):.0f} KB a board), {rss_flood:.0f} MB in the flood"
    )
    frames = server.socket.frames
    print(
        f"frames answered: {answered:.0f}/s (budget {frames.share:g} of each second; "
        f"{frames.refused} dropped; "
        f"clients sent {sent.get('sent', 0)} in all, {sent.get('closed', 0)} boards closed by the bot); "
        f"worst loop stall {stall * 1000:.0f} ms"
    )
    print(
        f"/sumoku about, {len(quiet)} sequential: boards idle p50 {statistics.median(quiet) * 1000:.0f} ms "
        f"p95 {p(quiet, 0.95) * 1000:.0f} ms; in the flood ({len(flooded)}) p50 "
        f"{statistics.median(flooded) * 1000:.0f} ms p95 {p(flooded, 0.95) * 1000:.0f} ms: p95 ratio "
        f"{ratio:.1f}x (target <= 3x)"
    )
    print(
        f"Discord requests of 200 hostile hellos: {mallory} (one player, 200 made-up channels), "
        f"{forged} (200 forged tokens, one address)"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench board", description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=1000, help="boards open at once")
    parser.add_argument("--rate", type=float, default=20.0, help="frames a second each board sends")
    parser.add_argument("--commands", type=int, default=40, help="/sumoku about commands timed, each phase")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of flood before timing")
    parser.add_argument(
        "--budget",
        type=float,
        default=0.0,
        help="share of the process's time all boards' frames may take (0: the bot's own)",
    )
    parser.add_argument("--workers", type=int, default=2, help="SUMOKU_WORKERS for the run")
    args = parser.parse_args(argv)
    with contextlib.ExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="sumoku-board-")))
        began = time.perf_counter()
        asyncio.run(run(args, folder))
        print(f"(whole run {time.perf_counter() - began:.0f} s)")
    return 0
