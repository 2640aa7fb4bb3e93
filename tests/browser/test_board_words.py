"""The board speaks the chat's catalogue: a Spanish or French player who tries to play out of turn
reads on the board the very sentence the chat answers them for the same move, and a picked tile's
open cells are counted with the language's plural ("1 casilla posible", "3 casillas posibles")."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.engine.main_game import MainGame
from bot.engine.notation import Labels
from bot.engine.reach import next_cells
from bot.engine.tiles import Tile
from bot.engine.turns import Placement
from bot.words.messages import text

from ..bot.helpers import best_move, place_options
from ..bot.speed_helpers import said
from .test_board import chat_turn, open_player, two_players

pytestmark = pytest.mark.browser


async def a_position_with_one_and_many(
    env: Any, channel: Any, members: dict[int, Any]
) -> tuple[MainGame, list[Placement], Tile, Tile]:
    """Chat turns until the player to move, having laid the first tiles of the best turn, holds a tile
    that may then go to exactly one cell: (the game, those first tiles, that tile, a tile that may go
    to several cells while the turn is still empty). No 6 or 9 among them: the rack shows them as is."""
    for _ in range(12):
        game = await chat_turn(env, channel, members)
        rack, turn = game.racks[game.current], best_move(game) or []
        plain = [t for t in rack if t.value not in (6, 9)]
        empty = next_cells(game.board, rack, game.key) or {}
        many = next((t for t in plain if len(empty.get(t, ())) > 1), None)
        for k in range(1, len(turn)):
            reach = next_cells(game.board, rack, game.key, turn[:k]) or {}
            left = list(plain)
            for p in turn[:k]:
                if p.tile.in_hand in left:
                    left.remove(p.tile.in_hand)
            one = next((t for t in left if len(reach.get(t, ())) == 1), None)
            if one is not None and many is not None:
                return game, turn[:k], one, many
    raise AssertionError("no position with a tile of exactly one open cell in 12 turns")


async def picked(player: Any, tile: str) -> str:
    """Pick a rack tile; what the board says to a screen reader about it."""
    await (await player.rack_tile(tile)).click()
    status = player.page.locator('[role="status"]').filter(has_text=tile)
    await status.wait_for(state="attached")
    return (await status.inner_text()).strip()


@pytest.mark.parametrize("language", ["es", "fr"])
async def test_the_board_says_the_chats_refusal_and_counts_open_cells_in_the_players_language(
    simcord_env, board, local_discord, browser, language
):
    env = simcord_env
    channel, first, second = await two_players(env)
    members = {first.id: first, second.id: second}
    for member in members.values():
        await member.slash(channel, "sumoku prefs", language=language)
    game, laid, one, many = await a_position_with_one_and_many(env, channel, members)
    mover = members[int(game.current_seat.id)]
    waiter = next(m for m in members.values() if m is not mover)

    # out of turn: the chat's answer to /place, and the board's to a dropped tile, are one sentence
    chat = said(await waiter.slash(channel, "place", **place_options(game, best_move(game))))
    assert chat == text("game.not_your_turn", language, player=game.current_seat.name)
    w = await open_player(browser, board, local_discord, waiter, channel)
    seat = next(i for i, s in enumerate(game.seats) if int(s.id) == waiter.id)
    empty = Labels.for_board(game.board)(best_move(game)[0].cell)  # a cell the turn could take
    await w.tap(str(game.racks[seat][0]), empty)
    assert await w.wait_note(game.current_seat.name) == chat

    # the mover's board counts a tile's open cells: several, then one, each in the language's plural
    m = await open_player(browser, board, local_discord, mover, channel)
    empty_turn = next_cells(game.board, game.racks[game.current], game.key) or {}
    n = len(empty_turn[many])
    plural = {"es": f"{n} casillas posibles.", "fr": f"{n} cases possibles."}[language]
    assert plural in await picked(m, str(many))
    await (await m.rack_tile(str(many))).click()  # put it down again
    labels = Labels.for_board(game.board)
    for p in laid:
        await m.tap(str(p.tile), labels(p.cell))
        await m.wait_tile(labels(p.cell), str(p.tile))
    for _ in range(500):  # the bot's preview of the laid tiles: where the others may go next
        if len(m.frames("preview")) >= len(laid):
            break
        await asyncio.sleep(0.02)
    singular = {"es": "1 casilla posible.", "fr": "1 case possible."}[language]
    assert singular in await picked(m, str(one))
    assert not w.errors and not m.errors
