"""What the search answers about Papayoo from its engine: how many cards are passed, what taking cards
costs, and the cards for each number of players."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

from naipes import papayoo
from naipes.cards import Suit
from search.asking import (
    HOW_MANY,
    PASS,
    VALUE,
    WORTH,
    Deal,
    EngineAnswer,
    GameAnswers,
    Section,
    cards_in,
    number_in,
    points,
)


def passing(query_words: list[str], lang: str, section: Section) -> EngineAnswer | None:
    if not set(query_words) & PASS:
        return None
    count = number_in(query_words, [])
    counts = papayoo.PLAYERS if count is None or count not in papayoo.PLAYERS else (count,)
    rows = [_("%(players)s players: each passes %(pass)s cards") % {"players": n, "pass": papayoo.pass_count(papayoo.Rules(players=n))}
            for n in counts]
    return EngineAnswer("papayoo", _("Cards passed in Papayoo, to the player on the left"), section("papayoo", "pass"),
                        _("The pass"), rows)


def scoring(query_words: list[str], lang: str, section: Section) -> EngineAnswer | None:
    """What taking cards costs at Papayoo: the Payoos their number, the Papayoo its points, the round's total."""
    said = set(query_words)
    if not said & VALUE or not said & (HOW_MANY | WORTH) or cards_in(query_words):
        return None
    payoos = [c for c in papayoo.deck(papayoo.Rules()) if c.suit is Suit.PAYOO]
    return EngineAnswer("papayoo", _("Each round of Papayoo hands out %(total)s points") % {"total": papayoo.ROUND_TOTAL},
                        section("papayoo", "scoring"), _("Scoring"),
                        [_("Each Payoo is worth its number, from %(low)s to %(high)s; the Papayoo (the %(rank)s of the "
                           "die's suit) %(papayoo)s; every other card 0.")
                         % {"low": min(c.rank for c in payoos), "high": max(c.rank for c in payoos),
                            "rank": papayoo.PAPAYOO_RANK, "papayoo": points(papayoo.PAPAYOO_POINTS)}])


def _deal(n: int, lang: str) -> str:
    rules = papayoo.Rules(players=n)
    return _("%(players)s players: %(deck)s cards, %(hand)s each, %(pass)s passed") % {
        "players": n, "deck": len(papayoo.deck(rules)), "hand": papayoo.hand_size(rules),
        "pass": papayoo.pass_count(rules)}


# A pass is asked more narrowly than the scoring, so it is tried first.
ANSWERS = GameAnswers(own=(passing, scoring), deal=Deal(papayoo.PLAYERS, _deal, "deck-by-players",
                                                         gettext_noop("Cards by number of players")))
