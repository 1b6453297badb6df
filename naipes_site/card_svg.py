"""Playing cards drawn as small inline SVG, with the card's name as the text alternative.

Suit shapes live once per page in ``templates/_suit_sprite.html`` (``<symbol id="suit-…">``);
each card refers to its suit, so a page of forty cards stays small. Suits differ by shape,
not only by colour.
"""

from __future__ import annotations

from functools import lru_cache

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from naipes.cards import Card, Suit
from naipes_site.lexicon.cards import card_name

SUIT_COLOURS = {
    Suit.OROS: "#9a6b00", Suit.COPAS: "#b3261e", Suit.ESPADAS: "#1f4e9a", Suit.BASTOS: "#2e6b2f",
    Suit.SPADES: "#1d1d1d", Suit.HEARTS: "#b3261e", Suit.CLUBS: "#1d1d1d", Suit.DIAMONDS: "#b3261e",
    Suit.PAYOO: "#5b2a86",
}


def _pips(card: Card) -> str:
    """One large suit sign; figures get a frame, as on a Spanish pack."""
    use = f'<use href="#suit-{card.suit.value}" x="15" y="30" width="30" height="30"/>'
    if card.is_figure:
        return f'<rect x="8" y="24" width="44" height="42" rx="4" fill="none" stroke="#8a8a8a"/>{use}'
    return use


@lru_cache(maxsize=2048)
def _card_svg(card: Card, lang: str, extra_class: str) -> str:
    colour = SUIT_COLOURS[card.suit]
    label = escape(card_name(card, lang))
    rank = card.rank
    return (
        f'<svg class="card {extra_class}" viewBox="0 0 60 90" role="img" aria-label="{label}"'
        f' data-card="{card.code}"><title>{label}</title>'
        '<rect x="1" y="1" width="58" height="88" rx="6" fill="#fff" stroke="#333" stroke-width="1.5"/>'
        f'<text x="6" y="20" font-size="17" font-weight="700" fill="{colour}">{rank}</text>'
        f'<g fill="{colour}" color="{colour}">{_pips(card)}</g>'
        f'<text x="54" y="84" font-size="12" font-weight="700" text-anchor="end" fill="{colour}">{rank}</text>'
        "</svg>"
    )


def card_svg(card: Card, lang: str, extra_class: str = "") -> SafeString:
    """The SVG markup of ``card`` labelled in ``lang``."""
    return mark_safe(_card_svg(card, lang, extra_class))  # noqa: S308 - built from codes and escaped names
