"""On a touch screen (Chromium's own touch input, as a phone sends it): a tile flicked onto the board,
then the next rack tile tapped a tenth of a second after the finger left the screen: both land. (The
browser took the drag for a gesture of its own and ended it as a fling: the quick tap only stopped
that fling and made no click, so the second tile was never picked.)"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from .test_board import one_turn_played, open_player, turn_cells

pytestmark = pytest.mark.browser


class Finger:
    """One finger on the page's touch screen, through the DevTools protocol: real touch events, from
    which Chromium makes the pointer events, its gestures and the click of a tap."""

    def __init__(self, cdp: Any) -> None:
        self.cdp = cdp

    async def _send(self, kind: str, at: tuple[float, float] = (0, 0)) -> None:
        points = [] if kind == "touchEnd" else [{"x": at[0], "y": at[1], "id": 1}]
        await self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    async def flick(self, start: tuple[float, float], end: tuple[float, float], steps: int = 8) -> None:
        """A quick drag, released still moving (as a finger drops a tile in passing)."""
        await self._send("touchStart", start)
        for i in range(1, steps + 1):
            x, y = (a + (b - a) * i / steps for a, b in zip(start, end, strict=True))
            await self._send("touchMove", (x, y))
        await self._send("touchEnd")

    async def tap(self, at: tuple[float, float]) -> None:
        await self._send("touchStart", at)
        await asyncio.sleep(0.05)
        await self._send("touchEnd")


async def centre(locator: Any) -> tuple[float, float]:
    box = await locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


# Timing-sensitive (a real browser or two real processes racing the clock): it flipped once in a
# full run on a busy machine and passed alone; tried again twice before it counts as failed.
@pytest.mark.flaky(reruns=2, reruns_delay=2)
async def test_a_tap_right_after_a_drag_is_not_lost(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel, size=(390, 844), has_touch=True)
    finger = Finger(await a.page.context.new_cdp_session(a.page))
    (first, first_cell), (second, second_cell), *_ = turn_cells(game)
    await a.cell(first_cell).focus()  # a focused cell is panned into view
    await finger.flick(await centre(await a.rack_tile(first)), await centre(a.cell(first_cell)))
    await a.wait_tile(first_cell, first)
    await asyncio.sleep(0.1)
    await finger.tap(await centre(await a.rack_tile(second)))  # 0.1 s after the drag's finger left
    await a.page.locator(f'.rack .tile[aria-pressed="true"][data-tile="{second}"]').wait_for(timeout=3000)
    await a.cell(second_cell).focus()
    await finger.tap(await centre(a.cell(second_cell)))
    await a.wait_tile(second_cell, second, timeout=3000)
    assert await a.page.locator(".cell.pending").count() == 2
    assert not a.errors
