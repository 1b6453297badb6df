"""How a bank item writes what the trainer shows above its question: each panel on its own line, the panel's
label first, then the cards it names, then what the panel says of them. A Paulo or Tute muestra line says the
muestra, never the number of players, right after «Muestra:»."""

from __future__ import annotations

import pytest

from naipes.cards import SPANISH_40
from trainers.bank.items import drill_selection
from trainers.drills import DRILLS
from wording.cards import card_name


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", list(DRILLS))
def test_a_line_that_shows_cards_names_them_first_and_a_muestra_line_never_opens_with_the_players(slug, lang):
    for level in DRILLS[slug].LEVELS:
        for item in drill_selection(slug, level, 6, 11, lang):
            for line, cards in zip(item.context, item.context_cards, strict=True):
                if not cards:
                    continue
                said = line.split(": ", 1)[1]
                assert said.startswith(card_name(cards[0], lang)), line
                players = {"es": "jugadores", "en": "players"}[lang]
                assert players not in said.split(" — ")[0], line


def test_a_paulo_muestra_line_in_both_languages():
    muestra = {lang: next(line for item in drill_selection("paulo-trumps", 2, 1, 3, lang) for line in item.context
                          if line.startswith("Muestra:")) for lang in ("es", "en")}
    card = next(c for c in SPANISH_40 if muestra["en"].startswith(f"Muestra: {card_name(c, 'en')} — "))
    assert muestra["es"].startswith(f"Muestra: {card_name(card, 'es')} — ")
    assert " — 6 jugadores. Triunfan " in muestra["es"] and " — 6 players. " in muestra["en"]
