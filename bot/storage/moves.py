"""The move log of a game, append-only: read here, written only by Database.apply_move / finish_game."""

from __future__ import annotations

from . import _rows
from .models import Move
from .sql import Conn, Handle


async def fetch_moves(conn: Conn, game_id: int, after: int = 0) -> list[Move]:
    async with conn.execute(
        f"SELECT {_rows.MOVE_COLUMNS} FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, after)
    ) as cur:
        return [_rows.move(r) for r in await cur.fetchall()]


class Moves:
    """The append-only log. Rows are written only by Database.apply_move / finish_game."""

    def __init__(self, db: Handle) -> None:
        self._db = db

    async def list(self, game_id: int, *, after: int = 0) -> list[Move]:
        """Moves with seq > after, in order."""
        async with self._db.read() as conn:
            return await fetch_moves(conn, game_id, after)

    async def count(self, game_id: int) -> int:
        async with (
            self._db.read() as conn,
            conn.execute("SELECT count(*) FROM moves WHERE game_id = ?", (game_id,)) as cur,
        ):
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def last(self, game_id: int) -> Move | None:
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {_rows.MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
                (game_id,),
            ) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else _rows.move(row)
