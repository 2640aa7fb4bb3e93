"""`/api/token` swaps a sign-in code at Discord's token endpoint: at most 30 a minute per client
address and 300 a minute in all, past which it answers 429 with Retry-After and a sentence the board
shows, in the browser's language, and Discord is not asked. The client address is the connection's,
or, behind the reverse proxies SUMOKU_ACTIVITY_PROXIES names, the one the outermost of them saw.
The sandbox's stand-in of Discord (a `local` board) signs every member in from this machine: only the
overall limit holds its sign-ins (the others are tried on a board that is not local, as a bot's is)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest_asyncio
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from bot.activity import BoardServer, start_board
from bot.activity.limits import OVERALL, PER_ADDRESS, WINDOW_S, ClientAddress, SignInLimit

from .board_helpers import board_server, board_settings, http, local_discord, proxied_server

__all__ = ["board_server", "http", "local_discord", "proxied_server"]  # fixtures

EXCHANGE = "POST /oauth2/token"


async def sign_in(http, server: BoardServer, fake, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """One code swapped for a token as the front end swaps it: the status, the headers, the body."""
    code = fake.code_for(4242, "alice")
    async with http.post(f"{server.url}/api/token", json={"code": code}, headers=headers or {}) as response:
        return response.status, (response.headers, await response.json())


@pytest_asyncio.fixture
async def remote_server(simcord_env, local_discord) -> AsyncIterator[BoardServer]:
    """The board as a bot serves it to Discord (not `local`: the SDK signs players in), its OAuth2
    calls answered by the stand-in."""
    with simcord_env.time_context():
        server = await start_board(simcord_env.bot, replace(board_settings(local_discord), local=False))
    yield server
    await server.close()


async def test_past_ten_sign_ins_a_minute_one_address_waits_and_discord_is_not_asked(
    simcord_env, remote_server, http, local_discord
):
    board_server = remote_server
    for _ in range(PER_ADDRESS):
        status, (_, body) = await sign_in(http, board_server, local_discord)
        assert status == 200 and body["access_token"]
    status, (headers, body) = await sign_in(http, board_server, local_discord)
    assert status == 429
    wait = int(headers["Retry-After"])
    assert 1 <= wait <= WINDOW_S
    assert body["error"] == (
        f"Too many sign-ins to the board came from your address this minute: wait {wait} s, "
        "then open the board again."
    )
    assert local_discord.calls.count(EXCHANGE) == PER_ADDRESS

    status, (headers, body) = await sign_in(
        http, board_server, local_discord, {"Accept-Language": "es-ES,es;q=0.9,en;q=0.8"}
    )
    assert status == 429 and body["error"].startswith("Demasiados inicios de sesión"), body
    status, (headers, body) = await sign_in(http, board_server, local_discord, {"Accept-Language": "de, fr"})
    assert status == 429 and body["error"].startswith("Trop de connexions"), body
    assert local_discord.calls.count(EXCHANGE) == PER_ADDRESS


async def test_behind_a_named_proxy_each_players_address_has_its_own_limit(
    simcord_env, proxied_server, http, local_discord
):
    """X-Forwarded-For counted from the right: the proxy appends the address it saw, so an address a
    client writes in front of it changes nothing; another address has its own limit."""
    player = {"X-Forwarded-For": "203.0.113.5"}
    for _ in range(PER_ADDRESS):
        assert (await sign_in(http, proxied_server, local_discord, player))[0] == 200
    assert (await sign_in(http, proxied_server, local_discord, player))[0] == 429
    forged = {"X-Forwarded-For": "198.51.100.1, 203.0.113.5"}
    assert (await sign_in(http, proxied_server, local_discord, forged))[0] == 429
    other = {"X-Forwarded-For": "203.0.113.5, 198.51.100.7"}  # the proxy saw 198.51.100.7
    assert (await sign_in(http, proxied_server, local_discord, other))[0] == 200
    assert local_discord.calls.count(EXCHANGE) == PER_ADDRESS + 1

    proxied_server.sign_ins.overall = PER_ADDRESS + 3  # the overall limit, reached sooner
    for n in range(2):
        assert (await sign_in(http, proxied_server, local_discord, {"X-Forwarded-For": f"192.0.2.{n}"}))[
            0
        ] == 200
    status, (headers, body) = await sign_in(
        http, proxied_server, local_discord, {"X-Forwarded-For": "192.0.2.9"}
    )
    assert status == 429 and int(headers["Retry-After"]) >= 1
    assert body["error"].startswith("The board is signing in many players right now: wait"), body
    assert local_discord.calls.count(EXCHANGE) == PER_ADDRESS + 3


async def test_through_a_proxy_nobody_named_only_the_overall_limit_holds(
    simcord_env, remote_server, http, local_discord, caplog
):
    """Without SUMOKU_ACTIVITY_PROXIES every sign-in through a proxy comes from the proxy's address:
    held per address they would all share one address's limit. They share the overall limit alone, and the
    operator is told once which setting to set."""
    caplog.set_level(logging.WARNING, logger="sumoku.activity")
    for n in range(PER_ADDRESS + 2):
        status, _ = await sign_in(http, remote_server, local_discord, {"X-Forwarded-For": f"192.0.2.{n}"})
        assert status == 200
    told = [r.getMessage() for r in caplog.records if "SUMOKU_ACTIVITY_PROXIES" in r.getMessage()]
    assert len(told) == 1 and "X-Forwarded-For" in told[0], told


async def test_the_sandboxs_members_all_sign_in_from_one_address_under_the_overall_limit_alone(
    simcord_env, board_server, http, local_discord, caplog
):
    """A local board (the sandbox): every member's tab signs in from 127.0.0.1, so a newcomer
    reloading tabs must not be held by the others' sign-ins; the overall limit still holds."""
    caplog.set_level(logging.WARNING, logger="sumoku.activity")
    async with http.get(f"{board_server.url}/api/config") as response:
        assert (await response.json())["local"] is True
    board_server.sign_ins.overall = 2 * PER_ADDRESS  # reached within the test
    for _ in range(2 * PER_ADDRESS):
        status, (_, body) = await sign_in(http, board_server, local_discord)
        assert status == 200 and body["access_token"], body
    status, (headers, body) = await sign_in(http, board_server, local_discord)
    assert status == 429 and int(headers["Retry-After"]) >= 1
    assert body["error"].startswith("The board is signing in many players right now: wait"), body
    assert local_discord.calls.count(EXCHANGE) == 2 * PER_ADDRESS
    assert not [r for r in caplog.records if "SUMOKU_ACTIVITY_PROXIES" in r.getMessage()]


