"""Steps for Solo SimCord tests: read the player's stored game, turn a solver layout into /solo place
commands as a player would type them (labels as printed on the grid)."""

from __future__ import annotations

import types
from typing import Any

import pytest

import bot.sessions.solo as solo_sessions
from bot.engine.board import Cell
from bot.engine.freegrid import centred
from bot.engine.solo import SoloGame
from bot.engine.solver import solve_stage
from bot.engine.turns import Placement
from bot.sessions.solo import fixed_board

# A deal whose stages 1 and 2 `stage_layout` lays in the grid. A random deal has no layout for its
# first stage about 1 time in 1,000 (4 of 3,980 seeds), none for its second 1 time in 4,000: a test
# that lays stages is dealt this one (`laid_deal`), not whatever /solo start draws.
LAID_SEED = 1


def deal(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The next /solo start deals `seed` (the bot draws a random one; a test needs a known deal)."""
    monkeypatch.setattr(solo_sessions, "secrets", types.SimpleNamespace(randbits=lambda _bits: seed))


@pytest.fixture
def laid_deal(monkeypatch: pytest.MonkeyPatch) -> int:
    """/solo start deals LAID_SEED in this test."""
    deal(monkeypatch, LAID_SEED)
    return LAID_SEED


async def stored(env: Any, user: Any) -> tuple[Any, SoloGame | None]:
    row = await env.bot.db.games.open_solo(user.id)
    if row is None or row.state is None:
        return row, None
    return row, SoloGame.from_dict(row.state)


def stage_layout(game: SoloGame) -> list[Placement] | None:
    """A solver layout of this stage's tiles that fits the grid's window, or None."""
    board = fixed_board(game)
    for seed in range(8):
        result = solve_stage(board, list(game.stage_tiles), game.key, deadline_s=5.0, seed=seed)
        if not result.solved:
            return None
        places = list(result.placements if len(board) else centred(result.placements))
        if all(game.grid.inside(p.cell) for p in places):
            return places
    return None


def place_commands(game: SoloGame, layout: list[Placement]) -> list[dict[str, str]]:
    """/solo place options for a layout: each run of side-by-side cells in a row is one command."""
    cells = {p.cell: p.tile for p in layout}
    out = []
    for cell in sorted(cells):
        if Cell(cell.row, cell.col - 1) in cells:
            continue  # inside a run that starts further left
        run = [cell]
        while Cell(cell.row, run[-1].col + 1) in cells:
            run.append(Cell(cell.row, run[-1].col + 1))
        options = {"tiles": " ".join(str(cells[c]) for c in run), "at": game.grid.label(run[0])}
        if len(run) > 1:
            options["direction"] = "across"
        out.append(options)
    return out


def public_messages(channel: Any) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def everything_readable(message: Any) -> str:
    """Content, embeds, attachment names and alt texts: what anyone could read of a message."""
    parts = [message.content]
    for e in message.embeds:
        parts += [e.title or "", e.description or ""] + [f"{f.name} {f.value}" for f in e.fields]
    for a in message.attachments:
        parts += [a.filename, a.description or ""]
    return " ".join(parts)
