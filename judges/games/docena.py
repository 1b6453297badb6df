"""La Docena's judge: the name and rung of a hand, or which of two hands wins; and the debrief's link to it
(engine: :mod:`naipes.games.docena`). Its verdict's rows are its own template, ``judges/games/docena/_verdict.html``."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext as _, gettext_lazy

import wording
from judges.base import judged_options, read_rules, reason, table
from judges.position import BadPosition, cards, distinct, lang
from judges.verdicts import Judgement, Picker, Verdict, judged, keep
from naipes.games import docena
from wording.cards import the_card

HAND_OPTIONS = ("players", "nada_rule")
"""The table options the La Docena judge offers."""

HAND_TITLE = gettext_lazy("Which hand wins? La Docena")
HAND_JUDGE = (gettext_lazy("Which hand wins?"),
              gettext_lazy("One hand: its name and rung on the ladder. Two hands: which one wins, and why."))
"""The judge's name and summary on the index, the rule pages' links and the site search."""


def describe(rank: docena.HandRank) -> dict:
    return {"name": wording.text(f"docena.rung.{rank.key}", lang()), "rung": rank.rank, "key": rank.key,
            "form": wording.text(f"docena.form.{rank.form}", lang())}


def hands(query: Mapping) -> Judgement:
    """One hand: its name and rung on the ladder; two hands: which one wins, and why."""
    error = ""
    try:
        rules = read_rules("docena", query, judged_options("docena"))
    except BadPosition as exc:
        rules, error = docena.DEFAULT_RULES, str(exc)
    deck = docena.deck(rules)
    first, second = Picker("a", deck, _("First hand (1 to 3 cards)")), Picker("b", deck, _("Second hand (optional)"))
    judgement = Judgement("docena", "hand", table("docena", query, HAND_OPTIONS), [first, second], "ladder",
                          error=error, own_rows="judges/games/docena/_verdict.html")
    if error:
        return judgement

    def work() -> None:
        a = cards(query, "a", deck, players=rules.players, most=3, label=first.legend)
        b = cards(query, "b", deck, players=rules.players, most=3, label=second.legend)
        first.selected, second.selected = a, b
        distinct([(first.legend, a), (second.legend, b)])
        if not a:
            if b:
                raise BadPosition(_("Choose the first hand too."))
            return
        one = describe(docena.hand_rank(a))
        if not b:
            headline = _("%(name)s: rung %(rung)s of %(rungs)s.") % {**one, "rungs": docena.RUNGS}
            judgement.verdict = Verdict(headline, one["form"], a, rows=[{**one, "cards": a}], data={"hand": one})
            return
        result = docena.comparison(a, b, rules)
        two = describe(result.b)
        one = describe(result.a)
        headline = {"a": _("The first hand wins."), "b": _("The second hand wins."),
                    "tie": _("The two hands tie.")}[result.result]
        why = reason("docena", result.reason)
        if result.deciding:
            x, y = result.deciding
            why += " " + wording.text("docena.decided_by", lang(), a=the_card(x, lang()), b=the_card(y, lang()))
        judgement.rule_anchor = "ties" if result.result == "tie" else "ladder"
        judgement.verdict = Verdict(headline, why, a + b, rows=[{**one, "cards": a}, {**two, "cards": b}],
                                    data={"winner": result.result})

    keep(query, first, second)
    return judged(judgement, work)


HAND = hands


def position(question) -> list[tuple[str, str]]:
    """A drill's question as the judge's fields: the players and the hand."""
    return [("players", str(question.players)), ("a", ",".join(c.code for c in question.cards))]


JUDGE_LINKS = {"docena-hand": ("hand", position)}
