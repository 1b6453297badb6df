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


# The pictures read like a printed Spanish pack: pips, figures, and the pinta in the frame.

def _svg(code, deck=SPANISH_48, extra=""):
    from naipes_site.card_svg import card_svg
    return str(card_svg(deck.parse_one(code), "es", extra))


@pytest.mark.parametrize(("suit", "breaks"), [("O", 0), ("C", 1), ("E", 2), ("B", 3)])
def test_the_frame_of_each_spanish_suit_has_its_pinta(suit, breaks):
    assert f'href="#pinta-{breaks}"' in _svg(f"4{suit}")


def test_papayoo_cards_have_no_pinta():
    assert "pinta" not in _svg("7H", PAPAYOO_60)


@pytest.mark.parametrize("rank", [1, 2, 3, 4, 5, 6, 7, 8, 9])
def test_a_spanish_number_card_shows_as_many_pips_as_its_number(rank):
    assert _svg(f"{rank}E").count('href="#suit-espadas"') == rank


@pytest.mark.parametrize("rank", range(1, 11))
def test_a_papayoo_number_card_shows_as_many_pips_as_its_number(rank):
    assert _svg(f"{rank}D", PAPAYOO_60).count('href="#suit-diamonds"') == rank


@pytest.mark.parametrize(("code", "figure"), [("10O", "sota"), ("11C", "caballo"), ("12B", "rey")])
def test_sota_caballo_and_rey_show_their_figure_with_one_sign(code, figure):
    html = _svg(code)
    assert f'href="#fig-{figure}"' in html
    assert html.count('href="#suit-') == 1


def test_a_payoo_shows_its_star_and_number():
    html = _svg("17P", PAPAYOO_60)
    assert html.count('href="#suit-payoo"') == 1 and ">17</text>" in html


def test_a_card_in_running_text_keeps_one_sign():
    assert _svg("7O", extra="small inline").count('href="#suit-oros"') == 1


def test_every_shape_a_card_uses_is_in_the_sprite(client):
    import re

    sprite = client.get("/es/").content.decode()
    symbols = set(re.findall(r'<symbol id="([^"]+)"', sprite))
    used = set()
    for card in SPANISH_48.cards + PAPAYOO_60.cards:
        for extra in ("", "small inline"):
            html = _svg(card.code, SPANISH_48 if card.suit.is_spanish else PAPAYOO_60, extra)
            used |= set(re.findall(r'href="#([^"]+)"', html))
    assert used <= symbols, used - symbols


def test_a_card_stays_small():
    # Rule pages hold hundreds of cards: the busiest picture must stay well under a kilobyte.
    biggest = max(len(_svg(c.code)) for c in SPANISH_48.cards)
    assert biggest < 1000, biggest


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_card_sheet_shows_both_packs(client, lang):
    response = client.get(f"/{lang}/cards/")
    assert response.status_code == 200
    html = response.content.decode()
    for card in SPANISH_48.cards + PAPAYOO_60.cards:
        assert f'data-card="{card.code}"' in html
        assert card_name(card, lang) in html
