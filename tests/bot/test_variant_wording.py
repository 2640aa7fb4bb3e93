"""What a racer and a Solo player read, as they read it: a Team race is called Team Sumoku once it
starts, Speed (no turns) never speaks of a turn, the grid's header separates "in hand" from the
time left, and Solo's Place menu numbers the tiles in its "To place" order."""

from __future__ import annotations

import re

from bot.app.budget import MESSAGE_WINDOW_S
from bot.words.messages import text

from .helpers import reply
from .solo_helpers import stored as solo_stored
from .speed_helpers import said, start_race


async def test_a_team_race_is_called_team_sumoku_once_it_starts(simcord_env):
    env = simcord_env
    _, channel, _, _ = await start_race(env, "alice", "bob", "carol", "dave", teams=2)
    await env.advance_time(MESSAGE_WINDOW_S)  # the lobby's last edit ("started") is coalesced
    contents = [m.content for m in channel.history() if not m.flags.ephemeral]
    assert any(c.startswith(f"**{text('speed.started_team')}**") for c in contents), contents
    assert not any(text("speed.started") in c for c in contents)


async def test_speed_speaks_of_no_turn_and_separates_the_time_left(simcord_env):
    env = simcord_env
    _, channel, (alice, _bob), _ = await start_race(env, "alice", "bob", time_limit=5)
    seven = "R1 O2 Y3 G4 B5 P6 R7"
    refused = await alice.slash(channel, "speed place", tiles=seven)
    assert refused.ephemeral
    words = said(refused)
    assert "turn" not in words.lower() and "6" in words, words
    grid = said(await alice.slash(channel, "speed grid"))
    assert re.search(r"in hand · ends <t:\d+:R>", grid), grid


async def test_solo_numbers_its_menu_in_the_to_place_order(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("solo")
    alice = guild.add_member(env.create_user("alice"))
    shown = reply(await alice.slash(channel, "solo start"))
    listed = re.findall(r"`([ROYGBP]\d)`", shown.content.split("To place:")[1].splitlines()[0])
    picker = await alice.click(shown.message, label="Place")
    menu = picker.response.message.components[0].children[0]
    numbered = [o.label.split(": ")[1] for o in menu.options]
    assert [o.label.split(": ")[0] for o in menu.options] == [str(n) for n in range(1, len(numbered) + 1)]
    assert numbered == listed[: len(numbered)]
    _, game = await solo_stored(env, alice)
    assert listed == [str(t) for t in game.grid.hand]
