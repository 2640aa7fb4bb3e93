"""A sixth variant needs no shared file: a toy one, registered here only, plays through the runner.

The contract (bot/sessions/variant.py) is what the runner knows of a variant: a target type, a
session that acts on it with a typed action, and the names it stores games under (for /forget-me).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.present import Post
from bot.sessions import Actor, Outcome, Sessions
from bot.sessions.actions import Target
from bot.sessions.variant import UnknownTarget

from .conftest import ALICE, BOB
from .test_runner import PlainSource, plain_runner


@dataclass(frozen=True, slots=True)
class Poke:
    """The toy's one action: poke the game `times` times."""

    times: int


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
