"""The variants' one contract, kept by reading the code (bot/sessions/variant.py).

A door says WHAT to do as a typed action on a typed target (`Runner.run(source, target, action)`);
the runner finds the session in the registry. So no call site hands the runner a closure, and no
code outside a variant's own modules branches on a variant's name. What is left of either today is
listed with its count, and the lists only shrink (a mended place must leave its list).
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANT_NAMES = frozenset({"main", "speed", "team", "spot", "solo"})
RUNNER_CALLS = frozenset({"run", "begin", "ask", "background", "computer_step"})

# Closures still handed to the runner: file -> how many. None is left: a game opens by an action on
# where it opens (a variant's `Here`); a chat claim and a computer's turn are actions on their game's
# target. (Reads and settings are no game action: the runner acknowledges them, `Runner.acknowledge`,
# and the cog reads after it.)
KNOWN_CLOSURES: dict[str, int] = {}
# Comparisons against a variant's name outside its own modules: file -> how many.
KNOWN_NAME_CHECKS: dict[str, int] = {}
# `Variant.<MEMBER>` named outside a variant's own modules: file -> how many. None is left: what
# storage must know of a stored variant (its rating, single player, rebuilt from its log) is storage's
# models' (`Variant.rating` and its kin); what a reader must know (rated, replayed, its title, its own
# figures and board) the registry answers (bot/sessions/variant.py); a query's variant is its caller's.
KNOWN_MEMBER_NAMES: dict[str, int] = {}
VARIANT_MEMBERS = frozenset({"MAIN", "SPOT", "SPEED", "TEAM", "SOLO"})
# A variant's own modules (and storage's models and migrations) may name it.
OWN_MODULES = (
    "bot/engine/",
    "bot/storage/models.py",
    "bot/storage/migrations",
    "bot/sessions/main.py",
    "bot/sessions/main_turns.py",
    "bot/sessions/lobby.py",
    "bot/sessions/speed.py",
    "bot/sessions/speed_lobby.py",
    "bot/sessions/spot.py",
    "bot/sessions/solo.py",
)
# A variant's session modules (its session and the modules only it uses: its board's part, its turn's
# logic, its verdicts' words): the shared board must reach them through the registry only.
VARIANT_SESSION_MODULES = frozenset(
    {
        "bot.sessions.main", "bot.sessions.main_turns", "bot.sessions.board_main", "bot.sessions.lobby",
        "bot.sessions.spot", "bot.sessions.spot_verdicts", "bot.sessions.spot_board",
        "bot.sessions.speed", "bot.sessions.speed_lobby", "bot.sessions.solo",
    }
)  # fmt: skip
# The shared board's modules, and which variant session modules each still imports. board_calls.py
# reads an action frame as its variant's target and action (a `play` as MainTarget's, a `claim` as
# SpotTarget's, a grid edit as Solo's or Speed's by the game's stored name): the frame types are the
# wire's (board_wire.py, board_frames.py), one list for every variant, so a frame's reading has no
# registry hook yet.
SHARED_BOARD_IMPORTS: dict[str, frozenset[str]] = {
    "bot/sessions/board.py": frozenset(),
    "bot/sessions/board_calls.py": frozenset(
        {
            "bot.sessions.main",
            "bot.sessions.solo",
            "bot.sessions.speed",
            "bot.sessions.spot",
            "bot.sessions.spot_verdicts",  # a claim's letters refused in the chat's words
        }
    ),
}


def imported_modules(path: str, source: str) -> set[str]:
    """Every module `source` (at `path`) imports, relative imports made absolute, `from . import x`
    as the module `x`."""
    package = path.removesuffix(".py").replace("/", ".").rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            module = (f"{base}.{node.module}" if node.module else base) if node.level else node.module or ""
            found.add(module)
            found.update(f"{module}.{a.name}" for a in node.names)  # `from . import board_main`
    return found


def _sources() -> dict[str, str]:
    paths = [*sorted((ROOT / "bot").rglob("*.py")), *sorted((ROOT / "cogs").rglob("*.py"))]
    return {str(p.relative_to(ROOT)): p.read_text() for p in paths}


def closures_to_the_runner(source: str) -> int:
    """Calls of a runner's door (`….runner.run(…)` and its kin) given a lambda or a function
    defined in the caller (a closure) as an argument."""
    found = 0
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        local = {
            n.name
            for n in ast.walk(fn)
            if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n is not fn
        }
        for call in ast.walk(fn):
            if (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Attribute)
                and call.func.attr in RUNNER_CALLS
                and ast.unparse(call.func.value).endswith("runner")
            ):
                found += sum(
                    isinstance(a, ast.Lambda) or (isinstance(a, ast.Name) and a.id in local)
                    for a in call.args
                )
    return found


def _is_closure(node: ast.expr, local: set[str]) -> bool:
    return isinstance(node, ast.Lambda) or (isinstance(node, ast.Name) and node.id in local)


def _strings(node: ast.expr) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {s for e in node.elts for s in _strings(e)}
    return set()


def variant_name_checks(source: str) -> int:
    """Comparisons (==, !=, in) with a variant's name written out."""
    return sum(
        bool(VARIANT_NAMES & {s for x in (n.left, *n.comparators) for s in _strings(x)})
        for n in ast.walk(ast.parse(source))
        if isinstance(n, ast.Compare)
    )


