"""Papayoo's judges: who takes the trick, may I play and the points of a pile, and the debrief's link to them
(engine: :mod:`naipes.games.papayoo`)."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext as _, ngettext

from judges import verdicts
from judges.base import NoTrumpGame, suit_option, table
from judges.position import BadPosition, choice, lang, trick_query
from naipes.games import papayoo
from wording.cards import the_card


class Papayoo(NoTrumpGame):
    slug, name, engine = "papayoo", "Papayoo", papayoo
    trick_anchor, play_anchor = "trick-winner", "following-suit"


TRICK = Papayoo()


def points(query: Mapping) -> verdicts.Judgement:
    """The points of the cards a player took, under the suit the die shows."""
    rules, pile, error = verdicts.points_table("papayoo", papayoo, query)
    options = [
        *table("papayoo", query, verdicts.POINTS_OPTIONS),
        suit_option(query, "die", papayoo.ORDINARY_SUITS, str(_("Die"))),
    ]
    judgement = verdicts.Judgement("papayoo", "points", options, [pile], "scoring", error=error)
    if error:
        return judgement

    def work() -> None:
        taken = verdicts.taken(query, pile, rules.players)
        letter = choice(query, "die", tuple(s.letter for s in papayoo.ORDINARY_SUITS), "", label=str(_("Die")))
        if not taken:
            return
        if not letter:
            raise BadPosition(_("Choose the suit the die shows: its 7 is the Papayoo."))
        die = papayoo.parse_die_suit(letter)
        total = papayoo.pile_points(taken, die)
        headline = ngettext("%(points)s point.", "%(points)s points.", total) % {"points": total}
        why = _("Each Payoo counts its number and the Papayoo, %(card)s, counts 40.") % {
            "card": the_card(papayoo.papayoo_card(die), lang())}
        judgement.verdict = verdicts.Verdict(headline, why, taken, data={"points": total})

    verdicts.keep(query, pile)
    return verdicts.judged(judgement, work)


POINTS = points


def position(question) -> list[tuple[str, str]]:
    """A drill's question as the judge's fields: the cards alone."""
    return trick_query(question, {})


JUDGE_LINKS = {"papayoo-trick": ("trick", position)}
