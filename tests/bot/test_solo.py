"""Solo Sumoku through Discord (SimCord, real SQLite): a game played stage by stage to its end,
refused stages, quit, restarts, DMs, privacy and the daily puzzle."""

from __future__ import annotations

import re

import discord

from bot.engine.tiles import SET_SIZE
from bot.words.messages import text

from .helpers import GUIDED_OPTION, GUIDED_PREVIEW, reply
from .solo_helpers import (
    everything_readable,
    laid_deal,
    place_commands,
    public_messages,
    stage_layout,
    stored,
)

__all__ = ["laid_deal"]  # fixtures


def player(env, name="alice"):
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    return guild, channel, guild.add_member(env.create_user(name))


async def test_a_seeded_game_played_through_the_commands_to_the_end(simcord_env):
    env = simcord_env
    guild, channel, alice = player(env)
    await env.bot.db.settings.set_user(alice.id, text_mode=True)  # 96 tiles: text views are quicker
    started = reply(await alice.slash(channel, "solo daily"))
    assert started.ephemeral and "Daily puzzle" in started.content
    row, game = await stored(env, alice)
    stages = 0
    while game is not None and not game.finished:
        layout = stage_layout(game)
        assert layout is not None, f"the solver found no layout for stage {game.stage}"
        for options in place_commands(game, layout):
            answer = reply(await alice.slash(channel, "solo place", **options))
            assert answer.ephemeral and "Stage" in answer.content, answer.content
        result = reply(await alice.slash(channel, "solo submit"))
        stages += 1
        row_after = await env.bot.db.games.get(row.id)
        game = type(game).from_dict(row_after.state)
        assert result.ephemeral
        if not game.finished:
            assert f"Stage {stages} accepted" in result.content
            assert game.score == 16 + 10 * (stages - 1)
    assert stages == 9 and game.score == SET_SIZE and game.perfect
    assert "Perfect!" in result.content and any(c for c in result.components)
    solo = await env.bot.db.solo.results(alice.id)
    assert [(r.tiles_placed, r.completed, r.day is not None) for r in solo] == [(SET_SIZE, True, True)]
    assert public_messages(channel) == []  # nothing public: the player did not share


async def lay_stage(channel, user, game):
    """Every tile of this stage placed where the solver says, typed as /solo place (not submitted)."""
    layout = stage_layout(game)
    for options in place_commands(game, layout):
        await user.slash(channel, "solo place", **options)
    return layout


async def start_and_lay_stage_one(env, channel, user):
    """/solo start, then stage 1 laid: the test takes `laid_deal`, a deal the solver lays."""
    await user.slash(channel, "solo start")
    return await lay_stage(channel, user, (await stored(env, user))[1])


async def test_a_refused_stage_names_its_reason_and_cells_and_saves_nothing(simcord_env, laid_deal):
    env = simcord_env
    guild, channel, alice = player(env)
    await alice.slash(channel, "solo start")
    early = reply(await alice.slash(channel, "solo submit"))
    assert early.ephemeral and "Place all of this stage's tiles first" in early.content
    await start_and_lay_stage_one(env, channel, alice)
    row, game = await stored(env, alice)
    # the last tile placed goes far away: cut off from the rest
    corner = min(game.grid.cells)
    label = game.grid.label(corner)
    moved = reply(await alice.slash(channel, "solo move", **{"from": label, "to": "A1"}))
    assert moved.ephemeral
    row, game = await stored(env, alice)
    refused = reply(await alice.slash(channel, "solo submit"))
    assert refused.ephemeral and "nothing was saved" in refused.content
    assert "cut off" in refused.content and "A1" in refused.content
    row_after, game_after = await stored(env, alice)
    assert row_after.version == row.version and game_after.stage == 1 and game_after.score == 0
    outside = reply(await alice.slash(channel, "solo place", tiles="R1", at="AF40"))
    assert outside.ephemeral and "outside the grid, which goes from A1 to AE31" in outside.content


