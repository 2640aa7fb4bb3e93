"""Bytes per finished game: one real game stored many times through the storage API, then where
the bytes are (per table and index, and the big columns), per game."""

from __future__ import annotations

import contextlib
import random
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.engine import ai
from bot.engine.main_game import Event, MainGame, Seat, SeatKind
from bot.storage import Database, NewMove, NewSeat, engine_seats, results_from_standings

TARGET_MIB = 5.0
MIB_PER_1000 = 1000 / 2**20  # bytes per game -> MiB per 1,000 games


@dataclass(frozen=True, slots=True)
class Turn:
    state: dict[str, Any]
    move: NewMove


def one_game(seed: int = 11) -> list[Turn]:
    """A whole game of two people, each move as the main session logs it (the tiles typed as the
    summary, the turn's score, the player's id)."""
    engine, _ = MainGame.new([Seat("1", "A", SeatKind.HUMAN), Seat("2", "B", SeatKind.HUMAN)], seed)
    rng = random.Random(1)
    turns = []
    while not engine.finished:
        seat = engine.current
        choice = ai.choose_turn(engine, seat, "easy", rng.randrange(1 << 30))
        events: list[Event] = engine.play(seat, choice) if choice else engine.pass_turn(seat)
        summary = " ".join(str(p.tile) for p in sorted(choice, key=lambda p: p.cell)) if choice else "pass"
        score = sum(getattr(e, "score", 0) for e in events)
        move = NewMove(engine.history[-1], user_id=seat + 1, summary=summary, score=score)
        turns.append(Turn(engine.to_dict(), move))
    return turns


async def finished_run(count: int, folder: Path) -> None:
    """Store the game `count` times (as the bot does: start, one commit per move, the last one
    finishing it) and print the used bytes per 1,000 finished games, and where they are."""
    turns = one_game()
    path = folder / "finished.db"
    db = await Database.open(path)
    try:
        before, tables_before = _size(path), _by_table(path)
        for i in range(count):
            row = await db.games.create(
                channel_id=9_000_000 + i,
                guild_id=8,
                variant="main",
                owner_id=1,
                seats=[NewSeat(1, "A"), NewSeat(2, "B")],
            )
            start, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), 11)
            await db.games.start(row.id, start.to_dict(), seed=11)
            for v, turn in enumerate(turns[:-1]):
                await db.apply_move(row.id, v, turn.state, turn.move)
            last = MainGame.from_dict(turns[-1].state)
            assert last.result is not None
            results = results_from_standings(last.result, await db.seats.list(row.id))
            await db.finish_game(row.id, len(turns) - 1, turns[-1].state, results, turns[-1].move)
        assert (await db.verify_replay(row.id)).ok
    finally:
        await db.close()
    grown = _size(path) - before
    tables = {name: size - tables_before.get(name, 0) for name, size in _by_table(path).items()}
    columns = _columns(path)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("VACUUM")  # the same rows packed: what a finished game needs, without page slack
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    packed = _size(path) - before
    per_game = grown / count
    print(
        f"finished games: {count} of {len(turns)} moves took {grown / 1024:.0f} KiB: "
        f"{per_game * MIB_PER_1000:.2f} MiB per 1,000 (target <= {TARGET_MIB:g} MiB: "
        f"{'met' if per_game * MIB_PER_1000 <= TARGET_MIB else 'NOT met'}, "
        f"{per_game * MIB_PER_1000 / TARGET_MIB:.2f}x the target); "
        f"after VACUUM {packed / count * MIB_PER_1000:.2f} MiB per 1,000"
    )
    shown = sorted(((b, n) for n, b in tables.items() if b > 0), reverse=True)
    print("   per game, pages used: " + ", ".join(f"{n} {b / count:.0f} B" for b, n in shown))
    print("   per game, column bytes: " + ", ".join(f"{n} {b / count:.0f} B" for n, b in columns.items()))


def _size(path: Path) -> int:
    """Bytes of the database's used pages (its write-ahead log checkpointed first)."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        pages, free, size = (
            conn.execute(f"PRAGMA {p}").fetchone()[0] for p in ("page_count", "freelist_count", "page_size")
        )
    return (pages - free) * size


def _by_table(path: Path) -> dict[str, int]:
    """Bytes of pages per table and index (SQLite's dbstat; empty when it is not compiled in)."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        try:
            return dict(conn.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name").fetchall())
        except sqlite3.Error:
            return {}


def _columns(path: Path) -> dict[str, int]:
    """Bytes of the big columns of finished games (the text as stored, before page overhead)."""
    queries = {
        "games.state": "SELECT sum(length(CAST(state AS BLOB))) FROM games WHERE status = 'finished'",
        "moves.action": "SELECT sum(length(CAST(action AS BLOB))) FROM moves",
        "moves.summary": "SELECT sum(length(CAST(summary AS BLOB))) FROM moves",
    }
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return {name: conn.execute(sql).fetchone()[0] or 0 for name, sql in queries.items()}
