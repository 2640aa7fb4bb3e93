"""A sixth variant needs no shared file: a toy one, registered here only, plays through the runner.

The contract (bot/sessions/variant.py) is what the runner knows of a variant: a target type, a
session that acts on it with a typed action, and the names it stores games under (storage keeps
its games under them; /forget-me asks it for its running games). The second test plays the toy in
the real bot (SimCord): stored, announced through the outbox, forgotten by the real /forget-me.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from bot.present import Post
from bot.present.board_wire import TableView
from bot.sessions import Actor, Outcome, Sessions
from bot.sessions.actions import Target
from bot.sessions.base import Session
from bot.sessions.variant import UnknownTarget
from bot.storage import Game, NewMove, NewResult, NewSeat
from bot.words.refusal import Refusal
from tests.bot.board_helpers import board_server, http, local_discord, open_board
from tests.bot.conftest import close_databases, database_target, db_path, only_expected_errors, simcord_bot
from tests.bot.helpers import public_texts, reply
from tests.bot.test_forget_me_mid_game import traces

from .conftest import ALICE, BOB
from .test_runner import PlainSource, plain_runner

# The real bot's fixtures (tests/bot/conftest.py, board_helpers.py), for the test that plays the toy in it.
__all__ = [
    "board_server", "close_databases", "database_target", "db_path", "http", "local_discord",
    "only_expected_errors", "simcord_bot",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class Poke:
    """The toy's one action: poke the game `times` times (`last`: and end it, most pokes winning)."""

    times: int
    last: bool = False


class ToyTarget(Target[Poke]):
    """A toy game."""


class ToySession:
    """Counts pokes per game; a poke by the wrong player is refused (a ValueError here)."""

    def __init__(self) -> None:
        self.pokes: dict[int, int] = {}
        self.forgotten: list[tuple[int, int]] = []

    async def act(self, actor: Actor, action: Poke, target: Target[Poke]) -> Outcome:
        if actor.user_id != ALICE.user_id:
            raise ValueError("only Alice pokes")
        self.pokes[target.game_id] = self.pokes.get(target.game_id, 0) + action.times
        said = Post(content=f"<@{actor.user_id}> poked {action.times}×")
        return Outcome(target.game_id, 77, self.pokes[target.game_id], (said,))

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        self.forgotten.append((game_id, user_id))
        return None


class OtherTarget(Target[Poke]):
    """A target no session was registered for."""


async def test_a_toy_variant_registered_in_a_test_plays_through_the_runner(sessions: Sessions) -> None:
    toy = ToySession()
    sessions.variants.register(ToyTarget, toy, stores=("toy",))
    delivered: list[tuple[Outcome, object]] = []

    async def deliver(outcome: Outcome, answer: object | None) -> None:
        delivered.append((outcome, answer))

    async with plain_runner(sessions, deliver) as (runner, clocks):
        source = PlainSource(ALICE)
        outcome = await runner.run(source, ToyTarget(5), Poke(3), private=False)
        again = await runner.run(PlainSource(ALICE), ToyTarget(5), Poke(2), private=False)
        assert outcome is not None and again is not None and again.version == 5 == toy.pokes[5]
        assert source.acknowledged == [(False, False)]
        assert [o.posts[0].content for o, _ in delivered] == [
            f"<@{ALICE.user_id}> poked 3×",
            f"<@{ALICE.user_id}> poked 2×",
        ]
        assert delivered[0][1] is source.answer  # the public acknowledgement is filled by the post

        with pytest.raises(ValueError):  # the session's refusal reaches the caller; nothing delivered
            await runner.run(PlainSource(BOB), ToyTarget(5), Poke(1), private=False)
        assert toy.pokes[5] == 5 and len(delivered) == 2

        nobody = PlainSource(ALICE)
        with pytest.raises(UnknownTarget):  # refused before the source is acknowledged
            await runner.run(nobody, OtherTarget(5), Poke(1), private=False)
        assert nobody.acknowledged == []

        assert sessions.variants.forgetters["toy"] is toy  # /forget-me asks the toy for its games
        assert "toy" in sessions.variants.names
        await sessions.forget.by_variant["toy"].forget_user(5, ALICE.user_id)
        assert toy.forgotten == [(5, ALICE.user_id)]


TOY = "toy"  # the name its games are stored under


