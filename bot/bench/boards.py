"""`python -m bot.bench boards --database postgresql://...`: change-to-board latency, across processes
against within one process, in one run.

Two real bot processes (bot/bench/_boards/process.py: shards 0 and 1 of 2, each on its own SimCord,
both serving the board) share the PostgreSQL database given. Two boards of one player show one game
in a channel of shard 1's server: one connected to shard 1's process (B), one to shard 0's (A). B's
players move in chat, one move at a time; for each move, the time from B's runner telling its
watchers (the move stored) to each board receiving the table of that revision: B's board hears it
from its own runner, A's through PostgreSQL's LISTEN/NOTIFY and its own read of the game. It prints
p50/p95/max of both, and the across-processes figures as a ratio to the within-one-process ones
(this machine is noisy: compare within a run). Both processes run on this machine, so their wall
clocks are the same clock. B also delivers each move (its picture, its post) on the same event loop
as its board's push; A has only the push to do.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp

from bot.activity.local_discord import LocalDiscord
from bot.storage.pg import is_url

from ._boards.process import SECRET

ANSWER_S = 120.0


class Process:
    """One bench bot process, driven through its stdin and stdout lines (its stderr in a file)."""

    def __init__(self, proc: asyncio.subprocess.Process, hello: dict[str, Any]) -> None:
        self.proc = proc
        self.base = f"http://127.0.0.1:{hello['port']}"
        self.ids: dict[str, list[int]] = hello["ids"]

    @classmethod
    async def start(cls, database: str, api: str, shard: int, log: Path) -> Process:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SUMOKU_", "DISCORD_"))}
        env.update(SUMOKU_SHARD_COUNT="2", SUMOKU_SHARD_IDS=str(shard))
        with log.open("w") as err:
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot.bench._boards.process",
                database,
                api,
                env=env,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=err,
            )
        hello = await _line(proc, log)
        return cls(proc, hello)

    async def ask(self, command: str) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{command}\n".encode())
        await self.proc.stdin.drain()
        return await _line(self.proc, None)

    async def stop(self) -> None:
        if self.proc.returncode is None:
            assert self.proc.stdin is not None
            self.proc.stdin.write(b"quit\n")  # the bot closes, the process ends (no answer)
            try:
                await asyncio.wait_for(self.proc.wait(), 30)
            except TimeoutError:
                self.proc.kill()


async def _line(proc: asyncio.subprocess.Process, log: Path | None) -> dict[str, Any]:
    assert proc.stdout is not None
    data = await asyncio.wait_for(proc.stdout.readline(), ANSWER_S)
    if not data:
        await proc.wait()
        said = log.read_text()[-2000:] if log is not None else ""
        raise RuntimeError(f"a bench bot process ended ({proc.returncode}) {said}")
    found: dict[str, Any] = json.loads(data)
    return found


class Board:
    """A board signed in as a player; every table's (game, revision) with the time it arrived."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.arrived: list[tuple[int, int, float]] = []
        self.reader = asyncio.create_task(self._read())

    @classmethod
    async def open(
        cls, http: aiohttp.ClientSession, base: str, fake: LocalDiscord, user: int, name: str, channel: int
    ) -> Board:
        async with http.post(f"{base}/api/token", json={"code": fake.code_for(user, name)}) as answer:
            token = (await answer.json())["access_token"]
        ws = await http.ws_connect(f"{base}/api/ws")
        await ws.send_str(json.dumps({"t": "hello", "token": token, "channel": str(channel), "locale": "en"}))
        return cls(ws)

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type is not aiohttp.WSMsgType.TEXT:
                return
            frame = json.loads(message.data)
            if frame.get("t") == "table":
                self.arrived.append((frame["game"], frame["revision"], time.time()))

    async def at(self, game: int, revision: int, limit: float = 30.0) -> float:
        """When the first table of `game` at `revision` or later arrived (waiting for it)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            for g, r, when in self.arrived:
                if g == game and r >= revision:
                    return when
            await asyncio.sleep(0.002)
        raise RuntimeError(f"no table of game {game} at revision {revision} within {limit:.0f} s")


@asynccontextmanager
async def processes(database: str, fake: LocalDiscord, folder: Path) -> AsyncIterator[list[Process]]:
    started: list[Process] = []
    try:
        for shard in (0, 1):  # the first creates (or upgrades) the schema
            started.append(await Process.start(database, fake.url, shard, folder / f"bot-{shard}.log"))
        yield started
    finally:
        for process in started:
            await process.stop()


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _line_of(label: str, samples: list[float], base: list[float] | None = None) -> str:
    p50, p95 = _pct(samples, 0.5) * 1000, _pct(samples, 0.95) * 1000
    line = f"  {label:<44} p50 {p50:6.1f} ms  p95 {p95:6.1f} ms  max {max(samples) * 1000:6.1f} ms"
    if base is not None:
        line += f"  (p50 ×{p50 / (_pct(base, 0.5) * 1000):.1f}, p95 ×{p95 / (_pct(base, 0.95) * 1000):.1f})"
    return line


async def run(args: argparse.Namespace) -> None:
    fake = LocalDiscord(SECRET)
    await fake.start()
    with tempfile.TemporaryDirectory(prefix="sumoku-bench-boards-") as folder:
        try:
            async with (
                processes(args.database, fake, Path(folder)) as (a, b),
                aiohttp.ClientSession() as http,
            ):
                channel = b.ids["channels"][1]  # a channel of B's server (shard 1)
                bob = b.ids["users"][1]  # the same player's two boards: the same table to read and build
                await b.ask("start")
                here = await Board.open(http, b.base, fake, bob, "bob", channel)
                there = await Board.open(http, a.base, fake, bob, "bob", channel)
                within: list[float] = []
                across: list[float] = []
                for _ in range(args.moves):
                    moved = await b.ask("move")
                    game, revision, told = moved["game"], moved["version"], moved["told"]
                    within.append(await here.at(game, revision) - told)
                    across.append(await there.at(game, revision) - told)
                for board in (here, there):
                    await board.ws.close()
        finally:
            await fake.close()
    print(f"change-to-board latency, {args.moves} moves made in chat in shard 1's process (one run):")
    print(_line_of("within one process (board at shard 1's)", within))
    print(_line_of("across processes (board at shard 0's)", across, within))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench boards", description=__doc__.splitlines()[0])
    parser.add_argument("--database", required=True, help="a postgresql:// URL the two processes share")
    parser.add_argument("--moves", type=int, default=40, help="moves measured (default 40)")
    args = parser.parse_args(argv)
    if not is_url(args.database):
        print(
            "bench boards: --database must be a postgresql:// URL (the processes share it)", file=sys.stderr
        )
        return 2
    asyncio.run(run(args))
    return 0
