"""Pictures and text forms through Discord (SimCord): the words drawn in a picture, its alt text
and the text form of a rack or board follow the reader's language in private views and stay
English in public posts; the picture cache never serves one language's picture to another."""

from __future__ import annotations

from typing import Any

from .helpers import best_move, place_options, reply, stored_game
from .test_main_game import play_current, two_player_game


def alt(message: Any) -> str:
    (attachment,) = message.attachments
    return attachment.description or ""


async def french_player_after_a_turn(env: Any) -> tuple[Any, Any, Any]:
    """A game with tiles on the table whose player to move chose French; (channel, me, other)."""
    _, channel, players = await two_player_game(env)
    await play_current(env, channel, players)
    _, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    other = next(p for p in players.values() if p is not me)
    saved = await me.slash(channel, "sumoku prefs", language="fr")
    assert "Enregistré." in saved.response.content
    return channel, me, other


async def test_a_french_player_sees_french_pictures_and_the_channel_english_ones(simcord_env: Any) -> None:
    env = simcord_env
    channel, me, _ = await french_player_after_a_turn(env)

    rack = await me.slash(channel, "rack")
    assert rack.ephemeral
    assert alt(reply(rack)).startswith("Votre main : une main de Sumoku de ")
    _, game = await stored_game(env, channel)
    held = len(game.racks[game.current])  # 8, or 2 after a line of six (a bonus turn: no refill yet)
    assert f"{held} tuiles : " in alt(reply(rack)) and "tiles" not in alt(reply(rack))

    private = await me.slash(channel, "board", private=True)
    assert private.ephemeral
    board_alt = alt(reply(private))
    assert board_alt.startswith("Le plateau de Sumoku avec ") and "tuiles dans le sac" in board_alt
    assert "le dernier tour (entouré) a posé" in board_alt and "in the bag" not in board_alt

    hint = await me.slash(channel, "hint")
    assert hint.ephemeral and "le tour proposé" in alt(reply(hint))

    # the turn itself: the public post's board speaks English
    _, game = await stored_game(env, channel)
    played = await me.slash(channel, "place", **place_options(game, best_move(game)))
    assert not played.ephemeral
    public_alt = alt(reply(played))
    assert public_alt.startswith("The Sumoku board with ") and "tiles in the bag" in public_alt
    assert "tuile" not in public_alt
    # and so does its report: the whole channel reads it, whoever played
    assert " placed `" in reply(played).content and " a posé " not in reply(played).content

    public = await me.slash(channel, "board")  # a public /board too, header included
    assert not public.ephemeral and alt(reply(public)).startswith("The Sumoku board with ")
    assert reply(public).content.startswith("Key ") and "Clé" not in reply(public).content


async def test_a_french_player_in_text_mode_reads_a_french_rack_and_board(simcord_env: Any) -> None:
    env = simcord_env
    channel, me, other = await french_player_after_a_turn(env)
    await me.slash(channel, "sumoku prefs", display="text")

    rack = reply(await me.slash(channel, "rack"))
    assert not rack.attachments and "tuiles, total " in rack.content and "tiles, total" not in rack.content

    board = reply(await me.slash(channel, "board", private=True))
    assert not board.attachments and "dans le sac" in board.content and "▶ " in board.content
    assert "`»` dernier tour" in board.content and "in the bag" not in board.content

    await other.slash(channel, "sumoku prefs", display="text")  # an English reader, same view
    theirs = reply(await other.slash(channel, "rack"))
    assert "tiles, total " in theirs.content and "tuiles" not in theirs.content


async def test_the_picture_cache_never_mixes_languages(simcord_env: Any) -> None:
    env = simcord_env
    channel, me, other = await french_player_after_a_turn(env)
    row, _ = await stored_game(env, channel)
    cache = env.bot.delivery.pictures

    english = alt(reply(await other.slash(channel, "board", private=True)))
    french = alt(reply(await me.slash(channel, "board", private=True)))
    english_again = alt(reply(await other.slash(channel, "board", private=True)))
    french_again = alt(reply(await me.slash(channel, "board", private=True)))

    assert english.startswith("The Sumoku board with ") and english_again == english
    assert french.startswith("Le plateau de Sumoku avec ") and french_again == french
    assert (row.id, row.version, "board", "en") in cache
    assert (row.id, row.version, "board", "fr") in cache
    # each language was drawn once for this version, then served from the cache
    public = alt(reply(await me.slash(channel, "board")))
    assert public == english
