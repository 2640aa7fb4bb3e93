"""More of the main game through Discord: guided placement, autocomplete, lobby life, settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord

from bot.engine.main_game import MainGame
from bot.storage.replay import state_with_history
from bot.words.messages import text

from .helpers import GUIDED_OPTION, GUIDED_PREVIEW, best_move, place_options, public_texts, reply, stored_game
from .test_main_game import open_game, two_player_game

REPO = Path(__file__).resolve().parents[2]


async def test_guided_placement_needs_no_typing(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    board_message = channel.last_message
    shown = await current.click(board_message, label="Place")
    assert shown.ephemeral
    picker = shown.response.message
    move = best_move(game)
    rack = list(game.racks[game.current])
    indexes = []
    for p in move:
        i = next(i for i, t in enumerate(rack) if t == p.tile.in_hand and str(i) not in indexes)
        indexes.append(str(i))
    positions = await current.select(picker, indexes)
    edited = positions.response or reply(positions)
    assert edited.ephemeral and GUIDED_PREVIEW.match(edited.content) and edited.attachments  # and its picture
    options = [
        o["label"] for row in edited.components for c in row["components"] for o in c.get("options", ())
    ]
    assert options and all(GUIDED_OPTION.match(o) for o in options if " — " in o), options
    confirmed = await current.click(picker, label="Confirm")
    assert confirmed.response.content == text("place.done")
    row2, game2 = await stored_game(env, channel)
    assert row2.version == row.version + 1
    assert game2.scores[game.current] > 0
    # the same Confirm again is stale: nothing is applied twice
    again = await current.click(picker, label="Confirm") if _has_button(picker, "Confirm") else None
    row3, _ = await stored_game(env, channel)
    assert row3.version == row2.version
    if again is not None:
        assert again.ephemeral


def _has_button(message, label):
    try:
        return any(c.label == label for row in message.components for c in row.children)
    except AttributeError:
        return False


async def test_tiles_autocomplete_offers_the_rack(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    rack = game.racks[game.current]
    choices = await current.autocomplete(channel, "place", "tiles", "")
    offered = {c["value"] for c in choices}
    assert {str(t) for t in rack} <= offered
    first = str(rack[0])
    choices = await current.autocomplete(channel, "place", "tiles", f"{first} ")
    assert all(c["value"].startswith(first + " ") for c in choices) and choices
    carol = guild.add_member(env.create_user("carol"))
    assert await carol.autocomplete(channel, "place", "tiles", "") == []


async def test_lobby_rules(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel, max_players=2)
    second = await bob.slash(channel, "sumoku new")
    assert second.ephemeral and "already a Sumoku game in this channel" in second.response.content
    early = await alice.click(lobby, label="Start")
    assert early.ephemeral and "at least 2 players" in early.response.content
    not_host = await bob.click(lobby, label="Add computer player")
    assert not_host.ephemeral and "Only the host" in not_host.response.content
    await bob.click(lobby, label="Join")
    carol = guild.add_member(env.create_user("carol"))
    full = await carol.click(lobby, label="Join")
    assert full.ephemeral and "full" in full.response.content
    left = await bob.click(lobby, label="Leave")
    assert left.followups[0].ephemeral
    cancelled = await alice.click(lobby, label="Cancel")
    assert "cancelled" in cancelled.response.content
    again = await bob.slash(channel, "sumoku new")
    assert not again.ephemeral


async def test_lobby_expires(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel)
    await env.advance_time(31 * 60)
    assert "expired" in channel.history()[0].content or "expired" in "\n".join(public_texts(channel))
    row = await env.bot.db.games.find(int(lobby.components[0].children[0].custom_id.split(":")[-1]))
    assert row.status == "cancelled"


async def test_resign_ends_a_two_player_game_and_cancel_needs_the_host(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    alice, bob = players.values()
    refused = await bob.slash(channel, "sumoku cancel")
    assert refused.ephemeral and "Only the host" in refused.response.content
    r = await bob.slash(channel, "sumoku resign")
    assert "resigned" in reply(r).content and "Game over" in reply(r).content
    row = await env.bot.db.games.find((await env.bot.db.games.of_user(alice.id, open_only=False))[0].id)
    assert row.status == "finished"
    final = MainGame.from_dict(await state_with_history(env.bot.db, row.id))
    assert final.result.winners == (final.seat_of(str(alice.id)),)


async def test_hint_status_board_and_pass(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    hint = await current.slash(channel, "hint")
    assert hint.ephemeral and "Best turns" in reply(hint).content and reply(hint).attachments
    status = await current.slash(channel, "sumoku status")
    assert status.ephemeral and f"Key {game.key}" in status.response.content
    private = await current.slash(channel, "board", private=True)
    assert private.ephemeral and reply(private).attachments
    passed = await current.slash(channel, "pass")
    assert "passed" in reply(passed).content
    row2, game2 = await stored_game(env, channel)
    assert game2.current != game.current


async def test_hints_can_be_turned_off(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, hints=False)
    await alice.click(lobby, label="Start")
    r = await alice.slash(channel, "hint")
    assert r.ephemeral and "turned off" in r.response.content


async def test_text_mode_setting_gives_text_boards(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    owner = guild.add_member(
        env.create_user("owner"),
        roles=[guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))],
    )
    saved = await owner.slash(channel, "sumoku settings", board="text")
    assert saved.ephemeral and "text" in saved.response.content
    bob = guild.add_member(env.create_user("bob"))
    refused = await bob.slash(channel, "sumoku settings", board="picture")
    assert refused.ephemeral and "Manage Server" in refused.response.content
    lobby = await open_game(env, owner, channel)
    await bob.click(lobby, label="Join")
    await owner.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    players = {owner.id: owner, bob.id: bob}
    current = players[int(game.current_seat.id)]
    r = await current.slash(channel, "place", **place_options(game, best_move(game)))
    assert not reply(r).attachments and "```" in reply(r).content


async def test_sync_is_for_the_owner_only(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    bob = guild.add_member(env.create_user("bob"))
    r = await bob.slash(channel, "sumoku-sync")
    assert r.ephemeral and "owner" in r.response.content


def test_start_without_a_token_explains_in_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"} | {
        "SUMOKU_DB": str(tmp_path / "x.db")
    }
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=REPO, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 3
    assert done.stderr.strip().count("\n") == 0 and "DISCORD_TOKEN" in done.stderr
    env["DISCORD_TOKEN"] = "not-a-token"
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=REPO, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 3 and "does not look like a bot token" in done.stderr


async def test_forget_me_resigns_and_anonymises(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    alice, bob = players.values()
    ask = await bob.slash(channel, "forget-me")
    assert ask.ephemeral and "confirm" in ask.response.content
    done = await bob.slash(channel, "forget-me", confirm=True)
    assert done.ephemeral and "left 1 running game" in reply(done).content
    assert "resigned" in "\n".join(public_texts(channel))
    games = await env.bot.db.games.of_user(alice.id, open_only=False)
    final = await env.bot.db.games.get(games[0].id)
    assert final.status == "finished"
    assert all(r.user_id != bob.id for r in await env.bot.db.results.for_game(final.id))
