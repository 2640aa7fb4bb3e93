"""Running games kept decoded between actions, so an action does not decode the stored state again.

The database stays the truth: an entry is the game exactly as the process stored it at one
version, and it is used only for a row read at that same version. A game moved on by another
process (or anything else) has a newer version in its row; the entry no longer matches and is
dropped, and the row's state is decoded as before. Two processes sharing one database are
therefore each correct on their own: a version is written once (the commit checks it), so the
state of (game id, version) never changes.

A game is named by its id *and* its row's creation time: SQLite gives a deleted row's id to the
next game (no AUTOINCREMENT), which then passes through the same versions. Only Solo games are
deleted today (never kept here), but an entry must not depend on that: a game that reuses an id
was created later, so it never matches the deleted game's entry.

Games are mutable (an action plays on the decoded game), so an entry is *taken*: the caller owns
the object from then on and no one else can see it half-changed. After its commit stores the
game at the next version, the caller `put`s it back. An action the engine refuses before it
changes anything gives the game back as it was (`given_back`); one refused midway does not: the
next one decodes the stored state.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

from bot.storage import Game

T = TypeVar("T")
GameKey = tuple[int, float]  # (games.id, games.created_at): never the same for two games

DEFAULT_GAMES = 512  # running games kept decoded (a big main game is ~50 KiB of objects)


class DecodedGames:
    """A bounded LRU of decoded games, one entry per game (`key_of`), holding the version it was stored at."""

    def __init__(self, max_games: int = DEFAULT_GAMES) -> None:
        if max_games < 0:
            raise ValueError("max_games must be at least 0")
        self.max_games = max_games
        self._games: OrderedDict[GameKey, tuple[int, Any]] = OrderedDict()
        self._lock = threading.Lock()  # sessions run on one loop; the lock only makes that not matter
        self.hits = 0
        self.misses = 0

    def take(self, game: GameKey, version: int, state: Mapping[str, Any], decode: Callable[[Any], T]) -> T:
        """The game stored at `version` (its state is `state`), decoded or from the cache, now the
        caller's own: the entry leaves the cache, whatever its version."""
        with self._lock:
            found = self._games.pop(game, None)
        if found is not None and found[0] == version:
            kept = found[1]
            if isinstance(kept, _type_of(decode)):
                self.hits += 1
                return kept  # type: ignore[no-any-return]
        self.misses += 1
        return decode(state)

    def peek(self, game: GameKey, version: int, state: Mapping[str, Any], decode: Callable[[Any], T]) -> T:
        """The game stored at `version` to READ (a board's view): the kept entry when it matches,
        else decoded (and kept, unless a newer version is). The caller changes nothing and holds it
        across no await (an action may take it then)."""
        with self._lock:
            found = self._games.get(game)
        if found is not None and found[0] == version and isinstance(found[1], _type_of(decode)):
            self.hits += 1
            return found[1]  # type: ignore[no-any-return]
        self.misses += 1
        decoded = decode(state)
        if found is None or found[0] < version:
            self.put(game, version, decoded)
        return decoded

    @contextmanager
    def given_back(self, key: GameKey, version: int, game: Any) -> Iterator[None]:
        """Judge an action on a game `take`n at `version`: when it raises and the game's log did not
        grow, the game is as stored (the engines refuse before they change anything, and every
        change starts by logging the action), so it is put back for the next action."""
        logged = len(game.history)
        try:
            yield
        except Exception:
            if len(game.history) == logged:
                self.put(key, version, game)
            raise

    def put(self, key: GameKey, version: int, game: Any) -> None:
        """`game` is what the commit of `version` stored (the caller no longer changes it)."""
        if self.max_games == 0:
            return
        with self._lock:
            self._games[key] = (version, game)
            self._games.move_to_end(key)
            while len(self._games) > self.max_games:
                self._games.popitem(last=False)

    def drop(self, key: GameKey) -> None:
        with self._lock:
            self._games.pop(key, None)

    def __len__(self) -> int:
        return len(self._games)


def key_of(row: Game) -> GameKey:
    """The key of a game's row: its id is not enough (see the module's docstring)."""
    return (row.id, row.created_at)


def _type_of(decode: Callable[[Any], Any]) -> type[Any]:
    """The class a `Cls.from_dict` decoder returns (an entry of another variant is never handed out)."""
    owner = getattr(decode, "__self__", None)
    return owner if isinstance(owner, type) else object
