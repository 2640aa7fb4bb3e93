"""Which plural form a count takes, per language: CLDR's cardinal rules, from Babel.

English and Spanish use the singular for exactly 1; French for 0 and 1 ("0 partie", "1 partie").
The message catalogues choose forms with Fluent selectors, which use the same Babel rules; this is
for render's wordings (`…_one` templates), so both agree.
"""

from __future__ import annotations

from functools import cache

from babel import Locale, UnknownLocaleError


@cache
def _locale(language: str) -> Locale:
    """The CLDR locale of a language code; one CLDR does not know counts as English."""
    try:
        return Locale.parse(language)
    except (UnknownLocaleError, ValueError):
        return Locale.parse("en")


def category(language: str, count: int) -> str:
    """The CLDR plural category of `count` in `language`: 'one', 'many', 'other', ..."""
    return _locale(language).plural_form(count)


def is_one(language: str, count: int) -> bool:
    """Whether `count` takes the singular ("one") form in `language`."""
    return category(language, count) == "one"
