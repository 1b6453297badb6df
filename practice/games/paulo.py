"""Paulo's practice hand: the muestra and the bazas on the table, bets of chinos as an option of the table.

Its own actions: ``b`` bet (or raise), ``q`` accept ("quiero"), ``x`` go away; a hand with bets carries
``bets=1`` in its URL.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from naipes.cards import SPANISH_40
from naipes.games import paulo
from naipes.games.paulo import practice as paulo_hand
from naipes.options import accepted
from naipes.practice import LEARNER
from practice.coach import said_of
from practice.game import PracticeGame
from wording import text
from wording.cards import card_name, suit_name

BETS = {"b": paulo_hand.BET, "q": paulo_hand.ACCEPT, "x": paulo_hand.AWAY}
CODES = {**{action[0]: code for code, action in BETS.items()}, "no_bet": "n"}
"""Written codes; ``n`` is the coach's "no bet", the alternative it weighs a bet against (never an action read)."""


def amount(value: int, rules: paulo.Rules, lang: str) -> str:
    """What a hand is worth in the unit of the table's scoring: chinos, tantos (cuernos), maíces gordos."""
    return text(f"paulo.amount.{rules.scoring}{'.one' if value == 1 else ''}", lang, n=value)


def _bet_event(kind: str, who: int, detail: dict, rules: paulo.Rules, lang: str) -> str:
    """One line of the bets' story; ``who`` is a seat for a bet, a team for an answer."""
    if kind == "bet":
        return said_of(who, _("You bet: the hand would be worth %(amount)s."),
                       _("%(who)s bets: the hand would be worth %(amount)s."),
                       amount=amount(detail["value"], rules, lang))
    team = _("Your team") if who == LEARNER % 2 else _("The other team")
    return (_("%(team)s accepts.") if kind == "accept" else _("%(team)s goes away.")) % {"team": team}


def table(state, _level: str, lang: str) -> dict[str, Any]:
    context: dict[str, Any] = {
        "muestra": state.muestra, "trump_name": suit_name(state.muestra.suit, lang), "bazas": state.bazas,
        "paulo_name": card_name(paulo.PAULO, lang), "tuerto_name": card_name(paulo.TUERTO, lang),
    }
    if state.betting:
        context["betting"] = {
            "stake": amount(state.stake(), state.rules, lang), "bets": state.bets,
            "may_bet": state.may_bet(LEARNER), "answer": state.phase == "answer",
            "next": amount(paulo.bet_value(paulo.Score(), state.bets + 1, state.rules), state.rules, lang),
            "events": [_bet_event(kind, seat, detail, state.rules, lang) for kind, seat, detail in state.log.entries
                       if kind in ("bet", "accept", "away")],
        }
    return context


def count(state, lang: str) -> dict[str, Any]:
    return {"bazas": state.bazas, "ours": state.winning_team == 0, "chinos": state.chinos(),
            "amount": amount(state.chinos(), state.rules, lang),
            "went_away": state.went_away, "bets": state.bets, "betting": state.betting}


def _bets(options: Mapping[str, Any]) -> dict[str, str]:
    return {"bets": "1"} if options.get("betting") else {}


HAND = PracticeGame(
    slug="paulo", engine=paulo, hand=paulo_hand, deck=SPANISH_40, players=accepted("paulo", "players"), default_players=4,
    partial="practice/games/paulo/_hand.html", setup="practice/games/paulo/_setup.html",
    review_drill="paulo-may-play",
    rule_anchors={"play": "playing", "winner": "trick-winner", "count": "no-bet", "trumps": "trumps",
                  "betting": "betting", "values": "hand-values"},
    # Bets of chinos are no rule of the table but a way to play this hand: the engine's replay takes them.
    read_hand_options=lambda query: {"betting": query.get("bets") == "1"},
    hand_options_query=_bets,
    # "n" is the coach's "no bet" (the alternative it weighs a bet against): read to be worded, refused if played.
    parse_special={**BETS, "n": ("no_bet",)}.get,
    format_special=lambda action: CODES[action[0]],
    own_phases=frozenset({"answer"}),
    table=table, count=count,
    # A baza carries no points in Paulo: the coach says who took it, and the table counts the bazas.
    trick_worth=None,
)
