"""The end-of-game card: final scores, rack penalties and the winner(s)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from . import style
from .canvas import Chip, Header, encode, fit_name, header_font_size, key_chip, new_canvas
from .fonts import font
from .model import EndRow, Picture
from .wording import Wording

NAME_CHARS = 20
SIZE = 26
PAD = 18


def short_name(name: str, limit: int = NAME_CHARS) -> str:
    """A name cut to `limit` characters, for tables that must stay narrow."""
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1] + "…"


def winner_phrase(names: Sequence[str], wording: Wording) -> str:
    """`★ alice`, `★ alice & bob`, or a count when the names would not fit a chip."""
    text = "★ " + " & ".join(fit_name(n, 16) for n in names)
    return text if len(text) <= 36 else wording.say("chip_winners", count=len(names))


def ranked(rows: Sequence[EndRow]) -> list[tuple[int, EndRow]]:
    """Rows by final score (ties share a rank), players who left after those who stayed."""
    order = sorted(rows, key=lambda r: (r.left, -r.final, r.name.casefold()))
    out: list[tuple[int, EndRow]] = []
    for i, row in enumerate(order):
        if i and (row.final, row.left) == (order[i - 1].final, order[i - 1].left):
            out.append((out[-1][0], row))
        else:
            out.append((i + 1, row))
    return out


def end_card_alt(rows: Sequence[EndRow], key: int, title: str, wording: Wording) -> str:
    """`Game over: final scores with key 5, won by alice. 1. alice, 113 (120 scored, minus 7 left in the
    rack); 2. …`: the ranked table read out as sentences."""
    w = wording
    winners = [r.name for r in rows if r.winner]
    won = w.say("alt_won_by", names=w.alt_and.join(winners)) if winners else ""
    scores = w.alt_rows_sep.join(
        w.say(
            "alt_end_row",
            rank=rank,
            player=r.name,
            final=r.final,
            score=r.score,
            penalty=r.penalty,
            left=w.left if r.left else "",
        )
        + (f", {w.end_rating} {r.rating}" if r.rating else "")
        for rank, r in ranked(rows)
    )
    sentence = w.say("alt_end_card", key=key, won=won, scores=scores)
    return w.titled(None if title == w.end_title else title, sentence)


def end_card_picture(rows: Sequence[EndRow], key: int, title: str = "", *, wording: Wording) -> Picture:
    words = wording
    table = ranked(rows)
    f, fb = font(SIZE, False), font(SIZE)
    rated = any(r.rating for r in rows)  # a column of rating changes after a ranked game
    heads: tuple[str, ...] = ("", words.end_player, words.end_score, words.end_rack, words.end_final)
    heads += (words.end_rating,) if rated else ()
    cells = [
        (f"{rank}.", fit_name(r.name, NAME_CHARS) + (words.left if r.left else ""), str(r.score),
         f"−{r.penalty}" if r.penalty else "0", str(r.final)) + ((r.rating or "",) if rated else ())
        for rank, r in table
    ]  # fmt: skip
    gap = SIZE
    widths = [
        max([round(fb.getlength(h)) for h in [heads[i]]] + [round(fb.getlength(c[i])) for c in cells])
        for i in range(len(heads))
    ]
    crown = round(fb.getlength("★ ")) + 4
    body_w = sum(widths) + gap * (len(heads) - 1) + crown
    winners = [r for r in rows if r.winner]
    chips: tuple[Chip, ...] = (key_chip(key, words),)
    if winners:
        chips += (Chip(winner_phrase([r.name for r in winners], words), style.WINNER, style.DARK_INK),)
    head = Header(title or words.end_title, chips, header_font_size(body_w + 2 * PAD))
    width = max(body_w + 2 * PAD, head.width())
    line = round(SIZE * 1.7)
    height = head.height() + PAD + line * (len(cells) + 1) + PAD
    im = new_canvas(width, height)
    head.draw(im, width)
    d = ImageDraw.Draw(im)
    x0 = (width - body_w) // 2 + crown
    y = head.height() + PAD
    xs, x = [], x0
    for w in widths:
        xs.append(x)
        x += w + gap
    right_aligned = (False, False, True, True, True, True)

    def put(i: int, text: str, yy: float, ink: style.RGB, bold: bool) -> None:
        anchor = "rm" if right_aligned[i] else "lm"
        xx = xs[i] + widths[i] if right_aligned[i] else xs[i]
        d.text((xx, yy), text, font=fb if bold else f, fill=ink, anchor=anchor)

    for i, h in enumerate(heads):
        put(i, h, y + line / 2, style.TEXT_DIM, True)
    y += line
    for (_, row), texts in zip(table, cells, strict=True):
        if row.winner:
            d.rounded_rectangle(
                (x0 - crown - 6, y + 3, x0 + body_w - crown + 6, y + line - 3),
                8,
                fill=style.WINNER_ROW,
            )
            d.text((x0 - crown, y + line / 2), "★", font=fb, fill=style.WINNER, anchor="lm")
        ink = style.TEXT_DIM if row.left else (style.WINNER if row.winner else style.TEXT)
        for i, t in enumerate(texts):
            put(i, t, y + line / 2, ink, i in (1, 4))
        y += line
    return encode(im, end_card_alt(rows, key, title, words), "final.png")
