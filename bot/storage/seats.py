"""Who sits at a game: the seats of its lobby, in seating order.

Seats change only in the lobby (Games.create adds the first ones in its own transaction, through
add_seat); once the game runs, its seats are read, never changed here.
"""

from __future__ import annotations

import time

from . import _rows
from .errors import AlreadySeated, GameFull, GameNotFound, GameStateError
from .models import Game, NewSeat, SeatRow, Status
from .sql import Conn, Handle, for_update
from .steps import remove_seat


async def fetch_seats(conn: Conn, game_id: int) -> list[SeatRow]:
    async with conn.execute(
        f"SELECT {_rows.SEAT_COLUMNS} FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    ) as cur:
        return [_rows.seat(r) for r in await cur.fetchall()]


async def add_seat(conn: Conn, game_id: int, new: NewSeat, now: float, max_seats: int | None) -> SeatRow:
    if new.kind not in ("human", "computer"):
        raise ValueError(f"seat kind is 'human' or 'computer', not {new.kind!r}")
    current = await fetch_seats(conn, game_id)
    if new.user_id is not None:
        for s in current:
            if s.user_id == new.user_id:
                raise AlreadySeated(game_id, new.user_id, s.seat)
    if max_seats is not None and len(current) >= max_seats:
        raise GameFull(game_id, max_seats)
    row = SeatRow(game_id, len(current), new.user_id, new.name, new.kind, new.level, new.team, now)
    await conn.execute(
        f"INSERT INTO seats ({_rows.SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (row.game_id, row.seat, row.user_id, row.name, row.kind, row.level, row.team, row.joined_at),
    )
    return row


async def _require_lobby(conn: Conn, game_id: int) -> Game:
    """The game, locked for this transaction (PostgreSQL: a Join and a Start never cross)."""
    async with conn.execute(
        f"SELECT {_rows.GAME_COLUMNS} FROM games WHERE id = ?{for_update(conn)}", (game_id,)
    ) as cur:
        row = await cur.fetchone()
    if row is None:
        raise GameNotFound(game_id)
    game = _rows.game(row)
    if game.status is not Status.LOBBY:
        raise GameStateError(game_id, game.status, f"game {game_id} has left its lobby ({game.status})")
    return game


class Seats:
    """Who sits at a game. Seats change only in the lobby; their order is the seating order."""

    def __init__(self, db: Handle) -> None:
        self._db = db

    async def list(self, game_id: int) -> list[SeatRow]:
        async with self._db.read() as conn:
            return await fetch_seats(conn, game_id)

    async def add(self, game_id: int, seat: NewSeat, *, max_seats: int | None = None) -> SeatRow:
        """Take the next seat. AlreadySeated / GameFull / GameStateError (not in lobby) refuse it.

        `max_seats` is checked in the same transaction, so two last-moment Join clicks cannot both fit.
        """
        async with self._db.transaction() as conn:
            await _require_lobby(conn, game_id)
            return await add_seat(conn, game_id, seat, time.time(), max_seats)

    async def remove(
        self, game_id: int, *, user_id: int | None = None, seat: int | None = None
    ) -> SeatRow | None:
        """Leave the lobby (by user id, or by seat index for computer players); later seats move up.

        Returns the removed seat, None if there was no such seat.
        """
        if (user_id is None) == (seat is None):
            raise ValueError("give exactly one of user_id or seat")
        async with self._db.transaction() as conn:
            await _require_lobby(conn, game_id)
            current = await fetch_seats(conn, game_id)
            target = next(
                (s for s in current if (s.user_id == user_id if user_id is not None else s.seat == seat)),
                None,
            )
            if target is None:
                return None
            await remove_seat(conn, game_id, target.seat)
            return target

    async def set_team(self, game_id: int, seat: int, team: int | None) -> None:
        """Team Sumoku lobbies: put a seat in a team."""
        async with self._db.transaction() as conn:
            await _require_lobby(conn, game_id)
            await conn.execute(
                "UPDATE seats SET team = ? WHERE game_id = ? AND seat = ?", (team, game_id, seat)
            )
