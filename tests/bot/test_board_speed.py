"""A Speed race on two boards: a grid edit made on one board is stored through the runner and shown
on that board; the other racer's board is told the race moved on but never sees the first's grid or
hand; a tile typed in chat (/speed place) reaches its racer's board too."""

from __future__ import annotations

import json

from .board_helpers import board_server, http, local_discord, open_board
from .speed_helpers import running, start_race

__all__ = ["board_server", "http", "local_discord"]  # fixtures


def tiles_of(table: dict) -> dict[str, str]:
    return {t["cell"]: t["tile"] for t in table["board"]["tiles"]}


async def test_a_grid_edit_on_a_board_stays_its_racers_own(simcord_env, board_server, http, local_discord):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob")
    row, match = await running(env, channel)
    a_board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    b_board, _ = await open_board(http, board_server.url, local_discord, bob, channel)
    mine, theirs = await a_board.next("table"), await b_board.next("table")
    assert mine["variant"] == "speed" and mine["rack"] == [str(t) for t in match.grid_of(str(alice.id)).hand]
    assert theirs["rack"] == [str(t) for t in match.grid_of(str(bob.id)).hand]
    cell, tile = sorted(mine["next"]["*"])[0], mine["rack"][0]

    place = {"place": [tile, cell]}
    edit = {"t": "grid", "seq": 1, "game": row.id, "version": mine["version"], "edit": place}
    await a_board.send(edit)
    assert await a_board.next() == {"t": "ok", "seq": 1}
    after = await a_board.next("table")
    assert tiles_of(after) == {cell: tile} and len(after["rack"]) == len(mine["rack"]) - 1
    seen_by_bob = await b_board.next("table")
    assert tiles_of(seen_by_bob) == {} and [t["placed"] for t in seen_by_bob["race"]["teams"]].count(1) == 1

    await a_board.send(edit | {"seq": 2})  # the same edit again, from the view before it: stale
    refused = await a_board.next()
    assert refused["t"] == "refused" and refused["seq"] == 2 and refused["stale"] is True
    assert (await a_board.next())["t"] == "table"

    alice_hand = {str(t) for t in match.grid_of(str(alice.id)).hand}
    bob_hand = {str(t) for t in match.grid_of(str(bob.id)).hand}
    for frame in b_board.frames:  # bob's board never carries alice's grid, nor her hand
        if frame["t"] == "table":
            assert tiles_of(frame) == {} and f'"{cell}"' not in json.dumps(frame["board"])
            assert set(frame["rack"]) <= bob_hand
            assert not (set(frame["rack"]) & (alice_hand - bob_hand))
    await a_board.ws.close()
    await b_board.ws.close()
