"""The board as a view: pan and zoom move one layer without placing anything, a lost connection is
opened again by itself (a new hello) with the turn being assembled still on the board, and a cell
reached by keyboard or the browser's own focus comes into view clear of the edge where a held tile
pans the board."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest

from ..bot.helpers import stored_game
from .test_board import one_turn_played, open_player, turn_cells

pytestmark = pytest.mark.browser


def layer_view(transform: str) -> tuple[float, float, float]:
    """(x, y, scale) of the layer's `translate3d(x, y, 0) scale(s)`."""
    x, y, scale = re.fullmatch(
        r"translate3d\((-?[\d.]+)px, (-?[\d.]+)px, 0px\) scale\(([\d.]+)\)", transform
    ).groups()
    return float(x), float(y), float(scale)


async def test_pan_and_zoom_move_the_layer_and_place_nothing(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel)
    page = a.page
    layer = page.locator(".layer")
    await page.wait_for_function("document.querySelector('.layer').style.transform !== ''")
    x0, y0, s0 = layer_view(await layer.evaluate("e => e.style.transform"))

    # a tile is held; a drag that starts on an empty cell pans the board and drops nothing
    (tile, _), *_ = turn_cells(game)
    await (await a.rack_tile(tile)).click()
    # an empty cell well inside the view, where the pan starts
    cx, cy = await page.evaluate(
        """() => { const v = document.querySelector('.viewport').getBoundingClientRect();
        for (const b of document.querySelectorAll('.cell:not(.tile)')) { const r = b.getBoundingClientRect();
          const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
          if (x > v.x + 200 && x < v.right - 200 && y > v.y + 150 && y < v.bottom - 150) return [x, y]; } }"""
    )
    await page.mouse.move(cx, cy)
    await page.mouse.down()
    await page.mouse.move(cx - 120, cy - 80, steps=8)
    await page.mouse.up()
    await page.wait_for_timeout(100)
    x1, y1, s1 = layer_view(await layer.evaluate("e => e.style.transform"))
    assert (round(x1 - x0), round(y1 - y0), s1) == (-120, -80, s0)
    assert await page.locator(".cell.pending").count() == 0

    # a tile dragged in over the board and held still at its top edge pans the board down, then dropped
    # back on the rack it is put down
    await page.keyboard.press("Escape")
    source = await a.rack_tile(tile)
    r = await source.bounding_box()
    view = await page.locator(".viewport").bounding_box()
    await page.mouse.move(r["x"] + 20, r["y"] + 20)
    await page.mouse.down()
    await page.mouse.move(cx, cy, steps=5)
    await page.mouse.move(cx, view["y"] + 10, steps=5)
    await page.wait_for_timeout(900)
    _, y2, _ = layer_view(await layer.evaluate("e => e.style.transform"))
    assert y2 > y1 + 40
    await page.mouse.move(r["x"] + 20, r["y"] + 20, steps=5)
    await page.mouse.up()
    assert await page.locator(".cell.pending").count() == 0

    # the wheel zooms around the pointer; the buttons zoom too
    await page.mouse.move(cx - 120, cy - 80)
    await page.mouse.wheel(0, -300)
    await page.wait_for_timeout(100)
    _, _, s2 = layer_view(await layer.evaluate("e => e.style.transform"))
    assert s2 > s1
    await page.get_by_role("button", name="Zoom out").click()
    await page.wait_for_timeout(100)
    _, _, s3 = layer_view(await layer.evaluate("e => e.style.transform"))
    assert s3 == pytest.approx(s2 * 0.8, rel=1e-3)


async def test_a_lost_connection_comes_back_with_the_turn_on_the_board(
    simcord_env, board, local_discord, browser
):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel)
    turn = turn_cells(game)
    (tile, label), *rest = turn
    await a.drag(tile, label)
    await a.wait_tile(label, tile)
    await a.wait_note(r"scores|Legal so far")

    for connection in board.hub.connections():
        connection.drop()  # the socket is cut, as a network loss would

    def hellos() -> int:
        return sum(1 for f in a.sent if json.loads(f).get("t") == "hello")

    for _ in range(200):
        if hellos() == 2:
            break
        await asyncio.sleep(0.05)
    assert hellos() == 2, "the board did not connect again"
    await a.page.locator(f'[data-cell="{label}"].pending').wait_for()  # the turn is still there
    for tile, label in rest:
        await a.drag(tile, label)
    await a.wait_turn(len(turn))
    await a.page.get_by_role("button", name="Confirm").click()
    await a.page.locator(".cell.pending").first.wait_for(state="detached")
    _, after = await stored_game(env, channel)
    assert len(after.board) == len(game.board) + len(turn)


