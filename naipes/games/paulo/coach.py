"""Paulo's coach (:mod:`naipes.coach`): no reason codes yet (a mistake says its cost and the better card), and the
floor below which a cost in chinos is no mistake: a hand without bets is worth one chino to each seat of the team
that wins it, so a quarter of a chino is already a fair part of the hand."""

REASONS = ()

FLOOR = 0.25
