"""An LRU of finished pictures, so an unchanged board is never drawn twice."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from .model import Picture


class PictureCache:
    """Keyed by whatever identifies a picture's content, e.g. (game id, version, kind, language):
    the language (`Wording.language`) belongs in the key, since it changes the words drawn.

    Thread-safe. Rendering happens outside the lock, so two threads missing the same key at
    once may both draw it (the result is the same bytes); the first one stored is kept.
    """

    def __init__(self, max_items: int = 256) -> None:
        if max_items < 1:
            raise ValueError("max_items must be at least 1")
        self.max_items = max_items
        self._items: OrderedDict[Hashable, Picture] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get_or_render(self, key: Hashable, render: Callable[[], Picture]) -> Picture:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                self.hits += 1
                return found
            self.misses += 1
        picture = render()
        with self._lock:
            kept = self._items.setdefault(key, picture)
            self._items.move_to_end(key)
            while len(self._items) > self.max_items:
                self._items.popitem(last=False)
        return kept

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._items

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