def test_the_limits_count_a_sliding_minute():
    now = [0.0]
    limit = SignInLimit(per_address=2, overall=3, clock=lambda: now[0])
    assert limit.admit("a") is None and limit.admit("a") is None
    assert limit.admit("a") == ("address", 60)
    now[0] = 20.5
    assert limit.admit("b") is None
    assert limit.admit("c") == ("overall", 40)  # the first of the three leaves the minute at 60
    assert limit.admit(None) == ("overall", 40)
    now[0] = 60.0  # the first two have left the minute
    assert limit.admit("a") is None and limit.admit(None) is None
    assert limit.admit("a") == ("overall", 21)  # b's, at 20.5, leaves the minute at 80.5
    assert OVERALL >= 10 * PER_ADDRESS  # ten addresses at their limit at once


def addressed(headers: dict[str, str], peer: str) -> web.Request:
    """A request as aiohttp hands it to the route, from the connection `peer` (aiohttp's own test
    request: a public peer address is out of a test's reach; documentation ranges count as private)."""
    transport = SimpleNamespace(
        get_extra_info=lambda name, default=None: (peer, 443) if name == "peername" else default
    )
    return make_mocked_request("POST", "/api/token", headers=headers, transport=transport)


def test_a_forwarded_address_is_trusted_only_from_the_proxies_named(caplog):
    """What a client writes in X-Forwarded-For never picks its address: with no proxy named, a public
    connection's header is the client's own (its connection counts, it cannot slip out of its limit);
    from a loopback or private one it came through an unnamed proxy (no address: the overall limit).
    With proxies named, a chain shorter than them did not come through them: the connection counts."""
    caplog.set_level(logging.WARNING, logger="sumoku.activity")
    forged = {"X-Forwarded-For": "192.0.2.77"}
    unnamed = ClientAddress(0)
    assert unnamed(addressed(forged, "93.184.215.14")) == "93.184.215.14"
    assert unnamed(addressed({}, "93.184.215.14")) == "93.184.215.14"
    assert unnamed(addressed(forged, "127.0.0.1")) is None
    assert unnamed(addressed(forged, "10.1.2.3")) is None
    two = ClientAddress(2)
    assert two(addressed({"X-Forwarded-For": "203.0.113.5, 10.0.0.2"}, "127.0.0.1")) == "203.0.113.5"
    assert two(addressed(forged, "93.184.215.14")) == "93.184.215.14"  # one hop for two proxies
    assert two(addressed({}, "93.184.215.14")) == "93.184.215.14"