def variant_members_named(source: str) -> int:
    """`Variant.MAIN` and its kin: a variant named through storage's enum (a branch, a default, a
    table of variants), which a registered variant could not be."""
    return sum(
        isinstance(n, ast.Attribute)
        and isinstance(n.value, ast.Name)
        and n.value.id == "Variant"
        and n.attr in VARIANT_MEMBERS
        for n in ast.walk(ast.parse(source))
    )


def _counts(check: object) -> Counter[str]:
    assert callable(check)
    return Counter({path: n for path, source in _sources().items() if (n := check(source))})


def test_no_closure_is_handed_to_the_runner_beyond_the_known_ones() -> None:
    found = _counts(closures_to_the_runner)
    assert {p: n for p, n in found.items() if n > KNOWN_CLOSURES.get(p, 0)} == {}
    assert {p: n for p, n in KNOWN_CLOSURES.items() if found.get(p, 0) < n} == {}  # mended: shrink the list


def test_no_code_outside_a_variant_branches_on_its_name_beyond_the_known_places() -> None:
    found = _counts(variant_name_checks)
    found = Counter({p: n for p, n in found.items() if not p.startswith(OWN_MODULES)})
    assert {p: n for p, n in found.items() if n > KNOWN_NAME_CHECKS.get(p, 0)} == {}
    assert {p: n for p, n in KNOWN_NAME_CHECKS.items() if found.get(p, 0) < n} == {}


def test_no_code_outside_a_variant_names_its_member_beyond_the_known_places() -> None:
    found = _counts(variant_members_named)
    found = Counter({p: n for p, n in found.items() if not p.startswith(OWN_MODULES)})
    assert {p: n for p, n in found.items() if n > KNOWN_MEMBER_NAMES.get(p, 0)} == {}
    assert {p: n for p, n in KNOWN_MEMBER_NAMES.items() if found.get(p, 0) < n} == {}  # mended: shrink it


def test_the_shared_board_imports_no_variants_session_beyond_the_known_ones() -> None:
    for path, known in SHARED_BOARD_IMPORTS.items():
        found = imported_modules(path, (ROOT / path).read_text()) & VARIANT_SESSION_MODULES
        assert found == known, path  # more: reach it through the registry; fewer: shrink the list


# ---------------------------------------------------------------- the test of the test


def test_the_readers_see_a_closure_and_a_name_check() -> None:
    source = (
        "async def f(bot, game_id):\n"
        "    async def call(who):\n"
        "        return await bot.sessions.main.apply(game_id, who)\n"
        "    await bot.runner.run(source, call, private=False)\n"
        "    await bot.runner.begin(source, lambda _: 1, private=True)\n"
        "    await bot.runner.run(source, MainTarget(game_id), Pass(), private=False)\n"
        "    if row.variant.value == 'solo' or kind in ('speed', 'team'):\n"
        "        pass\n"
    )
    assert closures_to_the_runner(source) == 2
    assert variant_name_checks(source) == 2


def test_the_reader_sees_a_variant_member_named() -> None:
    source = (
        "if variant is Variant.SOLO or variant in (Variant.SPEED, Variant.TEAM):\n"
        "    pass\n"
        "Variant(name), Variant.stored(name), variant.MAIN\n"
    )
    assert variant_members_named(source) == 3


def test_the_reader_sees_a_variants_session_imported() -> None:
    source = (
        "from . import board_main, base\n"
        "from .spot import SpotSession\n"
        "from ..sessions.solo import STORES\n"
        "import bot.sessions.speed\n"
    )
    found = imported_modules("bot/sessions/board.py", source) & VARIANT_SESSION_MODULES
    assert found == {f"bot.sessions.{m}" for m in ("board_main", "spot", "solo", "speed")}
