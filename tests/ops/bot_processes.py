"""Sharded bot processes serving the board (tests/ops/board_bot.py), driven from a test or the bench:
start one, ask it a command, reach its board, kill it."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from tests.bot.board_helpers import Board

from .conftest import REPO, clean_env

# A command's answer, waited for as it comes: this bounds a process gone wrong, not a measured wait
# (a command may settle for board_bot.SETTLE_S, then wait as long again for a computer's turn).
ANSWER_S = 240.0


class BotProcess:
    """One `tests.ops.board_bot` process: shard `shard` of 2, on `database` (its stderr in a file)."""

    def __init__(self, proc: asyncio.subprocess.Process, log: Path, hello: dict[str, Any]) -> None:
        self.proc, self.log, self.hello = proc, log, hello
        self.base = f"http://127.0.0.1:{hello['port']}"
        self.ids: dict[str, list[int]] = hello["ids"]

    @classmethod
    async def start(cls, database: str, discord_api: str, home: Path, shard: int) -> BotProcess:
        env = clean_env(home, SUMOKU_SHARD_COUNT="2", SUMOKU_SHARD_IDS=str(shard))
        log = home / f"bot-{shard}-{time.monotonic_ns()}.log"
        with log.open("w") as err:
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.ops.board_bot",
                database,
                discord_api,
                cwd=REPO,
                env=env,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=err,
            )
        started = cls(proc, log, {"port": 0, "ids": {}})
        hello = await started.line()
        return cls(proc, log, hello)

    async def line(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        data = await asyncio.wait_for(self.proc.stdout.readline(), ANSWER_S)
        if not data:
            await self.proc.wait()
            raise AssertionError(f"the bot process ended ({self.proc.returncode}): {self.log.read_text()}")
        found: dict[str, Any] = json.loads(data)
        return found

    async def ask(self, command: str) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{command}\n".encode())
        await self.proc.stdin.drain()
        return await self.line()

    def kill(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()

    async def stop(self) -> None:
        """Quit (the bot closes its boards); killed when it does not end in time."""
        if self.proc.returncode is not None:
            return
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(b"quit\n")
            await self.proc.stdin.drain()
            await asyncio.wait_for(self.proc.wait(), 30)
        except (TimeoutError, ConnectionError):
            self.kill()
            await self.proc.wait()

    def member(self, index: int) -> SimpleNamespace:
        """A user of the world, as `open_board` signs one in (id, name)."""
        return SimpleNamespace(id=self.ids["users"][index], name=("alice", "bob")[index])

    def channel(self, shard: int) -> SimpleNamespace:
        return SimpleNamespace(id=self.ids["channels"][shard])


async def table_at(board: Board, revision: int, within: float) -> tuple[dict[str, Any], float]:
    """The first table of at least `revision` the board receives, and how long it took; fails when
    none comes within `within` seconds."""
    started = time.monotonic()
    deadline = started + within
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"no table of revision {revision} within {within} s: {board.frames[-3:]}")
        try:
            frame = await board.next("table", timeout=left)
        except TimeoutError:
            continue
        if frame.get("revision", -1) >= revision:
            return frame, time.monotonic() - started
