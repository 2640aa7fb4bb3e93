"""The main game through Discord: lobby, turns to the end, computers, restarts, refusals, timers."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.app.errors import user_message
from bot.engine.main_game import MainGame
from bot.sessions import Actor
from bot.sessions.actions import PlayCells
from bot.storage.replay import state_with_history

from .conftest import make_bot
from .helpers import best_move, place_options, public_texts, reply, stored_game


async def open_game(env, host, channel, **options):
    result = await host.slash(channel, "sumoku new", **options)
    assert not result.ephemeral, result.response
    return result.response.message


async def two_player_game(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel)
    joined = await bob.click(lobby, label="Join")
    assert joined.followups and joined.followups[0].ephemeral
    await alice.click(lobby, label="Start")
    return guild, channel, {alice.id: alice, bob.id: bob}


async def play_current(env, channel, players):
    """The player to move plays the engine's best turn through /place (or passes)."""
    row, game = await stored_game(env, channel)
    actor = players[int(game.current_seat.id)]
    move = best_move(game)
    if move is None:
        return await actor.slash(channel, "pass"), game, None
    return await actor.slash(channel, "place", **place_options(game, move)), game, move


async def test_two_humans_play_a_whole_game(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    assert "the **key is" in "\n".join(public_texts(channel))
    row, game = await stored_game(env, channel)
    game_id = row.id
    moves = 0
    while True:
        row = await env.bot.db.games.get(game_id)
        if row.status != "running":
            break
        result, before, move = await play_current(env, channel, players)
        assert not result.ephemeral, result.followups
        report = reply(result)
        assert report.attachments, "the board picture comes with the report"
        if move is not None:
            assert f"placed `{place_options(before, move)['tiles']}" in report.content
        moves += 1
        assert moves < 200
    assert row.status == "finished"
    assert "history" not in row.state  # a finished game leaves its history to the move log
    final = MainGame.from_dict(await state_with_history(env.bot.db, game_id))
    assert len(final.history) == row.version
    assert final.finished and final.tiles_accounted() == 96
    everything = "\n".join(public_texts(channel))
    assert "Game over" in everything
    assert ("Winner:" in everything) or ("Shared win:" in everything)
    # the end card is a message of its own, and after a ranked game it shows each new rating and its change
    cards = [
        m for m in channel.history() if not m.flags.ephemeral and m.attachments and not m.content
        and (m.attachments[0].description or "").startswith("Game over")
    ]  # fmt: skip
    assert len(cards) == 1 and cards[0].attachments[0].description.count("Rating") == 2
    for player in players.values():
        shown = reply(await player.slash(channel, "stats"))
        assert shown.ephemeral and "Games 1;" in shown.attachments[0].description
    board = await next(iter(players.values())).slash(channel, "leaderboard")
    assert "in 1 game" in board.response.content and "1 games" not in board.response.content  # it counts


# A hard computer's turn runs in a worker process; with both cores of a CI machine busy it has
# taken more than SimCord's default 5 s to settle. This game has no turn clock, so a longer settle
# bound changes nothing else (SimCord runs a bot's sleeps shorter than the bound as real work).
@pytest.mark.simcord(settle_timeout=20)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
async def test_game_against_a_computer_player(simcord_env, level):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level=level)
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    # Whoever started, after the bot settles it is alice's turn: computers move on their own.
    assert not game.current_seat.is_computer
    # alice plays until her turn (with any bonus turns it earns) is over; then the computer
    # answers on its own and the turn comes back to her
    _, before, _ = await play_current(env, channel, {alice.id: alice})
    row, after = await stored_game(env, channel)
    while after.in_bonus and not after.finished:
        await play_current(env, channel, {alice.id: alice})
        row, after = await stored_game(env, channel)
    assert after.finished or not after.current_seat.is_computer
    assert after.turn_number >= before.turn_number + 2 or after.finished
    texts = public_texts(channel)
    assert any(f"Ada ({level})" in t and ("placed" in t or "pass" in t) for t in texts)
    # every turn the computer played was legal: the stored history replays to the stored state
    assert (await env.bot.db.verify_replay(row.id)).ok


async def test_restart_mid_game_keeps_buttons_and_commands(simcord_env, db_path):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    await play_current(env, channel, players)
    board_message = channel.last_message
    row_before, game_before = await stored_game(env, channel)
    await env.restart_bot(make_bot(db_path))
    row_after, game_after = await stored_game(env, channel)
    assert game_after == game_before and row_after.version == row_before.version
    current = players[int(game_after.current_seat.id)]
    shown = await current.click(board_message, label="Show my rack")
    assert shown.ephemeral
    result, _, move = await play_current(env, channel, players)
    row_next, game_next = await stored_game(env, channel)
    assert row_next.version == row_after.version + 1


