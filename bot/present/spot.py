"""Spot Sumoku's posts: the set on show (a lettered tableau with its pick-4 menu), what a claim
did, and the standings at the end. Public, so in the server's language (`lang`); a wrong
claim's answer is private, in the claimer's."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.spot import (
    LOCKOUT_S,
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
from bot.words.messages import text
from bot.words.numbers import number

from .pictures import tableau_request
from .posts import Component, Post


def letters(slots: Sequence[int]) -> str:
    return " ".join(letter(s) for s in slots)


def tiles_md(tiles: Sequence[Tile]) -> str:
    return " ".join(f"`{t}`" for t in tiles)


def seconds(ms: int | None, lang: str) -> str:
    """A reaction time with one decimal, as the language writes it (2.5 / 2,5)."""
    return "-" if ms is None else number(ms / 1000, lang, digits=1)


def shown_part(game: SpotGame) -> list[Tile | None]:
    """The slots to draw: A–J always, K and L once a tile went there."""
    last = max((i for i, t in enumerate(game.tableau) if t is not None), default=-1)
    return list(game.tableau[: max(SHOWN, last + 1)])


def rule_text(game: SpotGame, lang: str) -> str:
    """The race's rule in a sentence: four tiles adding up to a multiple of the key (of different
    colours, when the race asks for them)."""
    return text("spot.rule_distinct" if game.distinct_colours else "spot.rule_any", lang, key=game.key)


def started_line(user_id: int, game: SpotGame, lang: str) -> str:
    """The first line of a race's first post: who started it, its key and its rule."""
    return text("spot.started", lang, user=f"<@{user_id}>", key=game.key, rule=rule_text(game, lang))


def stopped_line(user_id: int, lang: str) -> str:
    """The first line of the post of a race its starter (or a manager) stopped."""
    return text("spot.stopped", lang, user=f"<@{user_id}>")


def header(game: SpotGame, chat: bool, lang: str) -> str:
    limit = game.rounds_limit
    of = text("spot.of_rounds", lang, rounds=limit) if limit else ""
    rule = rule_text(game, lang)
    return "\n".join(
        (
            text("spot.header", lang, round=game.round, of=of, key=game.key, bag=len(game.bag)),
            text("spot.instructions", lang, rule=rule, chat=text("spot.chat_hint", lang) if chat else ""),
        )
    )


def describe(game: SpotGame, events: Sequence[Event], idle_minutes: str, lang: str) -> list[str]:
    """One line per event, as the channel reads them."""
    lines: list[str] = []
    for ev in events:
        if isinstance(ev, ClaimWon):
            lines.append(
                text(
                    "spot.won",
                    lang,
                    player=f"<@{ev.player}>",
                    letters=letters(ev.slots),
                    tiles=tiles_md(ev.tiles),
                    total=ev.total,
                    seconds=seconds(ev.reaction_ms, lang),
                    round=ev.round,
                )
            )
        elif isinstance(ev, NoClaim):
            if ev.returned:
                lines.append(text("spot.no_claim_redeal", lang, count=len(ev.returned)))
            elif ev.added:
                added = ", ".join(f"{letter(s)} `{t}`" for s, t in ev.added)
                lines.append(text("spot.no_claim_added", lang, tiles=added))
            else:
                lines.append(text("spot.no_claim_empty", lang))
        elif isinstance(ev, GameEnded):
            lines += scoreboard(ev, game, idle_minutes, lang)
    return lines


def scoreboard(ended: GameEnded, game: SpotGame, idle_minutes: str, lang: str) -> list[str]:
    reason = {
        EndReason.ROUNDS: "spot.end.rounds",
        EndReason.NO_CLAIM: "spot.end.no_claim",
        EndReason.STOPPED: "spot.end.stopped",
        EndReason.IDLE: "spot.end.idle",
    }[ended.reason]
    lines = [text("spot.end.title", lang), text(reason, lang, rounds=game.round, minutes=idle_minutes)]
    for rank, s in enumerate(ended.standings, 1):
        if s.fastest_ms is None:
            lines.append(text("spot.end.row_none", lang, rank=rank, player=f"<@{s.player}>"))
            continue
        lines.append(
            text(
                "spot.end.row",
                lang,
                rank=rank,
                player=f"<@{s.player}>",
                tiles=len(s.tiles),
                sets=s.sets_won,
                fastest=seconds(s.fastest_ms, lang),
                tag=text("spot.end.winner", lang) if s.winner else "",
            )
        )
    if not ended.standings:
        lines.append(text("spot.end.nobody", lang))
    winners = [f"<@{p}>" for p in ended.winners]
    if len(winners) == 1:
        lines.append(text("spot.end.winners", lang, names=winners[0]))
    elif winners:
        lines.append(text("spot.end.tie", lang, names=", ".join(winners)))
    return lines


def set_posts(
    game_id: int, game: SpotGame, lines: list[str], *, chat: bool, lang: str, retire: int | None = None
) -> list[Post]:
    """What happened and, unless the race is over, the new set with its menu (remembered as the
    game's message, so chat claims and `/spot show` know it); the old set's menu is taken off."""
    body = list(lines)
    if game.finished:
        return [Post(content="\n".join(body)[-2000:], retire=retire, language=lang)]
    body.append(header(game, chat, lang))
    tiles = shown_part(game)
    picture = tableau_request(tiles, game.key, text("spot.picture_title", lang, round=game.round))
    picker = Component(
        "spot_picker",
        {"game": game_id, "set": game.set_number, "tiles": [[i, str(t)] for i, t in game.shown]},
    )
    content = "\n".join(body)
    return [
        Post(
            content=content[-1800:],
            picture=picture,
            components=(picker,),
            remember=True,
            retire=retire,
            language=lang,
        )
    ]


def wrong_text(wrong: ClaimWrong, game: SpotGame) -> str:
    """Why a claim was wrong, for the claimer alone, in their language."""
    if wrong.reason == "colour":
        why = text("spot.wrong.colour", tiles=tiles_md(wrong.tiles))
    else:
        shown = " + ".join(str(t.face) for t in wrong.tiles)
        why = text(
            "spot.wrong.sum",
            tiles=tiles_md(wrong.tiles),
            sum=shown,
            total=sum(t.face for t in wrong.tiles),
            key=game.key,
        )
    return text("spot.wrong", letters=letters(wrong.slots), why=why, seconds=round(LOCKOUT_S))
