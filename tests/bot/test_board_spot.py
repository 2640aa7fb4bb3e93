"""Spot on the board: a wrong claim is stored (the player is locked out of the set) and its private
word comes back in `ok`'s note, only to the claimer; a right claim wins the set, announced in the
channel, and every board is shown the next set."""

from __future__ import annotations

from itertools import combinations
from typing import Any, NamedTuple

from bot.engine.spot import LOCKOUT_S, SpotGame

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import public_texts
from .test_spot import tableau_message, wrong

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def spot_game(env, channel) -> tuple[int, SpotGame]:
    row = await env.bot.db.games.open_in_channel(channel.id, "spot")
    return row.id, SpotGame.from_dict(row.state)


class RaceOnTwoBoards(NamedTuple):
    channel: Any
    alice: Any
    bob: Any
    game_id: int
    game: SpotGame
    a_board: Any
    b_board: Any
    shown: dict[str, Any]  # the first table alice's board shows


async def race_on_two_boards(env, board_server, http, local_discord) -> RaceOnTwoBoards:
    """/spot start by alice in a new channel, alice's and bob's boards open on it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice, bob = (guild.add_member(env.create_user(n)) for n in ("alice", "bob"))
    assert not (await alice.slash(channel, "spot start")).ephemeral
    game_id, game = await spot_game(env, channel)
    a_board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    b_board, _ = await open_board(http, board_server.url, local_discord, bob, channel)
    shown = await a_board.next("table")
    await b_board.next("table")
    return RaceOnTwoBoards(channel, alice, bob, game_id, game, a_board, b_board, shown)


async def test_claims_on_the_board(simcord_env, board_server, http, local_discord):
    env = simcord_env
    channel, alice, bob, game_id, game, a_board, b_board, shown = await race_on_two_boards(
        env, board_server, http, local_discord
    )
    letters = {
        i: s["letter"] for i, s in zip((i for i, _ in game.shown), shown["spot"]["shown"], strict=True)
    }
    good = set(game.solutions())
    wrong = next(c for c in combinations(sorted(letters), 4) if tuple(sorted(c)) not in good)

    claim = {"t": "claim", "game": game_id, "version": shown["version"]}
    await a_board.send(claim | {"seq": 1, "letters": [letters[i] for i in wrong]})
    ok = await a_board.next()
    assert ok["t"] == "ok" and ok["seq"] == 1 and ok["note"]  # why the claim was wrong, to alice alone
    locked = await a_board.next("table")
    assert locked["spot"]["locked"] is True
    await b_board.quiet()  # bob's board is told the set changed hands (alice is out of it)
    assert all("note" not in f for f in b_board.frames)
    assert all(f["spot"]["locked"] is False for f in b_board.frames if f["t"] == "table")

    posts = len(public_texts(channel))
    await b_board.send(claim | {"seq": 2, "letters": [letters[i] for i in game.solutions()[0]]})
    assert (await b_board.next()) == {"t": "ok", "seq": 2}
    next_set = await b_board.next("table")
    assert next_set["version"] == shown["version"] + 1
    assert (await a_board.next("table"))["version"] == next_set["version"]
    # Spot stores players by id alone: the board names them as the server does (not "a player")
    assert {p["name"] for p in next_set["players"]} == {"alice", "bob"}
    for _ in range(100):
        if len(public_texts(channel)) > posts:
            break
        await a_board.quiet(0.02)
    assert any(f"<@{bob.id}> spotted" in t for t in public_texts(channel)[posts:])  # as a menu claim is

    # a claim on the set gone by: refused as stale, and the fresh table that follows names everyone too
    await a_board.send(claim | {"seq": 3, "letters": [letters[i] for i in game.solutions()[0]]})
    refused = await a_board.next("refused")
    assert refused["seq"] == 3 and refused["stale"] is True
    fresh = await a_board.next("table")
    assert {p["name"] for p in fresh["players"]} == {"alice", "bob"}
    await a_board.ws.close()
    await b_board.ws.close()


async def test_a_claim_on_a_game_that_is_no_spot_race_is_refused(
    simcord_env, board_server, http, local_discord, caplog
):
    """A claim frame naming the board's main game (a forged frame, or a front end's slip) is
    refused as naming no race, in words; nothing decodes the main game as a Spot race."""
    import logging

    from .test_board_play import running_game

    caplog.set_level(logging.INFO)
    env = simcord_env
    channel, players = await running_game(env)
    alice = next(p for p in players.values() if p.name == "alice")
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    table = await board.next("table")
    await board.send(
        {"t": "claim", "seq": 4, "game": table["game"], "version": table["version"], "letters": list("ABCD")}
    )
    refused = await board.next("refused")
    assert refused["seq"] == 4 and refused["stale"] is False
    assert "unexpected" not in refused["reason"].lower()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    await board.ws.close()


async def test_a_lock_out_ends_on_the_board_by_itself(simcord_env, board_server, http, local_discord):
    """A wrong claim keeps its player from claiming for 15 s: when they are up, the player's board is
    sent the table that lets them claim again, though nothing else happened in the race (it showed
    the lock-out until something else changed). The claim is made in chat: SimCord's clock governs
    the bot's own waits, not those of a board's socket, and the board is pushed alike."""
    env = simcord_env
    channel, alice, bob, game_id, game, a_board, b_board, shown = await race_on_two_boards(
        env, board_server, http, local_discord
    )
    assert (await alice.select(tableau_message(channel), wrong(game))).ephemeral  # why it was wrong
    locked = await a_board.next("table")
    assert locked["spot"]["locked"] is True and locked["can"] == []
    await b_board.quiet()  # bob's board is told the claim's change (alice is out of this set)

    await env.advance_time(LOCKOUT_S - 1)
    assert not [f for f in await a_board.quiet() if f["t"] == "table"]  # still locked out
    await env.advance_time(1)
    freed = await a_board.next("table")
    assert freed["spot"]["locked"] is False and freed["can"] == ["claim"]
    assert freed["version"] == shown["version"]  # the same set: nothing else changed
    assert not [f for f in await b_board.quiet() if f["t"] == "table"]  # bob's table did not change
    claim = {"t": "claim", "game": game_id, "version": freed["version"], "seq": 1}
    await a_board.send(claim | {"letters": wrong(game)})
    assert (await a_board.next("ok"))["note"]  # judged (wrong again), not refused as locked out
    await a_board.ws.close()
    await b_board.ws.close()
