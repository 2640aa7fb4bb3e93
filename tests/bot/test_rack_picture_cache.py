"""/rack pictures come from the picture cache while the rack is unchanged (issue 15), and what the
cache serves is byte for byte the picture a fresh drawing makes; a changed rack is drawn anew."""

from __future__ import annotations

from typing import Any

from bot.present import private as present
from bot.present.pictures import draw
from bot.words.wording import render_wording

from .helpers import reply, stored_game
from .test_main_game import play_current, two_player_game


async def png(result: Any) -> bytes:
    (attachment,) = reply(result).attachments
    return await attachment.read()


def fresh_rack(game: Any, seat: int, game_id: int) -> bytes:
    """The rack picture drawn now, as if nothing had ever been cached."""
    post = present.rack(game_id, game, seat, True)  # outside an interaction: English, as alice reads
    assert post.picture is not None
    return draw(post.picture, render_wording(None)).png


async def test_a_rack_picture_is_cached_per_rack_and_redrawn_when_it_changes(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    assert game is not None
    seat = game.current
    me = players[int(game.seats[seat].id)]
    cache = env.bot.delivery.pictures

    first = await me.slash(channel, "rack")
    hits = cache.hits
    again = await me.slash(channel, "rack")
    assert cache.hits == hits + 1  # served from the cache, not drawn
    assert await png(again) == await png(first) == fresh_rack(game, seat, row.id)

    await play_current(env, channel, players)  # my turn: tiles leave my rack, new ones are drawn
    row, game = await stored_game(env, channel)
    assert game is not None
    changed = await me.slash(channel, "rack")
    assert await png(changed) != await png(first)
    assert await png(changed) == fresh_rack(game, seat, row.id)
