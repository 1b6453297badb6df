"""La Docena endpoints: ``hand`` and ``compare`` (engine: :mod:`naipes.games.docena`)."""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

import wording
from api import answers
from api.catalog import REQUIRED, VARIANT_PARAM, Endpoint, Param, players
from api.http import either, endpoint
from api.parsing import Source, Variant, codes, distinct, read_options
from naipes.cards import Card
from naipes.games import docena
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