async def test_quit_ends_the_game_privately_with_its_score(simcord_env, laid_deal):
    env = simcord_env
    guild, channel, alice = player(env)
    await start_and_lay_stage_one(env, channel, alice)
    accepted = reply(await alice.slash(channel, "solo submit"))
    assert "Stage 1 accepted: 16 tiles placed" in accepted.content
    busy = reply(await alice.slash(channel, "solo start"))
    assert busy.ephemeral and "/solo grid" in busy.content and "/solo quit" in busy.content
    ended = reply(await alice.slash(channel, "solo quit"))
    assert (
        ended.ephemeral
        and "Game over" in ended.content
        and "16 tiles placed in 1 completed stage" in ended.content
    )
    assert ended.attachments  # the final grid, privately
    none = reply(await alice.slash(channel, "solo grid"))
    assert "no Solo game going" in none.content
    results = await env.bot.db.solo.results(alice.id)
    assert [(r.tiles_placed, r.completed, r.day) for r in results] == [(16, False, None)]
    assert public_messages(channel) == []


async def test_a_game_resumes_after_a_restart(simcord_env, db_path, laid_deal):
    from .conftest import make_bot

    env = simcord_env
    guild, channel, alice = player(env)
    layout = await start_and_lay_stage_one(env, channel, alice)
    shown = reply(await alice.slash(channel, "solo grid"))
    row_before, game_before = await stored(env, alice)
    await env.restart_bot(make_bot(db_path))
    row_after, game_after = await stored(env, alice)
    assert game_after == game_before and row_after.version == row_before.version
    again = reply(await alice.slash(channel, "solo grid"))
    assert again.content == shown.content
    # the Submit button of the message shown before the restart still works
    submitted = await alice.click(shown.message, label="Submit")
    assert submitted.ephemeral
    _, game_next = await stored(env, alice)
    assert game_next.stage == 2 and game_next.score == len(layout) == 16


async def test_solo_in_a_direct_message(simcord_env):
    env = simcord_env
    alice = env.create_user("alice")
    assert "solo start" in alice.available_commands()
    started = reply(await alice.slash("solo start"))
    assert started.ephemeral or started.channel_id == alice.dm_channel.id
    row, game = await stored(env, alice)
    assert row.guild_id is None and row.channel_id == alice.dm_channel.id
    tile = game.grid.hand[0]
    placed = reply(await alice.slash("solo place", tiles=str(tile)))
    _, game = await stored(env, alice)
    assert "Stage 1" in placed.content and len(game.grid) == 1
    today = reply(await alice.slash("solo today"))
    assert "use it in a server" in today.content


TILE = re.compile(r"\b[RBGYOP][1-9]\b")


async def test_nothing_is_public_until_shared_and_the_share_shows_no_tile(simcord_env, laid_deal):
    env = simcord_env
    guild, channel, alice = player(env)
    await start_and_lay_stage_one(env, channel, alice)
    await alice.slash(channel, "solo submit")
    await alice.slash(channel, "solo stuck")
    ended = reply(await alice.slash(channel, "solo quit"))
    assert public_messages(channel) == []
    shared = await alice.click(ended.message, label="Share")
    public = public_messages(channel)
    assert len(public) == 1 and not shared.ephemeral
    said = everything_readable(public[0])
    assert "alice" in said and "16/96 tiles" in said and "1 stage" in said
    assert not TILE.search(said) and not public[0].attachments


