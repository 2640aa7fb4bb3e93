"""Everything a user reads, by id, so the bot can be translated.

`text(key, locale, **params)` looks the id up in the user's language and falls back to
English. The engine's refusals (illegal turns, /place input it cannot read, actions out of
turn) carry a code and parameters besides their English sentence: `reason.*`, `notation.*` and
`game.*` ids say them in every language (bot/errors.py renders them); `engine` passes an
engine sentence through as it is (Spot's rare engine errors).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.plurals import is_one

EN: dict[str, str] = {
    # generic
    "engine": "{message}",
    "error.unexpected": "Sorry, something went wrong on my side. The game is safe; please try again.",
    "error.conflict": (
        "Someone acted on this game at the same moment. Look at the latest board and try again."
    ),
    "error.cooldown": "Slow down a little: try again in {seconds:.0f} s.",
    "error.no_permission": "You need the Manage Server permission to do that.",
    "error.guild_only": "Sumoku games are played in server channels; use this command in a server.",
    "error.owner_only": "Only the bot's owner can do that.",
    # lobby
    "lobby.title": "Sumoku: a new game",
    "lobby.body": (
        "{host} is starting a game of Sumoku.\nPlayers ({count}/{max}): {players}\n"
        "Options: {options}\nPress **Join** to take a seat; the host presses **Start** when ready."
    ),
    "lobby.options": "turn limit {limit}, racks {racks}, hints {hints}",
    "lobby.no_limit": "none",
    "lobby.minutes": "{minutes} min",
    "lobby.racks_open": "open",
    "lobby.racks_private": "private",
    "lobby.on": "on",
    "lobby.off": "off",
    "lobby.joined": "You joined the game. Wait for the host to press Start.",
    "lobby.left": "You left the game.",
    "lobby.already_in": "You are already in this game.",
    "lobby.not_in": "You are not in this game's lobby.",
    "lobby.full": "This game is full ({max} players).",
    "lobby.host_cannot_leave": "The host cannot leave; press Cancel to call the game off.",
    "lobby.need_players": "A game needs at least 2 players: ask someone to Join, or add a computer player.",
    "lobby.only_host": "Only the host ({host}) or someone with Manage Server can do that.",
    "lobby.cancelled": "This game was cancelled by {user}.",
    "lobby.expired": "This lobby expired before the game started. Start a new one with /sumoku new.",
    "lobby.computer_added": "Added {name} ({level}).",
    "lobby.not_lobby": "This game has already started or ended.",
    "lobby.busy": (
        "There is already a Sumoku game in this channel: {link}. Finish it or /sumoku cancel it first."
    ),
    # start
    "start.title": "Sumoku: the game begins",
    "start.body": (
        "Opening hands: {totals}.\n{roller} had the lowest total and rolled the die: the **key is {key}**. "
        "Every line must add up to a multiple of {key}.\n{roller} plays first."
    ),
    # turns
    "turn.played": "{player} placed {tiles} for **{score}** points{lines}.",
    "turn.lines": " ({lines})",
    "turn.bonus": "A line of six! {player} plays again now (bonus turn).",
    "turn.bonus_lapsed": "A line of six, but {player} has no tile left to use the bonus turn.",
    "turn.drew": "{player} drew {count} [[count|tile|tiles]].",
    "turn.next": "{mention}, it is your turn. Use /rack to see your tiles and play.",
    "turn.next_computer": "Next: **{name}** (computer) plays its turn.",
    "pass.chosen": "{player} passed.",
    "pass.no_move": "{player} has no legal move and passes automatically.",
    "pass.empty_rack": "{player} has no tiles left and passes automatically.",
    "pass.timeout": "{player} ran out of time and passes.",
    "pass.bonus": "{player} gave up the bonus turn.",
    "left.resigned": "{player} resigned.",
    "left.dropped": "{player} missed three turns in a row and has been dropped from the game.",
    "end.title": "Game over",
    "end.row": "{rank}. {player}: {score} − {penalty} = **{final}**{tag}",
    "end.winner": " 🏆",
    "end.left": " (left)",
    "end.winners": "Winner: {names}!",
    "end.tie": "Shared win: {names}!",
    "end.no_winner": "No winner.",
    "reminder": "{mention}, half your turn time is gone ({remaining} left). Use /rack to play, or /pass.",
    # refusals
    "game.none": "There is no Sumoku game running in this channel. Start one with /sumoku new.",
    "game.not_running": "The game in this channel has not started yet.",
    "game.not_player": "You are not playing in this game.",
    "game.not_your_turn": "It is {player}'s turn, not yours.",
    "game.finished": "This game is over.",
    "game.stale": "The board changed since this was shown. Open /rack again for fresh choices.",
    "game.hints_off": "Hints are turned off in this game.",
    "game.no_hint": "You have no legal move: /pass is your only option.",
    "game.cancelled": "The game was cancelled by {user}.",
    "game.racks_open_note": "(This game has open racks.)",
    # rack and board
    "rack.title": "Your rack",
    "rack.body": "Your rack: {tiles}\nScore: {score}. {turn}",
    "rack.your_turn": "It is your turn.",
    "rack.waiting": "It is {player}'s turn.",
    "rack.open": "Racks: {racks}",
    "board.header": "Key {key} · {bag} tiles in the bag · {turn}",
    "board.to_play": "{player} to play",
    "board.over": "game over",
    "board.reposted": "Here is the board again.",
    "hint.title": "Best turns for your rack",
    "hint.row": "{rank}. {move} — {score} points{bonus}",
    "hint.bonus": " + bonus turn",
    # guided placement
    "guide.pick_tiles": "Pick the tiles to place (1–6), then choose where.",
    "guide.no_positions": "Those tiles cannot be placed anywhere legal. Pick other tiles.",
    "guide.positions": (
        "{count} legal [[count|position|positions]] for {tiles}. Pick one to preview, then Confirm."
    ),
    "guide.preview": "Preview: {move} for {score} points{bonus}. Press Confirm to play it.",
    "guide.confirmed": "Played.",
    # buttons and menus: public ones (lobby, board posts, Spot) use English for everyone,
    # private ones (rack view, guided placement) the user's language
    "button.join": "Join",
    "button.leave": "Leave",
    "button.cpu": "Add computer player",
    "button.start": "Start",
    "button.cancel": "Cancel",
    "button.rack": "Show my rack",
    "button.guide": "Place",
    "button.hint": "Hint",
    "button.pass": "Pass",
    "button.board": "Full board",
    "button.confirm": "Confirm",
    "guide.tiles_placeholder": "Pick the tiles to place",
    "guide.where_placeholder": "Choose where",
    "guide.option": "{move} — {score} pts{bonus}",
    "guide.option_bonus": " + bonus",
    "colour.R": "Red",
    "colour.O": "Orange",
    "colour.Y": "Yellow",
    "colour.G": "Green",
    "colour.B": "Blue",
    "colour.P": "Purple",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "time.seconds": "{seconds} s",
    "turn.illegal": "That turn is not legal: {message}",
    # status
    "status.body": "Key {key}. {bag} tiles in the bag. Turn {turn}: {player} to play.\nScores: {scores}",
    "status.lobby": "A lobby is open, hosted by {host}: {players}.",
    # settings
    "settings.saved": "Saved. Board style: {style}; default turn limit: {limit}.",
    "settings.text": "text",
    "settings.picture": "picture",
    # a user's own preferences (/sumoku prefs)
    "prefs.title": "**Your Sumoku preferences**",
    "prefs.saved": "Saved.",
    "prefs.display": "Display of what you open privately (/rack, /board private:true, /hint): **{value}**",
    "prefs.language": "Language of my answers to you: **{value}**",
    "prefs.picture": "pictures",
    "prefs.text": "text",
    "prefs.display_server": "server default (now {value})",
    "prefs.language_server": "server default: your Discord language (now {value})",
    "prefs.public": "Public posts (the board after each turn, Spot tiles) follow the server's setting "
    "for everyone: {value}.",
    "prefs.how": "Change them with `/sumoku prefs display:… language:…`; choose “server default” "
    "to follow the server again.",
    "prefs.unknown": "Choose one of the offered values: display picture, text or server default; "
    "language English, Español, Français or server default.",
    # help
    "help.body": (
        "**Sumoku**: place numbered tiles crossword-style so every line adds up to a multiple of the key.\n"
        "**Main game**: `/sumoku new` open a game (then Join / Start buttons, or `/sumoku join`, "
        "`/sumoku leave`, `/sumoku start`) · `/place tiles:R5 B9 at:AB27 direction:across` play · `/rack` "
        "your tiles (with a guided Place button) · `/board` (`private:true` for you alone) · `/pass` · "
        "`/hint` · `/sumoku status` · `/sumoku resign` · `/sumoku cancel` (host or Manage Server)\n"
        "**Spot Sumoku**: `/spot start` a race to pick 4 tiles · `/spot show` the tiles again · "
        "`/spot stop`\n"
        "**Speed / Team Sumoku**: `/speed new` a race lobby · `/speed place` · `/speed take` · "
        "`/speed move` · `/speed grid` (your grid, privately) · `/speed dump` · `/speed submit`\n"
        "**Solo Sumoku**: `/solo start` · `/solo daily` (today's puzzle, the same for everyone) · "
        "`/solo place` · `/solo take` · `/solo move` · `/solo grid` · `/solo submit` · `/solo stuck` · "
        "`/solo quit` · `/solo today`\n"
        "**Everyone**: `/stats` · `/leaderboard` · `/sumoku history` · `/sumoku about` · `/rules` · "
        "`/forget-me` · `/sumoku prefs`: text instead "
        "of pictures in your private views, and your language · server managers: `/sumoku settings`\n"
        "Tiles: colour letter + number (R O Y G B P). A 6 can be played as 9: write B9. "
        "Cells: column letter + row number as printed on the board; they stay the same all game."
    ),
    "rules.main": (
        "**Sumoku** (2–8 players). Everyone draws 8 tiles; the lowest total rolls the die (3, 4 or 5): "
        "that is the **key** for the whole game. Tiles go crossword-style: every line (2–6 tiles "
        "in a row or column) "
        "must add up to a multiple of the key and hold no colour twice. On your turn place 1–6 tiles in one "
        "row or column, touching the table; you score the sum of every line you made or extended. A line of "
        "six earns a bonus turn. Refill to 8 after your turn. The game ends after a full round of passes; "
        "tiles left in your rack count against you. A 6 can be played as a 9."
    ),
    "rules.speed": (
        "**Speed Sumoku**: one key per round; everyone gets 10 tiles and builds a grid of their own, "
        "privately, "
        "at the same time. Tiles may be placed anywhere, taken back and moved. The first to submit a valid "
        "grid (all tiles connected, every line a multiple of the key with no colour twice) using all their "
        "tiles wins the round. Stuck? Dump a tile: it goes back in the bag and you draw two."
    ),
    "rules.team": (
        "**Team Sumoku**: like Speed, but each team builds one grid with a pool of 10 tiles per member; "
        "any member places or takes back tiles on it. The first team to submit a valid grid using its "
        "whole pool wins the round."
    ),
    "rules.solo": (
        "**Solo Sumoku**: lay 16 tiles as one valid grid; then each stage draws 10 more (fewer at the end) "
        "that must all join the grid, without moving the tiles of earlier stages. Place all 96 for a "
        "perfect game; your score is the tiles placed in completed stages."
    ),
    "rules.spot": (
        "**Spot Sumoku**: ten tiles are shown. Be the first to pick four tiles of different colours "
        "whose sum is a multiple of the key (a 6 may count as 9). A wrong claim locks you out "
        "until the next set. "
        "Most tiles won wins."
    ),
    # stats
    "leaderboard.scope_server": "this server",
    "leaderboard.scope_global": "everywhere",
    "forget.confirm": (
        "This deletes your stats and anonymises your past games for good. Run it again with confirm:True."
    ),
    "forget.done": (
        "Done: your data is deleted or anonymised ({rows} records). "
        "You resigned from {running} running [[running|game|games]]; they are anonymised when they end."
    ),
    "sync.done": "Synced {count} [[count|command|commands]] {scope}.",
    # spot
    "spot.started": "{user} started a **Spot Sumoku** race. The key is **{key}** for the whole game: {rule}",
    "spot.rule_distinct": "spot four tiles of four different colours whose sum is a multiple of {key}.",
    "spot.rule_any": "spot four tiles (colours may repeat) whose sum is a multiple of {key}.",
    "spot.header": "**Spot Sumoku** · round {round}{of} · key **{key}** · {bag} tiles in the bag",
    "spot.of_rounds": " of {rounds}",
    "spot.instructions": "Pick 4 tiles with the menu{chat}: {rule} A 6 may count as 9. "
    "The first right claim wins them.",
    "spot.chat_hint": " or type their letters, like `A D F J`",
    "spot.picture_title": "Spot Sumoku · round {round}",
    "spot.pick": "Pick the 4 tiles you spotted",
    "spot.option": "{colour} {value} ({tile})",
    "spot.option_six": "{colour} 6, or 9 ({tile})",
    "spot.won": "🎉 {player} spotted **{letters}**: {tiles} = {total}, in **{seconds} s**! (round {round})",
    "spot.no_claim_added": "No correct claim was left among those tiles, so tiles were added: {tiles}.",
    "spot.no_claim_redeal": "No correct claim among the {count} tiles shown: they went back under the bag "
    "and ten new tiles were dealt.",
    "spot.no_claim_empty": "No correct claim is left among the tiles shown, and the bag cannot help.",
    "spot.wrong": "❌ **{letters}** is not a correct claim: {why} You are locked out until the next set.",
    "spot.wrong.sum": "{tiles} add up to {sum} = {total}, not a multiple of {key} (even counting a 6 as 9).",
    "spot.wrong.colour": "{tiles} are not four different colours.",
    "spot.reposted": "Here are the tiles again.",
    "spot.stopped": "{user} stopped the race.",
    "spot.end.title": "**Spot Sumoku: game over**",
    "spot.end.rounds": "[[rounds|The one round was|All {rounds} rounds were]] played.",
    "spot.end.no_claim": "No correct claim is left and the bag cannot help: the race is over.",
    "spot.end.stopped": "The race was stopped.",
    "spot.end.idle": "⏰ No correct claim and no new tiles for {minutes} min: the race ended for inactivity.",
    "spot.end.row": (
        "{rank}. {player}: **{tiles}** [[tiles|tile|tiles]] ({sets} [[sets|set|sets]]), "
        "fastest spot {fastest} s{tag}"
    ),
    "spot.end.row_none": "{rank}. {player}: no tiles",
    "spot.end.winner": " 🏆",
    "spot.end.nobody": "Nobody made a claim.",
    "spot.end.winners": "Winner: {names}!",
    "spot.end.tie": "Shared win: {names}!",
    "spot.none": "There is no Spot race running in this channel. Start one with /spot start.",
    "spot.busy": "There is already a Spot race in this channel: {link}. Play it, or /spot stop it first.",
    "spot.only_starter": "Only the player who started this race ({owner}) or someone with Manage Server "
    "can stop it.",
    "spot.err.finished": "This Spot race is over. Start a new one with /spot start.",
    "spot.err.stale": "Too late: someone spotted that set first. Look at the new tiles and try again.",
    "spot.err.last_set": "Too late: someone spotted the last set first, and the race is over.",
    "spot.err.locked_out": "You made a wrong claim on this set: you are locked out until the next set "
    "is shown.",
    "spot.err.size": "Pick exactly four tiles, like A D F J.",
    "spot.err.repeated": "Name four different tiles: a letter appears twice.",
    "spot.err.empty_slot": "One of those letters names no tile on the table: use the letters shown on "
    "the tiles.",
    "spot.err.letters": "Use the tile letters A to L, like A D F J.",
    # the engine's refusals, by code (`reason.*` an illegal turn, `notation.*` unreadable /place
    # input, `game.*` an action out of turn); English reads exactly as the engine's own message
    "reason.empty": "Place at least one tile.",
    "reason.not_in_rack": "You do not have {tile} in your rack.",
    "reason.not_in_rack.another": "You do not have another {tile} in your rack.",
    "reason.not_in_rack.nine": (
        "You do not have {typed} (a 9 is a 6 tile placed as 9): your rack has no {tile}."
    ),
    "reason.not_in_rack.nine_another": (
        "You do not have another {typed} (a 9 is a 6 tile placed as 9): your rack has no other {tile}."
    ),
    "reason.occupied": "{cell} already holds {tile}; choose an empty cell.",
    "reason.occupied.twice": "{tile} and {other} are both placed on {cell}.",
    "reason.not_straight": "{tile_a} on {cell_a} and {tile_b} on {cell_b} are not in one row or column: "
    "all the tiles of a turn must go in one row or one column.",
    "reason.gap": "There is a gap at {cell}: the new tiles and the tiles between them must form one "
    "unbroken line.",
    "reason.first_too_short": "{tile} alone is not a line: the first turn must place a line of 2 to 6 tiles.",
    "reason.not_connected": "{tiles} from {cell} touch nothing: at least one new tile must touch a tile "
    "already on the table.",
    "reason.not_connected.one": "{tiles} at {cell} touches nothing: at least one new tile must touch a "
    "tile already on the table.",
    "reason.not_connected.lone": "The tile must touch a tile already on the table.",
    "reason.too_long": "{line} would be {length} tiles long; a line holds at most {max}.",
    "reason.colour": "{line} would hold {colours}; a colour may appear only once in a line.",
    "reason.sum": "{line} would add up to {values} = {total}, which is not a multiple of the key {key}.",
    "reason.line.row": "the row {first}–{last}",
    "reason.line.column": "the column {first}–{last}",
    "reason.repeat.2": "two {colour}s",
    "reason.repeat": "{count} {colour}s",
    "reason.and": " and ",
    "notation.bad_tile": "{text} is not a tile: write a colour letter (R O Y G B P) and a number, like R5.",
    "notation.bad_value": "{text}: tile numbers go from 1 to 8 (and 9 for a 6 placed as a 9).",
    "notation.no_tiles": "Name at least one tile, like R5 or R5 B9 G1.",
    "notation.too_many": "A turn places at most {max} tiles; you named {count}.",
    "notation.bad_cell": "{text} is not a cell: write its column letter and row number as printed on the "
    "board, like F7.",
    "notation.bad_cell.row": "{text}: rows are numbered from 1.",
    "notation.bad_direction": "{text} is not a direction: use across or down.",
    "notation.no_cell": "Say where the first tile goes with at:, like at:F7 (as printed on the board).",
    "notation.no_direction": "With two or more tiles, say direction:across or direction:down.",
    "notation.occupied_start": "{cell} already holds {tile}; at: names the first new tile's cell.",
    "game.not_in_game": "You are not playing in this game.",
    "game.seats": "The main game needs {min} to {max} players.",
    "game.seats.repeated": "Each seat needs its own player.",
    # words inside pictures, alt text and text forms (bot/render/wording.py; English = its defaults)
    "render.chip_key": "KEY {key}",
    "render.chip_key_unknown": "KEY ?",
    "render.chip_bag": "BAG {count}",
    "render.chip_tiles_one": "{count} TILE",
    "render.chip_tiles": "{count} TILES",
    "render.chip_total": "TOTAL {total}",
    "render.chip_winners": "★ {count} WINNERS",
    "render.board_empty_title": "The table is empty.",
    "render.board_empty_hint": "First turn: place a line of 2–6 tiles.",
    "render.grid_empty_title": "No tiles yet.",
    "render.grid_empty_hint": "Place your tiles anywhere to build a grid.",
    "render.rack_empty": "The rack is empty.",
    "render.tableau_empty": "No tiles on show.",
    "render.end_title": "Game over",
    "render.end_player": "Player",
    "render.end_score": "Score",
    "render.end_rack": "Rack",
    "render.end_final": "Final",
    "render.left": " (left)",
    "render.alt_titled": "{title}: {text}",
    "render.alt_key": "key {key}",
    "render.key_unknown": "key not rolled yet",
    "render.alt_bag_one": "{count} tile in the bag",
    "render.alt_bag": "{count} tiles in the bag",
    "render.alt_to_play": "{player} to play",
    "render.alt_board_empty": "An empty Sumoku board (first turn: a line of 2–6 tiles)",
    "render.alt_board_one": "The Sumoku board with {count} tile{area}",
    "render.alt_board": "The Sumoku board with {count} tiles{area}",
    "render.alt_area": " in columns {first_col}–{last_col} and rows {first_row}–{last_row}",
    "render.alt_board_facts": "{head}; {facts}",
    "render.alt_last_turn": "; the last turn (ringed) placed {tiles}",
    "render.alt_proposed": "; the proposed turn {tiles} is drawn outlined",
    "render.alt_tile_at": "{tile} at {cell}",
    "render.alt_grid_empty": "an empty Sumoku grid; key {key}.",
    "render.alt_grid_one": "a Sumoku grid of {count} tile{area}; key {key}.",
    "render.alt_grid": "a Sumoku grid of {count} tiles{area}; key {key}.",
    "render.alt_rack_empty": "an empty Sumoku rack.",
    "render.alt_rack_one": "a Sumoku rack of {count} tile: {tiles}; total {total}.",
    "render.alt_rack": "a Sumoku rack of {count} tiles: {tiles}; total {total}.",
    "render.alt_tableau": (
        "the Spot Sumoku tableau, key {key}: pick 4 tiles of different colours whose sum is a "
        "multiple of {key}. Tiles: {tiles}."
    ),
    "render.alt_empty_slot": "empty",
    "render.alt_end_card": "Game over: final scores of a Sumoku game with key {key}{won}. {scores}.",
    "render.alt_won_by": ", won by {names}",
    "render.alt_and": " and ",
    "render.alt_end_row": (
        "{rank}. {player}{left}, {final} ({score} scored, minus {penalty} left in the rack)"
    ),
    "render.alt_rows_sep": "; ",
    "render.text_key": "key **{key}**",
    "render.text_bag": "{count} in the bag",
    "render.text_to_play": "▶ {player} to play",
    "render.text_board_empty": "The table is empty. First turn: place a line of 2–6 tiles.",
    "render.text_grid_empty": "No tiles yet: place your tiles anywhere to build a grid.",
    "render.text_tiles_one": "{count} tile",
    "render.text_tiles": "{count} tiles",
    "render.legend_last": "last turn",
    "render.legend_proposed": "proposed",
    "render.crop_board": (
        "Showing columns {first_col}–{last_col}, rows {first_row}–{last_row} {around}: the board "
        "(columns {all_first_col}–{all_last_col}, rows {all_first_row}–{all_last_row}) is too big "
        "for one message. `/sumoku prefs display:picture`, then `/board private:true`, shows it "
        "all."
    ),
    "render.crop_grid": (
        "Showing columns {first_col}–{last_col}, rows {first_row}–{last_row} {around}: the grid "
        "(columns {all_first_col}–{all_last_col}, rows {all_first_row}–{all_last_row}) is too big "
        "for one message. With `/sumoku prefs display:picture` you see it all as a picture."
    ),
    "render.around_proposed": "around the proposed turn",
    "render.around_last": "around the last turn",
    "render.around_centre": "around the centre",
    "render.rack_text_empty": "Your rack is empty.",
    "render.rack_summary_one": "{count} tile, total {total}",
    "render.rack_summary": "{count} tiles, total {total}",
    "render.rack_six_nine": " · a 6 can be placed as a 9",
    "render.tableau_rule": "Key **{key}**: pick 4 tiles whose sum is a multiple of {key}.",
    "render.end_text_title": "**Game over** · key **{key}**",
    "render.end_winner": "\\* Winner: {names}",
    "render.end_winners": "\\* Winners: {names}",
    "render.end_no_winner": "No winner.",
    # one path for every action (issue 11)
    "error.busy": (
        "The game's database is busy (another program holds it). Nothing was changed: try again in a moment."
    ),
    "game.over": "This game is over: its buttons no longer do anything.",
    "game.cancel_started": (
        "This game has started with other players, so its host cannot call it off. Use /sumoku resign "
        "to leave it (it counts as a loss), or ask a server manager."
    ),
    "channel.busy": (
        "This channel already has a {kind} game running: {link}. One shared game per channel: finish it "
        "first, or play in another channel."
    ),
    "delivery.cannot_post": (
        "I cannot post in {channel} (a permission is missing: View Channel, Send Messages or Attach Files). "
        "Your game there is saved; give me those permissions, or use /board to see it."
    ),
    # free-form grids, Speed/Team and Solo races (engine refusals: game.<detail>)
    "game.grid.off_grid": "{cell} is outside the grid, which goes from {first} to {last}.",
    "game.grid.occupied": "{cell} is already taken (by {tile}).",
    "game.grid.occupied.layout": "Two tiles of the layout share a cell.",
    "game.grid.not_held": "You do not hold {tile}.",
    "game.grid.not_held.another": "You do not hold another {tile}.",
    "game.grid.no_tile": "There is no tile at {cell}.",
    "game.grid.fixed": "{tile} on {cell} was placed in an earlier stage: it stays there.",
    "game.grid.nothing_to_take": "There is no tile of yours to take back.",
    "game.grid.same_cell": "The tile is already on {cell}.",
    "game.grid.no_tiles": "Name at least one tile to place.",
    "game.grid.no_cells": "Name at least one cell to take a tile from.",
    "game.grid.empty": "The grid has no tiles yet.",
    "game.grid.cut_off": (
        "{tiles} on {cells} are cut off from the rest: all the tiles must form one connected group."
    ),
    "game.grid.cut_off.one": (
        "{tiles} on {cells} is cut off from the rest: all the tiles must form one connected group."
    ),
    "game.grid.too_long.row": "The row {first}–{last} is {length} tiles long; a line holds at most {max}.",
    "game.grid.too_long.column": (
        "The column {first}–{last} is {length} tiles long; a line holds at most {max}."
    ),
    "game.grid.colour.row": (
        "The row {first}–{last} holds {colours}; a colour may appear only once in a line."
    ),
    "game.grid.colour.column": (
        "The column {first}–{last} holds {colours}; a colour may appear only once in a line."
    ),
    "game.grid.sum.row": (
        "The row {first}–{last} adds up to {values} = {total}, not a multiple of the key {key}."
    ),
    "game.grid.sum.column": (
        "The column {first}–{last} adds up to {values} = {total}, not a multiple of the key {key}."
    ),
    "game.speed.racers": "A race needs 1 to {max} different racers.",
    "game.speed.teams": "Team {team} has one member: a team needs two or more.",
    "game.speed.teams.count": "{racers} racers cannot make {teams} teams of two or more.",
    "game.speed.finished": "This match is over.",
    "game.speed.not_racing": "You are not racing in this match.",
    "game.speed.round_over": "This round is over; wait for the next one.",
    "game.speed.round_over.already": "This round is over already.",
    "game.speed.time_up": "Time is up for this round.",
    "game.speed.not_yet": ("The round's time is not up yet."),
    "game.speed.round_running": "A round is still running.",
    "game.speed.stale": ("Your team's grid changed since you looked at it; look at it again and retry."),
    "game.speed.bag": "The bag holds {count} [[count|tile|tiles]]: a dump needs two to draw.",
    "game.speed.tiles_left": "You still hold {tiles}: a winning grid uses all {total} of your tiles.",
    "game.solo.finished": "This Solo game is over.",
    "game.solo.stale": "Your grid changed since you looked at it; look at it again and retry.",
    "game.solo.tiles_left": ("Place all of this stage's tiles first: you still hold {tiles}."),
    "notation.no_cell.grid": (
        "Say where the first tile goes with at:, like at:{cell} (the centre of the grid)."
    ),
    # stats, leaderboards, history and replays (issue 18)
    "render.end_rating": "Rating",
    "card.title": "Sumoku stats: {name}",
    "card.rating_chip": "RATING {rating}",
    "card.unrated_chip": "NOT RATED YET",
    "card.games": "Games",
    "card.wins": "Wins",
    "card.walkovers": "Won by walkover",
    "card.left": "Left early",
    "card.average": "Average score",
    "card.best": "Best score",
    "card.best_turn": "Best turn",
    "card.bonus_turns": "Bonus turns",
    "card.ranked": "Ranked games",
    "card.races_won": "Races won",
    "card.sets": "Sets won",
    "card.fastest": "Fastest spot",
    "card.median": "Median spot",
    "card.solo_best": "Best tiles placed",
    "card.perfect": "Perfect games",
    "card.chart": "Recent results ({count})",
    "card.trend": "Rating",
    "card.won": "won",
    "card.lost": "lost",
    "card.walkover": "walkover",
    "card.left_word": "left",
    "card.none": "{name} has not finished a game of {variant} yet.",
    "card.none_any": "{name} has not finished any Sumoku game yet.",
    "card.others": "Also played: {variants}. Choose with the `variant` option.",
    "board.title": "{variant} leaderboard · {scope} · {period} · {by}",
    "board.by_rating": "by rating",
    "board.by_wins": "by wins",
    "board.period_all": "all time",
    "board.period_month": "last 30 days",
    "board.period_week": "last 7 days",
    "board.row_wins": (
        "{rank}. <@{user}>: {wins} [[wins|win|wins]] in {games} "
        "[[games|game|games]], average {average:.0f}, best {best}"
    ),
    "board.row_rating": (
        "{rank}. <@{user}>: rating **{rating}**, {wins} [[wins|win|wins]] in {games} [[games|game|games]]"
    ),
    "board.extra": " ({parts})",
    "board.left": "left early: {count}",
    "board.walkovers": "won by walkover: {count}",
    "board.yours": "Your place:",
    "board.unrated": "{variant} has no rating (it counts sets and times instead): this board is by wins.",
    "board.empty": "Nobody on this board yet. Games count once two or more people play them to the end.",
    "history.title": "Last games of {name}",
    "history.row": "#{game} · {when} · {variant} · {where} · {result}{rating}",
    "history.where_dm": "a direct message",
    "history.where_elsewhere": "another server",
    "history.won": "won with {final}",
    "history.place": "{place} of {players} with {final}",
    "history.walkover": "won by walkover (the others left)",
    "history.left": "left the game",
    "history.rating": " · rating {change}",
    "history.none": "{name} has not finished a game yet.",
    "history.pick": "Replay a finished game move by move",
    "history.option": "#{game} · {variant} · {when}",
    "replay.title": "Replay of game #{game}: move {move} of {moves}",
    "replay.deal": "The deal: nobody has played yet.",
    "replay.played": "{player} placed {tiles} for {score} points.",
    "replay.passed": "{player} passed.",
    "replay.resigned": "{player} resigned.",
    "replay.timeout": "{player} ran out of time.",
    "replay.first": "First",
    "replay.previous": "Previous",
    "replay.next": "Next",
    "replay.last": "Last",
    "replay.not_found": "There is no finished Sumoku game #{game} to replay.",
    "render.chip_game_over": "GAME OVER",
    "render.chip_closeup": "CLOSE-UP {first}–{last}",
    "render.alt_game_over": "the game is over",
    "render.alt_closeup_one": "A close-up of the Sumoku board showing {shown} of its {count} tile{area}",
    "render.alt_closeup": "A close-up of the Sumoku board showing {shown} of its {count} tiles{area}",
    "render.alt_scores": "; scores: {scores}",
    "render.alt_score": "{player} {score}",
    "render.alt_last_score_one": " for {count} point",
    "render.alt_last_score": " for {count} points",
    "render.alt_rows": "Tiles by row: {rows}.",
    "render.alt_rows_near": "Rows nearest the turn: {rows}.",
    "render.alt_rows_left_one": " Not read out: {count} tile in rows {rows}.",
    "render.alt_rows_left": " Not read out: {count} tiles in rows {rows}.",
    "render.alt_row": "row {row}, {runs}",
    "render.alt_run": "{first} to {last}: {tiles}",
    "render.alt_run_one": "{cell}: {tiles}",
    "render.alt_spoken_tile": "{colour} {value}",
    "render.alt_six_nine_tile": "{colour} {value} (6 or 9)",
    "render.colour_red": "red",
    "render.colour_orange": "orange",
    "render.colour_yellow": "yellow",
    "render.colour_green": "green",
    "render.colour_blue": "blue",
    "render.colour_purple": "purple",
    "render.rack_legend_six": "6 = 6 or 9: type {nine} to place {six} as a 9",
    "render.legend_last_scored": "{last} (+{score})",
    "render.labels_moved": "Cell labels moved with this turn: read cells from this board, not older ones.",
    "bot.restarting": "The bot is restarting; try again in a minute.",
    "about.text": (
        "**Sumoku bot {version}**\n"
        "Running since <t:{since}:R>"
        " · games in progress: {running}"
        " · lobbies open: {lobbies} · Discord latency: {latency}"
    ),
    "about.latency_unknown": "not measured yet",
    # ---- Speed and Team Sumoku (issue 12)
    "speed.lobby.title": "Speed Sumoku: a new race",
    "speed.lobby.title_team": "Team Sumoku: a new race",
    "speed.lobby.body": "Host: {host}\nRacers ({count}/{max}): {players}\n{options}",
    "speed.lobby.options": "Rounds: {rounds} · time per round: {limit} · {teams}",
    "speed.lobby.teams": "{teams} teams, formed evenly at the start",
    "speed.lobby.alone": "everyone races alone",
    "speed.started": "Speed Sumoku: the race is on",
    "speed.need_team_players": (
        "{teams} teams need at least {count} racers: ask more to Join, or add computer racers."
    ),
    "speed.one_team": "Teams means two or more teams: use teams:0 to race alone, or teams:2 or more.",
    "speed.none": "There is no Speed race in this channel. Open one with /speed new.",
    "speed.button.cpu": "Add computer racer",
    "speed.button.grid": "My grid",
    "speed.button.guide": "Place tiles",
    "speed.button.submit": "Submit",
    "speed.button.dump": "Dump",
    "speed.button.last": "Take back last",
    "speed.status.title": "Round {round} of {rounds} · key {key}",
    "speed.status.ends": "ends {when}",
    "speed.status.over": "round over",
    "speed.status.row": (
        "{name}: {placed} placed · {held} in hand · {dumps} [[dumps|dump|dumps]] · "
        "{points} [[points|point|points]]"
    ),
    "speed.status.bag": "Tiles left in the bag: {count}",
    "speed.status.how": "Build your grid privately: My grid, Place tiles, or /speed place.",
    "speed.won": "🏁 {who} wins round {round} with a valid grid in {time}!",
    "speed.won.team": "{team} ({racer} submitted)",
    "speed.won.title": "The winning grid of round {round}",
    "speed.timed_out": "⏱️ Time is up for round {round}: nobody finished, nobody scores.",
    "speed.next_round": "Round {round} is dealt {when}.",
    "speed.match.title": "Speed Sumoku: the match is over",
    "speed.match.row": (
        "{rank}. {name}: {points} [[points|point|points]] · {rounds} [[rounds|round|rounds]] won · "
        "best time {best}"
    ),
    "speed.match.nobody": "Nobody finished a grid: nobody wins this match.",
    "speed.grid.title": "Your grid",
    "speed.grid.body": "Round {round} of {rounds} · key **{key}** · {placed} placed · {held} in hand {ends}",
    "speed.grid.hand_empty": "Your hand is empty: press Submit when your grid is valid.",
    "speed.placed": "Placed.",
    "speed.taken": "Taken back into your hand.",
    "speed.moved": "Moved.",
    "speed.dumped": "Dumped: one tile back into the bag, two new ones in your hand.",
    "speed.submitted": "Submitted: your grid is valid and uses every tile. You win the round!",
    "speed.invalid": "Your grid is not valid yet, so nothing was submitted:\n{reasons}",
    "speed.dump.pick": "Pick the tile to give back; you draw two.",
    "speed.dump.placeholder": "The tile to give back",
    "speed.dump.empty": "Your hand is empty: there is nothing to place or dump.",
    "speed.guide.none": "Those tiles cannot go anywhere next to your grid. Pick other tiles.",
    "speed.guide.preview": "{tiles}: {count} [[count|spot|spots]]. Pick one to preview it, then Confirm.",
    "speed.guide.option": "{mark} from {cell} {direction}",
    "speed.guide.across": "across",
    "speed.guide.down": "down",
    "card.rounds_won": "Rounds won",
    "card.best_time": "Best time",
    "speed.advice.dump": (
        "💡 These tiles can never all form one valid grid: dump a tile (/speed dump or the Dump button)."
    ),
    "speed.match.title_team": "Team Sumoku: the match is over",
    "speed.guide.as_nine": "{n}: {tile} (the 6 placed as 9)",
    "speed.guide.twice": "Pick the same tile once: as a 6 or as a 9, not both.",
    "speed.cancel_started": (
        "This race has started with other players, so its host cannot call it off: it ends when its "
        "rounds are played. A server manager can still call it off."
    ),
    # Solo Sumoku and the daily puzzle (cogs/solo)
    "solo.none": (
        "You have no Solo game going. Start one with `/solo start`, or play "
        "today's puzzle with `/solo daily`."
    ),
    "solo.busy": "You already have a Solo game going: see it with `/solo grid`, or end it with `/solo quit`.",
    "solo.daily_done": (
        "You have played the daily puzzle of {day} already: one try a day. A new one comes at midnight "
        "UTC; `/solo start` deals a free game meanwhile."
    ),
    "solo.not_yours": "That is another player's Solo game.",
    "solo.not_over": "That Solo game is not over yet.",
    "solo.today_guild": "`/solo today` shows a server's table: use it in a server.",
    "solo.started": (
        "**Solo Sumoku**: lay all 16 tiles as one valid grid, then `/solo submit`; 10 more join it at each "
        "stage. Place tiles with `/solo place` or the Place button; `/solo take` and `/solo move` change "
        "this stage's tiles. Stuck? `/solo stuck`."
    ),
    "solo.daily": (
        "**Daily puzzle of {day}**: everyone gets these tiles and this key today, and plays it once."
    ),
    "solo.header": "Stage {stage} · key {key} · {score} [[score|tile|tiles]] fixed · {bag} to come",
    "solo.hand": "To place: {tiles}",
    "solo.hand_done": "All of this stage's tiles are on the grid: `/solo submit` when it is valid.",
    "solo.accepted": "Stage {stage} accepted: {score} tiles placed. Your next {count} tiles are dealt.",
    "solo.refused": "Stage not accepted, nothing was saved. Fix this and submit again:\n{problems}",
    "solo.stuck.can": "This stage can be finished: there is a way to place all {count} tiles. Keep looking!",
    "solo.stuck.cannot": (
        "This stage cannot be finished: no way to place all its tiles exists. You may give up (a stuck "
        "end): your score stays {score} [[score|tile|tiles]]."
    ),
    "solo.stuck.unknown": (
        "I could not tell in time whether this stage can be finished. Keep trying, or give up (a stuck "
        "end) with {score} [[score|tile|tiles]]."
    ),
    "solo.end.perfect": "**Perfect!** All 96 tiles placed in {time}.",
    "solo.end.quit": (
        "**Game over** (you quit): {score} [[score|tile|tiles]] placed in {stages} completed "
        "[[stages|stage|stages]], {time}."
    ),
    "solo.end.stuck": (
        "**Game over** (stuck): {score} [[score|tile|tiles]] placed in {stages} completed "
        "[[stages|stage|stages]], {time}."
    ),
    "solo.end.daily": "Daily puzzle of {day} done · streak: {streak} [[streak|day|days]].",
    "solo.end.share": "Press Share to tell the channel how you did (no tile is shown).",
    "solo.share": (
        "**{name}** played Solo Sumoku: {score}/96 tiles placed, {stages} [[stages|stage|stages]] "
        "completed, in {time}."
    ),
    "solo.share.perfect": "**{name}** played a perfect game of Solo Sumoku: all 96 tiles placed in {time}!",
    "solo.share.daily": "Daily puzzle of {day} · streak: {streak} [[streak|day|days]].",
    "solo.today.title": "**Daily puzzle of {day}**: players of this server",
    "solo.today.row": "{rank}. <@{user}>: {tiles} [[tiles|tile|tiles]] in {time}",
    "solo.today.row_perfect": "{rank}. <@{user}>: all 96 tiles in {time} (perfect)",
    "solo.today.empty": "Nobody here has finished today's puzzle yet: play it with `/solo daily`.",
    "solo.guide.pick": "Pick the tiles to place (in reading order), then choose a spot.",
    "solo.guide.spots": "{count} [[count|spot|spots]] for {tiles}. Choose one to preview, then Confirm.",
    "solo.guide.none": "Those tiles touch the grid nowhere. Pick other tiles.",
    "solo.guide.option": "From {cell}, {direction}",
    "solo.guide.option_legal": "From {cell}, {direction}: lines legal",
    "solo.guide.nothing": "You hold no tile to place: `/solo submit` the stage.",
    "solo.guide.across": "across",
    "solo.guide.down": "down",
    "solo.guide.preview": "Preview: {tiles} from {cell}, {direction}. Confirm to place them.",
    "solo.guide.placed": "Placed.",
    "solo.picture.stage": "Stage {stage}",
    "solo.picture.to_place": "{count} to place",
    "solo.picture.new": "This stage's tiles are ringed.",
    "solo.picture.preview": "Proposed: {tiles}.",
    "solo.picture.legend": "this stage",
    "button.solo_place": "Place",
    "button.solo_submit": "Submit",
    "button.solo_share": "Share",
    "button.solo_give_up": "Give up (stuck)",
    "card.solo_daily": "Daily puzzles",
    "card.solo_streak": "Daily streak",
    "board.solo_title": "Solo Sumoku leaderboard · {scope} · most tiles placed",
    "board.solo_empty": "Nobody has finished a Solo game here yet: `/solo start` deals one.",
    "board.row_solo": (
        "{rank}. <@{user}>: best {best} [[best|tile|tiles]], {perfect} perfect, {games} [[games|game|games]]"
    ),
}

ES: dict[str, str] = {
    # generic
    "engine": "{message}",
    "error.unexpected": "Lo siento, algo falló por mi parte. La partida está a salvo; inténtalo de nuevo.",
    "error.conflict": (
        "Alguien ha actuado en esta partida en el mismo momento. Mira el tablero más reciente e "
        "inténtalo de nuevo."
    ),
    "error.cooldown": "Más despacio: inténtalo de nuevo en {seconds:.0f} s.",
    "error.no_permission": ("Necesitas el permiso Gestionar servidor para hacer eso."),
    "error.guild_only": (
        "Las partidas de Sumoku se juegan en canales de servidor; usa este comando en un servidor."
    ),
    "error.owner_only": "Solo el propietario del bot puede hacer eso.",
    # lobby
    "lobby.title": "Sumoku: una nueva partida",
    "lobby.body": (
        "{host} está preparando una partida de Sumoku.\nJugadores ({count}/{max}): {players}\n"
        "Opciones: {options}\nPulsa **Join** para sentarte; el anfitrión pulsa **Start** cuando esté listo."
    ),
    "lobby.options": "límite por turno: {limit}, atriles: {racks}, pistas: {hints}",
    "lobby.no_limit": "ninguno",
    "lobby.minutes": "{minutes} min",
    "lobby.racks_open": "a la vista",
    "lobby.racks_private": "privados",
    "lobby.on": "sí",
    "lobby.off": "no",
    "lobby.joined": "Te has unido a la partida. Espera a que el anfitrión pulse Start.",
    "lobby.left": "Has salido de la partida.",
    "lobby.already_in": "Ya estás en esta partida.",
    "lobby.not_in": "No te has unido a esta partida.",
    "lobby.full": "La partida está completa ({max} jugadores).",
    "lobby.host_cannot_leave": "El anfitrión no puede salir; pulsa Cancel para anular la partida.",
    "lobby.need_players": (
        "Una partida necesita al menos 2 jugadores: pide a alguien que pulse Join, o añade un jugador "
        "controlado por el ordenador (Add computer player)."
    ),
    "lobby.only_host": "Solo el anfitrión ({host}) o alguien con Gestionar servidor puede hacer eso.",
    "lobby.cancelled": "{user} ha cancelado esta partida.",
    "lobby.expired": ("Esta partida ha caducado antes de empezar. Prepara una nueva con /sumoku new."),
    "lobby.computer_added": "Se ha añadido a {name} ({level}).",
    "lobby.not_lobby": "Esta partida ya ha empezado o ha terminado.",
    "lobby.busy": (
        "Ya hay una partida de Sumoku en este canal: {link}. Termínala o cancélala antes con /sumoku cancel."
    ),
    # start
    "start.title": "Sumoku: empieza la partida",
    "start.body": (
        "Sumas de las fichas iniciales: {totals}.\n{roller} tenía la suma más baja y ha tirado el dado: "
        "la **clave es {key}**. Cada línea debe sumar un múltiplo de {key}.\n{roller} juega primero."
    ),
    # turns
    "turn.played": "{player} ha colocado {tiles} por **{score}** puntos{lines}.",
    "turn.lines": " ({lines})",
    "turn.bonus": "¡Una línea de seis! {player} vuelve a jugar ahora (turno extra).",
    "turn.bonus_lapsed": "Una línea de seis, pero a {player} no le quedan fichas para usar el turno extra.",
    "turn.drew": "{player} ha robado {count} [[count|ficha|fichas]].",
    "turn.next": "{mention}, te toca. Usa /rack para ver tus fichas y jugar.",
    "turn.next_computer": "Siguiente: **{name}** (ordenador) juega su turno.",
    "pass.chosen": "{player} ha pasado.",
    "pass.no_move": "{player} no tiene ninguna jugada legal y pasa automáticamente.",
    "pass.empty_rack": "A {player} no le quedan fichas y pasa automáticamente.",
    "pass.timeout": "A {player} se le ha acabado el tiempo y pasa.",
    "pass.bonus": "{player} ha renunciado al turno extra.",
    "left.resigned": "{player} ha abandonado.",
    "left.dropped": "{player} no ha jugado tres turnos seguidos y queda fuera de la partida.",
    "end.title": "Fin de la partida",
    "end.row": "{rank}. {player}: {score} − {penalty} = **{final}**{tag}",
    "end.winner": " 🏆",
    "end.left": " (abandonó)",
    "end.winners": "¡Gana {names}!",
    "end.tie": "¡Victoria compartida: {names}!",
    "end.no_winner": "No hay ganador.",
    "reminder": (
        "{mention}, ya ha pasado la mitad del tiempo de tu turno (quedan {remaining}). "
        "Usa /rack para jugar, o /pass."
    ),
    # refusals
    "game.none": "No hay ninguna partida de Sumoku en este canal. Empieza una con /sumoku new.",
    "game.not_running": "La partida de este canal aún no ha empezado.",
    "game.not_player": "No juegas en esta partida.",
    "game.not_your_turn": "Es el turno de {player}, no el tuyo.",
    "game.finished": "Esta partida ha terminado.",
    "game.stale": "El tablero ha cambiado desde que se mostró esto. Abre /rack de nuevo para ver opciones "
    "actualizadas.",
    "game.hints_off": "Las pistas están desactivadas en esta partida.",
    "game.no_hint": "No tienes ninguna jugada legal: /pass es tu única opción.",
    "game.cancelled": "{user} ha cancelado la partida.",
    "game.racks_open_note": "(En esta partida los atriles están a la vista.)",
    # rack and board
    "rack.title": "Tu atril",
    "rack.body": "Tu atril: {tiles}\nPuntos: {score}. {turn}",
    "rack.your_turn": "Te toca.",
    "rack.waiting": "Es el turno de {player}.",
    "rack.open": "Atriles: {racks}",
    "board.header": "Clave {key} · {bag} fichas en la bolsa · {turn}",
    "board.to_play": "le toca a {player}",
    "board.over": "partida terminada",
    "board.reposted": "Aquí tienes el tablero otra vez.",
    "hint.title": "Las mejores jugadas para tu atril",
    "hint.row": "{rank}. {move} — {score} puntos{bonus}",
    "hint.bonus": " + turno extra",
    # guided placement
    "guide.pick_tiles": "Elige las fichas que vas a colocar (1–6) y después dónde.",
    "guide.no_positions": "Esas fichas no se pueden colocar en ningún sitio legal. Elige otras.",
    "guide.positions": (
        "{count} posición(es) legal(es) para {tiles}. Elige una para verla y luego pulsa Confirmar."
    ),
    "guide.preview": "Vista previa: {move} por {score} puntos{bonus}. Pulsa Confirmar para jugarla.",
    "guide.confirmed": "Jugada hecha.",
    # botones y menús
    "button.join": "Unirme",
    "button.leave": "Salir",
    "button.cpu": "Añadir jugador del ordenador",
    "button.start": "Empezar",
    "button.cancel": "Cancelar",
    "button.rack": "Ver mi atril",
    "button.guide": "Colocar",
    "button.hint": "Pista",
    "button.pass": "Pasar",
    "button.board": "Tablero completo",
    "button.confirm": "Confirmar",
    "guide.tiles_placeholder": "Elige las fichas que vas a colocar",
    "guide.where_placeholder": "Elige dónde",
    "guide.option": "{move} — {score} ptos.{bonus}",
    "guide.option_bonus": " + turno extra",
    "colour.R": "Rojo",
    "colour.O": "Naranja",
    "colour.Y": "Amarillo",
    "colour.G": "Verde",
    "colour.B": "Azul",
    "colour.P": "Morado",
    "level.easy": "fácil",
    "level.normal": "normal",
    "level.hard": "difícil",
    "time.seconds": "{seconds} s",
    "turn.illegal": "Esa jugada no es legal: {message}",
    # status
    "status.body": (
        "Clave {key}. {bag} fichas en la bolsa. Turno {turn}: le toca a {player}.\nPuntos: {scores}"
    ),
    "status.lobby": "Hay una partida en preparación, organizada por {host}: {players}.",
    # settings
    "settings.saved": "Guardado. Estilo del tablero: {style}; límite por turno predeterminado: {limit}.",
    "settings.text": "texto",
    "settings.picture": "imagen",
    # a user's own preferences (/sumoku prefs)
    "prefs.title": "**Tus preferencias de Sumoku**",
    "prefs.saved": "Guardado.",
    "prefs.display": "Cómo ves lo que abres en privado (/rack, /board private:true, /hint): **{value}**",
    "prefs.language": "Idioma de mis respuestas para ti: **{value}**",
    "prefs.picture": "imágenes",
    "prefs.text": "texto",
    "prefs.display_server": "lo que diga el servidor (ahora {value})",
    "prefs.language_server": "lo que diga el servidor: el idioma de tu Discord (ahora {value})",
    "prefs.public": "Los mensajes públicos (el tablero tras cada turno, las fichas de Spot) siguen el "
    "ajuste del servidor para todos: {value}.",
    "prefs.how": "Cámbialas con `/sumoku prefs display:… language:…`; elige “server default” para "
    "volver a seguir al servidor.",
    "prefs.unknown": "Elige uno de los valores ofrecidos: display picture, text o server default; "
    "language English, Español, Français o server default.",
    # help
    "help.body": (
        "**Sumoku**: coloca fichas numeradas como en un crucigrama, de modo que cada línea sume un múltiplo "
        "de la clave.\n"
        "**Partida**: `/sumoku new` abre una partida (después, botones Unirme / Empezar, o `/sumoku join`, "
        "`/sumoku leave`, `/sumoku start`) · `/place tiles:R5 B9 at:AB27 direction:across` juega · `/rack` "
        "tus fichas (con un botón Colocar guiado) · `/board` (`private:true` solo para ti) · `/pass` · "
        "`/hint` · `/sumoku status` · `/sumoku resign` · `/sumoku cancel` (anfitrión o Gestionar servidor)\n"
        "**Spot Sumoku**: `/spot start` una carrera para elegir 4 fichas · `/spot show` las fichas "
        "otra vez · "
        "`/spot stop`\n"
        "**Speed / Team Sumoku**: `/speed new` sala de una carrera · `/speed place` · `/speed take` · "
        "`/speed move` · `/speed grid` (tu cuadrícula, en privado) · `/speed dump` · `/speed submit`\n"
        "**Solo Sumoku**: `/solo start` · `/solo daily` (el reto de hoy, el mismo para todos) · "
        "`/solo place` · `/solo take` · `/solo move` · `/solo grid` · `/solo submit` · `/solo stuck` · "
        "`/solo quit` · `/solo today`\n"
        "**Todos**: `/stats` · `/leaderboard` · `/sumoku history` · `/sumoku about` · `/rules` · "
        "`/forget-me` · `/sumoku prefs`: texto en lugar "
        "de imágenes en lo que ves en privado, y tu idioma · quien gestiona el servidor: `/sumoku settings`\n"
        "Fichas: letra del color en inglés + número (R rojo, O naranja, Y amarillo, G verde, B azul, "
        "P morado). Un 6 se puede jugar como 9: escribe B9. "
        "Casillas: letra de columna + número de fila, tal como aparecen en el tablero; no cambian en toda "
        "la partida."
    ),
    "rules.main": (
        "**Sumoku** (de 2 a 8 jugadores). Cada jugador roba 8 fichas; quien sume menos tira el dado "
        "(3, 4 o 5): esa es la **clave** de toda la partida. Las fichas se colocan como en un crucigrama: "
        "cada línea (de 2 a 6 fichas en una fila o columna) debe sumar un múltiplo de la clave y no "
        "repetir ningún color. En tu turno, coloca de 1 a 6 fichas en una misma fila o columna, tocando "
        "las de la mesa; ganas la suma de cada línea que formes o alargues. Una línea de seis te da un "
        "turno extra. Después de tu turno, repón fichas hasta tener 8. La partida termina tras una ronda "
        "completa en la que todos pasan; las fichas que te queden en el atril cuentan en tu contra. "
        "Un 6 se puede jugar como 9."
    ),
    "rules.speed": (
        "**Speed Sumoku**: una clave por ronda; cada cual recibe 10 fichas y construye su propia cuadrícula, "
        "en privado y a la vez. Las fichas se pueden poner en cualquier sitio, retirar y mover. Gana la "
        "ronda "
        "quien primero entregue una cuadrícula válida (todas las fichas unidas, cada línea múltiplo de la "
        "clave y sin repetir color) con todas sus fichas. ¿Atascado? Devuelve una ficha a la bolsa y roba "
        "dos."
    ),
    "rules.team": (
        "**Team Sumoku**: como Speed, pero cada equipo construye una sola cuadrícula con 10 fichas por "
        "miembro; cualquier miembro pone o retira fichas en ella. Gana la ronda el primer equipo que "
        "entregue "
        "una cuadrícula válida con todas sus fichas."
    ),
    "rules.solo": (
        "**Solo Sumoku**: coloca 16 fichas en una cuadrícula válida; después, cada etapa da 10 más (menos al "
        "final) que deben unirse todas a la cuadrícula, sin mover las fichas de etapas anteriores. Coloca "
        "las "
        "96 para una partida perfecta; tu puntuación son las fichas de las etapas completadas."
    ),
    "rules.spot": (
        "**Spot Sumoku**: se muestran diez fichas. Sé el primero en elegir cuatro fichas de colores "
        "distintos cuya suma sea un múltiplo de la clave (un 6 puede contar como 9). Si te equivocas, "
        "quedas fuera hasta la siguiente tanda. Gana quien consiga más fichas."
    ),
    # stats
    "leaderboard.scope_server": "este servidor",
    "leaderboard.scope_global": "en todas partes",
    "forget.confirm": (
        "Esto borra tus estadísticas y anonimiza tus partidas pasadas para siempre. "
        "Vuelve a ejecutarlo con confirm:True."
    ),
    "forget.done": (
        "Hecho: tus datos se han borrado o anonimizado ({rows} registros). "
        "Has abandonado {running} [[running|partida|partidas]] en curso; se anonimizarán cuando terminen."
    ),
    "sync.done": "Sincronizados {count} [[count|comando|comandos]]: {scope}.",
    # spot
    "spot.started": (
        "{user} ha empezado una carrera de **Spot Sumoku**. La clave es **{key}** durante toda la "
        "partida: {rule}"
    ),
    "spot.rule_distinct": (
        "encuentra cuatro fichas de cuatro colores distintos cuya suma sea múltiplo de {key}."
    ),
    "spot.rule_any": (
        "encuentra cuatro fichas (los colores pueden repetirse) cuya suma sea múltiplo de {key}."
    ),
    "spot.header": "**Spot Sumoku** · ronda {round}{of} · clave **{key}** · {bag} fichas en la bolsa",
    "spot.of_rounds": " de {rounds}",
    "spot.instructions": "Elige 4 fichas con el menú{chat}: {rule} Un 6 puede contar como 9. "
    "La primera jugada correcta se las lleva.",
    "spot.chat_hint": " o escribe sus letras, como `A D F J`",
    "spot.picture_title": "Spot Sumoku · ronda {round}",
    "spot.pick": "Elige las 4 fichas que has encontrado",
    "spot.option": "{colour} {value} ({tile})",
    "spot.option_six": "{colour} 6, o 9 ({tile})",
    "spot.won": "🎉 ¡{player} ha encontrado **{letters}**: {tiles} = {total}, en **{seconds} s**! "
    "(ronda {round})",
    "spot.no_claim_added": (
        "No quedaba ninguna jugada correcta entre esas fichas, así que se han añadido fichas: {tiles}."
    ),
    "spot.no_claim_redeal": "No había ninguna jugada correcta entre las {count} fichas mostradas: han "
    "vuelto al fondo de la bolsa y se han repartido diez fichas nuevas.",
    "spot.no_claim_empty": (
        "No queda ninguna jugada correcta entre las fichas mostradas, y la bolsa no puede ayudar."
    ),
    "spot.wrong": "❌ **{letters}** no es una jugada correcta: {why} Quedas fuera hasta la próxima tanda.",
    "spot.wrong.sum": "{tiles} suman {sum} = {total}, que no es múltiplo de {key} (ni contando un 6 como 9).",
    "spot.wrong.colour": "{tiles} no son de cuatro colores distintos.",
    "spot.reposted": "Aquí tienes las fichas otra vez.",
    "spot.stopped": "{user} ha detenido la carrera.",
    "spot.end.title": "**Spot Sumoku: fin de la partida**",
    "spot.end.rounds": "[[rounds|Se ha jugado la única ronda|Se han jugado las {rounds} rondas]].",
    "spot.end.no_claim": (
        "No queda ninguna jugada correcta y la bolsa no puede ayudar: la carrera ha terminado."
    ),
    "spot.end.stopped": "La carrera se ha detenido.",
    "spot.end.idle": "⏰ Ni una jugada correcta ni fichas nuevas en {minutes} min: la carrera terminó "
    "por inactividad.",
    "spot.end.row": (
        "{rank}. {player}: **{tiles}** [[tiles|ficha|fichas]] ({sets} [[sets|jugada|jugadas]]), "
        "la más rápida en {fastest} s{tag}"
    ),
    "spot.end.row_none": "{rank}. {player}: ninguna ficha",
    "spot.end.winner": " 🏆",
    "spot.end.nobody": "Nadie ha hecho ninguna jugada.",
    "spot.end.winners": "¡Gana {names}!",
    "spot.end.tie": "¡Victoria compartida: {names}!",
    "spot.none": "No hay ninguna carrera de Spot en este canal. Empieza una con /spot start.",
    "spot.busy": (
        "Ya hay una carrera de Spot en este canal: {link}. Juégala o detenla antes con /spot stop."
    ),
    "spot.only_starter": "Solo quien empezó esta carrera ({owner}) o alguien con Gestionar servidor "
    "puede detenerla.",
    "spot.err.finished": "Esta carrera de Spot ha terminado. Empieza una nueva con /spot start.",
    "spot.err.stale": (
        "Demasiado tarde: alguien se te adelantó en esa tanda. Mira las fichas nuevas e inténtalo de nuevo."
    ),
    "spot.err.last_set": (
        "Demasiado tarde: alguien se te adelantó en la última tanda y la carrera ha terminado."
    ),
    "spot.err.locked_out": "Has hecho una jugada incorrecta en esta tanda: quedas fuera hasta que se muestre "
    "la siguiente.",
    "spot.err.size": "Elige exactamente cuatro fichas, como A D F J.",
    "spot.err.repeated": "Indica cuatro fichas distintas: hay una letra repetida.",
    "spot.err.empty_slot": "Una de esas letras no corresponde a ninguna ficha de la mesa: usa las letras "
    "que aparecen en las fichas.",
    "spot.err.letters": "Usa las letras de las fichas, de la A a la L, como A D F J.",
    # the engine's refusals, by code
    "reason.empty": "Coloca al menos una ficha.",
    "reason.not_in_rack": "No tienes la ficha {tile} en tu atril.",
    "reason.not_in_rack.another": "No tienes otra ficha {tile} en tu atril.",
    "reason.not_in_rack.nine": (
        "No tienes {typed} (un 9 es una ficha 6 colocada como 9): tu atril no tiene la ficha {tile}."
    ),
    "reason.not_in_rack.nine_another": (
        "No tienes otra {typed} (un 9 es una ficha 6 colocada como 9): tu atril no tiene otra ficha {tile}."
    ),
    "reason.occupied": "{cell} ya tiene la ficha {tile}; elige una casilla vacía.",
    "reason.occupied.twice": "Has puesto {tile} y {other} en la misma casilla, {cell}.",
    "reason.not_straight": "{tile_a} en {cell_a} y {tile_b} en {cell_b} no están en la misma fila ni en la "
    "misma columna: todas las fichas de un turno deben ir en una sola fila o columna.",
    "reason.gap": "Hay un hueco en {cell}: las fichas nuevas y las que quedan entre ellas deben formar una "
    "línea sin huecos.",
    "reason.first_too_short": "{tile} sola no es una línea: el primer turno debe colocar una línea de 2 a 6 "
    "fichas.",
    "reason.not_connected": "{tiles} desde {cell} no tocan nada: al menos una ficha nueva debe tocar una "
    "ficha que ya esté en la mesa.",
    "reason.not_connected.one": "{tiles} en {cell} no toca nada: al menos una ficha nueva debe tocar una "
    "ficha que ya esté en la mesa.",
    "reason.not_connected.lone": "La ficha debe tocar una ficha que ya esté en la mesa.",
    "reason.too_long": "{line} tendría {length} fichas; una línea tiene como máximo {max}.",
    "reason.colour": "{line} tendría {colours}; un color solo puede aparecer una vez en cada línea.",
    "reason.sum": "{line} sumaría {values} = {total}, que no es múltiplo de la clave {key}.",
    "reason.line.row": "la fila {first}–{last}",
    "reason.line.column": "la columna {first}–{last}",
    "reason.repeat.2": "dos fichas de color {colour}",
    "reason.repeat": "{count} fichas de color {colour}",
    "reason.and": " y ",
    "notation.bad_tile": "{text} no es una ficha: escribe la letra de un color (R O Y G B P) y un número, "
    "como R5.",
    "notation.bad_value": "{text}: los números de las fichas van del 1 al 8 (y 9 para un 6 colocado como 9).",
    "notation.no_tiles": "Indica al menos una ficha, como R5 o R5 B9 G1.",
    "notation.too_many": "En un turno se colocan como máximo {max} fichas; has indicado {count}.",
    "notation.bad_cell": "{text} no es una casilla: escribe la letra de su columna y el número de su fila "
    "tal como aparecen en el tablero, como F7.",
    "notation.bad_cell.row": "{text}: las filas se numeran desde 1.",
    "notation.bad_direction": "{text} no es una dirección: usa across (horizontal) o down (vertical).",
    "notation.no_cell": "Indica con at: dónde va la primera ficha, como at:F7 (tal como aparece en el "
    "tablero).",
    "notation.no_direction": "Con dos o más fichas, indica direction:across o direction:down.",
    "notation.occupied_start": "{cell} ya tiene la ficha {tile}; at: indica la casilla de la primera ficha "
    "nueva.",
    "game.not_in_game": "No juegas en esta partida.",
    "game.seats": "La partida necesita de {min} a {max} jugadores.",
    "game.seats.repeated": "Cada jugador solo puede ocupar un puesto.",
    # palabras de las imágenes, textos alternativos y formas de texto
    "render.chip_key": "CLAVE {key}",
    "render.chip_key_unknown": "CLAVE ?",
    "render.chip_bag": "BOLSA {count}",
    "render.chip_tiles_one": "{count} FICHA",
    "render.chip_tiles": "{count} FICHAS",
    "render.chip_total": "SUMA {total}",
    "render.chip_winners": "★ {count} GANADORES",
    "render.board_empty_title": "La mesa está vacía.",
    "render.board_empty_hint": "Primer turno: coloca una línea de 2 a 6 fichas.",
    "render.grid_empty_title": "Aún no hay fichas.",
    "render.grid_empty_hint": "Coloca tus fichas donde quieras para formar una cuadrícula.",
    "render.rack_empty": "El atril está vacío.",
    "render.tableau_empty": "No hay fichas a la vista.",
    "render.end_title": "Fin de la partida",
    "render.end_player": "Jugador",
    "render.end_score": "Puntos",
    "render.end_rack": "Atril",
    "render.end_final": "Total",
    "render.left": " (abandonó)",
    "render.alt_titled": "{title}: {text}",
    "render.alt_key": "clave {key}",
    "render.key_unknown": "clave aún sin tirar el dado",
    "render.alt_bag_one": "{count} ficha en la bolsa",
    "render.alt_bag": "{count} fichas en la bolsa",
    "render.alt_to_play": "le toca a {player}",
    "render.alt_board_empty": "Un tablero de Sumoku vacío (primer turno: una línea de 2 a 6 fichas)",
    "render.alt_board_one": "El tablero de Sumoku con {count} ficha{area}",
    "render.alt_board": "El tablero de Sumoku con {count} fichas{area}",
    "render.alt_area": " en las columnas {first_col}–{last_col} y las filas {first_row}–{last_row}",
    "render.alt_board_facts": "{head}; {facts}",
    "render.alt_last_turn": "; el último turno (marcado con un aro) colocó {tiles}",
    "render.alt_proposed": "; el turno propuesto, {tiles}, aparece con contorno",
    "render.alt_tile_at": "{tile} en {cell}",
    "render.alt_grid_empty": "una cuadrícula de Sumoku vacía; clave {key}.",
    "render.alt_grid_one": "una cuadrícula de Sumoku de {count} ficha{area}; clave {key}.",
    "render.alt_grid": "una cuadrícula de Sumoku de {count} fichas{area}; clave {key}.",
    "render.alt_rack_empty": "un atril de Sumoku vacío.",
    "render.alt_rack_one": "un atril de Sumoku con {count} ficha: {tiles}; total {total}.",
    "render.alt_rack": "un atril de Sumoku con {count} fichas: {tiles}; total {total}.",
    "render.alt_tableau": (
        "las fichas de Spot Sumoku, clave {key}: elige 4 fichas de colores distintos cuya suma sea "
        "múltiplo de {key}. Fichas: {tiles}."
    ),
    "render.alt_empty_slot": "hueco",
    "render.alt_end_card": (
        "Fin de la partida: puntuaciones finales de una partida de Sumoku con clave {key}{won}. {scores}."
    ),
    "render.alt_won_by": ", ganada por {names}",
    "render.alt_and": " y ",
    "render.alt_end_row": (
        "{rank}. {player}{left}, {final} ({score} puntos, menos {penalty} que quedaban en el atril)"
    ),
    "render.alt_rows_sep": "; ",
    "render.text_key": "clave **{key}**",
    "render.text_bag": "{count} en la bolsa",
    "render.text_to_play": "▶ le toca a {player}",
    "render.text_board_empty": "La mesa está vacía. Primer turno: coloca una línea de 2 a 6 fichas.",
    "render.text_grid_empty": (
        "Aún no hay fichas: coloca tus fichas donde quieras para formar una cuadrícula."
    ),
    "render.text_tiles_one": "{count} ficha",
    "render.text_tiles": "{count} fichas",
    "render.legend_last": "último turno",
    "render.legend_proposed": "propuesta",
    "render.crop_board": (
        "Se ven las columnas {first_col}–{last_col} y las filas {first_row}–{last_row}, {around}: "
        "el tablero (columnas {all_first_col}–{all_last_col}, filas "
        "{all_first_row}–{all_last_row}) no cabe en un mensaje. Con `/sumoku prefs "
        "display:picture` y después `/board private:true` lo ves entero."
    ),
    "render.crop_grid": (
        "Se ven las columnas {first_col}–{last_col} y las filas {first_row}–{last_row}, {around}: "
        "la cuadrícula (columnas {all_first_col}–{all_last_col}, filas "
        "{all_first_row}–{all_last_row}) no cabe en un mensaje. Con `/sumoku prefs "
        "display:picture` la ves entera como imagen."
    ),
    "render.around_proposed": "alrededor del turno propuesto",
    "render.around_last": "alrededor del último turno",
    "render.around_centre": "alrededor del centro",
    "render.rack_text_empty": "Tu atril está vacío.",
    "render.rack_summary_one": "{count} ficha, suma {total}",
    "render.rack_summary": "{count} fichas, suma {total}",
    "render.rack_six_nine": " · un 6 se puede colocar como 9",
    "render.tableau_rule": "Clave **{key}**: elige 4 fichas cuya suma sea múltiplo de {key}.",
    "render.end_text_title": "**Fin de la partida** · clave **{key}**",
    "render.end_winner": "\\* Gana: {names}",
    "render.end_winners": "\\* Ganan: {names}",
    "render.end_no_winner": "No hay ganador.",
    # one path for every action (issue 11)
    "error.busy": (
        "La base de datos de la partida está ocupada (otro programa la tiene). No se ha cambiado nada: "
        "inténtalo de nuevo en un momento."
    ),
    "game.over": "Esta partida ha terminado: sus botones ya no hacen nada.",
    "game.cancel_started": (
        "Esta partida ya empezó con otros jugadores, así que quien la creó no puede cancelarla. Usa "
        "/sumoku resign para abandonarla (cuenta como derrota) o pídeselo a un administrador del servidor."
    ),
    "channel.busy": (
        "Este canal ya tiene una partida de {kind} en curso: {link}. Una partida compartida por canal: "
        "termínala primero o juega en otro canal."
    ),
    "delivery.cannot_post": (
        "No puedo publicar en {channel} (falta un permiso: Ver canal, Enviar mensajes o Adjuntar archivos). "
        "Tu partida allí está guardada; dame esos permisos o usa /board para verla."
    ),
    # free-form grids, Speed/Team and Solo races (engine refusals: game.<detail>)
    "game.grid.off_grid": "{cell} está fuera de la cuadrícula, que va de {first} a {last}.",
    "game.grid.occupied": "{cell} ya está ocupada (por {tile}).",
    "game.grid.occupied.layout": "Dos fichas de la disposición comparten una casilla.",
    "game.grid.not_held": "No tienes {tile}.",
    "game.grid.not_held.another": "No tienes otra {tile}.",
    "game.grid.no_tile": "No hay ninguna ficha en {cell}.",
    "game.grid.fixed": "{tile} en {cell} se colocó en una etapa anterior: se queda donde está.",
    "game.grid.nothing_to_take": "No tienes ninguna ficha que retirar.",
    "game.grid.same_cell": "La ficha ya está en {cell}.",
    "game.grid.no_tiles": "Indica al menos una ficha para colocar.",
    "game.grid.no_cells": "Indica al menos una casilla de la que retirar una ficha.",
    "game.grid.empty": "La cuadrícula aún no tiene fichas.",
    "game.grid.cut_off": (
        "{tiles} en {cells} están separadas del resto: todas las fichas deben formar un solo grupo conectado."
    ),
    "game.grid.cut_off.one": (
        "{tiles} en {cells} está separada del resto: todas las fichas deben formar un solo grupo conectado."
    ),
    "game.grid.too_long.row": (
        "La fila {first}–{last} tiene {length} fichas; una línea tiene como máximo {max}."
    ),
    "game.grid.too_long.column": (
        "La columna {first}–{last} tiene {length} fichas; una línea tiene como máximo {max}."
    ),
    "game.grid.colour.row": (
        "La fila {first}–{last} tiene {colours}; un color solo puede aparecer una vez en cada línea."
    ),
    "game.grid.colour.column": (
        "La columna {first}–{last} tiene {colours}; un color solo puede aparecer una vez en cada línea."
    ),
    "game.grid.sum.row": (
        "La fila {first}–{last} suma {values} = {total}, que no es múltiplo de la clave {key}."
    ),
    "game.grid.sum.column": (
        "La columna {first}–{last} suma {values} = {total}, que no es múltiplo de la clave {key}."
    ),
    "game.speed.racers": "Una carrera necesita de 1 a {max} corredores distintos.",
    "game.speed.teams": "El equipo {team} tiene un solo miembro: un equipo necesita dos o más.",
    "game.speed.teams.count": "Con {racers} corredores no se pueden formar {teams} equipos de dos o más.",
    "game.speed.finished": "Esta partida ha terminado.",
    "game.speed.not_racing": "No participas en esta carrera.",
    "game.speed.round_over": "Esta ronda ha terminado; espera a la siguiente.",
    "game.speed.round_over.already": "Esta ronda ya ha terminado.",
    "game.speed.time_up": "Se acabó el tiempo de esta ronda.",
    "game.speed.not_yet": "El tiempo de la ronda aún no se ha acabado.",
    "game.speed.round_running": "Todavía hay una ronda en curso.",
    "game.speed.stale": (
        "La cuadrícula de tu equipo ha cambiado desde que la miraste; vuelve a mirarla e inténtalo de nuevo."
    ),
    "game.speed.bag": (
        "La bolsa tiene {count} [[count|ficha|fichas]]: para descartar hay que poder robar dos."
    ),
    "game.speed.tiles_left": "Aún tienes {tiles}: una cuadrícula ganadora usa tus {total} fichas.",
    "game.solo.finished": "Esta partida de Solo ha terminado.",
    "game.solo.stale": (
        "Tu cuadrícula ha cambiado desde que la miraste; vuelve a mirarla e inténtalo de nuevo."
    ),
    "game.solo.tiles_left": "Coloca primero todas las fichas de esta etapa: aún tienes {tiles}.",
    "notation.no_cell.grid": (
        "Indica dónde va la primera ficha con at:, por ejemplo at:{cell} (el centro de la cuadrícula)."
    ),
    # stats, leaderboards, history and replays (issue 18)
    "render.end_rating": "Puntuación",
    "card.title": "Estadísticas de Sumoku: {name}",
    "card.rating_chip": "PUNTUACIÓN {rating}",
    "card.unrated_chip": "AÚN SIN PUNTUACIÓN",
    "card.games": "Partidas",
    "card.wins": "Victorias",
    "card.walkovers": "Ganadas por abandono",
    "card.left": "Abandonadas",
    "card.average": "Puntos de media",
    "card.best": "Mejor puntuación",
    "card.best_turn": "Mejor turno",
    "card.bonus_turns": "Turnos extra",
    "card.ranked": "Partidas clasificatorias",
    "card.races_won": "Carreras ganadas",
    "card.sets": "Juegos ganados",
    "card.fastest": "Acierto más rápido",
    "card.median": "Acierto mediano",
    "card.solo_best": "Más fichas colocadas",
    "card.perfect": "Partidas perfectas",
    "card.chart": "Últimos resultados ({count})",
    "card.trend": "Puntuación",
    "card.won": "ganada",
    "card.lost": "perdida",
    "card.walkover": "por abandono",
    "card.left_word": "abandonó",
    "card.none": "{name} aún no ha terminado ninguna partida de {variant}.",
    "card.none_any": "{name} aún no ha terminado ninguna partida de Sumoku.",
    "card.others": "También ha jugado: {variants}. Elige con la opción `variant`.",
    "board.title": "Clasificación de {variant} · {scope} · {period} · {by}",
    "board.by_rating": "por puntuación",
    "board.by_wins": "por victorias",
    "board.period_all": "desde siempre",
    "board.period_month": "últimos 30 días",
    "board.period_week": "últimos 7 días",
    "board.row_wins": (
        "{rank}. <@{user}>: {wins} [[wins|victoria|victorias]] en {games} [[games|partida|partidas]], "
        "media {average:.0f}, mejor {best}"
    ),
    "board.row_rating": (
        "{rank}. <@{user}>: puntuación **{rating}**, {wins} "
        "[[wins|victoria|victorias]] en {games} [[games|partida|partidas]]"
    ),
    "board.extra": " ({parts})",
    "board.left": "abandonos: {count}",
    "board.walkovers": "ganadas por abandono: {count}",
    "board.yours": "Tu puesto:",
    "board.unrated": (
        "{variant} no tiene puntuación (cuenta juegos y tiempos): esta clasificación es por victorias."
    ),
    "board.empty": (
        "Aún no hay nadie en esta clasificación. Las partidas cuentan cuando dos o más personas "
        "las juegan hasta el final."
    ),
    "history.title": "Últimas partidas de {name}",
    "history.row": "n.º {game} · {when} · {variant} · {where} · {result}{rating}",
    "history.where_dm": "un mensaje directo",
    "history.where_elsewhere": "otro servidor",
    "history.won": "ganó con {final}",
    "history.place": "{place}.º de {players} con {final}",
    "history.walkover": "ganó por abandono (los demás se fueron)",
    "history.left": "abandonó la partida",
    "history.rating": " · puntuación {change}",
    "history.none": "{name} aún no ha terminado ninguna partida.",
    "history.pick": "Repetir una partida terminada jugada a jugada",
    "history.option": "n.º {game} · {variant} · {when}",
    "replay.title": "Repetición de la partida #{game}: jugada {move} de {moves}",
    "replay.deal": "El reparto: nadie ha jugado todavía.",
    "replay.played": "{player} colocó {tiles} y ganó {score} puntos.",
    "replay.passed": "{player} pasó.",
    "replay.resigned": "{player} abandonó.",
    "replay.timeout": "A {player} se le acabó el tiempo.",
    "replay.first": "Inicio",
    "replay.previous": "Anterior",
    "replay.next": "Siguiente",
    "replay.last": "Final",
    "replay.not_found": "No hay ninguna partida de Sumoku terminada #{game} que repetir.",
    "render.chip_game_over": "FIN DE LA PARTIDA",
    "render.chip_closeup": "DETALLE {first}–{last}",
    "render.alt_game_over": "la partida ha terminado",
    "render.alt_closeup_one": "Un detalle del tablero de Sumoku con {shown} de su {count} ficha{area}",
    "render.alt_closeup": "Un detalle del tablero de Sumoku con {shown} de sus {count} fichas{area}",
    "render.alt_scores": "; puntuaciones: {scores}",
    "render.alt_score": "{player}, {score}",
    "render.alt_last_score_one": " por {count} punto",
    "render.alt_last_score": " por {count} puntos",
    "render.alt_rows": "Fichas por filas: {rows}.",
    "render.alt_rows_near": "Filas más cercanas al turno: {rows}.",
    "render.alt_rows_left_one": " Sin leer: {count} ficha en las filas {rows}.",
    "render.alt_rows_left": " Sin leer: {count} fichas en las filas {rows}.",
    "render.alt_row": "fila {row}, {runs}",
    "render.alt_run": "de {first} a {last}: {tiles}",
    "render.alt_run_one": "{cell}: {tiles}",
    "render.alt_spoken_tile": "{colour} {value}",
    "render.alt_six_nine_tile": "{colour} {value} (6 o 9)",
    "render.colour_red": "rojo",
    "render.colour_orange": "naranja",
    "render.colour_yellow": "amarillo",
    "render.colour_green": "verde",
    "render.colour_blue": "azul",
    "render.colour_purple": "morado",
    "render.rack_legend_six": "6 = 6 o 9: escribe {nine} para colocar {six} como 9",
    "render.legend_last_scored": "{last} (+{score} puntos)",
    "render.labels_moved": (
        "Las etiquetas de las casillas cambiaron con este turno: lee las casillas en este tablero, "
        "no en los anteriores."
    ),
    "bot.restarting": "El bot se está reiniciando; inténtalo de nuevo dentro de un minuto.",
    "about.text": (
        "**Bot de Sumoku {version}**\n"
        "En marcha desde <t:{since}:R>"
        " · partidas en curso: {running}"
        " · salas abiertas: {lobbies} · latencia con Discord: {latency}"
    ),
    "about.latency_unknown": "aún sin medir",
    # ---- Speed y Team Sumoku (issue 12)
    "speed.lobby.title": "Speed Sumoku: una nueva carrera",
    "speed.lobby.title_team": "Team Sumoku: una nueva carrera",
    "speed.lobby.body": "Anfitrión: {host}\nCorredores ({count}/{max}): {players}\n{options}",
    "speed.lobby.options": "Rondas: {rounds} · tiempo por ronda: {limit} · {teams}",
    "speed.lobby.teams": "{teams} equipos, formados al empezar",
    "speed.lobby.alone": "cada uno corre solo",
    "speed.started": "Speed Sumoku: empieza la carrera",
    "speed.need_team_players": (
        "{teams} equipos necesitan al menos {count} corredores: pide a más gente que se una, o añade "
        "corredores del ordenador."
    ),
    "speed.one_team": "Con equipos hacen falta dos o más: usa teams:0 para correr solo, o teams:2 o más.",
    "speed.none": "No hay ninguna carrera Speed en este canal. Abre una con /speed new.",
    "speed.button.cpu": "Añadir corredor del ordenador",
    "speed.button.grid": "Mi cuadrícula",
    "speed.button.guide": "Colocar fichas",
    "speed.button.submit": "Entregar",
    "speed.button.dump": "Descartar",
    "speed.button.last": "Retirar la última",
    "speed.status.title": "Ronda {round} de {rounds} · clave {key}",
    "speed.status.ends": "termina {when}",
    "speed.status.over": "ronda terminada",
    "speed.status.row": (
        "{name}: {placed} colocadas · {held} en la mano · {dumps} descartes · {points} puntos"
    ),
    "speed.status.bag": "Fichas en la bolsa: {count}",
    "speed.status.how": "Construye tu cuadrícula en privado: Mi cuadrícula, Colocar fichas o /speed place.",
    "speed.won": "🏁 ¡{who} gana la ronda {round} con una cuadrícula válida en {time}!",
    "speed.won.team": "{team} (entregó {racer})",
    "speed.won.title": "La cuadrícula ganadora de la ronda {round}",
    "speed.timed_out": "⏱️ Se acabó el tiempo de la ronda {round}: nadie terminó, nadie puntúa.",
    "speed.next_round": "La ronda {round} se reparte {when}.",
    "speed.match.title": "Speed Sumoku: la partida ha terminado",
    "speed.match.row": "{rank}. {name}: {points} puntos · {rounds} rondas ganadas · mejor tiempo {best}",
    "speed.match.nobody": "Nadie terminó una cuadrícula: nadie gana esta partida.",
    "speed.grid.title": "Tu cuadrícula",
    "speed.grid.body": (
        "Ronda {round} de {rounds} · clave **{key}** · {placed} colocadas · {held} en la mano {ends}"
    ),
    "speed.grid.hand_empty": "Tu mano está vacía: pulsa Entregar cuando tu cuadrícula sea válida.",
    "speed.placed": "Colocado.",
    "speed.taken": "Devuelto a tu mano.",
    "speed.moved": "Movido.",
    "speed.dumped": "Descartada: una ficha vuelve a la bolsa y tienes dos nuevas en la mano.",
    "speed.submitted": "Entregada: tu cuadrícula es válida y usa todas las fichas. ¡Ganas la ronda!",
    "speed.invalid": "Tu cuadrícula aún no es válida, así que no se entregó nada:\n{reasons}",
    "speed.dump.pick": "Elige la ficha que devuelves; robas dos.",
    "speed.dump.placeholder": "La ficha que devuelves",
    "speed.dump.empty": "Tu mano está vacía: no hay nada que colocar ni descartar.",
    "speed.guide.none": "Esas fichas no caben junto a tu cuadrícula. Elige otras.",
    "speed.guide.preview": "{tiles}: {count} [[count|sitio|sitios]]. Elige uno para verlo y pulsa Confirmar.",
    "speed.guide.option": "{mark} desde {cell} {direction}",
    "speed.guide.across": "en horizontal",
    "speed.guide.down": "en vertical",
    "card.rounds_won": "Rondas ganadas",
    "card.best_time": "Mejor tiempo",
    "speed.advice.dump": (
        "💡 Estas fichas nunca formarán juntas una cuadrícula válida: descarta una "
        "(/speed dump o el botón Descartar)."
    ),
    "speed.match.title_team": "Team Sumoku: la partida ha terminado",
    "speed.guide.as_nine": "{n}: {tile} (el 6 colocado como 9)",
    "speed.guide.twice": "Elige cada ficha una vez: como 6 o como 9, no las dos.",
    "speed.cancel_started": (
        "Esta carrera ya empezó con otros jugadores, así que su anfitrión no puede cancelarla: termina "
        "cuando se juegan sus rondas. Un administrador del servidor sí puede cancelarla."
    ),
    # Solo Sumoku and the daily puzzle (cogs/solo)
    "solo.none": (
        "No tienes ninguna partida de Solo en curso. Empieza una con `/solo start`, o juega el reto de hoy "
        "con `/solo daily`."
    ),
    "solo.busy": (
        "Ya tienes una partida de Solo en curso: mírala con `/solo grid`, o termínala con `/solo quit`."
    ),
    "solo.daily_done": (
        "Ya jugaste el reto diario del {day}: un intento al día. Llega uno nuevo a medianoche UTC; "
        "mientras tanto, `/solo start` reparte una partida libre."
    ),
    "solo.not_yours": "Esa partida de Solo es de otra persona.",
    "solo.not_over": "Esa partida de Solo aún no ha terminado.",
    "solo.today_guild": "`/solo today` muestra la tabla de un servidor: úsalo en un servidor.",
    "solo.started": (
        "**Solo Sumoku**: coloca las 16 fichas como una cuadrícula válida y luego `/solo submit`; en cada "
        "etapa se suman 10 más. Coloca fichas con `/solo place` o el botón Colocar; `/solo take` y "
        "`/solo move` cambian las fichas de esta etapa. ¿Atascado? `/solo stuck`."
    ),
    "solo.daily": (
        "**Reto diario del {day}**: hoy todos reciben estas fichas y esta clave, y lo juegan una vez."
    ),
    "solo.header": "Etapa {stage} · clave {key} · {score} [[score|ficha fija|fichas fijas]] · quedan {bag}",
    "solo.hand": "Por colocar: {tiles}",
    "solo.hand_done": (
        "Todas las fichas de esta etapa están en la cuadrícula: `/solo submit` cuando sea válida."
    ),
    "solo.accepted": (
        "Etapa {stage} aceptada: {score} fichas colocadas. Recibes tus {count} fichas siguientes."
    ),
    "solo.refused": "Etapa no aceptada, no se guardó nada. Corrige esto y envía de nuevo:\n{problems}",
    "solo.stuck.can": (
        "Esta etapa se puede terminar: hay una forma de colocar las {count} fichas. ¡Sigue buscando!"
    ),
    "solo.stuck.cannot": (
        "Esta etapa no se puede terminar: no existe forma de colocar todas sus fichas. Puedes rendirte "
        "(final por atasco): tu puntuación queda en {score} [[score|ficha|fichas]]."
    ),
    "solo.stuck.unknown": (
        "No pude saber a tiempo si esta etapa se puede terminar. Sigue intentándolo, o ríndete (final por "
        "atasco) con {score} [[score|ficha|fichas]]."
    ),
    "solo.end.perfect": "**¡Perfecto!** Las 96 fichas colocadas en {time}.",
    "solo.end.quit": (
        "**Fin de la partida** (abandonaste): {score} [[score|ficha colocada|fichas colocadas]] en {stages} "
        "[[stages|etapa completada|etapas completadas]], {time}."
    ),
    "solo.end.stuck": (
        "**Fin de la partida** (atasco): {score} [[score|ficha colocada|fichas colocadas]] en {stages} "
        "[[stages|etapa completada|etapas completadas]], {time}."
    ),
    "solo.end.daily": "Reto diario del {day} hecho · racha: {streak} [[streak|día|días]].",
    "solo.end.share": "Pulsa Compartir para contar al canal cómo te fue (no se muestra ninguna ficha).",
    "solo.share": (
        "**{name}** jugó a Solo Sumoku: {score}/96 fichas colocadas, {stages} "
        "[[stages|etapa completada|etapas completadas]], en {time}."
    ),
    "solo.share.perfect": "**{name}** jugó una partida perfecta de Solo Sumoku: ¡las 96 fichas en {time}!",
    "solo.share.daily": "Reto diario del {day} · racha: {streak} [[streak|día|días]].",
    "solo.today.title": "**Reto diario del {day}**: jugadores de este servidor",
    "solo.today.row": "{rank}. <@{user}>: {tiles} [[tiles|ficha|fichas]] en {time}",
    "solo.today.row_perfect": "{rank}. <@{user}>: las 96 fichas en {time} (perfecto)",
    "solo.today.empty": "Aquí nadie ha terminado aún el reto de hoy: juégalo con `/solo daily`.",
    "solo.guide.pick": "Elige las fichas que vas a colocar (en orden de lectura) y después un sitio.",
    "solo.guide.spots": (
        "{count} [[count|sitio|sitios]] para {tiles}. Elige uno para verlo y luego Confirmar."
    ),
    "solo.guide.none": "Esas fichas no tocan la cuadrícula en ningún sitio. Elige otras.",
    "solo.guide.option": "Desde {cell}, {direction}",
    "solo.guide.option_legal": "Desde {cell}, {direction}: líneas válidas",
    "solo.guide.nothing": "No te queda ninguna ficha por colocar: envía la etapa con `/solo submit`.",
    "solo.guide.across": "en horizontal",
    "solo.guide.down": "en vertical",
    "solo.guide.preview": "Vista previa: {tiles} desde {cell}, {direction}. Confirma para colocarlas.",
    "solo.guide.placed": "Colocadas.",
    "solo.picture.stage": "Etapa {stage}",
    "solo.picture.to_place": "{count} por colocar",
    "solo.picture.new": "Las fichas de esta etapa están rodeadas.",
    "solo.picture.preview": "Propuesta: {tiles}.",
    "solo.picture.legend": "esta etapa",
    "button.solo_place": "Colocar",
    "button.solo_submit": "Enviar",
    "button.solo_share": "Compartir",
    "button.solo_give_up": "Rendirse (atasco)",
    "card.solo_daily": "Retos diarios",
    "card.solo_streak": "Racha diaria",
    "board.solo_title": "Clasificación de Solo Sumoku · {scope} · más fichas colocadas",
    "board.solo_empty": "Aquí nadie ha terminado aún una partida de Solo: `/solo start` reparte una.",
    "board.row_solo": (
        "{rank}. <@{user}>: récord {best} [[best|ficha|fichas]], {perfect} perfectas, "
        "{games} [[games|partida|partidas]]"
    ),
}

FR: dict[str, str] = {
    # generic
    "engine": "{message}",
    "error.unexpected": "Désolé, un problème est survenu de mon côté. La partie est intacte ; réessayez.",
    "error.conflict": (
        "Quelqu'un a agi sur cette partie au même moment. Regardez le dernier plateau et réessayez."
    ),
    "error.cooldown": "Doucement : réessayez dans {seconds:.0f} s.",
    "error.no_permission": ("Il vous faut la permission Gérer le serveur pour faire cela."),
    "error.guild_only": (
        "Les parties de Sumoku se jouent dans les salons d'un serveur ; utilisez cette commande sur "
        "un serveur."
    ),
    "error.owner_only": "Seul le propriétaire du bot peut faire cela.",
    # lobby
    "lobby.title": "Sumoku : une nouvelle partie",
    "lobby.body": (
        "{host} lance une partie de Sumoku.\nJoueurs ({count}/{max}) : {players}\n"
        "Options : {options}\nAppuyez sur **Join** pour prendre place ; l'hôte appuie sur **Start** "
        "quand tout le monde est prêt."
    ),
    "lobby.options": "limite par tour : {limit}, mains : {racks}, indices : {hints}",
    "lobby.no_limit": "aucune",
    "lobby.minutes": "{minutes} min",
    "lobby.racks_open": "visibles",
    "lobby.racks_private": "cachées",
    "lobby.on": "oui",
    "lobby.off": "non",
    "lobby.joined": "Vous avez rejoint la partie. Attendez que l'hôte appuie sur Start.",
    "lobby.left": "Vous avez quitté la partie.",
    "lobby.already_in": "Vous êtes déjà dans cette partie.",
    "lobby.not_in": "Vous n'avez pas rejoint cette partie.",
    "lobby.full": "La partie est complète ({max} joueurs).",
    "lobby.host_cannot_leave": "L'hôte ne peut pas partir ; appuyez sur Cancel pour annuler la partie.",
    "lobby.need_players": (
        "Une partie demande au moins 2 joueurs : demandez à quelqu'un d'appuyer sur Join, ou ajoutez "
        "un joueur ordinateur (Add computer player)."
    ),
    "lobby.only_host": "Seul l'hôte ({host}) ou quelqu'un ayant la permission Gérer le serveur peut "
    "faire cela.",
    "lobby.cancelled": "Cette partie a été annulée par {user}.",
    "lobby.expired": "Cette partie a expiré avant de commencer. Lancez-en une nouvelle avec /sumoku new.",
    "lobby.computer_added": "{name} ({level}) a rejoint la partie.",
    "lobby.not_lobby": "Cette partie a déjà commencé ou est terminée.",
    "lobby.busy": (
        "Il y a déjà une partie de Sumoku dans ce salon : {link}. Terminez-la ou annulez-la d'abord "
        "avec /sumoku cancel."
    ),
    # start
    "start.title": "Sumoku : la partie commence",
    "start.body": (
        "Totaux des mains de départ : {totals}.\n{roller} avait le plus petit total et a lancé le dé : "
        "la **clé est {key}**. Chaque ligne doit faire un multiple de {key}.\n{roller} joue en premier."
    ),
    # turns
    "turn.played": "{player} a posé {tiles} pour **{score}** points{lines}.",
    "turn.lines": " ({lines})",
    "turn.bonus": "Une ligne de six ! {player} rejoue tout de suite (tour supplémentaire).",
    "turn.bonus_lapsed": (
        "Une ligne de six, mais {player} n'a plus de tuile pour jouer son tour supplémentaire."
    ),
    "turn.drew": "{player} a pioché {count} [[count|tuile|tuiles]].",
    "turn.next": "{mention}, c'est votre tour. Utilisez /rack pour voir vos tuiles et jouer.",
    "turn.next_computer": "Suivant : **{name}** (ordinateur) joue son tour.",
    "pass.chosen": "{player} a passé son tour.",
    "pass.no_move": "{player} n'a aucun coup légal et passe automatiquement.",
    "pass.empty_rack": "{player} n'a plus de tuiles et passe automatiquement.",
    "pass.timeout": "{player} n'a plus de temps et passe.",
    "pass.bonus": "{player} a renoncé à son tour supplémentaire.",
    "left.resigned": "{player} a abandonné.",
    "left.dropped": "{player} a manqué trois tours de suite et a été retiré de la partie.",
    "end.title": "Partie terminée",
    "end.row": "{rank}. {player} : {score} − {penalty} = **{final}**{tag}",
    "end.winner": " 🏆",
    "end.left": " (a quitté la partie)",
    "end.winners": "Vainqueur : {names} !",
    "end.tie": "Victoire partagée : {names} !",
    "end.no_winner": "Pas de vainqueur.",
    "reminder": (
        "{mention}, la moitié du temps de votre tour est écoulée (il reste {remaining}). "
        "Utilisez /rack pour jouer, ou /pass."
    ),
    # refusals
    "game.none": "Aucune partie de Sumoku dans ce salon. Lancez-en une avec /sumoku new.",
    "game.not_running": "La partie de ce salon n'a pas encore commencé.",
    "game.not_player": "Vous ne jouez pas dans cette partie.",
    "game.not_your_turn": "C'est au tour de {player}, pas au vôtre.",
    "game.finished": "Cette partie est terminée.",
    "game.stale": "Le plateau a changé depuis cet affichage. Rouvrez /rack pour avoir des choix à jour.",
    "game.hints_off": "Les indices sont désactivés dans cette partie.",
    "game.no_hint": "Vous n'avez aucun coup légal : /pass est votre seule option.",
    "game.cancelled": "La partie a été annulée par {user}.",
    "game.racks_open_note": "(Dans cette partie, les mains sont visibles.)",
    # rack and board
    "rack.title": "Votre main",
    "rack.body": "Votre main : {tiles}\nScore : {score}. {turn}",
    "rack.your_turn": "C'est votre tour.",
    "rack.waiting": "C'est au tour de {player}.",
    "rack.open": "Mains : {racks}",
    "board.header": "Clé {key} · {bag} tuiles dans le sac · {turn}",
    "board.to_play": "au tour de {player}",
    "board.over": "partie terminée",
    "board.reposted": "Revoici le plateau.",
    "hint.title": "Les meilleurs coups pour votre main",
    "hint.row": "{rank}. {move} — {score} points{bonus}",
    "hint.bonus": " + tour supplémentaire",
    # guided placement
    "guide.pick_tiles": "Choisissez les tuiles à poser (1 à 6), puis l'endroit.",
    "guide.no_positions": (
        "Ces tuiles ne peuvent être posées légalement nulle part. Choisissez-en d'autres."
    ),
    "guide.positions": (
        "{count} [[count|position légale|positions légales]] pour {tiles}. Choisissez-en une pour la voir, "
        "puis appuyez sur Confirmer."
    ),
    "guide.preview": "Aperçu : {move} pour {score} points{bonus}. Appuyez sur Confirmer pour le jouer.",
    "guide.confirmed": "Coup joué.",
    # boutons et menus
    "button.join": "Rejoindre",
    "button.leave": "Quitter",
    "button.cpu": "Ajouter un joueur ordinateur",
    "button.start": "Commencer",
    "button.cancel": "Annuler",
    "button.rack": "Voir ma main",
    "button.guide": "Poser",
    "button.hint": "Indice",
    "button.pass": "Passer",
    "button.board": "Plateau entier",
    "button.confirm": "Confirmer",
    "guide.tiles_placeholder": "Choisissez les tuiles à poser",
    "guide.where_placeholder": "Choisissez l'endroit",
    "guide.option": "{move} — {score} pts{bonus}",
    "guide.option_bonus": " + tour supplémentaire",
    "colour.R": "Rouge",
    "colour.O": "Orange",
    "colour.Y": "Jaune",
    "colour.G": "Vert",
    "colour.B": "Bleu",
    "colour.P": "Violet",
    "level.easy": "facile",
    "level.normal": "normal",
    "level.hard": "difficile",
    "time.seconds": "{seconds} s",
    "turn.illegal": "Ce coup n'est pas légal : {message}",
    # status
    "status.body": (
        "Clé {key}. {bag} tuiles dans le sac. Tour {turn} : au tour de {player}.\nScores : {scores}"
    ),
    "status.lobby": "Une partie est en préparation, organisée par {host} : {players}.",
    # settings
    "settings.saved": ("Enregistré. Style du plateau : {style} ; limite par tour par défaut : {limit}."),
    "settings.text": "texte",
    "settings.picture": "image",
    # a user's own preferences (/sumoku prefs)
    "prefs.title": "**Vos préférences Sumoku**",
    "prefs.saved": "Enregistré.",
    "prefs.display": "Affichage de ce que vous ouvrez en privé (/rack, /board private:true, /hint) : "
    "**{value}**",
    "prefs.language": "Langue de mes réponses pour vous : **{value}**",
    "prefs.picture": "images",
    "prefs.text": "texte",
    "prefs.display_server": "réglage du serveur (actuellement {value})",
    "prefs.language_server": "réglage du serveur : la langue de votre Discord (actuellement {value})",
    "prefs.public": "Les messages publics (le plateau après chaque tour, les tuiles de Spot) suivent le "
    "réglage du serveur pour tout le monde : {value}.",
    "prefs.how": "Modifiez-les avec `/sumoku prefs display:… language:…` ; choisissez « server default » "
    "pour suivre à nouveau le serveur.",
    "prefs.unknown": "Choisissez l'une des valeurs proposées : display picture, text ou server default ; "
    "language English, Español, Français ou server default.",
    # help
    "help.body": (
        "**Sumoku** : posez des tuiles numérotées comme dans des mots croisés, de sorte que chaque ligne "
        "fasse un multiple de la clé.\n"
        "**Partie** : `/sumoku new` ouvre une partie (puis boutons Rejoindre / Commencer, ou `/sumoku join`, "
        "`/sumoku leave`, `/sumoku start`) · `/place tiles:R5 B9 at:AB27 direction:across` joue · `/rack` "
        "vos tuiles (avec un bouton Poser guidé) · `/board` (`private:true` pour vous seul) · `/pass` · "
        "`/hint` · `/sumoku status` · `/sumoku resign` · `/sumoku cancel` (hôte ou Gérer le serveur)\n"
        "**Spot Sumoku** : `/spot start` une course pour choisir 4 tuiles · `/spot show` les tuiles à "
        "nouveau · `/spot stop`\n"
        "**Speed / Team Sumoku** : `/speed new` salon d'une course · `/speed place` · `/speed take` · "
        "`/speed move` · `/speed grid` (votre grille, en privé) · `/speed dump` · `/speed submit`\n"
        "**Solo Sumoku** : `/solo start` · `/solo daily` (le défi du jour, le même pour tous) · "
        "`/solo place` · `/solo take` · `/solo move` · `/solo grid` · `/solo submit` · `/solo stuck` · "
        "`/solo quit` · `/solo today`\n"
        "**Tout le monde** : `/stats` · `/leaderboard` · `/sumoku history` · `/sumoku about` · `/rules` · "
        "`/forget-me` · `/sumoku prefs` : du "
        "texte au lieu d'images dans ce que vous voyez en privé, et votre langue · gestion du serveur : "
        "`/sumoku settings`\n"
        "Tuiles : lettre de la couleur en anglais + nombre (R rouge, O orange, Y jaune, G vert, B bleu, "
        "P violet). Un 6 peut se jouer comme un 9 : écrivez B9. "
        "Cases : lettre de colonne + numéro de ligne, tels qu'affichés sur le plateau ; ils ne changent "
        "pas de toute la partie."
    ),
    "rules.main": (
        "**Sumoku** (2 à 8 joueurs). Chacun pioche 8 tuiles ; le plus petit total lance le dé (3, 4 ou 5) : "
        "c'est la **clé** de toute la partie. Les tuiles se posent comme dans des mots croisés : chaque "
        "ligne (2 à 6 tuiles dans une rangée ou une colonne) doit faire un multiple de la clé et ne jamais "
        "contenir deux fois la même couleur. À votre tour, posez 1 à 6 tuiles dans une même rangée ou "
        "colonne, en touchant celles de la table ; vous marquez la somme de chaque ligne formée ou "
        "prolongée. Une ligne de six donne un tour supplémentaire. Complétez votre main à 8 après votre "
        "tour. La partie s'arrête après un tour complet où tout le monde passe ; les tuiles restées dans "
        "votre main comptent contre vous. Un 6 peut se jouer comme un 9."
    ),
    "rules.speed": (
        "**Speed Sumoku** : une clé par manche ; chacun reçoit 10 tuiles et construit sa propre grille, en "
        "privé et en même temps. Les tuiles se posent n'importe où, se reprennent et se déplacent. Le "
        "premier "
        "à rendre une grille valide (toutes les tuiles reliées, chaque ligne multiple de la clé sans couleur "
        "répétée) avec toutes ses tuiles gagne la manche. Bloqué ? Remettez une tuile au sac et piochez-en "
        "deux."
    ),
    "rules.team": (
        "**Team Sumoku** : comme Speed, mais chaque équipe construit une seule grille avec 10 tuiles par "
        "membre ; tout membre y pose ou reprend des tuiles. La première équipe à rendre une grille valide "
        "avec toutes ses tuiles gagne la manche."
    ),
    "rules.solo": (
        "**Solo Sumoku** : posez 16 tuiles en une grille valide ; puis chaque étape donne 10 tuiles de plus "
        "(moins à la fin) qui doivent toutes rejoindre la grille, sans déplacer celles des étapes "
        "précédentes. "
        "Posez les 96 pour une partie parfaite ; votre score est le nombre de tuiles des étapes terminées."
    ),
    "rules.spot": (
        "**Spot Sumoku** : dix tuiles sont affichées. Soyez le premier à choisir quatre tuiles de couleurs "
        "différentes dont la somme est un multiple de la clé (un 6 peut compter pour 9). Une annonce fausse "
        "vous exclut jusqu'à la série suivante. Celui qui gagne le plus de tuiles l'emporte."
    ),
    # stats
    "leaderboard.scope_server": "ce serveur",
    "leaderboard.scope_global": "partout",
    "forget.confirm": (
        "Cela supprime vos statistiques et anonymise définitivement vos parties passées. "
        "Relancez la commande avec confirm:True."
    ),
    "forget.done": (
        "C'est fait : vos données sont supprimées ou anonymisées ({rows} enregistrements). "
        "Vous avez abandonné {running} [[running|partie|parties]] en cours ; elles seront "
        "anonymisées à leur fin."
    ),
    "sync.done": "{count} [[count|commande synchronisée|commandes synchronisées]] : {scope}.",
    # spot
    "spot.started": (
        "{user} a lancé une course de **Spot Sumoku**. La clé est **{key}** pour toute la partie : {rule}"
    ),
    "spot.rule_distinct": (
        "repérez quatre tuiles de quatre couleurs différentes dont la somme est un multiple de {key}."
    ),
    "spot.rule_any": (
        "repérez quatre tuiles (les couleurs peuvent se répéter) dont la somme est un multiple de {key}."
    ),
    "spot.header": "**Spot Sumoku** · manche {round}{of} · clé **{key}** · {bag} tuiles dans le sac",
    "spot.of_rounds": " sur {rounds}",
    "spot.instructions": "Choisissez 4 tuiles dans le menu{chat} : {rule} Un 6 peut compter pour 9. "
    "La première annonce correcte les remporte.",
    "spot.chat_hint": " ou tapez leurs lettres, comme `A D F J`",
    "spot.picture_title": "Spot Sumoku · manche {round}",
    "spot.pick": "Choisissez les 4 tuiles repérées",
    "spot.option": "{colour} {value} ({tile})",
    "spot.option_six": "{colour} 6, ou 9 ({tile})",
    "spot.won": "🎉 {player} a repéré **{letters}** : {tiles} = {total}, en **{seconds} s** ! "
    "(manche {round})",
    "spot.no_claim_added": (
        "Il ne restait aucune annonce correcte parmi ces tuiles, des tuiles ont donc été ajoutées : {tiles}."
    ),
    "spot.no_claim_redeal": "Aucune annonce correcte parmi les {count} tuiles affichées : elles sont "
    "retournées au fond du sac et dix nouvelles tuiles ont été distribuées.",
    "spot.no_claim_empty": (
        "Il ne reste aucune annonce correcte parmi les tuiles affichées, et le sac ne peut plus aider."
    ),
    "spot.wrong": "❌ **{letters}** n'est pas une annonce correcte : {why} Vous êtes exclu jusqu'à la "
    "prochaine série.",
    "spot.wrong.sum": "{tiles} font {sum} = {total}, pas un multiple de {key} "
    "(même en comptant un 6 comme 9).",
    "spot.wrong.colour": "{tiles} ne sont pas de quatre couleurs différentes.",
    "spot.reposted": "Revoici les tuiles.",
    "spot.stopped": "{user} a arrêté la course.",
    "spot.end.title": "**Spot Sumoku : partie terminée**",
    "spot.end.rounds": "[[rounds|La seule manche a été jouée|Les {rounds} manches ont été jouées]].",
    "spot.end.no_claim": (
        "Il ne reste aucune annonce correcte et le sac ne peut plus aider : la course est terminée."
    ),
    "spot.end.stopped": "La course a été arrêtée.",
    "spot.end.idle": "⏰ Ni annonce correcte ni nouvelles tuiles depuis {minutes} min : la course est "
    "terminée faute d'activité.",
    "spot.end.row": (
        "{rank}. {player} : **{tiles}** [[tiles|tuile|tuiles]] ({sets} [[sets|annonce|annonces]]), "
        "la plus rapide en {fastest} s{tag}"
    ),
    "spot.end.row_none": "{rank}. {player} : aucune tuile",
    "spot.end.winner": " 🏆",
    "spot.end.nobody": "Personne n'a fait d'annonce.",
    "spot.end.winners": "Vainqueur : {names} !",
    "spot.end.tie": "Victoire partagée : {names} !",
    "spot.none": "Aucune course de Spot dans ce salon. Lancez-en une avec /spot start.",
    "spot.busy": (
        "Il y a déjà une course de Spot dans ce salon : {link}. Jouez-la ou arrêtez-la d'abord "
        "avec /spot stop."
    ),
    "spot.only_starter": "Seule la personne qui a lancé cette course ({owner}) ou quelqu'un ayant la "
    "permission Gérer le serveur peut l'arrêter.",
    "spot.err.finished": "Cette course de Spot est terminée. Lancez-en une nouvelle avec /spot start.",
    "spot.err.stale": (
        "Trop tard : quelqu'un a été plus rapide sur cette série. Regardez les nouvelles tuiles et réessayez."
    ),
    "spot.err.last_set": (
        "Trop tard : quelqu'un a été plus rapide sur la dernière série, et la course est terminée."
    ),
    "spot.err.locked_out": "Vous avez fait une annonce fausse sur cette série : vous êtes exclu jusqu'à la "
    "suivante.",
    "spot.err.size": "Choisissez exactement quatre tuiles, comme A D F J.",
    "spot.err.repeated": "Indiquez quatre tuiles différentes : une lettre apparaît deux fois.",
    "spot.err.empty_slot": "Une de ces lettres ne correspond à aucune tuile sur la table : utilisez les "
    "lettres affichées sur les tuiles.",
    "spot.err.letters": "Utilisez les lettres des tuiles, de A à L, comme A D F J.",
    # the engine's refusals, by code
    "reason.empty": "Posez au moins une tuile.",
    "reason.not_in_rack": "Vous n'avez pas la tuile {tile} dans votre main.",
    "reason.not_in_rack.another": "Vous n'avez pas d'autre tuile {tile} dans votre main.",
    "reason.not_in_rack.nine": (
        "Vous n'avez pas {typed} (un 9 est une tuile 6 posée comme 9) : votre main n'a pas de tuile {tile}."
    ),
    "reason.not_in_rack.nine_another": (
        "Vous n'avez pas d'autre {typed} (un 9 est une tuile 6 posée comme 9) : votre main n'a pas "
        "d'autre tuile {tile}."
    ),
    "reason.occupied": "{cell} contient déjà la tuile {tile} ; choisissez une case vide.",
    "reason.occupied.twice": "{tile} et {other} sont posées sur la même case, {cell}.",
    "reason.not_straight": "{tile_a} en {cell_a} et {tile_b} en {cell_b} ne sont ni dans la même rangée ni "
    "dans la même colonne : toutes les tuiles d'un tour doivent aller dans une seule rangée ou colonne.",
    "reason.gap": "Il y a un trou en {cell} : les nouvelles tuiles et celles qui se trouvent entre elles "
    "doivent former une ligne continue.",
    "reason.first_too_short": "{tile} seule ne forme pas une ligne : le premier tour doit poser une ligne "
    "de 2 à 6 tuiles.",
    "reason.not_connected": "{tiles} à partir de {cell} ne touchent rien : au moins une nouvelle tuile "
    "doit toucher une tuile déjà sur la table.",
    "reason.not_connected.one": "{tiles} en {cell} ne touche rien : au moins une nouvelle tuile doit "
    "toucher une tuile déjà sur la table.",
    "reason.not_connected.lone": "La tuile doit toucher une tuile déjà sur la table.",
    "reason.too_long": "{line} ferait {length} tuiles ; une ligne en compte au plus {max}.",
    "reason.colour": "{line} contiendrait plusieurs tuiles de même couleur ({colours}) ; une couleur ne "
    "peut apparaître qu'une fois par ligne.",
    "reason.sum": "{line} ferait {values} = {total}, qui n'est pas un multiple de la clé {key}.",
    "reason.line.row": "la rangée {first}–{last}",
    "reason.line.column": "la colonne {first}–{last}",
    "reason.repeat.2": "{colour} × 2",
    "reason.repeat": "{colour} × {count}",
    "reason.and": " et ",
    "notation.bad_tile": "{text} n'est pas une tuile : écrivez la lettre d'une couleur (R O Y G B P) et "
    "un nombre, comme R5.",
    "notation.bad_value": "{text} : les tuiles vont de 1 à 8 (et 9 pour un 6 posé comme un 9).",
    "notation.no_tiles": "Indiquez au moins une tuile, comme R5 ou R5 B9 G1.",
    "notation.too_many": "Un tour pose au plus {max} tuiles ; vous en avez indiqué {count}.",
    "notation.bad_cell": "{text} n'est pas une case : écrivez la lettre de sa colonne et le numéro de sa "
    "rangée tels qu'ils figurent sur le plateau, comme F7.",
    "notation.bad_cell.row": "{text} : les rangées sont numérotées à partir de 1.",
    "notation.bad_direction": "{text} n'est pas une direction : utilisez across (horizontal) ou down "
    "(vertical).",
    "notation.no_cell": "Indiquez avec at: où va la première tuile, comme at:F7 (tel qu'affiché sur le "
    "plateau).",
    "notation.no_direction": "Avec deux tuiles ou plus, indiquez direction:across ou direction:down.",
    "notation.occupied_start": "{cell} contient déjà la tuile {tile} ; at: désigne la case de la première "
    "nouvelle tuile.",
    "game.not_in_game": "Vous ne jouez pas dans cette partie.",
    "game.seats": "Une partie se joue de {min} à {max} joueurs.",
    "game.seats.repeated": "Chaque joueur ne peut occuper qu'une place.",
    # mots des images, textes alternatifs et formes texte
    "render.chip_key": "CLÉ {key}",
    "render.chip_key_unknown": "CLÉ ?",
    "render.chip_bag": "SAC {count}",
    "render.chip_tiles_one": "{count} TUILE",
    "render.chip_tiles": "{count} TUILES",
    "render.chip_total": "TOTAL {total}",
    "render.chip_winners": "★ {count} GAGNANTS",
    "render.board_empty_title": "La table est vide.",
    "render.board_empty_hint": "Premier tour : posez une ligne de 2 à 6 tuiles.",
    "render.grid_empty_title": "Pas encore de tuiles.",
    "render.grid_empty_hint": "Posez vos tuiles où vous voulez pour former une grille.",
    "render.rack_empty": "La main est vide.",
    "render.tableau_empty": "Aucune tuile sur la table.",
    "render.end_title": "Partie terminée",
    "render.end_player": "Joueur",
    "render.end_score": "Points",
    "render.end_rack": "Main",
    "render.end_final": "Total",
    "render.left": " (a quitté)",
    "render.alt_titled": "{title} : {text}",
    "render.alt_key": "clé {key}",
    "render.key_unknown": "clé pas encore tirée au dé",
    "render.alt_bag_one": "{count} tuile dans le sac",
    "render.alt_bag": "{count} tuiles dans le sac",
    "render.alt_to_play": "au tour de {player}",
    "render.alt_board_empty": "Un plateau de Sumoku vide (premier tour : une ligne de 2 à 6 tuiles)",
    "render.alt_board_one": "Le plateau de Sumoku avec {count} tuile{area}",
    "render.alt_board": "Le plateau de Sumoku avec {count} tuiles{area}",
    "render.alt_area": " dans les colonnes {first_col}–{last_col} et les rangées {first_row}–{last_row}",
    "render.alt_board_facts": "{head} ; {facts}",
    "render.alt_last_turn": " ; le dernier tour (entouré) a posé {tiles}",
    "render.alt_proposed": " ; le tour proposé, {tiles}, est dessiné en contour",
    "render.alt_tile_at": "{tile} en {cell}",
    "render.alt_grid_empty": "une grille de Sumoku vide ; clé {key}.",
    "render.alt_grid_one": "une grille de Sumoku de {count} tuile{area} ; clé {key}.",
    "render.alt_grid": "une grille de Sumoku de {count} tuiles{area} ; clé {key}.",
    "render.alt_rack_empty": "une main de Sumoku vide.",
    "render.alt_rack_one": "une main de Sumoku de {count} tuile : {tiles} ; total {total}.",
    "render.alt_rack": "une main de Sumoku de {count} tuiles : {tiles} ; total {total}.",
    "render.alt_tableau": (
        "les tuiles de Spot Sumoku, clé {key} : choisissez 4 tuiles de couleurs différentes dont "
        "la somme est un multiple de {key}. Tuiles : {tiles}."
    ),
    "render.alt_empty_slot": "vide",
    "render.alt_end_card": (
        "Partie terminée : scores finaux d'une partie de Sumoku avec la clé {key}{won}. {scores}."
    ),
    "render.alt_won_by": ", gagnée par {names}",
    "render.alt_and": " et ",
    "render.alt_end_row": "{rank}. {player}{left}, {final} ({score} marqués, moins {penalty} restés en main)",
    "render.alt_rows_sep": " ; ",
    "render.text_key": "clé **{key}**",
    "render.text_bag": "{count} dans le sac",
    "render.text_to_play": "▶ au tour de {player}",
    "render.text_board_empty": "La table est vide. Premier tour : posez une ligne de 2 à 6 tuiles.",
    "render.text_grid_empty": (
        "Pas encore de tuiles : posez vos tuiles où vous voulez pour former une grille."
    ),
    "render.text_tiles_one": "{count} tuile",
    "render.text_tiles": "{count} tuiles",
    "render.legend_last": "dernier tour",
    "render.legend_proposed": "proposé",
    "render.crop_board": (
        "Colonnes {first_col}–{last_col} et rangées {first_row}–{last_row} affichées, {around} : "
        "le plateau (colonnes {all_first_col}–{all_last_col}, rangées "
        "{all_first_row}–{all_last_row}) ne tient pas dans un message. Avec `/sumoku prefs "
        "display:picture` puis `/board private:true`, vous le voyez en entier."
    ),
    "render.crop_grid": (
        "Colonnes {first_col}–{last_col} et rangées {first_row}–{last_row} affichées, {around} : "
        "la grille (colonnes {all_first_col}–{all_last_col}, rangées "
        "{all_first_row}–{all_last_row}) ne tient pas dans un message. Avec `/sumoku prefs "
        "display:picture`, vous la voyez en entier en image."
    ),
    "render.around_proposed": "autour du tour proposé",
    "render.around_last": "autour du dernier tour",
    "render.around_centre": "autour du centre",
    "render.rack_text_empty": "Votre main est vide.",
    "render.rack_summary_one": "{count} tuile, total {total}",
    "render.rack_summary": "{count} tuiles, total {total}",
    "render.rack_six_nine": " · un 6 peut être posé comme un 9",
    "render.tableau_rule": "Clé **{key}** : choisissez 4 tuiles dont la somme est un multiple de {key}.",
    "render.end_text_title": "**Partie terminée** · clé **{key}**",
    "render.end_winner": "\\* Vainqueur : {names}",
    "render.end_winners": "\\* Vainqueurs : {names}",
    "render.end_no_winner": "Pas de vainqueur.",
    # one path for every action (issue 11)
    "error.busy": (
        "La base de données de la partie est occupée (un autre programme la tient). Rien n'a changé : "
        "réessayez dans un instant."
    ),
    "game.over": "Cette partie est terminée : ses boutons ne font plus rien.",
    "game.cancel_started": (
        "Cette partie a commencé avec d'autres joueurs : son hôte ne peut plus l'annuler. Utilisez "
        "/sumoku resign pour la quitter (c'est une défaite), ou demandez à un gestionnaire du serveur."
    ),
    "channel.busy": (
        "Ce salon a déjà une partie de {kind} en cours : {link}. Une partie partagée par salon : "
        "terminez-la d'abord, ou jouez dans un autre salon."
    ),
    "delivery.cannot_post": (
        "Je ne peux pas publier dans {channel} (il manque une permission : Voir le salon, Envoyer des "
        "messages ou Joindre des fichiers). Votre partie y est enregistrée ; donnez-moi ces permissions, "
        "ou utilisez /board pour la voir."
    ),
    # free-form grids, Speed/Team and Solo races (engine refusals: game.<detail>)
    "game.grid.off_grid": "{cell} est hors de la grille, qui va de {first} à {last}.",
    "game.grid.occupied": "{cell} est déjà occupée (par {tile}).",
    "game.grid.occupied.layout": "Deux tuiles de la disposition sont sur la même case.",
    "game.grid.not_held": ("Vous n'avez pas {tile}."),
    "game.grid.not_held.another": ("Vous n'avez pas d'autre {tile}."),
    "game.grid.no_tile": ("Il n'y a pas de tuile en {cell}."),
    "game.grid.fixed": ("{tile} en {cell} a été posée lors d'une étape précédente : elle reste en place."),
    "game.grid.nothing_to_take": ("Vous n'avez aucune tuile à reprendre."),
    "game.grid.same_cell": "La tuile est déjà en {cell}.",
    "game.grid.no_tiles": "Indiquez au moins une tuile à poser.",
    "game.grid.no_cells": "Indiquez au moins une case où reprendre une tuile.",
    "game.grid.empty": ("La grille n'a encore aucune tuile."),
    "game.grid.cut_off": (
        "{tiles} en {cells} sont séparées du reste : toutes les tuiles doivent former un seul groupe relié."
    ),
    "game.grid.cut_off.one": (
        "{tiles} en {cells} est séparée du reste : toutes les tuiles doivent former un seul groupe relié."
    ),
    "game.grid.too_long.row": (
        "La rangée {first}–{last} compte {length} tuiles ; une ligne en compte au plus {max}."
    ),
    "game.grid.too_long.column": (
        "La colonne {first}–{last} compte {length} tuiles ; une ligne en compte au plus {max}."
    ),
    "game.grid.colour.row": (
        "La rangée {first}–{last} contient plusieurs tuiles de même couleur ({colours}) ; une couleur ne "
        "peut apparaître qu'une fois par ligne."
    ),
    "game.grid.colour.column": (
        "La colonne {first}–{last} contient plusieurs tuiles de même couleur ({colours}) ; une couleur ne"
        " peut apparaître qu'une fois par ligne."
    ),
    "game.grid.sum.row": (
        "La rangée {first}–{last} fait {values} = {total}, qui n'est pas un multiple de la clé {key}."
    ),
    "game.grid.sum.column": (
        "La colonne {first}–{last} fait {values} = {total}, qui n'est pas un multiple de la clé {key}."
    ),
    "game.speed.racers": "Une course demande de 1 à {max} coureurs différents.",
    "game.speed.teams": ("L'équipe {team} n'a qu'un membre : une équipe en demande au moins deux."),
    "game.speed.teams.count": "{racers} coureurs ne peuvent pas former {teams} équipes de deux ou plus.",
    "game.speed.finished": "Ce match est terminé.",
    "game.speed.not_racing": "Vous ne participez pas à cette course.",
    "game.speed.round_over": "Cette manche est terminée ; attendez la suivante.",
    "game.speed.round_over.already": "Cette manche est déjà terminée.",
    "game.speed.time_up": "Le temps de cette manche est écoulé.",
    "game.speed.not_yet": ("Le temps de la manche n'est pas encore écoulé."),
    "game.speed.round_running": "Une manche est encore en cours.",
    "game.speed.stale": (
        "La grille de votre équipe a changé depuis que vous l'avez regardée ; regardez-la de nouveau et "
        "réessayez."
    ),
    "game.speed.bag": (
        "Le sac contient {count} [[count|tuile|tuiles]] : un échange demande d'en piocher deux."
    ),
    "game.speed.tiles_left": "Vous avez encore {tiles} : une grille gagnante utilise vos {total} tuiles.",
    "game.solo.finished": "Cette partie de Solo est terminée.",
    "game.solo.stale": (
        "Votre grille a changé depuis que vous l'avez regardée ; regardez-la de nouveau et réessayez."
    ),
    "game.solo.tiles_left": ("Posez d'abord toutes les tuiles de cette étape : vous avez encore {tiles}."),
    "notation.no_cell.grid": (
        "Indiquez où va la première tuile avec at:, par exemple at:{cell} (le centre de la grille)."
    ),
    # stats, leaderboards, history and replays (issue 18)
    "render.end_rating": "Classement",
    "card.title": "Statistiques Sumoku : {name}",
    "card.rating_chip": "COTE {rating}",
    "card.unrated_chip": "PAS ENCORE COTÉ",
    "card.games": "Parties",
    "card.wins": "Victoires",
    "card.walkovers": "Gagnées par forfait",
    "card.left": "Abandons",
    "card.average": "Score moyen",
    "card.best": "Meilleur score",
    "card.best_turn": "Meilleur tour",
    "card.bonus_turns": "Tours bonus",
    "card.ranked": "Parties classées",
    "card.races_won": "Courses gagnées",
    "card.sets": "Séries gagnées",
    "card.fastest": "Repérage le plus rapide",
    "card.median": "Repérage médian",
    "card.solo_best": "Plus de tuiles posées",
    "card.perfect": "Parties parfaites",
    "card.chart": "Derniers résultats ({count})",
    "card.trend": "Cote",
    "card.won": "gagnée",
    "card.lost": "perdue",
    "card.walkover": "forfait",
    "card.left_word": "abandon",
    "card.none": "{name} n'a encore terminé aucune partie de {variant}.",
    "card.none_any": "{name} n'a encore terminé aucune partie de Sumoku.",
    "card.others": "A aussi joué à : {variants}. Choisissez avec l'option `variant`.",
    "board.title": "Classement {variant} · {scope} · {period} · {by}",
    "board.by_rating": "par cote",
    "board.by_wins": "par victoires",
    "board.period_all": "depuis toujours",
    "board.period_month": "30 derniers jours",
    "board.period_week": "7 derniers jours",
    "board.row_wins": (
        "{rank}. <@{user}> : {wins} [[wins|victoire|victoires]] en {games} [[games|partie|parties]], "
        "moyenne {average:.0f}, meilleur {best}"
    ),
    "board.row_rating": (
        "{rank}. <@{user}> : cote **{rating}**, {wins} "
        "[[wins|victoire|victoires]] en {games} [[games|partie|parties]]"
    ),
    "board.extra": " ({parts})",
    "board.left": "abandons : {count}",
    "board.walkovers": "gagnées par forfait : {count}",
    "board.yours": "Votre place :",
    "board.unrated": (
        "{variant} n'a pas de cote (on y compte séries et temps) : ce classement est par victoires."
    ),
    "board.empty": (
        "Personne dans ce classement pour l'instant. Une partie compte quand au moins deux "
        "personnes la jouent jusqu'au bout."
    ),
    "history.title": "Dernières parties de {name}",
    "history.row": "n° {game} · {when} · {variant} · {where} · {result}{rating}",
    "history.where_dm": "un message privé",
    "history.where_elsewhere": "un autre serveur",
    "history.won": "gagnée avec {final}",
    "history.place": "{place}e sur {players} avec {final}",
    "history.walkover": "gagnée par forfait (les autres sont partis)",
    "history.left": "a quitté la partie",
    "history.rating": " · cote {change}",
    "history.none": "{name} n'a encore terminé aucune partie.",
    "history.pick": "Revoir une partie terminée coup par coup",
    "history.option": "n° {game} · {variant} · {when}",
    "replay.title": "Partie n° {game} revue : coup {move} sur {moves}",
    "replay.deal": "La donne : personne n'a encore joué.",
    "replay.played": "{player} a posé {tiles} pour {score} points.",
    "replay.passed": "{player} a passé.",
    "replay.resigned": "{player} a abandonné.",
    "replay.timeout": "{player} a dépassé le temps.",
    "replay.first": "Début",
    "replay.previous": "Précédent",
    "replay.next": "Suivant",
    "replay.last": "Fin",
    "replay.not_found": "Il n'y a pas de partie de Sumoku terminée n° {game} à revoir.",
    "render.chip_game_over": "PARTIE TERMINÉE",
    "render.chip_closeup": "DÉTAIL {first}–{last}",
    "render.alt_game_over": "la partie est terminée",
    "render.alt_closeup_one": "Un détail du plateau de Sumoku montrant {shown} de sa {count} tuile{area}",
    "render.alt_closeup": "Un détail du plateau de Sumoku montrant {shown} de ses {count} tuiles{area}",
    "render.alt_scores": " ; scores : {scores}",
    "render.alt_score": "{player} {score}",
    "render.alt_last_score_one": " pour {count} point",
    "render.alt_last_score": " pour {count} points",
    "render.alt_rows": "Tuiles par rangée : {rows}.",
    "render.alt_rows_near": "Rangées les plus proches du tour : {rows}.",
    "render.alt_rows_left_one": " Non lues : {count} tuile dans les rangées {rows}.",
    "render.alt_rows_left": " Non lues : {count} tuiles dans les rangées {rows}.",
    "render.alt_row": "rangée {row}, {runs}",
    "render.alt_run": "de {first} à {last} : {tiles}",
    "render.alt_run_one": "{cell} : {tiles}",
    "render.alt_spoken_tile": "{colour} {value}",
    "render.alt_six_nine_tile": "{colour} {value} (6 ou 9)",
    "render.colour_red": "rouge",
    "render.colour_orange": "orange",
    "render.colour_yellow": "jaune",
    "render.colour_green": "vert",
    "render.colour_blue": "bleu",
    "render.colour_purple": "violet",
    "render.rack_legend_six": "6 = 6 ou 9 : tapez {nine} pour poser {six} comme un 9",
    "render.legend_last_scored": "{last} (+{score} points)",
    "render.labels_moved": (
        "Les repères des cases ont changé avec ce tour : lisez les cases sur ce plateau, pas sur "
        "les précédents."
    ),
    "bot.restarting": "Le bot redémarre ; réessayez dans une minute.",
    "about.text": (
        "**Bot Sumoku {version}**\n"
        "En marche depuis <t:{since}:R>"
        " · parties en cours : {running}"
        " · salons ouverts : {lobbies} · latence avec Discord : {latency}"
    ),
    "about.latency_unknown": "pas encore mesurée",
    # ---- Speed et Team Sumoku (issue 12)
    "speed.lobby.title": "Speed Sumoku : une nouvelle course",
    "speed.lobby.title_team": "Team Sumoku : une nouvelle course",
    "speed.lobby.body": "Hôte : {host}\nCoureurs ({count}/{max}) : {players}\n{options}",
    "speed.lobby.options": "Manches : {rounds} · temps par manche : {limit} · {teams}",
    "speed.lobby.teams": "{teams} équipes, formées au départ",
    "speed.lobby.alone": "chacun court seul",
    "speed.started": "Speed Sumoku : la course est lancée",
    "speed.need_team_players": (
        "{teams} équipes demandent au moins {count} coureurs : invitez d'autres joueurs, ou ajoutez "
        "des coureurs de l'ordinateur."
    ),
    "speed.one_team": "Des équipes, c'est au moins deux : teams:0 pour courir seul, ou teams:2 et plus.",
    "speed.none": "Il n'y a pas de course Speed dans ce salon. Ouvrez-en une avec /speed new.",
    "speed.button.cpu": "Ajouter un coureur ordinateur",
    "speed.button.grid": "Ma grille",
    "speed.button.guide": "Poser des tuiles",
    "speed.button.submit": "Valider",
    "speed.button.dump": "Échanger",
    "speed.button.last": "Reprendre la dernière",
    "speed.status.title": "Manche {round} sur {rounds} · clé {key}",
    "speed.status.ends": "fin {when}",
    "speed.status.over": "manche terminée",
    "speed.status.row": "{name} : {placed} posées · {held} en main · {dumps} échanges · {points} points",
    "speed.status.bag": "Tuiles dans le sac : {count}",
    "speed.status.how": "Construisez votre grille en privé : Ma grille, Poser des tuiles ou /speed place.",
    "speed.won": "🏁 {who} gagne la manche {round} avec une grille valide en {time} !",
    "speed.won.team": "{team} ({racer} a validé)",
    "speed.won.title": "La grille gagnante de la manche {round}",
    "speed.timed_out": "⏱️ Temps écoulé pour la manche {round} : personne n'a fini, personne ne marque.",
    "speed.next_round": "La manche {round} est distribuée {when}.",
    "speed.match.title": "Speed Sumoku : le match est terminé",
    "speed.match.row": "{rank}. {name} : {points} points · {rounds} manches gagnées · meilleur temps {best}",
    "speed.match.nobody": "Personne n'a fini de grille : personne ne gagne ce match.",
    "speed.grid.title": "Votre grille",
    "speed.grid.body": (
        "Manche {round} sur {rounds} · clé **{key}** · {placed} posées · {held} en main {ends}"
    ),
    "speed.grid.hand_empty": "Votre main est vide : appuyez sur Valider quand votre grille est valide.",
    "speed.placed": "Posé.",
    "speed.taken": "Repris dans votre main.",
    "speed.moved": "Déplacé.",
    "speed.dumped": "Échangée : une tuile retourne au sac, deux nouvelles dans votre main.",
    "speed.submitted": (
        "Validée : votre grille est valide et utilise toutes vos tuiles. Vous gagnez la manche !"
    ),
    "speed.invalid": "Votre grille n'est pas encore valide, rien n'a été validé :\n{reasons}",
    "speed.dump.pick": "Choisissez la tuile à rendre ; vous en piochez deux.",
    "speed.dump.placeholder": "La tuile à rendre",
    "speed.dump.empty": "Votre main est vide : rien à poser ni à échanger.",
    "speed.guide.none": "Ces tuiles ne vont nulle part contre votre grille. Choisissez-en d'autres.",
    "speed.guide.preview": (
        "{tiles} : {count} [[count|emplacement|emplacements]]. Choisissez-en un pour le voir, puis Confirmer."
    ),
    "speed.guide.option": "{mark} depuis {cell} {direction}",
    "speed.guide.across": "horizontal",
    "speed.guide.down": "vertical",
    "card.rounds_won": "Manches gagnées",
    "card.best_time": "Meilleur temps",
    "speed.advice.dump": (
        "💡 Ces tuiles ne formeront jamais ensemble une grille valide : échangez-en une "
        "(/speed dump ou le bouton Échanger)."
    ),
    "speed.match.title_team": "Team Sumoku : le match est terminé",
    "speed.guide.as_nine": "{n} : {tile} (le 6 posé comme 9)",
    "speed.guide.twice": "Choisissez chaque tuile une fois : comme 6 ou comme 9, pas les deux.",
    "speed.cancel_started": (
        "Cette course a commencé avec d'autres joueurs : son hôte ne peut pas l'annuler, elle se termine "
        "quand ses manches sont jouées. Un gestionnaire du serveur peut toujours l'annuler."
    ),
    # Solo Sumoku and the daily puzzle (cogs/solo)
    "solo.none": (
        "Vous n'avez pas de partie de Solo en cours. Lancez-en une avec `/solo start`, ou jouez le défi du "
        "jour avec `/solo daily`."
    ),
    "solo.busy": (
        "Vous avez déjà une partie de Solo en cours : voyez-la avec `/solo grid`, ou terminez-la avec "
        "`/solo quit`."
    ),
    "solo.daily_done": (
        "Vous avez déjà joué le défi du jour du {day} : un essai par jour. Un nouveau arrive à minuit UTC ; "
        "en attendant, `/solo start` distribue une partie libre."
    ),
    "solo.not_yours": "Cette partie de Solo est celle d'un autre joueur.",
    "solo.not_over": "Cette partie de Solo n'est pas encore terminée.",
    "solo.today_guild": "`/solo today` montre le tableau d'un serveur : utilisez-le dans un serveur.",
    "solo.started": (
        "**Solo Sumoku** : posez les 16 tuiles en une grille valide, puis `/solo submit` ; 10 autres la "
        "rejoignent à chaque étape. Posez avec `/solo place` ou le bouton Poser ; `/solo take` et "
        "`/solo move` changent les tuiles de cette étape. Bloqué ? `/solo stuck`."
    ),
    "solo.daily": (
        "**Défi du jour du {day}** : tout le monde reçoit ces tuiles et cette clé aujourd'hui, et le joue "
        "une fois."
    ),
    "solo.header": "Étape {stage} · clé {key} · {score} [[score|tuile fixée|tuiles fixées]] · {bag} à venir",
    "solo.hand": "À poser : {tiles}",
    "solo.hand_done": (
        "Toutes les tuiles de cette étape sont sur la grille : `/solo submit` quand elle est valide."
    ),
    "solo.accepted": (
        "Étape {stage} acceptée : {score} tuiles posées. Vos {count} tuiles suivantes sont distribuées."
    ),
    "solo.refused": (
        "Étape refusée, rien n'a été enregistré. Corrigez ceci et soumettez à nouveau :\n{problems}"
    ),
    "solo.stuck.can": (
        "Cette étape peut être terminée : il existe une façon de poser les {count} tuiles. Cherchez encore !"
    ),
    "solo.stuck.cannot": (
        "Cette étape ne peut pas être terminée : aucune façon de poser toutes ses tuiles n'existe. Vous "
        "pouvez abandonner (fin bloquée) : votre score reste {score} [[score|tuile|tuiles]]."
    ),
    "solo.stuck.unknown": (
        "Je n'ai pas pu savoir à temps si cette étape peut être terminée. Continuez, ou abandonnez (fin "
        "bloquée) avec {score} [[score|tuile|tuiles]]."
    ),
    "solo.end.perfect": "**Parfait !** Les 96 tuiles posées en {time}.",
    "solo.end.quit": (
        "**Partie terminée** (vous avez arrêté) : {score} [[score|tuile posée|tuiles posées]] en {stages} "
        "[[stages|étape terminée|étapes terminées]], {time}."
    ),
    "solo.end.stuck": (
        "**Partie terminée** (bloqué) : {score} [[score|tuile posée|tuiles posées]] en {stages} "
        "[[stages|étape terminée|étapes terminées]], {time}."
    ),
    "solo.end.daily": "Défi du jour du {day} terminé · série : {streak} [[streak|jour|jours]].",
    "solo.end.share": (
        "Appuyez sur Partager pour dire au salon comment ça s'est passé (aucune tuile montrée)."
    ),
    "solo.share": (
        "**{name}** a joué à Solo Sumoku : {score}/96 tuiles posées, {stages} "
        "[[stages|étape terminée|étapes terminées]], en {time}."
    ),
    "solo.share.perfect": "**{name}** a fait une partie parfaite de Solo Sumoku : les 96 tuiles en {time} !",
    "solo.share.daily": "Défi du jour du {day} · série : {streak} [[streak|jour|jours]].",
    "solo.today.title": "**Défi du jour du {day}** : joueurs de ce serveur",
    "solo.today.row": "{rank}. <@{user}> : {tiles} [[tiles|tuile|tuiles]] en {time}",
    "solo.today.row_perfect": "{rank}. <@{user}> : les 96 tuiles en {time} (parfait)",
    "solo.today.empty": "Personne ici n'a encore fini le défi du jour : jouez-le avec `/solo daily`.",
    "solo.guide.pick": "Choisissez les tuiles à poser (dans l'ordre de lecture), puis un emplacement.",
    "solo.guide.spots": (
        "{count} [[count|emplacement|emplacements]] pour {tiles}. Choisissez-en un pour l'aperçu, puis "
        "Confirmer."
    ),
    "solo.guide.none": "Ces tuiles ne touchent la grille nulle part. Choisissez-en d'autres.",
    "solo.guide.option": "Depuis {cell}, {direction}",
    "solo.guide.option_legal": "Depuis {cell}, {direction} : lignes valides",
    "solo.guide.nothing": "Vous n'avez plus de tuile à poser : soumettez l'étape avec `/solo submit`.",
    "solo.guide.across": "en ligne",
    "solo.guide.down": "en colonne",
    "solo.guide.preview": "Aperçu : {tiles} depuis {cell}, {direction}. Confirmez pour les poser.",
    "solo.guide.placed": "Posées.",
    "solo.picture.stage": "Étape {stage}",
    "solo.picture.to_place": "{count} à poser",
    "solo.picture.new": "Les tuiles de cette étape sont entourées.",
    "solo.picture.preview": "Proposition : {tiles}.",
    "solo.picture.legend": "cette étape",
    "button.solo_place": "Poser",
    "button.solo_submit": "Soumettre",
    "button.solo_share": "Partager",
    "button.solo_give_up": "Abandonner (bloqué)",
    "card.solo_daily": "Défis du jour",
    "card.solo_streak": "Série de défis",
    "board.solo_title": "Classement de Solo Sumoku · {scope} · le plus de tuiles posées",
    "board.solo_empty": "Personne ici n'a encore fini une partie de Solo : `/solo start` en distribue une.",
    "board.row_solo": (
        "{rank}. <@{user}> : record {best} [[best|tuile|tuiles]], {perfect} parfaites, "
        "{games} [[games|partie|parties]]"
    ),
}

CATALOGUES: Mapping[str, Mapping[str, str]] = {"en": EN, "es": ES, "fr": FR}
LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "es": "Español", "fr": "Français"}  # as their
# speakers write them: a menu of languages is read by people who may not read the current one


def language_of(locale: object) -> str:
    """'es-ES' → 'es'; unknown locales read English."""
    code = str(getattr(locale, "value", locale) or "en").split("-")[0].lower()
    return code if code in CATALOGUES else "en"


def template(key: str, locale: object = None, /) -> str:
    """The unformatted text of `key` in the language of `locale`, else English."""
    return CATALOGUES[language_of(locale)].get(key) or EN[key]


_PLURAL = re.compile(r"\[\[(\w+)\|([^|\]]*)\|([^|\]]*)\]\]")


def choose_plurals(found: str, language: str, params: Mapping[str, object]) -> str:
    """`[[name|one|other]]` in a template becomes `one` or `other` by the count `params[name]` and
    `language`'s plural rule (bot.plurals); the chosen form may hold placeholders itself."""

    def pick(m: re.Match[str]) -> str:
        count = params.get(m.group(1))
        return m.group(2) if isinstance(count, int) and is_one(language, count) else m.group(3)

    return _PLURAL.sub(pick, found)


def text(key: str, locale: object = None, /, **params: object) -> str:
    """The message `key` in the language of `locale` (a Discord locale or a code), else English;
    plural forms chosen by the counts in `params`."""
    found = template(key, locale)
    if "[[" in found:
        language = language_of(locale)
        found = choose_plurals(found, language if key in CATALOGUES[language] else "en", params)
    return found.format(**params) if params else found