async def test_refusals_are_private_and_precise(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    other = guild.create_text_channel("elsewhere")
    carol = guild.add_member(env.create_user("carol"))
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    waiting = next(p for pid, p in players.items() if pid != current.id)

    r = await current.slash(other, "place", tiles="R5")
    assert r.ephemeral and "no Sumoku game" in r.response.content

    r = await carol.slash(channel, "place", tiles="R5 O4", direction="across")
    assert r.ephemeral and "not playing" in r.response.content

    r = await waiting.slash(channel, "place", tiles="R5 O4", direction="across")
    assert r.ephemeral and "turn, not yours" in r.response.content

    rack = game.racks[game.current]
    missing = next(
        f"{c}{v}" for c in "ROYGBP" for v in range(1, 9) if not any(str(t) == f"{c}{v}" for t in rack)
    )
    r = await current.slash(channel, "place", tiles=f"{missing} {rack[0]}", direction="across")
    assert r.ephemeral and "not have" in r.response.content and missing in r.response.content

    r = await current.slash(channel, "place", tiles="X5")
    assert r.ephemeral and "not a tile" in r.response.content

    move = best_move(game)
    opts = place_options(game, move)
    r = await current.slash(channel, "place", tiles=opts["tiles"].split()[0])
    assert r.ephemeral and "2 to 6 tiles" in r.response.content  # first turn of one tile

    # play the first turn, then try an illegal one with a reason
    await current.slash(channel, "place", **opts)
    row, game = await stored_game(env, channel)
    nxt = players[int(game.current_seat.id)]
    r = await nxt.slash(channel, "place", tiles=str(game.racks[game.current][0]), at="A1")
    assert r.ephemeral and "touch a tile" in r.response.content
    row2, game2 = await stored_game(env, channel)
    assert row2.version == row.version, "a refused move changes nothing"


async def test_racks_are_only_ever_private(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    for p in players.values():
        r = await p.slash(channel, "rack")
        assert r.ephemeral
    for _ in range(4):
        await play_current(env, channel, players)
    row, game = await stored_game(env, channel)
    for rack in game.racks:
        rack_line = " ".join(f"`{t}`" for t in rack)
        assert all(rack_line not in t for t in public_texts(channel))
    assert all("Your rack" not in t for t in public_texts(channel))


async def test_turn_limit_reminds_passes_and_drops(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    carol = guild.add_member(env.create_user("carol"))
    lobby = await open_game(env, alice, channel, turn_limit=1)
    await bob.click(lobby, label="Join")
    await carol.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    sleeper = game.current
    await env.advance_time(31)
    assert "half your turn time" in channel.last_message.content
    await env.advance_time(30)
    row, game = await stored_game(env, channel)
    assert game.current != sleeper and "ran out of time" in "\n".join(public_texts(channel))
    # the others play; the sleeper keeps sleeping until three turns in a row are missed
    players = {alice.id: alice, bob.id: bob, carol.id: carol}
    for _ in range(12):
        row, game = await stored_game(env, channel)
        if game is None or not game.active[sleeper]:
            break
        if game.current == sleeper:
            await env.advance_time(61)
        else:
            await play_current(env, channel, players)
    assert "missed three turns in a row" in "\n".join(public_texts(channel))
    row, game = await stored_game(env, channel)
    assert row.status == "running" and not game.active[sleeper]


async def test_double_place_applies_once(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    opts = place_options(game, best_move(game))
    first = await current.slash(channel, "place", **opts)
    again = await current.slash(channel, "place", **opts)  # the same command sent twice
    row2, _ = await stored_game(env, channel)
    assert not first.ephemeral and again.ephemeral
    assert row2.version == row.version + 1


async def test_simultaneous_actions_are_applied_one_after_the_other(simcord_env):
    """SimCord delivers one interaction at a time, so race the game loop itself, as two handlers would."""
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    main = env.bot.sessions.main
    move = best_move(game)
    player = Actor(int(game.current_seat.id), game.current_seat.name)
    action = PlayCells(tuple((p.cell.row, p.cell.col, str(p.tile)) for p in move))
    results = await asyncio.gather(main.apply(row.id, action, player), main.apply(row.id, action, player),
                                   return_exceptions=True)  # fmt: skip
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1 and len(refused) == 1
    assert user_message(refused[0])  # a clear refusal, not a crash
    row2, _ = await stored_game(env, channel)
    assert row2.version == row.version + 1
    check = await env.bot.db.verify_replay(row.id)
    assert check.ok, check.detail


async def test_board_post_failure_keeps_the_move(simcord_env):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    env.inject_error("POST", "/webhooks/*", status=500)
    await current.slash(channel, "place", **place_options(game, best_move(game)))
    row2, game2 = await stored_game(env, channel)
    assert row2.version == row.version + 1 and len(game2.board) > 0
    env.errors.clear() if hasattr(env.errors, "clear") else None
    r = await current.slash(channel, "board")
    assert reply(r).attachments


@pytest.fixture
def fuzz_inputs():
    return st.tuples(
        st.text(min_size=1, max_size=30).filter(lambda s: s.strip()),
        st.one_of(st.none(), st.text(min_size=1, max_size=8)),
        st.sampled_from([None, "across", "down"]),
    )


async def test_place_fuzzed_arguments_never_raise(simcord_env, fuzz_inputs):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    await current.slash(channel, "place", **place_options(game, best_move(game)))
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    examples = []

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(fuzz_inputs)
    def collect(args):
        examples.append(args)

    collect()
    for tiles, at, direction in examples:
        options = {"tiles": tiles}
        if at is not None:
            options["at"] = at
        if direction is not None:
            options["direction"] = direction
        r = await current.slash(channel, "place", **options)
        if r.ephemeral:
            assert r.response.content and "Sorry" not in r.response.content
    assert all(user_message(e) for e in env.errors), "only clear refusals"
