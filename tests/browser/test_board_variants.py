"""The board's other variants in a real browser, each as a player plays it: a Speed round built by
dragging the whole hand onto one's own grid and submitted (the rival's connection never carries that
grid), a Solo stage laid by dragging and ended, a Spot set claimed by tapping four tiles; and a main
turn placed with the keyboard alone."""

from __future__ import annotations

import json
import re
from itertools import combinations

import pytest

from bot.engine.spot import SpotGame, letter
from bot.words.messages import text as catalogue_text

from ..bot.helpers import public_texts, stored_game
from ..bot.solo_helpers import laid_deal, stage_layout
from ..bot.solo_helpers import stored as solo_stored
from ..bot.speed_helpers import running, solution, start_race
from .test_board import (
    channel_posts_after,
    one_turn_played,
    open_player,
    shoot,
    turn_cells,
)

__all__ = ["laid_deal"]  # fixtures

pytestmark = pytest.mark.browser


async def test_a_speed_round_is_built_by_dragging_and_submitted(simcord_env, board, local_discord, browser):
    env = simcord_env
    # no round clock: SimCord's virtual clock runs ahead while the test waits on the browser
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, time_limit=0)
    row, match = await running(env, channel)
    a = await open_player(browser, board, local_discord, alice, channel)
    b = await open_player(browser, board, local_discord, bob, channel, theme="light")
    grid = match.grid_of(str(alice.id))
    layout = solution(match, str(alice.id))
    for i, p in enumerate(layout):
        await a.drag(str(p.tile), grid.label(p.cell))
        await a.wait_tile(grid.label(p.cell), str(p.tile))
        if i == len(layout) // 2:
            await (await a.rack_tile(str(layout[-1].tile))).click()  # held: its cells lit
            await shoot(a, "speed-1280x800-dark")
            await a.page.keyboard.press("Escape")
    assert await a.page.locator(".rack .tile").count() == 0
    await shoot(b, "speed-rival-1280x800-light")
    before = len(public_texts(channel))
    await a.page.get_by_role("button", name="Submit").click()
    posts = await channel_posts_after(channel, before)
    assert any("alice" in p for p in posts), posts
    await b.page.locator(".race li.done", has_text="alice").wait_for()
    _, after = await running(env, channel)
    assert after.points[after.team_of(str(alice.id))] == 1
    for text in b.received:  # bob's connection: his own (empty) grid only, never alice's
        frame = json.loads(text)
        if frame.get("t") == "table" and "board" in frame:
            assert frame["board"]["tiles"] == []
    assert not a.errors and not b.errors


async def test_a_solo_stage_is_laid_by_dragging_and_ended(
    simcord_env, board, local_discord, browser, laid_deal
):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "solo start")
    _, game = await solo_stored(env, alice)
    a = await open_player(browser, board, local_discord, alice, channel, size=(390, 844), has_touch=True)
    layout = stage_layout(game)
    assert layout is not None
    for p in layout:
        await a.drag(str(p.tile), game.grid.label(p.cell))
        await a.wait_tile(game.grid.label(p.cell), str(p.tile))
    await shoot(a, "solo-390x844-dark")
    await a.page.get_by_role("button", name="End the stage").click()
    await a.page.locator(".stage", has_text="Stage 2").wait_for()
    _, after = await solo_stored(env, alice)
    assert after.stage == 2 and after.score == len(layout)
    # the first stage's tiles are fixed now: a tap on one moves nothing
    first = game.grid.label(layout[0].cell)
    await a.cell(first).click()
    # the chat's sentence for moving such a tile (game.grid.fixed), as the board says it
    fixed = catalogue_text("game.grid.fixed", "en", tile=str(layout[0].tile), cell=first)
    assert await a.wait_note("earlier stage") == fixed


