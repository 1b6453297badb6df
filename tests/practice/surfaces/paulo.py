"""Paulo: the muestra's suit makes trumps for the judge, the API and both drills."""

from trainers.games.paulo import may_play as paulo_may_play, trick as paulo_trick

DRILL, LEGAL_DRILL = paulo_trick, paulo_may_play
LEARNER_ACTIONS = 4


def tables(hand, number):
    players = hand.players
    options = {"players": players, "muestra": hand.muestra.suit.letter}
    return (options, dict(options),
            lambda cards: paulo_trick.Question(1, players, hand.muestra, cards),
            lambda h, cards: paulo_may_play.Question(1, players, hand.muestra, cards, h))
