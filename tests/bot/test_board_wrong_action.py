"""An action frame of another variant (a Spot claim on a main game's board, a grid edit on it, a
tile played on a Solo grid's board) is refused on the board in the board's words, in the player's
language: the action is not part of this game. Never the chat's sentence about buttons."""

from __future__ import annotations

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import stored_game
from .test_board_play import running_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures

NOT_PART = {
    "en-US": "That action is not part of this game: nothing was done.",
    "es-ES": "Esa acción no forma parte de esta partida: no se hizo nada.",
    "fr": "Cette action ne fait pas partie de cette partie : rien n'a été fait.",
}


async def test_a_spot_claim_or_a_grid_edit_on_a_main_games_board_is_no_part_of_it(
    simcord_env, board_server, http, local_discord
):
    env = simcord_env
    channel, players = await running_game(env)
    row, _ = await stored_game(env, channel)
    for n, (locale, words) in enumerate(NOT_PART.items()):
        player = list(players.values())[n % 2]
        board, _ = await open_board(http, board_server.url, local_discord, player, channel, locale=locale)
        table = await board.next("table")
        frames = [
            {"t": "claim", "letters": ["A", "B", "C", "D"]},
            {"t": "grid", "edit": {"place": ["R5", "A1"]}},
            {"t": "submit"},
        ]
        for seq, frame in enumerate(frames, 1):
            await board.send(frame | {"seq": seq, "game": row.id, "version": table["version"]})
            refused = await board.next("refused")
            assert refused["seq"] == seq and refused["stale"] is False
            assert refused["reason"].startswith(words), refused["reason"]
            assert "button" not in refused["reason"].lower()
        await board.ws.close()
    after, game = await stored_game(env, channel)
    assert after.version == row.version and all(game.active)


async def test_a_tile_played_on_a_solo_board_is_no_part_of_it(simcord_env, board_server, http, local_discord):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("solo")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "solo start")
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    table = await board.next("table")
    for seq, frame in enumerate(
        ({"t": "play", "tiles": [["R5", "A1"]]}, {"t": "claim", "letters": list("ABCD")}), 1
    ):
        await board.send(frame | {"seq": seq, "game": table["game"], "version": table["version"]})
        refused = await board.next("refused")
        assert refused["seq"] == seq and refused["reason"].startswith(NOT_PART["en-US"]), refused
    await board.ws.close()
