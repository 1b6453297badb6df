"""The bots over JSON: ``GET /api/v1/practice/<game>/bots`` lists the levels a player may meet with their measured
strength, and ``POST /api/v1/<game>/bot`` asks a level's bot for its card from one seat's view of a position.

A view is what one seat can know (:class:`naipes.bots.SeatView`): its own ``hand``, the ``trick`` on the table
(led card first), the ``tricks`` finished so far (each its ``leader`` and its ``cards`` in play order), the table's
rules (``players``, ``profile``, the game's options), and what its game shows besides (each game's ``bot_table``
in ``api/games/<slug>.py``: Paulo's and Tute's muestra, Papayoo's die and the cards passed, Tute's stock…). The
view is checked strictly, and a view no seat could have is a 400 with its reason in both languages, never a 500:
an unknown card code, a card of another deck, a card in two places (its hand and a trick, two tricks…), more cards
than a seat holds, a trick led by a seat that did not take the last one, or another seat's hand (``hands``,
``others``…: a seat never sees them).

The answer is the bot's ``card`` and its ``expected_value``: what the bot expects the card to be worth, in the
game's ``unit``, for a level that estimates one (a bot with ``choose_with_value(view, legal, rng)``), else ``null``
(the beginner decides by rules of thumb and estimates nothing). The same view, level and ``seed`` always give the
same answer (:func:`naipes.bots.rng_for`). Only the decision to play a card is asked here; a game whose practice
hand plays no tricks (La Docena's bets) has no ``bot`` endpoint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from django.http import HttpRequest
from django.views.decorators.http import require_POST, require_safe

import naipes.games
from api import catalog
from api.http import ApiError, either, endpoint, short
from api.parsing import _MISSING, Source, codes, join, parse_cards
from naipes.bots import (
    DEFAULT_LEVEL,
    LEVELS,
    SeatView,
    game_bots,
    legal_cards,
    level_bot,
    rng_for,
    strength,
    taken,
)
from naipes.cards import Card
from naipes.practice import PlayedTrick

SEED_LIMIT = 2**53
OTHER_HANDS = ("hands", "others", "other_hands", "opponents", "partner", "partner_hand", "deal", "stock_cards")
"""Fields that would show another seat's cards (or the stock's): a seat never sees them."""


@dataclass(frozen=True)
class BotTable:
    """What a game's ``bot_table(source, rules)`` reads of a view beyond the shared fields."""

    state: Any
    """The engine's state for its verdicts and its trick winners (the trump in force…); ``None`` for none."""
    points: Callable[[Sequence[Card]], int]
    """What a finished trick is worth, in the game's unit (as its practice hand counts it)."""
    view: dict[str, Any] = field(default_factory=dict)
    """The game's own fields of :class:`naipes.bots.SeatView` (``muestra``, ``trump``, ``die``, ``stock``…)."""
    seen: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    """Other cards the seat has seen, by field, each in one place only (Papayoo's cards passed)."""
    dealt: int | None = None
    """How many cards a seat holds before the first trick, in a game without a stock: the hand must be that many
    less one a trick played. ``None`` where seats draw (Tute): then at most ``most`` cards."""
    most: int | None = None
    scores: Callable[[tuple[PlayedTrick, ...], int], tuple[int, ...]] | None = None
    """Each seat's (each team's) score so far from the tricks; the points each seat took by default."""


def games_with_bots() -> list[str]:
    """The games with bots (a ``bots`` module), in the registry's order: each lists its levels."""
    return [slug for slug in naipes.games.slugs() if naipes.games.piece(slug, "bots") is not None]


def bot_games() -> list[str]:
    """The games whose bot answers a view over JSON: a bots module and the API's ``bot_table``."""
    modules = catalog.game_modules()
    return [slug for slug in games_with_bots() if hasattr(modules.get(slug), "bot_table")]


def _bots_of(game: str) -> ModuleType:
    if game not in games_with_bots():
        raise ApiError("not_found", status=404, path=f"{catalog.PREFIX}practice/{short(game, 40)}/bots")
    return game_bots(game)


def _figures(m: strength.Match) -> dict[str, object]:
    return {"against": m.b, "players": m.players, "profile": m.profile, "deals": m.deals, "mean": m.mean,
            "low": m.low, "high": m.high, "unit": m.unit, "date": m.date, "command": m.command}


@endpoint(None)
@require_safe
def levels(request: HttpRequest, game: str) -> dict[str, object]:
    """Every level a player may meet in ``game``, weakest first, with its words and its measured strength: the
    duplicate matches of the committed summary file (:mod:`naipes.bots.strength`), said from the level's side."""
    module = _bots_of(game)
    return {
        "game": game,
        "default": DEFAULT_LEVEL,
        "unit": module.UNIT,
        "levels": [{"level": level, "name": either([f"bots.level.{level}"]),
                    "summary": either([f"bots.level.{level}.summary"]),
                    "estimates_value": hasattr(module.BOTS[level], "choose_with_value"),
                    "strength": [_figures(m) for m in strength.of_level(game, level)]}
                   for level in LEVELS if level in module.BOTS],
    }


def _level(source: Source) -> str:
    text = source.text("level", default=DEFAULT_LEVEL)
    assert text is not None
    if text not in LEVELS:
        raise ApiError("unknown_level", field="level", value=short(text), allowed=join(LEVELS))
    return text


