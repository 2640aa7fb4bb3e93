"""What the bot answers, and when: the interaction callbacks and webhook calls it makes, seen
through SimCord's adapter, and the longest stall of the event loop."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from simcord.http.client import FakeWebhookAdapter


@dataclass
class Sent:
    kind: str
    at: float
    ack: float | None = None
    reply: float | None = None
    done: asyncio.Future[None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class Probe:
    """Watches the interaction callbacks and webhook calls the bot makes (SimCord's adapter)."""

    def __init__(self) -> None:
        self.sent: dict[str, Sent] = {}
        self._original = FakeWebhookAdapter.request

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        probe, original = self, self._original

        async def request(adapter: Any, route: Any, session: Any, **kwargs: Any) -> Any:
            probe.seen(str(route.url), kwargs.get("payload"), kwargs.get("multipart"))
            return await original(adapter, route, session, **kwargs)

        FakeWebhookAdapter.request = request  # type: ignore[method-assign,assignment]
        try:
            yield
        finally:
            FakeWebhookAdapter.request = original  # type: ignore[method-assign]

    def seen(self, url: str, payload: Any, multipart: Any) -> None:
        parts = url.split("?")[0].split("/")
        now = time.perf_counter()
        if "interactions" in parts:
            token = parts[parts.index("interactions") + 2]
            body = payload
            if body is None and multipart:
                with contextlib.suppress(Exception):
                    body = json.loads(multipart[0]["value"])
            answered = isinstance(body, dict) and body.get("type") in (4, 7)  # a message, not a deferral
            self._mark(token, now, answered)
        elif "webhooks" in parts:
            self._mark(parts[parts.index("webhooks") + 2], now, True)

    def _mark(self, token: str, now: float, reply: bool) -> None:
        sent = self.sent.get(token)
        if sent is None:
            return
        if sent.ack is None:
            sent.ack = now
        if reply and sent.reply is None:
            sent.reply = now
            if not sent.done.done():
                sent.done.set_result(None)


class StallWatch:
    """A thread asks the loop to run a callback every 5 ms; the longest wait is the worst stall."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop, self.worst, self._stop = loop, 0.0, threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-watch", daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.005):
            asked = time.perf_counter()
            ran = threading.Event()

            def pong(asked: float = asked, ran: threading.Event = ran) -> None:
                self.worst = max(self.worst, time.perf_counter() - asked)
                ran.set()

            self.loop.call_soon_threadsafe(pong)
            ran.wait(30)

    def __enter__(self) -> StallWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(5)

    def take(self) -> float:
        worst, self.worst = self.worst, 0.0
        return worst
