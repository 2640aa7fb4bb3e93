"""Every word the pictures and text forms say, so they can be drawn in any language.

Render knows no message catalogue and writes no words of its own: every render function takes
a `Wording`, which bot/words/wording.py builds from the catalogue (one per language, English
included: the catalogue is the one place a phrase is written). Fields are `str.format`
templates; a count has a singular (`…_one`) and a plural template, chosen by the language's
plural rule, which the maker of the Wording passes in (`singular`: bot/words/plurals.py, where
French uses the singular for 0 too). Render imports nothing of the words above it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields


def _english_singular(count: int) -> bool:
    return count == 1


@dataclass(frozen=True)
class Wording:
    """Phrases and templates for one language. `language` is part of a picture's cache key."""

    language: str

    # chips in a picture's header
    chip_key: str
    chip_key_unknown: str
    chip_bag: str
    chip_tiles_one: str
    chip_tiles: str
    chip_total: str
    chip_winners: str
    chip_game_over: str
    chip_closeup: str

    # words drawn in pictures
    board_empty_title: str
    board_empty_hint: str
    grid_empty_title: str
    grid_empty_hint: str
    rack_empty: str
    tableau_empty: str
    end_title: str
    end_player: str
    end_score: str
    end_rack: str
    end_final: str
    end_rating: str  # the end card's column of rating changes (ranked games)
    left: str  # after the name of a player who left (pictures, alt text, text forms)

    # alt text (one sentence per picture)
    alt_titled: str
    alt_key: str
    key_unknown: str  # alt text and text forms
    alt_bag_one: str
    alt_bag: str
    alt_to_play: str
    alt_board_empty: str
    alt_board_one: str
    alt_board: str
    alt_area: str
    alt_board_facts: str
    alt_last_turn: str
    alt_proposed: str
    alt_tile_at: str
    alt_grid_empty: str
    alt_grid_one: str
    alt_grid: str
    alt_rack_empty: str
    alt_rack_one: str
    alt_rack: str
    alt_tableau: str
    alt_empty_slot: str
    alt_end_card: str
    alt_won_by: str
    alt_and: str
    alt_end_row: str
    alt_rows_sep: str  # between two players' scores

    # text forms (Discord markdown)
    text_key: str
    text_bag: str
    text_to_play: str
    text_board_empty: str
    text_grid_empty: str
    text_tiles_one: str
    text_tiles: str
    legend_last: str
    legend_proposed: str
    crop_board: str
    crop_grid: str
    around_proposed: str
    around_last: str
    around_centre: str
    rack_text_empty: str
    rack_summary_one: str
    rack_summary: str
    rack_six_nine: str
    tableau_rule: str
    end_text_title: str
    end_winner: str
    end_winners: str
    end_no_winner: str

    # board alt text, tiles row by row (bot/render/alt.py), and spoken tiles
    alt_game_over: str
    alt_closeup_one: str
    alt_closeup: str
    alt_scores: str
    alt_score: str
    alt_last_score_one: str
    alt_last_score: str
    alt_rows: str
    alt_rows_near: str
    alt_rows_left_one: str
    alt_rows_left: str
    alt_row: str
    alt_run: str
    alt_run_one: str
    alt_spoken_tile: str
    alt_six_nine_tile: str
    colour_red: str
    colour_orange: str
    colour_yellow: str
    colour_green: str
    colour_blue: str
    colour_purple: str
    rack_legend_six: str
    legend_last_scored: str
    labels_moved: str

    # the language's plural rule: True when `count` takes the singular template (not a phrase)
    singular: Callable[[int], bool] = field(default=_english_singular, compare=False, repr=False)

    def say(self, name: str, /, **params: object) -> str:
        """The field `name` filled in with `params`."""
        return str(getattr(self, name)).format(**params)

    def count(self, name: str, count: int, /, **params: object) -> str:
        """`name_one` when the language says `count` is singular, else `name`; `{count}` is filled in too."""
        return self.say(f"{name}_one" if self.singular(count) else name, count=count, **params)

    def titled(self, title: str | None, sentence: str, *, lower_first: bool = False) -> str:
        """`sentence` after the picture's title, if it has one."""
        if not title:
            return sentence
        if lower_first and sentence:
            sentence = sentence[0].lower() + sentence[1:]
        return self.say("alt_titled", title=title, text=sentence)


PHRASES: tuple[str, ...] = tuple(f.name for f in fields(Wording) if f.name not in ("language", "singular"))
"""The names of every phrase field (all but `language` and `singular`): the ids a translation must provide."""
