"""Deleting a user's data on request (what Discord expects of bots that keep user data).

What happens, in one transaction:
- Solo games of the user: deleted with their logs, and all their Solo results.
- Their per-user preferences: deleted.
- Lobbies: the user's seat is removed (later seats move up); lobbies the user owns are cancelled.
- Finished and cancelled games: the user is anonymised, not deleted, because the other players'
  results and the game record depend on them: seats and the state's `seats` entries become
  "Deleted user" (engine id `gone<seat>`, consistent with SeatRow.engine_id, so the game still
  replays), user ids become NULL in seats, moves, results and Spot claims, owner ids become NULL,
  summaries of the user's own moves are blanked and `<@id>` mentions in summaries are replaced.
- Running games the user appears in (seated, or named by a move or a Spot claim) are NOT altered:
  rewriting a live game under the bot would break its version check and its replay. They are listed
  in `pending_game_ids`; the bot should resign the user there (an ordinary move), and a deletion
  request is kept so that each of those games is anonymised in the very transaction that finishes or
  cancels it.
- Spot keeps players by id in its state (`players` keys, `locked`) and in its logged actions (a
  claim's "player", a stop's "by"): every JSON string or key equal to the id, in the game's state
  and in its moves, becomes a per-game token (`gone<seat>`, else `gone-c<claim id>`).
- Ratings, rating changes and leaderboard totals of the user are deleted (the other players'
  ratings stay as the games made them).
- No stale copy is left in the file: the deletion runs with `PRAGMA secure_delete = ON` (freed
  space is zeroed; it stays on for the connection). When it was off until then (a SQLite built
  without SECURE_DELETE; Debian's has it on), older writes may have left copies (earlier versions
  of a game's state, say) in free space, so the deletion ends with a VACUUM, which rewrites the
  file: it blocks the database for seconds on a big file (`python -m bot.bench stats --forget`),
  once per process start at most. Setting secure_delete at open (Database.open) avoids it.
Rows with a NULL user id never appear in stats or leaderboards.
Snapshots: only `state["seats"][i]` entries ({"id": str(user_id), "name": ...}, the main game's form) are
rewritten; a variant that keeps player identities elsewhere in its state should use that form too.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from . import _rows
from .models import DeletionReport
from .sql import Conn, for_update
from .steps import remove_seat

if TYPE_CHECKING:
    from .connection import Connection

DELETED_NAME = "Deleted user"

# The user (parameter ?1) appears in game g: seated, owner, or named by a move, result or Spot claim
# (a Spot claimer need not hold a seat).
_IN_GAME = (
    "(g.owner_id = ?1 OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?1) "
    "OR EXISTS (SELECT 1 FROM moves m WHERE m.game_id = g.id AND m.user_id = ?1) "
    "OR EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id AND r.user_id = ?1) "
    "OR EXISTS (SELECT 1 FROM spot_claims c WHERE c.game_id = g.id AND c.user_id = ?1))"
)


async def _scalar_list(conn: Conn, sql: str, params: tuple[Any, ...]) -> list[Any]:
    async with conn.execute(sql, params) as cur:
        return [r[0] for r in await cur.fetchall()]


async def _changes(conn: Conn, sql: str, params: tuple[Any, ...]) -> int:
    cur = await conn.execute(sql, params)
    n = max(cur.rowcount, 0)
    await cur.close()
    return n


def scrub(value: Any, needle: str, token: str) -> Any:
    """`value` (decoded JSON) with every string and key equal to `needle` replaced by `token`."""
    if isinstance(value, str):
        return token if value == needle else value
    if isinstance(value, list):
        return [scrub(v, needle, token) for v in value]
    if isinstance(value, dict):
        return {(token if k == needle else k): scrub(v, needle, token) for k, v in value.items()}
    return value


async def _token(conn: Conn, game_id: int, user_id: int, seats: list[int]) -> str:
    """What stands for the user inside one game's JSON: unique in the game, stable for its log."""
    if seats:
        return f"gone{seats[0]}"
    claims = await _scalar_list(
        conn, "SELECT min(id) FROM spot_claims WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    return f"gone-c{claims[0]}" if claims and claims[0] is not None else "gone"


async def _scrub_json(conn: Conn, game_id: int, user_id: int, token: str) -> int:
    """Replace the id inside the game's state and logged actions (Spot names players by id there)."""
    needle, changed = str(user_id), 0
    async with conn.execute(
        "SELECT state FROM games WHERE id = ? AND instr(state, ?) > 0", (game_id, needle)
    ) as cur:
        row = await cur.fetchone()
    if row is not None:
        state = scrub(json.loads(row[0]), needle, token)
        changed += await _changes(
            conn, "UPDATE games SET state = ? WHERE id = ?", (_rows.dumps(state), game_id)
        )
    async with conn.execute(
        "SELECT seq, action FROM moves WHERE game_id = ? AND instr(action, ?) > 0", (game_id, needle)
    ) as cur:
        moves = list(await cur.fetchall())
    for seq, action in moves:
        cleaned = _rows.dumps(scrub(json.loads(action), needle, token))
        changed += await _changes(
            conn, "UPDATE moves SET action = ? WHERE game_id = ? AND seq = ?", (cleaned, game_id, seq)
        )
    return changed


async def anonymise_in_game(conn: Conn, game_id: int, user_id: int) -> int:
    """Replace the user by "Deleted user" everywhere in one closed game. Returns rows changed."""
    changed = 0
    seat_idx = await _scalar_list(
        conn, "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    token = await _token(conn, game_id, user_id, seat_idx)
    async with conn.execute("SELECT state FROM games WHERE id = ?", (game_id,)) as cur:
        row = await cur.fetchone()
    if row is not None and row[0] is not None and seat_idx:
        state = json.loads(row[0])
        seats = state.get("seats") if isinstance(state, dict) else None
        if isinstance(seats, list):
            for i in seat_idx:
                if i < len(seats) and isinstance(seats[i], dict) and str(seats[i].get("id")) == str(user_id):
                    seats[i] = {**seats[i], "id": f"gone{i}", "name": DELETED_NAME}
        racers = state.get("racers") if isinstance(state, dict) else None  # Speed and Team races
        if isinstance(racers, list):
            for i, racer in enumerate(racers):
                if isinstance(racer, dict) and str(racer.get("id")) == str(user_id):
                    racers[i] = {**racer, "id": f"gone{i}", "name": DELETED_NAME}
        if isinstance(seats, list) or isinstance(racers, list):
            changed += await _changes(
                conn, "UPDATE games SET state = ? WHERE id = ?", (_rows.dumps(state), game_id)
            )
    # undelivered posts of a closed game are stale, and may name the user
    changed += await _changes(conn, "DELETE FROM outbox WHERE game_id = ?", (game_id,))
    changed += await _changes(
        conn,
        "UPDATE seats SET user_id = NULL, name = ? WHERE game_id = ? AND user_id = ?",
        (DELETED_NAME, game_id, user_id),
    )
    changed += await _changes(
        conn,
        "UPDATE moves SET user_id = NULL, summary = '' WHERE game_id = ? AND user_id = ?",
        (game_id, user_id),
    )
    mention = f"<@{user_id}>"
    changed += await _changes(
        conn,
        "UPDATE moves SET summary = replace(replace(summary, ?, ?), ?, ?) WHERE game_id = ? "
        "AND (instr(summary, ?) > 0 OR instr(summary, ?) > 0)",
        (mention, DELETED_NAME, f"<@!{user_id}>", DELETED_NAME, game_id, mention, f"<@!{user_id}>"),
    )
    changed += await _scrub_json(conn, game_id, user_id, token)
    changed += await _changes(
        conn, "UPDATE results SET user_id = NULL WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    changed += await _changes(
        conn, "DELETE FROM rating_changes WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    changed += await _changes(
        conn, "UPDATE spot_claims SET user_id = NULL WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    changed += await _changes(
        conn, "UPDATE games SET owner_id = NULL WHERE id = ? AND owner_id = ?", (game_id, user_id)
    )
    return changed


async def anonymise_pending(conn: Conn, game_id: int) -> None:
    """Called inside finish/cancel: honour deletion requests made while this game was running."""
    async with conn.execute("SELECT d.user_id, d.requested_at FROM deletion_requests d", ()) as cur:
        requests = list(await cur.fetchall())
    users = []
    for user_id, requested_at in requests:
        found = await _scalar_list(
            conn,
            f"SELECT g.id FROM games g WHERE g.id = ?2 AND g.created_at <= ?3 AND {_IN_GAME}",
            (user_id, game_id, requested_at),
        )
        if found:
            users.append(user_id)
    for user_id in users:
        await anonymise_in_game(conn, game_id, user_id)
        for table in ("ratings", "board_totals"):  # what recording this game's results just made anew
            await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
        still_open = await _scalar_list(
            conn,
            f"SELECT g.id FROM games g WHERE g.status = 'running' AND {_IN_GAME} LIMIT 1",
            (user_id,),
        )
        if not still_open:
            await conn.execute("DELETE FROM deletion_requests WHERE user_id = ?", (user_id,))


async def delete_user_data(db: Connection, user_id: int) -> DeletionReport:
    now = time.time()
    anonymised = 0
    async with db.transaction() as conn:
        # On the connection that writes (a transaction's): freed space is zeroed from now on. If it was
        # off until now, earlier writes may have left copies in free space: a VACUUM follows.
        stale_copies_possible = False  # PostgreSQL: dead rows are never readable, autovacuum reclaims them
        if db.backend == "sqlite":
            async with conn.execute("PRAGMA secure_delete") as cur:
                row = await cur.fetchone()
            stale_copies_possible = not (row and row[0])
            await conn.execute("PRAGMA secure_delete = ON")
        solo_ids = await _scalar_list(
            conn, "SELECT id FROM games WHERE variant = 'solo' AND owner_id = ? ORDER BY id", (user_id,)
        )
        for gid in solo_ids:
            await conn.execute("DELETE FROM games WHERE id = ?", (gid,))
        await conn.execute("DELETE FROM solo_results WHERE user_id = ?", (user_id,))
        await conn.execute("DELETE FROM user_prefs WHERE user_id = ?", (user_id,))
        for table in ("ratings", "rating_changes", "board_totals"):
            await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))

        owned_lobbies = await _scalar_list(
            conn, "SELECT id FROM games WHERE status = 'lobby' AND owner_id = ? ORDER BY id", (user_id,)
        )
        for gid in owned_lobbies:
            await conn.execute(
                "UPDATE games SET status = 'cancelled', finished_at = ?, updated_at = ?, owner_id = NULL "
                "WHERE id = ?",
                (now, now, gid),
            )
            await conn.execute("DELETE FROM timers WHERE game_id = ?", (gid,))
        async with conn.execute(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
            f"WHERE s.user_id = ? AND g.status = 'lobby' ORDER BY s.game_id{for_update(conn)}",
            (user_id,),
        ) as cur:  # the lobbies stay still while their seats move up (PostgreSQL: a Join waits)
            lobby_seats = list(await cur.fetchall())
        for gid, seat in lobby_seats:
            await remove_seat(conn, gid, seat)
        left = tuple(gid for gid, _ in lobby_seats if gid not in owned_lobbies)

        # Running games where the user only owns (no seat): the owner id can go now.
        await conn.execute(
            "UPDATE games SET owner_id = NULL WHERE owner_id = ? AND status = 'running' AND NOT EXISTS "
            "(SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.user_id = ?)",
            (user_id, user_id),
        )
        pending = await _scalar_list(
            conn,
            f"SELECT g.id FROM games g WHERE g.status = 'running' AND {_IN_GAME} ORDER BY g.id",
            (user_id,),
        )
        closed = await _scalar_list(
            conn,
            f"SELECT g.id FROM games g WHERE g.status IN ('finished', 'cancelled') AND {_IN_GAME} "
            "ORDER BY g.id",
            (user_id,),
        )
        for gid in closed:
            anonymised += await anonymise_in_game(conn, gid, user_id)
        if pending:
            await conn.execute(
                "INSERT INTO deletion_requests (user_id, requested_at) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at",
                (user_id, now),
            )
        else:
            await conn.execute("DELETE FROM deletion_requests WHERE user_id = ?", (user_id,))
    if stale_copies_possible:
        await db.vacuum()  # no free page keeps an older copy of what was just rewritten
    return DeletionReport(
        user_id=user_id,
        deleted_game_ids=tuple(solo_ids),
        cancelled_game_ids=tuple(owned_lobbies),
        left_lobby_ids=left,
        pending_game_ids=tuple(pending),
        anonymised_rows=anonymised,
    )
