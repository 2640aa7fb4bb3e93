"""The board's figures (issue 26), measured, not asserted: run by hand, it prints them and writes
shots/figures.txt (not committed). Not collected by default (the name is not test_*):

    npm --prefix web run build
    PYTHONPATH=$PWD python -m pytest -q -s -p no:cacheprovider tests/browser/measure_board.py

- drop to the other board: Confirm pressed on A's board → every tile shown on B's board (p50, p95);
- WebSocket bytes per move: every frame both boards sent and received during a move, per move;
- the built front end's size, gzipped (what a board downloads first; the SDK's chunk only in Discord);
- frame time while dragging a tile over a board of many tiles (rAF intervals in the page): the main
  game's table late in a game, and a Solo grid holding all 96 tiles.
"""

from __future__ import annotations

import gzip
import math
import statistics

from ..bot.helpers import best_move, place_options, stored_game
from ..bot.solo_helpers import place_commands, stage_layout
from ..bot.solo_helpers import stored as solo_stored
from .conftest import ROOT, WEB_DIST
from .test_board import open_player, turn_cells, two_players

MOVES = 40


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


async def test_figures(simcord_env, board, local_discord, browser):
    env = simcord_env
    channel, first, second = await two_players(env)
    members = {first.id: first, second.id: second}
    pages = {m.id: await open_player(browser, board, local_discord, m, channel) for m in (first, second)}
    delays: list[float] = []
    move_bytes: list[int] = []
    table_sizes: list[int] = []
    for _ in range(MOVES):
        _, game = await stored_game(env, channel)
        if game is None or game.finished or len(game.bag) < 12:  # keep a game going for what follows
            break
        move = best_move(game)
        mover = members[int(game.current_seat.id)]
        a = pages[mover.id]
        b = next(p for k, p in pages.items() if k != mover.id)
        if not move or not game.board:  # the first turn (or none possible) is typed in chat
            await mover.slash(
                channel, *(("place",) if move else ("pass",)), **(place_options(game, move) if move else {})
            )
            await b.page.wait_for_timeout(300)
            continue
        marks = [len(p.received) for p in (a, b)] + [len(p.sent) for p in (a, b)]
        turn = turn_cells(game)
        for tile, label in turn:
            await a.drag(tile, label)
        await a.wait_turn(len(turn))
        # timed in the pages (one browser, one clock): A's Confirm click → B's next frame showing the turn
        await a.page.evaluate(
            "() => document.querySelector('.controls').addEventListener('click', () => {"
            " window.clickedAt = performance.timeOrigin + performance.now(); },"
            " { capture: true, once: true })"
        )
        await b.page.evaluate(
            "cells => { window.shownAt = 0; const look = () => {"
            " if (cells.every(c => document.querySelector(`[data-cell='${c}'].tile.table`)))"
            " window.shownAt = performance.timeOrigin + performance.now();"
            " else requestAnimationFrame(look); };"
            " requestAnimationFrame(look); }",
            [label for _, label in turn],
        )
        await a.page.get_by_role("button", name="Confirm").click()
        for tile, label in turn:
            await b.wait_tile(label, tile)
        await b.page.wait_for_function("window.shownAt > 0")
        shown = await b.page.evaluate("window.shownAt")
        delays.append((shown - await a.page.evaluate("window.clickedAt")) / 1000)
        await a.page.wait_for_timeout(200)  # A's own table
        frames = a.received[marks[0] :] + b.received[marks[1] :] + a.sent[marks[2] :] + b.sent[marks[3] :]
        move_bytes.append(sum(len(f.encode()) for f in frames))
        table_sizes += [len(f.encode()) for f in b.received[marks[1] :] if f.startswith('{"t":"table"')]

    # screenshots: the player to move holding a tile (its cells lit) beside a pending one, each size and theme
    _, game = await stored_game(env, channel)
    mover = members[int(game.current_seat.id)]
    shots = ROOT / "shots"
    shots.mkdir(exist_ok=True)
    for theme in ("dark", "light"):
        for size in ((1280, 800), (390, 844)):
            p = await open_player(browser, board, local_discord, mover, channel, size=size, theme=theme)
            turn = turn_cells(game)
            if turn:
                await p.tap(*turn[0])
                await p.wait_note(r"scores|Legal")
                await p.page.locator(".rack .tile").first.click()
            await p.page.screenshot(path=str(shots / f"board-{theme}-{size[0]}x{size[1]}.png"))
            await p.page.context.close()

    # a crowded table: chat turns until it holds many tiles (or no turn is left)
    for _ in range(60):
        _, game = await stored_game(env, channel)
        if game.finished or len(game.board) >= 80 or len(game.bag) < 4:
            break
        move = best_move(game)
        actor = members[int(game.current_seat.id)]
        await actor.slash(
            channel, *(("place",) if move else ("pass",)), **(place_options(game, move) if move else {})
        )
    _, game = await stored_game(env, channel)
    mover = members[int(game.current_seat.id)]
    a = await open_player(browser, board, local_discord, mover, channel)
    tiles_shown = await a.page.locator(".cell.tile").count()
    cells_shown = await a.page.locator(".cell").count()
    frames_ms = await drag_frames(a.page, a.page.locator(".rack .tile").first)

    built = {p.name: len(gzip.compress(p.read_bytes(), 9)) for p in sorted((WEB_DIST / "assets").iterdir())}
    first_load = len(gzip.compress((WEB_DIST / "index.html").read_bytes(), 9)) + sum(
        v
        for k, v in built.items()
        if not k.startswith("output-")  # the SDK's chunk: Discord only
    )
    lines = [
        f"moves on the board: {len(delays)}",
        f"drop to the other board (Confirm clicked on A → B's frame showing the turn):"
        f" p50 {statistics.median(delays) * 1000:.0f} ms,"
        f" p95 {p95(delays) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms",
        f"WebSocket bytes per move (both boards, in and out, previews included): mean"
        f" {statistics.mean(move_bytes):.0f}, max {max(move_bytes)}",
        f"a table frame: mean {statistics.mean(table_sizes):.0f} bytes",
        f"front end gzipped: first load {first_load} bytes; files {built}",
        f"dragging over a board of {tiles_shown} tiles ({cells_shown} cells): {len(frames_ms)} frames,"
        f" p50 {statistics.median(frames_ms):.1f} ms, p95 {p95(frames_ms):.1f} ms,"
        f" max {max(frames_ms):.1f} ms",
    ]
    out = ROOT / "shots"
    out.mkdir(exist_ok=True)
    (out / "figures.txt").write_text("\n".join(lines) + "\n")
    print("\n" + "\n".join(lines))
    assert delays and frames_ms


