"""The board's line on what last happened (`report`) in the grid variants, in the channel's words
without their markdown: in Speed/Team the last round's end, in Solo the last accepted stage."""

from __future__ import annotations

from .board_helpers import board_server, http, local_discord, open_board
from .solo_helpers import laid_deal
from .solo_helpers import stored as solo_stored
from .speed_helpers import build, running, solution, start_race
from .test_solo import player, start_and_lay_stage_one

__all__ = ["board_server", "http", "laid_deal", "local_discord"]  # fixtures


async def last_table(board) -> dict:
    """The newest table once the pushes have settled."""
    tables = [f for f in await board.quiet(0.5) if f["t"] == "table"]
    assert tables, board.frames[-3:]
    return tables[-1]


async def test_a_won_round_is_reported_on_every_racers_board(simcord_env, board_server, http, local_discord):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=2)
    _, match = await running(env, channel)
    a_board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    b_board, _ = await open_board(http, board_server.url, local_discord, bob, channel)
    assert "report" not in await a_board.next("table")  # nothing has happened yet
    await b_board.next("table")

    await build(alice, channel, match, solution(match, str(alice.id)))
    await alice.slash(channel, "speed submit")
    for board in (a_board, b_board):
        report = (await last_table(board))["report"]
        assert report.startswith("🏁 alice wins round 1 with a valid grid in ") and "*" not in report, report
    await a_board.ws.close()
    await b_board.ws.close()


async def test_an_accepted_solo_stage_is_reported(simcord_env, board_server, http, local_discord, laid_deal):
    env = simcord_env
    _, channel, alice = player(env)
    await start_and_lay_stage_one(env, channel, alice)
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert "report" not in await board.next("table")

    await alice.slash(channel, "solo submit")
    _, game = await solo_stored(env, alice)
    assert game is not None and game.stage == 2
    table = await last_table(board)
    assert table["report"] == f"Stage 1 accepted: {game.score} tiles placed. Your next 10 tiles are dealt."
    await board.ws.close()
