"""La Docena: hand ranking for the Spanish betting game whose wildcard is the 5 de oros, the "mala".

Rules pages: ``content/es/docena.md``, ``content/en/docena.md``. Readings where the
source is open: ``docs/rules-decisions.md`` §22 to §27 (La Docena).

A hand of two or three cards sits on a ladder of 22 rungs (:data:`LADDER`, 1 = best): four callás
(three of a number), nine flores (three of a suit) and nine pintas (two cards). A three-card hand
counts its best rung, a pinta of two of its cards included. A hand with no combination is rung 23,
"nada" (docs/rules-decisions.md §23). Within a rung, figures decide (rey > caballo > sota); between two "nada"
hands the highest single card does, the mala counting as a 3 de oros that loses to a natural 3
(rules-decisions §23). Anything else is a tie: :func:`compare` reports ``"tie"`` and :func:`showdown_winners`
applies ``Rules.tie_rule`` for a seated showdown (default: the mano's side wins, rules-decisions §24).

Hands are given as cards or as a string of codes (``"5O 3O 2O"``) and must come from the 25-card
pack; :func:`compare` and :func:`showdown_winners` also check them against ``deck(rules)``.

Six parts, re-exported here:

- :mod:`naipes.games.docena.rules`: the mala, card values, ``Rules`` (3-8 players, variants), ``deck``.
- :mod:`naipes.games.docena.ladder`: ``LADDER`` of ``Rung`` and ``Form``, ``NADA_RUNG``, ``RUNGS``, ``rung``.
- :mod:`naipes.games.docena.hands`: ``hand_rank``, ``best_use_of_mala`` (what the mala stands for) and
  ``hand_with_mala_as`` (the hand the mala makes as one of ``MALA_READINGS``).
- :mod:`naipes.games.docena.showdown`: ``comparison``, ``compare``, ``showdown_winners``.
- :mod:`naipes.games.docena.betting`: ``entro``, ``can_withdraw``, ``can_open_betting``, ``can_cut_dejo``.
- :mod:`naipes.games.docena.pages`: the tables of the rule pages and ``example`` hands.

>>> from naipes.games import docena
>>> docena.hand_rank("5O 1O").key, docena.compare("1C 12C", "1E 11E")
('veinticuatro', 'a')
"""

from __future__ import annotations

from naipes.games.docena.betting import (
    REASONS as BETTING_REASONS,
    can_cut_dejo,
    can_open_betting,
    can_withdraw,
    entro,
)
from naipes.games.docena.hands import MALA_READINGS, HandRank, best_use_of_mala, hand_rank, hand_with_mala_as
from naipes.games.docena.ladder import LADDER, NADA_RUNG, RUNGS, Form, Rung, rung
from naipes.games.docena.pages import (
    card_values_table,
    deck_table,
    entro_table,
    example,
    forms_table,
    ladder_table,
)
from naipes.games.docena.rules import (
    CALLA_NUMBERS,
    CARD_VALUES,
    DECK_ADDITIONS,
    DEFAULT_RULES,
    HAND_SIZE,
    MALA,
    NADA,
    OPTIONS,
    PLAYERS,
    SINGLE_CARD_ORDER,
    STONES,
    VARIANTS,
    BadPlayers,
    DocenaError,
    Rules,
    UnknownVariant,
    card_value,
    deal,
    deck,
)
from naipes.games.docena.showdown import (
    REASONS as SHOWDOWN_REASONS,
    Comparison,
    compare,
    comparison,
    showdown_winners,
)

REASONS: tuple[str, ...] = SHOWDOWN_REASONS + BETTING_REASONS
"""Every reason code of La Docena's verdicts: comparisons, then betting (``docena.reason.<code>``)."""

__all__ = [
    "CALLA_NUMBERS",
    "CARD_VALUES",
    "DECK_ADDITIONS",
    "DEFAULT_RULES",
    "OPTIONS",
    "HAND_SIZE",
    "REASONS",
    "deal",
    "LADDER",
    "MALA",
    "MALA_READINGS",
    "NADA",
    "NADA_RUNG",
    "RUNGS",
    "PLAYERS",
    "SINGLE_CARD_ORDER",
    "STONES",
    "VARIANTS",
    "BadPlayers",
    "Comparison",
    "DocenaError",
    "Form",
    "HandRank",
    "Rules",
    "Rung",
    "UnknownVariant",
    "best_use_of_mala",
    "hand_with_mala_as",
    "can_cut_dejo",
    "can_open_betting",
    "can_withdraw",
    "card_value",
    "card_values_table",
    "compare",
    "comparison",
    "deck",
    "deck_table",
    "entro",
    "entro_table",
    "example",
    "forms_table",
    "hand_rank",
    "ladder_table",
    "rung",
    "showdown_winners",
]
