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

Every decision a seat makes is asked here, named by ``decision``: ``play`` (a card, the default of a trick game)
and each game's own (``BOT_DECISIONS`` in ``api/games/<slug>.py``): Papayoo's ``pass``, Tute's ``declare`` (the
cante, having just won a trick), Paulo's ``bet`` (a card or a bet) and ``answer`` (to the other team's bet). La
Docena's view is its own (``bot_view``): the seat's cards and what was said at the table in order, which the engine
replays, and every betting action (``bet``: pass, bet, accept, fold, withdraw; ``dejo``; ``discard``: discard or
cut).

The answer is the bot's ``action`` (a card's code; a list of codes for a pass; a named action as a list, its name
first: ``["bet", 3]``, ``["sing", "O"]``, ``["accept"]``), its ``card`` when it plays one, and its
``expected_value``: what the bot expects the card to be worth, in the game's ``unit``, for a level that estimates
one (a bot with ``choose_with_value(view, legal, rng)``), else ``null`` (the beginner decides by rules of thumb and
estimates nothing). The same view, level and ``seed`` always give the same answer (:func:`naipes.bots.rng_for`).
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
from api.parsing import _MISSING, Source, join, parse_cards
from naipes.bots import (
    DEFAULT_LEVEL,
    LEVELS,
    Legal,
    SeatView,
    game_bots,
    games_with_bots,
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


def bot_games() -> list[str]:
    """The games whose bot answers a view over JSON: a bots module and the API's ``bot_table`` (a trick game's
    view) or ``bot_view`` (a game's own view, La Docena's)."""
    modules = catalog.game_modules()
    return [slug for slug in games_with_bots()
            if hasattr(modules.get(slug), "bot_table") or hasattr(modules.get(slug), "bot_view")]


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


def impossible(why: str, **fields: object) -> ApiError:
    """A view no seat could have, with its reason (``api.impossible.<why>`` in ``wording/texts/api.toml``)."""
    return ApiError("impossible_view", reason=either([f"api.impossible.{why}"], **fields))


_impossible = impossible


Decision = Callable[[Source, Any, SeatView, BotTable], tuple[SeatView, Legal]]
"""A decision a game's seat makes besides playing a card (``BOT_DECISIONS`` in ``api/games/<slug>.py``): from the
request, the rules, the seat's view at its card and the game's table, the view at that decision and what it may
do; an :class:`ApiError` for a view where the seat could not be making it."""

PLAY = "play"


def decisions_of(module: ModuleType) -> tuple[str, ...]:
    """The decisions a game's bot answers over JSON: ``play`` (a card) and the game's own (``BOT_DECISIONS``), or
    the whole list of a game whose view is its own (``bot_view``: La Docena's betting)."""
    if hasattr(module, "bot_view"):
        return tuple(module.BOT_DECISIONS)
    return (PLAY, *getattr(module, "BOT_DECISIONS", {}))


def _decision(source: Source, module: ModuleType) -> str:
    allowed = decisions_of(module)
    own = hasattr(module, "bot_view")  # its view says which decision comes: none by default
    text = source.text("decision", default="" if own else allowed[0])
    assert text is not None
    if text not in allowed and not (own and text == ""):
        raise ApiError("unknown_decision", field="decision", value=short(text), allowed=join(allowed))
    return text


def encode(action: Any) -> Any:
    """An action as JSON: a card its code; a tuple of cards (Papayoo's pass) a list of codes; a named action
    (``("bet", 3)``, ``("sing", "O")``, ``("accept",)``, ``("discard", cards)``) a list, its name first."""
    if isinstance(action, Card):
        return action.code
    if isinstance(action, tuple):
        return [encode(item) for item in action]
    return action


@endpoint(None)
@require_POST
def choose(request: HttpRequest, game: str) -> dict[str, object]:
    """What ``level``'s bot does at one decision of a seat, from the seat's view (see the module's docstring)."""
    module = catalog.module_for(game, bot_games(), "bot")
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
    decision = _decision(source, module)
    rules = module.bot_rules(source)
    players = rules.players
    seat = source.integer("seat", 0)
    if not 0 <= seat < players:
        raise ApiError("bad_seat", field="seat", value=short(seat), max=players - 1)
    if hasattr(module, "bot_view"):
        view, legal, step = module.bot_view(source, rules, seat, decision)
        decision = decision or legal.kind
    else:
        view, legal, step = _trick_view(source, game, module, rules, seat, decision)
    bot = level_bot(bots, level)
    rng = rng_for(seed, seat, step)
    value: float | None = None
    if hasattr(bot, "choose_with_value") and legal.kind == PLAY:
        chosen, value = bot.choose_with_value(view, legal, rng)
    else:
        chosen = bot.choose(view, legal, rng)
    answer: dict[str, object] = {"game": game, "level": level, "seed": seed, "seat": seat, "decision": decision,
                                 "kind": legal.kind, "action": encode(chosen)}
    if isinstance(chosen, Card):
        answer["card"] = chosen.code
    answer.update({"expected_value": value, "unit": bots.UNIT, "legal": [encode(a) for a in legal.actions]})
    if legal.pick:
        answer["pick"] = legal.pick
    return {**answer, **_ignored(source)}


def _trick_view(source: Source, game: str, module: ModuleType, rules: Any, seat: int, decision: str
                ) -> tuple[SeatView, Legal, int]:
    """A trick game's view, its legal cards and the step of the hand it stands at; at another decision than a
    card, the game's own (``BOT_DECISIONS``)."""
    engine = naipes.game(game)
    deck = engine.deck(rules)
    players = rules.players
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
    turn = source.integer("to_play", seat) if decision != PLAY else seat
    if not 0 <= turn < players:
        raise ApiError("bad_seat", field="to_play", value=short(turn), max=players - 1)
    leader = (turn - len(trick)) % players
    if finished and leader != finished[-1].winner:
        raise _impossible("turn", seat=seat, leader=leader, winner=finished[-1].winner)
    on_table = turn != seat and (seat - leader) % players < len(trick)  # it played to the trick already
    if table.dealt is not None and len(hand) != table.dealt - len(finished) - on_table:
        raise _impossible("hand_size", count=len(hand), tricks=len(finished),
                          expected=table.dealt - len(finished) - on_table)
    if len(seen) + (players - 1) * len(hand) - len(trick) + int(table.view.get("stock", 0)) > len(deck):
        raise _impossible("too_many_cards", deck=len(deck))
    scores = table.scores(tuple(finished), players) if table.scores else taken(finished, players)
    view = SeatView(game, seat, players, rules, hand, leader=leader, trick=trick, tricks=tuple(finished),
                    scores=scores, **table.view)
    step = sum(len(c) for _l, c in played) + len(trick)
    if decision != PLAY:
        view, legal = module.BOT_DECISIONS[decision](source, rules, view, table)
        return view, legal, step
    verdicts = engine.judge_plays(hand, trick, rules, state=table.state)
    legal = legal_cards(verdicts)
    if not legal.actions:
        raise _impossible("no_legal_card")
    return view, legal, step


def _ignored(source: Source) -> dict[str, object]:
    return {"ignored": ignored} if (ignored := source.ignored()) else {}
