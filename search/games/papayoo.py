"""What the search answers about Papayoo from its engine: how many cards are passed, what taking cards
costs, and the cards for each number of players."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

from naipes.cards import Suit
from naipes.games import papayoo
from naipes_site.table_rules import TableRules
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


def passing(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    if not set(query_words) & PASS:
        return None
    count = number_in(query_words, [])
    counts = papayoo.PLAYERS if count is None or count not in papayoo.PLAYERS else (count,)
    rows = [_("%(players)s players: each passes %(pass)s cards") % {"players": n, "pass": papayoo.pass_count(table.rules(players=n))}
            for n in counts]
    if table.sample().die_before_pass:
        rows.append(_("The die is rolled before the pass: everyone passes knowing which 7 is the Papayoo."))
    return EngineAnswer("papayoo", _("Cards passed in Papayoo, to the player on the left"), section("papayoo", "pass"),
                        _("The pass"), rows)


def scoring(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    """What taking cards costs at Papayoo: the Payoos their number, the Papayoo its points, the round's total."""
    said = set(query_words)
    if not said & VALUE or not said & (HOW_MANY | WORTH) or cards_in(query_words):
        return None
    rules = table.sample()
    payoos = [c for c in papayoo.deck(rules) if c.suit is Suit.PAYOO]
    lines = [_("Each Payoo is worth its number, from %(low)s to %(high)s; the Papayoo (the %(rank)s of the "
               "die's suit) %(papayoo)s; every other card 0.")
             % {"low": min(c.rank for c in payoos), "high": max(c.rank for c in payoos),
                "rank": papayoo.PAPAYOO_RANK, "papayoo": points(papayoo.PAPAYOO_POINTS)}]
    if rules.shoot_the_moon:
        lines.append(_("Shooting the moon: whoever takes every Payoo and the Papayoo scores 0, and every other player "
                       "%(total)s.") % {"total": points(papayoo.ROUND_TOTAL)})
    return EngineAnswer("papayoo", _("Each round of Papayoo hands out %(total)s points") % {"total": papayoo.ROUND_TOTAL},
                        section("papayoo", "scoring"), _("Scoring"), lines)


def _deal(n: int, lang: str, table: TableRules) -> str:
    rules = table.rules(players=n)
    return _("%(players)s players: %(deck)s cards, %(hand)s each, %(pass)s passed") % {
        "players": n, "deck": len(papayoo.deck(rules)), "hand": papayoo.hand_size(rules),
        "pass": papayoo.pass_count(rules)}


# A pass is asked more narrowly than the scoring, so it is tried first.
ANSWERS = GameAnswers(card_named="papayoo", own=(passing, scoring), deal=Deal(papayoo.PLAYERS, _deal, "deck-by-players",
                                                         gettext_noop("Cards by number of players")),
                      follows=("die_before_pass", "shoot_the_moon"),
                      # The box (a tin) holds the pack and the die.
                      words={"caja": ("baraja",), "box": ("deck",), "tin": ("deck",), "lata": ("baraja",)})
