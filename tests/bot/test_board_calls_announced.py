"""A move made on the board (sessions.board's call, through the bot's own runner) is announced in the
channel exactly as a chat move is: the turn in the chat's words, the next player pinged, over the
board picture. SimCord: the real bot and discord.py; the source is the runner's plain Source (what
the board's WebSocket gives it), not an interaction."""

from __future__ import annotations

from bot.engine.notation import Labels, format_turn
from bot.sessions import Actor

from .helpers import best_move, public_texts, stored_game
from .test_main_game import two_player_game


class BoardSource:
    """The runner's Source for a board action: an actor, nothing to acknowledge, no answer to fill."""

    def __init__(self, actor: Actor) -> None:
        self._actor = actor

    @property
    def actor(self) -> Actor:
        return self._actor

    @property
    def answer(self) -> object | None:
        return None

    async def acknowledge(self, *, private: bool, update: bool) -> bool:
        return True


async def test_a_board_turn_is_announced_like_a_chat_turn(simcord_env) -> None:  # type: ignore[no-untyped-def]
    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    assert game is not None
    move = best_move(game)
    assert move is not None
    mover = players[int(game.current_seat.id)]
    waiting = next(p for uid, p in players.items() if uid != mover.id)
    labels = Labels.for_board(game.board)
    frame = {
        "t": "play", "game": row.id, "version": row.version,
        "tiles": [[str(p.tile), labels(p.cell)] for p in move],
    }  # fmt: skip
    before = len(public_texts(channel))
    bot = env.bot
    who = Actor(mover.id, mover.name)
    acting = await bot.sessions.board.call(frame)
    outcome = await bot.runner.run(BoardSource(who), acting.target, acting.action, private=True)
    assert outcome is not None and outcome.version == row.version + 1
    said = public_texts(channel)[before:]
    assert len(said) == 1
    _, after = await stored_game(env, channel)
    assert after is not None
    pinged = players[int(after.current_seat.id)]  # the mover again after a line of six (bonus turn)
    assert f"`{format_turn(game.board, move)}`" in said[0] and f"<@{pinged.id}>" in said[0]
    last = [m for m in channel.history() if not m.flags.ephemeral][-1]
    assert last.attachments  # the board picture, as after a chat turn
    # the board of the player now to move shows the turn, and their own rack
    table = await bot.sessions.board.table(channel.id, Actor(waiting.id, waiting.name), lang="en")
    assert table is not None and table["version"] == outcome.version
    assert {x["cell"] for x in table["board"]["tiles"] if x["last"]} == {labels(p.cell) for p in move}
