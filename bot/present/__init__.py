"""Pure presentation: what an action's outcome looks like in a channel.

Presenters turn engine state and events into `Post`s (text, a picture to draw, components to
attach, who to ping). They import no Discord and do no I/O, so they are tested on their own, and
their output is plain JSON that the outbox stores with the action (bot/app/delivery.py sends it).
The board's presenters (board*.py) lay out its `table` frames (web/PROTOCOL.md) the same way, from
what the board's session hands them (bot/sessions/board.py).
"""

from .posts import Component, Picture, Post, posts_from_json, posts_to_json

__all__ = ["Component", "Picture", "Post", "posts_from_json", "posts_to_json"]
