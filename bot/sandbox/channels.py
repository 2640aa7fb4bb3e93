"""The sandbox server's channels in one page: a "Channel" picker next to SimCord's "Viewing as"
(and, while a picture is being fetched, its text form instead of a broken image; a picture drawn
again keeps its size, so an open menu stays open).

SimCord's Preview shows one channel per session (and one session per Env). The sandbox's server
has several (#sumoku, #spot, #speed, #solo) and each member's DMs with the bot, so every variant
can run side by side: the picker moves the page to another channel, the bot keeps running in all
of them. This leans on SimCord 3.2 Preview internals (its server's routes, `_publish`, the pages'
channel); `SWITCH_READY` says whether they are there, and without them the page keeps #sumoku.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any

DM = "dm"
HEADER = "X-Sumoku-Sandbox"
SCRIPT_PATH = "/sumoku-sandbox.js"
STYLE_PATH = "/sumoku-sandbox.css"
_SERVER_PARTS = ("_STATIC_FILES", "_static", "_action", "_authorized", "_SECURITY_HEADERS")
_PREVIEW_PARTS = ("_publish", "_action", "_pages", "_initial_target", "_redact_page_receipts")

# The picker, added to SimCord's toolbar. A classic script runs before the page's own module, so it
# reads the session's key from the address before the page does.
SCRIPT = """
(() => {
  const key = location.hash.startsWith("#") ? location.hash.slice(1) : "";
  const channels = %(channels)s;
  function install() {
    const viewing = document.querySelector(".viewer-control");
    if (!viewing || document.getElementById("sandbox-channel")) return;
    const label = document.createElement("label");
    label.className = "viewer-control";
    label.append("Channel ");
    const picker = document.createElement("select");
    picker.id = "sandbox-channel";
    picker.setAttribute("aria-label", "Channel");
    for (const [value, name] of channels) {
      const option = document.createElement("option");
      option.value = value; option.textContent = name;
      picker.append(option);
    }
    picker.value = %(current)s;
    picker.addEventListener("change", async () => {
      const viewer = document.getElementById("viewer-picker");
      const response = await fetch("/api/action", {
        method: "POST",
        headers: {"Content-Type": "application/json", "X-Simcord-Capability": key, "%(header)s": "channel"},
        body: JSON.stringify({channel: picker.value, viewer_id: viewer ? viewer.value : null}),
      });
      if (response.ok) picker.value = (await response.json()).channel;
    });
    label.append(picker);
    viewing.after(label);
  }
  // A picture the page is still fetching has no src yet: its text form (the alt text the bot
  // wrote, the board as text) stands in for it until it loads, never a broken image.
  function waiting() {
    for (const image of document.querySelectorAll("#channel-message-list img:not([src])")) textForm(image);
  }
  function textForm(image) {
    const holder = image.parentElement;
    if (holder && holder.dataset.sandboxText === undefined) holder.dataset.sandboxText = image.alt || "";
  }
  // The text form is given as the page puts a picture in its holder, not later: when a menu opens,
  // the page draws every message again and, in the same task, closes the menu if its field is off
  // the screen; a picture's text form missing at that moment shrank the channel and moved the field.
  const append = Element.prototype.append;
  Element.prototype.append = function (...items) {
    append.apply(this, items);
    for (const item of items) {
      if (item instanceof HTMLImageElement && !item.getAttribute("src")) textForm(item);
    }
  };
  // The page draws a message again each time a menu opens or an option is picked, each picture
  // without its source for a moment, and in the same task closes an open menu whose field is off
  // the screen. A picture without its source is laid out by its width and height attributes (or not
  // at all), not as the picture was: 2-40 px taller each on a phone, enough over 20 posts to push
  // the field out. So each picture shown once keeps the box it had on the screen (its text, alt,
  // names it) while it is drawn again, until its source is back.
  const PICTURE = "attachment-image";  // the bot's pictures (not avatars, emoji or icons)
  const sizes = new Map();  // alt -> [natural width, natural height]
  const boxes = new Map();  // alt -> [width, height] on the screen
  const watch = new ResizeObserver((entries) => {
    for (const {target} of entries) {
      if (!target.isConnected) { watch.unobserve(target); continue; }
      if (!target.getAttribute("src") || !target.complete || !target.naturalWidth) continue;
      const box = target.getBoundingClientRect();
      if (box.width && box.height) boxes.set(target.alt, [box.width, box.height]);
    }
  });
  document.addEventListener("load", (event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || !image.classList.contains(PICTURE)) return;
    if (image.dataset.sandboxBox !== undefined) {
      delete image.dataset.sandboxBox;
      image.style.width = image.style.height = "";
    }
    if (image.alt && image.naturalWidth) {
      sizes.set(image.alt, [image.naturalWidth, image.naturalHeight]);
      watch.observe(image);
    }
  }, true);
  const alt = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "alt");
  Object.defineProperty(HTMLImageElement.prototype, "alt", {
    ...alt,
    set(value) {
      alt.set.call(this, value);
      if (!this.classList.contains(PICTURE)) return;
      const size = sizes.get(String(value));
      if (size && !this.hasAttribute("width")) { this.width = size[0]; this.height = size[1]; }
      const box = boxes.get(String(value));
      if (box && !this.getAttribute("src")) {
        this.dataset.sandboxBox = "";
        this.style.width = `${box[0]}px`;
        this.style.height = `${box[1]}px`;
      }
    },
  });
  function start() {
    const style = document.createElement("link");
    style.rel = "stylesheet";
    style.href = "%(style)s";
    document.head.append(style);
    install();
    waiting();
    new MutationObserver(waiting).observe(document.body, {subtree: true, childList: true});
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
"""

# A picture whose size is known (every one shown before: the page draws a message again each time a
# menu opens or an option is picked) keeps its box while its source comes back, its text form laid
# over the box; only a picture never loaded yet, of unknown size, gives its place to its text form.
# A box that shrank for a moment would pull the channel's scroll up and close the open menu.
STYLE = """
#channel-message-list img:not([src]) { visibility: hidden; }
#channel-message-list img:not([src]):not([width]) { display: none; }
#channel-message-list [data-sandbox-text]:has(> img:not([src])[width]) { position: relative; }
#channel-message-list [data-sandbox-text]:has(> img:not([src])[width])::before {
  position: absolute;
  inset: 0;
  max-width: none;
  overflow: hidden;
}
#channel-message-list [data-sandbox-text]:has(> img:not([src]))::before {
  content: attr(data-sandbox-text);
  display: block;
  max-width: min(100%, 520px);
  padding: 8px 10px;
  border: 1px dashed #4e5058;
  border-radius: 8px;
  color: #b5bac1;
  font: 0.8rem/1.35 ui-monospace, monospace;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: left;
}
"""


def switch_ready(preview: Any) -> bool:
    """Whether this SimCord's Preview has the parts the channel picker needs."""
    server = getattr(preview, "_server", None)
    return all(hasattr(server, name) for name in _SERVER_PARTS) and all(
        hasattr(preview, name) for name in _PREVIEW_PARTS
    )


