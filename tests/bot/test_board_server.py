"""The board's server (bot/activity) in the real bot under SimCord, on a real loopback port: the
front end's routes, the OAuth2 token exchange against the local stand-in of Discord, sign-in on
the WebSocket, a busy port, and no port at all when the board is not configured."""

from __future__ import annotations

import html
import socket
from dataclasses import replace
from pathlib import Path

import aiohttp
import pytest

from bot.activity import BoardError, BoardServer
from bot.activity.limits import BOARD_INVALID
from bot.activity.routes import BUILD_LINE
from bot.words.board_catalogue import board_catalogue

from .board_helpers import (
    SECRET,
    Board,
    board_settings,
    http,
    local_discord,
    open_board,
    token_for,
    write_front_end,
)
from .conftest import make_bot
from .speed_helpers import said

__all__ = ["http", "local_discord"]  # fixtures


@pytest.fixture
def simcord_bot(db_path, local_discord, tmp_path):
    return make_bot(db_path, activity=board_settings(local_discord, web=write_front_end(tmp_path / "dist")))


async def test_config_and_the_token_exchange_never_show_the_secret(simcord_env, http, local_discord):
    env = simcord_env
    base = env.bot.board.url
    bodies = []
    for prefix in ("", "/.proxy"):
        async with http.get(f"{base}{prefix}/api/config") as response:
            assert response.status == 200
            config = await response.json()
            bodies.append(await response.text())
        assert config == {"client_id": str(env.bot.application_id), "local": True}
    local_discord.client_id = config["client_id"]  # Discord checks the client id with the secret
    guild = env.create_guild()
    alice = guild.add_member(env.create_user("alice"))
    code = local_discord.code_for(alice.id, alice.name)
    async with http.post(f"{base}/.proxy/api/token", json={"code": code}) as response:
        assert response.status == 200
        body = await response.json()
        bodies.append(await response.text())
    assert set(body) == {"access_token"} and body["access_token"] in local_discord.tokens
    async with http.post(f"{base}/api/token", json={"code": "not-a-code"}) as response:
        assert response.status == 400
        refused = await response.json()
        bodies.append(await response.text())
    assert refused["error"] == "Discord refused the sign-in code (invalid_grant): open the board again."
    french = {"Accept-Language": "fr-FR,fr;q=0.9"}
    async with http.post(f"{base}/api/token", json={"code": "not-a-code"}, headers=french) as response:
        assert response.status == 400
        refused = await response.json()
        bodies.append(await response.text())
    assert refused["error"] == "Discord a refusé le code de connexion (invalid_grant) : rouvrez le plateau."
    async with http.post(
        f"{base}/api/token", data=b"{", headers={"Content-Type": "application/json"}
    ) as response:
        assert response.status == 400
        bodies.append(await response.text())
    assert all(SECRET not in text for text in bodies)


async def test_a_good_token_is_welcomed_a_bad_one_is_closed_with_4001(simcord_env, http, local_discord):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    board, welcome = await open_board(http, env.bot.board.url, local_discord, alice, channel, locale="fr")
    assert welcome == {
        "t": "welcome",
        "you": {"id": str(alice.id), "name": "alice"},
        "locale": "fr",
        "catalogue": board_catalogue("fr"),  # the board's words, in French (test_board_catalogue.py)
    }
    waiting = await board.next()
    assert waiting["t"] == "waiting" and "/sumoku nouvelle" in waiting["reason"]  # in French, no mention
    assert "Il n'y a pas encore de partie" in waiting["reason"]
    checks = local_discord.calls.count("GET /oauth2/@me")
    again, _ = await open_board(http, env.bot.board.url, local_discord, alice, channel)
    assert local_discord.calls.count("GET /oauth2/@me") == checks + 1  # a new token is asked once
    await again.ws.close()

    stranger = env.create_guild().add_member(env.create_user("mallory"))  # in another server only
    outside, _ = await open_board_expecting_error(http, env.bot.board.url, local_discord, stranger, channel)
    assert "members of the channel's server" in outside["reason"] and outside["close"] == 4004

    ws = await http.ws_connect(f"{env.bot.board.url}/api/ws")
    bad = Board(ws)
    await bad.send({"t": "hello", "token": "forged", "channel": str(channel.id), "instance": ""})
    error = await bad.next()
    assert error["t"] == "error" and "sign-in could not be checked" in error["reason"]
    await ws.receive()
    assert ws.closed and ws.close_code == 4001
    await board.ws.close()


