"""La Docena endpoints: ``hand`` and ``compare`` (engine: :mod:`naipes.games.docena`)."""

from __future__ import annotations

from random import Random

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

import wording
from api import answers
from api.bots import impossible
from api.catalog import REQUIRED, VARIANT_PARAM, Endpoint, Param, players
from api.http import ApiError, either, endpoint, short
from api.parsing import _MISSING, Source, Variant, codes, distinct, read_options
from naipes.bots import Legal, SeatView
from naipes.cards import Card
from naipes.games import docena
from naipes.games.docena import bots as docena_bots
from wording.cards import the_card

GAME = "La Docena"

VARIANTS = {
    "all_cards": Variant({"nada_rule": "all_cards"},
                         _("Two hands with no combination: the highest card, then the next, and so on.")),
    "nada_tie": Variant({"nada_rule": "tie"}, _("Two hands with no combination always tie.")),
}
OPTIONS = read_options("docena", "nada_rule")


def _rules(source: Source) -> docena.Rules:
    players = source.players(GAME, docena.PLAYERS, docena.DEFAULT_RULES.players)
    return docena.Rules(players=players, **source.options(GAME, VARIANTS, OPTIONS))


def _hand(source: Source, name: str, rules: docena.Rules) -> tuple:
    return source.cards(name, docena.deck(rules), least=1, most=3)


def describe(rank: docena.HandRank, cards: tuple) -> dict[str, object]:
    """A ranked hand as the API shows it."""
    return {
        "cards": codes(cards),
        "rank": rank.rank,
        "kind": rank.kind,
        "key": rank.key,
        "name": either([f"docena.rung.{rank.key}"]),
        "value": rank.rung.label,
        "form": {"code": rank.form, **either([f"docena.form.{rank.form}"])},
        "combination": codes(rank.cards),
        "mala_as": rank.mala_as.code if rank.mala_as else None,
        "figures": list(rank.figures),
    }


@endpoint("docena")
@require_safe
def hand(request: HttpRequest) -> dict[str, object]:
    """Where a hand of one to three cards sits on the ladder (1 best, 23 no combination)."""
    source = Source.from_query(request)
    rules = _rules(source)
    cards = _hand(source, "cards", rules)
    answer = describe(docena.hand_rank(cards), cards)
    answer["players"] = rules.players
    return answers.finish(answer, source)


def both_the_card(card: Card) -> dict[str, str]:
    return {lang: the_card(card, lang) for lang in ("es", "en")}


@endpoint("docena")
@require_safe
def compare(request: HttpRequest) -> dict[str, object]:
    """Which of two hands is better: the ladder, then the figures; otherwise a tie."""
    source = Source.from_query(request)
    rules = _rules(source)
    a, b = _hand(source, "a", rules), _hand(source, "b", rules)
    distinct(a=a, b=b)
    result = docena.comparison(a, b, rules)
    answer = {
        "winner": result.result,
        "reason": answers.reason("docena", result.reason),
        "a": describe(result.a, a),
        "b": describe(result.b, b),
        "players": rules.players,
        "nada_rule": rules.nada_rule,
    }
    if result.deciding:
        x, y = result.deciding
        answer["decided_by"] = {"a": x.code, "b": y.code, "place": result.place + 1,
                                **wording.both("docena.decided_by", a=both_the_card(x), b=both_the_card(y))}
    return answers.finish(answer, source)


ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("docena-hand", "GET", "docena/hand", "docena",
             _("Where a hand of one to three cards sits on the ladder: 1 is the best, 23 no combination."),
             (Param("cards", _("cards separated by commas"), REQUIRED, _("The hand.")),
              players("docena")),
             {"cards": "5O,3O,2O"}),
    Endpoint("docena-compare", "GET", "docena/compare", "docena",
             _("Which of two hands is better, and why."),
             (Param("a", _("cards separated by commas"), REQUIRED, _("The first hand.")),
              Param("b", _("cards separated by commas"), REQUIRED, _("The second hand.")),
              players("docena"), VARIANT_PARAM),
             {"a": "1C,12C", "b": "1E,11E", "players": 7}),
)
"""The endpoints of this module's views (``<game>/<view>``), for the API's index, page, OpenAPI document and URLs."""


# -- the bot's view (api/bots.py) ---------------------------------------------------------------------------------

bot_rules = _rules

SAID = {"pass": (), "bet": ("stones",), "accept": (), "fold": (), "withdraw": (), "dejo": ("agree",),
        "discard": ("count",), "cut": ()}
