"""The runner is the one door, and it knows no discord: a plain source (what a WebSocket front end
would be) plays through it with the real sessions, database, timers and computer players. It is
acknowledged first, its call made as its actor, its reply sent, its posts delivered, its clocks armed;
a source gone before the acknowledgement stores nothing."""

from __future__ import annotations

import asyncio

from bot.app.computers import ComputerPlayers
from bot.app.runner import Runner
from bot.app.timers import TimerService
from bot.sessions import Actor, Outcome, Sessions
from bot.sessions.actions import Pass

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


async def test_a_plain_source_plays_a_turn_through_the_runner(sessions: Sessions) -> None:
    db = sessions.base.db
    delivered: list[tuple[Outcome, object]] = []

    async def deliver(outcome: Outcome, answer: object | None) -> None:
        delivered.append((outcome, answer))

    async def ready() -> None:
        return None

    clocks = TimerService(lambda: db, ready)
    computers = ComputerPlayers(lambda game_id: sessions.main.computer_turn(game_id), ready)
    runner = Runner(deliver, clocks, computers)
    try:
        game_id = await two_player_game(sessions)
        row, game = await sessions.main.read(game_id)
        mover, _ = player(sessions, game)

        gone = PlainSource(mover, gone=True)
        assert (
            await runner.run(gone, lambda who: sessions.main.act(game_id, Pass(), who), private=False) is None
        )
        assert (await sessions.main.read(game_id))[0].version == row.version  # nothing stored

        source = PlainSource(mover)
        replies: list[int] = []

        async def reply(outcome: Outcome) -> None:
            replies.append(outcome.version)

        outcome = await runner.run(
            source, lambda who: sessions.main.act(game_id, Pass(), who), private=False, reply=reply
        )
        assert outcome is not None and outcome.version == row.version + 1
        assert source.acknowledged == [(False, False)] and replies == [outcome.version]
        assert delivered == [(outcome, source.answer)]  # a public acknowledgement is filled by the post
        assert clocks.armed == 2  # the next player's reminder and timeout, slept on
        assert ALICE.user_id in {int(s.id) for s in outcome.state.seats}
    finally:
        clocks.stop()
        computers.stop()
        await asyncio.sleep(0)