class StoredToy:
    """The toy as a variant's own module would write it, on the sessions' shared base: its games in
    storage under "toy", each poke one commit (state, move log, outbox; the last one its results),
    its board table (who poked how often), its players forgotten."""

    def __init__(self, base: Session) -> None:
        self.base = base

    async def open(self, guild_id: int, channel_id: int, players: list[Actor]) -> Game:
        row = await self.base.db.games.create(
            channel_id=channel_id, guild_id=guild_id, variant=TOY, owner_id=players[0].user_id,
            seats=[NewSeat(p.user_id, p.name) for p in players],
        )  # fmt: skip
        state = {"pokes": 0, "players": [{"id": str(p.user_id), "name": p.name, "pokes": 0} for p in players]}
        return await self.base.db.games.start(row.id, state)

    async def act(self, actor: Actor, action: Poke, target: Target[Poke]) -> Outcome:
        async with self.base.lock(target.game_id):
            row = await self.base.row(target.game_id, variants=(TOY,))
            state = dict(row.state or {})
            mine = [p for p in state["players"] if p["id"] == str(actor.user_id)]
            if not mine:
                raise Refusal("game.none")
            mine[0]["pokes"] += action.times
            state["pokes"] += action.times
            said = Post(content=f"{actor.name} poked {action.times}× ({state['pokes']} in all)")
            move = NewMove({"a": "poke", "times": action.times}, user_id=actor.user_id)
            results = None
            if action.last:  # the game ends: each player's pokes are their score (its stats' results)
                most = max(p["pokes"] for p in state["players"])
                results = [
                    NewResult(seat=s.seat, user_id=s.user_id, score=p["pokes"], won=p["pokes"] == most)
                    for s, p in zip(await self.base.seats(row.id), state["players"], strict=True)
                ]
            done = await self.base.store(row, state, move, [said], results=results)
        return Outcome(row.id, row.channel_id, done.version, (said,), done.outbox_id)

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        await self.base.anonymise_in_running(game_id, user_id)
        return None

    async def board_table(self, row: Game, viewer: Actor, lang: str) -> TableView | None:
        players = (row.state or {}).get("players", [])
        me = str(viewer.user_id)
        seats = [p["id"] for p in players]
        return {
            "you": {"id": me, "seat": seats.index(me) if me in seats else None, "playing": me in seats},
            "players": [
                {"name": p["name"], "computer": False, "you": p["id"] == me, "score": p["pokes"]}
                for p in players
            ],
            "can": [],
        }


class StoredToyTarget(Target[Poke]):
    """A stored toy game."""


@dataclass(frozen=True)
class ToyTable:
    """A toy game alice and bob play in the channel "toys" of a new server (the members: SimCord's)."""

    channel: Any
    alice: Any
    bob: Any
    players: list[Actor]
    row: Game


async def toy_table(env: Any, toy: StoredToy, **registered: Any) -> ToyTable:
    """`toy` registered in the bot (the only line that plugs a variant in), then a game of it opened."""
    env.bot.sessions.variants.register(StoredToyTarget, toy, stores=(TOY,), **registered)
    guild = env.create_guild()
    channel = guild.create_text_channel("toys")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    players = [Actor(alice.id, "alice"), Actor(bob.id, "bob")]
    return ToyTable(channel, alice, bob, players, await toy.open(guild.id, channel.id, players))


async def test_a_toy_variant_plays_in_the_bot_through_storage_the_outbox_a_board_and_forget_me(
    simcord_env, board_server, http, local_discord
) -> None:
    env = simcord_env
    bot = env.bot
    toy = StoredToy(bot.sessions.base)
    table = await toy_table(env, toy)
    channel, alice, bob, players, row = table.channel, table.alice, table.bob, table.players, table.row
    assert (row.variant, row.status) == (TOY, "running")
    assert (await bot.db.games.open_in_channel(channel.id)).id == row.id  # the channel's shared game
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    shown = await board.next("table")  # held to the wire's schema by Board.next
    assert (shown["variant"], shown["game"], shown["you"]) == (TOY, row.id, {"id": str(alice.id), "seat": 0,
                                                                             "playing": True})  # fmt: skip

    outcome = await bot.runner.run(PlainSource(players[0]), StoredToyTarget(row.id), Poke(3), private=False)
    assert outcome is not None and outcome.outbox_id is not None
    assert public_texts(channel)[-1] == "alice poked 3× (3 in all)"  # delivered in the channel
    assert await bot.db.outbox.pending_for(row.id) == []  # and so gone from the outbox
    assert [m.action for m in await bot.db.moves.list(row.id)] == [{"a": "poke", "times": 3}]
    pushed = await board.next("table")  # the board hears of it as of any game
    assert [(p["name"], p.get("score")) for p in pushed["players"]] == [("alice", 3), ("bob", 0)]

    answer = reply(await bob.slash(channel, "forget-me", confirm=True))
    assert answer.ephemeral and answer.content.startswith("Done: your data is deleted"), answer.content
    assert "left 1 running game" in answer.content
    assert await traces(env, bob.id, "bob") == []  # nothing of bob left in the toy's rows or state
    after = await bot.db.games.get(row.id)
    assert after.status == "running" and after.state is not None and after.state["pokes"] == 3
    await bot.runner.run(PlainSource(players[0]), StoredToyTarget(row.id), Poke(1), private=False)
    assert public_texts(channel)[-1] == "alice poked 1× (4 in all)"  # the game goes on for alice
    table = await board.next("table")
    while table["players"][0].get("score") != 4:  # the table /forget-me pushed came first
        table = await board.next("table")
    assert [(p["name"], p["score"]) for p in table["players"]] == [("alice", 4), ("Deleted user", 0)]
    await board.ws.close()
