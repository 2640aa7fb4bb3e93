"""What a sentence names follows the sentence's language: a turn's notation (`R5 B9 at AB27 across`)
reads `… en AB27 horizontal` in a Spanish or French sentence, the words of /place's own options there."""

from __future__ import annotations

import json
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


MENTION = re.compile(r"</([a-z-]+(?: [a-z-]+)*):(\d+)>")
SLASH_WORDS = re.compile(r"(?<![<\w])/[a-z]")  # a command written as words ("/atril"), not a mention


async def test_answers_name_commands_by_the_mention_discord_shows_in_the_readers_own_language(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    """A player whose bot language is Spanish, on a Discord in English: `/atril` is a command she cannot
    find; the mention `</rack:ID>` is shown by her Discord as `/rack`, clickable."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    ana = guild.add_member(env.create_user("ana"))
    await ana.slash(channel, "sumoku prefs", language="es")
    published = {c["name"]: int(c["id"]) for c in env.backend.commands[None].values()}

    asked = await ana.slash(channel, "sumoku help")  # two messages: a mention is longer than a name
    helped = "\n".join(m.content for m in (asked.response, *asked.followups))
    assert all(m.flags.ephemeral and len(m.content) <= 2000 for m in (asked.response, *asked.followups))
    named = MENTION.findall(helped)
    assert len(named) > 30 and not SLASH_WORDS.search(helped), helped
    for qualified, command_id in named:
        assert published[qualified.split()[0]] == int(command_id), qualified
        assert qualified.split()[0] in published
    assert {"rack", "sumoku new", "solo stuck", "sumoku prefs"} <= {q for q, _ in named}

    for refused in (await ana.slash(channel, "rack"), await ana.slash(channel, "spot show")):
        answer = said(refused)  # no game here: each names the command that starts one
        assert MENTION.search(answer) and not SLASH_WORDS.search(answer), answer


async def test_a_start_that_publishes_nothing_names_commands_with_the_ids_it_kept(simcord_env: Any) -> None:
    """The ids come with publishing; a later start that has nothing to publish reads them from the
    database (the same ids: Discord keeps a command's id while its name stays)."""
    from bot.storage import meta
    from bot.words.commands import command_ids, remember_command_ids

    env = simcord_env
    kept = dict(command_ids())
    assert kept and json.loads(await meta.get(env.bot.db, meta.COMMAND_IDS) or "{}") == kept
    remember_command_ids({})
    env.bot.sync_on_start = False
    await env.bot.sync_commands_if_changed()  # the signature is unchanged: nothing is published
    assert command_ids() == kept
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    answer = said(await guild.add_member(env.create_user("bo")).slash(channel, "rack"))
    assert f"</sumoku new:{kept['sumoku']}>" in answer
