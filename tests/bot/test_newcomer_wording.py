"""What a newcomer reads matches the bot: a real cell in the examples (the first tile is Z26, so
a board never shows F7), and help says when a host may call a game off, as the refusal does."""

from __future__ import annotations

import pytest

from bot.app.errors import user_message
from bot.engine.board import Board
from bot.engine.notation import NotationError, parse_place
from bot.words.language import speaking
from bot.words.messages import text


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_the_example_cell_is_one_a_board_shows(language):
    board = Board()
    first = parse_place(board, "R5 B9", None, "across")
    board.place((p.cell, p.tile) for p in first)
    with pytest.raises(NotationError) as missing_cell:
        parse_place(board, "R5", None, None)
    with speaking(language):
        said = user_message(missing_cell.value)
        assert "F7" not in said and "Z26" in said
        assert "F7" not in text("notation.bad_cell", text="Q")


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_help_tells_the_hosts_rule_for_calling_a_game_off(language):
    with speaking(language):
        body = text("help.body")
    assert "(host or Manage Server)" not in body and "(anfitrión o Gestionar servidor)" not in body
    assert "(hôte ou Gérer le serveur)" not in body
