"""What start-up needs from thousands of open games, without loading (or decoding) any of them.

Only games that need the bot at once are named: a computer to move (it would sit on its turn), or a
turn clock that should run but has no timer. Every other game waits, untouched, for its next action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .shards import Shards, owned

if TYPE_CHECKING:
    from .sql import Handle

# Read from migration 008's partial index games_computer_to_move (named: without statistics the
# planner would rather walk every running game through games_status).
COMPUTER_TO_MOVE = (
    "SELECT id FROM games INDEXED BY games_computer_to_move "
    "WHERE variant = 'main' AND status = 'running' "
    "AND json_extract(state, '$.seats[' || json_extract(state, '$.current') || '].kind') = 'computer' "
    "ORDER BY id"
)
# Running main games with a turn limit and no timer at all (the clock of a human to move is missing).
CLOCKLESS = (
    "SELECT id FROM games AS g WHERE status = 'running' AND variant = 'main' "
    "AND CAST(json_extract(options, '$.turn_limit') AS DOUBLE PRECISION) > 0 "
    "AND NOT EXISTS (SELECT 1 FROM timers AS t WHERE t.game_id = g.id) ORDER BY id"
)


async def _ids(db: Handle, sql: str, shards: Shards | None) -> list[int]:
    """The ids `sql` finds, kept to the servers of `shards` (its ORDER BY goes after the filter)."""
    if shards is not None:
        head, order = sql.rsplit(" ORDER BY ", 1)
        sql = f"{head}{owned(shards)} ORDER BY {order}"
    async with db.read() as conn, conn.execute(sql) as cur:
        return [int(r[0]) for r in await cur.fetchall()]


async def computer_to_move(db: Handle, shards: Shards | None = None) -> list[int]:
    """Running main games whose player to move is a computer, read from an index."""
    return await _ids(db, COMPUTER_TO_MOVE, shards)


async def clockless(db: Handle, shards: Shards | None = None) -> list[int]:
    """Running main games with a turn limit but no timer (their clock is restored at start-up)."""
    return await _ids(db, CLOCKLESS, shards)
