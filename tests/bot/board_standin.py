"""TEMPORARY STAND-IN (tests only): the smallest BoardSession the board server's tests need, main game
only, until helper board-views' bot/sessions/board.py (`sessions.board`) lands in main; deleted then.
The interface (table, table_of, preview, call) is theirs (web/PROTOCOL.md)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.engine.main_game import MainGame
from bot.engine.notation import Labels, format_tiles, parse_tile
from bot.sessions.actions import Pass, PlayCells, Resign
from bot.sessions.base import Actor, Outcome
from bot.sessions.main import VARIANT, MainSession

Call = Callable[[Actor], Awaitable[Outcome | None]]


class BoardSession:
    def __init__(self, main: MainSession) -> None:
        self.main = main

    async def table(self, channel_id: int, user: Actor) -> dict[str, Any] | None:
        row = await self.main.base.channel_game(channel_id, VARIANT)
        return None if row is None else await self.table_of(row.id, user)

    async def table_of(self, game_id: int, user: Actor) -> dict[str, Any] | None:
        row = await self.main.db.games.get(game_id)
        if row.variant != VARIANT or row.state is None:
            return None
        game = MainGame.from_dict(row.state)
        labels = Labels.for_board(game.board)
        seat = game.seat_of(str(user.user_id))
        return {
            "t": "table",
            "variant": VARIANT,
            "game": row.id,
            "version": row.version,
            "status": row.status,
            "channel": str(row.channel_id),
            "you": {"id": str(user.user_id), "seat": seat, "playing": seat is not None},
            "players": [
                {"name": s.name, "score": game.scores[i], "turn": i == game.current, "you": i == seat}
                for i, s in enumerate(game.seats)
            ],
            "board": {
                "tiles": [{"cell": labels(c), "tile": format_tiles([t])} for c, t in game.board.items()]
            },
            "rack": [format_tiles([t]) for t in game.racks[seat]] if seat is not None else [],
            "can": ["play", "pass", "resign"] if seat == game.current else [],
        }

    async def preview(self, game_id: int, version: int, user: Actor, tiles: list[Any]) -> dict[str, Any]:
        return {"ok": False, "reason": "not in the stand-in"}

    def order(self, frame: dict[str, Any]) -> None:
        return None

    @staticmethod
    def note_text(outcome: Outcome, *, lang: str | None = None) -> str | None:
        return None

    def call(self, frame: dict[str, Any]) -> Call:
        game_id, version, kind = int(frame["game"]), int(frame["version"]), frame["t"]

        async def act(actor: Actor) -> Outcome | None:
            if kind == "pass":
                action: Any = Pass()
            elif kind == "resign":
                action = Resign()
            else:
                row = await self.main.db.games.get(game_id)
                labels = Labels.for_board(MainGame.from_dict(row.state).board)
                cells = []
                for tile, cell in frame["tiles"]:
                    at = labels.parse(cell)
                    cells.append((at.row, at.col, format_tiles([parse_tile(tile)])))
                action = PlayCells(tuple(cells))
            return await self.main.act(game_id, action, actor, expected_version=version)

        return act
