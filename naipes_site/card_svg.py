"""Playing cards drawn as small inline SVG, with the card's name as the text alternative.

The pictures follow the way Spanish players read a printed pack, in our own drawing:

- number cards show their pips laid out as on a printed deck (one to nine);
- sota, caballo and rey show a figure holding the suit's sign;
- the frame is broken to tell the suit at a glance, the card's *pinta*: no break for oros,
  one for copas, two for espadas, three for bastos (La Docena's two-card "pinta" is another thing);
- the Papayoo pack lays out its pips the French way, and a Payoo shows its star and number.

Every shape (suit signs, figures, frames) lives once per page in ``templates/_suit_sprite.html``;
a card is a handful of ``<use>`` references, so a page of a hundred cards stays small. Cards shown
inside a line of text (``inline``) keep only the index, one sign and the frame: at that size pips
would be noise.

How a screen reader names a card: ``role="img"`` makes the picture one image (its ranks and
signs are not read one by one) and ``aria-label`` gives its name. The ``<title>`` is for the
mouse (a tooltip). It sits inside a ``<g>`` rather than directly under ``<svg>``: a direct
``<title>`` beside an ``aria-label`` also becomes the image's *description*, and screen
readers then say the name twice ("as de oros, image, as de oros").
"""

from __future__ import annotations

import re
from functools import lru_cache

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from naipes.cards import CABALLO, REY, SOTA, Card, Suit
from wording.cards import card_name

PINTA_BREAKS: dict[Suit, int] = {Suit.OROS: 0, Suit.COPAS: 1, Suit.ESPADAS: 2, Suit.BASTOS: 3}
"""How many breaks the frame of each Spanish suit has (its pinta)."""

FIGURE_NAMES = {SOTA: "sota", CABALLO: "caballo", REY: "rey"}

# Pip centres on the 60×90 card, by number of pips, and the pip size. Two columns at x 21 and 39
# and a centre column at 30, clear of the index in the top-left and bottom-right corners.
_L, _C, _R = 21, 30, 39
SPANISH_PIPS: dict[int, tuple[int, tuple[tuple[int, int], ...]]] = {
    1: (32, ((_C, 48),)),
    2: (16, ((_C, 32), (_C, 64))),
    3: (15, ((_C, 29), (_C, 47), (_C, 65))),
    4: (14, ((_L, 31), (_R, 31), (_L, 65), (_R, 65))),
    5: (14, ((_L, 31), (_R, 31), (_C, 48), (_L, 65), (_R, 65))),
    6: (14, ((_L, 30), (_R, 30), (_L, 48), (_R, 48), (_L, 66), (_R, 66))),
    7: (12, ((_L, 30), (_R, 30), (_C, 39), (_L, 48), (_R, 48), (_L, 66), (_R, 66))),
    8: (12, ((_L, 28), (_R, 28), (_L, 42), (_R, 42), (_L, 56), (_R, 56), (_L, 70), (_R, 70))),
    9: (11, ((_L, 28), (_R, 28), (_L, 42), (_R, 42), (_C, 49), (_L, 56), (_R, 56), (_L, 70), (_R, 70))),
}
_FOUR_ROWS = ((_L, 27), (_R, 27), (_L, 40), (_R, 40), (_L, 54), (_R, 54), (_L, 67), (_R, 67))
FRENCH_PIPS: dict[int, tuple[int, tuple[tuple[int, int], ...]]] = {
    **{n: SPANISH_PIPS[n] for n in range(1, 7)},
    7: SPANISH_PIPS[7],
    8: (11, ((_L, 30), (_R, 30), (_C, 39), (_L, 48), (_R, 48), (_C, 57), (_L, 66), (_R, 66))),
    9: (10, (*_FOUR_ROWS, (_C, 47))),
    10: (10, (*_FOUR_ROWS, (_C, 34), (_C, 60))),
}


def _use(symbol: str, cx: float, cy: float, size: float) -> str:
    half = size / 2
    return f'<use href="#{symbol}" x="{cx - half:g}" y="{cy - half:g}" width="{size:g}" height="{size:g}"/>'


