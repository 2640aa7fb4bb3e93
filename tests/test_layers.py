"""The floors of the code, kept by a test (README.md, "Code layout").

Every module's imports are read with `ast` (those under TYPE_CHECKING and inside functions too:
an arrow is an arrow wherever it is written). A module may import its own floor and the floors
ALLOWED lists for it; nothing may form an import circle; nothing from the sessions down imports
discord. The last tests feed the checker a forbidden arrow and a circle: it must see them.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The floors, top to bottom (README.md's picture). A floor is a package, or a few top modules.
FLOORS: dict[str, tuple[str, ...]] = {
    "tools": ("bot.__main__", "bot.cli", "bot.sandbox", "bot.bench"),  # entry points, benchmarks
    "cogs": ("cogs",),  # Discord commands and components: say what to call
    "app": ("bot.app", "bot.activity"),  # the Discord application: client, runner, delivery, the board, ...
    "sessions": ("bot.sessions",),  # each variant's loop: one transaction per action
    "present": ("bot.present",),  # what the channel reads, from plain values
    "words": ("bot.words",),  # the catalogue, languages, plurals, numbers, refusals
    "storage": ("bot.storage", "bot.config"),  # SQL, both dialects; the configuration it reads
    "render": ("bot.render",),  # pictures and text forms, given their words
    "base": ("bot.thinking", "bot"),  # the worker pool, the version (bot/__init__.py)
    "engine": ("bot.engine",),  # the rules: pure, deterministic
}
BELOW = ("sessions", "present", "words", "storage", "render", "base", "engine")
ALLOWED: dict[str, frozenset[str]] = {
    "tools": frozenset(FLOORS) - {"tools", "cogs"},
    "cogs": frozenset(BELOW) | {"app"},
    "app": frozenset(BELOW),
    "sessions": frozenset({"present", "words", "storage", "render", "base", "engine"}),
    "present": frozenset({"words", "render", "engine"}),
    "words": frozenset({"render", "engine"}),
    "storage": frozenset({"engine"}),
    "render": frozenset({"engine"}),
    "base": frozenset({"engine", "storage"}),
    "engine": frozenset(),
}
# Arrows that break the floors today, each with its reason; remove one when it is mended.
KNOWN: dict[tuple[str, str], str] = {}
# Circles left today, with their reason (none: storage's repositories name `sql.Handle`, not the
# `Database` façade that builds them).
KNOWN_CIRCLES: dict[tuple[str, ...], str] = {}
# Folders that import each other (a circle between folders, whatever the modules): the same rule
# as modules, one level up; each left today with its reason.
KNOWN_FOLDER_CIRCLES: dict[tuple[str, ...], str] = {}
NO_DISCORD = ("sessions", "present", "words", "storage", "render", "base", "engine")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules(root: Path = ROOT) -> dict[str, Path]:
    return {module_name(p, root): p for d in ("bot", "cogs") for p in sorted((root / d).rglob("*.py"))}


def imports_of(name: str, source: str, is_package: bool) -> set[tuple[str, str]]:
    """Every import in `source`, anywhere in it, made absolute: (module, module.name) pairs (the
    second is the module meant when `from module import name` names a submodule)."""
    found: set[tuple[str, str]] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update((alias.name, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name.split(".") if is_package else name.split(".")[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, base] if base else package)
            found.update((base, f"{base}.{alias.name}") for alias in node.names)
    return found


def graph(modules: Mapping[str, str], packages: Iterable[str] = ()) -> dict[str, set[str]]:
    """Module -> the project modules it imports (`modules`: name -> source)."""
    packages = set(packages)
    out: dict[str, set[str]] = {}
    for name, source in modules.items():
        targets = set()
        for base, full in imports_of(name, source, name in packages):
            imported = full if full in modules else base
            while imported and imported not in modules and "." in imported:
                imported = imported.rsplit(".", 1)[0]
            if imported in modules and imported != name:
                targets.add(imported)
        out[name] = targets
    return out


def floor_of(module: str) -> str | None:
    best: tuple[int, str] | None = None
    for floor, prefixes in FLOORS.items():
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (
                best is None or len(prefix) > best[0]
            ):
                best = (len(prefix), floor)
    return best[1] if best else None


def forbidden_arrows(edges: Mapping[str, set[str]]) -> list[str]:
    wrong = []
    for source, targets in sorted(edges.items()):
        for target in sorted(targets):
            a, b = floor_of(source), floor_of(target)
            if a is None or b is None or a == b or b in ALLOWED[a]:
                continue
            if (source, target) in KNOWN or (source, target.split(".")[0]) in KNOWN:
                continue
            wrong.append(f"{source} ({a}) -> {target} ({b})")
    return wrong


def circles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The import circles (strongly connected components of more than one module, or a self-loop)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(node: str) -> None:  # Tarjan, iteratively deep enough for this code base
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def project_graph() -> dict[str, set[str]]:
    modules = project_modules()
    packages = {n for n, p in modules.items() if p.name == "__init__.py"}
    return graph({n: p.read_text() for n, p in modules.items()}, packages)


def folder_of(module: str, packages: Iterable[str]) -> str:
    """A module's folder (its package); a top module of `bot` (bot/config.py) is a folder of its own."""
    if module in packages or (module.count(".") < 2 and module.startswith("bot.")):
        return module
    return module.rsplit(".", 1)[0]


