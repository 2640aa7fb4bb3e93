"""The invite link: exactly the scopes and channel permissions the bot uses (README explains each).

- `bot`: the bot user joins the server; `applications.commands`: its slash commands appear there.
- View Channel: see the channels it plays in; Send Messages (and Send Messages in Threads, to play
  in a thread): lobby posts, turn reports, reminders and timeouts sent outside an interaction;
  Attach Files: the board, rack, tableau and end pictures. Nothing else: interaction answers need
  no channel permission, and editing its own messages needs none either.
"""

from __future__ import annotations

import base64
import binascii

import discord

SCOPES = ("bot", "applications.commands")
PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, attach_files=True
)


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=SCOPES)


def application_id_from_token(token: str) -> int | None:
    """A bot token starts with its user id in base64, which is the application's id."""
    head = token.split(".", 1)[0]
    try:
        text = base64.b64decode(head + "=" * (-len(head) % 4), validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None
