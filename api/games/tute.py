"""Tute endpoints: ``trick``, ``legal`` and ``score`` (engine: :mod:`naipes.games.tute`)."""

from __future__ import annotations

from dataclasses import replace

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from api import answers
from api.bots import BotTable, impossible
from api.catalog import (
    BOOL,
    CARDS,
    HAND,
    REQUIRED,
    TRICK,
    TRICK_CARDS,
    VARIANT_PARAM,
    Endpoint,
    Param,
    players,
)
from api.http import ApiError, endpoint, short
from api.parsing import Source, Variant, join, read_options
from naipes.bots import Legal, SeatView
from naipes.cards import SPANISH_SUITS, Card, Suit
from naipes.games import tute

GAME = "Tute"
SUIT_LETTERS = join(s.letter for s in SPANISH_SUITS)

VARIANTS = {
    "free_discard": Variant({"over_trump": "free_discard"},
                            _("Once the stock is gone, a player who cannot over-trump may play any card.")),
    "strict_follow": Variant({"stock_following": "strict"},
                             _("Following suit is compulsory while the stock lasts too.")),
}
OPTIONS = read_options("tute", "over_trump", "stock_following", "hand_size", "removed_two")


def _rules(source: Source) -> tute.Rules:
    players = source.players(GAME, tute.PLAYERS, tute.DEFAULT_RULES.players)
    return tute.Rules(players=players, **source.options(GAME, VARIANTS, OPTIONS))


def _suit(value: str, field: str) -> Suit:
    try:
        return tute.parse_suit(value)
    except tute.UnknownSuit:
        raise ApiError("unknown_suit", field=field, value=short(value), allowed=SUIT_LETTERS) from None


def _trump(source: Source) -> tuple[Suit | None, Suit | None, list[Suit], Card | None]:
    """The muestra's suit (or None, playing without), the trump now, the acuses declared so far, and the
    muestra card when one was given (it rules out a forty: docs/rules-decisions.md §19)."""
    text = source.text("muestra", nullable=True, expected="type.suit_or_null")
    try:
        muestra = tute.parse_muestra(text)
    except tute.UnknownMuestra:
        raise ApiError("unknown_muestra", field="muestra", value=short(text), allowed=SUIT_LETTERS) from None
    acuses = [_suit(s, "acuses") for s in source.strings("acuses", expected="type.suits")]
    return muestra, tute.trump_suit(muestra, acuses), acuses, tute.muestra_card(text)


def _letter(suit: Suit | None) -> str | None:
    return suit.letter if suit else None


# -- the coach's analysis (api/analysis.py) ------------------------------------------------------------------------

DECLARATIONS = {"s": "sing", "t": "tute", "n": "no_sing"}


def decision_action(code: str) -> tuple[str, ...] | None:
    """Tute's own decisions as a practice hand's address writes them: ``sO`` sings rey and caballo of oros, ``t``
    shows a tute, ``n`` lets the chance go; ``None`` for a card."""
    kind = DECLARATIONS.get(code[:1].lower())
    if kind is None:
        return None
    if kind == "sing":
        return (kind, _suit(code[1:], "decisions").letter)
    return (kind,) if len(code) == 1 else None


def decision_code(action: tuple[str, ...]) -> str | None:
    """A declaration as :func:`decision_action` reads it."""
    if not action or not isinstance(action[0], str):
        return None
    return {"sing": "s" + (action[1] if len(action) > 1 else ""), "tute": "t", "no_sing": "n"}.get(action[0])


@endpoint("tute")
@require_POST
def trick(request: HttpRequest) -> dict[str, object]:
    """Who takes a trick: the highest trump, else the highest card of the suit led."""
    source, rules, deck = answers.read_table(request, _rules, tute)
    cards = source.trick(deck, rules.players)
    muestra, trump, _acuses, _card = _trump(source)
    return answers.judged_trick("tute", tute, source, cards, rules, tute.State(trump), muestra=_letter(muestra),
                                trump=_letter(trump), players=rules.players)


@endpoint("tute")
@require_POST
def legal(request: HttpRequest) -> dict[str, object]:
    """The cards of a hand that may be played on a trick, with or without stock left."""
    source, rules, deck = answers.read_table(request, _rules, tute)
    hand, played = source.hand_and_trick(deck, rules.cards_per_hand, rules.players)
    face_down = source.cards("face_down", deck, required=False)
    if strays := [c for c in face_down if c not in hand]:
        raise ApiError("card_not_in_hand", field="face_down", cards=(strays[0].code,))
    stock_empty = source.boolean("stock_empty", False)
    muestra, trump, _acuses, _card = _trump(source)
    return answers.judged_legal("tute", tute, source, hand, played, rules, tute.State(trump, stock_empty, frozenset(face_down)),
                                muestra=_letter(muestra), trump=_letter(trump), stock_empty=stock_empty,
                                players=rules.players)


