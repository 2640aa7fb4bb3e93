"""The guided Place flow's words (bot/present/guided.py): a 6 the flow plays as a 9 is said so, and
the main game's preview says it as Speed's and Solo's do."""

from __future__ import annotations

from bot.engine.main_events import Seat
from bot.engine.main_game import MainGame
from bot.engine.movegen import legal_turns
from bot.engine.tiles import NINE
from bot.present import guided
from bot.present.private import guided_preview, position_label
from bot.words.language import speaking

from ..bot.helpers import GUIDED_OPTION, GUIDED_PREVIEW


def test_a_six_played_as_nine_is_said_so_in_every_language() -> None:
    from bot.engine.notation import parse_tile

    six, nine, red = parse_tile("P6"), parse_tile("P9"), parse_tile("R3")
    for language, said in (("en", "Your `P6` goes down as a 9 here (`P9`)"),
                           ("es", "Tu `P6` se coloca aquí como un 9 (`P9`)"),
                           ("fr", "Votre `P6` est posé ici comme un 9 (`P9`)")):  # fmt: skip
        with speaking(language):
            turned = guided.preview(2, [six, red], [nine, red], "P9 R3", "")
            kept = guided.preview(2, [six, red], [six, red], "P6 R3", "")
        assert said in turned and "9" not in kept.replace("P6 R3", ""), (language, turned, kept)


def test_the_main_games_preview_names_a_turned_six_where_the_place_turns_one() -> None:
    for seed in range(50):  # the first deal with a place that plays a 6 as 9 (most have one)
        game, _ = MainGame.new([Seat("a", "ann"), Seat("b", "bob")], seed)
        turns = legal_turns(game.board, game.racks[game.current], game.key)
        nines = [i for i, t in enumerate(turns) if any(p.tile.value == NINE for p in t.placements)]
        turned = nines[0] if nines else None
        if turned is not None:
            break
    assert turned is not None
    chosen = sorted({p.tile.in_hand for p in turns[turned].placements}, key=str)
    post = guided_preview(game, chosen, turns, turned)
    assert GUIDED_PREVIEW.match(post.content) and "goes down as a 9 here" in post.content, post.content
    assert GUIDED_OPTION.match(position_label(game, turns[turned]))
