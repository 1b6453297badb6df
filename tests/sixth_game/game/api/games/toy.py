"""Toy endpoints: ``trick`` and ``legal`` (engine: :mod:`naipes.games.toy`); its one option is the players."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from api import answers
from api.catalog import HAND, TRICK, TRICK_CARDS, VARIANT_PARAM, Endpoint, players
from api.http import endpoint
from api.parsing import Source, read_options
from naipes.games import toy

GAME = "Toy"
VARIANTS: dict = {}
OPTIONS = read_options("toy")


def _judged(request: HttpRequest, answer: Callable[..., dict[str, object]]) -> dict[str, object]:
    source = Source.from_body(request)
    rules = toy.Rules(players=source.players(GAME, toy.PLAYERS, toy.DEFAULT_RULES.players),
                      **source.options(GAME, VARIANTS, OPTIONS))
    return answer("toy", toy, source, rules)


@endpoint("toy")
@require_POST
def trick(request: HttpRequest) -> dict[str, object]:
    """Who takes a trick: the strongest card of the suit led (no trumps)."""
    return _judged(request, answers.no_trump_trick)


@endpoint("toy")
@require_POST
def legal(request: HttpRequest) -> dict[str, object]:
    """The cards of a hand that may be played: follow suit if you can, else anything."""
    return _judged(request, answers.no_trump_legal)


ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("toy-trick", "POST", "toy/trick", "toy", _("Which card takes a trick (no trumps)."),
             (TRICK_CARDS, players("toy"), VARIANT_PARAM), {"cards": ["5C", "12E", "7C", "1B"]}),
    Endpoint("toy-legal", "POST", "toy/legal", "toy",
             _("Which cards of a hand may be played, with the reason for each card."),
             (HAND, TRICK, players("toy"), VARIANT_PARAM), {"hand": ["2C", "5O", "12B"], "trick": ["7C"]}),
)
"""The endpoints of this module's views (``<game>/<view>``), for the API's index, page, OpenAPI document and URLs."""
