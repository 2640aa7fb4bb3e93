"""A button or menu naming a game of another variant (forged, or copied from elsewhere) is refused
privately and clearly, and touches no game, seen as users see it through SimCord:

- a lobby's Cancel naming Alice's running Solo game does not call her Solo game off;
- the main game's buttons and guided steps, Solo's Share, Speed's Submit and Spot's menu naming a
  game of another variant say they name a game the bot does not know (no apology, no ERROR log);
- a menu value written in digits that are not 0-9 (a superscript two) gets an answer too, not an
  apology (nor, for /history's replay menu, silence);
- a custom_id no component reads (an extra, missing or negative field) is answered, not dropped.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
import pytest

from .helpers import reply, stored_game
from .solo_helpers import stored
from .test_buttons_name_their_game import UNKNOWN, posted_with
from .test_main_game import two_player_game


async def games(env: Any) -> tuple[Any, Any, dict[str, int]]:
    """A running two-player main game, and a Solo game of one of its players (Alice)."""
    guild, channel, players = await two_player_game(env)
    row, _ = await stored_game(env, channel)
    alice = next(iter(players.values()))
    await alice.slash(guild.create_text_channel("alone"), "solo start")
    solo, _ = await stored(env, alice)
    return channel, alice, {"main": row.id, "mver": row.version, "solo": solo.id}


def no_errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.parametrize("kind", ["sumoku", "speed"])
async def test_a_lobby_cancel_naming_a_solo_game_leaves_it_playing(
    simcord_env: Any, caplog: pytest.LogCaptureFixture, kind: str
) -> None:
    env = simcord_env
    channel, alice, ids = await games(env)
    message = await posted_with(
        env, channel, discord.ui.Button(label="Cancel", custom_id=f"{kind}:lobby:cancel:{ids['solo']}")
    )
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.click(message, label="Cancel"))
    assert answer.ephemeral and UNKNOWN in answer.content
    row, game = await stored(env, alice)
    assert row.id == ids["solo"] and row.is_open and game is not None and not game.finished
    assert not no_errors(caplog)


@pytest.mark.parametrize(
    "custom_id",
    [
        "sumoku:pass:{solo}",
        "sumoku:pass:{solo}:0",
        "sumoku:rack:{solo}",
        "sumoku:hint:{solo}",
        "sumoku:board:{solo}",
        "sumoku:guide:{solo}",
        "sumoku:ok:{solo}:0:0:5",
        "solo:share:{main}:0",
        "speed:submit:{main}:{mver}",
        "sumoku:lobby:join:{solo}",
    ],
)
async def test_a_button_naming_a_game_of_another_variant_is_refused_clearly(
    simcord_env: Any, caplog: pytest.LogCaptureFixture, custom_id: str
) -> None:
    env = simcord_env
    channel, alice, ids = await games(env)
    before, _ = await stored_game(env, channel)
    message = await posted_with(
        env, channel, discord.ui.Button(label="Forged", custom_id=custom_id.format(**ids))
    )
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.click(message, label="Forged"))
    assert answer.ephemeral and UNKNOWN in answer.content, answer.content
    assert not no_errors(caplog)
    after, _ = await stored_game(env, channel)
    solo, game = await stored(env, alice)
    assert after.version == before.version and solo.id == ids["solo"] and not game.finished


@pytest.mark.parametrize(
    ("custom_id", "expected"),
    [
        ("sumoku:pos:{main}:{mver}:0", ""),
        ("solo:tiles:{solo}:0", ""),
        ("speed:spot:{main}:{mver}:1", ""),
        ("sumoku:replay-pick:1", "to replay"),
    ],
)
async def test_a_menu_value_in_other_digits_gets_an_answer(
    simcord_env: Any, caplog: pytest.LogCaptureFixture, custom_id: str, expected: str
) -> None:
    env = simcord_env
    channel, alice, ids = await games(env)
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Select(
            custom_id=custom_id.format(**ids), options=[discord.SelectOption(label="2", value="²")]
        )
    )
    message = await env.bot.get_channel(channel.id).send("menu", view=view)
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.select(message, ["²"]))
    # an answer naming the problem (a guided step edits the private message its menu is on)
    assert answer is not None and answer.content and expected in answer.content, answer
    assert "Sorry" not in answer.content
    assert not no_errors(caplog)


@pytest.mark.parametrize(
    "custom_id", ["sumoku:rack:{main}:extra", "solo:giveup:{solo}", "sumoku:pass:-{main}", "what"]
)
async def test_a_button_no_release_made_is_answered_not_left_failing(
    simcord_env: Any, caplog: pytest.LogCaptureFixture, custom_id: str
) -> None:
    """An extra, missing or negative field: no component reads it; the presser is told, privately,
    instead of Discord's "This interaction failed", and no game changes."""
    env = simcord_env
    channel, alice, ids = await games(env)
    before, _ = await stored_game(env, channel)
    message = await posted_with(
        env, channel, discord.ui.Button(label="Forged", custom_id=custom_id.format(**ids))
    )
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.click(message, label="Forged"))
    assert answer is not None and answer.ephemeral and UNKNOWN in answer.content
    assert not no_errors(caplog)
    after, _ = await stored_game(env, channel)
    solo, game = await stored(env, alice)
    assert after.version == before.version and not game.finished
