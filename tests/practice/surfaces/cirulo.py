"""Cirulo: no trumps; the trick drill on the 40-card pack, no "may I play" drill."""

from trainers.games.cirulo import trick as cirulo_trick

DRILL, LEGAL_DRILL = cirulo_trick, None
LEARNER_ACTIONS = 9


def tables(hand, number):
    players = hand.players
    return ({"players": players}, {"players": players},
            lambda cards: cirulo_trick.Question(1, players, 40, cards), None)
