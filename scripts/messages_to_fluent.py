"""Run once (issue 16): turn the Python dicts of bot/words/messages.py into Fluent files.

Kept for the record of how bot/locales/*/sumoku.ftl were made. It reads EN/ES/FR from the old
bot/words/messages.py (pass its path), writes one .ftl per language, then renders every message with
sample parameters through both the old code and fluent.runtime and stops on any difference.

Mapping: id `a.b_c` → Fluent id `a-b_c`; `{name}` → `{ $name }`; `{x:.0f}` →
`{ NUMBER($x, maximumFractionDigits: 0) }`; `[[n|one|other]]` → `{ $n -> [one] … *[other] … }`;
leading/trailing spaces → `{" "}` (Fluent trims them otherwise).

Usage: git show 1873de9:bot/words/messages.py > /tmp/old.py
       python scripts/messages_to_fluent.py /tmp/old.py bot/locales
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast, serialize

PLACEHOLDER = re.compile(r"\{(\w+)(?::([^{}]*))?\}")
PLURAL = re.compile(r"\[\[(\w+)\|([^|\]]*)\|([^|\]]*)\]\]")


def fluent_id(key: str) -> str:
    assert "-" not in key, key
    return key.replace(".", "-")


def inline(text: str) -> list[ast.PatternElement]:
    """Plain text with `{name}` placeholders → Fluent pattern elements."""
    out: list[ast.PatternElement] = []
    pos = 0
    for m in PLACEHOLDER.finditer(text):
        if m.start() > pos:
            out.append(ast.TextElement(text[pos : m.start()]))
        name, spec = m.group(1), m.group(2)
        ref = ast.VariableReference(ast.Identifier(name))
        if spec is None:
            out.append(ast.Placeable(ref))
        else:
            digits = re.fullmatch(r"\.(\d)f", spec)
            assert digits, spec
            call = ast.FunctionReference(
                ast.Identifier("NUMBER"),
                ast.CallArguments(
                    [ref],
                    [
                        ast.NamedArgument(
                            ast.Identifier("maximumFractionDigits"), ast.NumberLiteral(digits[1])
                        )
                    ],
                ),
            )
            out.append(ast.Placeable(call))
        pos = m.end()
    if pos < len(text):
        out.append(ast.TextElement(text[pos:]))
    return [piece for element in out for piece in protect_line_starts(element)]


def protect_line_starts(element: ast.PatternElement) -> list[ast.PatternElement]:
    """A line may not start with `*`, `[` or `.` in Fluent: such a first character becomes `{"*"}`."""
    if not isinstance(element, ast.TextElement):
        return [element]
    pieces: list[ast.PatternElement] = []
    rest = element.value
    parts = re.split(r"(?<=\n)(?=[*\[.])", rest)
    for i, part in enumerate(parts):
        if i > 0:
            pieces.append(ast.Placeable(ast.StringLiteral(part[0])))
            part = part[1:]
        if part:
            pieces.append(ast.TextElement(part))
    return pieces


def pattern(text: str) -> ast.Pattern:
    """A catalogue template → a Fluent pattern (plurals as selectors on the count)."""
    elements: list[ast.PatternElement] = []
    pos = 0
    for m in PLURAL.finditer(text):
        elements += inline(text[pos : m.start()])
        variants = [
            ast.Variant(ast.Identifier("one"), ast.Pattern(inline(m.group(2)) or [ast.TextElement("")])),
            ast.Variant(ast.Identifier("other"), ast.Pattern(inline(m.group(3))), default=True),
        ]
        select = ast.SelectExpression(ast.VariableReference(ast.Identifier(m.group(1))), variants)
        elements.append(ast.Placeable(select))
        pos = m.end()
    elements += inline(text[pos:])
    return ast.Pattern(protect_edges(elements))


def protect_edges(elements: list[ast.PatternElement]) -> list[ast.PatternElement]:
    """Fluent drops a value's leading and trailing blanks: keep them as string literals."""
    if elements and isinstance(elements[0], ast.TextElement):
        value = elements[0].value
        stripped = value.lstrip(" ")
        if stripped != value:
            lead = ast.Placeable(ast.StringLiteral(value[: len(value) - len(stripped)]))
            elements = [lead, *([ast.TextElement(stripped)] if stripped else []), *elements[1:]]
    if elements and isinstance(elements[-1], ast.TextElement):
        value = elements[-1].value
        stripped = value.rstrip(" ")
        if stripped != value:
            tail = ast.Placeable(ast.StringLiteral(value[len(stripped) :]))
            elements = [*elements[:-1], *([ast.TextElement(stripped)] if stripped else []), tail]
    return elements


def write(catalogue: dict[str, str], path: Path, header: str) -> None:
    body = [ast.Comment(header)]
    for key, value in catalogue.items():
        body.append(ast.Message(ast.Identifier(fluent_id(key)), pattern(value)))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(serialize(ast.Resource(body)), encoding="utf-8")


def sample(key: str, value: str, count: int) -> dict[str, object]:
    names = {m.group(1) for m in PLACEHOLDER.finditer(value)} | {m.group(1) for m in PLURAL.finditer(value)}
    counted = PLURAL.search(value) is not None
    return {name: count if counted or "{" + name + ":" in value else f"<{name}>" for name in names}


def main(old: str, out: str) -> None:
    spec = importlib.util.spec_from_file_location("old_messages", old)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for language, catalogue in module.CATALOGUES.items():
        path = Path(out) / language / "sumoku.ftl"
        write(dict(catalogue), path, f"Sumoku messages: {module.LANGUAGE_NAMES[language]}")
        bundle = FluentBundle([{"es": "es", "fr": "fr"}.get(language, "en")], use_isolating=False)
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        for key, value in catalogue.items():
            for count in (0, 1, 2, 7):
                params = sample(key, value, count)
                expected = module.text(key, language, **params)
                message = bundle.get_message(fluent_id(key))
                got, errors = bundle.format_pattern(message.value, params)
                assert not errors, (key, errors)
                assert got == expected, (language, key, got, expected)
        print(f"{language}: {len(catalogue)} messages, identical for counts 0, 1, 2, 7")


if __name__ == "__main__":
    main(*sys.argv[1:])
