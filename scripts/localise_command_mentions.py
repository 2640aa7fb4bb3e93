"""Run once (issue 16): in the Spanish and French catalogues, name slash commands as those users
see them (`/sumoku new` → `/sumoku nueva`), from the command translations (commands.ftl).

Usage: python scripts/localise_command_mentions.py LANGUAGE...   (it was run once for es and fr)
"""

from __future__ import annotations

import re
import sys

from bot.words.messages import LOCALES, lookup

COMMANDS = [
    "sumoku new", "sumoku join", "sumoku leave", "sumoku start", "sumoku cancel", "sumoku status",
    "sumoku resign", "sumoku settings", "sumoku prefs", "sumoku help", "sumoku history", "sumoku about",
    "solo start", "solo daily",
    "solo place", "solo take", "solo move", "solo grid", "solo submit", "solo quit", "solo stuck",
    "solo today", "spot start", "spot stop", "spot show", "speed new", "speed cancel", "speed place",
    "speed take", "speed move", "speed grid", "speed dump", "speed submit", "place", "pass", "rack",
    "board", "hint", "stats", "leaderboard", "history", "forget-me", "rules", "about",
]  # fmt: skip
OPTIONS = {  # option mentions in the messages: (command path, option, choice or None)
    "private:true": ("board", "private", "true"),
    "tiles:": ("place", "tiles", None),
    "at:": ("place", "at", None),
    "direction:across": ("place", "direction", "across"),
    "direction:down": ("place", "direction", "down"),
    "display:picture": ("sumoku prefs", "display", "picture"),
    "display:": ("sumoku prefs", "display", None),
    "language:": ("sumoku prefs", "language", None),
}


def localised(path: str, language: str) -> str:
    words = path.split()
    return " ".join(
        lookup("cmd." + ".".join(w.replace("-", "_") for w in words[: i + 1]) + ".name", language) or word
        for i, word in enumerate(words)
    )


def main(languages: list[str]) -> None:
    for language in languages:
        path = LOCALES / language / "sumoku.ftl"
        source = path.read_text(encoding="utf-8")
        for command in sorted(COMMANDS, key=len, reverse=True):
            source = re.sub(rf"/{re.escape(command)}(?![\w-])", "/" + localised(command, language), source)
        for mention, (command, option, choice) in OPTIONS.items():
            key = "opt." + ".".join(w.replace("-", "_") for w in command.split()) + f".{option}.name"
            name = lookup(key, language)
            value = (lookup(f"choice.{choice}", language) or choice) if choice else ""
            source = re.sub(rf"(?<![\w-]){re.escape(mention)}", f"{name}:{value}", source)
        path.write_text(source, encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
