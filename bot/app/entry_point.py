"""Publishing the slash commands without deleting the Activity's entry-point command.

Discord gives an application with Activities enabled a PRIMARY_ENTRY_POINT command (type 4, the
"Launch" button in the App Launcher). Publishing commands replaces the whole global list (bulk
overwrite); a list without that command is refused with error 50240 ("You cannot remove this app's
Entry Point command in a bulk update operation"). So the global sync reads the published commands
first and sends the entry point back unchanged with ours; discord.py 2.7 knows no such command.
"""

from __future__ import annotations

import logging
from typing import Any

from discord import app_commands
from discord.errors import HTTPException

from bot.app.command_locales import global_payload

log = logging.getLogger("sumoku")

PRIMARY_ENTRY_POINT = 4
# what the bulk overwrite takes back of a published entry point (not its id, version, ...)
ENTRY_POINT_FIELDS = (
    "name",
    "type",
    "description",
    "handler",
    "contexts",
    "integration_types",
    "name_localizations",
    "description_localizations",
    "default_member_permissions",
    "nsfw",
)


async def entry_points(tree: app_commands.CommandTree) -> list[dict[str, Any]]:
    """The application's published entry-point commands, as a bulk overwrite must repeat them."""
    published = await tree._http.get_global_commands(tree.client.application_id)  # type: ignore[arg-type]
    return [
        {k: v for k, v in command.items() if k in ENTRY_POINT_FIELDS and v is not None}
        for command in published
        if command.get("type") == PRIMARY_ENTRY_POINT
    ]


async def sync_global(tree: app_commands.CommandTree) -> list[app_commands.AppCommand]:
    """`CommandTree.sync()` for the global commands, keeping the entry point (see the module doc)."""
    if tree.client.application_id is None:
        raise app_commands.MissingApplicationID
    try:
        kept = await entry_points(tree)
    except HTTPException as error:  # publishing goes on: Discord names a missing entry point itself
        log.warning("could not read the published commands (HTTP %s): publishing without them", error.status)
        kept = []
    commands = tree._get_all_commands(guild=None)
    payload = await global_payload(tree)
    try:
        app_id = tree.client.application_id
        data = await tree._http.bulk_upsert_global_commands(app_id, payload=payload + kept)
    except HTTPException as error:
        if error.status == 400 and error.code == 50035:
            raise app_commands.CommandSyncFailure(error, commands) from None
        raise
    if kept:
        log.info("kept the Activity's entry-point command %s", ", ".join(c["name"] for c in kept))
    return [
        app_commands.AppCommand(data=d, state=tree._state)
        for d in data
        if d.get("type") != PRIMARY_ENTRY_POINT
    ]
