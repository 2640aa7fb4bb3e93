"""Command metadata the discord.py way, through SimCord: server settings in a top-level group that
Discord hides from members without Manage Server (and the runtime check behind it), a cooldown on
the commands that draw pictures, and deliberate contexts and installs on every group."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from simcord.backend.errors import SetupError

from bot.words.messages import text

from .helpers import reply
from .test_main_game import two_player_game

SERVER_CONTEXT = [0]  # Discord's InteractionContextType.GUILD
SERVER_INSTALL = [0]  # ApplicationIntegrationType.GUILD_INSTALL


def published(env: Any) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in env.backend.commands[None].values()}


async def test_every_group_says_where_it_works(simcord_env: Any) -> None:
    commands = published(simcord_env)
    groups = {
        name: c for name, c in commands.items() if any(o["type"] in (1, 2) for o in c.get("options", []))
    }
    assert set(groups) == {"sumoku", "sumoku-admin", "solo", "spot", "speed"}
    for name in ("sumoku-admin", "spot", "speed"):
        assert groups[name]["contexts"] == SERVER_CONTEXT, name
    for name in groups:
        assert groups[name]["integration_types"] == SERVER_INSTALL, name
    assert sorted(groups["solo"]["contexts"]) == [0, 1]  # Solo also in DMs with the bot
    assert sorted(groups["sumoku"]["contexts"]) == [0, 1]  # /sumoku prefs and help too (not its games)
    admin = groups["sumoku-admin"]
    assert int(admin["default_member_permissions"]) == discord.Permissions(manage_guild=True).value
    assert groups["sumoku"]["default_member_permissions"] is None  # everyone plays


async def test_in_a_dm_sumoku_prefs_and_help_answer_and_its_game_commands_refuse(simcord_env: Any) -> None:
    """A Solo player in a DM with the bot sets their language there; the server commands of the
    same group say to use a server (Discord lets a group, not a subcommand, choose its contexts)."""
    env = simcord_env
    alice = env.create_user("alice")
    offered = alice.available_commands()
    assert "sumoku prefs" in offered and "sumoku help" in offered
    saved = await alice.slash("sumoku prefs", language="fr")
    assert saved.ephemeral and text("prefs.saved", "fr") in saved.response.content
    assert (await env.bot.db.settings.user(alice.id)).language == "fr"
    helped = await alice.slash("sumoku help")
    said = "\n".join(m.content for m in (helped.response, *helped.followups))
    assert helped.ephemeral and said == text("help.body", "fr")
    for command in ("sumoku new", "sumoku status", "sumoku settings"):
        refused = await alice.slash(command)
        assert refused.ephemeral and refused.response.content == text("error.guild_only", "fr"), command
    assert not await env.bot.db.games.open_ids()  # nothing was opened
    for command in ("rack", "spot start", "speed start"):  # server-only groups are not offered at all
        assert command not in offered


async def test_admin_settings_save_for_managers_and_refuse_others(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    owner = guild.add_member(env.create_user("owner"), roles=[admins])
    saved = await owner.slash(channel, "sumoku-admin settings", board="text", turn_limit=5)
    assert saved.ephemeral and saved.response.content.startswith(
        text("settings.saved", "en", style="", limit="")[:8]
    )
    settings = await env.bot.db.settings.guild(guild.id)
    assert settings.text_mode and settings.turn_limit_s == 300
    bob = guild.add_member(env.create_user("bob"))
    with pytest.raises(SetupError, match="default-member-permissions"):  # Discord hides it from him
        await bob.slash(channel, "sumoku-admin settings", board="picture")
    # a server may let him see it (Integrations settings): the bot still asks for Manage Server
    guild.set_command_permissions(int(published(env)["sumoku-admin"]["id"]), {bob: True})
    refused = await bob.slash(channel, "sumoku-admin settings", board="picture")
    assert refused.ephemeral and refused.response.content == text("error.no_permission", "en")
    assert (await env.bot.db.settings.guild(guild.id)).text_mode  # unchanged


@pytest.mark.parametrize("command", ["board", "rack", "hint"])
async def test_pictures_have_a_cooldown_with_the_usual_message(simcord_env: Any, command: str) -> None:
    env = simcord_env
    _, channel, players = await two_player_game(env)
    someone = next(iter(players.values()))
    answers = [await someone.slash(channel, command) for _ in range(6)]
    slow = answers[-1]
    assert slow.ephemeral
    said = slow.response.content
    prefix = text("error.cooldown", "en", seconds=0).split("0")[0]
    assert said.startswith(prefix) and said != answers[0].response.content
    assert all(not a.response.content.startswith(prefix) for a in answers[:5])
    other = next(p for p in players.values() if p is not someone)
    assert not (await other.slash(channel, command)).response.content.startswith(prefix)  # per user


def _variant_choices(command: dict[str, Any]) -> list[str]:
    def options(node: dict[str, Any]) -> list[dict[str, Any]]:
        found = []
        for o in node.get("options", []):
            found += [o] if o.get("name") == "variant" else options(o)
        return found

    return [c["value"] for o in options(command) for c in o.get("choices", [])]


async def test_every_command_offers_the_same_variants(simcord_env: Any) -> None:
    """/stats, /leaderboard and /rules offer every stored variant (the registry's names, in the order
    the sessions registered them: the five played here), and a variant's rules are shown for its choice."""
    from bot.storage import Variant

    commands = published(simcord_env)
    offered = {name: _variant_choices(commands[name]) for name in ("stats", "leaderboard", "rules")}
    assert offered == {name: [v.value for v in Variant] for name in offered}
    assert offered["stats"] == list(simcord_env.bot.sessions.variants.names)
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("rules")
    bob = guild.add_member(simcord_env.create_user("bob"))
    for variant in Variant:
        said = reply(await bob.slash(channel, "rules", variant=variant.value))
        assert said.ephemeral and said.content == text(f"rules.{variant.value}")[:2000], variant
