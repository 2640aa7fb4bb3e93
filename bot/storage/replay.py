"""Rebuilding a main game from its log: the proof that the log alone is enough.

The stored state is a snapshot for speed; the move log is the record (a main game's state does
not repeat its history, a closed one's not its board or last turn either: the log holds them).
`verify_replay` replays the logged engine actions from the seats and the seed and checks that
the result equals the snapshot — used by tests (crash safety) and available to an admin command
to audit a game.
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

from .errors import ReplayUnsupported
from .games import fetch_game
from .models import ReplayCheck, engine_seats, replayable
from .moves import fetch_moves
from .seats import fetch_seats

if TYPE_CHECKING:
    from .sql import Handle


def _normalise(data: Any) -> Any:
    """What the snapshot looks like after a trip through JSON (tuples → lists)."""
    return json.loads(json.dumps(data))


def _replay(seats: list[Any], seed: int, actions: list[dict[str, Any]]) -> dict[str, Any]:
    from bot.engine.main_game import MainGame

    return MainGame.replay(seats, seed, actions).to_dict()


# What a main game's stored state leaves to its move log: a running one its history (009), a
# closed one also its board and last turn (008, 009).
LEFT_TO_LOG = ("history", "board", "last_turn")


async def state_with_history(db: Handle, game_id: int) -> dict[str, Any] | None:
    """A main game's stored state, what was left out put back from the move log (its history; a
    closed game's board and last turn too: 008, 009); the engine's full `to_dict`. None before start."""
    async with db.snapshot() as conn:
        game = await fetch_game(conn, game_id)
        if game.state is None or all(k in game.state for k in LEFT_TO_LOG):
            return game.state
        seats = await fetch_seats(conn, game_id)
        moves = await fetch_moves(conn, game_id)
    seed = game.seed if game.seed is not None else game.state["seed"]
    played = [m.action for m in replayable(moves)]
    rebuilt = await asyncio.to_thread(_replay, engine_seats(seats), int(seed), played)
    return {**game.state, **{k: rebuilt[k] for k in LEFT_TO_LOG}}


async def verify_replay(db: Handle, game_id: int) -> ReplayCheck:
    """Replay a main game (in a worker thread: the engine may think for a while) and compare.

    Returns a ReplayCheck whose `ok` is True only if: the log's seq numbers are 1..version with no
    gap, the seed is known, the replay raises nothing, and the rebuilt `to_dict()` equals the stored
    state. Raises ReplayUnsupported for variants other than 'main', GameNotFound for an unknown id.
    """
    async with db.snapshot() as conn:  # game, seats and log from one consistent read
        game = await fetch_game(conn, game_id)
        if not game.variant.rebuilt_from_log:
            raise ReplayUnsupported(f"game {game_id} is a {game.variant} game; only main games are replayed")
        seats = await fetch_seats(conn, game_id)
        moves = await fetch_moves(conn, game_id)
    n = len(moves)
    if [m.seq for m in moves] != list(range(1, n + 1)):
        return ReplayCheck(game_id, False, n, "the move log has gaps or does not start at 1")
    if game.version != n:
        return ReplayCheck(game_id, False, n, f"version is {game.version} but the log has {n} moves")
    if game.state is None:
        ok = n == 0
        return ReplayCheck(game_id, ok, n, "not started" if ok else "moves logged for a game with no state")
    seed = game.seed if game.seed is not None else game.state.get("seed")
    if seed is None:
        return ReplayCheck(game_id, False, n, "no seed stored")
    try:
        played = [m.action for m in replayable(moves)]
        rebuilt = await asyncio.to_thread(_replay, engine_seats(seats), int(seed), played)
    except Exception as exc:  # any engine refusal means the log does not replay
        return ReplayCheck(game_id, False, n, f"replay failed: {type(exc).__name__}: {exc}")
    stored = _normalise(game.state)
    rebuilt = _normalise(rebuilt)
    left_out = LEFT_TO_LOG if game.status in ("finished", "cancelled") else ("history",)
    for key in left_out:  # what the stored state leaves to the log (008, 009)
        if key not in stored:
            rebuilt.pop(key, None)
    if stored == rebuilt:
        return ReplayCheck(game_id, True, n, "replay matches the stored state")
    keys = tuple(sorted(k for k in set(stored) | set(rebuilt) if stored.get(k) != rebuilt.get(k)))
    return ReplayCheck(game_id, False, n, f"replay differs from the stored state in: {', '.join(keys)}", keys)
