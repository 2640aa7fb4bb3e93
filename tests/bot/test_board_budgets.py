"""What boards may make the bot ask Discord is bounded: hellos per player and per address, Discord
look-ups (a channel or member the bot's cache does not hold) per player and address, refusals
remembered, refused tokens per address. 200 hostile hellos cost a handful of requests, not 200,
and a flood of forged tokens from one address locks out nobody at another."""

from __future__ import annotations

import logging

from bot.activity.limits import HELLOS_PER_PLAYER, LOOKUPS_PER_PLAYER, REFUSED_TOKENS_PER_ADDRESS

from .board_helpers import http, local_discord, proxied_server

__all__ = ["http", "local_discord", "proxied_server"]  # fixtures


async def hello(http, server, token: str, channel_id: int, address: str) -> tuple[dict, int | None]:  # type: ignore[no-untyped-def]
    """One hello from `address`: its first frame and the close code (None: still open, closed here)."""
    headers = {"X-Forwarded-For": address}
    async with http.ws_connect(f"{server.url}/api/ws", headers=headers) as ws:
        await ws.send_json({"t": "hello", "token": token, "channel": str(channel_id), "instance": ""})
        frame = await ws.receive_json(timeout=10)
        if frame["t"] == "error":
            await ws.receive(timeout=10)
            return frame, ws.close_code
    return frame, None


def discord_requests(env, fake) -> int:  # type: ignore[no-untyped-def]
    """Requests the bot made to Discord: bot-token ones (SimCord) and OAuth2 ones (the stand-in)."""
    return len(env.http_requests) + len(fake.calls)


async def test_two_hundred_hostile_hellos_cost_a_handful_of_discord_requests(
    simcord_env, proxied_server, http, local_discord, caplog
):
    caplog.set_level(logging.INFO)
    env = simcord_env
    guild = env.create_guild()
    hidden = env.create_guild().create_text_channel("elsewhere")  # a server mallory is not in
    mallory = guild.add_member(env.create_user("mallory"))
    token = local_discord.issue(mallory.id, "mallory", str(env.bot.application_id))
    before = discord_requests(env, local_discord)
    codes = []
    for n in range(200):  # made-up channels: each one unknown to the bot's cache
        _, code = await hello(http, proxied_server, token, 1456074443980900000 + n, "203.0.113.5")
        codes.append(code)
    spent = discord_requests(env, local_discord) - before
    assert spent <= 1 + LOOKUPS_PER_PLAYER.limit, spent  # the token's check, then the player's look-ups
    assert set(codes) == {4004, 4008} and codes.count(4004) <= LOOKUPS_PER_PLAYER.limit
    assert codes[HELLOS_PER_PLAYER.limit :] == [4008] * (200 - HELLOS_PER_PLAYER.limit)
    frame, code = await hello(http, proxied_server, token, hidden.id, "203.0.113.5")
    assert code == 4008 and "opened too often" in frame["reason"] and "wait" in frame["reason"], frame

    eve = guild.add_member(env.create_user("eve"))  # a channel of a server she is not in, again and again
    token = local_discord.issue(eve.id, "eve", str(env.bot.application_id))
    before = discord_requests(env, local_discord)
    for _ in range(20):
        assert (await hello(http, proxied_server, token, hidden.id, "198.51.100.9"))[1] == 4004
    assert discord_requests(env, local_discord) - before <= 2  # the token, the member: refusal kept
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_forged_tokens_from_one_address_lock_out_nobody_elsewhere(
    simcord_env, proxied_server, http, local_discord
):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    before = len(local_discord.calls)
    for n in range(200):
        frame, code = await hello(http, proxied_server, f"forged-{n}", channel.id, "203.0.113.5")
        assert frame["t"] == "error" and code in (4001, 4008), (n, frame, code)
    assert len(local_discord.calls) - before <= REFUSED_TOKENS_PER_ADDRESS.limit  # then not asked at all

    carol = guild.add_member(env.create_user("carol"))
    token = local_discord.issue(carol.id, "carol", str(env.bot.application_id))
    frame, code = await hello(http, proxied_server, token, channel.id, "198.51.100.7")
    assert frame["t"] == "welcome", frame  # another address signs in as ever
