"""Paulo's reachable positions: five cards a hand (source 000, the deal), a trick of at most one card per
player, and a hand's chinos only for an end the score allows (source 000, scoring and betting;
rules-decisions §4, §9: a team goes away only in answer to a bet, declines only al quiero).

Facts: ``trick``, ``hand``, ``muestra`` (the dealer's fifth card, so it may also be in a trick or a hand,
rules-decisions §5); ``score`` and ``outcome`` for a hand's chinos (``chinos_refused`` names an
end the engine refuses).
"""

from __future__ import annotations

from naipes.games import paulo
from naipes.games.paulo import HAND_SIZE, chinos
from naipes.reachable import REACHABLE, Position, check_table
from naipes.tricks import Verdict

FACT_REASONS: tuple[str, ...] = ("chinos_refused", "muestra_not_in_pack")


def check_facts(position: Position) -> Verdict:
    muestra = position.facts.get("muestra")
    if muestra is not None and muestra not in paulo.deck(position.rules).cards:
        return Verdict(False, "muestra_not_in_pack")
    found = check_table(position, HAND_SIZE)
    if not found.legal or "outcome" not in position.facts:
        return found
    try:
        chinos.award(position.facts["score"], position.facts["outcome"], position.rules)
    except chinos.ScoreError:
        return Verdict(False, "chinos_refused")
    return REACHABLE
