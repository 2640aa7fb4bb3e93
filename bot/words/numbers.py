"""Numbers and dates as each language writes them (CLDR, through Babel): "1,234" in English,
"1 234" in French, "12.345" in Spanish; "30 nov 2026" / "30 nov. 2026".

`shown(n)` is for counts passed to `text`: still a number (so Fluent's plural selectors work) but
printed with the reader's grouping. Ids, ranks and years are passed as plain ints and print bare.
"""

from __future__ import annotations

from datetime import date

from babel.dates import format_date
from babel.numbers import format_decimal
from fluent.runtime.types import FluentNumber, fluent_number

from bot.words.messages import CLDR_LOCALE, READER, language_of


def _cldr(locale: object) -> str:
    return CLDR_LOCALE.get(language_of(locale), "en")


def shown(value: int | float) -> FluentNumber:
    """A count for `text(...)`: grouped the reader's way, and still a number for plurals."""
    number = fluent_number(value, useGrouping=True, maximumFractionDigits=0)
    assert isinstance(number, FluentNumber)  # FluentNone only comes of a FluentNone given
    return number


def number(value: float | None, locale: object = READER, digits: int = 0) -> str:
    """`value` with `digits` decimals as the language writes it ("-" for no value)."""
    if value is None:
        return "-"
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    return format_decimal(value, format=pattern, locale=_cldr(locale))


def rating(after: float, delta: float | None = None, locale: object = READER) -> str:
    """`12.3` or `12.3 (+1.4)` ("12,3 (+1,4)" in French): a shown rating with one decimal, and its
    change, with a true minus sign."""
    label = number(after, locale, 1).replace("-", "−")
    if delta is None:
        return label
    sign = "+" if delta >= 0 else "−"
    return f"{label} ({sign}{number(abs(delta), locale, 1)})"


def day(value: date, locale: object = READER) -> str:
    """A date the way the language writes it, medium length: "Nov 30, 2026", "30 nov 2026"."""
    return format_date(value, format="medium", locale=_cldr(locale))
