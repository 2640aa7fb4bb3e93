"""A user's own display and language (/sumoku prefs) through Discord (SimCord): private views
follow the user's display choice, public posts the server's; the user's language wins for
the answers to them."""

from __future__ import annotations

from typing import Any

from .helpers import reply, stored_game
from .test_main_game import play_current, two_player_game


def is_text_board(message: Any) -> bool:
    return not message.attachments and "```" in message.content


def is_picture(message: Any) -> bool:
    return bool(message.attachments) and message.attachments[0].filename.endswith(".png")


async def test_no_options_shows_the_current_preferences_privately(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    shown = await alice.slash(channel, "sumoku prefs")
    assert shown.ephemeral
    body = shown.response.content
    assert "Your Sumoku preferences" in body and "Saved" not in body
    assert "server default (now pictures)" in body
    assert "your Discord language, else the server's (now English)" in body
    assert "Public posts" in body and "follow the server's setting for everyone: pictures" in body
    prefs = await env.bot.db.settings.user(alice.id)
    assert prefs.text_mode is None and prefs.language is None and prefs.updated_at is None  # nothing stored


async def test_display_text_gives_this_user_text_in_private_views_only(simcord_env: Any) -> None:
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    await play_current(env, channel, players)  # tiles on the table: a text board is a grid
    _, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    other = next(p for p in players.values() if p is not me)

    saved = await me.slash(channel, "sumoku prefs", display="text")
    assert saved.ephemeral
    assert "Saved." in saved.response.content and "**text**" in saved.response.content
    assert (await env.bot.db.settings.user(me.id)).text_mode is True

    private = await me.slash(channel, "board", private=True)
    assert private.ephemeral and is_text_board(reply(private)) and "Key" in reply(private).content
    rack = await me.slash(channel, "rack")
    assert rack.ephemeral and not reply(rack).attachments and "Your rack" in reply(rack).content
    hint = await me.slash(channel, "hint")
    assert hint.ephemeral and "Best turns" in reply(hint).content and not reply(hint).attachments
    # the public board follows the server (pictures), and other players keep their pictures
    public = await me.slash(channel, "board")
    assert not public.ephemeral and is_picture(reply(public))
    theirs = await other.slash(channel, "board", private=True)
    assert theirs.ephemeral and is_picture(reply(theirs))

    back = await me.slash(channel, "sumoku prefs", display="server")
    assert back.ephemeral and "server default (now pictures)" in back.response.content
    assert (await env.bot.db.settings.user(me.id)).text_mode is None
    again = await me.slash(channel, "board", private=True)
    assert again.ephemeral and is_picture(reply(again))


async def test_a_user_may_keep_pictures_on_a_text_server(simcord_env: Any) -> None:
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    await play_current(env, channel, players)
    await env.bot.db.settings.set_guild(guild.id, text_mode=True)
    _, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    shown = await me.slash(channel, "sumoku prefs")
    assert "server default (now text)" in shown.response.content
    await me.slash(channel, "sumoku prefs", display="picture")
    private = await me.slash(channel, "board", private=True)
    assert is_picture(reply(private))
    public = await me.slash(channel, "board")
    assert not public.ephemeral and is_text_board(reply(public))
    # the "Board" and "Show my rack" buttons answer privately, so they follow the user too
    rack = await me.click(reply(public), label="Show my rack")
    assert rack.ephemeral and is_picture(reply(rack))


async def test_the_chosen_language_wins_over_discords(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))  # her Discord app is in English (en-US)
    saved = await alice.slash(channel, "sumoku prefs", language="fr")
    assert saved.ephemeral
    body = saved.response.content
    assert "Enregistré." in body and "Vos préférences Sumoku" in body and "**Français**" in body
    assert "réglage du serveur (actuellement images)" in body
    # a refusal (from the one error handler) is in French too
    refused = await alice.slash(channel, "board")
    assert refused.ephemeral and "Aucune partie de Sumoku dans ce salon" in reply(refused).content
    # Spanish for another user, English for everyone else
    bob = guild.add_member(env.create_user("bob"))
    await bob.slash(channel, "sumoku prefs", language="es")
    assert "No hay ninguna partida" in reply(await bob.slash(channel, "rack")).content
    carol = guild.add_member(env.create_user("carol"))
    assert "There is no Sumoku game" in reply(await carol.slash(channel, "rack")).content
    # the no-option view in French, then back to the server default
    shown = await alice.slash(channel, "sumoku prefs")
    assert shown.ephemeral and "Vos préférences" in shown.response.content
    assert "Enregistré" not in shown.response.content
    back = await alice.slash(channel, "sumoku prefs", language="server")
    assert (
        "Saved." in back.response.content
        and "your Discord language, else the server's (now English)" in back.response.content
    )
    assert "There is no Sumoku game" in reply(await alice.slash(channel, "board")).content


async def test_preferences_are_per_user_and_survive_a_restart(simcord_env: Any, db_path: Any) -> None:
    from .conftest import make_bot

    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "sumoku prefs", display="text", language="es")
    await env.restart_bot(make_bot(db_path))
    shown = await alice.slash(channel, "sumoku prefs")
    assert "**texto**" in shown.response.content and "**Español**" in shown.response.content


async def test_spot_answers_a_player_in_their_language(simcord_env: Any) -> None:
    from .test_spot import arena, running, start, tableau_message, wrong

    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await bob.slash(channel, "sumoku prefs", language="fr")
    nothing = await bob.slash(channel, "spot stop")
    assert nothing.ephemeral and "Aucune course de Spot" in nothing.response.content
    await start(alice, channel)
    _, game = await running(env, channel)
    answer = await bob.select(tableau_message(channel), wrong(game))
    assert answer.ephemeral and "n'est pas une annonce correcte" in answer.response.content
    # the tiles stay public and in the server's display: a picture, whatever bob chose
    await bob.slash(channel, "sumoku prefs", display="text")
    await bob.slash(channel, "spot show")
    assert tableau_message(channel).attachments