async def test_stuck_checks_the_stage_and_the_player_may_give_up(simcord_env, laid_deal):
    env = simcord_env
    guild, channel, alice = player(env)
    board = reply(await alice.slash(channel, "leaderboard", variant="solo"))
    assert "Nobody has finished a Solo game here yet" in board.content
    await start_and_lay_stage_one(env, channel, alice)
    await alice.slash(channel, "solo submit")
    checked = reply(await alice.slash(channel, "solo stuck"))
    assert checked.ephemeral and "can be finished: there is a way to place all 10 tiles" in checked.content
    # the answer says it can be finished: its button offers giving up, grey, not a red "stuck"
    (button,) = checked.components[0]["components"]
    assert button["label"] == "Give up anyway" and button["style"] == discord.ButtonStyle.secondary.value
    end = reply(await alice.click(checked.message, label="Give up anyway"))
    assert end.ephemeral and "Game over** (stuck): 16 tiles placed in 1 completed stage" in end.content
    assert [(r.tiles_placed, r.completed) for r in await env.bot.db.solo.results(alice.id)] == [(16, False)]
    stale = reply(await alice.click(checked.message, label="Give up anyway"))
    assert stale.ephemeral and "no Solo game going" in stale.content


async def test_stuck_says_whether_the_tiles_laid_can_stay_and_quit_says_they_do_not_count(
    simcord_env, laid_deal
):
    env = simcord_env
    guild, channel, alice = player(env)
    await start_and_lay_stage_one(env, channel, alice)
    await alice.slash(channel, "solo submit")
    _, game = await stored(env, alice)
    first, *_ = place_commands(game, stage_layout(game))  # laid where a way to finish it goes on
    await alice.slash(channel, "solo place", **first)
    _, laid = await stored(env, alice)
    count = len(laid.grid) - len(laid.grid.fixed)
    checked = reply(await alice.slash(channel, "solo stuck"))
    assert "can be finished" in checked.content
    said = checked.content.splitlines()[-1]  # the second answer: the tiles laid so far
    assert said in {
        text("solo.stuck.layout_can"),
        text("solo.stuck.layout_cannot"),
        text("solo.stuck.layout_unchecked"),
    }, checked.content
    ended = reply(await alice.slash(channel, "solo quit"))
    assert "16 tiles placed in 1 completed stage" in ended.content
    tiles = "tile" if count == 1 else "tiles"
    assert (
        f"The {count} {tiles} you laid in stage 2 do not count: only submitted stages score." in ended.content
    )


async def test_typing_mistakes_are_answered_privately_and_a_6_may_be_placed_as_9(simcord_env, laid_deal):
    env = simcord_env
    guild, channel, alice = player(env)
    await start_and_lay_stage_one(env, channel, alice)
    row, game = await stored(env, alice)
    fixed = game.grid.label(min(game.grid.cells))
    await alice.slash(channel, "solo submit")
    taken = reply(await alice.slash(channel, "solo take", cells=fixed))
    assert taken.ephemeral and f"on {fixed} was placed in an earlier stage: it stays there" in taken.content
    bad = reply(await alice.slash(channel, "solo move", **{"from": "??", "to": "P16"}))
    assert bad.ephemeral and "is not a cell" in bad.content
    assert reply(await alice.slash(channel, "solo take", cells="A1")).content == "There is no tile at A1."
    not_held = reply(await alice.slash(channel, "solo place", tiles="R1 R1 R1 R1", at="A2", direction="down"))
    assert not_held.ephemeral and "You do not hold" in not_held.content


async def test_a_6_may_be_placed_as_a_9(simcord_env):
    env = simcord_env
    guild, channel, alice = player(env)
    for _ in range(10):  # a deal of 16 without a 6 is rare: deal again until one holds a 6
        await alice.slash(channel, "solo start")
        _, game = await stored(env, alice)
        sixes = [t for t in game.grid.hand if t.value == 6]
        if sixes:
            break
        await alice.slash(channel, "solo quit")
    assert sixes
    nine = f"{sixes[0].colour.letter}9"
    placed = reply(await alice.slash(channel, "solo place", tiles=nine))  # the centre of an empty grid
    _, after = await stored(env, alice)
    assert str(after.grid.cells[after.grid.parse_cell("P16")]) == nine, placed.content
    assert after.grid.hand.count(sixes[0]) == game.grid.hand.count(sixes[0]) - 1


