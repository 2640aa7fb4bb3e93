"""Logging: plain lines or JSON lines (SUMOKU_LOG_FORMAT), and one line per action with its ids.

An *action* is one interaction the bot handles (see `lifecycle.ActionGate`). Its line is written
when it ends: `action place game=12 guild=34 channel=56 user=78 outcome=ok ms=41`. Buttons and
menus get their game from their custom id; a slash command's game is bound by the code that loads
it, with `bind(game=...)`. Code outside an interaction (a timer firing) writes its own line with
`log_action("timeout", game=..., channel=..., guild=...)`. In JSON mode every record written
during an action also carries the action's ids.
"""

from __future__ import annotations

import contextvars
import json
import logging
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # no runtime import: sessions (which know no Discord) may call bind()
    import discord

ACTION_LOGGER = "sumoku.action"
PLAIN_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"


@dataclass
class Action:
    name: str
    fields: dict[str, Any]
    started: float = field(default_factory=time.perf_counter)  # one clock from start to end (ms=)


_current: contextvars.ContextVar[Action | None] = contextvars.ContextVar("sumoku_action", default=None)


def _describe(interaction: discord.Interaction) -> tuple[str, int | None]:
    """The action's name, and its game when the custom id says (components: `prefix:kind:GAME:...`).

    Every component of the bot puts the game id first among the custom id's numbers; slash commands
    find their game later and `bind` it.
    """
    if interaction.command is not None:
        return interaction.command.qualified_name, None
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id") or interaction.type.name)
    parts = custom_id.split(":")
    first_number = next((i for i, part in enumerate(parts) if part.isdigit()), None)
    if first_number is None:
        return custom_id, None
    return ":".join(parts[:first_number]), int(parts[first_number])


def begin_action(interaction: discord.Interaction) -> Action:
    """Start the current task's action record (its ids come from the interaction)."""
    name, game = _describe(interaction)
    action = Action(
        name,
        {
            "game": game,
            "guild": interaction.guild_id,
            "channel": interaction.channel_id,
            "user": interaction.user.id,
            "outcome": "ok",
        },
    )
    _current.set(action)
    return action


def bind(**fields: Any) -> None:
    """Add ids (game=..., variant=...) to the action being handled; nothing outside one."""
    action = _current.get()
    if action is not None:
        action.fields.update({k: v for k, v in fields.items() if v is not None})


def end_action(action: Action) -> None:
    ms = round((time.perf_counter() - action.started) * 1000)
    log_action(action.name, **action.fields, ms=ms)


def log_action(name: str, **fields: Any) -> None:
    """One INFO line for one action: `action NAME key=value ...` (JSON: the keys as fields)."""
    shown = {k: v for k, v in fields.items() if v is not None}
    text = " ".join(f"{k}={v}" for k, v in shown.items())
    logging.getLogger(ACTION_LOGGER).info(
        "action %s %s", name, text, extra={"sumoku": {"action": name, **shown}}
    )


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, the action's ids, any traceback."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        action = _current.get()
        if action is not None:
            out.update({k: v for k, v in action.fields.items() if k != "outcome"})
        out.update(getattr(record, "sumoku", {}))
        if record.exc_info:
            out["traceback"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str)


def setup_logging(level: str, fmt: str) -> None:
    """Everything (ours and discord.py's) to stderr, in the chosen format."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(PLAIN_FORMAT))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(getattr(logging, level))
