"""The board picture (also used for previews and for Speed/Team/Solo grids).

Only the occupied area plus one cell is drawn, with labels exactly as players type cells
(`notation.Labels`). Cells shrink in steps as the board grows, so a 96-tile board stays
within a phone-friendly, Discord-friendly size; steps rather than any size keep the
sprite cache small and warm.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.board import Board, Cell
from bot.engine.notation import Labels
from bot.engine.turns import Placement

from . import style
from .canvas import Chip, Header, Strip, draw_band_paletted, encode, header_font_size, new_canvas
from .fonts import font, text_length
from .model import Picture
from .palette import new_palette_canvas, to_palette
from .sprites import Look, badge_sprite, blit, label_sprite, paste_centred, row_strip, tile_sprite

CELL_SIZES = (24, 28, 32, 36, 40, 48, 56, 64)
MAX_BOARD_SIDE = 1280  # pixels of cells along the longer side, when cells can shrink that far
FOUR_SIDED_FROM = 9  # a board this many cells across or down gets labels on all four sides
LABEL_SHARE, LABEL_MAX = 0.55, 35  # a label's font size: this share of a cell, at most this many pixels
LABEL_ROOM = 0.84  # the share of a cell's width a column label may take
PAD = 10


@dataclass(frozen=True)
class Scene:
    """What to draw, independent of where it came from (main board or a player's grid)."""

    board: Board
    header_title: str | None
    chips: tuple[Chip, ...]
    last_turn: tuple[Cell, ...] = ()
    preview: tuple[Placement, ...] = ()
    empty_lines: tuple[str, ...] = ()  # what to say when there is nothing to draw
    strip: tuple[Chip, ...] = ()  # the score strip under the header
    badge: str | None = None  # "+N" drawn in an empty cell by the last turn
    box: tuple[int, int, int, int] | None = None  # (top, left, bottom, right) to draw; None: all
    labels: Labels | None = None  # fixed labels (a Speed grid's window); None: the board's own


def span(lo: int, hi: int, size: int, focus_lo: int, focus_hi: int) -> tuple[int, int]:
    """A window of `size` within lo..hi that centres the focus range."""
    if hi - lo + 1 <= size:
        return lo, hi
    start = (focus_lo + focus_hi) // 2 - size // 2
    start = max(lo, min(start, hi - size + 1))
    return start, start + size - 1


def focus_cells(board: Board, last_turn: Sequence[Cell], preview: Sequence[Placement]) -> list[Cell]:
    """What a cropped view centres on: the proposed turn, else the last turn, else nothing."""
    proposed = [p.cell for p in preview if p.cell not in board]
    return proposed or [c for c in last_turn if c in board]


def crop_box(
    box: tuple[int, int, int, int], focus: Sequence[Cell], rows: int, cols: int
) -> tuple[int, int, int, int]:
    """At most `rows` × `cols` cells of `box`, centred on `focus` (the box's centre if empty)."""
    top, left, bottom, right = box
    if focus:
        f = (min(c.row for c in focus), min(c.col for c in focus), max(c.row for c in focus),
             max(c.col for c in focus))  # fmt: skip
    else:
        f = ((top + bottom) // 2, (left + right) // 2) * 2
    r0, r1 = span(top, bottom, rows, f[0], f[2])
    c0, c1 = span(left, right, cols, f[1], f[3])
    return r0, c0, r1, c1


def cell_size(ncols: int, nrows: int) -> int:
    longest = max(ncols, nrows) + 2  # the label bands take about a cell each side
    fitting = [s for s in CELL_SIZES if s * longest <= MAX_BOARD_SIDE]
    return fitting[-1] if fitting else CELL_SIZES[0]


def extent(
    board: Board, extra: Sequence[Cell], labels: Labels | None = None
) -> tuple[int, int, int, int] | None:
    """(top, left, bottom, right) of the tiles and `extra` cells, widened by one cell.

    The margin never reaches above or left of the cell labelled A1, where no label exists.
    """
    cells = list(board) + list(extra)
    if not cells:
        return None
    origin = (labels or Labels.for_board(board)).origin
    rows = [c.row for c in cells]
    cols = [c.col for c in cells]
    top = max(min(rows) - 1, min(min(rows), origin.row))
    left = max(min(cols) - 1, min(min(cols), origin.col))
    return top, left, max(rows) + 1, max(cols) + 1


def col_name(labels: Labels, col: int) -> str:
    """The column's label, or nothing for a column left of A (only a malformed preview gets there)."""
    return labels.col_label(col) if col >= labels.origin.col else ""


def row_name(labels: Labels, row: int) -> str:
    return labels.row_label(row) if row >= labels.origin.row else ""


@dataclass(frozen=True)
class Layout:
    """Where everything goes: the drawn cells, their size, the label bands and the header."""

    top: int
    left: int
    nrows: int
    ncols: int
    cell: int
    label_size: int
    band_w: int  # row-label band, left (and right)
    band_h: int  # column-label band, top (and bottom)
    four_sided: bool
    header: Header
    width: int
    height: int
    x0: int  # canvas position of the top-left drawn cell
    y0: int
    strip: Strip

    def at(self, cell: Cell) -> tuple[int, int]:
        return self.x0 + (cell.col - self.left) * self.cell, self.y0 + (cell.row - self.top) * self.cell


def layout(scene: Scene, box: tuple[int, int, int, int], labels: Labels) -> Layout:
    top, left, bottom, right = box
    nrows, ncols = bottom - top + 1, right - left + 1
    cell = cell_size(ncols, nrows)
    # labels read on a phone too: a 14-column board is shown about 390 px wide there, where a 28 px
    # label was 6.6 px high; LABEL_SHARE of a cell (at most LABEL_MAX) keeps them above 9 px
    lf = max(12, min(LABEL_MAX, round(cell * LABEL_SHARE)))
    widest = max(text_length(col_name(labels, c) or "0", lf) for c in range(left, right + 1))
    if widest > cell * LABEL_ROOM:  # two wide letters (AW, MM) keep a gap to their neighbours
        lf = max(12, int(lf * cell * LABEL_ROOM / widest))
    four = max(ncols, nrows) >= FOUR_SIDED_FROM  # a close-up too: its bottom and right read as the board's
    band_w = max(round(text_length(row_name(labels, r) or "0", lf)) for r in (top, bottom)) + lf
    band_h = round(lf * 1.6)
    board_w = band_w * (2 if four else 1) + ncols * cell
    board_h = band_h * (2 if four else 1) + nrows * cell
    probe = Header(scene.header_title, scene.chips, header_font_size(board_w + 2 * PAD))
    width = max(board_w + 2 * PAD, probe.width())
    header = Header(scene.header_title, scene.chips, header_font_size(width))
    strip = Strip(scene.strip, header.size)
    width = max(width, header.width(), strip.min_width())
    top_h = header.height() + strip.height(width)
    return Layout(
        top, left, nrows, ncols, cell, lf, band_w, band_h, four, header, width,
        height=top_h + PAD + board_h + PAD,
        x0=(width - board_w) // 2 + band_w,
        y0=top_h + PAD + band_h,
        strip=strip,
    )  # fmt: skip


def render_scene(scene: Scene, alt: str, filename: str) -> Picture:
    preview_cells = tuple(p.cell for p in scene.preview if p.cell not in scene.board)
    box = scene.box or extent(scene.board, preview_cells, scene.labels)
    if box is None:
        return encode(_empty_canvas(scene), alt, filename)
    labels = scene.labels or Labels.for_board(scene.board)
    lay = layout(scene, box, labels)
    im = static_layer(lay, labels).copy()  # palette sprites: no quantising at the end
    top_h = lay.header.height() + lay.strip.height(lay.width)
    if top_h and not draw_band_paletted(im, lay.header, lay.strip, lay.width):
        band = new_canvas(lay.width, top_h)
        lay.header.draw(band, lay.width)
        lay.strip.draw(band, lay.header.height(), lay.width)
        im.paste(to_palette(band), (0, 0))
    _paste_tiles(im, lay, scene)
    _paste_labels(im, lay, labels, hot=preview_cells or tuple(scene.last_turn), only_hot=True)
    if scene.badge:
        _paste_badge(im, lay, scene)
    return encode(im, alt, filename)


def _inside(lay: Layout, cell: Cell) -> bool:
    return lay.top <= cell.row < lay.top + lay.nrows and lay.left <= cell.col < lay.left + lay.ncols


def badge_cell(
    board: Board,
    last_turn: Sequence[Cell],
    taken: Sequence[Cell] = (),
    drawn: Callable[[Cell], bool] = lambda _: True,
) -> Cell | None:
    """An empty, `drawn` cell next to the last turn for its "+N": after its end, before its start,
    or beside a tile of it; None when there is none."""
    cells = sorted(c for c in last_turn if c in board)
    if not cells:
        return None
    across = len(cells) < 2 or cells[0].row == cells[1].row
    step = (0, 1) if across else (1, 0)
    first, last = cells[0], cells[-1]
    candidates = [
        Cell(last.row + step[0], last.col + step[1]),
        Cell(first.row - step[0], first.col - step[1]),
    ]
    for c in reversed(cells):
        candidates += [n for n in c.neighbours() if n not in candidates]
    blocked = set(taken)
    return next((c for c in candidates if c not in board and c not in blocked and drawn(c)), None)


def _paste_badge(im: Image.Image, lay: Layout, scene: Scene) -> None:
    taken = [p.cell for p in scene.preview]
    cell = badge_cell(scene.board, scene.last_turn, taken, lambda c: _inside(lay, c))
    if cell is None or scene.badge is None:
        return
    x, y = lay.at(cell)
    im.paste(badge_sprite(scene.badge, lay.cell, paletted=True), (x, y))


# The static layer of a board picture: the table, its empty cells and its plain labels. It depends
# only on the layout (size, cells, label names), which a move rarely changes: drawn once, kept in
# a small LRU (a 96-tile board's layer is ~1.6 MB), copied for each picture.
STATIC_LAYERS = 8
_static: OrderedDict[tuple[object, ...], Image.Image] = OrderedDict()
_static_lock = threading.Lock()


def static_layer(lay: Layout, labels: Labels) -> Image.Image:
    """The layout's table with empty cells and unlit labels (shared: copy it before drawing on it)."""
    cols = tuple(col_name(labels, lay.left + i) for i in range(lay.ncols))
    rows = tuple(row_name(labels, lay.top + i) for i in range(lay.nrows))
    key = (
        lay.width, lay.height, lay.x0, lay.y0, lay.cell, lay.nrows, lay.ncols, lay.label_size,
        lay.band_w, lay.band_h, lay.four_sided, cols, rows,
    )  # fmt: skip
    with _static_lock:
        found = _static.get(key)
        if found is not None:
            _static.move_to_end(key)
            return found
    im = new_palette_canvas(lay.width, lay.height, style.TABLE)
    strip = row_strip(lay.ncols, lay.cell, paletted=True)
    for i in range(lay.nrows):
        im.paste(strip, (lay.x0, lay.y0 + i * lay.cell))
    _paste_labels(im, lay, labels, hot=())
    with _static_lock:
        kept = _static.setdefault(key, im)
        _static.move_to_end(key)
        while len(_static) > STATIC_LAYERS:
            _static.popitem(last=False)
    return kept


def clear_static_layers() -> None:
    with _static_lock:
        _static.clear()


def _paste_tiles(im: Image.Image, lay: Layout, scene: Scene) -> None:
    last = set(scene.last_turn)
    for c, tile in scene.board.items():
        if not _inside(lay, c):
            continue
        look = Look.LAST if c in last else Look.PLAIN
        blit(im, tile_sprite(tile, lay.cell, look, paletted=True), lay.at(c))
    for p in scene.preview:
        if p.cell not in scene.board and _inside(lay, p.cell):
            blit(im, tile_sprite(p.tile, lay.cell, Look.GHOST, paletted=True), lay.at(p.cell))


def _paste_labels(
    im: Image.Image, lay: Layout, labels: Labels, hot: Sequence[Cell], only_hot: bool = False
) -> None:
    """Labels on top and left (and bottom and right on big boards); the turn's rows and columns lit.
    `only_hot`: just the lit ones, over a static layer's unlit ones (same text, same box)."""
    hot_rows, hot_cols = {c.row for c in hot}, {c.col for c in hot}
    bottom_y = lay.y0 + lay.nrows * lay.cell + lay.band_h / 2
    right_x = lay.x0 + lay.ncols * lay.cell + lay.band_w / 2
    for i in range(lay.ncols):
        col = lay.left + i
        if only_hot and col not in hot_cols:
            continue
        ink = style.LABEL_HOT if col in hot_cols else style.LABEL
        sprite = label_sprite(col_name(labels, col), lay.label_size, ink, paletted=True)
        cx = lay.x0 + i * lay.cell + lay.cell / 2
        paste_centred(im, sprite, cx, lay.y0 - lay.band_h / 2)
        if lay.four_sided:
            paste_centred(im, sprite, cx, bottom_y)
    for i in range(lay.nrows):
        row = lay.top + i
        if only_hot and row not in hot_rows:
            continue
        ink = style.LABEL_HOT if row in hot_rows else style.LABEL
        sprite = label_sprite(row_name(labels, row), lay.label_size, ink, paletted=True)
        cy = lay.y0 + i * lay.cell + lay.cell / 2
        paste_centred(im, sprite, lay.x0 - lay.band_w / 2, cy)
        if lay.four_sided:
            paste_centred(im, sprite, right_x, cy)


def _empty_canvas(scene: Scene) -> Image.Image:
    """Nothing on the table yet: say what to do, over a row of empty slots."""
    cell = 48
    size = 22
    lines = scene.empty_lines  # in the caller's words (render.Wording)
    text_w = max([0, *(round(font(size, i == 0).getlength(t)) for i, t in enumerate(lines))])
    inner_w = max(text_w, 6 * cell)
    header = Header(scene.header_title, scene.chips, header_font_size(inner_w + 4 * PAD))
    width = max(inner_w + 4 * PAD, header.width())
    line_h = round(size * 1.5)
    height = header.height() + 2 * PAD + line_h * len(lines) + PAD + cell + 2 * PAD
    im = new_canvas(width, height)
    header.draw(im, width)
    d = ImageDraw.Draw(im)
    y = header.height() + 2 * PAD
    for i, t in enumerate(lines):
        d.text(
            (width / 2, y),
            t,
            font=font(size, i == 0),
            fill=style.TEXT if i == 0 else style.TEXT_DIM,
            anchor="ma",
        )
        y += line_h
    im.paste(row_strip(6, cell), ((width - 6 * cell) // 2, y + PAD))
    return im