"""What a player may say at the table (an item of ``actions``) and the field each carries: a bet's ``stones``,
a dejo's ``agree``, a discard's ``count`` (never which cards)."""
TRIES = 200
"""Deals tried for the cards the seat has not seen before a log is said to be impossible."""


def _said(source: Source, players: int) -> tuple[tuple[str, int, tuple[tuple[str, object], ...]], ...]:
    value = source.raw("actions", required=False)
    if value is _MISSING or value is None:
        return ()
    if not isinstance(value, list):
        raise ApiError("wrong_type", field="actions", expected=either(["api.type.docena_actions"]))
    out = []
    for i, item in enumerate(value):
        where = f"actions[{i}]"
        if not isinstance(item, dict) or item.get("action") not in SAID:
            raise ApiError("wrong_type", field=where, expected=either(["api.type.docena_actions"]))
        kind = item["action"]
        if set(item) - {"action", "seat", *SAID[kind]} or not all(name in item for name in SAID[kind]):
            raise ApiError("wrong_type", field=where, expected=either(["api.type.docena_actions"]))
        seat = item.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise ApiError("bad_seat", field=f"{where}.seat", value=short(seat), max=players - 1)
        detail = {name: item[name] for name in SAID[kind]}
        if any(isinstance(v, bool) != (name == "agree") or not isinstance(v, int) for name, v in detail.items()):
            raise ApiError("wrong_type", field=where, expected=either(["api.type.docena_actions"]))
        out.append((kind, seat, tuple(sorted(detail.items()))))
    return tuple(out)


def bot_view(source: Source, rules: docena.Rules, seat: int, decision: str) -> tuple[SeatView, Legal, int]:
    """La Docena's view: the seat's own cards (``hand``, one to three), the ``mano`` and what every player said at
    the table so far, in order (``actions``: each ``{"seat", "action"}`` with a bet's ``stones``, a dejo's
    ``agree`` and a discard's ``count``). The engine replays the hand on the cards the seat has not seen, dealt
    at random until the rules take every action said (:func:`naipes.games.docena.bots.replayed`): the stones,
    the round and who is still in follow from it, and the seat must be the one to speak, at the ``decision``
    asked (``bet``, ``dejo`` or ``discard``; whichever comes when not given). A log no deal makes legal is an impossible view."""
    hand = _hand(source, "hand", rules)
    mano = source.integer("mano", 0)
    if not 0 <= mano < rules.players:
        raise ApiError("bad_seat", field="mano", value=short(mano), max=rules.players - 1)
    said = _said(source, rules.players)
    rough = SeatView("docena", seat, rules.players, rules, hand, leader=mano, history=said)
    rng = Random(f"{mano}:{seat}:{len(said)}")
    table = None
    for _try in range(TRIES):
        table = docena_bots.replayed(rough, rng)
        if table is not None:
            break
    if table is None:
        raise impossible("docena_log")
    if table.phase == "done" or table.to_act != seat:
        raise impossible("docena_turn", seat=seat)
    if decision and table.phase != decision:
        raise impossible("docena_phase", phase=table.phase, decision=decision)
    if len(table.hands[seat]) != len(hand) and table.round != "last":
        raise impossible("docena_cards", count=len(hand), shown=len(table.hands[seat]))
    table.hands[seat] = list(hand)  # after the discards are replaced, its cards are the view's
    view = docena_bots.view_for(table, seat)
    return view, docena_bots.legal_for(table, seat), len(table.log.entries)


BOT_DECISIONS = {"bet": None, "dejo": None, "discard": None}
"""La Docena's decisions (:mod:`api.bots`), all from its own view: a betting round's (pass, bet, accept, fold,
withdraw), the dejo, and the discard (or the cut)."""


# -- the coach's analysis (api/analysis.py) ------------------------------------------------------------------------


def decision_action(code: str) -> tuple:
    """La Docena's decisions as its practice hand's address writes them: ``p`` pass, ``b3`` bet three stones, ``a``
    accept, ``f`` fold, ``w`` drop out on a caballo or sota, ``dy``/``dn`` answer the dejo, ``x1C.2E`` discard
    those cards, ``c`` cut the dejo; ``ValueError`` for any other text (a hand of bets takes no card)."""
    from naipes.games.docena import practice
    from naipes.practice import PracticeError

    try:
        return practice.parse_code(code, docena.DEFAULT_RULES)
    except PracticeError as exc:
        raise ValueError(code) from exc


def decision_code(action: tuple) -> str | None:
    """An action as :func:`decision_action` reads it."""
    from naipes.games.docena import practice

    try:
        return practice.action_code(action)
    except (KeyError, IndexError, TypeError, AttributeError):
        return None
