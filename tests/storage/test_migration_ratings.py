"""The ratings-and-boards migration on a file written before it: walkovers, totals and turn facts are
worked out from the results and moves already stored (ratings start with the first game after it)."""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from bot.storage import Database
from bot.storage.migrations import load_migrations, migrate


def version_before() -> int:
    return next(m.version for m in load_migrations() if m.name.endswith("_ratings_boards.sql")) - 1


# SQLite only: 004's back-fill of files written before it; no PostgreSQL database predates it.
async def test_old_results_get_walkovers_board_totals_and_turn_facts(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await migrate(conn, str(path), target=version_before())
        now = 1_700_000_000.0
        for gid in (1, 2):
            await conn.execute(
                "INSERT INTO games (id, guild_id, channel_id, variant, status, created_at, updated_at, "
                "finished_at) VALUES (?, 5, 1, 'main', 'finished', ?, ?, ?)",
                (gid, now, now, now),
            )
        # Game 1: 10 beats 11 (10 plays twice in a row once: a bonus turn). Game 2: 11 resigns against 12.
        moves = [(1, 1, 10, 9), (1, 2, 10, 12), (1, 3, 11, 5), (1, 4, 10, 0), (2, 1, 12, 7), (2, 2, 11, 0)]
        await conn.executemany(
            "INSERT INTO moves (game_id, seq, user_id, action, score, created_at) "
            "VALUES (?, ?, ?, '{}', ?, 0)",
            [(g, q, u, s) for g, q, u, s in moves],
        )
        rows = [
            (1, 0, 10, 40, 1, 0, 1),
            (1, 1, 11, 20, 0, 0, 1),
            (2, 0, 12, 7, 1, 0, 0),
            (2, 1, 11, 0, 0, 1, 1),
        ]
        await conn.executemany(
            "INSERT INTO results (game_id, seat, user_id, variant, guild_id, score, final, won, left_game, "
            "ranked, finished_at) VALUES (?, ?, ?, 'main', 5, ?, ?, ?, ?, ?, ?)",
            [(g, s, u, f, f, w, lg, r, now) for g, s, u, f, w, lg, r in rows],
        )
    db = await Database.open(path)  # migrates the rest of the way
    try:
        walkover = {r.user_id: r.walkover for r in await db.results.for_game(2)}
        assert walkover == {12: True, 11: False}
        assert (await db.stats.turns(10, "main")).best_turn == 12 and (
            await db.stats.turns(10, "main")
        ).bonus_turns == 1
        assert (await db.stats.turns(11, "main")).bonus_turns == 0
        board = await db.stats.board("main", guild_id=5, caller_id=12)
        assert [(e.user_id, e.games, e.wins, e.left) for e in board.entries] == [(10, 1, 1, 0), (11, 2, 0, 1)]
        assert board.caller is None  # 12's only game is a walkover: not on the board
        everywhere = {e.user_id: e for e in (await db.stats.board("main")).entries}
        assert everywhere[11].games == 2 and everywhere[11].best == 20
        assert await db.stats.ratings.get(10) is None  # ratings start with the first game after the upgrade
    finally:
        await db.close()
