"""The board's main game (sessions.board): tables show each player their own rack only, `next`
lights exactly the cells some legal turn uses, a preview scores what the stored turn scores, and an
action frame is the same session call as chat's, refused when stale or malformed. Both backends."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.engine.notation import Labels
from bot.engine.turns import IllegalTurn
from bot.sessions import Actor, Sessions
from bot.sessions.board import read_frame
from bot.words.refusal import Refusal
from tests.sessions.frames import play_frame
from tests.wire_schema import assert_wire

from .conftest import ALICE, BOB, CAROL
from .test_main_session import two_player_game


async def table(sessions: Sessions, who: Actor, channel: int = 50) -> dict[str, Any]:
    found = await sessions.board.table(channel, who, lang="en")
    assert found is not None
    assert_wire(found)  # the table as the wire's schema says it
    return dict(found)


async def state(sessions: Sessions, game_id: int) -> MainGame:
    return (await sessions.main.read(game_id))[1]


def mover_of(game: MainGame) -> tuple[Actor, Actor]:
    return (ALICE, BOB) if game.current_seat.id == str(ALICE.user_id) else (BOB, ALICE)


async def play_best(sessions: Sessions, game_id: int) -> None:
    """One turn through the board's `call`: the best turn, or a pass when there is none."""
    game = await state(sessions, game_id)
    mover, _ = mover_of(game)
    row, _ = await sessions.main.read(game_id)
    best = movegen.best_turn(game.board, game.racks[game.current], game.key)
    labels = Labels.for_board(game.board)
    if best is None:
        frame: dict[str, object] = {"t": "pass", "game": game_id, "version": row.version}
    else:
        tiles = [[str(p.tile), labels(p.cell)] for p in best.ordered()]
        frame = {"t": "play", "game": game_id, "version": row.version, "tiles": tiles}
    await play_frame(sessions, frame, mover)


async def mid_game(sessions: Sessions, turns: int = 4) -> int:
    game_id = await two_player_game(sessions)
    for _ in range(turns):
        await play_best(sessions, game_id)
    return game_id


def tile_words(table: dict[str, Any]) -> str:
    """The table as text, without cell names (only tiles and words)."""
    rest = {k: v for k, v in table.items() if k not in ("next", "board")}
    return (
        json.dumps(rest)
        + json.dumps([x["tile"] for x in table["board"]["tiles"]])
        + json.dumps(list(table.get("next", {})))
    )


async def test_each_player_sees_the_board_and_only_their_own_rack(sessions: Sessions) -> None:
    game_id = await two_player_game(sessions)
    for _ in range(6):  # turn after turn, whoever is to move
        await play_best(sessions, game_id)
        game = await state(sessions, game_id)
        if game.finished:
            break
        labels = Labels.for_board(game.board)
        on_board = {str(t) for t in game.board.cells.values()}
        for who in (ALICE, BOB):
            seen = await table(sessions, who)
            seat = game.seat_of(str(who.user_id))
            assert seat is not None
            assert seen["rack"] == [str(t) for t in game.racks[seat]]
            assert tiles_of(seen) == {labels(c): str(t) for c, t in game.board.items()}
            words = tile_words(seen)
            own = {str(v) for t in game.racks[seat] for v in t.placements()}
            for tile in game.racks[1 - seat]:  # the other's tiles appear nowhere, unless shown anyway
                if str(tile) not in own | on_board:
                    assert f'"{tile}"' not in words
            assert [p["you"] for p in seen["players"]] == [s.id == str(who.user_id) for s in game.seats]
            assert seen["players"][game.current]["turn"] is True
            assert ("next" in seen) == (seat == game.current)
            assert seen["can"] == (["play", "pass", "resign"] if seat == game.current else ["resign"])
            assert seen["clock"]["deadline_ms"] > 0 and seen["report"]
        stranger = await table(sessions, CAROL)
        assert "rack" not in stranger and "next" not in stranger and stranger["can"] == []
        assert not stranger["you"]["playing"] and tiles_of(stranger) == tiles_of(seen)


