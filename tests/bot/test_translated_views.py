"""Buttons and menus through Discord (SimCord): their labels come from the message catalogue.

Views only one user sees (the rack view, guided placement) speak that user's language;
public ones (the lobby, board posts, the Spot tableau) read the same, English, for everyone.
A label never changes a custom_id, so buttons on old messages keep working after a restart.
"""

from __future__ import annotations

import re
from typing import Any

from simcord.components import walk_components

from bot.app.budget import MESSAGE_WINDOW_S
from bot.app.lobby import LobbyButton
from bot.engine.tiles import full_set
from bot.words.language import speaking
from bot.words.messages import text
from cogs.main.components import ConfirmButton, GameButton, PositionPicker, TilePicker

from .conftest import make_bot
from .helpers import best_move, reply, stored_game
from .test_main_game import open_game, two_player_game

BUTTON, SELECT = 2, 3
FRENCH_COLOURS = {"Rouge", "Orange", "Jaune", "Vert", "Bleu", "Violet"}


def components(message: Any, kind: int | None = None) -> list[dict[str, Any]]:
    """The message's components as Discord's wire dicts (a ResponseMessage or a discord.Message)."""
    roots = message.components
    if roots and not isinstance(roots[0], dict):
        roots = [c.to_dict() for c in roots]
    return [c for c in walk_components(roots) if kind is None or c.get("type") == kind]


def labels(message: Any) -> list[str]:
    return [c.get("label", "") for c in components(message, BUTTON)]


def selects(message: Any) -> list[dict[str, Any]]:
    return components(message, SELECT)


def tile_indexes(game: Any) -> list[str]:
    """The rack indexes of the engine's best turn, as the tile picker's values."""
    rack = list(game.racks[game.current])
    chosen: list[str] = []
    for p in best_move(game):
        chosen.append(
            str(next(i for i, t in enumerate(rack) if t == p.tile.in_hand and str(i) not in chosen))
        )
    return chosen


async def french_player_to_move(env: Any) -> tuple[Any, Any, Any, Any]:
    """A two-player game whose player to move chose French in /sumoku prefs."""
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    saved = await me.slash(channel, "sumoku prefs", language="fr")
    assert "Enregistré." in saved.response.content
    return channel, me, row, game


async def test_a_french_players_rack_and_guided_placement_are_in_french(simcord_env: Any) -> None:
    env = simcord_env
    channel, me, row, game = await french_player_to_move(env)
    public_board = channel.last_message

    rack = await me.slash(channel, "rack")
    assert rack.ephemeral and "Votre main" in reply(rack).content
    assert labels(reply(rack)) == ["Poser", "Indice", "Passer"]

    shown = await me.click(reply(rack), label="Poser")
    assert shown.ephemeral and "Choisissez les tuiles à poser, puis où." in shown.response.content
    picker = shown.response.message
    (tiles,) = selects(picker)
    assert tiles["placeholder"] == "Choisissez les tuiles à poser"
    assert {o["description"] for o in tiles["options"]} <= FRENCH_COLOURS
    assert tiles["options"][0]["label"].startswith("1: ")  # tiles keep their notation

    positions = await me.select(picker, tile_indexes(game))
    edited = positions.response or reply(positions)
    assert (
        edited.ephemeral and re.search(r"\d+ places? pour", edited.content) and "Confirmer" in edited.content
    )
    # a place that plays a 6 as a 9 (RULES R2) says so, not only `P9`
    shown = re.search(r"Aperçu : `([^`]*)`", edited.content)
    nines = re.findall(r"[ROYGBP]9", shown.group(1) if shown else "")
    assert all(f"Votre `{n[0]}6` est posé ici comme un 9 (`{n}`)" in edited.content for n in nines)
    tiles_menu, where = selects(edited)
    assert tiles_menu["placeholder"] == "Choisissez les tuiles à poser"
    assert where["placeholder"] == "Choisissez l'endroit"
    assert all(" points" in o["label"] for o in where["options"])
    assert labels(edited) == ["Confirmer"]

    confirmed = await me.click(picker, label="Confirmer")
    assert confirmed.response.content == "Posées."
    row2, _ = await stored_game(env, channel)
    assert row2.version == row.version + 1

    # the public board posts keep their English buttons, before and after the French turn
    for post in (public_board, channel.last_message):
        assert not post.flags.ephemeral
        assert labels(post)[:2] == ["Show my rack", "Place"]


async def test_the_public_place_button_opens_a_private_picker_in_the_users_language(
    simcord_env: Any,
) -> None:
    env = simcord_env
    channel, me, _, game = await french_player_to_move(env)
    shown = await me.click(channel.last_message, label="Place")  # English: the post is public
    assert shown.ephemeral
    (tiles,) = selects(shown.response.message)
    assert tiles["placeholder"] == "Choisissez les tuiles à poser"
    rack = await me.click(channel.last_message, label="Show my rack")
    assert rack.ephemeral and labels(reply(rack)) == ["Poser", "Indice", "Passer"]