class ChannelSwitch:
    """Moves the page between the server's channels and the viewer's DMs with the bot.

    `channels`: picker value -> SimCord channel (in the picker's order); `members` and `users`: the
    same people as server members and as users (a DM page acts as the user, a channel page as the
    member). In the DMs, "Viewing as" someone else opens their DMs with the bot.
    """

    def __init__(
        self,
        preview: Any,
        channels: Mapping[str, Any],
        members: Mapping[str, Any],
        users: Mapping[str, Any],
        one_at_a_time: asyncio.Lock,
    ) -> None:
        self.preview = preview
        # SimCord runs one operation at a time and turns away one that overlaps: a click waits here
        # while the sandbox moves the clock on (PagePusher), instead of failing.
        self.one_at_a_time = one_at_a_time
        self.channels = dict(channels)
        self.members = {m.id: m for m in members.values()}
        self.users = {u.id: u for u in users.values()}
        self.current = next(iter(self.channels))
        # page (SimCord's context id) -> the generation the last switch replaced: the page learns of
        # the switch only when it next reads its state
        self._switched_from: dict[str, int] = {}

    def choices(self) -> list[tuple[str, str]]:
        return [(key, f"#{channel.name}") for key, channel in self.channels.items()] + [
            (DM, "DMs with the bot")
        ]

    def install(self) -> None:
        """Before the page starts: add the picker's script and its one request to SimCord's server."""
        server = self.preview._server
        server._STATIC_FILES = {**server._STATIC_FILES, SCRIPT_PATH: SCRIPT_PATH, STYLE_PATH: STYLE_PATH}
        static, action = server._static, server._action

        async def sandbox_static(request: Any) -> Any:
            from aiohttp import web

            if request.path in (SCRIPT_PATH, STYLE_PATH):
                if request.headers.get("Host", "") not in server._allowed_hosts():
                    raise web.HTTPForbidden()
                if request.path == STYLE_PATH:
                    return web.Response(text=STYLE, content_type="text/css", headers=server._SECURITY_HEADERS)
                script = SCRIPT % {
                    "channels": json.dumps(self.choices()),
                    "current": json.dumps(self.current),
                    "header": HEADER,
                    "style": STYLE_PATH,
                }
                return web.Response(
                    text=script, content_type="application/javascript", headers=server._SECURITY_HEADERS
                )
            response = await static(request)
            if request.path == "/" and response.text:
                tag = f'<script src="{SCRIPT_PATH}"></script>'
                response.text = response.text.replace("</body>", f"{tag}\n</body>", 1)
            return response

        async def sandbox_action(request: Any) -> Any:
            from aiohttp import web

            if request.headers.get(HEADER) != "channel":
                async with self.one_at_a_time:
                    return await action(request)
            if not server._authorized(request):
                raise web.HTTPUnauthorized()
            body = await request.json()
            if not isinstance(body, dict) or body.get("channel") not in {*self.channels, DM}:
                raise web.HTTPBadRequest(text="unknown channel")
            viewer = body.get("viewer_id")
            self.switch(str(body["channel"]), int(str(viewer)) if str(viewer or "").isdigit() else None)
            return web.json_response({"channel": self.current}, headers=server._SECURITY_HEADERS)

        server._static = sandbox_static
        server._action = sandbox_action
        publish = self.preview._publish

        def publish_in_place(page: Any, **kwargs: Any) -> None:
            self._follow_viewer(page)
            publish(page, **kwargs)

        self.preview._publish = publish_in_place
        act = self.preview._action

        async def presentation_follows_the_switch(context_id: str | None, body: Any) -> Any:
            """The page's window size (configure_presentation: nothing of a channel's messages) sent
            from the generation a switch replaced, before the page read its new state (the picker's
            own reflow resizes the page): taken for the current page, not refused as stale (the
            inspector counted "The preview page generation is stale" for a switch of channel)."""
            page = self.preview._pages.get(context_id)
            if (
                page is not None
                and isinstance(body, dict)
                and body.get("kind") == "configure_presentation"
                and body.get("generation") == self._switched_from.get(str(context_id))
            ):
                body = {**body, "generation": page.generation}
            return await act(context_id, body)

        self.preview._action = presentation_follows_the_switch

    def switch(self, key: str, viewer_id: int | None = None) -> None:
        """Show `key` (a channel, or DM: the viewer's DMs with the bot) on every open page."""
        preview = self.preview
        viewer_id = viewer_id if viewer_id in self.members else next(iter(self.members))
        if key == DM:
            user = self.users[viewer_id]
            channel = user.dm_channel
            preview.viewers = tuple(self.users.values())
        else:
            channel = self.channels[key]
            preview.viewers = tuple(self.members.values())
        self.current = key
        preview.channel = channel
        for context_id, page in tuple(preview._pages.items()):
            self._switched_from[str(context_id)] = page.generation
            people = self.users if key == DM else self.members
            person = people[viewer_id] if key == DM else people.get(page.viewer.id, people[viewer_id])
            self._show(page, person, channel)
            preview._publish(page, reason="navigation")

    def _follow_viewer(self, page: Any) -> None:
        """In the DMs, "Viewing as" another person shows that person's DMs with the bot."""
        if self.current != DM:
            return
        user = self.users.get(page.viewer.id)
        if user is None or user.dm_channel.id == page.channel_id:
            return
        self.preview.channel = user.dm_channel
        self._show(page, user, user.dm_channel)

    def _show(self, page: Any, viewer: Any, channel: Any) -> None:
        preview = self.preview
        if page.channel_id != channel.id or page.viewer is not viewer:
            preview._redact_page_receipts(page)
        page.viewer = viewer
        page.channel_id = channel.id
        page.target_id = preview._initial_target(viewer, channel.id)
        if page.layout == "channel":
            page.window_end_id = page.target_id
        page.modal = None
        page.modal_handle = None
        page.generation += 1
        page.navigation_query = ""
        page.navigation_cursor = None
        page.candidate_queries.clear()
