"""/forget-me leaves no trace of the user in the database file: its raw bytes, WAL and journal included."""

from __future__ import annotations

import contextlib
import gc
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.databases import sqlite_only

from .helpers import reply
from .test_main_game import open_game, play_current
from .test_spot import right, running, start, tableau_message, wrong

NAME = "Zephyrine Quillfeather"


def checkpoint(db_path: Path) -> None:
    """Copy the WAL into the file and empty it, from a connection of our own (as a backup tool would)."""
    with contextlib.closing(sqlite3.connect(db_path)) as conn:
        busy, _, _ = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    assert busy == 0, "the checkpoint could not complete"


def traces(db_path: Path, user_id: int, name: str) -> dict[str, list[str]]:
    """Which files of the database hold the id (as text or as SQLite's 8-byte integer) or the name."""
    needles = {
        "id as text": str(user_id).encode(),
        "id as integer": user_id.to_bytes(8, "big"),
        "name": name.encode(),
    }
    found: dict[str, list[str]] = {}
    for suffix in ("", "-wal", "-journal", "-shm"):
        file = Path(f"{db_path}{suffix}")
        if file.exists():
            data = file.read_bytes()
            found[file.name] = [what for what, needle in needles.items() if needle in data]
    return found


@pytest.fixture
def no_cycle_collection() -> Iterator[None]:
    """No garbage collection of reference cycles during the test: a cursor caught in one (as
    aiosqlite's futures hold them) lives until the collector runs, which a long test run reaches at
    a moment of its own; the bot must not depend on it (a cursor left open stops the VACUUM)."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


# SQLite only: reads the bytes of the SQLite file and its WAL
@sqlite_only
async def test_forget_me_leaves_no_trace_in_the_files(
    simcord_env: Any, db_path: Path, no_cycle_collection: None
) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    gone = guild.add_member(env.create_user(NAME))
    # the writer, as if SQLite had no SECURE_DELETE built in
    async with env.bot.db.transaction() as conn, conn.execute("PRAGMA secure_delete = OFF"):
        pass

    # Spot: a race the user wins a set of, and one they start, claim wrongly in and stop.
    await start(alice, channel, rounds=2)
    for player in (gone, alice):
        await env.advance_time(2)
        _, game = await running(env, channel)
        await player.select(tableau_message(channel), right(game))
    await start(gone, channel, rounds=2)
    _, game = await running(env, channel)
    await gone.select(tableau_message(channel), wrong(game))
    stopped = await gone.slash(channel, "spot stop")
    assert not stopped.ephemeral
    # The main game: a few turns, then the user resigns (a ranked loss: a rating and a board row).
    lobby = await open_game(env, alice, channel)
    await gone.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    players = {alice.id: alice, gone.id: gone}
    for _ in range(12):
        await play_current(env, channel, players)
    await gone.slash(channel, "sumoku resign")
    assert await env.bot.db.stats.ratings.get(gone.id) is not None

    checkpoint(db_path)
    before = traces(db_path, gone.id, NAME)
    assert before["sumoku.db"] == ["id as text", "id as integer", "name"]  # the search finds them

    done = await gone.slash(channel, "forget-me", confirm=True)
    assert reply(done).ephemeral and "deleted" in reply(done).content.lower()
    checkpoint(db_path)
    after = traces(db_path, gone.id, NAME)
    assert after and all(found == [] for found in after.values()), after
    assert traces(db_path, alice.id, "alice")["sumoku.db"] == ["id as text", "id as integer", "name"]
    # The others' records stand: alice's walkover and her Spot race are still there.
    history = reply(await alice.slash(channel, "sumoku history")).content
    assert "won by walkover" in history and "Spot" in history
    assert (await env.bot.db.verify_replay(int(history.split("#")[1].split(" ")[0]))).ok


# SQLite only: reads the bytes of the SQLite file and its WAL
@sqlite_only
async def test_forget_me_after_a_speed_race_leaves_no_trace(simcord_env: Any, db_path: Path) -> None:
    """A finished Speed race keeps its racers' names in its stored state: /forget-me removes them too."""
    from .speed_helpers import build, running, solution, start_race

    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, NAME, "bob", seed=0, rounds=1)
    _, match = await running(env, channel)
    await build(alice, channel, match, solution(match, str(alice.id)))
    await alice.slash(channel, "speed submit")
    asked = await alice.slash(channel, "forget-me", confirm=True)
    assert reply(asked).ephemeral
    await env.bot.db.close()  # the bot's connections end; then a backup tool's checkpoint
    env.bot.db = None
    checkpoint(db_path)
    assert not any(traces(db_path, alice.id, NAME).values()), traces(db_path, alice.id, NAME)
