"""Naipes rules engine: pure Python, no Django, no language.

One package per game, ``naipes/games/<slug>/``, over :mod:`naipes.cards` (cards, decks, parsing) and
:mod:`naipes.tricks` (trick winners and play verdicts). :data:`GAME_SLUGS` is the one list of the games; the
rules module of a game is ``naipes.games.<slug>`` (:func:`game`), its practice hand, its seats' bots, named
profiles and reachable positions are ``practice``, ``bots``, ``profiles`` and ``reachable`` beside it (found
through :func:`naipes.games.piece` by the shared :mod:`naipes.practice`, :mod:`naipes.bots`,
:mod:`naipes.profiles` and :mod:`naipes.reachable`), and :func:`naipes.registry.games` imports them all.

Every game module has the same shape (``tests/engine/test_every_game.py`` checks it over the registry):

- ``Rules``: a frozen dataclass of the variants, and ``DEFAULT_RULES = Rules()``, the one way to spell
  the default rules (a parameter that may be left out defaults to ``DEFAULT_RULES``, never to ``None``);
  ``PLAYERS``: the player counts the game allows; ``OPTIONS``: every ``Rules`` field declared for the
  readers of options (name, kind, allowed values, default: :mod:`naipes.options`);
- ``deck(rules)``, and ``deal(rules, rng) -> Deal``: shuffle with the caller's ``rng`` and deal;
  ``Deal.hands`` holds each player's cards, ``Deal.state`` the game state at the first trick;
- ``REASONS``: every reason code its verdicts give (worded by the ``wording`` package);
- one error root, ``<Game>Error`` (``PauloError``, ``TuteError``…), subclassing :class:`RulesError`;
  every error carries a ``code``. A fault every game meets (a bad number of players, an unknown variant,
  a total that does not add up) is the game's own class over the shared one of :mod:`naipes.errors`.

The trick games (every game but La Docena) also offer, with the same argument order:

- ``trick_winner(trick, rules, *, state)``: the index of the card that takes the trick;
  ``trick_winner_reason(trick, rules, *, state)``: why, as one of the game's ``WIN_REASONS`` (built on
  the codes every trick game shares, :data:`naipes.tricks.WIN_REASONS`), with the trump of ``state``:
  the one in force when the trick was played;
- ``judge_plays(hand, trick, rules, *, state)``: a :class:`naipes.tricks.Verdict` for every card of
  the hand; ``legal_plays(hand, trick, rules, *, state)``: the cards it may play.

``state`` is keyword-only: what the game needs to know besides the rules and the cards, as the game's
own frozen ``State``. Paulo's is the muestra (required); Tute's the trump, whether the stock is gone
and the cards laid face down; Cirulo and Papayoo need none (``state=None``).

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
"""Every game, in the order the site lists them. Adding a game starts here (CONTRIBUTING.md), at the end:
class codes number the games in this order."""


class RulesError(ValueError):
    """Root of every error the engine raises for input the rules refuse; ``code`` names it for the API
    and the wording (``<game>.error.<code>``, else ``common.error.<code>``)."""

    code = "bad_rules"


def game(slug: str) -> ModuleType:
    """The engine module of a game by its slug (``paulo``, ``cirulo``, ``tute``, ``docena``, ``papayoo``):
    ``naipes.games.<slug>``.

    >>> game("tute").__name__
    'naipes.games.tute'
    """
    if slug not in GAME_SLUGS:
        raise KeyError(slug)
    return importlib.import_module(f"naipes.games.{slug}")
