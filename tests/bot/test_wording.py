"""bot/words/wording.py: render's words from the catalogue, one `Wording` per language."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.render import board_picture, board_text, end_card_text, rack_picture, rack_text, samples
from bot.render.wording import PHRASES
from bot.words.messages import CATALOGUES, EN
from bot.words.wording import render_wording

VIEWS = samples.views()
LARGEST = [samples.staircase_board(), samples.strip_board(), samples.diagonal_board()]


def test_every_phrase_has_an_id_and_english_says_what_render_says() -> None:
    ids = {key for key in EN if key.startswith("render.")}
    assert ids == {f"render.{name}" for name in PHRASES}
    assert render_wording(None).language == "en" and render_wording("en-US") is render_wording("en")


@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_one_wording_per_language(language: str) -> None:
    words = render_wording(language)
    assert words.language == language and render_wording(language) is words
    assert all(getattr(words, name) == CATALOGUES[language][f"render.{name}"] for name in PHRASES)


def test_a_discord_locale_picks_its_language() -> None:
    assert render_wording("fr") is render_wording("fr-FR")
    assert render_wording("es-419") is render_wording("es-ES")
    assert render_wording("de") is render_wording("en")  # a language without a catalogue reads English


def test_french_pictures_and_text_forms() -> None:
    fr = render_wording("fr")
    assert board_picture(VIEWS["small"], wording=fr).alt == (
        "Sumoku #12 : le plateau de Sumoku avec 5 tuiles dans les colonnes Y–AC et les rangées 25–29 ; "
        "clé 5, 70 tuiles dans le sac, au tour de bob ; le dernier tour (entouré) a posé Y6 en AA27, P8 en "
        "AA28. Tuiles par rangée : rangée 26, de Z26 à AB26 : R5 B9 G1 ; rangée 27, AA27 : Y6 ; "
        "rangée 28, AA28 : P8."
    )
    assert rack_picture(samples.RACK[:1], "Votre main", wording=fr).alt == (
        "Votre main : une main de Sumoku de 1 tuile : rouge 5 ; total 5."
    )
    assert rack_text(samples.RACK, wording=fr).splitlines()[1] == (
        "8 tuiles, total 38 · un 6 peut être posé comme un 9"
    )
    assert rack_text([], wording=fr) == "Votre main est vide."
    text = board_text(VIEWS["small"], wording=fr)
    assert text.startswith("**Sumoku \\#12** · clé **5** · 70 dans le sac · ▶ au tour de bob\n")
    assert text.endswith("`»` dernier tour")
    end = end_card_text(samples.END_ROWS, 5, wording=fr)
    assert end.startswith("**Partie terminée** · clé **5**") and "(a quitté)" in end
    assert end.endswith("\\* Vainqueurs : alice, HAL 9000 (computer)")


def test_spanish_text_forms() -> None:
    es = render_wording("es")
    assert (
        rack_text(samples.RACK, wording=es).splitlines()[1]
        == "8 fichas, suma 38 · un 6 se puede colocar como 9"
    )
    assert "Puntos" in end_card_text(samples.END_ROWS, 5, wording=es)


@pytest.mark.parametrize("language", ["es", "fr"])
def test_the_longest_boards_keep_their_crop_note_in_every_language(language: str) -> None:
    words = render_wording(language)
    for board in LARGEST:
        view = replace(VIEWS["forty"], board=board, last_turn=samples.last_cells(board))
        text = board_text(view, wording=words)
        last_sentence = words.crop_board.rsplit(". ", 1)[1]
        assert len(text) <= 2000 and text.endswith(last_sentence)
