"""PictureCache: an unchanged board is drawn once; old entries go first."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from bot.render import Picture, PictureCache


def pic(n: int) -> Picture:
    return Picture(bytes([n]), f"alt {n}", "board.png", 1, 1)


def test_renders_once_per_key() -> None:
    cache = PictureCache(4)
    calls = []

    def render() -> Picture:
        calls.append(1)
        return pic(1)

    a = cache.get_or_render(("g1", 3, "board"), render)
    b = cache.get_or_render(("g1", 3, "board"), render)
    assert a is b and len(calls) == 1 and cache.hits == 1 and cache.misses == 1


def test_least_recently_used_is_evicted() -> None:
    cache = PictureCache(2)
    cache.get_or_render("a", lambda: pic(1))
    cache.get_or_render("b", lambda: pic(2))
    cache.get_or_render("a", lambda: pic(9))  # touch a
    cache.get_or_render("c", lambda: pic(3))
    assert "a" in cache and "c" in cache and "b" not in cache and len(cache) == 2


def test_threads_agree_on_one_picture() -> None:
    cache = PictureCache()
    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(lambda i: cache.get_or_render("k", lambda: pic(i % 256)), range(64)))
    assert all(g is got[0] for g in got)
