"""The sandbox in a real browser (headless Chromium driven by Playwright), as a newcomer uses it:
open the page, start a game against a computer player with the slash composer, place a turn
from the hint, see the computer's answer and the new board picture, end the session."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from bot.words.messages import text

from .conftest import SandboxProcess, needs_preview, place_options

CHROMIUM = Path(os.environ.get("SUMOKU_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
# .ci/run sets this: there the browser test must run, never be skipped.
REQUIRED = os.environ.get("SUMOKU_BROWSER_TEST") == "required"


def _browser_missing() -> str | None:
    if not CHROMIUM.exists():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set SUMOKU_CHROMIUM)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install playwright; never `playwright install`)"
    return None


@pytest.fixture
def browser_page():
    missing = _browser_missing()
    if missing:
        if REQUIRED:
            pytest.fail(f"the browser test must run here: {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            # Tall, so a board picture, its buttons and the composer fit on the screen together.
            yield browser.new_page(viewport={"width": 1280, "height": 1000})
        finally:
            browser.close()


# SimCord's preview refuses an action sent from a page one revision behind the bot ("stale-revision":
# another channel's race moved on between the page's last refresh and the click). Such an action is
# never dispatched to the bot, so a person simply presses again; the page lists it as a warning.
STALE = "preview revision is stale"
STALE_COUNT = (
    "[...document.querySelectorAll('#diagnostics-panel li.diagnostic-warning')]"
    f".filter(li => li.textContent.includes('{STALE}')).length"
)


def until_taken(page, act, taken: str | None = None, attempts: int = 5) -> None:
    """Do one action on the page (`act`: press Send, press a button) until the preview takes it,
    pressing again when it was refused as stale. `taken` is a JS expression that turns true once
    the action went through; without it, an action not refused within a moment counts as taken."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(attempts):
        refused = page.evaluate(STALE_COUNT)
        act()
        refusal = f"{STALE_COUNT} > {refused}"
        try:
            if taken is None:
                page.wait_for_function(f"() => {refusal}", timeout=1_500)
            else:
                page.wait_for_function(f"() => ({taken}) || {refusal}", timeout=20_000)
        except PlaywrightTimeout:
            if taken is not None:
                raise
        if page.evaluate(STALE_COUNT) <= refused:
            return
        # refused as stale: once the page reads the current revision, press again
        page.wait_for_function(
            "() => !(document.getElementById('action-status')?.textContent || '').trim().endsWith('…')",
            timeout=20_000,
        )
    raise AssertionError(f"the preview refused the action {attempts} times as stale")


def no_inspector_error(page) -> None:
    """The page's inspector lists no current error, and no current warning but stale refusals
    pressed again (as its badge counts them: one that recovered by itself is not counted)."""
    listed = page.locator(
        "#diagnostics-panel li.diagnostic-error, #diagnostics-panel li.diagnostic-warning"
    ).all_text_contents()  # with each row's technical details: "code · category · severity · state · …"
    assert not [row for row in listed if STALE not in row and " · recovered · " not in row], listed


def slash(page, command: str, **options: str) -> None:
    """Type a slash command in the composer, fill its options, send it (as a person would)."""
    box = page.get_by_placeholder(re.compile(r"^Message #"))
    box.click()
    box.type(f"/{command}")
    page.locator(".command-popup [role=option]").filter(has_text=f"/{command}").first.click()
    page.wait_for_timeout(200)
    fields = {name: page.locator(f'input[data-option="{name}"]') for name in options}
    for name, field in fields.items():  # the optional ones first: pick them from the options list
        if field.count():
            continue
        choices = page.locator(".command-popup [role=option]")
        if not choices.filter(has_text=name).count():
            page.locator(".command-ghost").click()
        choices.filter(has_text=name).first.click()
        field.wait_for()
    for name, value in options.items():
        fields[name].fill(value)
        fields[name].press("Escape")  # close its suggestions, keep the value
    page.wait_for_timeout(300)
    # Sent once the composer leaves command mode. (Enter would pick a late suggestion instead.)
    until_taken(
        page,
        lambda: page.locator("#send-message").click(),
        "!document.querySelector('[aria-label=\"Exit command mode\"]')",
    )


@needs_preview
@pytest.mark.browser
def test_a_newcomer_plays_a_turn_against_the_computer_in_the_browser(browser_page, tmp_path):
    from playwright.sync_api import expect

    page = browser_page
    database = tmp_path / "sandbox.db"
    sandbox = SandboxProcess("--port", "0", "--db", str(database))
    try:
        page.goto(sandbox.wait_for_url())
        messages = page.locator("#channel-message-list article.channel-message")
        # Posts of the bot's own, not answers to a command: turn reports, the computer's moves.
        own_posts_with_picture = messages.filter(has_not=page.locator(".message-interaction-header")).filter(
            has=page.locator("img")
        )
        expect(page.get_by_placeholder(re.compile(r"^Message #"))).to_be_visible(timeout=20_000)

        slash(page, "sumoku new", computers="1")
        lobby = messages.filter(has=page.get_by_role("button", name=text("button.start"))).last
        expect(lobby).to_be_visible(timeout=20_000)
        until_taken(page, lambda: lobby.get_by_role("button", name=text("button.start")).click())
        expect(own_posts_with_picture.first).to_be_visible(timeout=20_000)  # the game's first board

        answered = False
        for _ in range(6):  # a turn can earn a bonus turn: play again until the computer answers
            before = own_posts_with_picture.count()
            count = messages.count()
            slash(page, "hint")
            expect(messages.nth(count)).to_be_visible(timeout=20_000)
            hint = messages.last
            expect(hint).to_contain_text(re.compile(r"[ROYGBP]\d"), timeout=20_000)
            count = messages.count()
            slash(page, "place", **place_options(hint.inner_text()))
            expect(messages.nth(count)).to_be_visible(timeout=20_000)  # our turn's report
            expect(messages.nth(count)).to_contain_text(re.compile(r"[ROYGBP]\d"))
            try:
                expect(own_posts_with_picture.nth(before)).to_be_visible(timeout=5_000)
            except AssertionError:
                continue  # no answer: it is still our turn
            answered = True
            break
        assert answered, "the computer's turn report never appeared"

        answer = own_posts_with_picture.last
        picture = answer.locator("img").first
        expect(picture).to_be_attached()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=picture.element_handle())
        # The page does not always follow the newest message: scroll down as a person would.
        page.locator("#channel-timeline").evaluate("log => { log.scrollTop = log.scrollHeight; }")
        expect(picture).to_be_in_viewport()
        shot = tmp_path / "sandbox.png"
        page.screenshot(path=str(shot))
        assert shot.stat().st_size > 10_000
        if artefacts := os.environ.get("SUMOKU_ARTEFACTS"):
            Path(artefacts).mkdir(parents=True, exist_ok=True)
            shutil.copy(shot, Path(artefacts) / "sandbox-screenshot.png")

        # The page's end button stops the sandbox cleanly.
        page.locator("summary", has_text="More").click()
        page.get_by_role("button", name="End preview session").click()
        code, out, err = sandbox.wait()
    finally:
        sandbox.kill()
    assert code == 0 and "Traceback" not in err, err
    assert not Path(f"{database}-wal").exists()