async def test_an_english_player_keeps_english_labels(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, players = await two_player_game(env)
    _, game = await stored_game(env, channel)
    me = players[int(game.current_seat.id)]
    rack = await me.slash(channel, "rack")
    assert labels(reply(rack)) == ["Place", "Hint", "Pass"]
    shown = await me.click(reply(rack), label="Place")
    picker = shown.response.message
    assert selects(picker)[0]["placeholder"] == "Pick the tiles to place"
    assert {o["description"] for o in selects(picker)[0]["options"]} <= {
        "Red",
        "Orange",
        "Yellow",
        "Green",
        "Blue",
        "Purple",
    }
    positions = await me.select(picker, tile_indexes(game))
    edited = positions.response or reply(positions)
    assert selects(edited)[1]["placeholder"] == "Choose where" and labels(edited) == ["Confirm"]


async def test_the_public_lobby_stays_english_for_a_french_host_and_joiner(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await alice.slash(channel, "sumoku prefs", language="fr")
    await bob.slash(channel, "sumoku prefs", language="es")
    lobby = await open_game(env, alice, channel, computers=1, level="hard")
    english = ["Join", "Leave", "Add computer player", "Start", "Cancel"]
    assert labels(lobby) == english
    assert "Press **Join**" in lobby.content and "Ada (hard)" in lobby.content
    joined = await bob.click(lobby, label="Join")
    # the answer to bob is private and in Spanish; the public button keeps its English name
    assert joined.followups[0].ephemeral and "pulse Start" in joined.followups[0].content
    assert labels(channel.last_message) == english
    started = await alice.click(lobby, label="Start")
    assert started.response is None or not started.response.ephemeral
    await env.advance_time(MESSAGE_WINDOW_S)  # the lobby's last edit ("the game begins") is coalesced
    first = channel.history()[0]
    assert first.content.startswith(f"**{text('start.title')}**") and "Options" not in first.content


async def test_buttons_on_old_messages_still_work_after_a_restart(simcord_env: Any, db_path: Any) -> None:
    env = simcord_env
    channel, me, _, game = await french_player_to_move(env)
    rack = await me.slash(channel, "rack")  # a private French view from before the restart
    old_board = channel.last_message
    await env.restart_bot(make_bot(db_path))

    shown = await me.click(reply(rack), label="Poser")
    assert shown.ephemeral
    picker = shown.response.message
    assert selects(picker)[0]["placeholder"] == "Choisissez les tuiles à poser"
    again = await me.click(old_board, label="Show my rack")
    assert again.ephemeral and labels(reply(again)) == ["Poser", "Indice", "Passer"]

    await env.restart_bot(make_bot(db_path))  # a picker shown before a restart still plays
    positions = await me.select(picker, tile_indexes(game))
    edited = positions.response or reply(positions)
    assert selects(edited)[1]["placeholder"] == "Choisissez l'endroit"
    confirmed = await me.click(picker, label="Confirmer")
    assert confirmed.response.content == "Posées."


def test_labels_never_change_a_custom_id() -> None:
    """The DynamicItem templates are what old messages carry: the language must not touch them."""
    rack = full_set()[::16]  # one tile of every colour
    for language in ("en", "fr", "es"):
        with speaking(language):  # as the reader's language (or a public post's) is carried
            items: list[Any] = []
            for action in ("join", "leave", "cpu", "start", "cancel"):
                lobby = LobbyButton("sumoku", action, 7)
                assert lobby.item.custom_id == f"sumoku:lobby:{action}:7"
                assert lobby.item.label == text(f"button.{action}", language)
                items.append(lobby)
            for action in ("rack", "guide", "hint", "pass", "board"):
                button = GameButton(action, 7)
                assert button.item.custom_id == f"sumoku:{action}:7"
                assert button.item.label == text(f"button.{action}", language)
                items.append(button)
            picker = TilePicker(7, 3, rack)
            assert picker.item.custom_id == "sumoku:tiles:7:3"
            assert picker.item.placeholder == text("guide.tiles_placeholder", language)
            colours = [text(f"colour.{c}", language) for c in "ROYGBP"]
            assert [o.description for o in picker.item.options] == colours
            where = PositionPicker(7, 3, "0.2", None)
            assert where.item.custom_id == "sumoku:pos:7:3:0.2"
            assert where.item.placeholder == text("guide.where_placeholder", language)
            ok = ConfirmButton(7, 3, "0.2", 4)
            assert ok.item.custom_id == "sumoku:ok:7:3:0.2:4"
            assert ok.item.label == text("button.confirm", language)
        for item in (*items, picker, where, ok):
            assert type(item).__discord_ui_compiled_template__.fullmatch(item.item.custom_id)
    assert text("button.guide", "fr") == "Poser" and text("button.confirm", "es") == "Confirmar"


async def test_rules_status_and_illegal_turns_answer_in_the_users_language(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice, bob, carol = (guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol"))
    await alice.slash(channel, "sumoku prefs", language="fr")
    rules = await alice.slash(channel, "rules")
    assert rules.ephemeral and "la **clé** de toute la partie" in rules.response.content
    spot_rules = await bob.slash(channel, "rules", variant="spot")
    assert spot_rules.ephemeral and spot_rules.response.content == text("rules.spot")

    lobby = await open_game(env, alice, channel)
    await bob.click(lobby, label="Join")
    await carol.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    await carol.slash(channel, "sumoku resign")
    mine = await alice.slash(channel, "sumoku status")
    assert mine.ephemeral and "carol 0 (a quitté la partie)" in mine.response.content
    theirs = await bob.slash(channel, "sumoku status")
    assert "carol 0 (left)" in theirs.response.content

    _, game = await stored_game(env, channel)
    current = alice if game.current_seat.id == str(alice.id) else bob
    await current.slash(channel, "sumoku prefs", language="fr")
    lone = await current.slash(channel, "place", tiles=str(game.racks[game.current][0]))
    # a lone tile cannot open the game: the glue's words in French, the engine's reason in English
    assert lone.ephemeral and reply(lone).content.startswith("Ce coup n'est pas légal : ")
