"""Tute's reachable positions (source 002, acuses and the last trick; rules-decisions §19).

Facts: ``trick``, ``hand`` (see :func:`naipes.reachable.check_table`); for a scene about declaring,
``muestra`` (the card, or ``None`` without muestra), ``suit`` (the pair asked about), ``won_trick``,
``stock_left``, ``declared`` (suits declared in the deal, in order) and ``declared_this_trick``; for a
count, ``acuses`` (the player's, in order) and ``forty_by_other``.

- Only the winner of the trick just played declares, before drawing, so "you already declared on this
  trick" needs a trick won (``declared_unwon``), stock left (``declared_without_stock``), a suit other
  than the one asked among those declared (``declared_this_trick_unlisted``), and that pair still in the
  hand (``declared_pair_not_held``).
- When the muestra is the rey or the caballo of trumps nobody can declare the forty (§19:
  ``forty_impossible``); no suit is declared twice (``suit_declared_twice``), and a deal holds at most
  as many acuses as tricks played while the stock lasts (``too_many_acuses``).
"""

from __future__ import annotations

from naipes.cards import CABALLO, REY, Card
from naipes.games import tute
from naipes.reachable import REACHABLE, Position, check_table
from naipes.tricks import Verdict

FACT_REASONS: tuple[str, ...] = (
    "declared_unwon", "declared_without_stock", "declared_this_trick_unlisted", "declared_pair_not_held",
    "forty_impossible", "suit_declared_twice", "too_many_acuses", "forty_by_other_with_muestra",
)


def check_facts(position: Position) -> Verdict:
    rules, facts = position.rules, position.facts
    found = check_table(position, rules.cards_per_hand)
    if not found.legal:
        return found
    muestra = facts.get("muestra")
    hand = set(facts.get("hand", ()))
    declared = tuple(facts.get("declared", facts.get("acuses", ())))
    if len(set(declared)) != len(declared):
        return Verdict(False, "suit_declared_twice")
    if muestra is not None and muestra.suit in declared and not tute.forty_possible(muestra):
        return Verdict(False, "forty_impossible")
    if len(declared) > tute.acuse_chances(rules):
        return Verdict(False, "too_many_acuses")
    if facts.get("forty_by_other") is not None and muestra is not None:
        return Verdict(False, "forty_by_other_with_muestra")
    if facts.get("declared_this_trick"):
        if not facts.get("won_trick"):
            return Verdict(False, "declared_unwon")
        if not facts.get("stock_left", True):
            return Verdict(False, "declared_without_stock")
        others = [s for s in declared if s != facts.get("suit")]
        if not others:
            return Verdict(False, "declared_this_trick_unlisted")
        if not any({Card(REY, s), Card(CABALLO, s)} <= hand for s in others):
            return Verdict(False, "declared_pair_not_held")
    return REACHABLE
