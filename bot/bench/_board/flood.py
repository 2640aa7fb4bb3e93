"""The flood's clients, in a process of their own (the bot's process is the one measured).

`python -m bot.bench._board.flood SPEC`: SPEC is a JSON file {"url", "rate", "boards": [{"token",
"channel", "game", "version"}]}. Every board signs in (hello) and reads what it is sent; "ready" is
printed once all are open. Then, on a line "go" on stdin, each sends `rate` preview frames a second
(the most the protocol allows a board) until a line "stop"; the last line printed is a JSON object:
frames sent, frames received, boards closed by the bot.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp


class Counts:
    def __init__(self) -> None:
        self.sent = self.received = self.closed = 0


async def _open(
    http: aiohttp.ClientSession, url: str, board: dict[str, Any]
) -> aiohttp.ClientWebSocketResponse:
    ws = await http.ws_connect(f"{url}/api/ws", max_msg_size=0)
    hello = {"t": "hello", "token": board["token"], "channel": str(board["channel"]), "instance": ""}
    await ws.send_str(json.dumps(hello))
    first = await ws.receive_json(timeout=120)
    if first.get("t") != "welcome":
        raise RuntimeError(f"a board was not welcomed: {first}")
    return ws


async def _read(ws: aiohttp.ClientWebSocketResponse, counts: Counts) -> None:
    async for _message in ws:
        counts.received += 1
    counts.closed += ws.close_code not in (None, 1000)


async def _send(
    ws: aiohttp.ClientWebSocketResponse, board: dict[str, Any], rate: float, counts: Counts
) -> None:
    frame = {"t": "preview", "game": board["game"], "version": board["version"], "tiles": []}
    seq, next_at = 0, time.monotonic()
    while not ws.closed:
        seq += 1
        try:
            await ws.send_str(json.dumps({**frame, "seq": seq}))
        except (ConnectionError, RuntimeError):
            return
        counts.sent += 1
        next_at += 1.0 / rate
        await asyncio.sleep(max(0.0, next_at - time.monotonic()))


async def main(spec_path: str) -> None:
    spec = json.loads(Path(spec_path).read_text())
    url, rate, boards = spec["url"], float(spec["rate"]), spec["boards"]
    counts = Counts()
    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
        sockets: list[aiohttp.ClientWebSocketResponse] = []
        for start in range(0, len(boards), 50):
            batch = boards[start : start + 50]
            sockets += await asyncio.gather(*(_open(http, url, b) for b in batch))
        readers = [asyncio.create_task(_read(ws, counts)) for ws in sockets]
        print("ready", flush=True)
        await stdin.readline()  # go
        senders = [
            asyncio.create_task(_send(ws, b, rate, counts)) for ws, b in zip(sockets, boards, strict=True)
        ]
        await stdin.readline()  # stop
        for task in senders:
            task.cancel()
        await asyncio.gather(*senders, return_exceptions=True)
        print(
            json.dumps({"sent": counts.sent, "received": counts.received, "closed": counts.closed}),
            flush=True,
        )
        await asyncio.gather(*(ws.close() for ws in sockets), return_exceptions=True)
        await asyncio.gather(*readers, return_exceptions=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