def _tricks(source: Source, deck: Any, players: int) -> list[tuple[int, tuple[Card, ...]]]:
    value = source.raw("tricks", required=False)
    if value is _MISSING or value is None:
        return []
    if not isinstance(value, list):
        raise ApiError("wrong_type", field="tricks", expected=either(["api.type.tricks"]))
    found = []
    for i, item in enumerate(value):
        where = f"tricks[{i}]"
        if not isinstance(item, dict) or set(item) - {"leader", "cards"} or "cards" not in item:
            raise ApiError("wrong_type", field=where, expected=either(["api.type.tricks"]))
        leader = item.get("leader", 0)
        if not isinstance(leader, int) or isinstance(leader, bool) or not 0 <= leader < players:
            raise ApiError("bad_seat", field=f"{where}.leader", value=short(leader), max=players - 1)
        found.append((leader, parse_cards(item["cards"], deck, f"{where}.cards", least=players, most=players)))
    return found


def _impossible(why: str, **fields: object) -> ApiError:
    return ApiError("impossible_view", reason=either([f"api.impossible.{why}"], **fields))


@endpoint(None)
@require_POST
def choose(request: HttpRequest, game: str) -> dict[str, object]:
    """The card ``level``'s bot plays from one seat's view (see the module's docstring)."""
    module = catalog.game_modules().get(game)
    if game not in bot_games() or module is None:
        raise ApiError("not_found", status=404, path=f"{catalog.PREFIX}{short(game, 40)}/bot")
    bots = game_bots(game)
    source = Source.from_body(request)
    for name in OTHER_HANDS:
        if source.has(name):
            raise ApiError("other_seats_cards", field=name)
    if isinstance(source.data.get("hand"), dict) or (
            isinstance(source.data.get("hand"), list) and any(isinstance(h, list | dict) for h in source.data["hand"])):
        raise ApiError("other_seats_cards", field="hand")
    level = _level(source)
    seed = source.integer("seed", 0, most=SEED_LIMIT - 1)
    if seed < 0:
        raise ApiError("out_of_range", field="seed", value=short(seed), min=0, max=SEED_LIMIT - 1)
    rules = module.bot_rules(source)
    engine = naipes.game(game)
    deck = engine.deck(rules)
    players = rules.players
    seat = source.integer("seat", 0)
    if not 0 <= seat < players:
        raise ApiError("bad_seat", field="seat", value=short(seat), max=players - 1)
    table: BotTable = module.bot_table(source, rules)
    hand = source.cards("hand", deck, least=1, most=table.most or len(deck))
    trick = source.cards("trick", deck, required=False, most=players - 1)
    played = _tricks(source, deck, players)
    groups: dict[str, Sequence[Card]] = {"hand": hand, "trick": trick,
                                         **{f"tricks[{i}].cards": cards for i, (_l, cards) in enumerate(played)},
                                         **table.seen}
    seen: dict[Card, str] = {}
    for name, cards in groups.items():
        for card in cards:
            if card in seen:
                raise ApiError("duplicate_card", field=name, cards=(card.code,), other=seen[card])
            seen[card] = name
    # The tricks, judged by the engine: each led by the seat that took the one before, the table's by the last.
    finished: list[PlayedTrick] = []
    for i, (leader, cards) in enumerate(played):
        if finished and leader != finished[-1].winner:
            raise _impossible("leader", trick=i + 1, leader=leader, winner=finished[-1].winner)
        offset = engine.trick_winner(cards, rules, state=table.state)
        finished.append(PlayedTrick(leader, cards, (leader + offset) % players, table.points(cards), (), ""))
    leader = (seat - len(trick)) % players
    if finished and leader != finished[-1].winner:
        raise _impossible("turn", seat=seat, leader=leader, winner=finished[-1].winner)
    if table.dealt is not None and len(hand) != table.dealt - len(finished):
        raise _impossible("hand_size", count=len(hand), tricks=len(finished), expected=table.dealt - len(finished))
    if len(seen) + (players - 1) * len(hand) - len(trick) + int(table.view.get("stock", 0)) > len(deck):
        raise _impossible("too_many_cards", deck=len(deck))
    scores = table.scores(tuple(finished), players) if table.scores else taken(finished, players)
    view = SeatView(game, seat, players, rules, hand, leader=leader, trick=trick, tricks=tuple(finished),
                    scores=scores, **table.view)
    verdicts = engine.judge_plays(hand, trick, rules, state=table.state)
    legal = legal_cards(verdicts)
    if not legal.actions:
        raise _impossible("no_legal_card")
    bot = level_bot(bots, level)
    rng = rng_for(seed, seat, sum(len(c) for _l, c in played) + len(trick))
    value: float | None = None
    if hasattr(bot, "choose_with_value"):
        card, value = bot.choose_with_value(view, legal, rng)
    else:
        card = bot.choose(view, legal, rng)
    return {"game": game, "level": level, "seed": seed, "seat": seat, "kind": legal.kind, "card": card.code,
            "expected_value": value, "unit": bots.UNIT, "legal": codes(legal.actions), **_ignored(source)}


def _ignored(source: Source) -> dict[str, object]:
    return {"ignored": ignored} if (ignored := source.ignored()) else {}
