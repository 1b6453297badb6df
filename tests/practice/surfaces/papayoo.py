"""Papayoo: no trumps; the trick drill, no "may I play" drill."""

from trainers.games.papayoo import trick as papayoo_trick

DRILL, LEGAL_DRILL = papayoo_trick, None
LEARNER_ACTIONS = 10


def tables(hand, number):
    players = hand.players
    return ({"players": players}, {"players": players},
            lambda cards: papayoo_trick.Question(1, players, cards), None)
