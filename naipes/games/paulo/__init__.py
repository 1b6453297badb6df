"""Paulo: rules engine for the Andalusian team trick-taking game with a muestra.

Rules pages: content/es/paulo.md, content/en/paulo.md. Readings where the sources are open:
docs/rules-decisions.md §2 to §11 (Paulo).

Three parts, re-exported here:

- :mod:`naipes.games.paulo.rules`: ``Rules`` (variants), ``deck(rules)`` per number of players, the deal
  and the team draw.
- :mod:`naipes.games.paulo.order`: ``is_trump``, ``ladder`` (every card of the deck in order for a
  muestra), ``trick_winner``, ``judge_plays`` / ``legal_plays``.
- :mod:`naipes.games.paulo.chinos`: the score sheet: ``Score``, ``HandOutcome``, ``apply_hand`` and the
  queries ``is_al_quiero``, ``opening_bet``, ``can_carteta``...

>>> from naipes.games import paulo
>>> from naipes.cards import SPANISH_40
>>> paulo.trick_winner(SPANISH_40.parse("12C 3C 4B"), paulo.Rules(players=6), state=paulo.State("C"))
2
"""

from __future__ import annotations

from naipes.games.paulo.chinos import (
    CHICOS_PER_GORDO,
    CUERNO,
    ENDS,
    LANJARON_PATA,
    PATA,
    PATAS_PER_MEDIO,
    Award,
    BadOutcome,
    BadScore,
    CannotGoAway,
    CartetaNotAllowed,
    HandOutcome,
    MatchOver,
    NoBetToRefuse,
    NotAlQuiero,
    Score,
    ScoreError,
    TeamScore,
    apply_hand,
    award,
    bet_value,
    can_carteta,
    can_go_away,
    carteta_pairs,
    earliest_bet,
    hand_values_table,
    is_al_canuto,
    is_al_quiero,
    is_quiero_forzoso,
    match_winner,
    medio_size,
    no_bet_value,
    opening_bet,
    pata_size,
    quiero_team,
    raise_step,
    short_of_medio,
    start_carteta,
    team_status,
    toro_pairs,
    units,
    units_table,
)
from naipes.games.paulo.order import (
    NICKNAMES,
    PLAIN_ORDER,
    REASONS,
    SLOT_NAMES,
    TRUMP_SLOTS,
    Ladder,
    TrumpSlot,
    UnknownMuestra,
    is_trump,
    judge_plays,
    ladder,
    ladder_table,
    legal_plays,
    muestra_suit,
    trick_winner,
    trick_winner_reason,
    trump_slots_table,
)
from naipes.games.paulo.rules import (
    DECK_VARIANTS,
    DEFAULT_RULES,
    HAND_SIZE,
    OPTIONS,
    ORDERS,
    PAULO,
    PLAYERS,
    SCORINGS,
    TRICKS_TO_WIN,
    TUERTO,
    BadPlayers,
    BadTarget,
    Deal,
    Muestra,
    PauloError,
    Rules,
    State,
    TeamDraw,
    UnknownVariant,
    deal,
    deck,
    deck_table,
    draw_teams,
    suits,
    team_of,
    undealt,
)
from naipes.tricks import WIN_REASONS  # why a card takes a baza (trick_winner_reason): the shared codes

__all__ = [
    "CHICOS_PER_GORDO", "CUERNO", "DECK_VARIANTS", "DEFAULT_RULES", "ENDS", "HAND_SIZE", "LANJARON_PATA", "NICKNAMES", "OPTIONS", "ORDERS",
    "PATA", "PATAS_PER_MEDIO", "PAULO", "PLAIN_ORDER", "PLAYERS", "REASONS", "SCORINGS", "SLOT_NAMES",
    "TRICKS_TO_WIN", "TRUMP_SLOTS", "TUERTO", "WIN_REASONS",
    "Award", "BadOutcome", "BadPlayers", "BadScore", "BadTarget", "CannotGoAway", "CartetaNotAllowed", "Deal",
    "HandOutcome", "Ladder", "MatchOver", "Muestra", "NoBetToRefuse", "NotAlQuiero", "PauloError", "Rules",
    "Score", "ScoreError", "State", "TeamDraw", "TeamScore", "TrumpSlot", "UnknownMuestra", "UnknownVariant",
    "apply_hand", "award", "bet_value", "can_carteta", "can_go_away", "carteta_pairs", "deal", "deck",
    "deck_table", "draw_teams", "earliest_bet", "hand_values_table", "is_al_canuto", "is_al_quiero",
    "is_quiero_forzoso", "is_trump", "judge_plays", "ladder", "ladder_table", "legal_plays", "match_winner",
    "medio_size", "muestra_suit", "no_bet_value", "opening_bet", "pata_size", "quiero_team", "raise_step", "short_of_medio",
    "start_carteta", "suits", "team_of", "team_status", "toro_pairs", "trick_winner", "trick_winner_reason",
    "trump_slots_table", "undealt", "units", "units_table",
]
