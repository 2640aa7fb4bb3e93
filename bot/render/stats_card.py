"""A player's stats card: their numbers in one variant and a chart of their last 20 results.

Render knows no catalogue: the caller passes every word in the `StatsCard` (titles, labels,
legend), already in the reader's language. A bar per game shows its final score, coloured by
how it ended; a line above the bars shows the rating after each rated game, when there is one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PIL import ImageDraw

from . import style
from .canvas import Chip, Header, encode, fit_name, header_font_size, new_canvas
from .fonts import drawable, font
from .model import Picture

OUTCOMES = ("won", "lost", "walkover", "left")  # how one game ended for the player
OUTCOME_FILL: Mapping[str, style.RGB] = {
    "won": style.TILE_FILL[next(c for c in style.TILE_FILL if c.name == "GREEN")],
    "lost": style.TEXT_DIM,
    "walkover": style.WINNER,
    "left": style.TILE_FILL[next(c for c in style.TILE_FILL if c.name == "RED")],
}
WIDTH = 720  # drawn at phone width: Discord shows it unscaled on a phone
PAD = 24
LABEL_SIZE = 22
VALUE_SIZE = 30
COLUMNS = 3
CHART_H = 170
TREND_H = 70


@dataclass(frozen=True)
class StatItem:
    label: str
    value: str


@dataclass(frozen=True)
class ChartBar:
    """One finished game: its final score and how it ended (one of OUTCOMES)."""

    value: int
    outcome: str


@dataclass(frozen=True)
class StatsCard:
    """Everything the card shows, in the reader's words (all given: render has none of its own).
    `bars` and `trend` are oldest first."""

    title: str
    chips: tuple[str, ...]
    items: tuple[StatItem, ...]
    bars: tuple[ChartBar, ...] = ()
    trend: tuple[float, ...] = ()  # the shown rating after each rated game
    trend_labels: tuple[str, ...] = ()  # the same, written as the reader writes numbers (one each)
    chart_title: str = field(kw_only=True)
    trend_title: str = field(kw_only=True)
    legend: Mapping[str, str] = field(default_factory=dict)  # outcome → word; missing ones are not listed
    empty: str = field(kw_only=True)

    def __post_init__(self) -> None:
        if len(self.trend_labels) != len(self.trend):
            raise ValueError("every rating of the trend needs its label (trend_labels)")


def stats_card_text(card: StatsCard) -> str:
    """The text form: one line per number, then the last results as symbols (newest last)."""
    lines = [f"**{card.title}** · " + " · ".join(card.chips)] if card.chips else [f"**{card.title}**"]
    lines += [f"{item.label}: **{item.value}**" for item in card.items]
    if card.bars:
        marks = {"won": "W", "lost": "L", "walkover": "w", "left": "x"}
        row = " ".join(f"{marks[b.outcome]}{b.value}" for b in card.bars)
        legend = ", ".join(f"{marks[o]} = {card.legend[o]}" for o in OUTCOMES if o in card.legend)
        lines.append(f"{card.chart_title}: `{row}`" + (f" ({legend})" if legend else ""))
    if len(card.trend) >= 2:
        lines.append(f"{card.trend_title}: " + " → ".join(card.trend_labels[-6:]))
    if not card.items and not card.bars:
        lines.append(card.empty)
    return "\n".join(lines)[:2000]


def stats_card_alt(card: StatsCard) -> str:
    facts = "; ".join(f"{i.label} {i.value}" for i in card.items)
    counts = {o: sum(1 for b in card.bars if b.outcome == o) for o in OUTCOMES}
    # "won 6", not "6 won": a label before its count needs no plural agreement in any language
    chart = ", ".join(f"{card.legend.get(o, o)} {counts[o]}" for o in OUTCOMES if counts[o])
    title = f"{card.title} ({', '.join(card.chips)})" if card.chips else card.title
    text = f"{title}: {facts}" if facts else f"{title}: {card.empty}"
    if card.bars:
        text += f". {card.chart_title}: {chart}"
    if len(card.trend) >= 2:
        text += f". {card.trend_title}: {card.trend_labels[0]} → {card.trend_labels[-1]}"
    return text + "."


def _chart(d: ImageDraw.ImageDraw, card: StatsCard, top: int) -> int:
    """The last results (and the rating line above them); returns the y below the chart."""
    lf = font(LABEL_SIZE, False)
    d.text((PAD, top), drawable(card.chart_title), font=lf, fill=style.TEXT_DIM, anchor="la")
    y0 = top + round(LABEL_SIZE * 1.6)
    slots = 20
    slot_w = (WIDTH - 2 * PAD) / slots
    trend_h = TREND_H if len(card.trend) >= 2 else 0
    if trend_h:
        lo, hi = min(card.trend), max(card.trend)
        span = (hi - lo) or 1.0
        pts = [
            (PAD + slot_w * (slots - len(card.trend) + i + 0.5), y0 + 8 + (trend_h - 16) * (hi - v) / span)
            for i, v in enumerate(card.trend)
        ]
        d.line(pts, fill=style.TEXT, width=3, joint="curve")
        for x, y in pts:
            d.ellipse((x - 4, y - 4, x + 4, y + 4), fill=style.TEXT)
        last = card.trend_labels[-1]
        d.text(
            (WIDTH - PAD, top), f"{drawable(card.trend_title)} {last}", font=lf, fill=style.TEXT, anchor="ra"
        )
    base = y0 + trend_h + CHART_H
    d.line((PAD, base, WIDTH - PAD, base), fill=style.SLOT_EDGE, width=2)
    peak = max([b.value for b in card.bars] + [1])
    for i, bar in enumerate(card.bars[-slots:]):
        x = PAD + slot_w * (slots - len(card.bars[-slots:]) + i)
        h = max(4, round((CHART_H - 8) * max(bar.value, 0) / peak))
        d.rounded_rectangle((x + 4, base - h, x + slot_w - 4, base - 1), 4, fill=OUTCOME_FILL[bar.outcome])
    y = base + 12
    x = PAD
    for outcome in OUTCOMES:
        if outcome not in card.legend:
            continue
        word = drawable(card.legend[outcome])
        d.rounded_rectangle((x, y + 3, x + 18, y + 21), 4, fill=OUTCOME_FILL[outcome])
        d.text((x + 26, y + 12), word, font=lf, fill=style.TEXT_DIM, anchor="lm")
        x += 26 + round(lf.getlength(word)) + 24
    return y + 30


def stats_card_picture(card: StatsCard) -> Picture:
    head = Header(fit_name(card.title, 40), tuple(Chip(c) for c in card.chips), header_font_size(WIDTH))
    rows = (len(card.items) + COLUMNS - 1) // COLUMNS
    cell_h = round((LABEL_SIZE + VALUE_SIZE) * 1.5)
    chart_h = round(LABEL_SIZE * 1.6) + CHART_H + 42 + (TREND_H if len(card.trend) >= 2 else 0)
    empty_h = 0 if card.items or card.bars else VALUE_SIZE * 2
    height = head.height() + PAD + rows * cell_h + (chart_h + PAD if card.bars else 0) + empty_h + PAD
    width = max(WIDTH, head.width())
    im = new_canvas(width, height)
    head.draw(im, width)
    d = ImageDraw.Draw(im)
    lf, vf = font(LABEL_SIZE, False), font(VALUE_SIZE)
    col_w = (WIDTH - 2 * PAD) / COLUMNS
    y = head.height() + PAD
    for i, item in enumerate(card.items):
        x = PAD + col_w * (i % COLUMNS)
        yy = y + cell_h * (i // COLUMNS)
        d.text((x, yy), fit_name(item.label, 22), font=lf, fill=style.TEXT_DIM, anchor="la")
        d.text((x, yy + LABEL_SIZE * 1.3), fit_name(item.value, 14), font=vf, fill=style.TEXT, anchor="la")
    y += rows * cell_h
    if not card.items and not card.bars:
        d.text((PAD, y + VALUE_SIZE), drawable(card.empty), font=vf, fill=style.TEXT_DIM, anchor="lm")
    if card.bars:
        _chart(d, card, y + PAD // 2)
    return encode(im, stats_card_alt(card), "stats.png")


def bars_from(outcomes: Sequence[tuple[int, str]]) -> tuple[ChartBar, ...]:
    """(final, outcome) pairs, newest first as storage gives them → bars, oldest first."""
    return tuple(ChartBar(v, o) for v, o in reversed(outcomes))
