"""The board in a game's lobby shows only what can be pressed there (no turn to confirm or take back
yet), and the page's icon is served: a page load asks for nothing that answers an error."""

from __future__ import annotations

import pytest

from ..bot.test_main_game import open_game
from .test_board import open_player

pytestmark = pytest.mark.browser

ICO = b"\x00\x00\x01\x00"  # an icon file's first bytes


async def test_the_lobby_shows_no_button_it_cannot_press_and_the_icon_is_served(
    simcord_env, board, local_discord, browser
):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel)
    failed: list[str] = []
    a = await open_player(browser, board, local_discord, alice, channel)
    a.page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    await a.page.reload()  # watched from its first request
    await a.page.locator(".note", has_text="Waiting for the game to start").wait_for()
    assert await a.page.locator(".controls button").count() == 0
    assert await a.page.get_by_role("button", name="Confirm").count() == 0
    assert await a.page.get_by_role("button", name="Take all back").count() == 0

    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")  # the game begins: its buttons come
    await a.page.get_by_role("button", name="Confirm").wait_for()

    for prefix in ("", "/.proxy"):  # Discord's proxy prefix too
        icon = await a.page.request.get(f"{board.url}{prefix}/favicon.ico")
        assert icon.status == 200 and (await icon.body()).startswith(ICO)
        assert "icon" in icon.headers["content-type"]
    assert await a.page.locator('link[rel="icon"]').count() == 1
    assert failed == []  # the reload's requests, the icon's among them