async def test_two_players_share_the_daily_puzzle_and_the_server_table_ranks_them(simcord_env):
    env = simcord_env
    guild, channel, alice = player(env)
    bob = guild.add_member(env.create_user("bob"))
    carol = guild.add_member(env.create_user("carol"))
    for user in (alice, bob):
        assert "Daily puzzle" in reply(await user.slash(channel, "solo daily")).content
    (_, a), (_, b) = await stored(env, alice), await stored(env, bob)
    assert a.stage_tiles == b.stage_tiles and a.key == b.key and a.bag.tiles == b.bag.tiles
    empty = reply(await carol.slash(channel, "solo today"))
    assert "Nobody here has finished" in empty.content
    # alice completes stage 1 and quits; bob quits at once
    await lay_stage(channel, alice, a)
    await alice.slash(channel, "solo submit")
    await env.advance_time(90)
    await alice.slash(channel, "solo quit")
    await bob.slash(channel, "solo quit")  # 0 tiles in 1:30
    dave = guild.add_member(env.create_user("dave"))
    await dave.slash(channel, "solo daily")
    await env.advance_time(30)
    await dave.slash(channel, "solo quit")  # 0 tiles too, but quicker: ranked before bob
    table = reply(await carol.slash(channel, "solo today"))
    assert table.content.splitlines()[1:] == [
        f"1. <@{alice.id}>: 16 tiles in 1:30",
        f"2. <@{dave.id}>: 0 tiles in 0:30",
        f"3. <@{bob.id}>: 0 tiles in 1:30",
    ]
    again = reply(await alice.slash(channel, "solo daily"))
    assert again.ephemeral and "already" in again.content
    _, none = await stored(env, alice)
    assert none is None  # nothing was dealt
    free = reply(await alice.slash(channel, "solo start"))  # a free game is still allowed
    assert "Stage 1" in free.content
    # streaks and stats
    await env.bot.db.settings.set_user(alice.id, text_mode=True)
    stats = reply(await alice.slash(channel, "stats", variant="solo"))
    assert stats.ephemeral
    for shown in ("Games: **1**", "Best tiles placed: **16**", "Daily puzzles: **1**", "Daily streak: **1**"):
        assert shown in stats.content, stats.content
    board = reply(await alice.slash(channel, "leaderboard", variant="solo"))
    assert f"1. <@{alice.id}>: best 16 tiles" in board.content
    # bob quit at once, with no tile placed: the day is on the table but keeps no streak going
    await env.bot.db.settings.set_user(bob.id, text_mode=True)
    quitter = reply(await bob.slash(channel, "stats", variant="solo"))
    assert "Daily streak: **0**" in quitter.content, quitter.content
    rules = reply(await bob.slash(channel, "rules", variant="solo")).content
    assert "streak" in rules and "at least one tile" in rules


async def test_the_guided_flow_places_tiles_without_typing(simcord_env):
    env = simcord_env
    guild, channel, alice = player(env)
    shown = reply(await alice.slash(channel, "solo start"))
    picker = await alice.click(shown.message, label="Place")
    assert picker.ephemeral
    menu = picker.response.message
    spots = await alice.select(menu, ["0", "1"])
    preview = spots.response or reply(spots)
    assert GUIDED_PREVIEW.match(preview.content) and "Proposed: " in preview.attachments[0].description
    options = preview.components[1]["components"][0]["options"]
    assert all(GUIDED_OPTION.match(o["label"]) for o in options), options
    _, game = await stored(env, alice)
    confirmed = await alice.click(menu, label="Confirm")
    _, after = await stored(env, alice)
    assert len(after.grid) == 2 and len(after.grid.hand) == 14
    assert sorted(t.in_hand for t in after.grid.cells.values()) == sorted(game.grid.hand[:2])
    assert "Placed" in picker.response.content and not picker.response.components  # cannot place twice
    assert "To place" in reply(confirmed).content
