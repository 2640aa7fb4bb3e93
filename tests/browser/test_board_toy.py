"""A variant the front end has never heard of, in a real browser: the toy of
tests/sessions/test_toy_variant.py, registered in the test only, with a table of the common parts
(players, a board, its key and bag, a report, the final lines). The page draws them in the player's
words, follows a poke and the game's end, and logs no error."""

from __future__ import annotations

from typing import Any

import pytest

from bot.present.board_wire import TableView
from bot.sessions import Actor
from bot.storage import Game

from ..sessions.test_runner import PlainSource
from ..sessions.test_toy_variant import TOY, Poke, StoredToy, StoredToyTarget, toy_table
from .players import Player

pytestmark = pytest.mark.browser

ROWS, COLS = ["1", "2", "3"], ["A", "B", "C"]


async def watched_player(
    browser: Any, board: Any, fake: Any, member: Any, channel: Any
) -> tuple[Player, list[str]]:
    """A player's board, with every error its console logs (from before the page loads)."""
    page = await (await browser.new_context(viewport={"width": 1280, "height": 800})).new_page()
    logged: list[str] = []
    page.on("console", lambda m: logged.append(m.text) if m.type == "error" else None)
    code = fake.code_for(member.id, member.name)
    return await Player(page).open(f"{board.url}/?channel={channel.id}&code={code}"), logged


class ToyWithABoard(StoredToy):
    """The toy, its table with every common part: a tile on the board per poke (up to nine)."""

    async def board_table(self, row: Game, viewer: Actor, lang: str) -> TableView | None:
        table = await super().board_table(row, viewer, lang)
        assert table is not None
        pokes = (row.state or {}).get("pokes", 0)
        cells = [f"{c}{r}" for r in ROWS for c in COLS][: min(pokes, 9)]
        tiles = [{"cell": cell, "tile": "R5", "last": i == len(cells) - 1} for i, cell in enumerate(cells)]
        table |= {"board": {"rows": ROWS, "cols": COLS, "tiles": tiles}, "key": 5, "bag": 9 - len(cells)}
        table["report"] = f"{pokes} pokes so far"
        if row.status == "finished":
            best = max(table["players"], key=lambda p: p.get("score", 0))
            lines = [f"{p['name']}: {p.get('score', 0)}" for p in table["players"]]
            table["final"] = {"winner": best["name"], "lines": lines}
        return table


async def test_a_board_shows_a_registered_variants_common_parts(simcord_env, board, local_discord, browser):
    env = simcord_env
    bot = env.bot
    table = await toy_table(env, ToyWithABoard(bot.sessions.base))
    channel, alice, bob, players, row = table.channel, table.alice, table.bob, table.players, table.row
    await bot.runner.run(PlainSource(players[0]), StoredToyTarget(row.id), Poke(2), private=False)
    await bob.slash(channel, "sumoku prefs", language="fr")

    a, a_logged = await watched_player(browser, board, local_discord, alice, channel)
    b, b_logged = await watched_player(browser, board, local_discord, bob, channel)
    page = a.page
    assert await page.evaluate("document.body.dataset.variant") == TOY
    names = page.locator(".players li")
    await names.first.wait_for()
    assert [s.strip() for s in await names.all_inner_texts()] == ["alice (you)\n2", "bob\n0"]
    assert await page.locator(".cell.tile").count() == 2 and await page.locator("[data-cell]").count() == 9
    assert (await page.locator(".facts").inner_text()).strip() == "Key 5 · Bag 7"
    assert (await page.locator(".report").inner_text()).strip() == "2 pokes so far"
    # bob's board, in his language: the same parts in French
    assert await b.page.locator(".players li").all_inner_texts() == ["alice\n2", "bob (vous)\n0"]
    assert (await b.page.locator(".facts").inner_text()).strip() == "Clé 5 · Sac 7"

    end = Poke(1, last=True)
    await bot.runner.run(PlainSource(players[1]), StoredToyTarget(row.id), end, private=False)
    await page.locator(".final h2", has_text="alice wins").wait_for()
    assert await page.locator(".final p").all_inner_texts() == ["alice: 2", "bob: 1"]
    assert (await page.locator(".report").inner_text()).strip() == "3 pokes so far"
    assert await page.locator(".cell.tile").count() == 3
    await b.page.locator(".final h2", has_text="alice gagne").wait_for()
    assert not a.errors and not b.errors and a_logged == [] == b_logged
