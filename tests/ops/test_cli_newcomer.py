"""A newcomer's first start-up mistakes, each one line that names what is wrong and where."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bot.cli.exits import Exit

from .conftest import REPO, TOKEN, clean_env, one_line, run_bot


def test_a_malformed_env_line_names_the_file_and_line_not_the_secret(home: Path, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("# my bot\nDISCORD_TOKEN abc.def.ghi\nSUMOKU_LOG_LEVEL=INFO\n")
    done = run_bot(["check-config"], clean_env(home), cwd=tmp_path)
    line = one_line(done)
    assert done.returncode == Exit.CONFIG
    assert f"{tmp_path / '.env'}, line 2" in line and "DISCORD_TOKEN=" in line and "NAME=value" in line
    assert "abc.def.ghi" not in line and "python-dotenv" not in done.stderr


def test_env_file_naming_a_folder_says_so(home: Path, tmp_path: Path) -> None:
    done = run_bot(["--env-file", str(tmp_path), "check-config"], clean_env(home))
    assert done.returncode == Exit.CONFIG
    assert one_line(done) == (
        f"sumoku-bot: --env-file {tmp_path} is a folder: name the settings file itself, "
        f"like {tmp_path / '.env'}."
    )


def test_a_database_in_a_folder_that_takes_no_files_says_so(home: Path) -> None:
    done = run_bot(["check-config"], clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB="/proc/sumoku.db"))
    assert done.returncode == Exit.DB_PATH
    line = one_line(done)
    assert "its folder /proc does not take new files" in line and "choose a path in a folder" in line


def test_check_config_into_a_closed_pipe_ends_quietly(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"))
    # `sumoku-bot check-config | head -1`, with a reader that is gone before the bot writes
    reader = subprocess.Popen(["true"], stdin=subprocess.PIPE)
    reader.wait()
    done = subprocess.run(
        [sys.executable, "-m", "bot", "check-config"],
        cwd=REPO, env=env, stdout=reader.stdin, stderr=subprocess.PIPE, text=True, timeout=60,
    )  # fmt: skip
    reader.stdin.close()
    assert done.returncode == 0 and done.stderr == "", done.stderr


def test_a_misspelled_setting_is_named_with_the_one_it_likely_meant(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_WORKRES="2")
    done = run_bot(["check-config"], env)
    assert done.returncode == Exit.CONFIG
    assert one_line(done) == (
        "sumoku-bot: SUMOKU_WORKRES is not a setting of this bot: did you mean SUMOKU_WORKERS? "
        "(every setting: README.md, Configuration)"
    )


def test_a_dot_env_that_is_a_folder_is_one_clear_error(home: Path, tmp_path: Path) -> None:
    (tmp_path / ".env").mkdir()
    done = run_bot(["check-config"], clean_env(home, DISCORD_TOKEN=TOKEN), cwd=tmp_path)
    assert done.returncode == Exit.CONFIG
    line = one_line(done)
    assert f"{tmp_path / '.env'} is a folder, not a settings file" in line and "DISCORD_TOKEN" not in line


def test_a_line_of_words_in_dot_env_gets_no_guessed_setting(home: Path, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("this is not a setting\n")
    done = run_bot(["check-config"], clean_env(home), cwd=tmp_path)
    line = one_line(done)
    assert done.returncode == Exit.CONFIG and "line 1: not a setting: write settings as NAME=value" in line
    assert "did you mean" not in line


def test_check_config_shows_the_worker_processes(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_WORKERS="3")
    done = run_bot(["check-config"], env)
    assert done.returncode == Exit.OK, done.stderr
    assert "worker processes (computer players, the solver): 3 (SUMOKU_WORKERS)" in done.stdout
