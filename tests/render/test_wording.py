"""`Wording`: every word render says comes from it (render writes none of its own: no default, no
English); the English catalogue's wording says today's English."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.engine.board import Board, Cell
from bot.render import (
    EndRow,
    Picture,
    Wording,
    board_picture,
    board_text,
    end_card_picture,
    end_card_text,
    grid_picture,
    grid_text,
    rack_picture,
    rack_text,
    samples,
    tableau_picture,
    tableau_text,
)
from bot.render.wording import PHRASES
from bot.words.wording import render_wording

from .helpers import rgb

ENGLISH = EN = render_wording("en")  # the English words: the catalogue's

VIEWS = samples.views()
LARGEST = [samples.staircase_board(), samples.strip_board(), samples.diagonal_board()]
TALL = Board({Cell(c.col, c.row): t for c, t in samples.strip_board().items()})  # rows run out first

# Every phrase wrapped in «», so what render said itself shows outside them.
MARKED = Wording(language="xx", **{name: f"«{getattr(ENGLISH, name)}»" for name in PHRASES})
FRENCH = replace(
    ENGLISH,
    language="fr",
    chip_key="CLÉ {key}",
    chip_tiles="{count} TUILES",
    chip_total="TOTAL {total}",
    alt_titled="{title} : {text}",
    alt_rack="une main de Sumoku de {count} tuiles, numérotées : {tiles}.",
    rack_summary="{count} tuiles, total {total}",
    rack_six_nine=" · un 6 peut être posé comme un 9",
    end_player="Joueur",
    end_score="Points",
    end_rack="Main",
    end_final="Total",
    end_title="Partie terminée",
)
ENGLISH_WORDS = re.compile(
    r"\b(tiles?|key|bag|play|turn|rack|board|grid|total|winners?|score|player|final|game|empty|"
    r"left|columns?|rows?|minus|around|part|picture|proposed|last|over|first|place)\b",
    re.IGNORECASE,
)


def outside_marks(text: str) -> str:
    """What is left once every «…» (innermost first) is taken out."""
    while True:
        shorter = re.sub(r"«[^«»]*»", "", text)
        if shorter == text:
            return text
        text = shorter


def everything(wording: Wording) -> dict[str, str | Picture]:
    rows = list(samples.END_ROWS)
    many = [EndRow(f"player {i}", 10, 0, 10, True) for i in range(8)]
    out: dict[str, str | Picture] = {}
    for name, view in VIEWS.items():
        out[f"board {name}"] = board_picture(view, wording=wording)
        out[f"board text {name}"] = board_text(view, wording=wording)
        out[f"board text {name} 500"] = board_text(view, 500, wording=wording)
    out["unrolled"] = board_picture(replace(VIEWS["empty"], key=None), wording=wording)
    out["unrolled text"] = board_text(replace(VIEWS["empty"], key=None), wording=wording)
    for i, board in enumerate([Board(), samples.small_board(), LARGEST[0]]):
        out[f"grid {i}"] = grid_picture(board, 5, "", wording=wording)
        out[f"grid text {i}"] = grid_text(board, 5, wording=wording)
    for n in (0, 1, 8):
        out[f"rack {n}"] = rack_picture(samples.RACK[:n], wording=wording)
        out[f"rack text {n}"] = rack_text(samples.RACK[:n], wording=wording)
    out["tableau"] = tableau_picture(samples.TABLEAU, 4, wording=wording)
    out["tableau one"] = tableau_picture(samples.TABLEAU[:1], 4, wording=wording)
    out["tableau none"] = tableau_picture([], 4, wording=wording)
    out["tableau text"] = tableau_text(samples.TABLEAU, 4, wording=wording)
    out["end"] = end_card_picture(rows, 5, wording=wording)
    out["end many"] = end_card_picture(many, 5, wording=wording)
    out["end text"] = end_card_text(rows, 5, wording=wording)
    out["end text one"] = end_card_text(rows[2:], 5, wording=wording)
    out["end text none"] = end_card_text([replace(r, winner=False) for r in rows], 5, wording=wording)
    return out


def test_render_says_nothing_without_a_wording_and_the_catalogues_english_reads_as_before() -> None:
    with pytest.raises(TypeError):
        board_picture(VIEWS["small"])  # type: ignore[call-arg]  # no words of its own to fall back on
    with pytest.raises(TypeError):
        Wording(language="en")  # type: ignore[call-arg]  # nor a phrase with a default
    assert (
        rack_text(samples.RACK, wording=EN)
        == "\n".join(["`1` 🟥R5  `2` 🟦B6  `3` 🟩G1  `4` 🟨Y8  `5` 🟧O3  `6` 🟪P6  `7` 🟥R2  `8` 🟩G7", ""])
        + "8 tiles, total 38 · a 6 can be placed as a 9"
    )
    assert board_picture(VIEWS["small"], wording=EN).alt == (
        "Sumoku #12: the Sumoku board with 5 tiles in columns Y–AC and rows 25–29; key 5, 70 tiles in "
        "the bag, bob to play; the last turn (ringed) placed Y6 at AA27, P8 at AA28. Tiles by row: "
        "row 26, Z26 to AB26: R5 B9 G1; row 27, AA27: Y6; row 28, AA28: P8."
    )
    assert (
        code_lines(end_card_text(samples.END_ROWS, 5, wording=EN))[0]
        == "   Player           Score  Rack Final"
    )


def test_one_tile_is_singular() -> None:
    assert rack_text(samples.RACK[:1], wording=EN).endswith("\n1 tile, total 5")
    assert rack_picture(samples.RACK[:1], wording=EN).alt == "a Sumoku rack of 1 tile: red 5; total 5."
    assert "1 tile in the bag" in board_picture(replace(VIEWS["small"], bag_left=1), wording=EN).alt
    assert grid_text(samples.small_board(), 5, wording=EN).count("5 tiles") == 1


@pytest.mark.parametrize("name", sorted(everything(ENGLISH)))
def test_every_word_comes_from_the_wording(name: str) -> None:
    got = everything(MARKED)[name]
    said = got.alt if isinstance(got, Picture) else got
    assert "«" in said
    assert not ENGLISH_WORDS.findall(outside_marks(said)), outside_marks(said)


def test_a_wording_changes_what_the_pictures_draw() -> None:
    english, french = (
        rack_picture(samples.RACK, "Votre main", wording=EN),
        rack_picture(samples.RACK, "Votre main", wording=FRENCH),
    )
    a, b = rgb(english.png), rgb(french.png)
    assert a.size == b.size
    header = 120  # the title and chips; the tiles below are drawn the same
    assert a.crop((0, 0, a.width, header)).tobytes() != b.crop((0, 0, b.width, header)).tobytes()
    assert (
        a.crop((0, header, a.width, a.height)).tobytes() == b.crop((0, header, b.width, b.height)).tobytes()
    )
    assert (
        end_card_picture(samples.END_ROWS, 5, wording=FRENCH).png
        != end_card_picture(samples.END_ROWS, 5, wording=EN).png
    )


def test_french_alt_text_and_text_forms() -> None:
    pic = rack_picture(samples.RACK, "Votre main", wording=render_wording("fr"))
    assert pic.alt == (
        "Votre main : une main de Sumoku de 8 tuiles : rouge 5, bleu 6 (6 ou 9), vert 1, jaune 8, "
        "orange 3, violet 6 (6 ou 9), rouge 2, vert 7 ; total 38."
    )
    assert render_wording("fr").count("alt_bag", 0) == "0 tuile dans le sac"  # French: 0 is singular
    assert rack_text(samples.RACK, wording=FRENCH).endswith(
        "\n8 tuiles, total 38 · un 6 peut être posé comme un 9"
    )
    assert code_lines(end_card_text(samples.END_ROWS, 5, wording=FRENCH))[0] == (
        "   Joueur           Points  Main Total"
    )


def code_lines(text: str) -> list[str]:
    return text.split("```\n", 1)[1].split("\n```", 1)[0].split("\n")


def margins_clear(pic: Picture, margin: int = 3) -> bool:
    """Nothing drawn in the outer columns: every chip, heading and caption fits inside."""
    im = rgb(pic.png)
    background = {im.getpixel((0, 0)), im.getpixel((0, im.height - 1))}  # the header band, the table
    for x in [*range(margin), *range(im.width - margin, im.width)]:
        colours = {im.getpixel((x, y)) for y in range(im.height)}
        if not colours <= background:
            return False
    return True


@pytest.mark.parametrize("wording", [ENGLISH, MARKED, FRENCH], ids=["en", "marked", "fr"])
def test_longer_words_still_fit_the_picture(wording: Wording) -> None:
    for name, got in everything(wording).items():
        if isinstance(got, Picture):
            assert margins_clear(got), name


def test_text_forms_fit_their_limit_with_longer_words() -> None:
    for board in [*LARGEST, TALL]:
        view = replace(VIEWS["forty"], board=board, last_turn=samples.last_cells(board))
        text = board_text(view, wording=MARKED)
        assert len(text) <= 2000 and text.endswith("shows it all.»")
        assert "picture shows" not in text  # the note is true where no picture is posted
        long = replace(ENGLISH, crop_board=ENGLISH.crop_board + " " + "x" * 150)  # room is kept for it
        assert board_text(view, wording=long).endswith(" " + "x" * 150)
        for limit in (200, 500, 1000):
            assert len(board_text(view, limit, wording=MARKED)) <= limit
            assert len(board_text(view, limit, wording=long)) <= limit