def _face(card: Card) -> str:
    """The middle of the card: pips, a figure, or a Payoo's star and number."""
    sign = f"suit-{card.suit.value}"
    if card.is_figure:
        figure = f'<use href="#fig-{FIGURE_NAMES[card.rank]}" x="12" y="24" width="32" height="56"/>'
        return figure + _use(sign, 43, 44, 13)
    if card.suit is Suit.PAYOO:
        return _use(sign, _C, 40, 24) + f'<text x="30" y="76" class="rank-big">{card.rank}</text>'
    layouts = SPANISH_PIPS if card.suit.is_spanish else FRENCH_PIPS
    size, centres = layouts[card.rank]
    return "".join(_use(sign, x, y, size) for x, y in centres)


def _frame(card: Card) -> str:
    if card.suit.is_spanish:
        return f'<use href="#pinta-{PINTA_BREAKS[card.suit]}" class="pinta"/>'
    return ""


@lru_cache(maxsize=2048)
def _card_svg(card: Card, lang: str, extra_class: str) -> str:
    # Colours, fonts and shapes live in the stylesheet and the sprite, so each of the hundreds of
    # cards on a rule page costs a few hundred bytes.
    label = escape(card_name(card, lang))
    rank = card.rank
    classes = f"card suit-{card.suit.value} {extra_class}".rstrip()
    middle = _use(f"suit-{card.suit.value}", _C, 52, 26) if "inline" in extra_class.split() else _face(card)
    return (
        f'<svg class="{classes}" viewBox="0 0 60 90" role="img" aria-label="{label}" data-card="{card.code}">'
        f'<g><title>{label}</title><use href="#card-outline"/>{_frame(card)}'
        f'<text x="7" y="20" class="rank">{rank}</text>{middle}'
        f'<text x="53" y="84" class="rank-small">{rank}</text></g></svg>'
    )


def card_svg(card: Card, lang: str, extra_class: str = "") -> SafeString:
    """The SVG markup of ``card`` labelled in ``lang``."""
    return mark_safe(_card_svg(card, lang, extra_class))  # noqa: S308 - built from codes and escaped names


SUIT_COLOURS = {"oros": "#805800", "copas": "#b3261e", "hearts": "#b3261e", "diamonds": "#b3261e",
                "espadas": "#1f4e9a", "bastos": "#2e6b2f", "spades": "#1d1d1d", "clubs": "#1d1d1d", "payoo": "#5b2a86"}
"""Each suit's ink, as the stylesheet paints it (``static/css/site.css``), for pictures that leave the site."""

_STANDALONE_STYLE = (
    "text{font-family:sans-serif;font-weight:700}.rank{font-size:17px}.rank-small{font-size:13px;text-anchor:end}"
    ".rank-big{font-size:22px;text-anchor:middle}use.pinta{width:60px;height:90px}"
)


@lru_cache(maxsize=1)
def _symbols() -> str:
    from django.template.loader import render_to_string

    sprite = render_to_string("_suit_sprite.html")
    return "".join(re.findall(r"<symbol\b.*?</symbol>", sprite, re.S))


@lru_cache(maxsize=512)
def standalone_card_svg(card: Card, lang: str) -> str:
    """The card as a file of its own (for an export to another platform): the shapes it uses and its
    colours inside, since the page's sprite and stylesheet do not travel with it."""
    body = _card_svg(card, lang, "")
    body = body.replace('<use href="#card-outline"/>', '<use href="#card-outline" width="60" height="90"/>')
    inner = body[body.index(">") + 1:body.rindex("</svg>")]
    colour = SUIT_COLOURS[card.suit.value]
    label = escape(card_name(card, lang))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" width="60" height="90" role="img" '
        f'aria-label="{label}" color="{colour}" fill="{colour}"><style>{_STANDALONE_STYLE}</style>'
        f"<defs>{_symbols()}</defs>{inner}</svg>"
    )
