"""The board's settings as an operator meets them: off by default, one line and exit 3 for a bad
one, `check-config` saying what it will do (never the secret), a taken port one line at start."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from bot.cli.exits import Exit
from bot.config import Config

from .conftest import TOKEN, clean_env, one_line, run_bot
from .gateway import serve

SECRET = "a-client-secret-nobody-may-read"


@pytest.mark.parametrize(
    ("settings", "words"),
    [
        (
            {"SUMOKU_ACTIVITY_PORT": "http"},
            "SUMOKU_ACTIVITY_PORT='http' must be a port number from 1 to 65535",
        ),
        ({"SUMOKU_ACTIVITY_PORT": "70000"}, "SUMOKU_ACTIVITY_PORT='70000' must be a port number"),
        ({"SUMOKU_ACTIVITY_PORT": "8080"}, "SUMOKU_ACTIVITY_CLIENT_SECRET is not set"),
        ({"SUMOKU_ACTIVITY_CLIENT_SECRET": SECRET}, "is set but SUMOKU_ACTIVITY_PORT is not"),
        (
            {
                "SUMOKU_ACTIVITY_PORT": "8080",
                "SUMOKU_ACTIVITY_CLIENT_SECRET": SECRET,
                "SUMOKU_ACTIVITY_URL": "http://x.org",
            },
            "SUMOKU_ACTIVITY_URL='http://x.org' must be the board's public https address",
        ),
        (
            {
                "SUMOKU_ACTIVITY_PORT": "8080",
                "SUMOKU_ACTIVITY_CLIENT_SECRET": SECRET,
                "SUMOKU_DISCORD_API": "discord",
            },
            "SUMOKU_DISCORD_API='discord' must be an http(s) address",
        ),
        (
            {
                "SUMOKU_ACTIVITY_PORT": "8080",
                "SUMOKU_ACTIVITY_CLIENT_SECRET": SECRET,
                "SUMOKU_ACTIVITY_PROXIES": "yes",
            },
            "SUMOKU_ACTIVITY_PROXIES='yes' must be the number of reverse proxies in front of the board",
        ),
    ],
)
def test_a_bad_board_setting_is_one_line_and_exit_3(
    home: Path, tmp_path: Path, settings: dict[str, str], words: str
) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "bot.db"), **settings)
    for command in ([], ["check-config"]):
        done = run_bot(command, env)
        assert done.returncode == Exit.CONFIG, done.stderr
        line = one_line(done)
        assert words in line and SECRET not in line


def test_check_config_says_whether_the_board_is_on(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "bot.db"))
    off = run_bot(["check-config"], env)
    assert off.returncode == 0, off.stderr
    assert (
        "board (Discord Activity): off (set SUMOKU_ACTIVITY_PORT and SUMOKU_ACTIVITY_CLIENT_SECRET"
        in off.stdout
    )
    on = run_bot(
        ["check-config"],
        {
            **env,
            "SUMOKU_ACTIVITY_PORT": "8080",
            "SUMOKU_ACTIVITY_HOST": "0.0.0.0",
            "SUMOKU_ACTIVITY_CLIENT_SECRET": SECRET,
            "SUMOKU_ACTIVITY_URL": "https://sumoku.example.org",
            "SUMOKU_ACTIVITY_PROXIES": "1",
        },
    )
    assert on.returncode == 0, on.stderr
    assert "client secret set; behind 1 reverse proxy" in on.stdout
    assert (
        "board (Discord Activity): on, listening on 0.0.0.0:8080, public address https://sumoku.example.org; "
        "client secret set"
    ) in on.stdout
    assert SECRET not in on.stdout + on.stderr


def test_a_taken_board_port_is_one_line_at_start(home: Path, tmp_path: Path) -> None:
    fake_discord = serve(4011)
    fake = next(fake_discord)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        try:
            env = clean_env(
                home,
                DISCORD_TOKEN=TOKEN,
                SUMOKU_DB=str(tmp_path / "x.db"),
                SUMOKU_ACTIVITY_PORT=str(port),
                SUMOKU_ACTIVITY_CLIENT_SECRET=SECRET,
                **fake.env,
            )
            done = run_bot([], env)
        finally:
            fake_discord.close()
    assert done.returncode == Exit.CONFIG, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("sumoku-bot: the board cannot listen on 127.0.0.1:") and "already in use" in last
    assert "Traceback" not in done.stderr and SECRET not in done.stderr
    assert fake.identified == []  # it stopped before connecting to the gateway


def test_the_board_is_off_unless_its_port_is_set() -> None:
    assert Config.from_env({}, require_token=False).activity is None
    image = {"SUMOKU_ACTIVITY_HOST": "0.0.0.0", "SUMOKU_ACTIVITY_WEB": "/opt/web"}  # an image's defaults
    assert Config.from_env(image, require_token=False).activity is None
    on = Config.from_env(
        {**image, "SUMOKU_ACTIVITY_PORT": "8080", "SUMOKU_ACTIVITY_CLIENT_SECRET": f" {SECRET} "},
        require_token=False,
    ).activity
    assert on is not None and (on.port, on.host, on.client_secret) == (8080, "0.0.0.0", SECRET)
    assert on.discord_api == "https://discord.com/api/v10" and not on.local
    assert SECRET not in repr(on)
