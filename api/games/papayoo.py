"""Papayoo endpoints: ``trick``, ``legal`` and ``score`` (engine: :mod:`naipes.games.papayoo`)."""

from __future__ import annotations

from dataclasses import replace

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from api import answers, parsing
from api.bots import BotTable, impossible
from api.catalog import HAND, REQUIRED, TRICK, TRICK_CARDS, VARIANT_PARAM, Endpoint, Param, players
from api.http import ApiError, either, endpoint, short
from api.parsing import Source, Variant, join, read_options
from naipes.bots import Legal, SeatView
from naipes.cards import Suit
from naipes.games import papayoo

GAME = "Papayoo"
DEFAULT_PLAYERS = papayoo.DEFAULT_RULES.players

VARIANTS = {
    "shoot_the_moon": Variant({"shoot_the_moon": True},
                              _("House rule: whoever takes every Payoo and the Papayoo scores 0 and everybody "
                                "else 250.")),
}
OPTIONS = read_options("papayoo", "shoot_the_moon")


def _rules(source: Source, players: int | None = None) -> papayoo.Rules:
    if players is None:
        players = source.players(GAME, papayoo.PLAYERS, DEFAULT_PLAYERS)
    return papayoo.Rules(players=players, **source.options(GAME, VARIANTS, OPTIONS))


def _table(source: Source, piles: int) -> int | None:
    """How many players the piles come from: ``players`` if sent; else each pile is a player when there
    are 3 to 8 of them (as a whole round is sent); else unknown (``None``): a count in progress, one or
    two piles, against the 60-card deck of 3 to 6 players."""
    if not 1 <= piles <= max(papayoo.PLAYERS):
        raise ApiError("bad_piles", field="piles", count=piles, max=max(papayoo.PLAYERS))
    if source.has("players"):
        players = source.players(GAME, papayoo.PLAYERS, DEFAULT_PLAYERS)
        if piles > players:
            raise ApiError("too_many_piles", field="piles", count=piles, max=players)
        return players
    source.seen.add("players")
    return piles if piles in papayoo.PLAYERS else None


def _die(source: Source) -> Suit:
    """The ``die``'s suit, one of the four ordinary suits (its 7 is the Papayoo)."""
    die_text = source.text("die", required=True, expected="type.suit")
    try:
        return papayoo.parse_die_suit(die_text)  # type: ignore[arg-type]
    except papayoo.NotADieSuit:
        allowed = join(s.letter for s in papayoo.ORDINARY_SUITS)
        raise ApiError("unknown_suit", field="die", value=short(die_text), allowed=allowed) from None


@endpoint("papayoo")
@require_POST
def trick(request: HttpRequest) -> dict[str, object]:
    """Who takes a trick: the highest card of the suit led; a Payoo on another suit never wins."""
    source = Source.from_body(request)
    return answers.no_trump_trick("papayoo", papayoo, source, _rules(source))


@endpoint("papayoo")
@require_POST
def legal(request: HttpRequest) -> dict[str, object]:
    """The cards of a hand that may be played: follow the suit led (Payoos are a suit), else anything."""
    source = Source.from_body(request)
    return answers.no_trump_legal("papayoo", papayoo, source, _rules(source))


