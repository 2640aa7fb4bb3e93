"""A board open while the computer players' pool starts: its workers hold none of the bot's sockets or
pipes, so a board the bot cuts sees its connection close, says "Reconnecting…", connects again and
shows the move made meanwhile. (Workers forked with every descriptor the bot had open kept a copy of
the board's socket: the cut never reached the browser, which sat on a dead board that looked alive.)"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine.main_game import MainGame
from bot.engine.notation import Labels

from ..bot.helpers import stored_game
from ..bot.test_main_game import open_game, play_current
from .players import Player
from .test_board import open_player

pytestmark = pytest.mark.browser

# every text the board's link line shows, in order (the line changes for a moment only)
WATCH_LINK = """() => { window.linkStates = [];
  new MutationObserver(() => window.linkStates.push(document.querySelector('.link').textContent))
    .observe(document.querySelector('.link'), { childList: true, characterData: true, subtree: true }); }"""


@pytest.fixture
def workers_killed_first(simcord_env: Any, board: Any, browser: Any) -> Iterator[None]:
    """Ends the test's workers before the board and the browser close: a socket a worker still held
    (the failure these tests catch) would hold up their teardown for good."""
    yield
    for pid in simcord_env.bot.thinker.worker_pids():
        os.kill(pid, signal.SIGKILL)


async def computer_has_moved(env: Any, channel: Any, alice: Any) -> MainGame:
    """Alice plays (in chat) until the computer has thought and answered; returns the game, Alice to move."""
    for _ in range(600):
        _, game = await stored_game(env, channel)
        if not game.current_seat.is_computer:
            if env.bot.thinker.worker_pids():
                return game
            await play_current(env, channel, {alice.id: alice})
        else:
            await asyncio.sleep(0.05)
    raise AssertionError("the computer never played")


async def board_before_the_pool(env: Any, board: Any, fake: Any, browser: Any) -> tuple[Any, Any, Player]:
    """Alice against a computer, her board open in the lobby before any worker exists; then the
    game starts and the computer thinks (the pool starts). Returns (channel, alice, her board)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy")
    a = await open_player(browser, board, fake, alice, channel)
    await a.page.locator(".note", has_text="Waiting for the game to start").wait_for()
    assert env.bot.thinker.worker_pids() == []  # no worker yet: the pool starts after the board opened
    await alice.click(lobby, label="Start")
    await computer_has_moved(env, channel, alice)
    assert env.bot.thinker.worker_pids()
    return channel, alice, a


def descriptors(pid: int | str) -> dict[int, str]:
    """What a process holds open, by descriptor: /proc's link targets (`socket:[inode]`,
    `pipe:[inode]`, a file's path)."""
    held = {}
    for fd in os.listdir(f"/proc/{pid}/fd"):
        with contextlib.suppress(FileNotFoundError):  # closed meanwhile
            held[int(fd)] = os.readlink(f"/proc/{pid}/fd/{fd}")
    return held


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        with contextlib.suppress(OSError, ValueError):  # not a process, or gone meanwhile
            if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def holders(target: str) -> set[int]:
    """Every process that holds `target` (`pipe:[inode]`) open."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):  # gone meanwhile, or not ours to read
                if target in descriptors(entry.name).values():
                    found.add(int(entry.name))
    return found


async def test_a_worker_holds_no_socket_or_pipe_of_the_bot(
    simcord_env, board, local_discord, browser, workers_killed_first
):
    """Listed in /proc: no worker holds a socket (the bot's are the board's listening port and its
    boards' connections, a test runner's own), nor the pipes to the browser's driver (Playwright's
    stdin and stdout, as any pipe the process had); besides the standard streams (descriptors 0-2,
    where a worker's last words go) the only pipes it holds are the pool's own, between the bot and
    its workers. (Regular files, such as logs, may stay.)"""
    env = simcord_env
    await board_before_the_pool(env, board, local_discord, browser)
    bot = set(descriptors("self").values())
    assert len({d for d in bot if d.startswith("socket:")}) >= 2  # listening, and the board's connection
    driver = [p for p in children(os.getpid()) if b"playwright" in Path(f"/proc/{p}/cmdline").read_bytes()]
    driver_pipes = {d for p in driver for fd, d in descriptors(p).items() if fd in (0, 1)}
    assert driver_pipes and driver_pipes <= bot  # the bot's process holds the other ends
    workers = env.bot.thinker.worker_pids()
    for worker in workers:
        held = descriptors(worker)
        assert not [d for d in held.values() if d.startswith("socket:")], held
        pipes = {d for fd, d in held.items() if fd > 2 and d.startswith("pipe:")}
        assert pipes, held  # the pool's queues
        assert not pipes & driver_pipes, held
        for pipe in pipes:
            assert holders(pipe) <= {os.getpid(), *workers}, (pipe, held)


async def test_a_board_cut_by_the_bot_reconnects_and_shows_the_move_made_meanwhile(
    simcord_env, board, local_discord, browser, workers_killed_first
):
    env = simcord_env
    channel, alice, a = await board_before_the_pool(env, board, local_discord, browser)
    await a.page.evaluate(WATCH_LINK)
    for connection in board.hub.connections():
        connection.drop()  # as the hub does to a board that stopped reading
    # the move made while the board is cut: Alice's, typed in chat (and the computer's answer)
    _, _, move = await play_current(env, channel, {alice.id: alice})
    assert move
    _, game = await stored_game(env, channel)
    await a.page.wait_for_function("window.linkStates.includes('Reconnecting…')", timeout=10_000)
    labels = Labels.for_board(game.board)
    for placement in move:
        await a.wait_tile(labels(placement.cell), str(placement.tile))
    assert await a.page.locator(".link").inner_text() == ""  # connected again
    hellos = [f for f in a.sent if json.loads(f).get("t") == "hello"]
    assert len(hellos) == 2
