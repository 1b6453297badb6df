"""A card said with the seat that played it reads "five of bastos (Player 1, leads)": parentheses never nest,
wherever a card's name and its caption are put together (the question bank's lines, a class's answers in words)."""

from __future__ import annotations

import re

import pytest

from classroom.readable import option_text
from trainers.bank.items import drill_selection
from trainers.drills import DRILLS, captioned

NESTED = re.compile(r"\([^()]*\(")


@pytest.mark.parametrize(("name", "caption", "said"), [
    ("five of bastos", "Player 1 (leads)", "five of bastos (Player 1, leads)"),
    ("cinco de bastos", "Jugador 1 (sale)", "cinco de bastos (Jugador 1, sale)"),
    ("seven of copas", "Player 2", "seven of copas (Player 2)"),
    ("as de oros", "", "as de oros"),
])
def test_a_captioned_card_never_nests_parentheses(name, caption, said):
    assert captioned(name, caption) == said


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", list(DRILLS))
def test_the_banks_lines_never_nest_parentheses(slug, lang):
    for item in drill_selection(slug, 2, 3, 1, lang):
        lines = [*item.context, *(c.text for c in item.choices), item.answer_text, item.explanation]
        assert not any(NESTED.search(line) for line in lines), lines


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", [slug for slug in DRILLS if slug.endswith("-legal")])
def test_the_trick_so_far_says_who_led_after_a_comma(slug, lang):
    leads = {"es": "(Jugador 1, sale)", "en": "(Player 1, leads)"}[lang]
    lines = [line for item in drill_selection(slug, 2, 6, 1, lang) for line in item.context]
    assert any(leads in line for line in lines), lines


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_class_answer_in_words_names_the_seat_without_nested_parentheses(lang):
    from random import Random

    from trainers.drills import new_question

    slug = next(slug for slug in DRILLS if slug.endswith("-trick"))
    scene = DRILLS[slug].scene(new_question(slug, Random(3), 2, None))
    first = scene.widget.options[0]
    said = option_text(first, lang)
    assert not NESTED.search(said) and said.endswith({"es": "(Jugador 1, sale)", "en": "(Player 1, leads)"}[lang])
