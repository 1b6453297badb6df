"""Names and wording shared by the Papayoo drills (source 003 and its common mistakes)."""

from __future__ import annotations

from naipes.cards import Card, Suit
from naipes.games import papayoo
from trainers.drills import core
from trainers.drills.core import Text, t
from wording import cards as card_lexicon

NAMES: tuple[str, ...] = ("Ana", "Bruno", "Carmen", "David", "Elena", "Fermín", "Gloria", "Hugo")
"""Player names, the same in both languages."""


card_names = card_lexicon.card_names


def suit_name(suit: Suit, lang: str) -> str:
    """The suit's name; the fifth suit is "Payoos" in both languages, as on the rule page."""
    return "Payoos" if suit is Suit.PAYOO else card_lexicon.suit_name(suit, lang)


def die_text(suit: Suit) -> Text:
    papayoo_card = card_names(papayoo.papayoo_card(suit))
    return t(f"El dado muestra {suit_name(suit, 'es')}: el Papayoo de esta ronda es el {papayoo_card['es']}.",
             f"The die shows {suit_name(suit, 'en')}: this round's Papayoo is the {papayoo_card['en']}.")


def die_panel(suit: Suit, reveal: bool = True) -> core.Panel:
    if reveal:
        return core.Panel(t("Dado", "Die"), text=die_text(suit))
    return core.Panel(t("Dado", "Die"), text=t(f"El dado muestra {suit_name(suit, 'es')}.",
                                               f"The die shows {suit_name(suit, 'en')}."))


def scoring(card: Card, die: Suit) -> bool:
    return papayoo.card_points(card, die) > 0