async def test_the_front_end_is_served_with_its_cache_rules(simcord_env, http, tmp_path):
    base = simcord_env.bot.board.url
    for path in ("/", "/.proxy/", "/.proxy/index.html"):
        async with http.get(f"{base}{path}") as response:
            assert response.status == 200 and "Sumoku board" in await response.text()
            assert response.headers["Cache-Control"] == "no-store"
    async with http.get(f"{base}/.proxy/assets/index-3f2a1b.js") as response:
        assert response.status == 200
        assert "immutable" in response.headers["Cache-Control"]
    (tmp_path / "secret.txt").write_text("outside the front end")
    for path in ("/../secret.txt", "/assets/%2e%2e/%2e%2e/secret.txt", "/missing.js"):
        async with http.get(f"{base}{path}") as response:
            assert response.status == 404
            assert "outside the front end" not in await response.text()


async def test_an_unbuilt_front_end_says_how_to_build_it(simcord_env, http, tmp_path, local_discord):
    server = await BoardServer(simcord_env.bot, board_settings(local_discord, web=tmp_path / "none")).start()
    try:
        async with http.get(f"{server.url}/") as response:
            assert response.status == 503
            assert html.escape(BUILD_LINE) in await response.text()
    finally:
        await server.close()


async def test_a_busy_port_is_one_clear_line(simcord_env, local_discord):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        settings = board_settings(local_discord)
        busy = type(settings)(**{**settings.__dict__, "port": port})
        with pytest.raises(BoardError) as raised:
            await BoardServer(simcord_env.bot, busy).start()
    line = str(raised.value)
    assert f"127.0.0.1:{port}" in line and "already in use" in line and "SUMOKU_ACTIVITY_PORT" in line
    assert "\n" not in line


async def open_board_expecting_error(http, base, fake, member, channel):
    token = await token_for(http, base, fake, member)
    ws = await http.ws_connect(f"{base}/api/ws")
    await ws.send_json({"t": "hello", "token": token, "channel": str(channel.id), "instance": ""})
    error = await ws.receive_json(timeout=10)
    await ws.receive(timeout=10)
    return {**error, "close": ws.close_code}, ws


def listening_sockets() -> set[str]:
    """This process's listening TCP sockets (their inodes), read from /proc."""
    listening = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A":  # LISTEN
                listening.add(fields[9])
    mine = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            target = fd.readlink()
        except OSError:
            continue
        if str(target).startswith("socket:["):
            mine.add(str(target)[8:-1])
    return listening & mine


async def test_closing_the_bot_closes_its_boards_and_its_port(simcord_env, http, local_discord):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    base = env.bot.board.url
    board, _ = await open_board(http, base, local_discord, alice, channel)
    await board.next("waiting")
    assert env.bot.board.hub in env.bot.runner.watchers
    server = env.bot.board
    await env.bot.close_board()
    closing = await board.ws.receive(timeout=10)
    assert closing.type is aiohttp.WSMsgType.CLOSE and closing.data == 1001  # going away
    assert env.bot.board is None and server.hub not in env.bot.runner.watchers
    with pytest.raises(aiohttp.ClientConnectionError):
        async with http.get(f"{base}/api/config"):
            pass


async def test_tables_travel_compressed_when_the_browser_offers_it(simcord_env, http):
    """Browsers offer permessage-deflate: a table (a few KB of JSON) then costs a few hundred bytes."""
    async with http.ws_connect(f"{simcord_env.bot.board.url}/api/ws", compress=15) as ws:
        assert ws.compress == 15


async def test_a_flood_of_forged_tokens_stops_reaching_discord(simcord_env, http, local_discord):
    """Discord bans an IP after too many refused requests: past the refused requests all boards may
    cause in 10 minutes, new tokens are not checked (1013, wait); a board already signed in goes on."""
    env = simcord_env
    env.bot.board.budgets.board_invalid = replace(BOARD_INVALID, limit=3)
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    base = env.bot.board.url
    good = await token_for(http, base, local_discord, alice)

    async def hello(token: str) -> tuple[dict, int | None]:
        async with http.ws_connect(f"{base}/api/ws") as ws:
            await ws.send_json({"t": "hello", "token": token, "channel": str(channel.id), "instance": ""})
            frame = await ws.receive_json(timeout=10)
            await ws.receive(timeout=10)
            return frame, ws.close_code

    assert (await hello(good))[0]["t"] == "welcome"
    for n in range(3):
        assert (await hello(f"forged-{n}"))[1] == 4001
    # Discord counts them against the bot's address with the bot's own: so does /sumoku about
    about = await alice.slash(channel, "sumoku about")
    assert "invalid: 3 in the last 10 minutes" in said(about), said(about)
    asked = local_discord.calls.count("GET /oauth2/@me")
    error, code = await hello("forged-again")
    assert code == 1013 and "signing in many players right now: wait" in error["reason"], error
    assert local_discord.calls.count("GET /oauth2/@me") == asked
    again = await hello(good)
    assert again[0]["t"] == "welcome", again  # known already: no question to Discord


