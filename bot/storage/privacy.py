"""Deleting a user's data on request (what Discord expects of bots that keep user data): what is
erased or anonymised, and how (bot/storage/forgetting.py runs it in short batches).

What happens:
- Solo games of the user: deleted with their logs, and all their Solo results.
- Their per-user preferences: deleted.
- Lobbies: the user's seat is removed (later seats move up); lobbies the user owns are cancelled.
- Finished and cancelled games: the user is anonymised, not deleted, because the other players'
  results and the game record depend on them: seats and the state's `seats` entries become
  "Deleted user" (engine id `gone<seat>`, consistent with SeatRow.engine_id, so the game still
  replays), user ids become NULL in seats, moves, results and Spot claims, owner ids become NULL,
  summaries of the user's own moves are blanked and `<@id>` mentions in summaries are replaced.
- Running games the user appears in (seated, or named by a move or a Spot claim) are each variant's
  session's to forget first (bot/sessions/forget.py): the user resigns or is dropped there, then the
  game is anonymised in place with a version bump (forgetting.forget_in_running_game, with
  `anonymised_state`), so the game goes on for the others. A running game still holding the user
  after that is listed in `pending_game_ids`, and a deletion request is kept so that it is anonymised
  in the very transaction that finishes or cancels it.
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
from typing import Any

from . import _rows
from .sql import Conn

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


def anonymised_state(state: Any, user_id: int, token: str) -> Any:
    """A running game's decoded state without the user: every string or key equal to their id becomes
    `token`, and an entry that named them ({"id": token, "name": ...}: a main seat, a Speed racer) is
    called "Deleted user". The token is the same the game's rows get, so state and rows agree."""
    cleaned = scrub(state, str(user_id), token)

    def rename(value: Any) -> Any:
        if isinstance(value, list):
            return [rename(v) for v in value]
        if isinstance(value, dict):
            out = {k: rename(v) for k, v in value.items()}
            if out.get("id") == token and "name" in out:
                out["name"] = DELETED_NAME
            return out
        return value

    return rename(cleaned)


async def game_token(conn: Conn, game_id: int, user_id: int) -> str:
    """What stands for the user in one game (its seat's `gone<seat>`, else a Spot claim's token)."""
    seat_idx = await _scalar_list(
        conn, "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    return await _token(conn, game_id, user_id, seat_idx)


async def anonymise_in_game(conn: Conn, game_id: int, user_id: int) -> int:
    """Replace the user by "Deleted user" everywhere in one closed game. Returns rows changed."""
    return await anonymise_games(conn, [game_id], user_id)


def _closed_state(state: Any, user_id: int, seat_idx: list[int]) -> Any:
    """A closed game's state with the user's seat (main) or racer (Speed, Team) renamed "Deleted user"
    under `gone<index>`, as anonymise_in_game has always written them."""
    seats = state.get("seats") if isinstance(state, dict) else None
    if isinstance(seats, list):
        for i in seat_idx:
            if i < len(seats) and isinstance(seats[i], dict) and str(seats[i].get("id")) == str(user_id):
                seats[i] = {**seats[i], "id": f"gone{i}", "name": DELETED_NAME}
    racers = state.get("racers") if isinstance(state, dict) else None
    if isinstance(racers, list):
        for i, racer in enumerate(racers):
            if isinstance(racer, dict) and str(racer.get("id")) == str(user_id):
                racers[i] = {**racer, "id": f"gone{i}", "name": DELETED_NAME}
    return state


async def anonymise_games(conn: Conn, game_ids: list[int], user_id: int) -> int:
    """anonymise_in_game for several closed games at once: the same result, a fixed number of
    statements per batch instead of a dozen per game (each a round trip on PostgreSQL)."""
    if not game_ids:
        return 0
    marks = ", ".join("?" for _ in game_ids)
    ids = tuple(game_ids)
    seats: dict[int, list[int]] = {}
    async with conn.execute(
        f"SELECT game_id, seat FROM seats WHERE user_id = ? AND game_id IN ({marks}) ORDER BY game_id, seat",
        (user_id, *ids),
    ) as cur:
        for gid, seat in await cur.fetchall():
            seats.setdefault(int(gid), []).append(int(seat))
    claims: dict[int, int] = {}
    async with conn.execute(
        f"SELECT game_id, min(id) FROM spot_claims WHERE user_id = ? AND game_id IN ({marks}) "
        "GROUP BY game_id",
        (user_id, *ids),
    ) as cur:
        claims = {int(gid): int(first) for gid, first in await cur.fetchall()}
    tokens = {
        g: f"gone{seats[g][0]}" if g in seats else (f"gone-c{claims[g]}" if g in claims else "gone")
        for g in ids
    }
    needle, changed = str(user_id), 0
    states = []
    async with conn.execute(f"SELECT id, state FROM games WHERE id IN ({marks})", ids) as cur:
        for gid, raw in await cur.fetchall():
            if raw is None or (needle not in raw and int(gid) not in seats):
                continue
            state = _closed_state(json.loads(raw), user_id, seats.get(int(gid), []))
            states.append((_rows.dumps(scrub(state, needle, tokens[int(gid)])), int(gid)))
    if states:
        await conn.executemany("UPDATE games SET state = ? WHERE id = ?", states)
        changed += len(states)
    async with conn.execute(
        f"SELECT game_id, seq, action FROM moves WHERE game_id IN ({marks}) AND instr(action, ?) > 0",
        (*ids, needle),
    ) as cur:
        actions = [
            (_rows.dumps(scrub(json.loads(action), needle, tokens[int(gid)])), int(gid), int(seq))
            for gid, seq, action in await cur.fetchall()
        ]
    if actions:
        await conn.executemany("UPDATE moves SET action = ? WHERE game_id = ? AND seq = ?", actions)
        changed += len(actions)
    mention, old_mention = f"<@{user_id}>", f"<@!{user_id}>"
    for sql, params in (
        (f"DELETE FROM outbox WHERE game_id IN ({marks})", ids),  # stale, and may name the user
        (f"UPDATE seats SET user_id = NULL, name = ? WHERE user_id = ? AND game_id IN ({marks})",
         (DELETED_NAME, user_id, *ids)),
        (f"UPDATE moves SET user_id = NULL, summary = '' WHERE user_id = ? AND game_id IN ({marks})",
         (user_id, *ids)),
        (f"UPDATE moves SET summary = replace(replace(summary, ?, ?), ?, ?) WHERE game_id IN ({marks}) "
         "AND (instr(summary, ?) > 0 OR instr(summary, ?) > 0)",
         (mention, DELETED_NAME, old_mention, DELETED_NAME, *ids, mention, old_mention)),
        (f"UPDATE results SET user_id = NULL WHERE user_id = ? AND game_id IN ({marks})", (user_id, *ids)),
        (f"DELETE FROM rating_changes WHERE user_id = ? AND game_id IN ({marks})", (user_id, *ids)),
        (f"UPDATE spot_claims SET user_id = NULL WHERE user_id = ? AND game_id IN ({marks})",
         (user_id, *ids)),
        (f"UPDATE games SET owner_id = NULL WHERE owner_id = ? AND id IN ({marks})", (user_id, *ids)),
    ):  # fmt: skip
        changed += await _changes(conn, sql, params)
    return changed


async def anonymise_rows(conn: Conn, game_id: int, user_id: int, token: str) -> int:
    """The user's rows of one game (seats, moves, results, claims, owner) anonymised; the state and
    the outbox are the caller's (a running game keeps its posts owed to the others)."""
    changed = await _changes(
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
