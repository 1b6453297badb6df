"""Cirulo endpoints: ``trick``, ``legal`` and ``settle`` (engine: :mod:`naipes.games.cirulo`)."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from api import answers, parsing
from api.bots import BotTable
from api.catalog import BOOL, HAND, REQUIRED, TRICK, TRICK_CARDS, VARIANT_PARAM, Endpoint, Param, players
from api.http import ApiError, either, endpoint
from api.parsing import Source, Variant, join, read_options
from naipes.games import cirulo

GAME = "Cirulo"

VARIANTS = {
    "pack_48": Variant({"pack": 48}, _("The 48-card pack, with 8s and 9s.")),
}
MAX_POT = 999_999
"""The most coins ``pot`` takes: far above any real plate, and safe as a number in every JSON reader."""

OPTIONS = read_options("cirulo", "pack")
"""``removal_order`` is read on its own: a list of suits in a body, and the engine's own error for a bad one."""


def _rules(source: Source, players: int | None = None) -> cirulo.Rules:
    if players is None:
        players = source.players(GAME, cirulo.PLAYERS, cirulo.DEFAULT_RULES.players)
    elif players not in cirulo.PLAYERS:
        raise ApiError("bad_players", field="players", game=GAME, value=players, allowed=join(cirulo.PLAYERS))
    options = source.options(GAME, VARIANTS, OPTIONS)
    if order := source.strings("removal_order", expected="type.suits"):
        options["removal_order"] = tuple(order)
    return cirulo.Rules(players=players, **options)


def _judged(request: HttpRequest, answer: Callable[..., dict[str, object]]) -> dict[str, object]:
    """A trick or a play judged as in every game without trumps, the answer saying which pack was used."""
    source = Source.from_body(request)
    rules = _rules(source)
    return answer("cirulo", cirulo, source, rules, pack=rules.pack)


@endpoint("cirulo")
@require_POST
def trick(request: HttpRequest) -> dict[str, object]:
    """Who takes a trick: the highest card of the suit led (no trumps)."""
    return _judged(request, answers.no_trump_trick)


@endpoint("cirulo")
@require_POST
def legal(request: HttpRequest) -> dict[str, object]:
    """The cards of a hand that may be played: follow suit if you can, else anything."""
    return _judged(request, answers.no_trump_legal)


@endpoint("cirulo")
@require_POST
def settle(request: HttpRequest) -> dict[str, object]:
    """The plate after a round: who pays his tantos, who shares, what carries over."""
    source = Source.from_body(request)
    piles_in = source.mapping("players")
    rules = _rules(source, players=len(piles_in))
    piles = parsing.piles(piles_in, "players", cirulo.deck(rules))
    pot = source.integer("pot", 0, most=MAX_POT)
    settlement = cirulo.settle(piles, pot, rules, complete=source.boolean("complete", False))
    answer = settlement.as_dict()
    answer["status"] = {
        name: {"code": code, **either([f"cirulo.status.{code}"])} for name, code in settlement.status.items()
    }
    answer["oros_total"] = cirulo.oros_total(rules)
    answer["pack"] = rules.pack
    return answers.finish(answer, source)


ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("cirulo-trick", "POST", "cirulo/trick", "cirulo", _("Which card takes a trick (no trumps)."),
             (TRICK_CARDS, players("cirulo"), VARIANT_PARAM), {"cards": ["5C", "12E", "7C", "1C"]}),
    Endpoint("cirulo-legal", "POST", "cirulo/legal", "cirulo",
             _("Which cards of a hand may be played, with the reason for each card."),
             (HAND, TRICK, players("cirulo"), VARIANT_PARAM), {"hand": ["2C", "5O", "12B"], "trick": ["7C"]}),
    Endpoint("cirulo-settle", "POST", "cirulo/settle", "cirulo",
             _("The plate after a round: who pays his tantos, who shares the plate and what carries over."),
             (Param("players", _("object: name → list of cards or null"), REQUIRED,
                    _("The cards each player took; an empty list or null: took no trick.")),
              Param("pot", _("whole number"), "0", _("What was left in the plate before this round.")),
              Param("complete", BOOL, "false", _("true: refuse piles that do not hold the whole deck.")),
              VARIANT_PARAM),
             {"players": {"Ana": ["1O", "10O", "12O", "4C"], "Bea": ["7C", "2C", "3C", "5C"], "Cris": []},
              "pot": 2}),
)
"""The endpoints of this module's views (``<game>/<view>``), for the API's index, page, OpenAPI document and URLs."""


# -- the bot's view (api/bots.py) ---------------------------------------------------------------------------------

bot_rules = _rules


def bot_table(source: Source, rules: cirulo.Rules) -> BotTable:
    """Cirulo's view needs nothing besides the cards: every card is dealt, a trick is worth its tantos."""
    return BotTable(state=None, points=cirulo.tantos, dealt=cirulo.hand_size(rules))