def tiles_of(table: dict[str, Any]) -> dict[str, str]:
    return {x["cell"]: x["tile"] for x in table["board"]["tiles"]}


async def test_next_cells_are_the_cells_of_legal_turns_and_others_are_refused(sessions: Sessions) -> None:
    game_id = await mid_game(sessions, 2)
    game = await state(sessions, game_id)
    mover, _ = mover_of(game)
    seen = await table(sessions, mover)
    labels = Labels.for_board(game.board)
    rack = game.racks[game.current]
    used = {
        (labels(p.cell), str(p.tile))
        for t in movegen.legal_turns(game.board, rack, game.key)
        for p in t.placements
    }
    lit = {(cell, tile) for tile, cells in seen["next"].items() for cell in cells}
    assert lit == used  # every lit cell is in a legal turn, and every legal turn's cell is lit
    assert set(seen["next"]) == {str(v) for t in rack for v in t.placements()}
    # a cell next to the table where a tile cannot go: playing it there is refused, nothing stored
    tile = str(rack[0])
    around = {labels(n) for c in game.board for n in c.neighbours() if n not in game.board}
    dark = sorted(around - set(seen["next"][tile]))
    assert dark
    row, _ = await sessions.main.read(game_id)
    frame = {"t": "play", "game": game_id, "version": row.version, "tiles": [[tile, dark[0]]]}
    with pytest.raises(IllegalTurn):
        await play_frame(sessions, frame, mover)
    assert (await sessions.main.read(game_id))[0].version == row.version


async def test_a_turn_built_from_previews_scores_what_it_stores(sessions: Sessions) -> None:
    game_id = await mid_game(sessions, 2)
    game = await state(sessions, game_id)
    mover, waiting = mover_of(game)
    row, _ = await sessions.main.read(game_id)
    pending: list[tuple[str, str]] = []
    shown = (await table(sessions, mover))["next"]
    answer: dict[str, Any] = {}
    while True:  # lay one lit tile after another until the pending tiles are a whole turn
        tile, cells = next((t, c) for t, c in sorted(shown.items()) if c)
        pending.append((tile, cells[0]))
        answer = await sessions.board.preview(game_id, row.version, mover, pending, lang="en")
        assert answer["ok"], answer
        if "score" in answer:
            break
        shown = answer["next"]
    assert "reason" not in answer
    frame = {"t": "play", "game": game_id, "version": row.version, "tiles": [list(p) for p in pending]}
    done = await play_frame(sessions, frame, mover)
    assert done is not None and done.version == row.version + 1
    stored = await sessions.base.db.moves.last(game_id)
    assert stored is not None and stored.score == answer["score"]
    for who in (mover, waiting):  # both boards show the turn; the mover's rack moved on
        seen = await table(sessions, who)
        tiles = {x["cell"]: x["tile"] for x in seen["board"]["tiles"]}
        assert all(
            tiles.get(cell) == tile.replace("9", "6") or tiles.get(cell) == tile for tile, cell in pending
        )
        assert {x["cell"] for x in seen["board"]["tiles"] if x["last"]} == {cell for _, cell in pending}
        assert seen["version"] == done.version
        assert str(answer["score"]) in seen["report"] and mover.name in seen["report"]
    # the previewed version is now stale: a preview and an action made on it say so
    late = await sessions.board.preview(game_id, row.version, waiting, [], lang="en")
    assert late["ok"] is False and late["stale"] is True and late["reason"]
    with pytest.raises(Refusal) as stale:
        await play_frame(sessions, {"t": "pass", "game": game_id, "version": row.version}, waiting)
    assert stale.value.key == "game.stale"