async def test_two_fingers_pinch_to_zoom_on_a_phone(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel, size=(390, 844), has_touch=True)
    page = a.page
    layer = page.locator(".layer")
    await page.wait_for_function("document.querySelector('.layer').style.transform !== ''")
    _, _, s0 = layer_view(await layer.evaluate("e => e.style.transform"))
    box = await page.locator(".viewport").bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch = await page.context.new_cdp_session(page)

    async def fingers(kind: str, spread: float) -> None:
        points = [{"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
        await touch.send(
            "Input.dispatchTouchEvent", {"type": kind, "touchPoints": points if kind != "touchEnd" else []}
        )

    await fingers("touchStart", 40)
    for spread in range(45, 85, 5):  # the fingers move apart, to twice as far
        await fingers("touchMove", spread)
    await fingers("touchEnd", 0)
    await page.wait_for_timeout(100)
    _, _, s1 = layer_view(await layer.evaluate("e => e.style.transform"))
    assert s1 == pytest.approx(s0 * 2, rel=0.05)
    assert await page.locator(".cell.pending").count() == 0


async def test_a_board_opened_before_the_game_waits_for_it(simcord_env, board, local_discord, browser):
    """No game in the channel yet: the board says so and stays open; the game appears when it is made.
    A channel the board cannot show (no such id) is refused for good, with a Try again button."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("quiet")
    alice = guild.add_member(env.create_user("alice"))
    context = await browser.new_context(viewport={"width": 390, "height": 844})
    page = await context.new_page()
    code = local_discord.code_for(alice.id, alice.name)
    await page.goto(f"{board.url}/?channel={channel.id}&code={code}")
    await page.locator(".note", has_text="/sumoku new").wait_for()  # the bot's words: no game here yet
    await alice.slash(channel, "sumoku new")
    await page.locator(".note", has_text="Waiting for the game to start").wait_for()  # its lobby, by itself
    assert "alice" in await page.locator(".players").inner_text()

    await page.goto(f"{board.url}/?channel=not-a-channel&code={code}")
    await page.get_by_role("button", name="Try again").wait_for()
    assert await page.locator(".note.error").inner_text()
    assert "Disconnected" in await page.locator(".link").inner_text()
    await context.close()


async def test_a_sign_in_past_the_limit_says_how_long_to_wait(simcord_env, board, local_discord, browser):
    """Past the sign-in limit (/api/token's 429) the board shows the bot's sentence, in the browser's
    language, with the seconds to wait (the overall limit's: a local board has no per-address one)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("quiet")
    alice = guild.add_member(env.create_user("alice"))
    board.sign_ins.overall = 1  # the second sign-in within the minute waits
    context = await browser.new_context(viewport={"width": 390, "height": 844}, locale="fr-FR")
    page = await context.new_page()
    await page.goto(f"{board.url}/?channel={channel.id}&code={local_discord.code_for(alice.id, alice.name)}")
    await page.locator(
        ".note", has_text="/sumoku nouvelle"
    ).wait_for()  # signed in: no game here yet (in French)
    await page.goto(f"{board.url}/?channel={channel.id}&code={local_discord.code_for(alice.id, alice.name)}")
    refused = page.locator(".note.error", has_text="Le plateau connecte beaucoup de joueurs")
    await refused.wait_for()
    assert re.search(r"attendez \d+ s, puis rouvrez le plateau", await refused.inner_text())
    await context.close()


EDGE_BAND_PX = 32  # a tile held this near the view's edge pans the board (web/src/view/board.ts)
MIDDLE_ROW_CELLS = """() => { const v = document.querySelector('.viewport').getBoundingClientRect();
  const middle = v.y + v.height / 2; const cells = [...document.querySelectorAll('.cell')]
    .map(b => [b.dataset.cell, b.getBoundingClientRect()])
    .filter(([, r]) => r.y <= middle && r.bottom > middle);
  return cells.sort((p, q) => p[1].x - q[1].x).map(([c, r]) => [c, r.x, r.right]); }"""


async def hold_tile_on(a: Any, label: str, seconds: float = 0.9) -> bool:
    """Drag the rack's first tile over the board's middle onto the cell (at its right side, as a
    finger lands anywhere on a cell) and hold it still there: whether the board stayed put and the
    cell was lit as the drop target all along. The tile is taken back to the rack after."""
    page = a.page
    view = await page.locator(".viewport").bounding_box()
    box = await a.cell(label).bounding_box()
    layer = page.locator(".layer")
    rack = await page.locator(".rack .tile").first.bounding_box()
    home = (rack["x"] + rack["width"] / 2, rack["y"] + rack["height"] / 2)
    await page.mouse.move(*home)
    await page.mouse.down()
    await page.mouse.move(view["x"] + view["width"] / 2, view["y"] + view["height"] / 2, steps=5)
    await page.mouse.move(box["x"] + box["width"] - 2, box["y"] + box["height"] / 2, steps=5)
    before = await layer.evaluate("e => e.style.transform")
    await page.wait_for_timeout(seconds * 1000)  # well past the 350 ms a tile held in the edge band waits
    still = await layer.evaluate("e => e.style.transform") == before
    lit = await a.cell(label).evaluate("b => b.classList.contains('target')")
    await page.mouse.move(*home, steps=5)
    await page.mouse.up()
    return still and lit


async def phone_board(env: Any, board: Any, local_discord: Any, browser: Any) -> Any:
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel, size=(390, 844))
    await a.page.wait_for_function("document.querySelector('.layer').style.transform !== ''")
    return a


async def test_a_cell_reached_by_keyboard_at_the_edge_holds_a_tile_without_panning(
    simcord_env, board, local_discord, browser
):
    """Arrow keys past the view's edge pan the board so the focused cell is in view, clear of the band
    along the edge where a held tile pans the board: a tile held still on that cell stays there."""
    a = await phone_board(simcord_env, board, local_discord, browser)
    page = a.page
    view = await page.locator(".viewport").bounding_box()
    row = await page.evaluate(MIDDLE_ROW_CELLS)
    start = next(c for c, x, right in row if x > view["x"] + 60 and right < view["x"] + view["width"] - 60)
    await a.cell(start).focus()
    layer = page.locator(".layer")
    before = await layer.evaluate("e => e.style.transform")
    for _ in range(len(row)):  # right, key by key, until a move pans the board
        await page.keyboard.press("ArrowRight")
        if await layer.evaluate("e => e.style.transform") != before:
            break
    else:
        raise AssertionError("the arrow keys never panned the board")
    focused = await page.evaluate("() => document.activeElement.dataset.cell")
    box = await a.cell(focused).bounding_box()
    assert box["x"] + box["width"] <= view["x"] + view["width"] - EDGE_BAND_PX  # in view, clear of the band
    assert await hold_tile_on(a, focused), "the board panned away from under the held tile"
    assert not a.errors


async def test_a_cell_the_browser_focuses_is_panned_into_view_by_the_board(
    simcord_env, board, local_discord, browser
):
    """Tab or a screen reader moves focus by the browser's own means, which scrolls the viewport (it
    hides its overflow: nothing scrolls it back). The board takes that offset into its own pan: the
    viewport is not left scrolled, the cell is in view, and a tile held still on it stays there."""
    a = await phone_board(simcord_env, board, local_discord, browser)
    page = a.page
    view = await page.locator(".viewport").bounding_box()
    row = await page.evaluate(MIDDLE_ROW_CELLS)
    far = next(c for c, x, _ in row if x > view["x"] + view["width"] + 44)  # off the view, to the right
    await a.cell(far).focus()
    scrolled = "() => { const v = document.querySelector('.viewport'); return [v.scrollLeft, v.scrollTop]; }"
    await page.wait_for_function(f"({scrolled})().every(s => s === 0)", timeout=2_000)
    box = await a.cell(far).bounding_box()
    assert (
        view["x"] + EDGE_BAND_PX <= box["x"]
        and box["x"] + box["width"] <= view["x"] + view["width"] - EDGE_BAND_PX
    )
    assert await hold_tile_on(a, far), "the board panned away from under the held tile"
    assert not a.errors
