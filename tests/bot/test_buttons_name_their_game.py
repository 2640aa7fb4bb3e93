"""Every button names its game (issue 24), seen as users see it through SimCord:

- Alice's old "Give up (stuck)" or "Submit" pressed after she started a new Solo game answers,
  privately, that it belongs to an earlier game; her new game goes on untouched.
- A button naming another player's Solo game never touches the presser's game (nor the other's).
- A forged custom_id with an id no game can have is answered privately and clearly, and is not
  logged as an error (no apology, nothing touched).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
import pytest

from bot.app.components import item

from .helpers import reply
from .solo_helpers import stored

EARLIER = "This button belongs to an earlier game: nothing was done."
UNKNOWN = "This button names a game I do not know: nothing was done."


def player(env: Any, name: str = "alice") -> tuple[Any, Any, Any]:
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    return guild, channel, guild.add_member(env.create_user(name))


async def posted_with(env: Any, channel: Any, *items: discord.ui.Item[Any]) -> discord.Message:
    """A message carrying these components, as a crafted or copied one would reach the bot."""
    view = discord.ui.View(timeout=None)
    for one in items:
        view.add_item(one)
    return await env.bot.get_channel(channel.id).send("buttons", view=view)


async def test_an_old_give_up_or_submit_after_a_new_solo_game_is_refused(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, alice = player(env)
    first = reply(await alice.slash(channel, "solo start"))  # its grid carries Submit (version 0)
    checked = reply(await alice.slash(channel, "solo stuck"))  # carries Give up (anyway)
    await alice.slash(channel, "solo quit")
    await alice.slash(channel, "solo start")
    row, game = await stored(env, alice)
    assert game is not None and not game.finished and row.version == 0  # the same version as the old one

    (give_up,) = checked.components[0]["components"]
    gave_up = reply(await alice.click(checked.message, label=give_up["label"]))
    assert gave_up.ephemeral and EARLIER in gave_up.content
    submitted = reply(await alice.click(first.message, label="Submit"))
    assert submitted.ephemeral and EARLIER in submitted.content

    after, still = await stored(env, alice)
    assert after.id == row.id and after.version == row.version and still is not None and not still.finished
    assert len(await env.bot.db.solo.results(alice.id)) == 1  # the game she quit; none of the new one


async def test_a_button_naming_another_players_solo_game_touches_neither_game(simcord_env: Any) -> None:
    env = simcord_env
    guild, channel, alice = player(env)
    bob = guild.add_member(env.create_user("bob"))
    await alice.slash(channel, "solo start")
    await bob.slash(channel, "solo start")
    mine, _ = await stored(env, alice)
    theirs, _ = await stored(env, bob)
    message = await posted_with(env, channel, item("solo:button", "giveup", theirs.id, theirs.version))

    answer = reply(await alice.click(message, label="Give up (stuck)"))
    assert answer.ephemeral and "That is another player's Solo game." in answer.content
    for who, before in ((alice, mine), (bob, theirs)):
        row, game = await stored(env, who)
        assert (
            row.id == before.id and row.version == before.version and game is not None and not game.finished
        )


@pytest.mark.parametrize(
    "custom_id",
    [
        "speed:submit:99999999999999999999:0",
        "solo:giveup:99999999999999999999:0",
        "sumoku:pass:99999999999999999999",
        "sumoku:replay:99999999999999999999:0:next",
    ],
)
async def test_a_forged_out_of_range_id_gets_a_clear_private_answer(
    simcord_env: Any, caplog: pytest.LogCaptureFixture, custom_id: str
) -> None:
    env = simcord_env
    _, channel, alice = player(env)
    await alice.slash(channel, "solo start")
    before, _ = await stored(env, alice)
    message = await posted_with(env, channel, discord.ui.Button(label="Forged", custom_id=custom_id))
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.click(message, label="Forged"))
    assert answer.ephemeral and UNKNOWN in answer.content
    assert "Sorry" not in answer.content
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    after, game = await stored(env, alice)
    assert after.version == before.version and game is not None and not game.finished


async def test_a_pass_button_from_an_older_rack_is_out_of_date(simcord_env: Any) -> None:
    """Alice's rack view names the version it was shown at: once the game moved on (her turn, then
    Bob's pass), its Pass button is refused as out of date, even though it is her turn again."""
    from .helpers import best_move, place_options, stored_game
    from .test_main_game import two_player_game

    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    first = players[int(game.current_seat.id)]
    second = next(p for p in players.values() if p is not first)
    rack = reply(await first.slash(channel, "rack"))
    assert rack.ephemeral
    placed = reply(await first.slash(channel, "place", **place_options(game, best_move(game))))
    assert not placed.ephemeral, placed.content
    if (await stored_game(env, channel))[1].in_bonus:  # a line of six (1 first turn in 14): her turn
        await first.slash(channel, "pass")  # goes on until she gives the bonus turn up
    passed = reply(await second.slash(channel, "pass"))
    assert not passed.ephemeral, passed.content
    before, game = await stored_game(env, channel)
    assert game.current_seat.id == str(first.id) and before.version > row.version
    old = reply(await first.click(rack.message, label="Pass"))
    assert old.ephemeral and "The board changed since this was shown" in old.content
    after, _ = await stored_game(env, channel)
    assert after.version == before.version  # nothing stored
    fresh = reply(await first.slash(channel, "rack"))
    await first.click(fresh.message, label="Pass")  # the rack shown now passes (ending this game)
    assert (await env.bot.db.games.get(before.id)).version == before.version + 1