async def test_a_preview_says_why_a_turn_cannot_be(sessions: Sessions) -> None:
    game_id = await mid_game(sessions, 2)
    game = await state(sessions, game_id)
    mover, waiting = mover_of(game)
    row, _ = await sessions.main.read(game_id)
    labels = Labels.for_board(game.board)
    taken = labels(next(iter(game.board)))
    tile = str(game.racks[game.current][0])
    on_top = await sessions.board.preview(game_id, row.version, mover, [(tile, taken)], lang="en")
    assert on_top["ok"] is False and taken in on_top["reason"] and on_top["stale"] is False
    spanish = await sessions.board.preview(game_id, row.version, mover, [(tile, taken)], lang="es")
    assert spanish["reason"] != on_top["reason"] and taken in spanish["reason"]
    unread = await sessions.board.preview(game_id, row.version, mover, [("X5", "Z26")], lang="en")
    assert unread["ok"] is False and "X5" in unread["reason"]
    waiting_turn = await sessions.board.preview(game_id, row.version, waiting, [], lang="en")
    assert waiting_turn["ok"] is False and mover.name in waiting_turn["reason"]
    not_playing = await sessions.board.preview(game_id, row.version, CAROL, [], lang="en")
    assert not_playing["ok"] is False and not_playing["reason"]
    empty = await sessions.board.preview(game_id, row.version, mover, [], lang="en")
    assert (
        empty["ok"] is True
        and "score" not in empty
        and empty["next"] == (await table(sessions, mover))["next"]
    )


@pytest.mark.parametrize(
    "frame",
    [
        {"t": "play", "game": "1", "version": 0, "tiles": [["R5", "Z26"]]},
        {"t": "play", "game": 1, "tiles": [["R5", "Z26"]]},
        {"t": "play", "game": 1, "version": True, "tiles": [["R5", "Z26"]]},
        {"t": "play", "game": 1, "version": 0, "tiles": "R5 Z26"},
        {"t": "play", "game": 1, "version": 0, "tiles": []},
        {"t": "play", "game": 1, "version": 0, "tiles": [["R5", "Z26", "x"]]},
        {"t": "play", "game": 1, "version": 0, "tiles": [["R5", 26]]},
        {"t": "play", "game": 1, "version": 0, "tiles": [["R5", "Z26"]] * 7},
        {"t": "dance", "game": 1, "version": 0},
        {"game": 1, "version": 0},
    ],
)
async def test_malformed_frames_are_refused_before_anything_runs(sessions: Sessions, frame: dict) -> None:
    with pytest.raises(Refusal) as refused:
        read_frame(frame)  # the one place a board's frame is read (the socket's first step)
    assert refused.value.key == "table.bad_frame" and refused.value.render()


async def test_unreadable_tiles_and_cells_are_refused_and_nothing_is_stored(sessions: Sessions) -> None:
    game_id = await two_player_game(sessions)
    row, game = await sessions.main.read(game_id)
    mover, _ = mover_of(game)
    for tile, cell, bad in (("X5", "Z26", "X5"), ("R5", "??", "??"), ("R55", "Z26", "R55")):
        frame = {"t": "play", "game": game_id, "version": row.version, "tiles": [[tile, cell]]}
        with pytest.raises(Refusal) as refused:
            await play_frame(sessions, frame, mover)
        assert refused.value.key == "table.bad_move" and bad in refused.value.render()
    with pytest.raises(Refusal) as unknown:  # a game id that is no main game
        await play_frame(sessions, {"t": "pass", "game": game_id + 99, "version": 0}, mover)
    assert unknown.value.key == "game.none"
    assert (await sessions.main.read(game_id))[0].version == row.version


