"""The runner is the one door, and it knows no discord: a plain source (what a WebSocket front end
would be) plays through it with the real sessions, database, timers and computer players. It is
acknowledged first, its call made as its actor, its reply sent, its posts delivered, its clocks armed;
a source gone before the acknowledgement stores nothing."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from bot.app.computers import ComputerPlayers
from bot.app.runner import Deliver, Runner
from bot.app.timers import TimerService
from bot.sessions import Actor, Outcome, Sessions
from bot.sessions.actions import ComputerTurn, Pass
from bot.sessions.main import MainTarget

from .conftest import ALICE
from .test_main_session import player, two_player_game


class PlainSource:
    """A player over a non-Discord connection: acknowledged by a flag, answered in a list."""

    def __init__(self, who: Actor, *, gone: bool = False) -> None:
        self.actor = who
        self.answer: list[str] = []
        self.gone = gone
        self.acknowledged: list[tuple[bool, bool]] = []

    async def acknowledge(self, *, private: bool, update: bool) -> bool:
        self.acknowledged.append((private, update))
        return not self.gone


@contextlib.asynccontextmanager
async def plain_runner(sessions: Sessions, deliver: Deliver) -> AsyncIterator[tuple[Runner, TimerService]]:
    """The bot's runner over the real sessions, timers and computer players, delivering to `deliver`."""

    async def ready() -> None:
        return None

    clocks = TimerService(lambda: sessions.base.db, ready)
    computers = ComputerPlayers(lambda game_id: sessions.main.computer_turn(game_id), ready)
    try:
        yield Runner(deliver, clocks, computers, lambda: sessions.variants), clocks
    finally:
        clocks.stop()
        computers.stop()
        await asyncio.sleep(0)


async def test_a_plain_source_plays_a_turn_through_the_runner(sessions: Sessions) -> None:
    delivered: list[tuple[Outcome, object]] = []

    async def deliver(outcome: Outcome, answer: object | None) -> None:
        delivered.append((outcome, answer))

    async with plain_runner(sessions, deliver) as (runner, clocks):
        game_id = await two_player_game(sessions)
        row, game = await sessions.main.read(game_id)
        mover, _ = player(sessions, game)

        gone = PlainSource(mover, gone=True)
        assert await runner.run(gone, MainTarget(game_id), Pass(), private=False) is None
        assert (await sessions.main.read(game_id))[0].version == row.version  # nothing stored

        source = PlainSource(mover)
        replies: list[int] = []

        async def reply(outcome: Outcome) -> None:
            replies.append(outcome.version)

        outcome = await runner.run(source, MainTarget(game_id), Pass(), private=False, reply=reply)
        assert outcome is not None and outcome.version == row.version + 1
        assert source.acknowledged == [(False, False)] and replies == [outcome.version]
        assert delivered == [(outcome, source.answer)]  # a public acknowledgement is filled by the post
        assert clocks.armed == 2  # the next player's reminder and timeout, slept on
        assert ALICE.user_id in {int(s.id) for s in outcome.state.seats}


async def test_a_read_only_view_is_acknowledged_as_asked_and_a_gone_source_says_so(
    sessions: Sessions,
) -> None:
    """`Runner.acknowledge` (a view, a setting: no game action): the source is acknowledged as asked
    (privately, or as an update of the component's own message); False when it is gone, so the
    caller reads and stores nothing. Nothing is delivered."""

    async def nothing(outcome: Outcome, answer: object | None) -> None:
        raise AssertionError("a read-only view delivers nothing")

    async with plain_runner(sessions, nothing) as (runner, _):
        gone = PlainSource(ALICE, gone=True)
        assert await runner.acknowledge(gone, private=True, update=True) is False
        assert gone.acknowledged == [(True, True)]
        source = PlainSource(ALICE)
        assert await runner.acknowledge(source, private=True, update=True) is True
        assert source.acknowledged == [(True, True)]
        public = PlainSource(ALICE)
        assert await runner.acknowledge(public, private=False) is True
        assert public.acknowledged == [(False, False)]


async def test_a_computers_turn_is_a_typed_action_on_its_game(sessions: Sessions) -> None:
    """`ComputerTurn` on the game's MainTarget (no closure): the registry's session thinks and plays,
    the runner delivers its posts to the channel (no source is answered) and arms the next player's
    clock (once a bonus turn, if it earned one, is played too); while no computer is to move nothing
    is stored or delivered."""
    delivered: list[tuple[Outcome, object]] = []

    async def deliver(outcome: Outcome, answer: object | None) -> None:
        delivered.append((outcome, answer))

    async with plain_runner(sessions, deliver) as (runner, clocks):
        lobby = await sessions.lobby.open(
            guild_id=1, channel_id=51, host=ALICE, options={"max_players": 2, "turn_limit": 600},
            computers=1, level="easy",
        )  # fmt: skip
        await sessions.lobby.change(lobby.game_id, ALICE, "start")
        target = MainTarget(lobby.game_id)
        _, game = await sessions.main.read(lobby.game_id)
        if not game.current_seat.is_computer:
            assert await runner.computer_step(target, ComputerTurn()) is None and delivered == []
            await sessions.main.apply(lobby.game_id, Pass(), ALICE)
        before = (await sessions.main.read(lobby.game_id))[0].version
        outcome = await runner.computer_step(target, ComputerTurn())
        assert outcome is not None and outcome.version == before + 1 and outcome.posts
        assert delivered == [(outcome, None)]
        for _ in range(20):  # a turn that earns a bonus turn is the computer's again: it plays on
            if not (await sessions.main.read(lobby.game_id))[1].current_seat.is_computer:
                break
            assert await runner.computer_step(target, ComputerTurn()) is not None
        assert clocks.armed == 2  # Alice's reminder and timeout, slept on
        assert not (await sessions.main.read(lobby.game_id))[1].current_seat.is_computer
