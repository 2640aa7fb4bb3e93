"""Spot's table on the board (web/PROTOCOL.md): the tiles on show with their letters, the round, the
tiles each player has won; nothing in Spot is private (the board says only whether you are locked
out of this set), so the session hands over the decoded game and the viewer's id."""

from __future__ import annotations

from bot.engine.spot import SpotGame, letter

from .board_wire import Player, ShownTile, TableView
from .spot import shown_part


def spot_table(game: SpotGame, user_id: int, now: float) -> TableView:
    """A Spot game as `user_id` sees it at `now` (the game's clock): everyone's winnings, the set on
    show, whether they may claim (a wrong claim's lock-out ends after a while, engine/spot.py)."""
    you = str(user_id)
    locked = game.is_locked(you, now)
    winners = set(game.result.winners) if game.finished and game.result else set()
    players: list[Player] = [
        {
            "id": pid, "name": "", "score": len(rec.won), "sets": rec.sets_won, "turn": False,
            "computer": False, "you": pid == you, "status": "won" if pid in winners else "playing",
        }
        for pid, rec in sorted(game.players.items(), key=lambda kv: (-len(kv[1].won), kv[0]))
    ]  # fmt: skip
    shown: list[ShownTile] = [
        {"letter": letter(i), "tile": str(t)} for i, t in enumerate(shown_part(game)) if t is not None
    ]
    out: TableView = {
        "version": game.set_number,  # what a claim names: the set on show (another's wrong claim is no news)
        "you": {"id": you, "seat": None, "playing": not game.finished},
        "players": players,
        "key": game.key,
        "bag": len(game.bag),
        "spot": {
            "shown": shown,
            "round": game.round,
            "rounds": game.rounds_limit,
            "set": game.set_number,
            "distinct": game.distinct_colours,
            "locked": locked,
        },
        "can": ["claim"] if not game.finished and not locked else [],
    }
    if game.finished:
        out["final"] = {"winner": ", ".join(sorted(winners)), "lines": []}
    return out