async def test_a_wrong_client_secret_is_logged_and_soon_stops_asking_discord(
    simcord_env, http, local_discord, caplog
):
    """invalid_client is the operator's to fix (one log line says which setting); the players get a
    400, and past the refusal limit the bot stops sending Discord requests it will refuse."""
    wrong = type(board_settings(local_discord))(
        **{**board_settings(local_discord).__dict__, "client_secret": "nope"}
    )
    server = await BoardServer(simcord_env.bot, wrong).start()
    server.budgets.board_invalid = replace(BOARD_INVALID, limit=2)
    try:
        answers = []
        for _ in range(3):
            async with http.post(f"{server.url}/api/token", json={"code": "any"}) as response:
                answers.append((response.status, (await response.json())["error"]))
    finally:
        await server.close()
    assert [status for status, _ in answers] == [400, 400, 502]
    assert "invalid_client" in answers[0][1] and "nope" not in str(answers)
    assert answers[2][1] == "Discord could not be reached to check your sign-in; try again in a minute."
    assert local_discord.calls.count("POST /oauth2/token") == 2
    assert any("SUMOKU_ACTIVITY_CLIENT_SECRET" in r.getMessage() for r in caplog.records)


async def private_thread(env):  # type: ignore[no-untyped-def]
    """alice's private thread in a server channel, and bob, a member who can see the channel."""
    from simcord.enums import ChannelType

    guild = env.create_guild()
    hall = guild.create_text_channel("hall")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    env.backend.create_thread(hall.id, "secret", alice.id, type=ChannelType.PRIVATE_THREAD)
    await env.settle()
    (secret,) = hall.threads
    return alice, bob, secret


async def closed_at_hello(http, base, fake, member, channel_id) -> int | None:  # type: ignore[no-untyped-def]
    """The close code of a board `member` opens on `channel_id`, once its `error` frame is read."""
    token = await token_for(http, base, fake, member)
    async with http.ws_connect(f"{base}/api/ws") as ws:
        await ws.send_json({"t": "hello", "token": token, "channel": str(channel_id), "instance": ""})
        error = await ws.receive_json(timeout=10)
        await ws.receive(timeout=10)
    assert error["t"] == "error", error
    return ws.close_code


async def test_a_private_thread_board_is_for_its_members_alone(simcord_env, http, local_discord):
    """A private thread inherits its parent's permissions in discord.py, yet only its members (and
    whoever may manage threads) see it: a member of the parent channel who is not in the thread
    gets no board there (4004), a thread member does."""
    env = simcord_env
    alice, bob, secret = await private_thread(env)
    base = env.bot.board.url
    board, welcome = await open_board(http, base, local_discord, alice, secret)
    assert welcome["t"] == "welcome"
    await board.ws.close()
    assert await closed_at_hello(http, base, local_discord, bob, secret.id) == 4004


async def test_an_archived_private_thread_is_still_for_its_members_alone(simcord_env, http, local_discord):
    """discord.py forgets an archived thread (get_channel: None); the board then asks Discord for
    the channel rather than taking an unknown channel for a DM: a private thread's game stays its
    members' after the thread is archived, and a channel the bot cannot see has no board."""
    env = simcord_env
    alice, bob, secret = await private_thread(env)
    lobby = (await alice.slash(secret, "sumoku new", computers=1)).response.message
    await alice.click(lobby, label="Start")
    await env.bot.get_channel(secret.id).edit(archived=True)
    await env.settle()
    assert env.bot.get_channel(secret.id) is None  # forgotten by discord.py's cache
    base = env.bot.board.url
    board, _ = await open_board(http, base, local_discord, alice, secret)
    assert (await board.next("table"))["variant"] == "main"
    await board.ws.close()
    assert await closed_at_hello(http, base, local_discord, bob, secret.id) == 4004  # not a member
    assert await closed_at_hello(http, base, local_discord, alice, 987654321) == 4004  # no such channel


async def test_a_solo_game_in_a_dm_has_its_board(simcord_env, http, local_discord):
    """A Solo game started in the player's DM with the bot: its board opens there (a DM is no
    server channel; the board shows the player's own games only)."""
    from types import SimpleNamespace

    env = simcord_env
    alice = env.create_user("alice")
    await alice.slash("solo start")
    row = await env.bot.db.games.open_solo(alice.id)
    assert row is not None
    dm = SimpleNamespace(id=row.channel_id)
    board, _ = await open_board(http, env.bot.board.url, local_discord, alice, dm)
    table = await board.next("table")
    assert table["variant"] == "solo" and table["you"]["seat"] == 0 and table["rack"]
    await board.ws.close()
