"""The sandbox's terminal: one line per real error (the page's inspector holds the details).

Refusals are answers and never logged as errors (bot/errors.py); what reaches ERROR here is a bug
or a broken setup, said in one line with where to look, never a traceback in the middle of play.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class OneLineFormatter(logging.Formatter):
    """A record on one line: its message, then the exception's type and text, no traceback."""

    def format(self, record: logging.LogRecord) -> str:
        exc_info, exc_text, stack = record.exc_info, record.exc_text, record.stack_info
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        try:
            line = super().format(record)
        finally:
            record.exc_info, record.exc_text, record.stack_info = exc_info, exc_text, stack
        if exc_info and exc_info[1] is not None:
            error = exc_info[1]
            cause = error.__cause__ or getattr(error, "original", None) or error
            line += f": {type(cause).__name__}: {cause}".rstrip(": ")
            line += " (details: the page's Inspector)"
        return " ".join(line.split("\n"))


def one_line_logging(level: int = logging.WARNING, stream: TextIO | None = None) -> logging.Handler:
    """Warnings and errors on the terminal, one line each; returns the handler it installed."""
    handler = logging.StreamHandler(stream if stream is not None else sys.stderr)
    handler.setLevel(level)  # also for loggers set lower themselves (the bot's `sumoku.action`: INFO)
    handler.setFormatter(OneLineFormatter(FORMAT, "%H:%M:%S"))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    return handler
