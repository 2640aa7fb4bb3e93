"""Refusal: a request we turn down on purpose. Free of Discord, so sessions can raise it.

`key` is a message id of bot/messages.py and `params` fill it in; the one error handler
(bot/errors.py) answers it privately in the user's language.
"""

from __future__ import annotations

from typing import Any

from .messages import text


class Refusal(Exception):
    """A request we refuse on purpose; `key` is a message id, `params` fill it in."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def render(self) -> str:
        """In the reader's language (bot.language), or the one a caller is `speaking`."""
        return text(self.key, **self.params)