@endpoint("papayoo")
@require_POST
def score(request: HttpRequest) -> dict[str, object]:
    """A round's scores from the cards each player took, and the check that they total 250."""
    source = Source.from_body(request)
    die = _die(source)
    piles_in = source.mapping("piles")
    table = _table(source, len(piles_in))
    # An unknown table counts against the 60-card deck, which every table of 3 to 6 players uses.
    rules = _rules(source, players=table or min(papayoo.PLAYERS))
    piles = parsing.piles(piles_in, "piles", papayoo.deck(rules))
    result = papayoo.round_scores(piles, die, rules, partial=True)
    expected = papayoo.ROUND_TOTAL * (rules.players - 1) if result.moon_shooter else papayoo.ROUND_TOTAL
    answer: dict[str, object] = {
        "scores": result.scores,
        "total": result.total,
        "complete": result.complete,
        "die": die.letter,
        "papayoo": papayoo.papayoo_card(die).code,
        "players": table,
        "expected_total": expected,
        "adds_up": result.total == expected,
        "moon_shooter": result.moon_shooter,
    }
    if result.total != expected:
        answer["check"] = {
            "code": "round_does_not_add_up",
            "missing": expected - result.total,
            **either(["papayoo.error.round_does_not_add_up"], total=result.total),
        }
    return answers.finish(answer, source)


ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("papayoo-trick", "POST", "papayoo/trick", "papayoo",
             _("Which card takes a trick; a Payoo discarded on another suit never wins."),
             (TRICK_CARDS, players("papayoo")), {"cards": ["3H", "9H", "20P", "1H"]}),
    Endpoint("papayoo-legal", "POST", "papayoo/legal", "papayoo",
             _("Which cards of a hand may be played, with the reason for each card."),
             (HAND, TRICK, players("papayoo")), {"hand": ["2P", "10C"], "trick": ["7P"]}),
    Endpoint("papayoo-score", "POST", "papayoo/score", "papayoo",
             _("A round's scores from the cards each player took, and whether they add up to 250."),
             (Param("die", _("suit letter"), REQUIRED, _("The suit the die shows (S, H, C, D): its 7 is the "
                                                        "Papayoo.")),
              Param("piles", _("object: name → list of cards"), REQUIRED,
                    _("The cards each player took: 1 to 8 piles, one per player. Fewer piles than players "
                      "is a count in progress (complete: false).")),
              Param("players", _("whole number"), _("the number of piles, if 3 to 8"),
                    _("Number of players (3 to 8). With 7 or 8 the four 1s of the ordinary suits leave the "
                      "deck; one or two piles without it count against the 60-card deck of 3 to 6 players.")),
              VARIANT_PARAM),
             {"die": "C", "players": 4,
              "piles": {"Emma": ["3P", "8P", "19P"], "Nico": ["20P", "12P", "7C"],
                        "Pat": ["1P", "2P", "4P", "5P", "6P", "9P", "10P", "11P", "13P"],
                        "Léa": ["14P", "15P", "16P", "17P", "18P", "7H"]}}),
)
"""The endpoints of this module's views (``<game>/<view>``), for the API's index, page, OpenAPI document and URLs."""


# -- the bot's view (api/bots.py) ---------------------------------------------------------------------------------

bot_rules = _rules


def bot_table(source: Source, rules: papayoo.Rules) -> BotTable:
    """Papayoo's view: the ``die``'s suit (its 7 is the Papayoo), and the cards the seat ``gave`` at the pass
    (never in its hand again) and ``received`` (in its hand, or played since); a trick is worth its points."""
    passing = source.data.get("decision") == "pass"  # the die is rolled once the cards are passed
    die = _die(source) if not passing or source.data.get("die") is not None else None
    deck = papayoo.deck(rules)
    passed = papayoo.PASS_COUNT[rules.players]
    gave = source.cards("gave", deck, required=False, most=passed)
    received = source.cards("received", deck, required=False, most=passed)
    parsing.distinct(hand=source.cards("hand", deck, least=1), gave=gave)
    parsing.distinct(gave=gave, received=received)
    return BotTable(state=None, points=lambda cards: papayoo.pile_points(cards, die) if die else 0,
                    view={"die": die, "gave": gave, "received": received}, dealt=papayoo.hand_size(rules))


def _pass(source: Source, rules: papayoo.Rules, view: SeatView, table: BotTable) -> tuple[SeatView, Legal]:
    """The pass: before the first trick, the cards the seat gives its left-hand neighbour, chosen from its whole
    hand (``pick`` of them); nothing passed or received yet (the die, rolled after the pass, may be left out)."""
    if view.tricks or view.trick or view.gave or view.received:
        raise impossible("pass_first")
    return replace(view, phase="pass"), Legal("pass", view.hand, pick=papayoo.PASS_COUNT[rules.players])


BOT_DECISIONS = {"pass": _pass}
"""Papayoo's decision besides a card (:mod:`api.bots`): the pass."""
