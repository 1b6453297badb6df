"""The card picker: cards as toggles, grouped by suit, inside a plain form.

One component for every page that asks for cards: the judges, and the counters' "cards this player
took" grids. ``{% card_picker "hand" cards selected %}`` renders checkboxes named ``hand`` whose values
are card codes, so a GET form puts the position in the URL (``?hand=4B&hand=1O``) and a POST form sends
the same fields. ``multiple=False`` makes radio buttons, with a "none" choice. A counter folds each
player's grid away (``fold=True``) and shows that player's running total beside its title (``total=``),
which the counter's tally view refreshes as cards are picked (``{% card_picker_total %}``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from naipes.cards import Card, Suit
from wording.cards import card_name, suit_name


@dataclass(frozen=True)
class Pick:
    card: Card
    name: str
    face: str
    checked: bool


@dataclass(frozen=True)
class SuitGroup:
    suit: Suit
    name: str
    picks: tuple[Pick, ...]


def face(card: Card) -> str:
    """What the toggle shows: the number printed on the card (``10`` is the sota, as on the card)."""
    return str(card.rank)


def codes(selected: Iterable[Card | str]) -> frozenset[str]:
    """The codes of the chosen cards, given as cards or as the codes a form sent back."""
    return frozenset(c.code if isinstance(c, Card) else str(c) for c in selected)


def groups(cards: Iterable[Card], selected: Iterable[Card | str], lang: str) -> tuple[SuitGroup, ...]:
    """The cards offered (a whole deck, or the few a counter needs) by suit, in their own order, with the
    selected ones checked."""
    chosen = codes(selected)
    by_suit: dict[Suit, list[Pick]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, []).append(Pick(card, card_name(card, lang), face(card), card.code in chosen))
    return tuple(SuitGroup(suit, suit_name(suit, lang), tuple(picks)) for suit, picks in by_suit.items())


def toggles(group: SuitGroup, name: str, multiple: bool) -> SafeString:
    """The toggles of one suit as HTML: each is built once per process for its field, card, language and
    state, not by the template engine on every page (a judge's page shows two whole decks)."""
    return mark_safe("".join(_toggle(name, multiple, pick) for pick in group.picks))  # noqa: S308 - built by format_html


@lru_cache(maxsize=8192)
def _toggle(name: str, multiple: bool, pick: Pick) -> str:
    return format_html(
        '<label class="cp-card"><input type="{}" name="{}" value="{}"{}><span class="cp-face">'
        '<span aria-hidden="true">{}</span><span class="visually-hidden">{}</span></span></label>',
        "checkbox" if multiple else "radio", name, pick.card.code, mark_safe(" checked") if pick.checked else "",
        pick.face, pick.name)
