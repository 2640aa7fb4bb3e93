"""The board's tables and frames are typed (bot/present/board_wire.py), not `dict[str, Any]`: no `Any`
is written in the board's table and frame code (read with `ast`, imports aside). An exception is listed
below with its reason, and the list only shrinks; it is empty.

A frame still being read is `dict[str, object]` (parsed JSON before `read_frame` checks it against the
wire's schema): `object` asks for a check before any use, `Any` would not.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARD_CODE = (
    "bot/sessions/board*.py",
    "bot/present/board*.py",
    "bot/activity/socket.py",
    "bot/activity/sign_in.py",
    "bot/activity/answers.py",
    "bot/activity/frames.py",
    "bot/activity/hub.py",
    "bot/activity/connection.py",
)
# (file, line's function or class) -> why an `Any` is still written there; remove one when it is mended
KNOWN: dict[tuple[str, str], str] = {}


def any_uses(source: str) -> list[tuple[str, int]]:
    """Where `Any` (or `typing.Any`) is written, outside imports: (enclosing def or class, line)."""
    found: list[tuple[str, int]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                continue
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                visit(child, f"{where}.{child.name}" if where else child.name)
                continue
            is_any = (isinstance(child, ast.Name) and child.id == "Any") or (
                isinstance(child, ast.Attribute) and child.attr == "Any"
            )
            is_text_any = (
                isinstance(child, ast.Constant) and isinstance(child.value, str) and "Any" in child.value
            )
            if is_any or (is_text_any and _annotation_text(child.value)):
                found.append((where or "<module>", child.lineno))
            visit(child, where)

    visit(ast.parse(source), "")
    return found


def _annotation_text(text: str) -> bool:
    """A string annotation naming Any (`"dict[str, Any]"`), not a sentence that says 'Any'."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return any(isinstance(n, ast.Name) and n.id == "Any" for n in ast.walk(tree))


def board_files() -> list[Path]:
    return sorted({p for pattern in BOARD_CODE for p in ROOT.glob(pattern)})


def test_no_any_in_the_boards_table_and_frame_code() -> None:
    found = {
        (str(path.relative_to(ROOT)), where): line
        for path in board_files()
        for where, line in any_uses(path.read_text(encoding="utf-8"))
    }
    new = {f"{file}:{line} ({where})" for (file, where), line in found.items() if (file, where) not in KNOWN}
    assert not new, (
        f"Any in the board's table/frame code (use bot/present/board_wire.py's types): {sorted(new)}"
    )
    mended = set(KNOWN) - set(found)
    assert not mended, f"no Any left here: remove them from KNOWN {sorted(mended)}"


def test_the_globs_find_the_board_code() -> None:
    names = {p.name for p in board_files()}
    assert {"board.py", "board_calls.py", "board_wire.py", "socket.py", "hub.py"} <= names


def test_the_check_sees_any_where_it_is_written() -> None:
    source = (
        "from typing import Any\n"
        "def table(x: dict[str, Any]) -> int: ...\n"
        "class Hub:\n"
        "    shown: 'dict[str, Any] | None' = None\n"
        "    def send(self) -> typing.Any: ...\n"
        "Maker = Callable[[int], Any]\n"
        "def fine(x: dict[str, object]) -> str:\n"
        "    return 'Any sentence naming Any is no annotation'\n"
    )
    assert sorted(any_uses(source)) == [("<module>", 6), ("Hub", 4), ("Hub.send", 5), ("table", 2)]
