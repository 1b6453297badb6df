"""Paulo's judges: who takes the trick and may I play (the muestra makes trumps), and the debrief's link to them
(engine: :mod:`naipes.games.paulo`)."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext as _

from judges.base import Setup, TrickGame, suit_choice, suit_option
from judges.position import trick_query
from naipes.games import paulo


class Paulo(TrickGame):
    slug, name = "paulo", "Paulo"
    trick_anchor, play_anchor = "trick-winner", "playing"
    rules_options, play_options = ("players", "order", "deck_variant"), ("strict_follow",)

    def read(self, query: Mapping) -> Setup:
        rules = self.rules(query)
        suits = paulo.suits(rules)
        muestra = suit_choice(query, "muestra", suits, str(_("Muestra")), suits[0])
        return Setup(rules.players, rules, paulo.deck(rules), paulo.HAND_SIZE, muestra)

    def options(self, setup, query, *, play):
        suits = paulo.suits(setup.rules) if setup else paulo.suits(paulo.DEFAULT_RULES)
        players, *others = self.table(query, play=play)
        return [players, suit_option(query, "muestra", suits, str(_("Muestra"))), *others]

    def winner(self, trick, setup):
        state = paulo.State(setup.trump)
        index = paulo.trick_winner(trick, setup.rules, state=state)
        return index, paulo.trick_winner_reason(trick, setup.rules, state=state)

    def judge(self, hand, trick, setup):
        return paulo.judge_plays(hand, trick, setup.rules, state=paulo.State(setup.trump))


TRICK = Paulo()


def position(question) -> list[tuple[str, str]]:
    """A drill's question as the judge's fields: the muestra's suit, then the cards."""
    return trick_query(question, {"muestra": question.muestra.suit.letter})


JUDGE_LINKS = {"paulo-trick": ("trick", position), "paulo-may-play": ("play", position)}
