"""Rows copied in with their own ids (moving a SQLite database to PostgreSQL keeps every id): once told,
the database numbers new rows after them, on both backends."""

from __future__ import annotations

from bot.storage import Database, NewTimer


async def test_new_rows_are_numbered_after_copied_ones(db: Database) -> None:
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO games (id, channel_id, variant, status, owner_id, created_at, updated_at) "
            "VALUES (500, 1, 'main', 'finished', 7, 0, 0)"
        )
        await conn.execute(
            "INSERT INTO timers (id, game_id, kind, due_at, created_at) "
            "VALUES (40, 500, 'turn_timeout', 1, 0)"
        )
    await db.follow_copied_ids()
    game = await db.games.create(
        channel_id=2, variant="main", owner_id=7, timers=[NewTimer("lobby_expiry", 9.0)]
    )
    assert game.id == 501
    assert [t.id for t in await db.timers.for_game(game.id)] == [41]
    await db.follow_copied_ids()  # twice is harmless
    assert (await db.games.create(channel_id=3, variant="main", owner_id=7)).id == 502
