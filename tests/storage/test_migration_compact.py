"""Migration 009 on a file as the bot stored it before: main games' logged actions become packed
strings, states leave out what the move log holds (a running game's history; a closed game's board
and last turn too), moves_user goes — and every game still replays to its stored state."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

from bot.bench._load.finished import one_game
from bot.engine.main_game import MainGame
from bot.storage import Database, NewMove, NewSeat, engine_seats, results_from_standings
from bot.storage._rows import decode_action, dumps, encode_action
from bot.storage.migrations import load_migrations
from bot.storage.replay import state_with_history

from ._play import next_action
from .test_moves import play_to_the_end, started_main


def version_before() -> int:
    return next(m.version for m in load_migrations() if m.name.endswith("_compact_finished_games.sql")) - 1


# What the migrations after 009 made: gone again in a database written back to schema 8.
LATER_OBJECTS = ("DROP TABLE forgetting", "DROP INDEX games_owner")  # 010


async def store_whole_game(db: Database) -> tuple[int, MainGame]:
    """A real game (33 moves, cells on both sides of the first tile) stored move by move."""
    turns = one_game()
    row = await db.games.create(
        channel_id=77, guild_id=8, variant="main", owner_id=1, seats=[NewSeat(1, "A"), NewSeat(2, "B")]
    )
    start, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), 11)
    await db.games.start(row.id, start.to_dict(), seed=11)
    for v, turn in enumerate(turns[:-1]):
        await db.apply_move(row.id, v, turn.state, turn.move)
    final = MainGame.replay(engine_seats(await db.seats.list(row.id)), 11, [t.move.action for t in turns])
    assert final.result is not None
    results = results_from_standings(final.result, await db.seats.list(row.id))
    await db.finish_game(row.id, len(turns) - 1, turns[-1].state, results, turns[-1].move)
    return row.id, final


def as_before_009(path: Path, full_states: dict[int, dict[str, object]]) -> None:
    """Rewrite the file as the bot stored it at schema 8: actions as JSON objects, states with what
    the log holds (a closed game without its history: 008 had trimmed that), moves_user."""
    with sqlite3.connect(path) as conn:
        for game_id, action, seq in conn.execute("SELECT game_id, action, seq FROM moves").fetchall():
            plain = dumps(decode_action(action))
            conn.execute("UPDATE moves SET action = ? WHERE game_id = ? AND seq = ?", (plain, game_id, seq))
        for game_id, state in full_states.items():
            status = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()[0]
            old = {k: v for k, v in state.items() if not (status == "finished" and k == "history")}
            conn.execute("UPDATE games SET state = ? WHERE id = ?", (json.dumps(old), game_id))
        conn.execute("CREATE INDEX moves_user ON moves (user_id)")
        for statement in LATER_OBJECTS:
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {version_before()}")


async def assert_upgraded(
    db: Database, full: dict[int, dict[str, object]], running_id: int, rng: random.Random
) -> None:
    """After 009 (and the later ones): states without what the log holds, the log as played, every
    game replays, and the running game takes its next move on the migrated state."""
    assert await db.schema_version() == load_migrations()[-1].version  # 009 and every later one
    for game_id, state in full.items():
        stored = (await db.games.get(game_id)).state
        assert stored is not None and "history" not in stored
        closed = game_id != running_id
        assert ("board" in stored) is not closed and ("last_turn" in stored) is not closed
        assert [m.action for m in await db.moves.list(game_id)] == state["history"]
        assert await state_with_history(db, game_id) == state
        assert (await db.verify_replay(game_id)).ok, game_id
    game = MainGame.from_dict((await db.games.get(running_id)).state)
    action = next_action(game, rng)  # plays it on `game`
    await db.apply_move(running_id, 3, game.to_dict(), NewMove(action, user_id=10))
    assert (await db.verify_replay(running_id)).ok


async def test_009_packs_old_rows_and_every_game_still_replays(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = await Database.open(path)
    finished_id, final = await store_whole_game(db)
    running, engine = await started_main(db, channel=2, players=3)
    rng = random.Random(4)
    short_id = (await play_to_the_end(db, *(await started_main(db, channel=3)), rng)).id
    for v in range(3):  # a running game with a few moves
        action = next_action(engine, rng)
        await db.apply_move(running.id, v, engine.to_dict(), NewMove(action, user_id=10))
    full = {
        finished_id: final.to_dict(),
        running.id: engine.to_dict(),
        short_id: await state_with_history(db, short_id),
    }
    await db.close()
    as_before_009(path, full)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT action FROM moves LIMIT 1").fetchone()[0].startswith("{")
    before = path.stat().st_size

    db = await Database.open(path)  # migrates
    try:
        await assert_upgraded(db, full, running.id, rng)
    finally:
        await db.close()
    with sqlite3.connect(path) as conn:
        actions = [r[0] for r in conn.execute("SELECT action FROM moves WHERE game_id = ?", (finished_id,))]
        indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert actions == [encode_action(a) for a in full[finished_id]["history"]]  # type: ignore[union-attr]
    assert all(a.startswith('"') for a in actions)
    assert "moves_user" not in indexes
    assert path.stat().st_size <= before


@pytest.mark.parametrize(
    "action",
    [
        {"a": "play", "seat": 0, "tiles": [[0, 0, "G6"], [-12, 3, "B9"], [4, -1, "O5"]]},
        {"a": "pass", "seat": 3},
        {"a": "timeout", "seat": 1},
        {"a": "resign", "seat": 7},
    ],
)
def test_a_main_action_is_logged_packed_and_read_back_as_it_was(action: dict[str, object]) -> None:
    text = encode_action(action)
    assert json.loads(text)[0] in "pstr" and len(text) < len(dumps(action))
    assert decode_action(text) == action


@pytest.mark.parametrize(
    "action",
    [
        {"a": "edit", "racer": "12", "t": 3.5, "edit": {"put": "R5"}},  # Speed
        {"a": "play", "seat": 0, "tiles": [[0, 0, "G6"]], "extra": 1},  # not the engine's shape
        {"a": "play", "seat": 0, "tiles": [[0, 0, "g6"]]},
        {"a": "stop"},
    ],
)
def test_other_actions_are_logged_as_they_are(action: dict[str, object]) -> None:
    assert encode_action(action) == dumps(action)
    assert decode_action(encode_action(action)) == action


async def test_009_on_postgresql_packs_old_rows_and_every_game_still_replays(
    fresh_postgres_url: Callable[[], str],
) -> None:
    """The same upgrade on a PostgreSQL database written as schema 8 stored it (its own 009 script)."""
    url = fresh_postgres_url()
    db = await Database.open(url)
    finished_id, final = await store_whole_game(db)
    running, engine = await started_main(db, channel=2, players=3)
    rng = random.Random(4)
    for v in range(3):
        action = next_action(engine, rng)
        await db.apply_move(running.id, v, engine.to_dict(), NewMove(action, user_id=10))
    full = {finished_id: final.to_dict(), running.id: engine.to_dict()}
    await db.close()
    raw = await asyncpg.connect(url)
    try:  # back to schema 8: objects in the log, states with what the log holds, 001's json_remove
        for game_id, seq, action in await raw.fetch("SELECT game_id, seq, action FROM moves"):
            await raw.execute(
                "UPDATE moves SET action = $1 WHERE game_id = $2 AND seq = $3",
                dumps(decode_action(action)),
                game_id,
                seq,
            )
        for game_id, state in full.items():
            status = await raw.fetchval("SELECT status FROM games WHERE id = $1", game_id)
            old = {k: v for k, v in state.items() if not (status == "finished" and k == "history")}
            await raw.execute("UPDATE games SET state = $1 WHERE id = $2", json.dumps(old), game_id)
        await raw.execute("CREATE INDEX moves_user ON moves (user_id)")
        await raw.execute("DROP FUNCTION json_remove(TEXT, VARIADIC TEXT[])")
        await raw.execute(
            "CREATE FUNCTION json_remove(doc TEXT, path TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT "
            "AS $$ SELECT ((doc::jsonb) #- string_to_array(replace(replace(substr(path, 3), '[', '.'), "
            "']', ''), '.'))::text $$"
        )
        for statement in LATER_OBJECTS:
            await raw.execute(statement)
        await raw.execute("UPDATE schema_version SET version = $1", version_before())
    finally:
        await raw.close()

    db = await Database.open(url)  # migrates
    try:
        await assert_upgraded(db, full, running.id, rng)
    finally:
        await db.close()
    raw = await asyncpg.connect(url)
    try:
        actions = [
            r[0]
            for r in await raw.fetch("SELECT action FROM moves WHERE game_id = $1 ORDER BY seq", finished_id)
        ]
        indexes = {
            r[0] for r in await raw.fetch("SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")
        }
    finally:
        await raw.close()
    assert actions == [encode_action(a) for a in full[finished_id]["history"]]  # type: ignore[union-attr]
    assert "moves_user" not in indexes
