"""The sandbox's select menus in a real browser once the channel is long (20+ turns), on a desktop
window and a phone: each menu opens, stays open while a person looks at it and picks from it, and
what is picked acts. The sandbox page draws every message again whenever a menu opens or an option
is picked, and in the same task closes a menu whose field is off the screen: a picture drawn again
without its source took another box than it had (of unknown size: none; of known size: 2-40 px
taller on a phone), the posts above the menu moved it out and the menu closed at once."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from simcord import SetupError

from bot.config import Config
from bot.engine.main_game import MainGame
from bot.engine.speed import SpeedMatch
from bot.engine.spot import SpotGame, letter
from bot.sandbox.world import Sandbox, SandboxOptions
from bot.words.messages import text

from ..bot.helpers import best_move
from ..sandbox.conftest import needs_preview

pytestmark = [pytest.mark.browser, needs_preview]

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
OWN_TURNS = 11  # with the computer's answers and the first turn: 20+ turns in the channel
MESSAGES = "#channel-message-list article.channel-message"
# Where the channel scrolled to (its top, its height, pictures without source), from now on.
WATCH_SCROLL = """() => {
    const channel = document.getElementById("channel-timeline");
    window.sandboxScrolls = [[channel.scrollTop, channel.scrollHeight, "start"]];
    channel.onscroll = () => window.sandboxScrolls.push([channel.scrollTop, channel.scrollHeight,
        document.querySelectorAll("#channel-message-list img:not([src])").length]);
}"""
LOADED = """() => [...document.querySelectorAll("#channel-message-list img")]
    .every(img => img.getAttribute("src") && img.complete && img.naturalWidth > 0)"""


async def act(do: Callable[[], Awaitable[Any]]) -> Any:
    """A command or click from the test's side; the sandbox's clock keeps moving on by itself (its
    page pusher), and SimCord runs one operation at a time: try again a moment later."""
    for _ in range(200):
        try:
            return await do()
        except SetupError as exc:
            if "overlaps" not in str(exc):
                raise
            await asyncio.sleep(0.05)
    raise AssertionError("the sandbox stayed busy")


async def settled(page: Any) -> None:
    """As a person waits for the channel to stop moving: no new post for a second, every picture
    loaded."""
    posts = page.locator(MESSAGES)
    count = -1
    while count != (count := await posts.count()):
        await page.wait_for_timeout(1_000)
    await page.wait_for_function(LOADED, timeout=30_000)
    await page.wait_for_timeout(500)


async def open_menu(page: Any, menu: Any) -> Any:
    """Open the select menu `menu` (its field) and look at it for a second: it must stay open,
    its field still on the screen. Returns its list of options."""
    await menu.scroll_into_view_if_needed()
    await page.evaluate(WATCH_SCROLL)
    await menu.click()
    options = page.locator(f'[id="{await menu.get_attribute("aria-controls")}"] [role=option]')
    await page.wait_for_timeout(1_000)
    if await menu.get_attribute("aria-expanded") != "true":
        if folder := os.environ.get("SUMOKU_ARTEFACTS"):
            await page.screenshot(path=str(Path(folder) / "sandbox-menu-closed.png"))
        scrolled = await page.evaluate("window.sandboxScrolls")
        raise AssertionError(f"the menu closed by itself; the channel's scroll went {scrolled}")
    assert await options.first.is_visible()
    assert await menu.evaluate(
        "m => { const r = m.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"
    ), "the menu's field left the screen"
    return options


async def still_open(page: Any, menu: Any) -> None:
    await page.wait_for_timeout(1_000)
    assert await menu.get_attribute("aria-expanded") == "true", "the menu closed after a pick"


def rack_indexes(game: MainGame) -> list[str]:
    """The tile menu's values (rack positions) of the best turn for the player to move."""
    rack = [str(t) for t in game.racks[game.current]]
    taken: list[str] = []
    for placed in best_move(game) or ():
        tile = str(placed.tile)
        turned = tile[0] + {"6": "9", "9": "6"}.get(tile[1], tile[1])
        i = next(i for i, t in enumerate(rack) if t in (tile, turned) and str(i) not in taken)
        taken.append(str(i))
    return taken


