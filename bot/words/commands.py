"""How an answer names a slash command: a command mention (`</sumoku new:ID>`), which Discord shows in
each reader's own client language and makes clickable, where the id Discord gave the command is
known; else `/` and its name in the sentence's language (the catalogue's `cmd.*.name`).

Discord shows a slash command by the name of the reader's client language, not the bot's language
for that reader: a Spanish answer to a player whose Discord is in English cannot name `/atril`
(she sees `/rack`). The ids are what Discord answered when the commands were published (kept in the
database's meta table, bot/app/client.py) and are the same in every server for a global command.
The catalogue writes a command `{ COMMAND("sumoku new") }`: the command's full English name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_ids: dict[str, int] = {}  # top-level command name → its id, as Discord gave it
_generation = [0]  # bumped whenever the ids change: cached wordings holding a command know they are old
MENTION = re.compile(r"</([^:<>\n]{1,100}):(\d{1,20})>")


def remember_command_ids(ids: Mapping[str, int]) -> None:
    """The ids Discord gave the bot's top-level commands (after publishing or reading them)."""
    if dict(ids) != _ids:
        _ids.clear()
        _ids.update(ids)
        _generation[0] += 1


def command_ids() -> Mapping[str, int]:
    return dict(_ids)


def generation() -> int:
    return _generation[0]


def command_id(qualified: str) -> int | None:
    """The id of the command `qualified` (`sumoku new`: the id of `sumoku`), None when unknown."""
    return _ids.get(qualified.split(" ", 1)[0])
