"""Every card of both packs renders as an SVG picture with its name in the page's language."""

import pytest
from django.template import Context, Template
from django.utils import translation

from naipes.cards import PAPAYOO_60, SPANISH_40, SPANISH_48
from wording.cards import card_name

TEMPLATE = Template("{% load naipes %}{% card c %}")


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("card", SPANISH_48.cards + PAPAYOO_60.cards, ids=repr)
def test_every_card_renders_with_its_text_alternative(card, lang):
    with translation.override(lang):
        html = TEMPLATE.render(Context({"c": card}))
    name = card_name(card, lang)
    assert html.startswith("<svg")
    assert 'role="img"' in html
    assert f'aria-label="{name}"' in html
    assert f"<title>{name}</title>" in html
    assert f'href="#suit-{card.suit.value}"' in html


@pytest.mark.parametrize(
    ("code", "es", "en"),
    [("4B", "cuatro de bastos", "four of bastos"), ("11O", "caballo de oros", "caballo (knight) of oros"),
     ("10E", "sota de espadas", "sota (jack) of espadas"), ("12C", "rey de copas", "rey (king) of copas"),
     ("1O", "as de oros", "ace of oros")],
)
def test_spanish_card_names(code, es, en):
    card = SPANISH_40.parse_one(code)
    assert (card_name(card, "es"), card_name(card, "en")) == (es, en)


@pytest.mark.parametrize(
    ("code", "es", "en"),
    [("7H", "siete de corazones", "seven of hearts"), ("10S", "diez de picas", "ten of spades"),
     ("1C", "as de tréboles", "ace of clubs"), ("20P", "Payoo 20", "Payoo 20")],
)
def test_papayoo_card_names(code, es, en):
    card = PAPAYOO_60.parse_one(code)
    assert (card_name(card, "es"), card_name(card, "en")) == (es, en)


def test_every_suit_has_a_shape_in_the_sprite(client):
    html = client.get("/es/").content.decode()
    for suit in ("oros", "copas", "espadas", "bastos", "spades", "hearts", "clubs", "diamonds", "payoo"):
        assert f'<symbol id="suit-{suit}"' in html


def test_card_names_are_escaped():
    # Names come from our lexicon, but the escaping must hold whatever they contain.
    html = TEMPLATE.render(Context({"c": SPANISH_40.parse_one("1O")}))
    assert "<script" not in html
