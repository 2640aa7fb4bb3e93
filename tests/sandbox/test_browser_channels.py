"""Every variant side by side in one sandbox, in a real browser (headless Chromium, Playwright):
a two-player main game in #sumoku, both seats played by switching "Viewing as", while a Spot race
runs in #spot and a Speed race in #speed, each to its end; refusals on the way are answers, and
the page's inspector counts no error over the whole run."""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path

import pytest

from bot.engine.main_game import MainGame
from bot.engine.spot import SpotGame, letter
from bot.words.messages import text

from .conftest import SandboxProcess, needs_preview, place_options
from .test_browser import (
    CHROMIUM,
    CHROMIUM_ARGS,
    REQUIRED,
    _browser_missing,
    no_inspector_error,
    slash,
    until_taken,
)

# No broken image: each picture has its source (a local blob, loaded at once) or is hidden with
# its text form (the bot's alt text) shown in its place (over its box, when its size is known).
PICTURES_OR_TEXT = """() => [...document.querySelectorAll("#channel-message-list img")].every(img =>
    img.getAttribute("src") ||
    ((getComputedStyle(img).display === "none" || getComputedStyle(img).visibility === "hidden") &&
     getComputedStyle(img.parentElement, "::before").content.length > 2))"""


def stored(database: Path, variant: str) -> dict | None:
    """The running game's state in the sandbox's own SQLite file (what the players see, in data)."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT state FROM games WHERE variant = ? AND status = 'running' ORDER BY id DESC LIMIT 1",
            (variant,),
        ).fetchone()
    return json.loads(row[0]) if row and row[0] else None


def status_of(database: Path, variant: str) -> str | None:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT status FROM games WHERE variant = ? ORDER BY id DESC LIMIT 1", (variant,)
        ).fetchone()
    return row[0] if row else None


@pytest.fixture
def browser():
    missing = _browser_missing()
    if missing:
        if REQUIRED:
            pytest.fail(f"the browser test must run here: {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def shoot(page, name: str) -> None:
    """A screenshot to look at: in SUMOKU_ARTEFACTS when set (CI keeps them), else nowhere kept."""
    if folder := os.environ.get("SUMOKU_ARTEFACTS"):
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"sandbox-{name}.png"))


@needs_preview
@pytest.mark.browser
def test_every_variant_side_by_side_and_both_seats_of_a_main_game(browser, tmp_path):
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 800})
    database = tmp_path / "sandbox.db"
    sandbox = SandboxProcess("--port", "0", "--db", str(database), SUMOKU_MESSAGE_CONTENT="1")
    messages = page.locator("#channel-message-list article.channel-message")

    def channel(name: str) -> None:
        page.select_option("#sandbox-channel", name)
        expect(page.locator("#channel-name")).to_have_text(name, timeout=20_000)

    def page_acts(kind: str, do) -> None:
        """`do` makes the page act by itself (`kind`: a viewer switch, its window's new size): wait for
        its answer, then for the page to read the state it made (a press on what it showed before
        would carry the page's old generation, refused as stale). A page still busy with its last
        action may drop a viewer switch: it is first waited for, as a person waits for it."""

        def asked(response) -> bool:
            request = response.request
            return "/api/action" in response.url and (request.post_data_json or {}).get("kind") == kind

        page.wait_for_function(
            "() => !(document.getElementById('action-status')?.textContent || '…').trim().endsWith('…')",
            timeout=20_000,
        )
        with page.expect_response(asked, timeout=20_000) as answer:
            do()
        revision = answer.value.json()["revision"]

        def read(response) -> bool:
            return "/api/state" in response.url and response.json().get("publishedRevision", 0) >= revision

        page.wait_for_event("response", read, timeout=20_000)

    def viewing_as(name: str) -> None:
        picker = page.locator("#viewer-picker")
        if picker.locator("option:checked").inner_text() == name:
            return
        page_acts("viewer", lambda: picker.select_option(label=name))
        expect(picker.locator("option:checked")).to_have_text(name, timeout=20_000)

    def resize(width: int, height: int) -> None:
        size = {"width": width, "height": height}
        page_acts("configure_presentation", lambda: page.set_viewport_size(size))

    def click(button: str) -> None:
        target = messages.filter(has=page.get_by_role("button", name=button)).last
        expect(target).to_be_visible(timeout=20_000)
        until_taken(page, lambda: target.get_by_role("button", name=button).click())

    def pictures_or_their_text() -> None:
        """Every picture on the page is loaded, or is still loading with its text form in its place."""
        for _ in range(15):  # the moments right after a post appears
            assert page.evaluate(PICTURES_OR_TEXT), "a picture shows as a broken image"
            page.wait_for_timeout(100)

    try:
        page.goto(sandbox.wait_for_url())
        expect(page.get_by_placeholder(re.compile(r"^Message #"))).to_be_visible(timeout=20_000)

        # #speed: a one-round race against a hard computer, which runs (35–60 s) while we play elsewhere.
        channel("speed")
        slash(page, "speed new", rounds="1", computers="1", level="hard", time_limit="1")
        click(text("button.start"))

        # #sumoku: you open a two-player game, bob joins (Viewing as bob), you start it.
        channel("sumoku")
        slash(page, "sumoku new")
        viewing_as("bob")
        click(text("button.join"))
        viewing_as("alice")
        click(text("button.start"))
        expect(messages.filter(has=page.locator("img")).first).to_be_visible(timeout=20_000)

        # #spot: a one-set race; a refusal on the way (a second race) is an answer, not an error.
        channel("spot")
        slash(page, "spot start", rounds="1")
        expect(messages.filter(has=page.locator("img")).last).to_be_visible(timeout=20_000)
        slash(page, "spot start")
        expect(messages.last).to_contain_text("There is already a Spot race", timeout=20_000)
        expect(messages.last).not_to_contain_text("discord.com")
        no_inspector_error(page)
        page.wait_for_timeout(2_000)  # a person looks for a couple of seconds
        spot = SpotGame.from_dict(stored(database, "spot"))
        claim = " ".join(letter(i) for i in spot.solutions()[0])
        box = page.get_by_placeholder(re.compile(r"^Message #"))
        box.fill(claim)
        until_taken(page, lambda: page.locator("#send-message").click())
        won = re.compile(r"spotted [A-L] [A-L] [A-L] [A-L]")
        expect(page.locator("#channel-message-list")).to_contain_text(won, timeout=20_000)
        spotted = messages.filter(has_text=won).last.inner_text()
        found = re.search(r"in (\d+(?:\.\d+)?) s", spotted)
        assert found, spotted
        seconds = float(found.group(1))
        assert seconds >= 1.0, f"the claim took seconds, the race says {seconds} s: {spotted}"
        expect(page.locator("#channel-message-list")).to_contain_text("game over", timeout=20_000)
        shoot(page, "spot-1280")

        # #sumoku again: each seat plays a turn from its own hint, switching Viewing as, then one resigns.
        channel("sumoku")
        for seat in range(2):  # the second seat on a phone-sized page
            if seat:
                resize(390, 844)
            game = MainGame.from_dict(stored(database, "main"))
            name = game.current_seat.name
            if seat:  # the one waiting tries first: told whose turn it is, privately, and no error
                viewing_as(next(s.name for s in game.seats if s.name != name))
                count = messages.count()
                slash(page, "place", tiles="R5 O4")
                refusal = text("game.not_your_turn", player=name)
                expect(messages.nth(count)).to_contain_text(refusal, timeout=20_000)
                no_inspector_error(page)
            viewing_as(name)
            count = messages.count()
            slash(page, "hint")
            expect(messages.nth(count)).to_contain_text(re.compile(r"[ROYGBP]\d"), timeout=20_000)
            hint = messages.nth(count).inner_text()
            count = messages.count()
            slash(page, "place", **place_options(hint))
            expect(messages.nth(count)).to_contain_text(re.compile(r"[ROYGBP]\d"), timeout=20_000)
            shoot(page, f"sumoku-just-played-{seat}")
            pictures_or_their_text()
            page.wait_for_timeout(1_000)
        shoot(page, "sumoku-390")
        resize(1280, 800)
        shoot(page, "sumoku-1280")
        slash(page, "sumoku resign")
        ended = re.compile("game over|wins", re.I)
        expect(page.locator("#channel-message-list")).to_contain_text(ended, timeout=20_000)

        # #speed: the computer finished the race meanwhile (or the one-minute limit ended it).
        channel("speed")
        for _ in range(90):
            if status_of(database, "speed") == "finished":
                break
            page.wait_for_timeout(1_000)
        assert status_of(database, "speed") == "finished"
        shoot(page, "speed-1280")

        assert status_of(database, "main") == "finished" and status_of(database, "spot") == "finished"
        no_inspector_error(page)
        page.locator("summary", has_text="More").click()
        page.get_by_role("button", name="End preview session").click()
        code, out, err = sandbox.wait()
    finally:
        sandbox.kill()
    assert code == 0 and "Traceback" not in err, err
