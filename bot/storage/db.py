"""The Database façade: the repositories, and the one transaction every game action is stored in.

`commit()` is the heart of it: the new state with the version check, the move log row, the game's
timers, what the action must announce (the outbox), the timer it consumed, a Spot claim and, when
the action ends the game, its results — all in ONE transaction. When it returns, it is fsynced:
only then may anyone be told, and what they must be told is already safe in the outbox.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import _rows, batch, forgetting, steps
from .changes import GameChanges
from .connection import BUSY_TIMEOUT_MS, Connection, default_path
from .errors import ConnectionLost, TimerGone
from .games import Games
from .location import DB_ENV as ENV_VAR
from .migrations import pg_schema_version, schema_version
from .models import (
    DeletionReport,
    Move,
    NewMove,
    NewResult,
    NewSpotClaim,
    NewTimer,
    ReplayCheck,
    Result,
    Status,
    Timer,
    Variant,
)
from .moves import Moves
from .outbox import Outbox
from .pg import PgConn, PgConnection, is_url
from .privacy import anonymise_pending
from .ratings import changes_in, shown
from .records import Results, Solo, Spot, insert_results
from .replay import verify_replay
from .seats import Seats
from .settings import Settings
from .stats import Stats
from .timers import Timers

log = logging.getLogger("sumoku.storage")


@dataclass(frozen=True, slots=True)
class Committed:
    """What `commit` stored: the new version, the outbox row to deliver, the results if it ended."""

    version: int
    outbox_id: int | None
    results: list[Result] = field(default_factory=list)


class Database:
    """Owns the backend's connections; exposes the repositories as attributes.

    Create with `await Database.open(target)`, end with `await db.close()` (or `async with`).
    """

    def __init__(self, store: Connection | PgConnection, target: str) -> None:
        self._store = store
        self.target = target  # what open() was given: reopen with it (a URL may hold a password)
        self.backend: str = store.backend  # "sqlite" | "postgresql"
        self.path: str | None = store.path  # the SQLite file; None on PostgreSQL
        self.where: str = store.where  # printable place (a path, or the URL without its password)
        self.read = store.read  # plain reads
        self.snapshot = store.snapshot  # reads that must agree
        self.vacuum = store.vacuum
        # After rows were copied in with their ids (moving a database to PostgreSQL): new ids follow them.
        self.follow_copied_ids = store.follow_copied_ids
        self.close = store.close
        self.games = Games(self)
        self.seats = Seats(self)
        self.moves = Moves(self)
        self.results = Results(self)
        self.spot = Spot(self)
        self.solo = Solo(self)
        self.settings = Settings(self)
        self.timers = Timers(self)
        self.stats = Stats(self)
        self.outbox = Outbox(self)
        # changes told to and heard from other processes (PostgreSQL)
        self.changes = GameChanges(self.backend, target, self.read)

    @classmethod
    async def open(
        cls, target: str | os.PathLike[str] | None = None, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS
    ) -> Database:
        """Open a SQLite file (a path; None: the default file) or a PostgreSQL database (a
        `postgresql://` URL), check the schema version, migrate.

        Raises SchemaTooNew, without writing anything, for a database from a newer bot;
        StorageUnreachable (one sentence) for a server that cannot be used.
        """
        if is_url(target):
            return cls(await PgConnection.connect(str(target), busy_timeout_ms=busy_timeout_ms), str(target))
        writer, reader, path = await Connection.connect(target, busy_timeout_ms=busy_timeout_ms)
        return cls(Connection(writer, reader, path), path)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        """Connection.transaction; under its lock, the timers the last commits wrote are forgotten:
        this transaction may change them (see Timers.for_game)."""
        async with self._store.transaction() as conn:
            self.timers.forget_written()
            yield conn

    @property
    def store(self) -> Connection | PgConnection:
        """The backend's connections (bot/storage/batch.py sends a batch through them)."""
        return self._store

    async def __aenter__(self) -> Database:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------ diagnostics

    async def schema_version(self) -> int:
        async with self.read() as conn:
            if isinstance(conn, PgConn):
                return await pg_schema_version(conn.raw)
            return await schema_version(conn)

    async def integrity_check(self) -> str:
        """'ok' when SQLite finds the file sound (PostgreSQL checks its own pages: 'ok' if it answers)."""
        if self.backend == "postgresql":
            async with self.read() as conn, conn.execute("SELECT 'ok'") as cur:
                row = await cur.fetchone()
                return str(row[0]) if row is not None else "no answer"
        async with self.read() as conn, conn.execute("PRAGMA integrity_check") as cur:
            rows = await cur.fetchall()
        return "\n".join(str(r[0]) for r in rows)

    # ------------------------------------------------------------ actions: the heart of it

    async def commit(
        self,
        game_id: int,
        expected_version: int,
        state: Mapping[str, Any],
        move: NewMove | None,
        **parts: Any,
    ) -> Committed:
        """`_commit_once` (read it for the parts), once more on a fresh connection when the connection
        broke with nothing written (the version check makes a second try safe: it cannot be stored
        twice). A connection that broke during COMMIT: the stored game says whether it was written;
        if so, what was stored is returned as if nothing had happened. Still lost: ConnectionLost."""
        try:
            return await self._commit_once(game_id, expected_version, state, move, **parts)
        except ConnectionLost as lost:
            if lost.maybe_committed:
                try:
                    stored = await self._stored_after_all(game_id, expected_version, move, parts)
                except ConnectionLost:  # nothing read back: whether it was written is still unknown
                    raise lost from None
                if stored is not None:
                    return stored
                if move is None:
                    raise  # nothing in the log tells: the caller words it as "maybe"
            log.warning(
                "lost the connection to %s storing game %s's action: trying again", self.where, game_id
            )
        return await self._commit_once(game_id, expected_version, state, move, **parts)

    async def _stored_after_all(
        self, game_id: int, expected_version: int, move: NewMove | None, parts: Mapping[str, Any]
    ) -> Committed | None:
        """After a COMMIT whose answer was lost: what it stored, if the game's log holds this move."""
        if move is None:
            return None
        version = expected_version + 1
        logged = [m for m in await self.moves.list(game_id, after=expected_version) if m.seq == version]
        # the logged action itself, not only who and what kind: the same player's other move of the
        # same kind, stored meanwhile by another process, is not this one (its state is not ours)
        ours = _rows.decode_action(_rows.encode_action(dict(move.action)))  # as the log gives it back
        if not logged or (logged[0].user_id, logged[0].summary, logged[0].action) != (
            move.user_id,
            move.summary,
            ours,
        ):
            return None
        outbox_id = None
        if parts.get("announce") is not None:
            async with (
                self.read() as conn,
                conn.execute(
                    "SELECT id FROM outbox WHERE game_id = ? AND version = ? ORDER BY id DESC LIMIT 1",
                    (game_id, version),
                ) as cur,
            ):
                row = await cur.fetchone()
            outbox_id = None if row is None else int(row[0])  # None: delivered already
        results = await self.results.for_game(game_id) if parts.get("results") is not None else []
        return Committed(version, outbox_id, results)

    async def _commit_once(
        self,
        game_id: int,
        expected_version: int,
        state: Mapping[str, Any],
        move: NewMove | None,
        *,
        timers: Sequence[NewTimer] | None = None,
        announce: tuple[int, Sequence[Any] | Callable[[Mapping[int, tuple[float, float]]], Sequence[Any]]]
        | None = None,
        consume_timer: int | None = None,
        claim: NewSpotClaim | None = None,
        results: Sequence[NewResult] | None = None,
    ) -> Committed:
        """Store one action in ONE transaction; raise (writing nothing) if any part fails.

        - state + version check: VersionConflict if another action was stored since
          `expected_version`; GameStateError if the game is not running; GameNotFound.
        - `move`: the log row (version + 1); None only for a system end with nothing to log.
        - `timers`: replaces ALL the game's timers (the turn clock after the move); a finished game
          has none.
        - `announce`: (channel_id, posts) written to the outbox for delivery; posts may be a function
          of the game's rating changes ({seat: (conservative rating after, change)}), which are made
          in this very transaction when the game ends ranked.
        - `consume_timer`: the timer that caused the action; TimerGone if it was consumed already.
        - `claim`: a Spot claim recorded with the move.
        - `results`: given when the action ends the game (status 'finished', results, timers gone).
        """
        now = time.time()
        state_json = _rows.dumps(dict(state))  # serialised before taking the lock (and before BEGIN)
        finishing = results is not None
        channel_id, posts = announce if announce is not None else (0, None)
        if not finishing and not callable(posts):
            # a move that does not end the game: every statement is known, so ONE round trip
            known = None if posts is None else (channel_id, posts)
            return await self._commit_in_one_trip(
                game_id, expected_version, state_json, move, now, timers, known, consume_timer, claim
            )
        async with self.transaction() as conn:
            if consume_timer is not None:
                await steps.consume_timer(conn, consume_timer)
            variant, guild_id = await steps.bump(
                conn, game_id, expected_version, state_json, now, finishing=finishing, moved=move is not None
            )
            version = expected_version + (1 if move is not None else 0)
            if move is not None:
                await steps.insert_move(conn, game_id, version, move, now)
            if claim is not None:
                await steps.insert_claim(conn, game_id, claim, now)
            stored: list[Result] = []
            if finishing:
                stored = await insert_results(conn, game_id, Variant(variant), guild_id, results or (), now)
                await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
                await anonymise_pending(conn, game_id)
            elif timers is not None:
                await steps.replace_timers(conn, game_id, timers, now)
            outbox_id = None
            if announce is not None:
                channel_id, posts = announce
                if callable(posts):
                    changes = await changes_in(conn, game_id) if finishing else []
                    posts = posts(
                        {
                            c.seat: (
                                shown(c.mu_after, c.sigma_after),
                                shown(c.mu_after, c.sigma_after) - shown(c.mu_before, c.sigma_before),
                            )
                            for c in changes
                        }
                    )
                outbox_id = await steps.insert_outbox(conn, game_id, channel_id, version, posts, now)
        return Committed(version, outbox_id, stored)

    async def _commit_in_one_trip(
        self,
        game_id: int,
        expected_version: int,
        state_json: str,
        move: NewMove | None,
        now: float,
        timers: Sequence[NewTimer] | None,
        announce: tuple[int, Sequence[Any]] | None,
        consume_timer: int | None,
        claim: NewSpotClaim | None,
    ) -> Committed:
        """`commit` for an action that does not end its game: the same statements in the same
        order, sent as one batch (bot/storage/batch.py); a failed check raises what `commit` would."""
        version = expected_version + (1 if move is not None else 0)
        plan: list[batch.Statement] = []
        if consume_timer is not None:
            plan.append(steps.consume_statement(consume_timer))
        bump_at = len(plan)
        plan.append(
            steps.bump_statement(
                game_id, expected_version, state_json, now, finishing=False, moved=move is not None
            )
        )
        if move is not None:
            plan.append(steps.move_statement(game_id, version, move, now))
        if claim is not None:
            plan.append(steps.claim_statement(game_id, claim, now))
        if timers is not None:
            plan += steps.timer_statements(game_id, timers, now)
        if announce is not None:
            plan.append(steps.outbox_statement(game_id, announce[0], version, announce[1], now))
        timers_at = len(plan) - len(timers or ()) - (1 if announce is not None else 0)

        def remember_timers(done: list[batch.Done]) -> None:  # for the scheduler's re-sync
            if timers is None or self.backend != "sqlite":
                # unchanged but for a consumed one, or written where other transactions run at the
                # same time (PostgreSQL's pool): read them afresh next time
                self.timers.forget_written(game_id)
            else:
                ids = [d.new_id or 0 for d in done[timers_at : timers_at + len(timers)]]
                self.timers.written(
                    game_id,
                    [
                        Timer(i, game_id, t.kind, float(t.due_at), dict(t.payload), now)
                        for i, t in zip(ids, timers, strict=True)
                    ],
                )

        try:
            done = await batch.in_one_trip(self.store, plan, remember_timers)
        except batch.CheckFailed as failed:
            if failed.index != bump_at:
                raise TimerGone(consume_timer or 0) from None
            async with self.read() as conn:
                raise await steps.bump_failure(conn, game_id, expected_version) from None
        outbox_id = done[-1].new_id if announce is not None else None
        return Committed(version, outbox_id)

    async def apply_move(
        self,
        game_id: int,
        expected_version: int,
        new_state: Mapping[str, Any],
        move: NewMove,
        *,
        timers: Sequence[NewTimer] | None = None,
        claim: NewSpotClaim | None = None,
    ) -> Move:
        """Store one action (state, version + 1, log row, timers, claim): `commit` without extras."""
        done = await self.commit(game_id, expected_version, new_state, move, timers=timers, claim=claim)
        return Move(
            game_id, done.version, move.user_id, dict(move.action), move.summary, move.score, time.time()
        )

    async def finish_game(
        self,
        game_id: int,
        expected_version: int,
        final_state: Mapping[str, Any],
        results: Sequence[NewResult],
        move: NewMove | None = None,
    ) -> list[Result]:
        """End a running game: final state, (last move), results, status 'finished' — one transaction.

        The version goes up by one only when `move` is given (version = number of logged moves).
        Solo games also get their solo_results row; players who asked for deletion while the game
        ran are anonymised now.
        """
        done = await self.commit(game_id, expected_version, final_state, move, results=results)
        return done.results

    async def verify_replay(self, game_id: int) -> ReplayCheck:
        """Rebuild a main game from seats + seed + logged actions and compare with the stored state."""
        return await verify_replay(self, game_id)

    async def delete_user_data(self, user_id: int, *, vacuum: bool = False) -> DeletionReport:
        """Remove or anonymise everything about a user (see bot/storage/privacy.py for what and why),
        in short batches (bot/storage/forgetting.py); running games are left to the sessions."""
        try:
            return await forgetting.delete_user_data(self, user_id, vacuum=vacuum)
        finally:
            self.settings.forget_user(user_id)  # their preferences are gone (or may be)


__all__ = [
    "ENV_VAR", "Committed", "Database", "Status", "default_path",
]  # fmt: skip