def folder_graph(edges: Mapping[str, set[str]], packages: Iterable[str]) -> dict[str, set[str]]:
    """Folder -> the folders its modules import (a folder's own subfolders and parents left out)."""
    packages = set(packages)
    out: dict[str, set[str]] = {}
    for source, targets in edges.items():
        a = folder_of(source, packages)
        out.setdefault(a, set())
        for target in targets:
            b = folder_of(target, packages)
            if b != a and not b.startswith(a + ".") and not a.startswith(b + "."):
                out[a].add(b)
    return out


def project_packages() -> set[str]:
    return {n for n, p in project_modules().items() if p.name == "__init__.py"}


def test_every_arrow_goes_down_the_floors() -> None:
    assert forbidden_arrows(project_graph()) == []


def test_there_is_no_import_circle() -> None:
    assert [c for c in circles(project_graph()) if tuple(c) not in KNOWN_CIRCLES] == []


def test_no_two_folders_import_each_other() -> None:
    """A circle between folders is a circle too, even when no module imports itself back."""
    folders = folder_graph(project_graph(), project_packages())
    assert [c for c in circles(folders) if tuple(c) not in KNOWN_FOLDER_CIRCLES] == []


def test_every_known_exception_is_still_there() -> None:
    """A mended arrow or circle leaves KNOWN / KNOWN_CIRCLES: the list only ever shrinks."""
    edges = project_graph()
    assert [arrow for arrow in KNOWN if arrow[1] not in edges.get(arrow[0], set())] == []
    found = {tuple(c) for c in circles(edges)}
    assert [c for c in KNOWN_CIRCLES if c not in found] == []
    folders = {tuple(c) for c in circles(folder_graph(edges, project_packages()))}
    assert [c for c in KNOWN_FOLDER_CIRCLES if c not in folders] == []


def test_every_floor_names_modules_that_exist() -> None:
    modules = project_modules()
    missing = [
        prefix
        for prefixes in FLOORS.values()
        for prefix in prefixes
        if not any(m == prefix or m.startswith(prefix + ".") for m in modules)
    ]
    assert missing == []


def test_nothing_from_the_sessions_down_imports_discord() -> None:
    modules = project_modules()
    offenders = []
    for name, path in modules.items():
        if floor_of(name) in NO_DISCORD:
            named = imports_of(name, path.read_text(), path.name == "__init__.py")
            if any(m == "discord" or m.startswith("discord.") for m, _ in named):
                offenders.append(name)
    assert offenders == []


def test_every_module_is_on_a_floor() -> None:
    assert [m for m in project_modules() if floor_of(m) is None] == []


def acknowledgements(root: Path = ROOT) -> list[str]:
    """Where an interaction is acknowledged by hand (`response.defer(`): module:line."""
    found = []
    for name, path in project_modules(root).items():
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if "response.defer(" in line:
                found.append(f"{name}:{number}")
    return found


def test_only_the_runners_source_acknowledges() -> None:
    """Every acknowledgement goes through the runner's door (Runner.run / ask / acknowledge), whose
    interaction source (bot/app/interactions.py) is the one place that defers: its two forms,
    a component's update and a "thinking..." answer."""
    found = acknowledgements()
    assert [f for f in found if not f.startswith("bot.app.interactions:")] == []
    assert len(found) <= 2


# ---------------------------------------------------------------- the test of the test


def test_the_checker_sees_a_forbidden_arrow_even_inside_a_function_or_type_checking() -> None:
    sources = {
        "bot.engine.board": "def f():\n    from bot.sessions.main import MainSession\n",
        "bot.sessions.main": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cogs.main.cog import X\n"
        ),
        "cogs.main.cog": "from bot.app.runner import Runner\n",  # allowed
        "bot.app.runner": "",
    }
    wrong = forbidden_arrows(graph(sources))
    assert wrong == [
        "bot.engine.board (engine) -> bot.sessions.main (sessions)",
        "bot.sessions.main (sessions) -> cogs.main.cog (cogs)",
    ]


def test_the_checker_sees_a_circle_between_folders() -> None:
    """bot/config.py and bot/storage/ imported each other (through different modules): a circle."""
    sources = {
        "bot.config": "from bot.storage.shards import Shards\n",
        "bot.storage": "",
        "bot.storage.shards": "",
        "bot.storage.db": "from bot.config import DB_ENV\n",
    }
    edges = graph(sources, packages={"bot.storage"})
    assert circles(edges) == []  # no module circle...
    assert circles(folder_graph(edges, {"bot.storage"})) == [["bot.config", "bot.storage"]]  # ...a folder one


def test_the_checker_sees_a_circle_and_relative_imports() -> None:
    sources = {
        "cogs.main.cog": "from .components import ITEMS\n",
        "cogs.main.components": "from . import cog\n",
        "cogs.main.flow": "",
    }
    assert circles(graph(sources)) == [["cogs.main.cog", "cogs.main.components"]]
    assert circles(graph({"cogs.main.cog": "from . import flow\n", "cogs.main.flow": ""})) == []
