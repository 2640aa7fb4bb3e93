"""Stats, ratings, leaderboards, history and replays after games played through Discord (SimCord)."""

from __future__ import annotations

import re
from typing import Any

from bot.app.budget import MESSAGE_WINDOW_S

from .conftest import make_bot
from .helpers import reply, stored_game
from .test_main_game import open_game, play_current, two_player_game
from .test_spot import arena, right, running, start, tableau_message, wrong


def alt(result: Any) -> str:
    """The alt text of the stats card an interaction answered with."""
    message = reply(result)
    assert message.attachments, message.content
    return message.attachments[0].description


async def play_to_the_end(env: Any, channel: Any, players: dict[int, Any]) -> int:
    row = await env.bot.db.games.open_in_channel(channel.id, "main")
    game_id = row.id
    for _ in range(200):
        if (await env.bot.db.games.get(game_id)).status != "running":
            return game_id
        _, game = await stored_game(env, channel)
        if game is not None and not game.current_seat.id.isdigit():
            # the computer plays once the bot's posts are out: a computer's turn posts in the channel,
            # which takes 5 per 5 s (Discord's bucket), so a game at machine speed waits for it
            await env.advance_time(MESSAGE_WINDOW_S)
            continue
        await play_current(env, channel, players)
    raise AssertionError("the game did not end")


async def resigned_game(env: Any, guild: Any, channel: Any, stayer: Any, leaver: Any) -> int:
    lobby = await open_game(env, stayer, channel)
    await leaver.click(lobby, label="Join")
    await stayer.click(lobby, label="Start")
    game = await env.bot.db.games.open_in_channel(channel.id, "main")
    result = await leaver.slash(channel, "sumoku resign")
    assert "resigned" in reply(result).content
    return game.id


async def test_a_ranked_game_rates_both_and_its_replay_buttons_survive_a_restart(simcord_env, db_path):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    alice, bob = players.values()
    game_id = await play_to_the_end(env, channel, players)
    changes = {c.user_id: c for c in await env.bot.db.stats.ratings.changes_for_game(game_id)}
    assert set(changes) == {alice.id, bob.id}
    results = {r.user_id: r for r in await env.bot.db.results.for_game(game_id)}
    winner = max(results.values(), key=lambda r: r.final).user_id
    loser = bob.id if winner == alice.id else alice.id
    if results[winner].final == results[loser].final:  # a shared win (the deal is random): even ratings
        assert changes[winner].after == changes[loser].after
    else:
        assert changes[winner].after > changes[loser].after

    card = await alice.slash(channel, "stats")
    assert reply(card).ephemeral
    assert "RATING" in alt(card) and "Games 1;" in alt(card) and "Best turn" in alt(card)
    history = await alice.slash(channel, "sumoku history")
    listing = reply(history)
    assert listing.ephemeral and f"#{game_id}" in listing.content and "rating" in listing.content
    assert f"<#{channel.id}>" in listing.content  # where: this server's channel

    # Replay: pick the game, step forward, restart the bot, the buttons still work.
    opened = await alice.select(listing, [str(game_id)])
    board = reply(opened)
    moves = await env.bot.db.moves.count(game_id)
    assert board.ephemeral and f"move 0 of {moves}" in board.content and board.attachments
    step = await alice.click(board, label="Next")
    assert f"move 1 of {moves}" in reply(step).content
    await env.restart_bot(make_bot(db_path))
    last = await alice.click(reply(step), label="Last")
    assert f"move {moves} of {moves}" in reply(last).content
    back = await alice.click(reply(last), label="Previous")
    assert f"move {moves - 1} of {moves}" in reply(back).content


async def test_a_game_against_a_computer_changes_no_rating(simcord_env):
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")
    lobby = await open_game(env, alice, channel, computers=1, level="easy")
    await alice.click(lobby, label="Start")
    game_id = await play_to_the_end(env, channel, {alice.id: alice})
    assert await env.bot.db.stats.ratings.changes_for_game(game_id) == []
    assert await env.bot.db.stats.ratings.get(alice.id) is None
    card = await alice.slash(channel, "stats")
    assert "Games 1;" in alt(card) and "RATING" not in alt(card)
    history = reply(await alice.slash(channel, "sumoku history"))
    assert f"#{game_id}" in history.content and "rating" not in history.content