async def test_a_spot_set_is_claimed_by_tapping_four_tiles(simcord_env, board, local_discord, browser):
    """Bob taps four tiles that do not add up: told so privately and locked out of the set; Alice taps
    four that do and wins them (announced in the channel, counted on her board)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await alice.slash(channel, "spot start")
    row = await env.bot.db.games.open_in_channel(channel.id, "spot")
    game = SpotGame.from_dict(row.state)
    a = await open_player(browser, board, local_discord, alice, channel)
    b = await open_player(browser, board, local_discord, bob, channel, theme="light")
    good = {tuple(sorted(c)) for c in game.solutions()}
    slots = [i for i, _ in game.shown]
    wrong = next(c for c in combinations(slots, 4) if tuple(sorted(c)) not in good)
    for name in (letter(i) for i in wrong):
        await b.page.get_by_role("button", name=f"{name}:").click()
    await b.page.get_by_role("button", name="Claim (4/4)").click()
    await b.page.locator(".note.error").wait_for()  # the bot's private word on the wrong claim
    await b.page.locator(".spot .locked").wait_for()
    assert await b.page.locator(".spot-tile[disabled]").count() == len(slots)

    claim = [letter(i) for i in game.solutions()[0]]
    for name in claim:
        await a.page.get_by_role("button", name=f"{name}:").click()
    await shoot(a, "spot-1280x800-dark")
    before = len(public_texts(channel))
    await a.page.get_by_role("button", name="Claim (4/4)").click()
    posts = await channel_posts_after(channel, before)
    assert any("spotted" in p for p in posts), posts
    # the race's time is the seconds the claim took, read on the bot's one clock (not a year's worth)
    took = [
        float(t.replace(",", "")) for t in re.findall(r"spotted .* in \*\*([\d.,]+) s\*\*", " ".join(posts))
    ]
    assert took and took[0] < 600, posts
    await a.page.locator(".players li.you", has_text="4").wait_for()
    # Spot stores players by id alone; the board names them as the channel does, never "A player"
    await a.page.locator(".players li", has_text="bob").wait_for()
    assert await a.page.locator(".players li", has_text="A player").count() == 0


async def test_a_main_turn_is_placed_with_the_keyboard_alone(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel)
    page = a.page
    (tile, label), *_ = turn_cells(game)
    if tile.endswith("9"):  # turned over with its 6⇄9 button first
        six = page.locator(f'.rack .tile[data-tile="{tile[0]}6"]').first
        await six.locator("xpath=../button[contains(@class, 'flip')]").focus()
        await page.keyboard.press("Enter")
    await page.locator(f'.rack .tile[data-tile="{tile}"]').first.focus()
    await page.keyboard.press("Enter")  # picked: the focus goes to the first open cell
    focused = await page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused.endswith("open for the held tile"), focused
    # walk there with the arrow keys
    start = await page.evaluate("document.activeElement.dataset.cell")
    shown = a.frames("table")[-1]["board"]
    rows, cols = shown["rows"], shown["cols"]

    def split(cell: str) -> tuple[str, str]:
        letters = cell.rstrip("0123456789")
        return letters, cell[len(letters) :]

    (c0, r0), (c1, r1) = split(start), split(label)
    dc, dr = cols.index(c1) - cols.index(c0), rows.index(r1) - rows.index(r0)
    for _ in range(abs(dc)):
        await page.keyboard.press("ArrowRight" if dc > 0 else "ArrowLeft")
    for _ in range(abs(dr)):
        await page.keyboard.press("ArrowDown" if dr > 0 else "ArrowUp")
    assert await page.evaluate("document.activeElement.dataset.cell") == label
    await page.keyboard.press("Enter")
    await a.wait_tile(label, tile)
    await page.locator("[role=status]", has_text=f"{tile} on {label}").wait_for()  # said to screen readers
    await page.keyboard.press("Enter")  # on the pending tile: taken back
    await page.locator(f'[data-cell="{label}"].tile').wait_for(state="detached")
    await page.locator("[role=status]", has_text=f"Took back the tile on {label}").wait_for()
    _, after = await stored_game(env, channel)
    assert len(after.board) == len(game.board)  # nothing was played
