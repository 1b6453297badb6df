"""Tute's judges: who takes the trick, may I play (before and after the stock, manos abajo) and the points of a
pile, and the debrief's link to them (engine: :mod:`naipes.games.tute`)."""

from __future__ import annotations

from collections.abc import Mapping

from django.http import QueryDict
from django.utils.translation import gettext as _, ngettext

from judges import verdicts
from judges.base import Option, Setup, TrickGame, suit_choice, suit_option, suits_option, table
from judges.position import BadPosition, choice, flag, lang, suits, trick_query
from naipes.cards import SPANISH_SUITS
from naipes.games import tute
from naipes.options import option
from wording.cards import suit_name


class Tute(TrickGame):
    """Without muestra there is no trump until the first forty is declared: its suit is trumps from then on
    (``forty``). A player who did not answer a suit while the stock lasted lays the cards of it he draws
    face down and must play them when it is asked (``manos_abajo``): docs/rules-decisions.md §19, §20, §34."""

    slug, name = "tute", "Tute"
    trick_anchor, play_anchor = "tricks", "after-the-stock"
    play_options = ("over_trump", "stock_following")
    position_options = ("muestra",)  # a table option (played with a muestra or without, §19) and the position's suit

    def position_of_table(self, query: QueryDict) -> QueryDict:
        """A table without muestra is a position with none (the form's "No muestra"), never the word
        ``false`` as a suit."""
        if query.get("muestra") == option("tute", "muestra").text(False):
            query = query.copy()
            query["muestra"] = ""
        return query

    def read(self, query: Mapping) -> Setup:
        rules = self.rules(query)
        players = rules.players
        muestra = suit_choice(query, "muestra", SPANISH_SUITS, str(_("Muestra")), None)
        forty = suit_choice(query, "forty", SPANISH_SUITS, str(_("The forty")), None)
        if muestra and forty and forty is not muestra:
            raise BadPosition(_("With a muestra the forty is the rey and caballo of its suit, %(suit)s: choose "
                                "no muestra, or leave the forty empty.") % {"suit": suit_name(muestra, lang())})
        trump = tute.trump_suit(muestra, [forty] if forty else [])
        lacked = set(suits(query, "manos_abajo", SPANISH_SUITS, label=str(_("Manos abajo"))))
        return Setup(players, rules, tute.deck(rules), rules.cards_per_hand, trump,
                     {"stock_empty": flag(query, "stock_empty"), "manos_abajo": lacked})

    def options(self, setup, query, *, play):
        players, *rules = self.table(query, play=play)
        found = [players,
                 suit_option(query, "muestra", SPANISH_SUITS, str(_("Muestra")), none=str(_("No muestra"))),
                 suit_option(query, "forty", SPANISH_SUITS,
                             str(_("Without muestra, the forty (which makes triunfo, the trump suit) was declared in")),
                             none=str(_("not declared yet")))]
        if play:
            found += [Option("stock_empty", str(_("The stock is used up")), value=query.get("stock_empty", "")),
                      suits_option(query, "manos_abajo", SPANISH_SUITS,
                                   str(_("Manos abajo: suits you did not answer while the stock lasted "
                                         "(the cards of them you drew lie face down)"))),
                      *rules]
        return found

    def winner(self, trick, setup):
        state = tute.State(setup.trump)
        index = tute.trick_winner(trick, setup.rules, state=state)
        return index, tute.trick_winner_reason(trick, setup.rules, state=state)

    def judge(self, hand, trick, setup):
        options = setup.options or {}
        # Every card he holds of a suit he did not answer was drawn since, so it lies face down.
        face_down = tute.lays_face_down(hand, options.get("manos_abajo", ()))
        state = tute.State(setup.trump, bool(options.get("stock_empty")), face_down)
        return tute.judge_plays(hand, trick, setup.rules, state=state)

    def play_rule(self, setup, reasons):
        if setup.options and setup.options.get("stock_empty"):
            return self.play_anchor
        if reasons & {"manos_abajo", "manos_abajo_must_follow"}:
            return "manos-abajo"
        return "trump-lead" if reasons & {"follows_trump", "must_follow_trump"} else "stock-phase"


TRICK = Tute()


def points(query: Mapping) -> verdicts.Judgement:
    """The points of the cards a player took, with his acuses and the last trick."""
    rules, pile, error = verdicts.points_table("tute", tute, query)
    options = [
        *table("tute", query, verdicts.POINTS_OPTIONS),
        suit_option(query, "muestra", SPANISH_SUITS, str(_("Muestra")), none=str(_("No muestra"))),
        suits_option(query, "acuses", SPANISH_SUITS, str(_("Acuses declared (rey and caballo)"))),
        Option("forty_taken", str(_("Without muestra: another player declared the forty first (your first pair "
                                    "counts 20)")), value=query.get("forty_taken", "")),
        Option("last_trick", str(_("Took the last trick (diez de mesa)")), value=query.get("last_trick", "")),
    ]
    judgement = verdicts.Judgement("tute", "points", options, [pile], "counting", error=error)
    if error:
        return judgement

    def work() -> None:
        taken = verdicts.taken(query, pile, rules.players)
        muestra = choice(query, "muestra", tuple(s.letter for s in SPANISH_SUITS), "", label=str(_("Muestra"))) or None
        acuses = list(suits(query, "acuses", SPANISH_SUITS, label=str(_("Acuses declared (rey and caballo)"))))
        if len(set(acuses)) != len(acuses):
            raise BadPosition(_("Each suit can be declared only once."))
        last = flag(query, "last_trick")
        if not taken and not acuses and not last:
            return
        # Without muestra the first pair is the forty only if nobody else declared one first (§19).
        result = tute.hand_points(taken, acuses, muestra, last, forty_taken=flag(query, "forty_taken"))
        headline = ngettext("%(points)s point.", "%(points)s points.", result.points) % {"points": result.points}
        why = _("%(cards)s for the cards, %(acuses)s for the acuses, %(last)s for the last trick.") % {
            "cards": result.card_points, "acuses": result.acuse_points, "last": result.last_trick_points}
        judgement.verdict = verdicts.Verdict(headline, why, taken, data={"points": result.points})

    verdicts.keep(query, pile)
    return verdicts.judged(judgement, work)


POINTS = points


def position(question) -> list[tuple[str, str]]:
    """A drill's question as the judge's fields: the muestra's suit, or without one the forty declared."""
    if question.muestra is not None:
        return trick_query(question, {"muestra": question.muestra.suit.letter})
    # A question after the stock without muestra (``tute-legal``) has no forty declared: no trumps.
    declared = getattr(question, "declared", None)
    return trick_query(question, {"forty": declared.letter} if declared else {})


def position_after_stock(question) -> list[tuple[str, str]]:
    return [*position(question), ("stock_empty", "1")]


JUDGE_LINKS = {"tute-trick": ("trick", position), "tute-legal": ("play", position_after_stock)}
