"""Errors raised by the storage layer.

Every error derives from `StorageError`, so the bot can tell "the database said no" apart from
engine refusals. The ones a handler is expected to catch carry the ids it needs to answer the user.
"""

from __future__ import annotations


class StorageError(Exception):
    """Base class of everything raised on purpose by bot.storage."""


class StorageBusy(StorageError):
    """Another program held the database's write lock too long: nothing was written; try again."""

    def __init__(self, path: str) -> None:
        super().__init__(f"{path} is locked by another program")
        self.path = path


class StorageUnreachable(StorageError):
    """The database server cannot be used: a bad URL, nothing answering, a refused user or password.

    Its message is one sentence naming the place (without the password) and the reason.
    """


class ConnectionLost(StorageError):
    """The connection to the database broke during the work (a server restart, a failover, an
    idle-connection killer, pg_terminate_backend).

    `maybe_committed` is False when nothing can have been written (the loss came before COMMIT was
    sent): the caller may simply try again, and the user is told "nothing was changed". True when
    it broke during COMMIT: whether it was written is to be read back (Database.commit does).
    """

    def __init__(self, where: str, *, maybe_committed: bool = False) -> None:
        super().__init__(f"lost the connection to {where}")
        self.where = where
        self.maybe_committed = maybe_committed


class TimerGone(StorageError):
    """The timer an action meant to consume was already consumed (another waker won): nothing written."""

    def __init__(self, timer_id: int) -> None:
        super().__init__(f"timer {timer_id} is gone")
        self.timer_id = timer_id


class SchemaTooNew(StorageError):
    """The database was written by a newer version of the bot; this code refuses to touch it."""

    def __init__(self, path: str, found: int, supported: int) -> None:
        super().__init__(
            f"{path} has schema version {found}, but this code only knows versions up to {supported}. "
            "It was written by a newer sumoku-bot; upgrade the bot (the file was not changed)."
        )
        self.path = path
        self.found = found
        self.supported = supported


class MigrationError(StorageError):
    """A migration script failed; the transaction was rolled back and the file is unchanged."""


class GameNotFound(StorageError, LookupError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"no game with id {game_id}")
        self.game_id = game_id


class ChannelBusy(StorageError):
    """An open (lobby or running) game of the same family is already in the channel (Solo: the user's)."""

    def __init__(self, existing_game_id: int) -> None:
        super().__init__(f"game {existing_game_id} is already open here")
        self.existing_game_id = existing_game_id


class VersionConflict(StorageError):
    """Another action was applied first: the stored version is not the one the caller read.

    Nothing was written. The caller should reload the game and judge the action again.
    """

    def __init__(self, game_id: int, expected: int, actual: int) -> None:
        super().__init__(f"game {game_id} is at version {actual}, not {expected}")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class GameStateError(StorageError):
    """The operation does not fit the game's status (a move on a finished game, a join after start...)."""

    def __init__(self, game_id: int, status: str, message: str) -> None:
        super().__init__(message)
        self.game_id = game_id
        self.status = status


class AlreadySeated(StorageError):
    def __init__(self, game_id: int, user_id: int, seat: int) -> None:
        super().__init__(f"user {user_id} already has seat {seat} in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id
        self.seat = seat


class GameFull(StorageError):
    def __init__(self, game_id: int, max_seats: int) -> None:
        super().__init__(f"game {game_id} already has {max_seats} players")
        self.game_id = game_id
        self.max_seats = max_seats


class ReplayUnsupported(StorageError):
    """Only main games are rebuilt from their move log (the other variants keep snapshots only)."""