async def test_a_walkover_is_shown_as_one(simcord_env):
    env = simcord_env
    guild, channel, (alice, bob) = arena(env, "alice", "bob")
    game_id = await resigned_game(env, guild, channel, alice, bob)
    mine = reply(await alice.slash(channel, "sumoku history")).content
    assert f"#{game_id}" in mine and "won by walkover" in mine and "rating" not in mine
    theirs = reply(await bob.slash(channel, "sumoku history")).content
    assert "left the game" in theirs and "rating" in theirs  # leaving never dodges a defeat
    assert "Won by walkover 1" in alt(await alice.slash(channel, "stats"))
    assert "Left early 1" in alt(await bob.slash(channel, "stats"))
    board = reply(await alice.slash(channel, "leaderboard")).content
    assert f"<@{bob.id}>" in board and f"<@{alice.id}>" not in board  # a walkover is not ranked
    assert "(left early: 1)" in board
    # Once alice has a ranked game too, the board shows her walkover beside it, apart from her wins.
    carol = guild.add_member(env.create_user("carol"))
    await resigned_game(env, guild, channel, carol, alice)
    board = reply(await alice.slash(channel, "leaderboard", by="wins")).content
    row = next(line for line in board.splitlines() if f"<@{alice.id}>" in line)
    assert re.search(r"0 wins in 1 games?\b", row) and "(left early: 1, won by walkover: 1)" in row


async def test_the_callers_place_outside_the_top_ten_and_periods(simcord_env):
    env = simcord_env
    guild, channel, people = arena(env, *(f"p{i}" for i in range(12)))
    host = people[0]
    # Eleven players each resign a game against the host: eleven ranked losses, equal ratings,
    # the newest account (the highest id) last. The host's walkovers are not ranked.
    finals = {}
    for leaver in people[1:]:
        game_id = await resigned_game(env, guild, channel, host, leaver)
        finals |= {r.user_id: r.final for r in await env.bot.db.results.for_game(game_id) if r.left}
    by_wins = sorted(finals, key=lambda u: (-finals[u], u))  # equal wins: the better average first
    last = {"rating": people[-1], "wins": next(p for p in people if p.id == by_wins[-1])}
    for by in ("rating", "wins"):
        caller = last[by]
        for period in ("all", "month", "week"):
            shown = reply(await caller.slash(channel, "leaderboard", by=by, period=period)).content
            rows = [line for line in shown.splitlines() if line[:1].isdigit()]
            assert [r.split(".")[0] for r in rows] == [*map(str, range(1, 11)), "11"], shown
            assert f"Your place:\n11. <@{caller.id}>" in shown
            assert f"<@{host.id}>" not in shown
    inside = reply(await people[1].slash(channel, "leaderboard")).content
    assert "Your place" not in inside
    _, elsewhere, (stranger,) = arena(env, "stranger")
    assert "Nobody on this board yet" in reply(await stranger.slash(elsewhere, "leaderboard")).content
    everywhere = reply(await stranger.slash(elsewhere, "leaderboard", scope="global")).content
    assert f"<@{people[1].id}>" in everywhere


async def test_a_spot_racer_who_won_nothing_has_stats(simcord_env):
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=1)
    _, game = await running(env, channel)
    await bob.select(tableau_message(channel), wrong(game))
    await env.advance_time(3)
    await alice.select(tableau_message(channel), right(game))
    card = alt(await bob.slash(channel, "stats"))
    assert "Games 1;" in card and "Races won 0;" in card and "Sets won 0;" in card
    winner = alt(await alice.slash(channel, "stats", variant="spot"))
    assert "Races won 1;" in winner and "Sets won 1;" in winner and "Fastest spot 3.0 s" in winner
    board = reply(await alice.slash(channel, "leaderboard", variant="spot")).content
    assert "no rating" in board and f"<@{bob.id}>" in board and re.search(r"0 wins in 1 games?\b", board)
    nothing = reply(await bob.slash(channel, "stats", variant="main")).content
    assert "has not finished a game of Sumoku" in nothing and "Spot" in nothing


async def test_stats_are_private_unless_shared(simcord_env):
    env = simcord_env
    guild, channel, (alice, bob) = arena(env, "alice", "bob")
    await resigned_game(env, guild, channel, alice, bob)
    private = await alice.slash(channel, "stats", user=bob)
    assert reply(private).ephemeral and "Sumoku stats: bob" in alt(private)
    public = await alice.slash(channel, "stats", public=True)
    assert not reply(public).ephemeral and "Sumoku stats: alice" in alt(public)
    newcomer = guild.add_member(env.create_user("carol"))
    answer = reply(await newcomer.slash(channel, "stats"))
    assert answer.ephemeral and "has not finished any Sumoku game yet" in answer.content


async def test_text_display_gives_the_card_and_the_replay_as_text(simcord_env):
    env = simcord_env
    guild, channel, (alice, bob) = arena(env, "alice", "bob")
    game_id = await resigned_game(env, guild, channel, alice, bob)
    await alice.slash(channel, "sumoku prefs", display="text")
    card = reply(await alice.slash(channel, "stats"))
    assert card.ephemeral and not card.attachments
    assert "**Sumoku stats: alice**" in card.content and "Won by walkover: **1**" in card.content
    listing = reply(await alice.slash(channel, "sumoku history"))
    board = reply(await alice.select(listing, [str(game_id)]))
    assert board.ephemeral and not board.attachments and "The table is empty" in board.content
    assert f"Replay of game #{game_id}: move 0 of 1" in board.content
    resign = reply(await alice.click(board, label="Last"))
    assert "move 1 of 1" in resign.content and "bob resigned." in resign.content
