"""Two players whose Discord apps are in Spanish (es-ES) and French (fr) play part of a game through
SimCord: every private reply is in the reader's own language, every public post stays English.

SimCord sends every interaction with `locale: en-US` and has no setting for an actor's locale, so
`discord_locales` sets the `locale` field of the interaction payload SimCord builds, per user: the
real discord.py then reads it as Discord's would (Interaction.locale).
"""

from __future__ import annotations

from typing import Any

from bot.words.messages import text

from .helpers import best_move, place_options, public_texts, reply, stored_game
from .test_main_game import open_game


def said(result: Any) -> str:
    """What a private reply says: its text and the descriptions (alt text) of its pictures."""
    message = reply(result)
    assert message.flags.ephemeral, message.content
    return message.content + " ".join(a.description or "" for a in message.attachments)


async def test_a_spanish_and_a_french_player_read_their_private_replies_in_their_language(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    ana = guild.add_member(env.create_user("ana"))
    luc = guild.add_member(env.create_user("luc"))
    discord_locales.update({ana.id: "es-ES", luc.id: "fr"})
    lang = {ana.id: "es", luc.id: "fr"}

    lobby = await open_game(env, ana, channel)
    joined = await luc.click(lobby, label=text("button.join", "en"))  # the lobby is public: English
    assert said(joined) == text("lobby.joined", "fr")
    again = await luc.click(lobby, label=text("button.join", "en"))
    assert said(again) == text("lobby.already_in", "fr")
    await ana.click(lobby, label=text("button.start", "en"))
    players = {ana.id: ana, luc.id: luc}

    for _ in range(2):  # two turns: each player is once the one to move, once the one waiting
        _, game = await stored_game(env, channel)
        mover = players[int(game.current_seat.id)]
        waiter = next(p for p in players.values() if p is not mover)
        for p in (mover, waiter):
            rack = said(await p.slash(channel, "rack"))
            assert rack.startswith(text("rack.title", lang[p.id]))
            turn = "rack.your_turn" if p is mover else "rack.waiting"
            assert text(turn, lang[p.id], player=mover.name) in rack
            board = said(await p.slash(channel, "board", private=True))
            assert text("render.alt_key", lang[p.id], key=game.key) in board
            hint = said(await p.slash(channel, "hint"))
            assert hint.startswith(f"**{text('hint.title', lang[p.id])}**")
        early = said(await waiter.slash(channel, "pass"))
        assert early == text("game.not_your_turn", lang[waiter.id], player=mover.name)
        wrong = said(await mover.slash(channel, "place", tiles="R5 X7"))
        assert wrong == text("notation.bad_tile", lang[mover.id], text="'X7'")
        move = best_move(game)
        assert move is not None
        played = await mover.slash(channel, "place", **place_options(game, move))
        assert not reply(played).flags.ephemeral  # the turn itself is public ...
        assert "placed" in reply(played).content  # ... and English
        if (await stored_game(env, channel))[1].in_bonus:  # a line of six (1 first turn in 14): the
            await mover.slash(channel, "pass")  # bonus turn is given up, so the other moves next

    for post in public_texts(channel):  # nothing public slipped into Spanish or French
        assert "ha colocado" not in post and "a posé" not in post


async def test_a_computers_turns_after_a_spanish_players_action_stay_english(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    """The computer plays in a task started while answering a Spanish player: the reader's language
    must not travel with it into the public posts."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    ana = guild.add_member(env.create_user("ana"))
    discord_locales[ana.id] = "es-ES"
    lobby = await open_game(env, ana, channel, computers=1)
    await ana.click(lobby, label=text("button.start", "en"))
    for _ in range(2):
        _, game = await stored_game(env, channel)
        if game.finished:
            break
        assert not game.current_seat.is_computer  # the computer has answered on its own
        move = best_move(game)
        await (
            ana.slash(channel, "place", **place_options(game, move)) if move else ana.slash(channel, "pass")
        )
    posts = "\n".join(public_texts(channel))
    computer_played = [line for line in posts.splitlines() if " placed " in line and "ana" not in line]
    assert computer_played  # the computer's turns were announced, in English ...
    assert "ha colocado" not in posts and "(ordenador)" not in posts  # ... and nothing in Spanish
