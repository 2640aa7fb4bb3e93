"""The board (Discord Activity) in a real browser: the real bot under SimCord, its board server on a
loopback port with the local stand-in of Discord's OAuth2, and headless Debian Chromium driven by
Playwright's async API in the same event loop (so the test, the bot and the board share one loop)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.activity import BoardServer, start_board
from tests.bot.board_helpers import board_settings, local_discord
from tests.bot.conftest import close_databases, make_bot, only_expected_errors
from tests.sandbox.test_browser import CHROMIUM, CHROMIUM_ARGS, REQUIRED, _browser_missing

__all__ = ["close_databases", "local_discord", "only_expected_errors"]  # fixtures

ROOT = Path(__file__).resolve().parents[2]
WEB_DIST = ROOT / "web" / "dist"
# Where to save the screenshots (not committed); unset: none taken.
SHOTS = os.environ.get("SUMOKU_BOARD_SHOTS")


def missing() -> str | None:
    problem = _browser_missing()
    if problem:
        return problem
    if not (WEB_DIST / "index.html").exists():
        return "the board is not built: npm --prefix web ci && npm --prefix web run build"
    return None


@pytest.fixture
def simcord_bot(tmp_path: Path) -> Any:
    """One backend is enough here: the board's storage paths are the chat's, tested on both."""
    return make_bot(tmp_path / "sumoku.db")


@pytest_asyncio.fixture
async def board(simcord_env: Any, local_discord: Any) -> AsyncIterator[BoardServer]:
    with simcord_env.time_context():  # its sockets' tasks read SimCord's clock, as the bot's do
        server = await start_board(simcord_env.bot, board_settings(local_discord))
    yield server
    await server.close()


@pytest_asyncio.fixture
async def browser() -> AsyncIterator[Any]:
    problem = missing()
    if problem:
        if REQUIRED:
            pytest.fail(f"the board's browser tests must run here: {problem}")
        pytest.skip(problem)
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        chromium = await p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            await chromium.close()
