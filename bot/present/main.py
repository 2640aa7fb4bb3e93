"""The main game's posts: engine events → what the channel reads after an action, in the
server's language `lang` (a shared channel reads one language), the board picture and the
buttons under it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from bot.engine.board import Board
from bot.engine.main_game import (
    Event,
    GameEnded,
    GameStarted,
    MainGame,
    PassReason,
    SeatLeft,
    TurnPassed,
    TurnPlayed,
)
from bot.engine.notation import labels_moved
from bot.render import needs_closeup
from bot.words.messages import text
from bot.words.numbers import rating

from .notation import said_turn
from .pictures import board_request, end_card_request, view_of
from .posts import Component, Post

SeatName = Callable[[int], str]


def seat_names(game: MainGame) -> SeatName:
    return lambda i: f"**{game.seats[i].name}**"


def seat_mention(game: MainGame, seat: int) -> str:
    s = game.seats[seat]
    return f"<@{s.id}>" if not s.is_computer and s.id.isdigit() else f"**{s.name}**"


def describe_events(game: MainGame, events: Sequence[Event], board_before: Board, lang: str) -> list[str]:
    """One line per event, in order, as the channel will read them."""
    name = seat_names(game)
    lines: list[str] = []
    board = board_before.copy()
    for ev in events:
        if isinstance(ev, GameStarted):
            totals = ", ".join(f"{name(i)} {t}" for i, t in enumerate(ev.totals))
            lines.append(text("start.body", lang, totals=totals, roller=name(ev.roller), key=ev.key))
        elif isinstance(ev, TurnPlayed):
            move = said_turn(board, ev.placements, lang)
            board.place((p.cell, p.tile) for p in ev.placements)
            scored = " + ".join(str(sum(t.value for t in line)) for line in ev.lines)
            detail = text("turn.lines", lang, lines=scored) if len(ev.lines) > 1 else ""
            lines.append(
                text(
                    "turn.played",
                    lang,
                    player=name(ev.seat),
                    tiles=f"`{move}`",
                    score=ev.score,
                    lines=detail,
                )
            )
            if ev.bonus:
                lines.append(text("turn.bonus", lang, player=name(ev.seat)))
            elif ev.bonus_lapsed:
                lines.append(text("turn.bonus_lapsed", lang, player=name(ev.seat)))
        elif isinstance(ev, TurnPassed):
            if ev.ended_bonus:
                lines.append(text("pass.bonus", lang, player=name(ev.seat)))
            else:
                key = {
                    PassReason.CHOSEN: "pass.chosen",
                    PassReason.NO_MOVE: "pass.no_move",
                    PassReason.EMPTY_RACK: "pass.empty_rack",
                    PassReason.TIMEOUT: "pass.timeout",
                }[ev.reason]
                lines.append(text(key, lang, player=name(ev.seat)))
        elif isinstance(ev, SeatLeft):
            lines.append(text(f"left.{ev.reason.value}", lang, player=name(ev.seat)))
        elif isinstance(ev, GameEnded):
            lines.extend(describe_end(game, ev, lang))
    return lines


def describe_end(game: MainGame, ended: GameEnded, lang: str) -> list[str]:
    name = seat_names(game)
    out = [f"**{text('end.title', lang)}**"]
    for rank, s in enumerate(ended.standings, 1):
        tag = text("end.winner", lang) if s.winner else (text("end.left", lang) if s.left else "")
        out.append(
            text(
                "end.row",
                lang,
                rank=rank,
                player=name(s.seat),
                score=s.score,
                penalty=s.penalty,
                final=s.final,
                tag=tag,
            )
        )
    winners = [name(i) for i in ended.winners]
    if not winners:
        out.append(text("end.no_winner", lang))
    elif len(winners) == 1:
        out.append(text("end.winners", lang, names=winners[0]))
    else:
        out.append(text("end.tie", lang, names=", ".join(winners)))
    return out


def next_player_line(game: MainGame, lang: str) -> str | None:
    if game.finished:
        return None
    seat = game.current_seat
    if seat.is_computer:
        return text("turn.next_computer", lang, name=seat.name)
    return text("turn.next", lang, mention=seat_mention(game, game.current))


def next_human(game: MainGame) -> int | None:
    """The Discord user to ping: the player to move, if a human."""
    if game.finished:
        return None
    seat = game.current_seat
    return int(seat.id) if not seat.is_computer and seat.id.isdigit() else None


def game_buttons(game_id: int, hints: bool) -> Component:
    return Component("game", {"game": game_id, "hints": hints})


def turn_posts(
    game_id: int,
    game: MainGame,
    events: Sequence[Event],
    board_before: Board,
    *,
    hints: bool,
    lang: str,
    intro: str = "",
    ratings: Mapping[int, tuple[float, float]] | None = None,
) -> list[Post]:
    """After an action: what happened and who is next, over the board (a close-up around the last
    turn when the board is too big to read on a phone, with a button for the whole board); at the
    end, the final board marked "Game over" and the end card as its own message."""
    lines = [intro] if intro else []
    lines += describe_events(game, events, board_before, lang)
    if len(board_before) and labels_moved(board_before, game.board):
        lines.append(text("render.labels_moved", lang))
    nxt = next_player_line(game, lang)
    if nxt:
        lines.append(nxt)
    ping = next_human(game)
    played = [e for e in events if isinstance(e, TurnPlayed)]
    last_score = played[-1].score if played else None
    closeup = not game.finished and needs_closeup(view_of(game, last_score=last_score))
    components: tuple[Component, ...] = ()
    if not game.finished:
        components = (game_buttons(game_id, hints),)
        if closeup:
            components += (Component("full_board", {"game": game_id}),)
    posts = [
        Post(
            content="\n".join(lines),
            picture=board_request(game, last_score, closeup=closeup),
            components=components,
            mentions=(ping,) if ping else (),
            language=lang,
        )
    ]
    if game.finished and game.result is not None:
        labels = {seat: rating(after, change, lang) for seat, (after, change) in (ratings or {}).items()}
        posts.append(Post(picture=end_card_request(game, text("end.title", lang), labels), language=lang))
    return posts


def reminder_post(game: MainGame, remaining_s: int, lang: str) -> Post:
    left = (
        text("lobby.minutes", lang, minutes=remaining_s // 60)
        if remaining_s >= 60
        else text("time.seconds", lang, seconds=remaining_s)
    )
    ping = next_human(game)
    return Post(
        content=text("reminder", lang, mention=seat_mention(game, game.current), remaining=left),
        mentions=(ping,) if ping else (),
        language=lang,
    )
