"""A log of every request the bot makes to the virtual Discord, with the virtual time and the answer.

SimCord keeps `env.http_requests` (method, path, body) but neither when a request was made nor what
it was answered, and Discord's budgets are about both. This wraps SimCord's one router (every
bot-token request and every interaction callback or followup goes through it) for the test.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import simcord.http.router as router
from simcord.backend.errors import BackendError

_CHANNEL = re.compile(r"^/channels/(\d+)(/messages(?:/(\d+))?)?")
_INTERACTION = re.compile(r"^/(interactions|webhooks)/")


@dataclass(frozen=True)
class Request:
    method: str
    path: str
    at: float  # virtual seconds since the environment started
    status: int  # 200, or the error Discord (SimCord) answered
    json: Any

    @property
    def channel_id(self) -> int | None:
        match = _CHANNEL.match(self.path)
        return int(match.group(1)) if match else None

    @property
    def message_id(self) -> int | None:
        match = _CHANNEL.match(self.path)
        return int(match.group(3)) if match and match.group(3) else None

    @property
    def bot_token(self) -> bool:
        """A request under the bot's token (Discord's global limit); not an interaction's."""
        return not _INTERACTION.match(self.path)

    @property
    def message_bucket(self) -> bool:
        """A message create, edit or delete: the per-channel bucket."""
        match = _CHANNEL.match(self.path)
        return bool(
            self.bot_token and match and match.group(2) and self.method in ("POST", "PATCH", "DELETE")
        )

    @property
    def content(self) -> str:
        return str((self.json or {}).get("content") or "") if isinstance(self.json, dict) else ""


class RequestLog:
    def __init__(self) -> None:
        self.requests: list[Request] = []

    def messages(self, channel_id: int) -> list[Request]:
        """The bot-token message requests in one channel's bucket, in order."""
        return [r for r in self.requests if r.message_bucket and r.channel_id == channel_id]

    def most_in_window(self, requests: list[Request], seconds: float) -> int:
        """The most requests in any `seconds`-long window (a sliding one: Discord's fixed windows
        hold no more than that)."""
        times = sorted(r.at for r in requests)
        best, start = 0, 0
        for end, at in enumerate(times):
            while at - times[start] >= seconds:
                start += 1
            best = max(best, end - start + 1)
        return best


@pytest.fixture
def request_log(monkeypatch: pytest.MonkeyPatch) -> Iterator[RequestLog]:
    """Every request from here on. Ask for it before `simcord_env` to see the start-up's too."""
    log = RequestLog()
    dispatch = router.dispatch

    def recorded(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        at = backend.clock.elapsed
        try:
            answer = dispatch(backend, method, path, **kwargs)
        except BackendError as err:
            log.requests.append(Request(method, path, at, err.status, kwargs.get("json")))
            raise
        log.requests.append(Request(method, path, at, 200, kwargs.get("json")))
        return answer

    monkeypatch.setattr(router, "dispatch", recorded)
    yield log
