"""What the channel reads of a Speed or Team race: the lobby, the ONE live status message, the
round's result with the winning grid, the match's result.

Public posts are in the server's language (`lang`, passed by the session); a racer's own view
in the reader's. The status comes from
`speed.public_status`: counts, dumps, points and the time left, never a tile of a hand or a grid
while the round runs; the winning grid is shown once its round is over. The time left is a
Discord timestamp (`<t:…:R>`), so it counts down by itself without edits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import render
from bot.engine.speed import (
    MatchEnded,
    RoundResult,
    RoundTimedOut,
    RoundWon,
    SpeedMatch,
    TeamStanding,
    public_status,
)
from bot.engine.tiles import Tile
from bot.engine.turns import Placement
from bot.words.messages import text
from bot.words.numbers import number
from bot.words.wording import render_wording

from . import guided
from .posts import Component, Picture, Post, Seated

LOBBY_KIND = "speed_lobby"
ROUND_KIND = "speed_round"


def seconds(ms: int | None, lang: str) -> str:
    return "-" if ms is None else text("time.seconds", lang, seconds=number(ms / 1000, lang, digits=1))


def team_name(name: str, members: int, lang: str) -> str:
    """A team as the channel reads it: "Team 2" in the server's words for a numbered team (older
    races stored "Team 2" itself), a racer's own name for a team of one."""
    number = name.removeprefix("Team ")
    return text("speed.team", lang, number=number) if members > 1 and number.isdigit() else name


def _who(seat: Seated) -> str:
    return f"<@{seat.user_id}>" if seat.user_id else f"{seat.name} 🤖"


