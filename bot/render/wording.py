"""Every word the pictures and text forms say, so they can be drawn in any language.

Render knows no message catalogue: a caller that wants another language builds a `Wording`
(bot/wording.py does so from the catalogue, one per language) and passes it in; `ENGLISH`,
the default, is what every render function says when given none. Fields are `str.format`
templates; a count has a singular (`…_one`) and a plural template, chosen by the language's
plural rule (bot/plurals.py: French uses the singular for 0 too).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from bot.plurals import is_one


@dataclass(frozen=True)
class Wording:
    """Phrases and templates for one language. `language` is part of a picture's cache key."""

    language: str = "en"

    # chips in a picture's header
    chip_key: str = "KEY {key}"
    chip_key_unknown: str = "KEY ?"
    chip_bag: str = "BAG {count}"
    chip_tiles_one: str = "{count} TILE"
    chip_tiles: str = "{count} TILES"
    chip_total: str = "TOTAL {total}"
    chip_winners: str = "★ {count} WINNERS"
    chip_game_over: str = "GAME OVER"
    chip_closeup: str = "CLOSE-UP {first}–{last}"

    # words drawn in pictures
    board_empty_title: str = "The table is empty."
    board_empty_hint: str = "First turn: place a line of 2–6 tiles."
    grid_empty_title: str = "No tiles yet."
    grid_empty_hint: str = "Place your tiles anywhere to build a grid."
    rack_empty: str = "The rack is empty."
    tableau_empty: str = "No tiles on show."
    end_title: str = "Game over"
    end_player: str = "Player"
    end_score: str = "Score"
    end_rack: str = "Rack"
    end_final: str = "Final"
    end_rating: str = "Rating"  # the end card's column of rating changes (ranked games)
    left: str = " (left)"  # after the name of a player who left (pictures, alt text, text forms)

    # alt text (one sentence per picture)
    alt_titled: str = "{title}: {text}"
    alt_key: str = "key {key}"
    key_unknown: str = "key not rolled yet"  # alt text and text forms
    alt_bag_one: str = "{count} tile in the bag"
    alt_bag: str = "{count} tiles in the bag"
    alt_to_play: str = "{player} to play"
    alt_board_empty: str = "An empty Sumoku board (first turn: a line of 2–6 tiles)"
    alt_board_one: str = "The Sumoku board with {count} tile{area}"
    alt_board: str = "The Sumoku board with {count} tiles{area}"
    alt_area: str = " in columns {first_col}–{last_col} and rows {first_row}–{last_row}"
    alt_board_facts: str = "{head}; {facts}"
    alt_last_turn: str = "; the last turn (ringed) placed {tiles}"
    alt_proposed: str = "; the proposed turn {tiles} is drawn outlined"
    alt_tile_at: str = "{tile} at {cell}"
    alt_grid_empty: str = "an empty Sumoku grid; key {key}."
    alt_grid_one: str = "a Sumoku grid of {count} tile{area}; key {key}."
    alt_grid: str = "a Sumoku grid of {count} tiles{area}; key {key}."
    alt_rack_empty: str = "an empty Sumoku rack."
    alt_rack_one: str = "a Sumoku rack of {count} tile: {tiles}; total {total}."
    alt_rack: str = "a Sumoku rack of {count} tiles: {tiles}; total {total}."
    alt_tableau: str = (
        "the Spot Sumoku tableau, key {key}: pick 4 tiles of different colours whose sum is a multiple "
        "of {key}. Tiles: {tiles}."
    )
    alt_empty_slot: str = "empty"
    alt_end_card: str = "Game over: final scores of a Sumoku game with key {key}{won}. {scores}."
    alt_won_by: str = ", won by {names}"
    alt_and: str = " and "
    alt_end_row: str = "{rank}. {player}{left}, {final} ({score} scored, minus {penalty} left in the rack)"
    alt_rows_sep: str = "; "  # between two players' scores

    # text forms (Discord markdown)
    text_key: str = "key **{key}**"
    text_bag: str = "{count} in the bag"
    text_to_play: str = "▶ {player} to play"
    text_board_empty: str = "The table is empty. First turn: place a line of 2–6 tiles."
    text_grid_empty: str = "No tiles yet: place your tiles anywhere to build a grid."
    text_tiles_one: str = "{count} tile"
    text_tiles: str = "{count} tiles"
    legend_last: str = "last turn"
    legend_proposed: str = "proposed"
    crop_board: str = (
        "Showing columns {first_col}–{last_col}, rows {first_row}–{last_row} {around}: the board "
        "(columns {all_first_col}–{all_last_col}, rows {all_first_row}–{all_last_row}) is too big for one "
        "message. `/sumoku prefs display:picture`, then `/board private:true`, shows it all."
    )
    crop_grid: str = (
        "Showing columns {first_col}–{last_col}, rows {first_row}–{last_row} {around}: the grid "
        "(columns {all_first_col}–{all_last_col}, rows {all_first_row}–{all_last_row}) is too big for one "
        "message. With `/sumoku prefs display:picture` you see it all as a picture."
    )
    around_proposed: str = "around the proposed turn"
    around_last: str = "around the last turn"
    around_centre: str = "around the centre"
    rack_text_empty: str = "Your rack is empty."
    rack_summary_one: str = "{count} tile, total {total}"
    rack_summary: str = "{count} tiles, total {total}"
    rack_six_nine: str = " · a 6 can be placed as a 9"
    tableau_rule: str = "Key **{key}**: pick 4 tiles whose sum is a multiple of {key}."
    end_text_title: str = "**Game over** · key **{key}**"
    end_winner: str = "\\* Winner: {names}"
    end_winners: str = "\\* Winners: {names}"
    end_no_winner: str = "No winner."

    # board alt text, tiles row by row (bot/render/alt.py), and spoken tiles
    alt_game_over: str = "the game is over"
    alt_closeup_one: str = "A close-up of the Sumoku board showing {shown} of its {count} tile{area}"
    alt_closeup: str = "A close-up of the Sumoku board showing {shown} of its {count} tiles{area}"
    alt_scores: str = "; scores: {scores}"
    alt_score: str = "{player} {score}"
    alt_last_score_one: str = " for {count} point"
    alt_last_score: str = " for {count} points"
    alt_rows: str = "Tiles by row: {rows}."
    alt_rows_near: str = "Rows nearest the turn: {rows}."
    alt_rows_left_one: str = " Not read out: {count} tile in rows {rows}."
    alt_rows_left: str = " Not read out: {count} tiles in rows {rows}."
    alt_row: str = "row {row}, {runs}"
    alt_run: str = "{first} to {last}: {tiles}"
    alt_run_one: str = "{cell}: {tiles}"
    alt_spoken_tile: str = "{colour} {value}"
    alt_six_nine_tile: str = "{colour} {value} (6 or 9)"
    colour_red: str = "red"
    colour_orange: str = "orange"
    colour_yellow: str = "yellow"
    colour_green: str = "green"
    colour_blue: str = "blue"
    colour_purple: str = "purple"
    rack_legend_six: str = "6 = 6 or 9: type {nine} to place {six} as a 9"
    legend_last_scored: str = "{last} (+{score})"
    labels_moved: str = "Cell labels moved with this turn: read cells from this board, not older ones."

    def say(self, name: str, /, **params: object) -> str:
        """The field `name` filled in with `params`."""
        return str(getattr(self, name)).format(**params)

    def count(self, name: str, count: int, /, **params: object) -> str:
        """`name_one` when the language says `count` is singular, else `name`; `{count}` is filled in too."""
        return self.say(f"{name}_one" if is_one(self.language, count) else name, count=count, **params)

    def titled(self, title: str | None, sentence: str, *, lower_first: bool = False) -> str:
        """`sentence` after the picture's title, if it has one."""
        if not title:
            return sentence
        if lower_first and sentence:
            sentence = sentence[0].lower() + sentence[1:]
        return self.say("alt_titled", title=title, text=sentence)


ENGLISH = Wording()

PHRASES: tuple[str, ...] = tuple(f.name for f in fields(Wording) if f.name != "language")
"""The names of every phrase field (all but `language`): the ids a translation must provide."""
