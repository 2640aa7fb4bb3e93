"""Every refusal of the free-form grid, Speed and Solo engines can be said in each language.

The engines give a code, a sentence id (`detail`) and its parameters, and no sentence; the bot's
error handler words them from the catalogue, English included. Every language must have its own
sentence (never the English fallback, never a placeholder left), with the cells and tiles the
engine named.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.app.errors import user_message
from bot.engine.board import Cell
from bot.engine.freegrid import FreeGrid, InvalidGrid
from bot.engine.main_game import GameError
from bot.engine.notation import parse_tile
from bot.engine.solo import SoloGame
from bot.engine.speed import Racer, SpeedMatch, assign_teams
from bot.engine.turns import Placement
from bot.words.language import speaking
from bot.words.messages import EN

T0 = 1_000.0
TAKE_LAST = {"a": "take_last"}
SEVEN = ("R1", "O2", "Y3", "G4", "B5", "P6", "R3")


def _grid(hand: str = "R1 O2 Y3 R2 B6") -> FreeGrid:
    return FreeGrid(parse_tile(t) for t in hand.split())


def _placed(*items: tuple[int, int, str]) -> FreeGrid:
    g = FreeGrid(parse_tile(t) for _, _, t in items)
    g.arrange(Placement(Cell(r, c), parse_tile(t)) for r, c, t in items)
    return g


def _invalid(g: FreeGrid, key: int = 3) -> None:
    raise InvalidGrid(g.report(key))


def _race() -> SpeedMatch:
    return SpeedMatch.new([Racer("1", "Ann"), Racer("2", "Bob")], 3, time_limit=60, now=T0)[0]


def _solo_fixed() -> SoloGame:
    game = SoloGame.new(1, now=T0)[0]
    game.grid.fix()  # nothing placed yet: a stale version and tiles left are what we look for
    return game


CASES: dict[str, Callable[[], object]] = {
    "off_grid": lambda: _grid().place([parse_tile("R1")], Cell(40, 0)),
    "off_grid_unnamed": lambda: _grid().place([parse_tile("R1")], Cell(-40, 0)),  # above: no label
    "same_cell": lambda: (g := _grid(), g.place([parse_tile("R1")], Cell(0, 0)),
                          g.move(Cell(0, 0), Cell(0, 0))),
    "occupied": lambda: (g := _grid(), g.place([parse_tile("R1")], Cell(0, 0)),
                              g.place([parse_tile("O2")], Cell(0, 0))),
    "occupied_layout": lambda: _grid().arrange([Placement(Cell(0, 0), parse_tile("R1")),
                                                Placement(Cell(0, 0), parse_tile("O2"))]),
    "not_held": lambda: _grid().place([parse_tile("P8")], Cell(0, 0)),
    "not_held_another": lambda: _grid().place([parse_tile("R1"), parse_tile("R1")], Cell(0, 0)),
    "no_tile": lambda: _grid().take([Cell(2, 2)]),
    "fixed": lambda: (g := _placed((0, 0, "R1"), (0, 1, "O2")), g.fix(), g.take([Cell(0, 0)])),
    "nothing_to_take": lambda: _grid().take_last(),
    "no_tiles": lambda: _grid().place([], Cell(0, 0)),
    "no_cells": lambda: _grid().take([]),
    "cut_off": lambda: _invalid(_placed((0, 0, "R1"), (0, 1, "O2"), (3, 3, "Y3"), (3, 4, "B6"))),
    "cut_off_one": lambda: _invalid(_placed((0, 0, "R1"), (0, 1, "O2"), (3, 3, "Y3"))),
    "too_long": lambda: _invalid(_placed(*[(0, i, t) for i, t in enumerate(SEVEN)])),
    "colour_row": lambda: _invalid(_placed((0, 0, "R1"), (0, 1, "R2"))),
    "colour_column": lambda: _invalid(_placed((0, 0, "R1"), (1, 0, "R2"))),
    "sum_row": lambda: _invalid(_placed((0, 0, "R1"), (0, 1, "O1"))),
    "sum_column": lambda: _invalid(_placed((0, 0, "R1"), (1, 0, "O1"))),
    "no_cell_grid": lambda: (g := _grid(), g.place([parse_tile("R1")], Cell(0, 0)), g.parse_place("O2")),
    "speed_not_racing": lambda: _race().edit("9", {"a": "take_last"}, now=T0),
    "speed_time_up": lambda: _race().edit("1", {"a": "take_last"}, now=T0 + 61),
    "speed_not_yet": lambda: _race().expire(T0 + 1),
    "speed_round_running": lambda: _race().start_round(T0 + 1),
    "speed_stale": lambda: _race().edit("1", {"a": "take_last"}, now=T0, expected_version=4),
    "speed_tiles_left": lambda: _race().submit("1", now=T0 + 1),
    "speed_finished": lambda: (m := _race(), m.stop(T0), m.stop(T0)),
    "speed_round_over": lambda: (m := _race(), m.expire(T0 + 60), m.edit("1", TAKE_LAST, now=T0 + 61)),
    "speed_round_over_already": lambda: (m := _race(), m.expire(T0 + 60), m.expire(T0 + 61)),
    "speed_teams": lambda: SpeedMatch.new([Racer("1", "Ann", team="x"), Racer("2", "Bob")], 1, now=T0),
    "speed_team_count": lambda: assign_teams([Racer("1", "Ann"), Racer("2", "Bob"), Racer("3", "Cy")], 2, 1),
    "speed_racers": lambda: SpeedMatch.new([], 1, now=T0),
    "solo_tiles_left": lambda: _solo_fixed().submit(now=T0),
    "solo_stale": lambda: _solo_fixed().edit({"a": "take_last"}, now=T0, expected_version=3),
    "solo_finished": lambda: (s := _solo_fixed(), s.quit(now=T0), s.quit(now=T0)),
    "empty": lambda: _invalid(FreeGrid()),
}  # fmt: skip


def refusal(case: str) -> Exception:
    with pytest.raises(Exception) as err:  # any refusal; its type is checked below
        CASES[case]()
    assert isinstance(err.value, GameError | ValueError)
    return err.value


def said(err: Exception, language: str) -> str | None:
    with speaking(language):
        return user_message(err)


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_refusal_has_an_id_and_english_words_it(case: str) -> None:
    err = refusal(case)
    detail = getattr(err, "detail", "")
    prefix = "game" if isinstance(err, GameError) else "notation"
    assert f"{prefix}.{detail}" in EN, f"no catalogue id for {prefix}.{detail}"
    english = said(err, "en")
    assert english and "{" not in english and english != said(err, "fr")
    assert english != str(err)  # the exception's own text is only its code and parameters


@pytest.mark.parametrize("language", ["es", "fr"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_spanish_and_french_have_their_own_sentence_naming_the_same_things(case: str, language: str) -> None:
    err = refusal(case)
    words = said(err, language)
    assert words and words != said(err, "en") and "{" not in words
    for name, value in getattr(err, "params", ()):
        if name in ("cell", "cells", "first", "last", "tile", "tiles", "total"):
            assert value in words, (name, value, words)
