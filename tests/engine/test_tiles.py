"""Tiles, the set, the bag and the die (RULES.md R1–R3)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.bag import Bag
from bot.engine.tiles import (
    COLOURS,
    DIE_FACES,
    RACK_SIZE,
    SET_SIZE,
    Colour,
    Tile,
    full_set,
    hand_total,
    roll_die,
)

from .conftest import PROPERTY, T


def test_the_box_holds_96_tiles_two_of_each() -> None:
    tiles = full_set()
    assert len(tiles) == SET_SIZE == 96
    counts = Counter(tiles)
    assert set(counts.values()) == {2}
    assert len(counts) == 48
    assert Counter(t.colour for t in tiles) == dict.fromkeys(COLOURS, 16)
    assert Counter(t.value for t in tiles) == {v: 12 for v in range(1, 9)}
    assert [c.letter for c in COLOURS] == list("ROYGBP")
    assert RACK_SIZE == 8


def test_no_nine_in_the_box() -> None:
    assert all(t.value != 9 for t in full_set())


def test_a_six_is_placed_as_six_or_nine() -> None:
    six = T("B6")
    assert six.is_six_nine and six.placements() == (Tile(Colour.BLUE, 6), Tile(Colour.BLUE, 9))
    nine = six.as_nine()
    assert nine.value == 9 and nine.face == 6 and nine.is_six_nine
    assert nine.in_hand == six and six.in_hand == six
    assert nine.placements() == (nine,), "a placed 9 stays 9 (R2)"
    assert T("R5").placements() == (T("R5"),)
    with pytest.raises(ValueError):
        T("R5").as_nine()


@pytest.mark.parametrize("value", [0, -1, 10, 100])
def test_impossible_values_are_refused(value: int) -> None:
    with pytest.raises(ValueError):
        Tile(Colour.RED, value)


def test_hand_totals_count_six_nine_as_six() -> None:
    assert hand_total([T("R6"), T("B9"), T("G1")]) == 13
    assert hand_total([]) == 0
    assert hand_total(full_set()) == 6 * 2 * 36


def test_colour_letters() -> None:
    assert Colour.from_letter("r") is Colour.RED and Colour.from_letter("P") is Colour.PURPLE
    with pytest.raises(ValueError, match="colour letter"):
        Colour.from_letter("X")
    assert sorted([Colour.PURPLE, Colour.RED, Colour.GREEN]) == [Colour.RED, Colour.GREEN, Colour.PURPLE]


def test_tiles_sort_by_colour_then_value_and_print_as_written() -> None:
    assert sorted([T("P1"), T("R9"), T("R2"), T("O5")]) == [T("R2"), T("R9"), T("O5"), T("P1")]
    assert str(T("B9")) == "B9" and repr(T("y3")) == "Tile(Y3)"


def test_the_die_has_faces_3_3_4_4_5_5() -> None:
    assert sorted(DIE_FACES) == [3, 3, 4, 4, 5, 5]
    rolls = Counter(roll_die(random.Random(s)) for s in range(600))
    assert set(rolls) == {3, 4, 5}
    assert all(150 <= n <= 250 for n in rolls.values()), rolls


@PROPERTY
@given(st.integers(0, 2**32))
def test_the_bag_is_the_box_in_a_seeded_order(seed: int) -> None:
    a, b = Bag.shuffled(random.Random(seed)), Bag.shuffled(random.Random(seed))
    assert a.tiles == b.tiles
    assert Counter(a.tiles) == Counter(full_set())
    assert len(a) == 96 and a


def test_different_seeds_shuffle_differently() -> None:
    orders = {Bag.shuffled(random.Random(s)).tiles for s in range(20)}
    assert len(orders) == 20


def test_drawing_takes_from_the_end_and_stops_when_empty() -> None:
    bag = Bag([T("R1"), T("O2"), T("Y3")])
    assert bag.draw(2) == [T("Y3"), T("O2")]
    assert bag.draw(5) == [T("R1")]
    assert bag.draw(3) == [] and len(bag) == 0 and not bag
    assert Bag([T("R1")]).draw(-2) == []


def test_put_back_is_seeded_and_returns_sixes() -> None:
    def go() -> tuple[Tile, ...]:
        bag = Bag(full_set()[:10])
        bag.put_back([T("B9"), T("G4")], random.Random(7))
        return bag.tiles

    assert go() == go()
    assert T("B6") in go() and T("B9") not in go() and len(go()) == 12
