"""The package as a server owner installs it: a wheel built from the sources, installed (not editable)
into a fresh virtual environment, run from a folder far from the sources with every system font
hidden. It must draw a board with its own bundled font and keep its database out of site-packages."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from bot.render import board_picture, samples
from bot.words.wording import render_wording

from .conftest import REPO

EN = render_wording("en")  # the English words: the catalogue's

DRAW = """
import json, sys
from PIL import ImageFont
try:
    ImageFont.truetype("DejaVuSans.ttf", 12)  # what a fallback to a system font would find
    hidden = False
except OSError:
    hidden = True
import bot, cogs
from bot.render import board_picture, samples
from bot.render import fonts
from bot.words.wording import render_wording

EN = render_wording("en")  # the English words: the catalogue's
picture = board_picture(samples.views()["small"], wording=EN)
sys.stdout.buffer.write(picture.png)
sys.stderr.write(json.dumps({"bot": bot.__file__, "cogs": cogs.__file__, "font": str(fonts.BOLD),
                             "fonts_hidden": hidden}))
"""


def _source_copy(target: Path) -> Path:
    """The files a fresh clone has (no caches, builds, databases or tests)."""
    ignore = shutil.ignore_patterns(
        ".git", "__pycache__", "*.pyc", "build", "dist", "*.egg-info", ".pytest_cache", ".ruff_cache",
        ".hypothesis", "tests", "*.db", "*.db-*", ".venv", "venv",
    )  # fmt: skip
    shutil.copytree(REPO, target, ignore=ignore)
    return target


def test_a_wheel_installed_elsewhere_draws_with_its_bundled_font(tmp_path: Path) -> None:
    started = time.monotonic()
    source = _source_copy(tmp_path / "src")
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dist), str(source)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = dist.glob("sumoku_bot-*.whl")
    built = time.monotonic()
    venv = tmp_path / "venv"
    # the dependencies come from this interpreter's site-packages; the package itself from the wheel
    subprocess.run(
        [sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)], check=True
    )
    python = venv / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
         "--no-index", "--force-reinstall", str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )  # fmt: skip
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    shutil.rmtree(source)  # nothing of the sources is left to fall back on
    away = tmp_path / "away"
    (away / "home").mkdir(parents=True)
    (away / "xdg").mkdir()  # holds no fonts
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SUMOKU_", "DISCORD_", "XDG_", "PYTHON"))}
    env.update(
        HOME=str(away / "home"),
        XDG_DATA_HOME=str(away / "xdg"),  # where Pillow looks for fonts by name, on Linux
        XDG_DATA_DIRS=str(away / "xdg"),
        PYTHONNOUSERSITE="1",
    )
    drawn = subprocess.run(
        [str(python), "-I", "-c", DRAW], cwd=away, env=env, capture_output=True, check=True, timeout=60
    )
    facts = json.loads(drawn.stderr)
    assert facts["fonts_hidden"], "a system font was still reachable by name"
    for key in ("bot", "cogs", "font"):
        assert Path(facts[key]).is_relative_to(site), (key, facts[key], site)
    assert Path(facts["font"]).name == "DejaVuSans-Bold.ttf"
    # pixel for pixel the picture the source tree draws: the same font, not a substitute
    assert drawn.stdout == board_picture(samples.views()["small"], wording=EN).png
    out = tmp_path / "wheel-board.png"
    out.write_bytes(drawn.stdout)

    script = venv / "bin" / "sumoku-bot"
    version = subprocess.run([str(script), "--version"], env=env, cwd=away, capture_output=True, text=True)
    assert version.returncode == 0 and version.stdout.strip() == f"sumoku-bot {wheel.name.split('-')[1]}"
    token = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB"
    check = subprocess.run(
        [str(script), "check-config"],
        env=env | {"DISCORD_TOKEN": token},
        cwd=away,
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stderr
    expected = away / "xdg" / "sumoku-bot" / "sumoku.db"  # the user's data folder, not site-packages
    assert check.stdout.splitlines()[0] == f"database: {expected} (will be created at start)"
    print(
        f"wheel built in {built - started:.1f} s, installed and checked in {time.monotonic() - built:.1f} s"
    )
