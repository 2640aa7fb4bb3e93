"""Refusals in words, free of Discord (sessions raise them, tests read them).

`Refusal`: a request we turn down on purpose; `key` is a message id of bot/words/messages.py and
`params` fill it in; the one error handler (bot/app/errors.py) answers it privately in the user's
language. `engine_text`: the engine's own refusals (codes and parameters, no sentences) in the
reader's words, from the catalogue.
"""

from __future__ import annotations

import logging
from typing import Any

from bot.engine.turns import Params, Verdict, diagnostic
from bot.words.messages import EN, template, text

log = logging.getLogger("sumoku.errors")


class Refusal(Exception):
    """A request we refuse on purpose; `key` is a message id, `params` fill it in."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def render(self) -> str:
        """In the reader's language (bot.words.language), or the one a caller is `speaking`."""
        return text(self.key, **self.params)


def engine_text(prefix: str, detail: str, params: Params) -> str:
    """An engine refusal in the reader's language: the id `prefix.detail` filled in with `params`
    (the engine writes no sentence of its own; tests hold every detail it raises to an id).

    Some parameters are composite and said in the user's words here: `axis`/`first`/`last` make
    `{line}` ("the row F7–H7"), `repeats` ("R2 B3") makes `{colours}` ("two reds and 3 blues").
    """
    key = f"{prefix}.{detail}"
    if not detail or key not in EN:
        log.error("no message id %s for the engine's refusal %s", key, diagnostic(detail, params))
        return text("error.unexpected")
    values: dict[str, str] = dict(params)
    if "axis" in values:
        values["line"] = text(f"reason.line.{values['axis']}", first=values["first"], last=values["last"])
    if "repeats" in values:
        parts = []
        for item in values["repeats"].split():
            colour = text(f"colour.{item[0]}").lower()
            count = item[1:]
            parts.append(
                text("reason.repeat.2" if count == "2" else "reason.repeat", count=count, colour=colour)
            )
        values["colours"] = text("reason.and").join(parts)
    try:
        return template(key).format(**values)  # formatted even without parameters
    except (KeyError, IndexError, ValueError):
        log.error("message id %s does not fit the engine's parameters %r", key, params)
        return text("error.unexpected")


def verdict_text(verdict: Verdict) -> str:
    """Why a turn is illegal, in the user's language."""
    return engine_text("reason", verdict.detail, verdict.params)
