"""Playing cards drawn as small inline SVG, with the card's name as the text alternative.

Suit shapes live once per page in ``templates/_suit_sprite.html`` (``<symbol id="suit-…">``);
each card refers to its suit, so a page of forty cards stays small. Suits differ by shape,
not only by colour.

How a screen reader names a card: ``role="img"`` makes the picture one image (its ranks and
signs are not read one by one) and ``aria-label`` gives its name. The ``<title>`` is for the
mouse (a tooltip). It sits inside a ``<g>`` rather than directly under ``<svg>``: a direct
``<title>`` beside an ``aria-label`` also becomes the image's *description*, and screen
readers then say the name twice ("as de oros, image, as de oros").
"""

from __future__ import annotations

from functools import lru_cache

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from naipes.cards import Card
from wording.cards import card_name


def _pips(card: Card) -> str:
    """One large suit sign; figures get a frame, as on a Spanish pack."""
    use = f'<use href="#suit-{card.suit.value}" x="15" y="30" width="30" height="30"/>'
    return f'<use href="#card-figure-frame"/>{use}' if card.is_figure else use


@lru_cache(maxsize=2048)
def _card_svg(card: Card, lang: str, extra_class: str) -> str:
    # Colours, fonts and the card's outline live in the stylesheet and the sprite, so each of the
    # hundreds of cards on a rule page costs a few hundred bytes.
    label = escape(card_name(card, lang))
    rank = card.rank
    classes = f"card suit-{card.suit.value} {extra_class}".rstrip()
    return (
        f'<svg class="{classes}" viewBox="0 0 60 90" role="img" aria-label="{label}" data-card="{card.code}">'
        f'<g><title>{label}</title><use href="#card-outline"/>'
        f'<text x="6" y="20" class="rank">{rank}</text>{_pips(card)}'
        f'<text x="54" y="84" class="rank-small">{rank}</text></g></svg>'
    )


def card_svg(card: Card, lang: str, extra_class: str = "") -> SafeString:
    """The SVG markup of ``card`` labelled in ``lang``."""
    return mark_safe(_card_svg(card, lang, extra_class))  # noqa: S308 - built from codes and escaped names
