"""Naipes rules engine: pure Python, no Django, no language.

One module per game, over :mod:`naipes.cards` (cards, decks, parsing) and :mod:`naipes.tricks`
(trick winners and play verdicts). Every game module offers the same verbs where they apply:
``Rules`` (a frozen dataclass of variants), ``deck(rules)``, ``trick_winner(trick, rules)``,
``judge_plays(hand, trick, rules)`` and ``legal_plays(hand, trick, rules)``.

Glossary of the Spanish terms kept in code:

- **muestra**: the card turned face up whose suit is trumps (Paulo, Tute).
- **triunfo**: a trump card.
- **baza**: a trick.
- **mano**: the player who leads or deals (depends on the game); also a hand of play.
- **postre**: the last player to play to a trick (Paulo).
- **chinos**: counters used for scoring Paulo; 9 make a **pata**; two patas a **medio Paulo**.
- **al quiero / al canuto**: a Paulo team one / two chinos short of medio Paulo.
- **carteta**: a one-against-one hand in Paulo.
- **acuse** (cante): declaring rey and caballo of one suit in Tute (20, or 40 in trumps).
- **tute**: four cards of one rank held by a trick winner, which wins the Tute game at once.
- **cirulos**: the oros in Cirulo, penalty cards; **platillo**: the plate the penalties go into.
- **mala**: the 5 de oros, wildcard of La Docena; **callá**, **flor**, **pinta**: its combinations.
- **entró**: a La Docena player's stake to receive cards.
- **Payoo**: a card of Papayoo's fifth suit; **Papayoo**: the 7 of the suit the die shows.
"""

from __future__ import annotations

import importlib
from types import ModuleType

GAME_SLUGS: tuple[str, ...] = ("paulo", "cirulo", "tute", "docena", "papayoo")


def game(slug: str) -> ModuleType:
    """The engine module of a game by its slug (``paulo``, ``cirulo``, ``tute``, ``docena``, ``papayoo``)."""
    if slug not in GAME_SLUGS:
        raise KeyError(slug)
    return importlib.import_module(f"naipes.{slug}")
