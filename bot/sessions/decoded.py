"""Running games kept decoded between actions, so an action does not decode the stored state again.

The database stays the truth: an entry is the game exactly as the process stored it at one
version, and it is used only for a row read at that same version. A game moved on by another
process (or anything else) has a newer version in its row; the entry no longer matches and is
dropped, and the row's state is decoded as before. Two processes sharing one database are
therefore each correct on their own: a version is written once (the commit checks it), so the
state of (game id, version) never changes.

Games are mutable (an action plays on the decoded game), so an entry is *taken*: the caller owns
the object from then on and no one else can see it half-changed. After its commit stores the
game at the next version, the caller `put`s it back. An action that is refused midway simply
does not put it back: the next one decodes the stored state.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

T = TypeVar("T")

DEFAULT_GAMES = 512  # running games kept decoded (a big main game is ~50 KiB of objects)


class DecodedGames:
    """A bounded LRU of decoded games, one entry per game id, holding the version it was stored at."""

    def __init__(self, max_games: int = DEFAULT_GAMES) -> None:
        if max_games < 0:
            raise ValueError("max_games must be at least 0")
        self.max_games = max_games
        self._games: OrderedDict[int, tuple[int, Any]] = OrderedDict()
        self._lock = threading.Lock()  # sessions run on one loop; the lock only makes that not matter
        self.hits = 0
        self.misses = 0

    def take(self, game_id: int, version: int, state: Mapping[str, Any], decode: Callable[[Any], T]) -> T:
        """The game stored at `version` (its state is `state`), decoded or from the cache, now the
        caller's own: the entry leaves the cache, whatever its version."""
        with self._lock:
            found = self._games.pop(game_id, None)
        if found is not None and found[0] == version:
            game = found[1]
            if isinstance(game, _type_of(decode)):
                self.hits += 1
                return game  # type: ignore[no-any-return]
        self.misses += 1
        return decode(state)

    def put(self, game_id: int, version: int, game: Any) -> None:
        """`game` is what the commit of `version` stored (the caller no longer changes it)."""
        if self.max_games == 0:
            return
        with self._lock:
            self._games[game_id] = (version, game)
            self._games.move_to_end(game_id)
            while len(self._games) > self.max_games:
                self._games.popitem(last=False)

    def drop(self, game_id: int) -> None:
        with self._lock:
            self._games.pop(game_id, None)

    def __len__(self) -> int:
        return len(self._games)


def _type_of(decode: Callable[[Any], Any]) -> type:
    """The class a `Cls.from_dict` decoder returns (an entry of another variant is never handed out)."""
    owner = getattr(decode, "__self__", None)
    return owner if isinstance(owner, type) else object