async def drag_frames(page, source) -> list[float]:
    """Hold `source` and move it over the board in circles (150 moves); the intervals between the
    page's animation frames meanwhile, in ms."""
    await page.evaluate(
        "() => { window.ft = []; let last = performance.now(); window.ftOn = true;"
        " const loop = (t) => { window.ft.push(t - last); last = t;"
        " if (window.ftOn) requestAnimationFrame(loop); };"
        " requestAnimationFrame(loop); }"
    )
    box = await source.bounding_box()
    await page.mouse.move(box["x"] + 20, box["y"] + 20)
    await page.mouse.down()
    for i in range(150):
        await page.mouse.move(640 + 400 * math.cos(i / 12), 360 + 250 * math.sin(i / 12))
    await page.keyboard.press("Escape")
    await page.mouse.up()
    return await page.evaluate("() => { window.ftOn = false; return window.ft.slice(2); }")


async def test_frames_on_a_full_solo_grid(simcord_env, board, local_discord, browser):
    """A Solo grid holding all 96 tiles (every stage laid by /solo place from the solver's layouts, the
    last one not yet submitted): one of the last stage's tiles dragged over it."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    await env.bot.db.settings.set_user(alice.id, text_mode=True)
    await alice.slash(channel, "solo daily")
    _, game = await solo_stored(env, alice)
    while True:
        for options in place_commands(game, stage_layout(game)):
            await alice.slash(channel, "solo place", **options)
        _, game = await solo_stored(env, alice)
        if not game.bag:
            break
        await alice.slash(channel, "solo submit")
        _, game = await solo_stored(env, alice)
    a = await open_player(browser, board, local_discord, alice, channel)
    tiles = await a.page.locator(".cell.tile").count()
    movable = a.page.locator(".cell.tile.own").first
    await movable.focus()
    frames_ms = await drag_frames(a.page, movable)
    cells = await a.page.locator(".cell").count()
    line = (
        f"dragging over a Solo grid of {tiles} tiles ({cells} cells): {len(frames_ms)} frames,"
        f" p50 {statistics.median(frames_ms):.1f} ms, p95 {p95(frames_ms):.1f} ms,"
        f" max {max(frames_ms):.1f} ms"
    )
    out = ROOT / "shots"
    out.mkdir(exist_ok=True)
    with (out / "figures.txt").open("a") as f:
        f.write(line + "\n")
    await a.page.screenshot(path=str(out / "solo-96-1280x800-dark.png"))
    print("\n" + line)
    assert tiles == 96 and frames_ms
