"""Games: create, find, start, cancel and abandon them (their seats: seats.py; their moves: moves.py).

Seats, Moves, fetch_seats and fetch_moves are re-exported here, where they lived before."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import _rows
from .errors import ChannelBusy, GameNotFound, GameStateError, VersionConflict
from .models import Family, Game, NewSeat, NewTimer, SeatRow, Variant
from .moves import Moves as Moves
from .moves import fetch_moves as fetch_moves
from .privacy import anonymise_pending
from .seats import Seats as Seats
from .seats import add_seat, fetch_seats
from .shards import Shards, owned
from .sql import Conn, Handle, IntegrityError, savepoint
from .steps import RUNNING_STATE, insert_outbox
from .steps import replace_timers as _replace_timers

_SELECT_GAME = f"SELECT {_rows.GAME_COLUMNS} FROM games"


async def fetch_game(conn: Conn, game_id: int) -> Game:
    # execute_fetchall: one trip to the connection's thread (execute, fetch, close would be three)
    rows = list(await conn.execute_fetchall(f"{_SELECT_GAME} WHERE id = ?", (game_id,)))
    if not rows:
        raise GameNotFound(game_id)
    return _rows.game(rows[0])


async def _open_conflict(conn: Conn, variant: Variant, channel_id: int, owner_id: int | None) -> int | None:
    """The open game that stops this one: a single-player game (Solo), one per owner; the rest, one
    per channel, any kind. (The SQL names 'solo' as the schema's partial unique indexes do, so that
    they serve it.)"""
    if variant.single_player:
        sql = (
            "SELECT id FROM games WHERE variant = 'solo' AND owner_id = ? AND status IN ('lobby', 'running')"
        )
        params: tuple[Any, ...] = (owner_id,)
    else:
        sql = (
            "SELECT id FROM games WHERE channel_id = ? AND variant <> 'solo' "
            "AND status IN ('lobby', 'running')"
        )
        params = (channel_id,)
    async with conn.execute(sql, params) as cur:
        row = await cur.fetchone()
    return None if row is None else int(row[0])


def _family(value: Family | Variant | str) -> Family:
    """Accept a family or a variant ('speed' means the race family)."""
    if isinstance(value, Variant):
        return value.family
    text = str(value)
    if text in {v.value for v in Variant}:
        return Variant(text).family
    return Family(text)


class Games:
    """Create, find, start and cancel games. Moves and the end live on Database (apply_move, finish_game)."""

    def __init__(self, db: Handle) -> None:
        self._db = db

    async def create(
        self,
        *,
        channel_id: int,
        variant: Variant | str,
        owner_id: int | None,
        guild_id: int | None = None,
        options: Mapping[str, Any] | None = None,
        message_id: int | None = None,
        seats: Sequence[NewSeat] = (),
        timers: Sequence[NewTimer] = (),
        announce: Callable[[Game, list[SeatRow]], Sequence[Any]] | None = None,
    ) -> Game:
        """A new game in 'lobby' (version 0), with its first seats and timers, atomically.

        Raises ChannelBusy(existing_game_id) when the channel already has an open shared game of any
        kind (main, Spot, Speed/Team: one per channel), or, for Solo, when the owner has an open Solo game.
        """
        variant = Variant(variant)
        if variant.single_player and owner_id is None:
            raise ValueError("a Solo game needs its owner")
        now = time.time()
        async with self._db.transaction() as conn:
            existing = await _open_conflict(conn, variant, channel_id, owner_id)
            if existing is not None:
                raise ChannelBusy(existing)
            try:
                async with savepoint(conn):
                    cur = await conn.execute(
                        "INSERT INTO games (guild_id, channel_id, variant, status, owner_id, options, "
                        "message_id, created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?) "
                        "RETURNING id",
                        (
                            guild_id,
                            channel_id,
                            variant.value,
                            owner_id,
                            _rows.dumps(dict(options or {})),
                            message_id,
                            now,
                            now,
                        ),
                    )
                    game_id = int((await cur.fetchone())[0])
                    await cur.close()
            except IntegrityError:  # another process won the race; the index is the rule
                existing = await _open_conflict(conn, variant, channel_id, owner_id)
                raise ChannelBusy(existing if existing is not None else -1) from None
            for new in seats:
                await add_seat(conn, game_id, new, now, None)
            if timers:
                await _replace_timers(conn, game_id, timers, now)
            game = await fetch_game(conn, game_id)
            if announce is not None:  # the lobby post, in the outbox with the game it shows
                posts = announce(game, await fetch_seats(conn, game_id))
                await insert_outbox(conn, game_id, channel_id, 0, posts, now)
            return game

    async def get(self, game_id: int) -> Game:
        """The game, or GameNotFound."""
        async with self._db.read() as conn:
            return await fetch_game(conn, game_id)

    async def find(self, game_id: int) -> Game | None:
        try:
            return await self.get(game_id)
        except GameNotFound:
            return None

    async def open_in_channel(
        self, channel_id: int | None, family: Family | Variant | str | None = None
    ) -> Game | None:
        """The channel's lobby or running shared game (not Solo: see open_solo); of `family`, if given."""
        if channel_id is None:
            return None
        async with self._db.read() as conn:  # one trip: every command in a channel starts here
            rows = list(
                await conn.execute_fetchall(
                    f"{_SELECT_GAME} WHERE channel_id = ? AND variant <> 'solo' "
                    "AND status IN ('lobby', 'running')",
                    (channel_id,),
                )
            )
        game = _rows.game(rows[0]) if rows else None
        if game is not None and family is not None and game.family is not _family(family):
            return None
        return game

    async def last_finished_in_channel(self, channel_id: int) -> Game | None:
        """The channel's latest finished shared game (what a board shows once the game is over)."""
        async with self._db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"{_SELECT_GAME} WHERE channel_id = ? AND variant <> 'solo' AND status = 'finished' "
                    "ORDER BY id DESC LIMIT 1",
                    (channel_id,),
                )
            )
        return _rows.game(rows[0]) if rows else None

    async def open_solo(self, user_id: int) -> Game | None:
        """The user's open Solo game, wherever it was started."""
        async with (
            self._db.read() as conn,
            conn.execute(
                f"{_SELECT_GAME} WHERE variant = 'solo' AND owner_id = ? AND status IN ('lobby', 'running')",
                (user_id,),
            ) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else _rows.game(row)

    async def open_games(self) -> list[Game]:
        """Every lobby and running game, oldest first: what the bot resumes at start-up."""
        async with (
            self._db.read() as conn,
            conn.execute(f"{_SELECT_GAME} WHERE status IN ('lobby', 'running') ORDER BY id") as cur,
        ):
            rows = await cur.fetchall()
        return [_rows.game(r) for r in rows]

    async def of_user(self, user_id: int, *, open_only: bool = True) -> list[Game]:
        """Games in which the user has a seat (open ones by default), newest first."""
        where = " AND g.status IN ('lobby', 'running')" if open_only else ""
        cols = ", ".join(f"g.{c.strip()}" for c in _rows.GAME_COLUMNS.split(","))
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {cols} FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ?{where} "
                "ORDER BY g.id DESC",
                (user_id,),
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [_rows.game(r) for r in rows]

    async def start(
        self,
        game_id: int,
        state: Mapping[str, Any],
        *,
        seed: int | None = None,
        timers: Sequence[NewTimer] | None = None,
    ) -> Game:
        """Lobby → running (see start_announced)."""
        game, _ = await self.start_announced(game_id, state, seed=seed, timers=timers)
        return game

    async def start_announced(
        self,
        game_id: int,
        state: Mapping[str, Any],
        *,
        seed: int | None = None,
        timers: Sequence[NewTimer] | None = None,
        announce: tuple[int, Sequence[Any]] | None = None,
        seats: Sequence[SeatRow] | None = None,
    ) -> tuple[Game, int | None]:
        """Lobby → running with the engine's first snapshot (version stays 0: no move yet).

        `seed` is kept for verify_replay. Raises GameStateError if the game is not in its lobby
        (a double click on Start finds it already running). `timers` replaces the game's timers;
        `announce` (channel_id, posts) goes to the outbox. `seats`: the lobby the state was dealt
        from; VersionConflict (nothing written) if the stored seats changed since (a /forget-me).
        Returns the game and the outbox row.
        """
        now = time.time()
        state_json = _rows.dumps(dict(state))
        async with self._db.transaction() as conn:
            cur = await conn.execute(
                "UPDATE games SET status = 'running', state = " + RUNNING_STATE + ", seed = ?, "
                "updated_at = ? WHERE id = ? AND status = 'lobby'",
                (state_json, state_json, seed, now, game_id),
            )
            changed = cur.rowcount
            await cur.close()
            if changed != 1:
                game = await fetch_game(conn, game_id)
                raise GameStateError(
                    game_id, game.status, f"game {game_id} is {game.status}, not in its lobby"
                )
            if seats is not None and _seated(await fetch_seats(conn, game_id)) != _seated(seats):
                raise VersionConflict(game_id, 0, 0)
            if timers is not None:
                await _replace_timers(conn, game_id, timers, now)
            outbox_id = None
            if announce is not None:
                outbox_id = await insert_outbox(conn, game_id, announce[0], 0, announce[1], now)
            return await fetch_game(conn, game_id), outbox_id

    async def cancel(
        self, game_id: int, *, reason: str | None = None, announce: tuple[int, Sequence[Any]] | None = None
    ) -> Game:
        """Lobby or running → cancelled (no results); its timers and pending posts go.

        `reason` says why ('abandoned' when its channel or server went away). GameStateError if the
        game is already closed.
        """
        now = time.time()
        async with self._db.transaction() as conn:
            cur = await conn.execute(
                "UPDATE games SET status = 'cancelled', end_reason = ?, finished_at = ?, updated_at = ?, "
                "state = CASE WHEN variant = 'main' AND state IS NOT NULL "  # the move log holds the rest
                "THEN json_remove(state, '$.history', '$.board', '$.last_turn') ELSE state END "
                "WHERE id = ? AND status IN ('lobby', 'running')",
                (reason, now, now, game_id),
            )
            changed = cur.rowcount
            await cur.close()
            if changed != 1:
                game = await fetch_game(conn, game_id)
                raise GameStateError(game_id, game.status, f"game {game_id} is already {game.status}")
            await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            await conn.execute("DELETE FROM outbox WHERE game_id = ?", (game_id,))
            if announce is not None:
                await insert_outbox(conn, game_id, announce[0], 0, announce[1], now)
            await anonymise_pending(conn, game_id)
            return await fetch_game(conn, game_id)

    async def abandon(self, *, channel_id: int | None = None, guild_id: int | None = None) -> list[int]:
        """End every open shared game of a deleted channel (or a server the bot left) as abandoned.

        Nothing is ranked (no results); timers and pending posts go. Solo games are their player's,
        playable anywhere (a DM too): they are kept. Returns the games' ids.
        """
        if (channel_id is None) == (guild_id is None):
            raise ValueError("give exactly one of channel_id and guild_id")
        column, value = ("channel_id", channel_id) if channel_id is not None else ("guild_id", guild_id)
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT id FROM games WHERE {column} = ? AND status IN ('lobby', 'running') "
                "AND variant <> 'solo'",
                (value,),
            ) as cur,
        ):
            ids = [int(r[0]) for r in await cur.fetchall()]
        ended = []
        for game_id in ids:
            try:
                await self.cancel(game_id, reason="abandoned")
            except GameStateError:
                continue  # closed meanwhile
            ended.append(game_id)
        return ended

    async def open_ids(
        self, *, variant: Variant | str | None = None, shards: Shards | None = None
    ) -> list[int]:
        """Ids of open games (of a variant, in `shards`' servers), cheap: what start-up needs before
        loading any state."""
        where = "status IN ('lobby', 'running')" + owned(shards)
        params: tuple[Any, ...] = ()
        if variant is not None:
            where += " AND variant = ?"
            params = (Variant(variant).value,)
        async with (
            self._db.read() as conn,
            conn.execute(f"SELECT id FROM games WHERE {where}", params) as cur,
        ):
            return [int(r[0]) for r in await cur.fetchall()]

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the lobby/board message, so buttons can be re-attached after a restart."""
        await self._update(game_id, "message_id = ?", (message_id,))

    async def set_options(self, game_id: int, options: Mapping[str, Any]) -> None:
        """Replace the options (lobby settings such as turn limit, open racks)."""
        await self._update(game_id, "options = ?", (_rows.dumps(dict(options)),))

    async def _update(self, game_id: int, assignment: str, params: tuple[Any, ...]) -> None:
        async with self._db.transaction() as conn:
            cur = await conn.execute(
                f"UPDATE games SET {assignment}, updated_at = ? WHERE id = ?", (*params, time.time(), game_id)
            )
            changed = cur.rowcount
            await cur.close()
            if changed != 1:
                raise GameNotFound(game_id)


def _seated(seats: Sequence[SeatRow]) -> list[tuple[int, int | None, str]]:
    return [(s.seat, s.user_id, s.kind) for s in seats]
