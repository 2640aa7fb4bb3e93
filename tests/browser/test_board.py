"""The board in a real browser, two players in two browser contexts on the real bot under SimCord:
a turn dragged on one board lands on the other and in the channel, an illegal drop is refused on the
spot with its reason, a stale board (a move typed in chat landed first) is refused and refreshed, a
player's connection never carries the other's rack, and a phone-sized board plays a turn."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest

from bot.engine import movegen
from bot.engine.board import Cell
from bot.engine.main_game import MainGame
from bot.engine.notation import Labels

from ..bot.helpers import best_move, place_options, public_texts, stored_game
from .conftest import SHOTS
from .players import Player

pytestmark = pytest.mark.browser


async def two_players(env: Any) -> tuple[Any, Any, Any]:
    """A running main game in a channel: (channel, the player to move, the other)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "sumoku new")).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    _, game = await stored_game(env, channel)
    members = {alice.id: alice, bob.id: bob}
    mover = members[int(game.current_seat.id)]
    return channel, mover, next(m for m in members.values() if m is not mover)


async def chat_turn(env: Any, channel: Any, members: dict[int, Any]) -> MainGame:
    """The player to move places the best turn by typing /place; returns the game after it."""
    _, game = await stored_game(env, channel)
    actor = members[int(game.current_seat.id)]
    await actor.slash(channel, "place", **place_options(game, best_move(game)))
    return (await stored_game(env, channel))[1]


async def one_turn_played(env: Any) -> tuple[Any, dict[int, Any], MainGame, Any]:
    """A main game one chat turn in: (channel, members by id, the game, the member to move)."""
    channel, first, second = await two_players(env)
    members = {first.id: first, second.id: second}
    game = await chat_turn(env, channel, members)
    return channel, members, game, members[int(game.current_seat.id)]


def turn_cells(game: MainGame, at_least: int = 1) -> list[tuple[str, str]]:
    """The best turn of at least `at_least` tiles for the player to move, as (tile, cell label) the
    board shows, in reading order; [] when the rack has none (a deal is random: after a first turn,
    about 1 deal in 25 leaves the best turn a single tile)."""
    labels = Labels.for_board(game.board)
    turns = movegen.legal_turns(game.board, game.racks[game.current], game.key)
    fit = movegen.rank(t for t in turns if len(t.placements) >= at_least)
    return [(str(p.tile), labels(p.cell)) for p in fit[0].ordered()] if fit else []


async def open_player(browser: Any, board: Any, fake: Any, member: Any, channel: Any, **opts: Any) -> Player:
    width, height = opts.pop("size", (1280, 800))
    theme = opts.pop("theme", "dark")
    context = await browser.new_context(viewport={"width": width, "height": height}, **opts)
    player = Player(await context.new_page(), touch=bool(opts.get("has_touch")))
    code = fake.code_for(member.id, member.name)
    return await player.open(f"{board.url}/?channel={channel.id}&code={code}&theme={theme}")


async def channel_posts_after(channel: Any, before: int) -> list[str]:
    for _ in range(250):
        texts = public_texts(channel)
        if len(texts) > before:
            return texts[before:]
        await asyncio.sleep(0.02)
    return []


async def shoot(player: Player, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        await player.page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


async def test_a_dragged_turn_lands_on_the_other_board_and_in_the_channel(
    simcord_env, board, local_discord, browser
):
    env = simcord_env
    channel, first, second = await two_players(env)
    members = {first.id: first, second.id: second}
    game = await chat_turn(env, channel, members)  # the first turn, typed in chat: on the table now
    mover = members[int(game.current_seat.id)]
    other = first if mover is second else second
    a = await open_player(browser, board, local_discord, mover, channel)
    b = await open_player(browser, board, local_discord, other, channel)
    labels = Labels.for_board(game.board)
    for cell, tile in game.board.items():  # the chat's turn is on both boards
        await a.wait_tile(labels(cell), str(tile))
        await b.wait_tile(labels(cell), str(tile))

    turn = turn_cells(game)
    for tile, label in turn:
        await a.drag(tile, label, lit=True)  # while held, its cell is lit
        await a.wait_tile(label, tile)
    expected = best_move(game)
    score = await a.wait_turn(len(turn))
    row, _ = await stored_game(env, channel)
    await shoot(a, "board-before-confirm-1280x800-dark")
    posts_before = len(public_texts(channel))
    await a.page.get_by_role("button", name="Confirm").click()
    for tile, label in turn:
        await b.wait_tile(label, tile)
    posts = await channel_posts_after(channel, posts_before)
    assert posts, "the board's turn was not announced in the channel"
    after_row, after = await stored_game(env, channel)
    assert after_row.version > row.version and len(after.board) == len(game.board) + len(expected)
    assert f"{after.scores[int(game.current)]}" in await b.page.locator(".players").inner_text()
    points = int(re.search(r"scores (\d+)", score).group(1))
    assert after.scores[game.current] - game.scores[game.current] == points  # the preview said the truth
    await a.page.locator(".cell.pending").first.wait_for(state="detached")  # A's board holds it too

    # what B's connection carried: never A's rack (every rack A was shown), B's own rack only
    a_racks = {json.dumps(f["rack"]) for f in a.frames("table") if f.get("rack")}
    assert a_racks, "A's board never showed A's rack"
    for text in b.received:
        frame = json.loads(text)
        assert "racks" not in frame
        if frame.get("rack"):
            assert json.dumps(frame["rack"]) not in a_racks
        for rack in a_racks:
            assert rack not in text
    assert not a.errors and not b.errors


async def test_an_illegal_drop_is_refused_on_the_spot_with_the_reason(
    simcord_env, board, local_discord, browser
):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel)
    (tile, label), *_ = turn_cells(game)
    await a.drag(tile, label)
    await a.wait_note(r"scores|Legal so far")
    # a second tile off the first one's row and column: never legal
    labels = Labels.for_board(game.board)
    at = next(p.cell for p in best_move(game) if labels(p.cell) == label)
    off = next(
        c for c in (Cell(at.row + 1, at.col + 1), Cell(at.row - 1, at.col - 1)) if game.board.get(c) is None
    )
    diagonal = labels(off)
    rest = await a.page.locator(".rack .tile").evaluate_all("els => els.map(e => e.dataset.tile)")
    await a.tap(rest[0], diagonal)
    # the cell is marked refused when the bot's answer arrives; only then does the note hold its reason
    await a.page.locator(f'[data-cell="{diagonal}"].refused').wait_for()
    reason = await a.note()
    assert await a.page.locator(".note.error").count() == 1
    assert "not legal" in reason and f"{rest[0]} on {diagonal}" in reason and "one row or column" in reason
    assert await a.page.get_by_role("button", name="Confirm").is_disabled()
    await shoot(a, "board-refused-1280x800-dark")
    # taken back tile by tile: the refused one first, then the board is clean again
    await a.cell(diagonal).click()
    await a.page.locator(f'[data-cell="{diagonal}"].tile').wait_for(state="detached")
    await a.page.get_by_role("button", name="Take all back").click()
    assert await a.page.locator(".cell.pending").count() == 0
    assert await a.page.locator(".rack .tile").count() == len(game.racks[game.current])