def lobby_content(
    owner_id: int | None, options: Mapping[str, Any], seats: Sequence[Seated], lang: str
) -> str:
    teams = int(options.get("teams", 0) or 0)
    limit = int(options.get("time_limit", 0) or 0)
    settings = text(
        "speed.lobby.options",
        lang,
        rounds=int(options.get("rounds", 1)),
        limit=text("lobby.minutes", lang, minutes=limit // 60) if limit else text("lobby.no_limit", lang),
        teams=text("speed.lobby.teams", lang, teams=teams) if teams else text("speed.lobby.alone", lang),
    )
    title = text("speed.lobby.title_team" if teams else "speed.lobby.title", lang)
    players = ", ".join(_who(s) for s in seats) or "-"
    return f"**{title}**\n" + text(
        "speed.lobby.body",
        lang,
        host=f"<@{owner_id}>",
        count=len(seats),
        max=options.get("max_players", 8),
        players=players,
        options=settings,
    )


def lobby_post(
    game_id: int,
    owner_id: int | None,
    options: Mapping[str, Any],
    seats: Sequence[Seated],
    *,
    lang: str,
    edit: int | None = None,
) -> Post:
    """The lobby with its buttons: a new message (remembered as the game's), or an edit of it."""
    return Post(
        content=lobby_content(owner_id, options, seats, lang),
        components=(Component(LOBBY_KIND, {"game": game_id}),),
        edit=edit,
        remember=edit is None,
        language=lang,
    )


def started_post(
    owner_id: int | None, options: Mapping[str, Any], seats: Sequence[Seated], edit: int, *, lang: str
) -> Post:
    """The lobby message once the race started: its title, host and racers (no buttons)."""
    _title, host, players = lobby_content(owner_id, options, seats, lang).split("\n")[:3]
    teams = int(options.get("teams", 0) or 0)
    started = f"**{text('speed.started_team' if teams else 'speed.started', lang)}**"
    return Post(content="\n".join((started, host, players)), edit=edit, language=lang)


# ---------------------------------------------------------------- the live status


def status_content(match: SpeedMatch, now: float, lang: str) -> str:
    """Round, key, time left and, per racer or team: tiles placed, held, dumps, points."""
    st = public_status(match, now)
    head = text("speed.status.title", lang, round=st.round, rounds=st.rounds, key=st.key)
    if st.running and match.round.deadline is not None:
        head += " · " + text("speed.status.ends", lang, when=f"<t:{int(match.round.deadline)}:R>")
    elif not st.running:
        head += " · " + text("speed.status.over", lang)
    lines = [f"**{head}**"]
    for team in st.teams:
        name = team_name(team.name, len(team.members), lang)
        name = name if len(team.members) < 2 else f"{name} ({', '.join(team.members)})"
        lines.append(
            text(
                "speed.status.row", lang, name=name, placed=team.placed, held=team.held,
                dumps=team.dumps, points=team.points,
            )
        )  # fmt: skip
    lines.append(text("speed.status.bag", lang, count=st.bag))
    if st.running:
        lines.append(text("speed.status.how", lang))
    return "\n".join(lines)


def round_buttons(game_id: int, match: SpeedMatch) -> tuple[Component, ...]:
    return (Component(ROUND_KIND, {"game": game_id}),) if match.running else ()


def status_post(game_id: int, match: SpeedMatch, now: float, lang: str, *, edit: int | None = None) -> Post:
    """The round's live status: a new message (remembered as the game's) at the deal, then edited."""
    return Post(
        content=status_content(match, now, lang),
        components=round_buttons(game_id, match),
        edit=edit,
        remember=edit is None,
        language=lang,
        live=True,
    )


# ---------------------------------------------------------------- results


def grid_request(match: SpeedMatch, won: RoundWon, title: str) -> Picture:
    """The winning grid (public now: its round is over), with the grid's fixed labels."""
    size = match.round.teams[won.team].grid.size
    cells = [[p.cell.row, p.cell.col, str(p.tile)] for p in won.grid]
    return Picture("grid", {"cells": cells, "key": match.round.key, "title": title, "size": size})


def racer_name(match: SpeedMatch, racer_id: str) -> str:
    return next((r.name for r in match.racers if r.id == racer_id), racer_id)


def round_line(match: SpeedMatch, result: RoundWon | RoundResult, lang: str) -> str:
    """A round's end as the channel reads it: who won it and in what time, or that time ran out."""
    if result.team is None or result.racer is None:
        return text("speed.timed_out", lang, round=result.round)
    team = match.teams[result.team]
    by = racer_name(match, result.racer)
    named = team_name(team.name, len(team.members), lang)
    who = by if len(team.members) < 2 else text("speed.won.team", lang, team=named, racer=by)
    return text("speed.won", lang, who=who, round=result.round, time=seconds(result.ms, lang))


def round_won_post(match: SpeedMatch, won: RoundWon, lang: str) -> Post:
    title = text("speed.won.title", lang, round=won.round)
    return Post(content=round_line(match, won, lang), picture=grid_request(match, won, title), language=lang)


def timed_out_post(timed_out: RoundTimedOut, lang: str) -> Post:
    return Post(content=text("speed.timed_out", lang, round=timed_out.round), language=lang)


def next_round_line(match: SpeedMatch, at: float, lang: str) -> str:
    """When the next round is dealt: a clock time and a relative one, in a sentence that reads right
    before and after it (Discord keeps the relative time counting: "in 10 seconds", "5 minutes ago")."""
    number, stamp = match.round.number + 1, int(at)
    return text("speed.next_round", lang, round=number, time=f"<t:{stamp}:T>", when=f"<t:{stamp}:R>")


def match_post(match: SpeedMatch, standings: Sequence[TeamStanding], lang: str) -> Post:
    """The match's result: teams (or racers) by points, with rounds won and best time."""
    teams = any(len(t.members) > 1 for t in match.teams)
    lines = [f"**{text('speed.match.title_team' if teams else 'speed.match.title', lang)}**"]
    for s in standings:
        mark = " 🏆" if s.winner else ""
        lines.append(
            text(
                "speed.match.row", lang, rank=s.rank, points=s.points,
                name=team_name(s.name, len(match.teams[s.team].members), lang),
                rounds=s.rounds_won, best=seconds(s.best_ms, lang),
            ) + mark
        )  # fmt: skip
    if not any(s.winner for s in standings):
        lines.append(text("speed.match.nobody", lang))
    return Post(content="\n".join(lines), language=lang)


def event_posts(
    game_id: int, match: SpeedMatch, events: Sequence[Any], now: float, message_id: int | None,
    next_at: float | None, lang: str,
) -> list[Post]:  # fmt: skip
    """What the channel reads after an action: the status edited in place, and the round's or
    match's result when the action ended one."""
    posts: list[Post] = []
    if message_id is not None:
        posts.append(status_post(game_id, match, now, lang, edit=message_id))
    for event in events:
        if isinstance(event, RoundWon):
            posts.append(round_won_post(match, event, lang))
        elif isinstance(event, RoundTimedOut):
            posts.append(timed_out_post(event, lang))
    ended = next((e for e in events if isinstance(e, MatchEnded)), None)
    if ended is not None:
        posts.append(match_post(match, ended.standings, lang))
    elif next_at is not None and posts and posts[-1].edit is None:
        last = posts[-1]
        line = next_round_line(match, next_at, lang)
        posts[-1] = Post(content=f"{last.content}\n{line}", picture=last.picture, language=lang)
    return posts


# ---------------------------------------------------------------- a racer's own view (private)


def own_grid_post(
    match: SpeedMatch, rid: str, *, note: str = "", advice: bool = False,
    preview: Sequence[Placement] = (),
) -> Post:  # fmt: skip
    """The racer's (team's) grid with its fixed labels, their hand, and the dump advice, in their words."""
    grid, rd = match.grid_of(rid), match.round
    ends = "· " + text("speed.status.ends", when=f"<t:{int(rd.deadline)}:R>") if rd.deadline else ""
    body = text("speed.grid.body", round=rd.number, rounds=match.rounds, key=rd.key,
                placed=len(grid), held=len(grid.hand), ends=ends)  # fmt: skip
    hand = (
        render.rack_text(grid.hand, wording=render_wording()) if grid.hand else text("speed.grid.hand_empty")
    )
    tip = text("speed.advice.dump") if advice else ""
    content = "\n".join(x for x in (note, body, hand, tip) if x)
    cells = [[c.row, c.col, str(t)] for c, t in sorted(grid.board.items())]
    data = {"cells": cells, "key": rd.key, "title": text("speed.grid.title"), "size": grid.size}
    if preview:
        data["preview"] = [[p.cell.row, p.cell.col, str(p.tile)] for p in preview]
    return Post(content=content, picture=Picture("grid", data))


def spot_label(grid: Any, spot: Any, tiles: Sequence[Tile]) -> str:
    """One choice of the place menu, worded as the main game's and Solo's (bot/present/guided.py)."""
    return guided.option(guided.where(tiles, grid.label(spot.start), spot.axis), guided.lines(spot.legal))
