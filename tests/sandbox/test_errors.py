"""In the sandbox a refusal is an answer: no error for SimCord's inspector (it counts the Env's
errors since the click), no line on the terminal. A real error still counts, and the terminal
says it in one line, not a traceback."""

from __future__ import annotations

import io
import logging

import pytest

from bot.config import Config
from bot.words.messages import text
from cogs.main.private import PrivateViews

from .conftest import needs_preview

pytestmark = needs_preview


@pytest.fixture
def terminal():
    from bot.sandbox.terminal import one_line_logging

    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    stream = io.StringIO()
    one_line_logging(logging.WARNING, stream)
    yield stream
    root.handlers[:] = saved[0]
    root.setLevel(saved[1])


async def test_refusals_are_quiet_and_a_real_error_is_one_terminal_line(terminal, monkeypatch):
    from bot.sandbox.world import Sandbox, SandboxOptions

    async with Sandbox(SandboxOptions(port=0, push_interval=0.2, settings=Config())) as sandbox:
        env, you, bob = sandbox.env, sandbox.members["alice"], sandbox.members["bob"]
        channel = sandbox.channels["sumoku"]
        cursor = env.error_cursor
        refused = await you.slash(channel, "rack")  # no game yet
        assert refused.ephemeral and "no Sumoku game" in refused.response.content
        lobby = (await you.slash(channel, "sumoku new")).response.message
        await bob.click(lobby, label=text("button.join"))
        await you.click(lobby, label=text("button.start"))
        for member in (you, bob):  # one of them is not on turn: told so, privately
            await member.slash(channel, "place", tiles="R5 O4", at="Z26")
        spot = await you.slash(channel, "spot start")  # #sumoku has its game: #spot is the place
        assert spot.ephemeral and "discord.com" not in spot.response.content
        assert env.errors_since(cursor) == ()
        assert terminal.getvalue() == ""

        async def broken(*args, **kwargs):
            raise RuntimeError("a bug")

        monkeypatch.setattr(PrivateViews, "status", broken)  # a bug behind /sumoku status
        failed = await you.slash(channel, "sumoku status")
        assert failed.ephemeral and failed.response.content == text("error.unexpected")
        assert len(env.errors_since(cursor)) == 1
    lines = terminal.getvalue().splitlines()
    assert len(lines) == 1, lines
    assert "ERROR sumoku.errors" in lines[0] and "RuntimeError: a bug" in lines[0]
    assert "Inspector" in lines[0]
