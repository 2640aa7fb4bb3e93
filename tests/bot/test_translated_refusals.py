"""The engine's refusals through Discord (SimCord), in the language each user chose.

An illegal /place is refused privately with what is wrong, in the user's language (the engine
gives a code and its parameters; the catalogue words them). English users read exactly the
engine's own sentences, as before.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.words.messages import text

from .helpers import best_move, place_options, stored_game
from .test_main_game import two_player_game


def same_colour_pair(rack: list[Any]) -> tuple[Any, Any]:
    """Two rack tiles of one colour: eight tiles in six colours always hold such a pair."""
    colour = next(c for c, n in Counter(t.colour for t in rack).items() if n > 1)
    a, b = [t for t in rack if t.colour is colour][:2]
    return a, b


def missing_tile(rack: list[Any]) -> str:
    return next(
        f"{c}{v}" for c in "ROYGBP" for v in range(1, 9) if not any(str(t) == f"{c}{v}" for t in rack)
    )


async def players_in(env: Any, language: str | None) -> tuple[Any, dict[int, Any]]:
    """A two-player game; both players chose `language` in /sumoku prefs (None: Discord's English)."""
    _, channel, players = await two_player_game(env)
    if language is not None:
        for p in players.values():
            saved = await p.slash(channel, "sumoku prefs", language=language)
            assert saved.response.ephemeral
    return channel, players


async def refused(player: Any, channel: Any, **options: str) -> str:
    r = await player.slash(channel, "place", **options)
    assert r.ephemeral, r.response
    return r.response.content


async def test_a_french_players_illegal_turns_are_refused_in_french(simcord_env: Any) -> None:
    env = simcord_env
    channel, players = await players_in(env, "fr")
    row, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    rack = game.racks[game.current]

    a, b = same_colour_pair(rack)
    colour = text(f"colour.{a.colour.letter}", "fr").lower()
    said = await refused(me, channel, tiles=f"{a} {b}", direction="across")
    assert said == (
        f"Ce coup n'est pas légal : la rangée Z26–AA26 contiendrait plusieurs tuiles de même couleur "
        f"({colour} × 2) ; une couleur ne peut apparaître qu'une fois par ligne."
    )

    missing = missing_tile(rack)
    said = await refused(me, channel, tiles=f"{missing} {rack[0]}", direction="across")
    assert said == f"Ce coup n'est pas légal : Vous n'avez pas la tuile {missing} dans votre main."

    said = await refused(me, channel, tiles="X5")
    assert said.startswith("'X5' n'est pas une tuile : écrivez la lettre d'une couleur")

    said = await refused(me, channel, tiles=str(rack[0]))
    assert "le premier tour doit poser une ligne de 2 à 6 tuiles" in said

    # after a first turn, at: is read
    await me.slash(channel, "place", **place_options(game, best_move(game)))
    row, game = await stored_game(env, channel)
    nxt = players[int(game.current_seat.id)]
    tile = str(game.racks[game.current][0])
    said = await refused(nxt, channel, tiles=tile, at="F??")
    assert said.startswith("'F??' n'est pas une case : écrivez la lettre de sa colonne")
    said = await refused(nxt, channel, tiles=tile, at="G0")
    assert said == "'G0' : les rangées sont numérotées à partir de 1."
    said = await refused(nxt, channel, tiles=tile)
    assert said.startswith("Indiquez avec case: où va la première tuile")
    said = await refused(nxt, channel, tiles=tile, at="A1")
    assert said == (
        f"Ce coup n'est pas légal : {tile} en A1 ne touche rien : au moins une nouvelle tuile doit "
        "toucher une tuile déjà sur la table."
    )
    row2, _ = await stored_game(env, channel)
    assert row2.version == row.version, "a refused move changes nothing"


async def test_a_spanish_players_illegal_turn_is_refused_in_spanish(simcord_env: Any) -> None:
    env = simcord_env
    channel, players = await players_in(env, "es")
    row, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    a, b = same_colour_pair(game.racks[game.current])
    colour = text(f"colour.{a.colour.letter}", "es").lower()
    said = await refused(me, channel, tiles=f"{a} {b}", direction="across")
    assert said == (
        f"Esa jugada no es legal: la fila Z26–AA26 tendría dos fichas de color {colour}; un color solo "
        "puede aparecer una vez en cada línea."
    )


async def test_an_english_player_reads_the_engines_own_sentences(simcord_env: Any) -> None:
    env = simcord_env
    channel, players = await players_in(env, None)
    row, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    rack = game.racks[game.current]

    a, b = same_colour_pair(rack)
    said = await refused(me, channel, tiles=f"{a} {b}", direction="across")
    assert said == (
        f"That turn is not legal: the row Z26–AA26 would hold two {a.colour.name.lower()}s; "
        "a colour may appear only once in a line."
    )
    missing = missing_tile(rack)
    said = await refused(me, channel, tiles=f"{missing} {rack[0]}", direction="across")
    assert said == f"That turn is not legal: You do not have {missing} in your rack."
    said = await refused(me, channel, tiles="X5")
    assert said == "'X5' is not a tile: write a colour letter (R O Y G B P) and a number, like R5."

    await me.slash(channel, "place", **place_options(game, best_move(game)))
    row, game = await stored_game(env, channel)
    nxt = players[int(game.current_seat.id)]
    tile = str(game.racks[game.current][0])
    said = await refused(nxt, channel, tiles=tile, at="F??")
    assert said == (
        "'F??' is not a cell: write its column letter and row number as printed on the board, "
        "like Z26 or AA26."
    )
    said = await refused(nxt, channel, tiles=tile, at="A1")
    assert said == (
        f"That turn is not legal: {tile} at A1 touches nothing: at least one new tile must touch a tile "
        "already on the table."
    )
