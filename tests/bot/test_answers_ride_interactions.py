"""What a press or a command causes in its own channel rides its interaction (issue 34), seen in the
request log (tests/bot/request_log.py) with no virtual time passing: a lobby press updates the lobby
message through the press (no channel PATCH, outside the channel's and the bot's budget), Start's
first turn is a followup of the Start press, a turn played by command or by button costs no
bot-token request, and only a computer's turn (no interaction) is posted with the bot's token."""

from __future__ import annotations

import pytest

from .helpers import best_move, public_texts, reply, stored_game
from .test_main_game import open_game, play_current


def channel_patches(request_log, channel) -> list:
    return [r for r in request_log.requests if r.method == "PATCH" and r.channel_id == channel.id]


def bot_token_since(request_log, start: int) -> list:
    return [r for r in request_log.requests[start:] if r.bot_token]


async def test_seven_quick_joins_show_a_full_lobby_at_once(request_log, simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    host = guild.add_member(env.create_user("host"))
    joiners = [guild.add_member(env.create_user(f"player{i}")) for i in range(7)]
    lobby = await open_game(env, host, channel, max_players=8)
    at = env.backend.clock.elapsed
    start = len(request_log.requests)
    pressed = [await m.click(lobby, label="Join") for m in joiners]  # one after another, no time between
    assert all(p.followups and p.followups[0].ephemeral for p in pressed)  # "you joined", privately
    assert env.backend.clock.elapsed == at  # no virtual time passed
    shown = next(m for m in channel.history() if m.id == lobby.id).content
    assert "Players (8/8)" in shown, shown
    assert all(f"<@{m.id}>" in shown for m in joiners), shown
    assert channel_patches(request_log, channel) == []
    assert bot_token_since(request_log, start) == []


async def test_a_lobby_changed_by_command_is_edited_through_the_answer_that_posted_it(
    request_log, simcord_env
):
    """/sumoku join is not a press on the lobby: the lobby, /sumoku new's answer, is edited through
    that answer's interaction token (valid 15 minutes), at once, not through the channel."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    host, guest = (guild.add_member(env.create_user(n)) for n in ("host", "guest"))
    lobby = await open_game(env, host, channel)
    at, start = env.backend.clock.elapsed, len(request_log.requests)
    joined = await guest.slash(channel, "sumoku join")
    assert joined.ephemeral
    assert env.backend.clock.elapsed == at
    shown = next(m for m in channel.history() if m.id == lobby.id).content
    assert "Players (2/4)" in shown and f"<@{guest.id}>" in shown, shown
    assert channel_patches(request_log, channel) == []
    assert bot_token_since(request_log, start) == []
    edits = [
        r for r in request_log.requests[start:] if r.method == "PATCH" and r.path.startswith("/webhooks/")
    ]
    assert edits, [(r.method, r.path) for r in request_log.requests[start:]]


# Everything here runs on SimCord's virtual clock (the token's age too: 900 s against the 840 the
# bot allows itself); the one real-time bound was SimCord's settle, 5 s by default, which the join's
# 25 database round trips (its commit among them) overran when commits waited on a busy disk (a
# clean clone's first tests, both backends; 0.3 s a round trip fails it so). A bound far past any
# such wait lets SimCord wait for the work itself; no sleep here is short enough to be run for real.
@pytest.mark.simcord(settle_timeout=120)
async def test_after_15_minutes_the_lobby_is_edited_through_the_channel(request_log, simcord_env):
    """An interaction token edits for 15 minutes: after that the lobby is edited as any message is."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    host, guest = (guild.add_member(env.create_user(n)) for n in ("host", "guest"))
    lobby = await open_game(env, host, channel)
    await env.advance_time(15 * 60)
    start = len(request_log.requests)
    await guest.slash(channel, "sumoku join")
    await env.advance_time(5)
    shown = next(m for m in channel.history() if m.id == lobby.id).content
    assert "Players (2/4)" in shown, shown
    assert [r.message_id for r in channel_patches(request_log, channel)] == [lobby.id]
    assert not [
        r for r in request_log.requests[start:] if r.method == "PATCH" and r.path.startswith("/webhooks/")
    ]


async def two_humans(env, channel, guild, names=("alice", "bob")):
    members = [guild.add_member(env.create_user(n)) for n in names]
    lobby = await open_game(env, members[0], channel)
    await members[1].click(lobby, label="Join")
    return lobby, {m.id: m for m in members}


async def test_thirty_starts_at_once_name_every_first_player_with_no_time_passing(request_log, simcord_env):
    env = simcord_env
    guild = env.create_guild()
    games = []
    for i in range(30):
        channel = guild.create_text_channel(f"table-{i}")
        lobby, players = await two_humans(env, channel, guild, (f"a{i}", f"b{i}"))
        host = next(iter(players.values()))
        games.append((channel, lobby, host))
    at = env.backend.clock.elapsed
    start = len(request_log.requests)
    started = [await host.click(lobby, label="Start") for channel, lobby, host in games]
    assert env.backend.clock.elapsed == at
    for (channel, _, _), press in zip(games, started, strict=True):
        _, game = await stored_game(env, channel)
        first = f"<@{game.current_seat.id}>, it is your turn"
        turn = press.followups[0]  # the first turn is the Start press's followup, with the board
        assert first in turn.content and turn.attachments and not turn.ephemeral, turn.content
        assert channel_patches(request_log, channel) == []
    assert bot_token_since(request_log, start) == []
    # each press's first turn (the ping) went before the edit of its lobby
    tokens = {r.path.split("/")[3] for r in request_log.requests[start:] if r.path.startswith("/webhooks/")}
    for token in tokens:
        order = [
            r
            for r in request_log.requests[start:]
            if f"/{token}" in r.path and r.path.startswith("/webhooks/")
        ]
        seen = [(r.method, r.path.endswith("@original")) for r in order]
        assert seen == [("POST", False), ("PATCH", True)], [(r.method, r.path, r.content[:60]) for r in order]


async def test_a_turn_by_command_or_by_button_costs_no_bot_token_request(request_log, simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    lobby, players = await two_humans(env, channel, guild)
    await next(iter(players.values())).click(lobby, label="Start")
    # by command: /place answers with the turn report, naming the next player
    start = len(request_log.requests)
    result, _, _ = await play_current(env, channel, players)
    _, after = await stored_game(env, channel)
    assert f"<@{after.current_seat.id}>, it is your turn" in reply(result).content
    assert bot_token_since(request_log, start) == []
    # by button: the guided placement's Confirm (a press on a private picker): the turn report is its
    # followup, public
    row, game = await stored_game(env, channel)
    current = players[int(game.current_seat.id)]
    shown = await current.click(channel.last_message, label="Place")
    picker = shown.response.message
    rack = list(game.racks[game.current])
    indexes: list[str] = []
    for p in best_move(game):
        indexes.append(
            str(next(i for i, t in enumerate(rack) if t == p.tile.in_hand and str(i) not in indexes))
        )
    await current.select(picker, indexes)
    start = len(request_log.requests)
    confirmed = await current.click(picker, label="Confirm")
    report = confirmed.followups[0]
    assert not report.ephemeral and report.attachments
    _, after = await stored_game(env, channel)
    assert f"<@{after.current_seat.id}>, it is your turn" in report.content
    assert bot_token_since(request_log, start) == []


@pytest.mark.simcord(settle_timeout=20)
async def test_a_computers_turn_is_one_channel_post(request_log, simcord_env):
    """A computer's turn has no interaction to ride: its turn post is the one bot-token request."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1)
    await alice.click(lobby, label="Start")
    row, before = await stored_game(env, channel)
    assert not before.current_seat.is_computer  # the computer moved already if it started
    start, shown = len(request_log.requests), len(public_texts(channel))
    await play_current(env, channel, {alice.id: alice})  # then the computer answers on its own
    _, after = await stored_game(env, channel)
    own = 1  # alice's reports: each is her answer
    while after.in_bonus and not after.finished:  # a bonus turn: alice plays on first
        await play_current(env, channel, {alice.id: alice})
        _, after = await stored_game(env, channel)
        own += 1
    assert after.turn_number >= before.turn_number + 2 or after.finished
    computer_turns = len(public_texts(channel)) - shown - own
    made = bot_token_since(request_log, start)
    print(f"{computer_turns} computer turn(s): {len(made)} bot-token request(s)", [r.path for r in made])
    assert computer_turns >= 1
    assert len(made) == computer_turns
    assert all(r.method == "POST" and r.channel_id == channel.id and r.message_bucket for r in made)
