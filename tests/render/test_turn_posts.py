"""What a turn post is built from: labels that agree between the report, the picture and the alt
text on every turn of seeded games; alt text a screen-reader user can play from; close-ups, the
score strip, the "+N" badge and the game-over mark."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import ImageChops

from bot.engine.ai import choose_turn
from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame, Seat, SeatKind, TurnPlayed
from bot.engine.notation import Labels, format_turn, labels_moved, parse_tile
from bot.engine.tiles import Colour, Tile
from bot.render import BoardView, board_picture, board_text, rack_picture, samples, tableau_picture
from bot.render.alt import ALT_LIMIT
from bot.render.board_image import badge_cell, cell_size
from bot.render.boards import CLOSEUP_CELLS, board_alt, closeup_box, closeup_picture, needs_closeup
from bot.render.fonts import font
from bot.render.sprites import Look, face_fonts, face_inset
from bot.words.wording import render_wording

from .helpers import rgb

EN = render_wording("en")  # the English words: the catalogue's

NAMES = ("alice", "Bob the Very Long Named Builder", "carol")


def seeded_game(seed: int, players: int = 3) -> list[tuple[Board, Board, TurnPlayed, MainGame]]:
    """Every turn of a seeded game between quick computer players: (before, after, event, game)."""
    seats = [Seat(f"c{i}", NAMES[i], SeatKind.COMPUTER, "easy") for i in range(players)]
    game, _ = MainGame.new(seats, seed)
    out = []
    while not game.finished:
        seat = game.current
        choice = choose_turn(game, seat, "easy", seed)
        if choice is None:
            game.pass_turn(seat)
            continue
        before = game.board.copy()
        events = game.play(seat, choice)
        out.append((before, game.board.copy(), events[0], game))
    return out


def turn_view(after: Board, event: TurnPlayed, game: MainGame) -> BoardView:
    scores = tuple((s.name, game.scores[i]) for i, s in enumerate(game.seats))
    return BoardView(
        after, game.key, len(game.bag), last_turn=tuple(p.cell for p in event.placements),
        scores=scores, to_move=None if game.finished else game.current, last_score=event.score,
        game_over=game.finished,
    )  # fmt: skip


ALT_ROW = re.compile(r"row (\d+), (.*?)(?=; row |\. Not read out|\.$)")
RUN = re.compile(r"([A-Z]{1,2}\d+)(?: to ([A-Z]{1,2}\d+))?: ((?:[ROYGBP]\d ?)+)")


def cells_read_out(alt: str, labels: Labels) -> dict[Cell, Tile]:
    """The tiles the alt text reads out, row by row, parsed back into cells."""
    rows = alt.split("Tiles by row: ", 1)[-1].split("Rows nearest the turn: ", 1)[-1]
    found: dict[Cell, Tile] = {}
    for m in ALT_ROW.finditer(rows):
        for first, _last, tiles in RUN.findall(m.group(2)):
            start = labels.parse(first)
            for i, t in enumerate(tiles.split()):
                found[Cell(start.row, start.col + i)] = parse_tile(t)
    return found


@pytest.mark.parametrize("seed", [1001, 1004])
def test_report_picture_alt_and_text_use_the_same_labels_on_every_turn(seed: int) -> None:
    turns = seeded_game(seed)
    assert len(turns) > 20
    for before, after, event, game in turns:
        assert not labels_moved(before, after)
        report = format_turn(before, event.placements)  # what the post says was played, as typed
        view = turn_view(after, event, game)
        labels = Labels.for_board(after)
        alt = board_alt(view, wording=EN)
        first = min(p.cell for p in event.placements)
        if len(before):
            at = report.split(" at ")[1].split()[0]
            assert labels.parse(at) == first  # the report's cell is the picture's cell
        for p in event.placements:
            assert f"{p.tile} at {labels(p.cell)}" in alt  # the alt text's last turn, same labels
        assert len(alt) <= ALT_LIMIT
        read = cells_read_out(alt, labels)
        assert read and all(after[c] == t for c, t in read.items())
        assert all(p.cell in read for p in event.placements)  # the last turn's rows are read first
        text = board_text(view, wording=EN)
        assert len(text) <= 2000
        for p in event.placements:
            assert f"»{p.tile}" in text


def test_alt_text_reads_every_tile_of_a_board_that_fits() -> None:
    view = samples.views()["forty"]
    alt = board_picture(view, wording=EN).alt
    assert cells_read_out(alt, Labels.for_board(view.board)) == dict(view.board.items())
    assert "row 26, AA26 to AB26: O1 Y8, AD26 to AE26: B6 P4" in alt
    assert "Not read out" not in alt


@pytest.mark.parametrize(
    "board", [samples.staircase_board(), samples.strip_board(), samples.diagonal_board()],
    ids=["staircase", "strip", "diagonal"],
)  # fmt: skip
def test_alt_text_of_the_largest_boards_reads_the_last_turn_area_within_1024(board: Board) -> None:
    last = samples.last_cells(board)
    scores = tuple((f"player number {i} with a long name", 100 + i) for i in range(8))
    view = BoardView(board, 5, 0, last_turn=last, scores=scores, to_move=3, last_score=21, title="t" * 40)
    alt = board_picture(view, wording=EN).alt
    assert len(alt) <= ALT_LIMIT and not alt.endswith("…")  # summarised, never cut
    labels = Labels.for_board(board)
    read = cells_read_out(alt, labels)
    assert all(c in read for c in last) and all(board[c] == t for c, t in read.items())
    left = re.search(r"Not read out: (\d+) tiles in rows ([\d–, ]+)\.$", alt)
    assert left and int(left.group(1)) == len(board) - len(read)
    assert "player number 3 with a long name to play" in alt and "for 21 points" in alt


def test_alt_text_says_the_game_is_over_and_nobody_is_to_play() -> None:
    view = samples.views()["final"]
    alt = board_picture(view, wording=EN).alt
    assert "the game is over" in alt and "to play" not in alt
    assert "scores: alice 42, Bob the Very Long Named Builder 38, carol 51" in alt


def test_a_board_wider_or_taller_than_12_cells_gets_a_close_up_around_the_last_turn() -> None:
    views = samples.views()
    assert not needs_closeup(views["small"]) and not needs_closeup(views["forty"])
    view = views["big_scored"]
    assert needs_closeup(view)
    top, left, bottom, right = closeup_box(view)  # type: ignore[misc]
    assert bottom - top + 1 == CLOSEUP_CELLS and right - left + 1 == CLOSEUP_CELLS
    assert all(top <= c.row <= bottom and left <= c.col <= right for c in view.last_turn)
    pic = closeup_picture(view, wording=EN)
    assert pic.filename == "closeup.png" and pic.width < board_picture(view, wording=EN).width
    labels = Labels.for_board(view.board)
    assert f"CLOSE-UP {labels(Cell(top, left))}" in pic.alt or "close-up" in pic.alt
    assert f"columns {labels.col_label(left)}–{labels.col_label(right)}" in pic.alt
    assert closeup_picture(views["small"], wording=EN) == board_picture(
        views["small"], wording=EN
    )  # fits: the whole board


@pytest.mark.parametrize("look", [Look.PLAIN, Look.LAST])
def test_close_up_numbers_are_14_px_at_a_550_px_preview(look: Look) -> None:
    pic = closeup_picture(samples.views()["big_scored"], wording=EN)
    cell = cell_size(CLOSEUP_CELLS, CLOSEUP_CELLS)
    _, number_size = face_fonts(cell, face_inset(cell, look))
    digits = font(number_size).getbbox("8", anchor="ls")
    height = (digits[3] - digits[1]) * 550 / pic.width
    assert height >= 14, height


def test_score_strip_badge_and_game_over_are_drawn() -> None:
    views = samples.views()
    plain = replace(views["scored"], scores=(), to_move=None, last_score=None)
    scored = board_picture(views["scored"], wording=EN)
    assert (
        rgb(scored.png).height > rgb(board_picture(plain, wording=EN).png).height
    )  # the strip is a band of its own
    assert "Bob the Very Long Named Builder to play" in scored.alt and "for 14 points" in scored.alt
    over = board_picture(views["final"], wording=EN)
    assert (
        rgb(over.png).tobytes()
        != rgb(board_picture(replace(views["final"], game_over=False), wording=EN).png).tobytes()
    )


def test_the_badge_goes_in_an_empty_cell_by_the_last_turn() -> None:
    board = samples.small_board()
    assert badge_cell(board, (Cell(1, 1), Cell(2, 1))) == Cell(3, 1)  # below a column turn
    assert badge_cell(board, (Cell(0, 0), Cell(0, 1), Cell(0, 2))) == Cell(0, 3)  # right of a row turn
    view = replace(samples.views()["scored"], title=None)
    with_badge, without = (
        rgb(board_picture(view, wording=EN).png),
        rgb(board_picture(replace(view, last_score=None), wording=EN).png),
    )
    box = ImageChops.difference(with_badge, without).getbbox()
    assert box is not None  # the badge is drawn ...
    assert box[2] - box[0] <= 64 and box[3] - box[1] <= 64  # ... within one cell, nothing else changes


def test_to_move_must_name_a_player() -> None:
    with pytest.raises(ValueError):
        BoardView(Board(), 3, 80, scores=(("a", 1),), to_move=1)


def test_rack_reads_as_tiles_with_sixes_explained() -> None:
    with_six = rack_picture([Tile(Colour.RED, 5), Tile(Colour.BLUE, 6)], wording=EN)
    without = rack_picture([Tile(Colour.RED, 5), Tile(Colour.BLUE, 4)], wording=EN)
    assert with_six.alt == "a Sumoku rack of 2 tiles: red 5, blue 6 (6 or 9); total 11."
    assert with_six.height > without.height  # the "6 = 6 or 9" legend line


def test_tableau_alt_says_the_rule() -> None:
    alt = tableau_picture(samples.TABLEAU, 4, wording=EN).alt
    assert "pick 4 tiles of different colours whose sum is a multiple of 4" in alt
    assert "A red 5, B blue 6 (6 or 9), C empty" in alt


cells = st.builds(Cell, st.integers(-40, 40), st.integers(-40, 40))
tiles = st.builds(Tile, st.sampled_from(list(Colour)), st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9]))
names = st.text(min_size=1, max_size=40)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(cells, tiles, max_size=96), st.lists(names, min_size=2, max_size=8), st.data())
def test_any_board_alt_text_fits_1024_whole_sentences(board_cells: dict, players: list, data) -> None:  # type: ignore[no-untyped-def]
    board = Board(board_cells)
    turn = (
        tuple(data.draw(st.lists(st.sampled_from(sorted(board)), max_size=6, unique=True))) if board else ()
    )
    scores = tuple((n, i * 37) for i, n in enumerate(players))
    view = BoardView(board, 4, 3, last_turn=turn, scores=scores, to_move=0, last_score=9, title="t" * 48)
    alt = board_alt(view, wording=EN)
    assert len(alt) <= ALT_LIMIT and alt.endswith(".")
    read = cells_read_out(alt, Labels.for_board(board))
    assert all(board[c] == t for c, t in read.items())
    if len(alt) < ALT_LIMIT - 200:  # room was left: nothing was left out
        assert "Not read out" not in alt and len(read) == len(board)
