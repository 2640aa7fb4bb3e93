"""A player at the board in a browser tab, driven as a person would: drag a tile, tap, read the note.
Every WebSocket frame the tab receives is kept (to check what a player's connection carries)."""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import Any

# resolves once the page has drawn a frame after this call
FRAME = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


class Player:
    def __init__(self, page: Any, touch: bool = False) -> None:
        self.page = page
        self.touch = touch
        self._cdp: Any = None
        self.received: list[str] = []
        self.sent: list[str] = []
        page.on("websocket", self._watch)
        self.errors: list[str] = []
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _watch(self, ws: Any) -> None:
        ws.on("framereceived", lambda payload: self.received.append(payload))
        ws.on("framesent", lambda payload: self.sent.append(payload))

    def frames(self, kind: str | None = None) -> list[dict[str, Any]]:
        out = [json.loads(f) for f in self.received if isinstance(f, str)]
        return [f for f in out if kind is None or f.get("t") == kind]

    async def open(self, url: str) -> Player:
        await self.page.goto(url)
        await self.page.wait_for_function("document.body.dataset.variant")  # the first table is shown
        return self

    def cell(self, label: str) -> Any:
        return self.page.locator(f'[data-cell="{label}"]')

    async def rack_tile(self, tile: str) -> Any:
        """The rack's button for `tile`; a 9 is a 6 turned over first with its 6⇄9 button (unless one
        is shown turned over already: a flip stays while the rack does)."""
        if tile.endswith("9") and not await self.page.locator(f'.rack .tile[data-tile="{tile}"]').count():
            six = self.page.locator(f'.rack .tile[data-tile="{tile[0]}6"]').first
            await six.locator("xpath=../button[contains(@class, 'flip')]").click()
        return self.page.locator(f'.rack .tile[data-tile="{tile}"]').first

    async def drag(self, tile: str, label: str, lit: bool = False) -> None:
        """Press a rack tile, move it over the board in steps, release it on the cell. `lit`: the
        cell must be lit while the tile is held (a legal place for it), checked before the drop.

        The moves onto the cell and the release are sent at once, each stamped with its moment (a
        move every 16 ms): a tile held still at the board's edge for 350 ms pans the board, and a
        focused cell is revealed just inside that edge, so a test stalled between its last move and
        its release (a busy machine) dropped the tile on a neighbour. The cell's box is read after a
        frame, once the pan that revealed it is drawn."""
        source = await self.rack_tile(tile)
        target = self.cell(label)
        await target.focus()  # a focused cell is panned into view (drawn at the next frame)
        await source.focus()
        await self.page.evaluate(FRAME)
        a = await source.bounding_box()
        b = await target.bounding_box()
        x0, y0 = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
        x1, y1 = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
        await self._mouse([("mouseMoved", x0, y0, 0), ("mousePressed", x0, y0, 1)])
        await self._mouse([("mouseMoved", x0 + 5 * i, y0 - 5 * i, 1) for i in (1, 2)])
        if lit:
            await self.page.locator(f'[data-cell="{label}"].lit').wait_for(timeout=5000)
        xa, ya = x0 + 10, y0 - 10
        steps = [(xa + (x1 - xa) * i / 6, ya + (y1 - ya) * i / 6) for i in range(1, 7)]
        await self._mouse([*(("mouseMoved", x, y, 1) for x, y in steps), ("mouseReleased", x1, y1, 0)])

    MOVE_S = 0.016  # a pointer's moves, one per frame

    async def _mouse(self, events: list[tuple[str, float, float, int]]) -> None:
        """(kind, x, y, buttons held after) each: sent in order without waiting between, stamped a
        move apart, so the page sees them as quick as they are meant however late they are sent."""
        if self._cdp is None:
            self._cdp = await self.page.context.new_cdp_session(self.page)
        start = time.time()
        await asyncio.gather(
            *(
                self._cdp.send(
                    "Input.dispatchMouseEvent",
                    {
                        "type": kind,
                        "x": x,
                        "y": y,
                        "button": "left" if kind != "mouseMoved" or held else "none",
                        "buttons": held,
                        "clickCount": 1 if kind != "mouseMoved" else 0,
                        "timestamp": start + i * self.MOVE_S,
                    },
                )
                for i, (kind, x, y, held) in enumerate(events)
            )
        )

    async def tap(self, tile: str, label: str) -> None:
        """Tap a rack tile, then the cell (the touch way without dragging)."""
        source = await self.rack_tile(tile)
        await (source.tap() if self.touch else source.click())
        await self.cell(label).focus()
        await (self.cell(label).tap() if self.touch else self.cell(label).click())

    async def note(self) -> str:
        return (await self.page.locator(".note").inner_text()).strip()

    async def wait_note(self, pattern: str, timeout: float = 10_000) -> str:
        await self.page.locator(".note").filter(has_text=re.compile(pattern)).wait_for(timeout=timeout)
        return await self.note()

    async def wait_turn(self, tiles: int, says: str = r"This turn scores \d+", timeout: float = 10e3) -> str:
        """Wait until `tiles` pending tiles lie on the board and the bot's preview of them all says a
        score (Confirm is enabled only then); returns the note."""
        await self.page.wait_for_function(
            "n => document.querySelectorAll('.cell.pending').length === n", arg=tiles, timeout=timeout
        )
        await self.page.locator(".controls button.primary:not([disabled])").wait_for(timeout=timeout)
        return await self.wait_note(says, timeout)

    async def wait_tile(self, label: str, tile: str, timeout: float = 10_000) -> None:
        await self.page.locator(f'[data-cell="{label}"].tile[data-tile="{tile}"]').wait_for(timeout=timeout)