async def test_a_pass_from_the_board_is_announced_like_chat_and_a_finished_game_stays_shown(
    sessions: Sessions,
) -> None:
    game_id = await two_player_game(sessions)
    row, game = await sessions.main.read(game_id)
    mover, waiting = mover_of(game)
    done = await play_frame(sessions, {"t": "pass", "game": game_id, "version": row.version}, mover)
    assert done is not None and done.posts and done.outbox_id is not None  # the channel reads it
    seen = await table(sessions, waiting)
    assert seen["report"] == f"{mover.name} passed." and seen["can"] == ["play", "pass", "resign"]
    resigned = await play_frame(sessions, {"t": "resign", "game": game_id, "version": done.version}, mover)
    assert resigned is not None and resigned.finished
    over = await table(sessions, mover)
    assert over["status"] == "finished" and over["can"] == [] and "next" not in over
    assert over["final"]["winner"] == waiting.name and "clock" not in over
    assert await sessions.board.table(51, ALICE) is None  # a channel without a game


async def test_the_turn_clock_comes_with_the_bots_time(sessions: Sessions, clock: Any) -> None:
    """A board counts down from the bot's own time, sent with the deadline (a device's clock may be off)."""
    await two_player_game(sessions)
    clock.now += 40  # the bot's clock moves on; what is left of the turn is what the board shows
    seen = await table(sessions, ALICE)
    left_ms = seen["clock"]["deadline_ms"] - seen["clock"]["now_ms"]
    assert seen["clock"]["now_ms"] == int(clock.now * 1000) and left_ms > 0


async def test_the_palette_is_the_pictures_and_the_protocol_says_so(sessions: Sessions) -> None:
    from pathlib import Path

    from bot.render.style import TILE_FILL

    await two_player_game(sessions)
    shown = (await table(sessions, ALICE))["palette"]
    assert {k: tuple(int(v[i : i + 2], 16) for i in (1, 3, 5)) for k, v in shown.items()} == {
        c.letter: rgb for c, rgb in TILE_FILL.items()
    }
    doc = (Path(__file__).parents[2] / "web" / "PROTOCOL.md").read_text(encoding="utf-8")
    written = json.loads("{" + doc.split('"palette": {', 1)[1].split("}", 1)[0] + "}")
    assert written == shown


async def test_a_lobby_shows_who_has_joined(sessions: Sessions) -> None:
    lobby = await sessions.lobby.open(
        guild_id=1, channel_id=52, host=ALICE, options={"max_players": 3}, computers=1, level="easy"
    )
    seen = await sessions.board.table(52, BOB, lang="en")
    assert seen is not None and seen["status"] == "lobby" and seen["game"] == lobby.game_id
    assert seen["can"] == [] and "board" not in seen and "rack" not in seen
    assert [p["computer"] for p in seen["players"]] == [False, True] and seen["players"][0]["name"] == "alice"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 12), st.integers(2, 4))
def test_no_table_ever_holds_another_players_rack(seed: int, turns: int, players: int) -> None:
    """Any deal, any number of players and turns: each player's table names their rack and no other's
    tiles (unless they lie on the board or in that player's own rack)."""
    from bot.engine.main_game import Seat
    from bot.sessions.board_main import main_table

    game, _ = MainGame.new([Seat(str(100 + i), f"p{i}") for i in range(players)], seed)
    for _ in range(turns):
        if game.finished:
            break
        best = movegen.best_turn(game.board, game.racks[game.current], game.key)
        game.play(game.current, best.ordered()) if best else game.pass_turn(game.current)
    on_board = {str(t) for t in game.board.cells.values()}
    for seat in range(players + 1):  # and someone watching
        seen = main_table(game, 100 + seat, "en")
        own = {str(v) for t in (game.racks[seat] if seat < players else ()) for v in t.placements()}
        words = json.dumps({k: v for k, v in seen.items() if k != "board"})
        words += json.dumps([x["tile"] for x in seen["board"]["tiles"]])
        for other in range(players):
            if other != seat:
                for tile in game.racks[other]:
                    if str(tile) not in own | on_board:
                        assert f'"{tile}"' not in words
        assert seen.get("rack", []) == [str(t) for t in (game.racks[seat] if seat < players else ())]
