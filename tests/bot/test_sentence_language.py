"""What a sentence names follows the sentence's language: a turn's notation (`R5 B9 at AB27 across`)
reads `… en AB27 horizontal` in a Spanish or French sentence, the words of /place's own options there."""

from __future__ import annotations

import re
from typing import Any

from bot.words.messages import text

from .helpers import stored_game
from .test_main_game import play_current
from .test_players_languages import said
from .test_server_language import french_server

SAID_IN_FR_OR_ES = re.compile(r"`[ROYGBP][0-9]( [ROYGBP][0-9])* en [A-Z]+[0-9]+( horizontal| vertical)?`")


async def test_a_turn_in_a_french_post_and_a_spanish_hint_say_where_in_their_language(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    env = simcord_env
    guild, channel, _ = await french_server(env)
    ana = guild.add_member(env.create_user("ana"))
    bob = guild.add_member(env.create_user("bob"))
    discord_locales[ana.id] = discord_locales[bob.id] = "es-ES"
    lobby = (await ana.slash(channel, "sumoku new")).response.message
    await bob.click(lobby, label=text("button.join", "fr"))
    await ana.click(lobby, label=text("button.start", "fr"))
    players = {ana.id: ana, bob.id: bob}
    for _ in range(2):
        await play_current(env, channel, players)

    posts = [m.content for m in channel.history() if not m.flags.ephemeral]
    assert any(SAID_IN_FR_OR_ES.search(p) for p in posts), posts  # the second turn, in French words
    assert not any(" at " in p or " across" in p or " down" in p for p in posts), posts

    _, game = await stored_game(env, channel)
    assert game is not None
    hint = said(await players[int(game.current_seat.id)].slash(channel, "hint"))
    assert SAID_IN_FR_OR_ES.search(hint) and " at " not in hint, hint  # private: the player's Spanish
