"""Paulo endpoints: ``order``, ``trick`` and ``legal`` (engine: :mod:`naipes.games.paulo`)."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST, require_safe

from api import answers
from api.bots import BotTable, impossible
from api.catalog import HAND, REQUIRED, TRICK, TRICK_CARDS, VARIANT_PARAM, Endpoint, Param, players
from api.http import ApiError, either, endpoint, short, word
from api.parsing import Source, Variant, join, parse_cards, profile_alias, read_options
from naipes.bots import Legal, SeatView
from naipes.cards import Suit
from naipes.games import paulo
from naipes.games.paulo.practice import ACCEPT, AWAY, BET, team_of
from naipes.practice import PlayedTrick

GAME = "Paulo"

VARIANTS = {
    # The old names of two named profiles: the profile, whole (docs/rules-decisions.md §43).
    "durcal": profile_alias("paulo", "durcal", _("Old name of the Dúrcal table, profile=durcal: the Dúrcal order "
                                                 "(the Tuerto second, the Andorra third), strict follow and cuernos "
                                                 "scoring.")),
    "lanjaron": profile_alias("paulo", "lanjaron", _("Old name of the Lanjarón table, profile=lanjaron: 30 cards "
                                                     "(espadas out) also with 2 and 4 players, maíces gordos and chicos.")),
    "strict_follow": Variant({"strict_follow": True},
                             _("Follow the suit led if you can; trump only when void.")),
}
OPTIONS = read_options("paulo", "order", "deck_variant", "strict_follow")


def _rules(source: Source) -> paulo.Rules:
    # 2 is allowed only with the Lanjarón deck: say so rather than list "2, 4, 6, 8".
    players = source.players(GAME, paulo.PLAYERS, paulo.DEFAULT_RULES.players, allowed_text=word("allowed.paulo_players"))
    return paulo.Rules(players=players, **source.options(GAME, VARIANTS, OPTIONS))


def _muestra(source: Source, rules: paulo.Rules) -> Suit:
    text = source.text("muestra", required=True, expected="type.suit")
    try:
        return paulo.muestra_suit(text, rules)  # type: ignore[arg-type]
    except paulo.UnknownMuestra:
        allowed = join(s.letter for s in paulo.suits(rules))
        raise ApiError("unknown_muestra", field="muestra", value=short(text), allowed=allowed) from None


@endpoint("paulo")
@require_safe
def order(request: HttpRequest) -> dict[str, object]:
    """Every card of the deck in order for a muestra: the trumps, then each plain suit, highest first."""
    source = Source.from_query(request)
    rules = _rules(source)
    ladder = paulo.ladder(_muestra(source, rules), rules)
    answer = ladder.to_dict()
    for slot in cast(list, answer["slots"]):
        slot["names"] = either([f"paulo.slot.{slot['name']}"])
    answer["nicknames"] = {
        card.code: either([f"paulo.nickname.{name}"]) for card, name in paulo.NICKNAMES.items() if card in ladder.cards
    }
    return answers.finish(answer, source)


@endpoint("paulo")
@require_POST
def trick(request: HttpRequest) -> dict[str, object]:
    """Who takes a trick: the highest trump (Paulo, Andorra, Tuerto...), else the highest of the suit led."""
    source, rules, deck = answers.read_table(request, _rules, paulo)
    cards = source.trick(deck, rules.players)
    muestra = _muestra(source, rules)
    return answers.judged_trick("paulo", paulo, source, cards, rules, paulo.State(muestra), muestra=muestra.letter,
                                players=rules.players, order=rules.order)


@endpoint("paulo")
@require_POST
def legal(request: HttpRequest) -> dict[str, object]:
    """The cards of a hand that may be played: follow or trump at will; the Paulo is never forced."""
    source, rules, deck = answers.read_table(request, _rules, paulo)
    hand, played = source.hand_and_trick(deck, paulo.HAND_SIZE, rules.players)
    muestra = _muestra(source, rules)
    return answers.judged_legal("paulo", paulo, source, hand, played, rules, paulo.State(muestra),
                                muestra=muestra.letter, players=rules.players, strict_follow=rules.strict_follow)


MUESTRA = Param("muestra", _("suit letter or card"), REQUIRED,
               _("The muestra: its suit is trumps (O, C, E, B, or the muestra card)."))

ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("paulo-order", "GET", "paulo/order", "paulo",
             _("The order of every card of the deck for a muestra: the trumps highest first, then each plain "
               "suit."),
             (MUESTRA, players("paulo"), VARIANT_PARAM),
             {"muestra": "C", "players": 8}),
    Endpoint("paulo-trick", "POST", "paulo/trick", "paulo", _("Which card takes a trick."),
             (TRICK_CARDS, MUESTRA, players("paulo"), VARIANT_PARAM),
             {"cards": ["7C", "12C", "2O", "11O"], "muestra": "O", "players": 8}),
    Endpoint("paulo-legal", "POST", "paulo/legal", "paulo",
             _("Which cards of a hand may be played, with the reason for each card."),
             (HAND, TRICK, MUESTRA, players("paulo"), VARIANT_PARAM),
             {"hand": ["4B", "7B", "3O"], "trick": ["12O"], "muestra": "C", "players": 8}),
)
"""The endpoints of this module's views (``<game>/<view>``), for the API's index, page, OpenAPI document and URLs."""


# -- the bot's view (api/bots.py) ---------------------------------------------------------------------------------

bot_rules = _rules


def bot_table(source: Source, rules: paulo.Rules) -> BotTable:
    """Paulo's view: the ``muestra`` card turned up (its suit is trumps; it may be in a hand or a trick, the
    dealer's fifth card), each team's bazas for its scores; a baza carries no points."""
    text = source.text("muestra", required=True, expected="type.card")
    muestra = parse_cards([text], paulo.deck(rules), "muestra")[0]

    def bazas(tricks: tuple[PlayedTrick, ...], _players: int) -> tuple[int, int]:
        won = [team_of(t.winner) for t in tricks]
        return won.count(0), won.count(1)

    return BotTable(state=paulo.State(muestra), points=lambda _cards: 0, view={"muestra": muestra,
                    "trump": muestra.suit}, dealt=paulo.HAND_SIZE, scores=bazas)


MOST_BETS = 99
"""The most bets a view may say were accepted (far more than any hand sees)."""


def _bets(source: Source) -> int:
    bets = source.integer("bets", 0, most=MOST_BETS)
    if bets < 0:
        raise ApiError("out_of_range", field="bets", value=short(bets), min=0, max=MOST_BETS)
    return bets


def _bet(source: Source, rules: paulo.Rules, view: SeatView, table: BotTable) -> tuple[SeatView, Legal]:
    """A card or a bet, in the seat's turn with bets on: ``bets`` accepted so far; not before the first baza's
    postre (the second player at six)."""
    earliest = 1 if rules.players == 6 else rules.players - 1
    if not view.tricks and len(view.trick) < earliest:
        raise impossible("bet_too_early")
    cards = paulo.legal_plays(view.hand, view.trick, rules, state=table.state)
    return replace(view, bets=_bets(source)), Legal("play", (BET, *cards))


def _answer(source: Source, rules: paulo.Rules, view: SeatView, table: BotTable) -> tuple[SeatView, Legal]:
    """The answer to the other team's bet: accept or go away. The seat whose turn it is to play (``to_play``)
    made the bet; ``bets`` were accepted before it."""
    bettor = source.integer("to_play", view.seat)
    if team_of(bettor) == team_of(view.seat):
        raise impossible("answer_own_team")
    return (replace(view, phase="answer", bets=_bets(source), pending=team_of(bettor)),
            Legal("answer", (ACCEPT, AWAY)))


BOT_DECISIONS = {"bet": _bet, "answer": _answer}
"""Paulo's decisions besides a card (:mod:`api.bots`): a card or a bet, and the answer to a bet."""


# -- the coach's analysis (api/analysis.py) ------------------------------------------------------------------------

DECISIONS = {"b": BET, "q": ACCEPT, "x": AWAY}
NO_BET = ("no_bet",)
"""The coach's alternative to a bet: playing on without it (answered as ``n``, never taken as a decision)."""


def decision_action(code: str) -> tuple[str, ...] | None:
    """Paulo's bets as its practice hand's address writes them: ``b`` bet (or raise), ``q`` accept ("quiero"),
    ``x`` go away; ``None`` for a card."""
    return DECISIONS.get(code.lower()) if len(code) == 1 else None


def decision_code(action: tuple[str, ...]) -> str | None:
    """A bet or an answer as :func:`decision_action` reads it."""
    if action == NO_BET:
        return "n"
    return next((code for code, each in DECISIONS.items() if each == action), None)


def analysis_options(source: Source) -> dict[str, bool]:
    """The practice hand's own options: ``bets`` (bets of chinos in the hand)."""
    return {"betting": bool(source.boolean("bets", False))}