async def test_a_stale_board_is_refused_and_refreshed(simcord_env, board, local_discord, browser):
    """The player assembles a turn on the board while the same turn lands from chat first; the board's
    Confirm goes out before the new table reached it (the tab is busy for a moment): refused as stale,
    then the board shows the chat's turn and says another move landed first."""
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    a = await open_player(browser, board, local_discord, mover, channel)
    turn = turn_cells(game)
    for tile, label in turn:
        await a.drag(tile, label)
    await a.wait_turn(len(turn))
    # the tab is busy for a moment (the chat's table waits in its socket), then presses Confirm;
    # the turn is typed in chat once the tab is busy
    await a.page.evaluate(
        "setTimeout(() => { const t = performance.now(); while (performance.now() - t < 2000) {}"
        " [...document.querySelectorAll('button')].find(b => b.textContent === 'Confirm').click(); }, 0)"
    )
    await asyncio.sleep(0.3)
    await mover.slash(channel, "place", **place_options(game, best_move(game)))
    said = await a.wait_note(r"Another move landed first")
    assert said.count("Another move landed first") == 1, said  # the bot's sentence, said once
    for tile, label in turn:
        await a.page.locator(f'[data-cell="{label}"].tile.table[data-tile="{tile}"]').wait_for()
    assert await a.page.locator(".cell.pending").count() == 0
    refused = a.frames("refused")
    assert refused and refused[-1]["stale"] is True
    _, after = await stored_game(env, channel)
    assert len(after.board) == len(game.board) + len(turn)  # the chat's turn, once


async def test_a_phone_sized_board_plays_a_turn(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, members, game, mover = await one_turn_played(env)
    # a Spanish-speaking player on a phone: the board speaks as the bot does to them
    a = await open_player(
        browser, board, local_discord, mover, channel, size=(390, 844), has_touch=True, locale="es-ES"
    )
    turn = turn_cells(game)
    for tile, label in turn:
        await a.tap(tile, label)
        await a.wait_tile(label, tile)
    await a.wait_turn(len(turn), r"Esta jugada vale \d+")
    confirm = a.page.get_by_role("button", name="Confirmar")
    box = await confirm.bounding_box()
    assert box and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844  # reachable
    await shoot(a, "board-phone-390x844-dark")
    await confirm.click()
    await a.page.locator(".cell.pending").first.wait_for(state="detached")
    _, after = await stored_game(env, channel)
    assert len(after.board) == len(game.board) + len(turn)


async def test_resigning_on_the_board_asks_twice_and_ends_the_game_for_both(
    simcord_env, board, local_discord, browser
):
    env = simcord_env
    channel, first, second = await two_players(env)
    a = await open_player(browser, board, local_discord, first, channel)
    b = await open_player(browser, board, local_discord, second, channel, theme="light")
    await a.page.get_by_role("button", name="Resign").click()
    sure = a.page.get_by_role("button", name="Really resign?")
    await sure.wait_for()
    row, _ = await stored_game(env, channel)
    assert row.status == "running"  # one press asks, it does not resign
    posts_before = len(public_texts(channel))
    await sure.click()
    await b.page.locator(".final h2", has_text=f"{second.name} wins").wait_for()
    await a.page.locator(".final h2", has_text=f"{second.name} wins").wait_for()
    assert await b.page.locator(".controls button").count() == 0  # nothing left to press
    assert await b.page.locator(".rack").is_hidden()
    assert await channel_posts_after(channel, posts_before)
    await shoot(b, "board-final-1280x800-light")
