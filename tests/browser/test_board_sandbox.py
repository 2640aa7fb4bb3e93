"""The sandbox's board in a real browser, as a newcomer meets it: `sumoku-bot sandbox`'s own link opens
the board beside the local channel (no Discord, no token), a game against a computer player is started,
the newcomer drags a turn, confirms it, and the computer's answer appears on the board by itself."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.engine.main_game import MainGame
from bot.sandbox.world import Sandbox, SandboxOptions
from bot.words.messages import text

from ..sandbox.conftest import needs_preview
from .players import Player
from .test_board import turn_cells

pytestmark = [pytest.mark.browser, needs_preview]


async def test_a_newcomer_drags_a_turn_against_the_computer_in_the_sandbox(browser):
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox:
        you, channel = sandbox.members["alice"], sandbox.channel
        lobby = (await you.slash(channel, "sumoku new", computers=1)).response.message
        await you.click(lobby, label=text("button.start"))
        context = await browser.new_context(viewport={"width": 1280, "height": 800})
        player = await Player(await context.new_page()).open(sandbox.board_links()["alice"])

        async def game() -> MainGame:
            row = await sandbox.bot.db.games.open_in_channel(channel.id, "main")
            return MainGame.from_dict(row.state)

        played = False
        for _ in range(6):  # the computer may open; bonus turns keep the move
            now = await game()
            if now.seats[now.current].is_computer:
                more = "n => document.querySelectorAll('.cell.tile').length > n"
                await player.page.wait_for_function(more, arg=len(now.board), timeout=20_000)
                if played:
                    break  # the computer answered the newcomer's turn, on the board
                continue
            turn = turn_cells(now)
            for tile, label in turn:
                await player.drag(tile, label)
            await player.wait_turn(len(turn))
            await player.page.get_by_role("button", name="Confirm").click()
            await player.page.locator(".cell.pending").first.wait_for(state="detached")
            played = True
        assert played
        after = await game()
        assert len(after.board) > len(now.board)
        assert "placed" in await player.page.locator(".report").inner_text()
        assert not player.errors
        await context.close()
