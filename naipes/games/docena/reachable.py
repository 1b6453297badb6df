"""La Docena's reachable positions: the pack is the one for the players receiving cards (source 004, the
pack and card values), so a caballo or sota shows up only from six players; a hand holds 1 to 3 cards;
the entró is asked for 3 to 8 players.

Facts: ``players_left`` (the players receiving cards, which the pack follows), ``withdrawal`` (the scene
asks about dropping out on the first card: one card).
"""

from __future__ import annotations

from naipes.games.docena import HAND_SIZE, PLAYERS
from naipes.reachable import REACHABLE, Position
from naipes.tricks import Verdict

FACT_REASONS: tuple[str, ...] = ("pack_of_other_table", "hand_too_big", "first_card_is_one")


def check_facts(position: Position) -> Verdict:
    left = position.facts.get("players_left", position.rules.players)
    if left not in PLAYERS or left != position.rules.players:
        return Verdict(False, "pack_of_other_table")
    if any(len(group) > HAND_SIZE for group in position.groups):
        return Verdict(False, "hand_too_big")
    if position.facts.get("withdrawal") and sum(len(g) for g in position.groups) != 1:
        return Verdict(False, "first_card_is_one")
    return REACHABLE
