"""sumoku-bot: Sumoku for Discord."""

from importlib import metadata


def version() -> str:
    """The installed distribution's version (pyproject.toml's), shown by --version and /about."""
    try:
        return metadata.version("sumoku-bot")
    except metadata.PackageNotFoundError:  # a source tree that was never installed
        return "0+unknown"
