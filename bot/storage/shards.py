"""Which servers' games a process owns when the bot runs as several sharded processes.

Discord sends a server's events to shard `(guild_id >> 22) % shard_count`, and direct messages to
shard 0. A process that runs only some shards must arm only the timers, resume only the games and
deliver only the pending posts of those servers: `Shards.where()` is the SQL condition for that, in
plain SQL that SQLite and PostgreSQL both read (`>>`, `%`, `COALESCE`, `IN`). `None` in place of a
`Shards` everywhere means "this process owns every server" (one process, or all shards in it).
"""

from __future__ import annotations

from dataclasses import dataclass

DM_SHARD = 0  # Discord sends direct messages (guild_id NULL: Solo in a DM) to shard 0


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord gives a server's events to (DMs: shard 0)."""
    return DM_SHARD if guild_id is None else (int(guild_id) >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards one process runs, out of `count`."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} are not between 0 and {self.count - 1}")

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def where(self, guild_column: str = "guild_id") -> str:
        """SQL: the row's server belongs to these shards (a NULL server, a DM, to shard 0).

        The numbers are validated ints written into the text, so the condition needs no
        parameters and fits either backend's placeholder style.
        """
        ids = ", ".join(str(int(i)) for i in sorted(set(self.ids)))
        return f"((COALESCE({guild_column}, 0) >> 22) % {int(self.count)}) IN ({ids})"

    def where_game(self, game_column: str = "game_id") -> str:
        """SQL: the row's game (timers, outbox) is in a server these shards own."""
        return f"{game_column} IN (SELECT id FROM games WHERE {self.where('guild_id')})"


def owned(shards: Shards | None, guild_column: str = "guild_id", *, join: str = "AND") -> str:
    """` AND <condition>` (or ` WHERE ...`) on a row's server, or nothing when every server is owned."""
    return "" if shards is None else f" {join} {shards.where(guild_column)}"


def owned_games(shards: Shards | None, game_column: str = "game_id", *, join: str = "AND") -> str:
    """` AND <condition>` (or ` WHERE ...`) on a row's game, or nothing when every server is owned."""
    return "" if shards is None else f" {join} {shards.where_game(game_column)}"
