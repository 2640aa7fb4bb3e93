"""Spot Sumoku's posts: the set on show (a lettered tableau with its pick-4 menu), what a claim
did, and the standings at the end. Public, so in English; a wrong claim's answer is private."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.spot import (
    SHOWN,
    ClaimWon,
    ClaimWrong,
    EndReason,
    Event,
    GameEnded,
    NoClaim,
    SpotGame,
    letter,
)
from bot.engine.tiles import Tile
from bot.messages import ENGLISH, text

from .pictures import tableau_request
from .posts import Component, Post


def letters(slots: Sequence[int]) -> str:
    return " ".join(letter(s) for s in slots)


def tiles_md(tiles: Sequence[Tile]) -> str:
    return " ".join(f"`{t}`" for t in tiles)


def seconds(ms: int | None) -> str:
    return "-" if ms is None else f"{ms / 1000:.1f}"


def shown_part(game: SpotGame) -> list[Tile | None]:
    """The slots to draw: A–J always, K and L once a tile went there."""
    last = max((i for i, t in enumerate(game.tableau) if t is not None), default=-1)
    return list(game.tableau[: max(SHOWN, last + 1)])


def header(game: SpotGame, chat: bool) -> str:
    limit = game.rounds_limit
    of = text("spot.of_rounds", None, rounds=limit) if limit else ""
    rule = text("spot.rule_distinct" if game.distinct_colours else "spot.rule_any", None, key=game.key)
    return "\n".join(
        (
            text("spot.header", None, round=game.round, of=of, key=game.key, bag=len(game.bag)),
            text("spot.instructions", None, rule=rule, chat=text("spot.chat_hint", ENGLISH) if chat else ""),
        )
    )


def describe(game: SpotGame, events: Sequence[Event], idle_minutes: str) -> list[str]:
    """One line per event, as the channel reads them."""
    lines: list[str] = []
    for ev in events:
        if isinstance(ev, ClaimWon):
            lines.append(
                text(
                    "spot.won",
                    None,
                    player=f"<@{ev.player}>",
                    letters=letters(ev.slots),
                    tiles=tiles_md(ev.tiles),
                    total=ev.total,
                    seconds=seconds(ev.reaction_ms),
                    round=ev.round,
                )
            )
        elif isinstance(ev, NoClaim):
            if ev.returned:
                lines.append(text("spot.no_claim_redeal", None, count=len(ev.returned)))
            elif ev.added:
                added = ", ".join(f"{letter(s)} `{t}`" for s, t in ev.added)
                lines.append(text("spot.no_claim_added", None, tiles=added))
            else:
                lines.append(text("spot.no_claim_empty", ENGLISH))
        elif isinstance(ev, GameEnded):
            lines += scoreboard(ev, game, idle_minutes)
    return lines


def scoreboard(ended: GameEnded, game: SpotGame, idle_minutes: str) -> list[str]:
    reason = {
        EndReason.ROUNDS: "spot.end.rounds",
        EndReason.NO_CLAIM: "spot.end.no_claim",
        EndReason.STOPPED: "spot.end.stopped",
        EndReason.IDLE: "spot.end.idle",
    }[ended.reason]
    lines = [text("spot.end.title", ENGLISH), text(reason, None, rounds=game.round, minutes=idle_minutes)]
    for rank, s in enumerate(ended.standings, 1):
        if s.fastest_ms is None:
            lines.append(text("spot.end.row_none", None, rank=rank, player=f"<@{s.player}>"))
            continue
        lines.append(
            text(
                "spot.end.row",
                None,
                rank=rank,
                player=f"<@{s.player}>",
                tiles=len(s.tiles),
                sets=s.sets_won,
                fastest=seconds(s.fastest_ms),
                tag=text("spot.end.winner", ENGLISH) if s.winner else "",
            )
        )
    if not ended.standings:
        lines.append(text("spot.end.nobody", ENGLISH))
    winners = [f"<@{p}>" for p in ended.winners]
    if len(winners) == 1:
        lines.append(text("spot.end.winners", None, names=winners[0]))
    elif winners:
        lines.append(text("spot.end.tie", None, names=", ".join(winners)))
    return lines


def set_posts(
    game_id: int, game: SpotGame, lines: list[str], *, chat: bool, retire: int | None = None
) -> list[Post]:
    """What happened and, unless the race is over, the new set with its menu (remembered as the
    game's message, so chat claims and `/spot show` know it); the old set's menu is taken off."""
    body = list(lines)
    if game.finished:
        return [Post(content="\n".join(body)[-2000:], retire=retire)]
    body.append(header(game, chat))
    tiles = shown_part(game)
    picture = tableau_request(tiles, game.key, text("spot.picture_title", None, round=game.round))
    picker = Component(
        "spot_picker",
        {"game": game_id, "set": game.set_number, "tiles": [[i, str(t)] for i, t in game.shown]},
    )
    content = "\n".join(body)
    return [
        Post(content=content[-1800:], picture=picture, components=(picker,), remember=True, retire=retire)
    ]


def wrong_text(wrong: ClaimWrong, game: SpotGame, locale: object) -> str:
    """Why a claim was wrong, for the claimer alone, in their language."""
    if wrong.reason == "colour":
        why = text("spot.wrong.colour", locale, tiles=tiles_md(wrong.tiles))
    else:
        shown = " + ".join(str(t.face) for t in wrong.tiles)
        why = text(
            "spot.wrong.sum",
            locale,
            tiles=tiles_md(wrong.tiles),
            sum=shown,
            total=sum(t.face for t in wrong.tiles),
            key=game.key,
        )
    return text("spot.wrong", locale, letters=letters(wrong.slots), why=why)
