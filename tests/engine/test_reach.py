"""Where a tile can go next (bot/engine/reach.py) equals what every legal turn says, on boards
reached by seeded self-play: for no pending tiles, for part of a legal turn, and for tiles no legal
turn holds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import movegen
from bot.engine.board import Cell
from bot.engine.main_game import MainGame, Seat
from bot.engine.reach import next_cells
from bot.engine.tiles import Tile
from bot.engine.turns import Placement


def position(seed: int, turns: int) -> MainGame:
    game, _ = MainGame.new([Seat("1", "a"), Seat("2", "b")], seed)
    for _ in range(turns):
        if game.finished:
            break
        best = movegen.best_turn(game.board, game.racks[game.current], game.key)
        if best is None:
            game.pass_turn(game.current)
        else:
            game.play(game.current, best.ordered())
    return game


def by_every_turn(game: MainGame, pending: list[Placement]) -> dict[Tile, set[Cell]] | None:
    """The answer from the list of every legal turn (slow, plain)."""
    rack = game.racks[game.current]
    laid = set(pending)
    holding = [t for t in movegen.legal_turns(game.board, rack, game.key) if laid <= t.placements]
    if pending and not holding:
        return None
    left = list(rack)
    for p in pending:
        left.remove(p.tile.in_hand)
    out: dict[Tile, set[Cell]] = {v: set() for t in left for v in t.placements()}
    for turn in holding:
        for p in turn.placements - laid:
            out[p.tile].add(p.cell)
    return out


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 14), st.randoms(use_true_random=False))
def test_next_cells_are_exactly_the_cells_of_legal_turns(seed: int, turns: int, rnd) -> None:  # type: ignore[no-untyped-def]
    game = position(seed, turns)
    if game.finished:
        return
    rack = game.racks[game.current]
    assert next_cells(game.board, rack, game.key) == by_every_turn(game, [])
    legal = movegen.legal_turns(game.board, rack, game.key)
    if not legal:
        return
    chosen = rnd.choice(legal).ordered()
    part = rnd.sample(chosen, rnd.randrange(1, len(chosen) + 1))
    assert next_cells(game.board, rack, game.key, part) == by_every_turn(game, part)
    far = Placement(Cell(part[0].cell.row + 40, part[0].cell.col), part[0].tile)  # no turn reaches it
    assert next_cells(game.board, rack, game.key, [far]) is None


def test_a_tile_not_in_the_rack_goes_nowhere() -> None:
    game = position(3, 4)
    rack = game.racks[game.current]
    stranger = next(t for t in (Tile(c, 1) for c in {x.colour for x in rack}) if t not in rack)
    assert next_cells(game.board, rack, game.key, [Placement(Cell(0, 0), stranger)]) is None
