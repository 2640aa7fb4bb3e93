"""Where the SQLite file lives when nothing says otherwise: storage's own knowledge, which the
configuration (bot/config.py) reads and re-exports, so storage never imports the configuration."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

APP_NAME = "sumoku-bot"
DB_ENV = "SUMOKU_DB"


def default_database() -> Path:
    """Where the database lives when SUMOKU_DB is not set: the user's data folder, whatever the cwd.

    Linux: ~/.local/share/sumoku-bot/sumoku.db ($XDG_DATA_HOME respected); macOS:
    ~/Library/Application Support/sumoku-bot/; Windows: %LOCALAPPDATA%\\sumoku-bot\\. The image sets
    SUMOKU_DB=/data/sumoku.db (its volume).
    """
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "sumoku.db"


def database_path(env: Mapping[str, str] | None = None) -> Path:
    """$SUMOKU_DB (a relative path is taken from the working directory), else `default_database()`."""
    value = (os.environ if env is None else env).get(DB_ENV, "").strip()
    return Path(value).expanduser() if value else default_database()
