"""A board's raw frames at the socket, before the wire's schema reads them: text parsed into an
object, the `refused` frame, and the close codes a board is closed with (web/PROTOCOL.md). Shared
by sign-in (sign_in.py), the frame loop (socket.py), the answers (answers.py) and the hub.
"""

from __future__ import annotations

import json

from bot.present.board_wire import Refused

NOT_HERE = 4004  # the close code of a board whose player may not see its channel (web/PROTOCOL.md)
BAD_TOKEN, TOO_MANY = 4001, 4008


def parse_frame(data: str) -> dict[str, object] | None:
    """A frame as an object with a text `t` (its fields are read against the schema by `read_frame`);
    None for anything else, including JSON nested deeper than the parser recurses (a few hundred
    brackets fit in 4 KB: RecursionError, not ValueError)."""
    try:
        frame = json.loads(data)
    except (ValueError, RecursionError):
        return None
    return frame if isinstance(frame, dict) and isinstance(frame.get("t"), str) else None


def refused_frame(seq: int | None, reason: str, *, stale: bool = False) -> Refused:
    return {"t": "refused", "seq": seq, "reason": reason, "stale": stale}
