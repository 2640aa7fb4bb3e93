"""On a touch screen (Chromium's own touch input, as a phone sends it): a tile flicked onto the board,
then the next rack tile tapped a tenth of a second after the finger left the screen: both land. (The
browser took the drag for a gesture of its own and ended it as a fling: the quick tap only stopped
that fling and made no click, so the second tile was never picked.)"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from .test_board import chat_turn, one_turn_played, open_player, turn_cells

pytestmark = pytest.mark.browser


class Finger:
    """One finger on the page's touch screen, through the DevTools protocol: real touch events, from
    which Chromium makes the pointer events, its gestures and the click of a tap.

    A gesture's events are sent at once, each stamped with its moment (a move every 16 ms, a tap held
    50 ms): Chromium reads a gesture's speed and length from those stamps, so a tap stays a tap and a
    flick a flick however late a busy machine lets the test send them (a tap whose touchEnd came late
    was a long press, with no click)."""

    MOVE_S = 0.016  # a finger's moves, one per frame
    HOLD_S = 0.05  # a tap's touch

    def __init__(self, cdp: Any) -> None:
        self.cdp = cdp

    async def _gesture(self, points: list[tuple[str, tuple[float, float] | None, float]]) -> None:
        """(kind, where, seconds after the first) each; sent in order, without waiting between."""
        start = time.time()
        await asyncio.gather(
            *(
                self.cdp.send(
                    "Input.dispatchTouchEvent",
                    {
                        "type": kind,
                        "touchPoints": [] if at is None else [{"x": at[0], "y": at[1], "id": 1}],
                        "timestamp": start + after,
                    },
                )
                for kind, at, after in points
            )
        )

    async def flick(self, start: tuple[float, float], end: tuple[float, float], steps: int = 8) -> None:
        """A quick drag, released still moving (as a finger drops a tile in passing)."""
        (x0, y0), (x1, y1) = start, end
        moves = [
            ("touchMove", (x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps), i * self.MOVE_S)
            for i in range(1, steps + 1)
        ]
        await self._gesture([("touchStart", start, 0.0), *moves, ("touchEnd", None, steps * self.MOVE_S)])

    async def tap(self, at: tuple[float, float]) -> None:
        await self._gesture([("touchStart", at, 0.0), ("touchEnd", None, self.HOLD_S)])


async def centre(locator: Any) -> tuple[float, float]:
    box = await locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


async def test_a_tap_right_after_a_drag_is_not_lost(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    for _ in range(5):  # a turn of two tiles or more is needed: another chat turn when the deal has none
        if turn_cells(game, at_least=2):
            break
        game = await chat_turn(env, channel, members)
    mover = members[int(game.current_seat.id)]
    a = await open_player(browser, board, local_discord, mover, channel, size=(390, 844), has_touch=True)
    finger = Finger(await a.page.context.new_cdp_session(a.page))
    (first, first_cell), (second, second_cell), *_ = turn_cells(game, at_least=2)
    await a.cell(first_cell).focus()  # a focused cell is panned into view
    await finger.flick(await centre(await a.rack_tile(first)), await centre(a.cell(first_cell)))
    await a.wait_tile(first_cell, first)
    await asyncio.sleep(0.1)
    await finger.tap(await centre(await a.rack_tile(second)))  # 0.1 s after the drag's finger left
    # a lost tap never picks the tile, however long it is waited for: the wait is a bound, not a measure
    await a.page.locator(f'.rack .tile[aria-pressed="true"][data-tile="{second}"]').wait_for(timeout=10_000)
    await a.cell(second_cell).focus()
    await finger.tap(await centre(a.cell(second_cell)))
    await a.wait_tile(second_cell, second)
    assert await a.page.locator(".cell.pending").count() == 2
    assert not a.errors