@endpoint("tute")
@require_POST
def score(request: HttpRequest) -> dict[str, object]:
    """A player's points: cards taken, acuses (40 in the muestra suit, else 20), the last trick's 10."""
    source, rules, deck = answers.read_table(request, _rules, tute)
    cards = source.cards("cards", deck, required=True)
    muestra, _trump_now, acuses, card = _trump(source)
    last_trick = source.boolean("last_trick", False)
    forty_taken = source.boolean("forty_taken", False)
    # The muestra card, when given, lets the engine refuse a forty it rules out, as the Tute counter does.
    points = tute.hand_points(cards, acuses, card or muestra, last_trick, forty_taken=forty_taken)
    declared = tute.acuse_list(acuses, muestra, forty_taken=forty_taken)
    answer = {
        "points": points.points,
        "card_points": points.card_points,
        "acuse_points": points.acuse_points,
        "last_trick_points": points.last_trick_points,
        "acuses": [{"suit": a.suit.letter, "points": a.points} for a in declared],
        "muestra": _letter(muestra),
        "cards": [c.code for c in cards],
    }
    return answers.finish(answer, source)


MUESTRA = Param("muestra", _("suit letter, card or null"), "null",
             _("The muestra, or null when playing without one."))
ACUSES = Param("acuses", _("list of suit letters"), "[]",
            _("Acuses declared, in order; without muestra the first one makes trumps."))

ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("tute-trick", "POST", "tute/trick", "tute", _("Which card takes a trick."),
             (TRICK_CARDS, MUESTRA, ACUSES, players("tute")),
             {"cards": ["6O", "2E", "7O", "4O"], "muestra": "E"}),
    Endpoint("tute-legal", "POST", "tute/legal", "tute",
             _("Which cards of a hand may be played, while the stock lasts or once it is gone."),
             (HAND, TRICK, MUESTRA,
              Param("stock_empty", BOOL, "false", _("true once the stock is gone: follow, beat, trump.")),
              ACUSES,
              Param("face_down", CARDS, "[]", _("Cards of the hand laid face down (manos abajo).")),
              players("tute"), VARIANT_PARAM),
             {"hand": ["11B", "2B", "5O"], "trick": ["7E", "10B", "4E"], "muestra": "B", "stock_empty": True}),
    Endpoint("tute-score", "POST", "tute/score", "tute",
             _("A player's points: cards taken, acuses (40 in the muestra's suit, else 20) and the last "
               "trick's 10."),
             (Param("cards", CARDS, REQUIRED, _("The cards the player took in tricks.")),
              Param("acuses", _("list of suit letters"), "[]", _("The suits he declared, in order.")),
              MUESTRA,
              Param("last_trick", BOOL, "false", _("true if he took the last trick (las diez de mesa).")),
              Param("forty_taken", BOOL, "false", _("Without muestra: true if another player declared the 40 "
                                                    "first.")),
              players("tute")),
             {"cards": ["1O", "3C", "12E", "7B"], "acuses": ["O", "C"], "muestra": "O", "last_trick": True}),
)
"""The endpoints of this module's views (``<game>/<view>``), for the API's index, page, OpenAPI document and URLs."""


# -- the bot's view (api/bots.py) ---------------------------------------------------------------------------------

bot_rules = _rules


def bot_table(source: Source, rules: tute.Rules) -> BotTable:
    """Tute's view: the muestra (a suit letter, the card, or null), the ``acuses`` sung so far (without a muestra
    the first makes trumps), how many cards the ``stock`` still holds (the trick follows the stock's rules while
    it lasts), and the hand's cards laid ``face_down``; a trick is worth its card points."""
    deck = tute.deck(rules)
    muestra, trump, _acuses, card = _trump(source)
    stock = source.integer("stock", 0, most=tute.stock_size(rules))
    if stock < 0:
        raise ApiError("out_of_range", field="stock", value=short(stock), min=0, max=tute.stock_size(rules))
    face_down = source.cards("face_down", deck, required=False, most=rules.cards_per_hand)
    if strays := [c for c in face_down if c not in source.cards("hand", deck, least=1)]:
        raise ApiError("card_not_in_hand", field="face_down", cards=(strays[0].code,))
    return BotTable(state=tute.State(trump, stock == 0, frozenset(face_down)),
                    points=lambda cards: sum(tute.card_points(c) for c in cards),
                    view={"muestra": card, "trump": trump, "stock": stock, "face_down": face_down},
                    most=rules.cards_per_hand)


def _declare(source: Source, rules: tute.Rules, view: SeatView, table: BotTable) -> tuple[SeatView, Legal]:
    """The cante: having just won a trick (the last one, none on the table), the tute, an acuse the engine allows
    (:func:`naipes.games.tute.can_declare`) or nothing (``no_sing``)."""
    if view.trick or not view.tricks or view.tricks[-1].winner != view.seat:
        raise impossible("declare_after_win")
    muestra, _trump_now, acuses, card = _trump(source)
    shown = card or muestra
    stock_left = view.stock > 0
    options: list[tuple[str, ...]] = []
    if tute.can_declare_tute(view.hand, rules, won_trick=True, stock_left=stock_left).legal:
        options.append(("tute",))
    options += [("sing", suit.letter) for suit in tute.available_acuses(view.hand, shown, acuses)
                if tute.can_declare(view.hand, suit, shown, won_trick=True, stock_left=stock_left,
                                    declared=acuses).legal]
    return replace(view, phase="declare"), Legal("declare", (*options, ("no_sing",)))


BOT_DECISIONS = {"declare": _declare}
"""Tute's decision besides a card (:mod:`api.bots`): the cante."""
