"""After merging a branch that still edits the old Python catalogue (bot/words/messages.py dicts):
rebuild bot/locales/*/sumoku.ftl from that catalogue, keeping what was written in Fluent since.

1. converts the given old bot/words/messages.py with scripts/messages_to_fluent.py (its check included),
2. keeps, from the current .ftl files, the ids the old catalogue does not have (added in Fluent)
   and the ids in KEPT (edited in Fluent after the conversion),
Commands the old catalogue names as `/words` must then be written `{ COMMAND("sumoku new") }` by hand
(bot/words/commands.py).

Usage: git show OTHER:bot/words/messages.py > /tmp/old.py; python scripts/rebuild_catalogue.py /tmp/old.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from fluent.syntax import ast, parse, serialize

from bot.words.messages import LOCALES
from scripts.messages_to_fluent import main as convert

# messages rewritten in Fluent after the conversion (issue 16): plurals instead of "(s)", choice
# names as translated in commands.ftl
KEPT = frozenset({
    "prefs-unknown", "prefs-how", "turn-drew", "guide-positions", "forget-done", "sync-done",
    "game-speed-bag", "speed-guide-preview",
})  # fmt: skip


def messages(source: str) -> dict[str, ast.Message]:
    return {e.id.name: e for e in parse(source).body if isinstance(e, ast.Message)}


def main(old: str) -> None:
    with tempfile.TemporaryDirectory() as out:
        convert(old, out)
        for folder in sorted(Path(out).iterdir()):
            target = LOCALES / folder.name / "sumoku.ftl"
            current = messages(target.read_text(encoding="utf-8")) if target.exists() else {}
            converted = parse((folder / "sumoku.ftl").read_text(encoding="utf-8"))
            body = [
                current.get(e.id.name, e) if isinstance(e, ast.Message) and e.id.name in KEPT else e
                for e in converted.body
            ]
            have = {e.id.name for e in body if isinstance(e, ast.Message)}
            body += [m for name, m in current.items() if name not in have]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(serialize(ast.Resource(body)), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
