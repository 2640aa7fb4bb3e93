"""A server's stored language (`/sumoku-admin settings language:`) through SimCord: the channel's
posts (lobby, turns, board picture, reminders, Spot tableau) are in it, a player's private answers
stay in their own language, and it is the fallback of a player whose Discord language the bot
does not speak.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.app.budget import MESSAGE_WINDOW_S
from bot.words.messages import text

from .helpers import best_move, place_options, public_texts, reply, stored_game
from .test_main_game import open_game
from .test_players_languages import said
from .test_translated_views import components


async def french_server(env: Any) -> tuple[Any, Any, Any]:
    """A server whose manager set its language to French; returns (guild, channel, manager)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("jeu")
    admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    owner = guild.add_member(env.create_user("owner"), roles=[admins])
    saved = await owner.slash(channel, "sumoku-admin settings", language="fr")
    assert saved.ephemeral and text("settings.language", "en", language="Français") in saved.response.content
    assert (await env.bot.db.settings.guild(guild.id)).language == "fr"
    return guild, channel, owner


def alt_texts(channel: Any) -> list[str]:
    """The descriptions of every public picture in the channel (what the picture says, in words)."""
    return [a.description or "" for m in channel.history() if not m.flags.ephemeral for a in m.attachments]


async def test_a_french_server_reads_french_posts_while_a_spanish_player_reads_spanish_answers(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    env = simcord_env
    guild, channel, _ = await french_server(env)
    ana = guild.add_member(env.create_user("ana"))
    bob = guild.add_member(env.create_user("bob"))  # Discord in English: he chose nothing
    discord_locales[ana.id] = "es-ES"

    lobby = await open_game(env, ana, channel, computers=1, level="easy")
    assert lobby.content.startswith(f"**{text('lobby.title', 'fr')}**")
    assert text("level.easy", "fr") in lobby.content  # the computer's name too, stored with its seat
    labels = [c.get("label") for c in components(lobby)]
    assert text("button.join", "fr") in labels and text("button.join", "en") not in labels
    joined = await bob.click(lobby, label=text("button.join", "fr"))
    assert said(joined) == text("lobby.joined", "en")  # his own answer: his Discord language
    await ana.click(lobby, label=text("button.start", "fr"))

    for _ in range(2):
        _, game = await stored_game(env, channel)
        if game.finished:
            break
        mover = (
            {ana.id: ana, bob.id: bob}.get(int(game.current_seat.id))
            if game.current_seat.id.isdigit()
            else None
        )
        assert mover is not None  # the computer answered on its own
        if mover is ana:
            rack = said(await ana.slash(channel, "rack"))
            assert rack.startswith(text("rack.title", "es"))  # private: Spanish
            wrong = said(await ana.slash(channel, "place", tiles="R5 X7"))
            assert wrong == text("notation.bad_tile", "es", text="'X7'")
        move = best_move(game)
        await (
            mover.slash(channel, "place", **place_options(game, move))
            if move
            else mover.slash(channel, "pass")
        )

    await env.advance_time(MESSAGE_WINDOW_S)  # the lobby's last edit ("the game starts") is coalesced
    posts = "\n".join(public_texts(channel))
    assert text("start.title", "fr") in posts
    assert " a posé " in posts and " placed " not in posts and "ha colocado" not in posts
    pictures = alt_texts(channel)
    assert pictures and all("plateau" in alt.lower() or "Sumoku" in alt for alt in pictures)
    assert not any("The Sumoku board" in alt for alt in pictures)
    assert any(text("render.alt_key", "fr", key=game.key).lower() in alt.lower() for alt in pictures)
    shown = await ana.slash(channel, "board")  # a board shown to the channel: French too
    assert not reply(shown).flags.ephemeral
    assert text("render.alt_key", "fr", key=game.key) in reply(shown).attachments[0].description


async def test_the_server_language_is_the_fallback_of_a_player_whose_discord_language_is_not_spoken(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    env = simcord_env
    guild, channel, _ = await french_server(env)
    hans = guild.add_member(env.create_user("hans"))
    discord_locales[hans.id] = "de"  # the bot speaks no German
    assert said(await hans.slash(channel, "rack")) == text("game.none", "fr")
    await hans.slash(channel, "sumoku prefs", language="es")  # his own choice wins over the server's
    assert said(await hans.slash(channel, "rack")) == text("game.none", "es")


async def test_spot_and_reminders_follow_the_server_language_and_an_unset_server_reads_english(
    simcord_env: Any,
) -> None:
    env = simcord_env
    guild, channel, owner = await french_server(env)
    started = await owner.slash(channel, "spot start")
    assert not started.ephemeral
    tableau = reply(started)
    assert (
        "manche" in tableau.content
        and text("spot.instructions", "en", rule="", chat="")[:12] not in tableau.content
    )
    (menu,) = [c for c in components(tableau) if "placeholder" in c]
    assert menu["placeholder"] == text("spot.pick", "fr")
    # a reminder (a timer's post, made with no interaction at all) in a French server's game
    other = guild.create_text_channel("jeu-2")
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, owner, other, turn_limit=2)
    await bob.click(lobby, label=text("button.join", "fr"))
    await owner.click(lobby, label=text("button.start", "fr"))
    await env.advance_time(61)
    assert any(" la moitié du temps " in p for p in public_texts(other))

    # a server that never chose reads English
    plain = env.create_guild()
    room = plain.create_text_channel("play")
    carol = plain.add_member(env.create_user("carol"))
    english = await open_game(env, carol, room)
    assert english.content.startswith(f"**{text('lobby.title', 'en')}**")