@pytest.mark.parametrize("size", list(SIZES))
async def test_every_menu_of_a_main_game_stays_open_after_twenty_turns(browser, size):
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox:
        you, channel, db = sandbox.members["alice"], sandbox.channel, sandbox.bot.db

        async def game() -> MainGame:
            row = await db.games.open_in_channel(channel.id, "main")
            return MainGame.from_dict(row.state)

        async def your_turn() -> MainGame:
            for _ in range(600):
                now = await game()
                if not now.seats[now.current].is_computer:
                    return now
                await asyncio.sleep(0.05)
            raise AssertionError("the computer never answered")

        lobby = (await act(lambda: you.slash(channel, "sumoku new", computers=1))).response.message
        await act(lambda: you.click(lobby, label=text("button.start")))
        for _ in range(OWN_TURNS):
            await your_turn()
            await act(lambda: you.slash(channel, "pass"))
        before = await your_turn()

        width, height = SIZES[size]
        context = await browser.new_context(viewport={"width": width, "height": height})
        page = await context.new_page()
        await page.goto(sandbox.url)
        messages = page.locator(MESSAGES)
        await messages.nth(20).wait_for(timeout=30_000)
        await settled(page)

        # The guided Place of the last turn post: pick tiles, then where, then confirm.
        place = text("button.guide")
        await (
            messages.filter(has=page.get_by_role("button", name=place))
            .last.get_by_role("button", name=place)
            .click()
        )
        tiles = page.get_by_role("combobox", name=text("guide.tiles_placeholder")).last
        await tiles.wait_for(timeout=20_000)
        await settled(page)
        choices = await open_menu(page, tiles)
        for value in rack_indexes(before):
            await choices.and_(page.locator(f'[data-value="{value}"]')).click()
            await still_open(page, tiles)
        await page.locator(".select-apply").click()
        where = page.get_by_role("combobox", name=text("guide.where_placeholder")).last
        await where.wait_for(timeout=20_000)
        await settled(page)
        spots = await open_menu(page, where)
        await spots.first.click()  # a single choice: picked, the menu closes and the preview follows
        confirm = page.get_by_role("button", name=text("button.confirm")).last
        await confirm.wait_for(timeout=20_000)
        await settled(page)
        await confirm.click()
        for _ in range(200):
            if len((await game()).board) > len(before.board):
                break
            await asyncio.sleep(0.05)
        assert len((await game()).board) > len(before.board), "the guided turn was not played"

        # /sumoku history's replay menu, under a long channel.
        await act(lambda: you.slash(channel, "sumoku resign"))
        await act(lambda: you.slash(channel, "sumoku history"))
        replay = page.get_by_role("combobox", name=text("history.pick")).last
        await replay.wait_for(timeout=20_000)
        await settled(page)
        games = await open_menu(page, replay)
        await games.first.click()
        await page.get_by_role("button", name=text("replay.first")).last.wait_for(timeout=20_000)
        await context.close()


@pytest.mark.parametrize("size", list(SIZES))
async def test_spots_claim_menu_in_round_two_and_speeds_place_tiles_stay_open(browser, size):
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox:
        you, db = sandbox.members["alice"], sandbox.bot.db
        spot, speed = sandbox.channels["spot"], sandbox.channels["speed"]
        width, height = SIZES[size]
        context = await browser.new_context(viewport={"width": width, "height": height})
        page = await context.new_page()
        await page.goto(sandbox.url)
        messages = page.locator(MESSAGES)

        async def show(channel: str) -> None:
            await page.select_option("#sandbox-channel", channel)
            await page.locator("#channel-name").filter(has_text=channel).wait_for(timeout=20_000)

        # Spot: each round's claim menu, the second one under the first round's posts.
        await show("spot")
        await act(lambda: you.slash(spot, "spot start", rounds=2))
        for round_number in (1, 2):
            row = await db.games.open_in_channel(spot.id, "spot")
            race = SpotGame.from_dict(row.state)
            claim = [letter(i) for i in race.solutions()[0]]
            menu = page.get_by_role("combobox", name=text("spot.pick")).last
            await menu.wait_for(timeout=20_000)
            await settled(page)
            choices = await open_menu(page, menu)
            for value in claim:
                await choices.and_(page.locator(f'[data-value="{value}"]')).click()
                await still_open(page, menu)
            await page.locator(".select-apply").click()
            won = messages.filter(has_text=f"round {round_number})")
            await won.first.wait_for(timeout=20_000)

        # Speed: the guided "Place tiles": a tile, where, confirm.
        await show("speed")
        lobby = (
            await act(lambda: you.slash(speed, "speed new", rounds=1, computers=1, level="easy"))
        ).response
        await act(lambda: you.click(lobby.message, label=text("button.start")))
        place = text("speed.button.guide")
        button = messages.filter(has=page.get_by_role("button", name=place)).last.get_by_role(
            "button", name=place
        )
        await button.wait_for(timeout=20_000)
        await settled(page)
        await button.click()
        tiles = page.get_by_role("combobox", name=text("guide.tiles_placeholder")).last
        await tiles.wait_for(timeout=20_000)
        await settled(page)
        choices = await open_menu(page, tiles)
        await choices.first.click()
        await still_open(page, tiles)
        await page.locator(".select-apply").click()
        where = page.get_by_role("combobox", name=text("guide.where_placeholder")).last
        await where.wait_for(timeout=20_000)
        await settled(page)
        spots = await open_menu(page, where)
        await spots.first.click()
        confirm = page.get_by_role("button", name=text("button.confirm")).last
        await confirm.wait_for(timeout=20_000)
        await settled(page)
        await confirm.click()
        for _ in range(200):
            row = await db.games.open_in_channel(speed.id, "speed")
            if len(SpeedMatch.from_dict(row.state).grid_of(str(you.id))):
                break
            await asyncio.sleep(0.05)
        assert len(SpeedMatch.from_dict(row.state).grid_of(str(you.id))) == 1, "the tile was not placed"
        await context.close()
