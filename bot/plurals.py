"""Which plural form a count takes, per language (CLDR plural rules, cardinal, integers only).

English and Spanish use the singular for exactly 1; French for 0 and 1 ("0 partie", "1 partie").
CLDR's "many" form (French and Spanish, for round millions) is read as plural: no count the bot
shows gets there. Shared by the message catalogue and the render words, so both agree.
"""

from __future__ import annotations

_ZERO_IS_ONE = frozenset({"fr"})


def is_one(language: str, count: int) -> bool:
    """Whether `count` takes the singular ("one") form in `language`."""
    if language in _ZERO_IS_ONE:
        return count in (0, 1)
    return count == 1
