"""Migration 008 on a file written before it: closed main games lose the history their state
repeated (the move log keeps it, and replays still check out); open games and other variants keep theirs."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from bot.storage import Database
from bot.storage.migrations import load_migrations

from .test_migration_compact import LATER_OBJECTS
from .test_moves import play_to_the_end, started_main


def version_before() -> int:
    return (
        next(m.version for m in load_migrations() if m.name.endswith("_final_state_without_history.sql")) - 1
    )


# SQLite only: 008's rewrite of files written before it; no PostgreSQL database predates it.
async def test_old_final_states_lose_their_history_and_still_replay(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = await Database.open(path)
    finished, engine = await started_main(db, players=2)
    await play_to_the_end(db, finished, engine, random.Random(3))
    full_history = engine.to_dict()["history"]
    running, _ = await started_main(db, players=2)
    open_state = (await db.games.get(running.id)).state
    await db.close()
    # as an older bot stored it: the final state with its history, schema one step back
    with sqlite3.connect(path) as conn:
        state = json.loads(conn.execute("SELECT state FROM games WHERE id = ?", (finished.id,)).fetchone()[0])
        state["history"] = full_history
        conn.execute("UPDATE games SET state = ? WHERE id = ?", (json.dumps(state), finished.id))
        conn.execute("DROP INDEX games_computer_to_move")
        conn.execute("CREATE INDEX moves_user ON moves (user_id)")  # as 008's file had it (009 drops it)
        for statement in LATER_OBJECTS:  # what 010 makes
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {version_before()}")
    before = path.stat().st_size

    db = await Database.open(path)  # migrates
    try:
        done = await db.games.get(finished.id)
        assert "history" not in done.state and done.state["finished"]
        assert [m.action for m in await db.moves.list(finished.id)] == full_history
        assert (await db.verify_replay(finished.id)).ok
        assert (await db.games.get(running.id)).state == open_state  # an open game's state stays
        assert "history" not in open_state  # (stored without history since 009)
        assert (await db.verify_replay(running.id)).ok
    finally:
        await db.close()
    assert path.stat().st_size <= before


async def test_a_cancelled_main_game_is_stored_without_history(db: Database) -> None:
    game, engine = await started_main(db, players=2)
    await db.games.cancel(game.id)
    closed = await db.games.get(game.id)
    assert closed.state is not None and "history" not in closed.state
    assert closed.state["seed"] == engine.to_dict()["seed"]
    assert (await db.verify_replay(game.id)).ok
