"""The form a post takes when sent: its picture drawn in the reader's language, or its text form.

Shared by the public posts Delivery sends (bot/app/delivery.py) and the private answers it gives,
with one picture cache so a picture asked for again is not drawn again.
"""

from __future__ import annotations

import asyncio
import io
import json
from typing import Any

import discord

from bot.app.components import build_view
from bot.present import Post
from bot.present.pictures import as_text, draw
from bot.render import PictureCache
from bot.words.messages import ENGLISH
from bot.words.wording import render_wording

# Private pictures keyed by what they show (and the reader's language) in the picture LRU: a rack
# asked for again, by /rack or the board's button, is not drawn again until it changes.
CONTENT_KEYED = frozenset({"rack"})


async def private_answer(
    pictures: PictureCache,
    interaction: discord.Interaction,
    post: Post,
    *,
    text_mode: bool,
    edit: bool = False,
    ephemeral: bool = True,
    cache: tuple[Any, ...] | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """Send a private view a presenter made: its picture drawn in the reader's language (cached
    under `cache` + language when given), or its text form for a reader who chose text."""
    words = render_wording()
    view = view or build_view(post.components)
    files: list[discord.File] = []
    content = post.content
    if post.picture is not None:
        if text_mode:
            room = max(200, 2000 - len(content) - 1)
            form = as_text(post.picture, words, limit=room)
            content = f"{content}\n{form}" if content else form
        else:
            picture = post.picture
            if cache is None and picture.kind in CONTENT_KEYED:  # drawn from its data alone
                cache = (picture.kind, json.dumps(picture.data, sort_keys=True))
            key = (*cache, words.language) if cache else (id(post), words.language)
            pic = (
                await asyncio.to_thread(pictures.get_or_render, key, lambda: draw(picture, words))
                if cache
                else await asyncio.to_thread(draw, picture, words)
            )
            files.append(discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024]))
    content = content[:2000]
    if edit:
        await interaction.edit_original_response(content=content, view=view, attachments=files)
    elif interaction.response.is_done():
        await interaction.followup.send(
            content, files=files, view=view or discord.utils.MISSING, ephemeral=ephemeral
        )
    else:
        await interaction.response.send_message(
            content, files=files, view=view or discord.utils.MISSING, ephemeral=ephemeral
        )


def with_text(post: Post, content: str) -> str:
    """The content followed by the picture's text form (a reader who chose text, or no attachments)."""
    assert post.picture is not None
    room = 2000 - len(content) - 1 if len(content) < 1200 else 2000
    form = post.text_form or as_text(post.picture, render_wording(public_language(post)), limit=room)
    return f"{content}\n{form}" if content else form


async def picture_file(pictures: PictureCache, game_id: int, post: Post) -> discord.File:
    """The public picture of `post`, drawn once per game, content and language (cached)."""
    assert post.picture is not None
    picture = post.picture
    words = render_wording(public_language(post))
    key = (game_id, picture.kind, words.language, repr(sorted(picture.data.items())))
    pic = await asyncio.to_thread(pictures.get_or_render, key, lambda: draw(picture, words))
    return discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])


def public_language(post: Post) -> str:
    """The language a public post is written in (posts queued before it was stored: English)."""
    return post.language or ENGLISH
