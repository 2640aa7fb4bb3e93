"""The board's figures on a mid-game main board, printed (never asserted: these machines are shared):
the bytes of a `table` frame as JSON and as permessage-deflate sends it (context kept between frames,
as browsers negotiate it), and the time from a turn sent on one board to the other board's new table.

    PYTHONPATH=. python -m pytest -q -s tests/bot/test_board_figures.py
"""

from __future__ import annotations

import statistics
import time
import zlib

import pytest

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import best_move, place_options, stored_game
from .test_board_play import board_tiles, running_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures
TURNS_BEFORE = 12  # typed in chat first: a board in mid-game
TURNS_MEASURED = 12


def deflated(frames: list[str]) -> list[int]:
    """Each frame's size on the wire with permessage-deflate (one compressor for the connection)."""
    z = zlib.compressobj(wbits=-15)
    return [len(z.compress(f.encode()) + z.flush(zlib.Z_SYNC_FLUSH)) - 4 for f in frames]


@pytest.mark.parametrize("database_target", ["sqlite"], indirect=True)
async def test_table_bytes_and_push_time_on_a_mid_game_board(simcord_env, board_server, http, local_discord):
    env = simcord_env
    channel, players = await running_game(env)
    for _ in range(TURNS_BEFORE):
        row, game = await stored_game(env, channel)
        who, move = players[int(game.current_seat.id)], best_move(game)
        if move is None:
            await who.slash(channel, "pass")
        else:
            await who.slash(channel, "place", **place_options(game, move))
    boards = {
        pid: (await open_board(http, board_server.url, local_discord, m, channel))[0]
        for pid, m in players.items()
    }
    for board in boards.values():
        await board.next("table")
    waits = []
    for _ in range(TURNS_MEASURED):
        row, game = await stored_game(env, channel)
        move = best_move(game)
        if move is None or row.status != "running":
            break
        mover = int(game.current_seat.id)
        other = next(p for p in boards if p != mover)
        started = time.perf_counter()
        frame = {
            "t": "play",
            "seq": 1,
            "game": row.id,
            "version": row.version,
            "tiles": board_tiles(game, move),
        }
        await boards[mover].send(frame)
        while (await boards[other].next("table"))["version"] <= row.version:
            pass
        waits.append((time.perf_counter() - started) * 1000)
        await boards[mover].next("table")
    assert waits, "no turn was measured"
    tables = [
        raw for b in boards.values() for raw, f in zip(b.raw, b.frames, strict=True) if f["t"] == "table"
    ]
    wire = [
        size
        for b in boards.values()
        for size in deflated([r for r, f in zip(b.raw, b.frames, strict=True) if f["t"] == "table"])
    ]
    raw = [len(t.encode()) for t in tables]
    assert statistics.median(wire) < statistics.median(raw)
    _, final = await stored_game(env, channel)
    print(
        f"\nboard figures: {len(final.board)} tiles on the table, {len(tables)} tables; "
        f"JSON bytes median {statistics.median(raw):.0f}, max {max(raw)}; "
        f"with permessage-deflate median {statistics.median(wire):.0f}, max {max(wire)}; "
        f"turn on one board to the other's table: p50 {statistics.median(waits):.0f} ms, "
        f"p95 {sorted(waits)[round(0.95 * (len(waits) - 1))]:.0f} ms (n={len(waits)}, local, SimCord)"
    )
