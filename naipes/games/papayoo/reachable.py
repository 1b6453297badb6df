"""Papayoo's reachable positions: a trick of at most one card per player, the die on one of the four
ordinary suits (rules-decisions §28), and at the end of a round every card of the pack in some pile
(source 003, scoring).

Facts: ``trick``, ``hand``; ``die`` (a suit); ``round_over`` (the groups are every player's pile).
"""

from __future__ import annotations

from naipes.cards import Suit
from naipes.games import papayoo
from naipes.reachable import REACHABLE, Position, check_table
from naipes.tricks import Verdict

FACT_REASONS: tuple[str, ...] = ("die_on_payoo", "cards_missing_at_round_end")


def check_facts(position: Position) -> Verdict:
    rules = position.rules
    found = check_table(position, len(papayoo.deck(rules).cards) // rules.players)
    if not found.legal:
        return found
    if position.facts.get("die") is Suit.PAYOO:
        return Verdict(False, "die_on_payoo")
    if position.facts.get("round_over") and sum(len(g) for g in position.groups) != len(papayoo.deck(rules).cards):
        return Verdict(False, "cards_missing_at_round_end")
    return REACHABLE
