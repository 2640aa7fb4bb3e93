"""The main game's private views, in the reader's language: a rack, a board, hints, the status, the
guided placement's preview. Pure: each returns a `Post` (text, a picture request, components) that
delivery sends privately, drawing the picture or its text form as the reader chose."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.main_game import MainGame
from bot.engine.movegen import Turn
from bot.engine.tiles import Tile
from bot.engine.turns import Placement
from bot.words.messages import text

from . import guided
from .notation import said_turn
from .pictures import board_request, rack_request
from .posts import Component, Post


def _placed(turn: Turn) -> list[Placement]:
    return sorted(turn.placements, key=lambda p: p.cell)


def rack(game_id: int, game: MainGame, seat: int, hints: bool, version: int | None = None) -> Post:
    """The player's rack with Place / Hint / Pass buttons (labels in their language)."""
    tiles = game.racks[seat]
    turn = (
        text("rack.your_turn")
        if game.current == seat
        else text("rack.waiting", player=game.current_seat.name)
    )
    body = text(
        "rack.body",
        tiles=" ".join(f"`{t}`" for t in tiles) or "-",
        score=game.scores[seat],
        turn=turn,
    )
    actions = ["guide", *(["hint"] if hints else []), "pass"]
    return Post(
        content=body,
        picture=rack_request(tiles, text("rack.title")),
        components=(Component("game_private", {"game": game_id, "ver": version, "actions": actions}),),
    )


def board(game: MainGame) -> Post:
    header = text(
        "board.header",
        key=game.key,
        bag=len(game.bag),
        turn=text("board.to_play", player=game.current_seat.name),
    )
    return Post(content=header, picture=board_request(game))


def hints(game: MainGame, turns: Sequence[Turn]) -> Post:
    if not turns:
        return Post(content=text("game.no_hint"))
    lines = [f"**{text('hint.title')}**"]
    for i, t in enumerate(turns, 1):
        lines.append(
            text(
                "hint.row",
                rank=i,
                move=f"`{said_turn(game.board, _placed(t))}`",
                score=t.score,
                bonus=text("hint.bonus") if t.bonus else "",
            )
        )
    return Post(content="\n".join(lines), picture=board_request(game, preview=_placed(turns[0])))


def guided_preview(game: MainGame, chosen: Sequence[Tile], turns: Sequence[Turn], pos: int) -> Post:
    """The positions found for the chosen tiles, the one at `pos` drawn on the board (bot/present/guided.py
    words it as Speed's and Solo's flows are worded)."""
    turn = turns[pos]
    placed = _placed(turn)
    move, detail = said_turn(game.board, placed), guided.scored(turn.score, turn.bonus)
    content = guided.preview(len(turns), chosen, [p.tile for p in placed], move, detail)
    return Post(content=content, picture=board_request(game, preview=placed))


def position_label(game: MainGame, turn: Turn) -> str:
    return guided.option(said_turn(game.board, _placed(turn)), guided.scored(turn.score, turn.bonus))


def status(game: MainGame, open_racks: bool) -> str:
    scores = ", ".join(
        f"{s.name} {game.scores[i]}" + ("" if game.active[i] else text("end.left"))
        for i, s in enumerate(game.seats)
    )
    body = text(
        "status.body",
        key=game.key,
        bag=len(game.bag),
        turn=game.turn_number,
        player=game.current_seat.name,
        scores=scores,
    )
    if open_racks:
        body += "\n" + "\n".join(
            f"{s.name}: {' '.join(map(str, game.racks[i]))}" for i, s in enumerate(game.seats)
        )
    return body


def lobby_status(owner_id: int | None, names: Sequence[str]) -> str:
    return text("status.lobby", host=f"<@{owner_id}>", players=", ".join(names))


__all__ = ["board", "guided_preview", "hints", "lobby_status", "position_label", "rack", "status"]
