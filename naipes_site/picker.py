"""The card picker: every card of a deck as a toggle, grouped by suit, inside a plain form.

One component for every page that asks for cards (the judges today; the counters' Papayoo grid can
move onto it): ``{% card_picker "hand" deck selected %}`` renders checkboxes named ``hand`` whose
values are card codes, so a GET form puts the position in the URL (``?hand=4B&hand=1O``) and a POST
form sends the same fields. ``multiple=False`` makes radio buttons, with a "none" choice.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from naipes.cards import Card, Deck, Suit
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


def groups(deck: Deck, selected: Iterable[Card], lang: str) -> tuple[SuitGroup, ...]:
    """The deck's cards by suit, in the deck's own order, with the selected ones checked."""
    chosen = set(selected)
    by_suit: dict[Suit, list[Pick]] = {}
    for card in deck:
        by_suit.setdefault(card.suit, []).append(Pick(card, card_name(card, lang), face(card), card in chosen))
    return tuple(SuitGroup(suit, suit_name(suit, lang), tuple(picks)) for suit, picks in by_suit.items())
