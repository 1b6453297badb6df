"""How :func:`naipes.coach.analyse` evaluates each decision (see the package's docstring)."""

from __future__ import annotations

import copy
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from types import ModuleType
from typing import Any

import naipes.games
from naipes.bots import DEFAULT_LEVEL, EXPERT, game_bots, legal_cards, levels_of
from naipes.bots.search import STOCK, advantage, deal_unseen, dealable
from naipes.cards import Card
from naipes.coach import Alternative, Budget, CoachError, Decision, Reason, exact as solver
from naipes.practice import LEARNER, PracticeError, TrickHand

OTHER_MARGIN = 2.0
"""A decision besides a card (La Docena's betting, Paulo's bets, a pass, a cante) is a mistake only when its cost is
this many standard errors above the floor: its few outcomes (the hand or the centre won or lost) made flags near the
floor that a ten-times-deeper evaluation did not repeat (docs/benchmarks.md, "The coach's analysis")."""

ROLLOUT_LEVEL = DEFAULT_LEVEL
"""The policy every seat plays a sampled world out with: the expert's own (its rollouts play the beginner)."""


def adapter_of(module: ModuleType) -> Any | None:
    """The search adapter of a game's expert (``BOTS["expert"].adapter``), or ``None`` for a game without one."""
    if EXPERT not in levels_of(module):
        return None
    return getattr(module.BOTS[EXPERT], "adapter", None)


def replaying_expert(module: ModuleType) -> Any | None:
    """A game's expert that deals its worlds as whole hands and plays an action out in one (La Docena's betting:
    ``world(view, rng)``, ``rollout(world, seat, action, seed)``, and ``legal_for(hand, seat)`` in the game's
    ``bots``), or ``None``."""
    if EXPERT not in levels_of(module) or not hasattr(module, "legal_for"):
        return None
    expert = module.BOTS[EXPERT]
    return expert if hasattr(expert, "world") and hasattr(expert, "rollout") else None


def games() -> tuple[str, ...]:
    found = []
    for slug in naipes.games.slugs():
        bots, hand = naipes.games.piece(slug, "bots"), naipes.games.piece(slug, "practice")
        if bots is not None and hand is not None and hasattr(hand, "replay") and (
                adapter_of(bots) is not None or replaying_expert(bots) is not None):
            found.append(slug)
    return tuple(found)


@dataclass(frozen=True)
class Evidence:
    """What a game's reason checks read (``naipes/games/<slug>/coach.py``, its ``REASONS``): the hand at the
    decision, the choice and the best alternative, the cost, and the play-outs of both in the same worlds, world
    by world (each the hand at its end), with the value each gave."""

    before: Any
    seat: int
    chosen: Any
    best: Any
    cost: float
    trick: int
    pairs: tuple[tuple[Any, Any], ...]
    """(the choice's play-out, the best's play-out) in each world."""
    diffs: tuple[float, ...]
    """The best's value less the choice's, in each world."""


@dataclass
class _Table:
    game: str
    seed: int
    seat: int
    module: ModuleType
    hand_module: ModuleType
    adapter: Any
    coach: ModuleType | None
    budget: Budget
    salt: str = ""
    """Drawn into the worlds' generator: another salt, other worlds (the benchmark's independent yardstick)."""
    replaying: Any = None
    """A replaying expert (:func:`replaying_expert`), when the game's has no search adapter."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """The practice hand's own options (Paulo's ``betting``)."""


def _states(table: _Table, rules: Any, levels: tuple[str, ...], decisions: Sequence[Any]) -> list[Any]:
    """The hand just before each decision (checked: a refused one raises, with its index)."""
    hand = table.hand_module.deal(table.seed, rules, **table.options)
    if not isinstance(hand, TrickHand):  # a hand of its own (La Docena's): replayed up to each decision
        table.hand_module.replay(table.seed, rules, decisions, levels=levels, **table.options)
        return [table.hand_module.replay(table.seed, rules, decisions[:index], levels=levels, **table.options)
                for index in range(len(decisions))]
    hand.levels = levels
    hand.run_bots()
    states = []
    for index, action in enumerate(decisions):
        if hand.phase == "done":
            raise PracticeError("the hand is over", code="hand_over", index=index)
        states.append(solver.fork(hand))
        try:
            hand.act(action)
        except PracticeError as exc:
            exc.index = index
            raise
    return states


def _table(game: str, seed: int, seat: int, budget: Budget, salt: str = "",
           options: Mapping[str, Any] | None = None) -> _Table:
    module = game_bots(game)
    hand_module = naipes.games.piece(game, "practice")
    adapter, replaying = adapter_of(module), replaying_expert(module)
    if hand_module is None or (adapter is None and replaying is None):
        raise CoachError(f"{game} has no expert to analyse with", code="no_expert")
    if seat != LEARNER:
        raise CoachError(f"the learner sits at seat {LEARNER}", code="bad_seat")
    coach = naipes.games.piece(game, "coach")
    if budget.game_floor and coach is not None and hasattr(coach, "FLOOR"):
        budget = replace(budget, floor=float(coach.FLOOR))
    return _Table(game, seed, seat, module, hand_module, adapter, coach, budget, salt, replaying, dict(options or {}))


def decision_at(game: str, seed: int, rules: Any, decisions: Sequence[Any], index: int, *, levels: tuple[str, ...] = (),
                all_visible: bool = False, budget: Budget, salt: str = "",
                options: Mapping[str, Any] | None = None) -> Decision:
    """The analysis of one decision alone (``decisions[index]``), with its own ``budget`` and worlds drawn with
    ``salt``: the benchmark's deeper yardstick."""
    table = _table(game, seed, LEARNER, budget, salt, options)
    states = _states(table, rules, levels, decisions[: index + 1])
    return _decision(table, index, states[index], decisions[index], all_visible)


def start(game: str, seed: int, rules: Any, seat: int, decisions: Sequence[Any], *, levels: tuple[str, ...],
          all_visible: bool, budget: Budget, options: Mapping[str, Any] | None = None) -> Iterator[Decision]:
    table = _table(game, seed, seat, budget, options=options)
    states = _states(table, rules, levels, decisions)
    return _analysed(table, states, decisions, all_visible)


def _analysed(table: _Table, states: list[Any], decisions: Sequence[Any], all_visible: bool) -> Iterator[Decision]:
    for index, (before, chosen) in enumerate(zip(states, decisions, strict=True)):
        yield _decision(table, index, before, chosen, all_visible)


def _decision(table: _Table, index: int, before: Any, chosen: Any, all_visible: bool) -> Decision:
    unit = str(table.module.UNIT)
    if table.adapter is None:
        return _replayed(table, index, before, chosen)
    trick = len(before.tricks)
    if before.phase != "play":
        return _other(table, index, before, chosen, all_visible)
    actions = legal_cards(before.verdicts(table.seat)).actions
    if chosen not in actions and getattr(table.coach, "alternatives", None) is not None:
        return _other(table, index, before, chosen, all_visible)  # an action besides the card (Paulo's bet)
    if chosen not in actions:  # an action the game's coach names no alternatives for: not evaluated
        kind = chosen[0] if isinstance(chosen, tuple) and chosen and isinstance(chosen[0], str) else "other"
        return Decision(index, trick, kind, chosen, chosen, (), 0.0, 0.0, False, evaluated=False, unit=unit)
    if len(actions) < 2:
        return Decision(index, trick, "play", chosen, chosen, (), 0.0, 0.0, False, evaluated=False, forced=True,
                        unit=unit)
    if all_visible:
        values, outs, worlds, exact = _visible(table, before, actions)
    else:
        values, dealt, worlds = _sampled(table, index, before, actions, chosen)
        exact = False
    alternatives, best, mine, mistake = _verdict(actions, values, chosen, table.budget)
    reasons: tuple[Reason, ...] = ()
    if mistake and table.coach is not None:
        if all_visible:
            pairs = tuple(zip(outs[chosen], outs[best], strict=True))
            diffs = tuple(vb - vc for vb, vc in zip(values[best], values[chosen], strict=True))
        else:
            pairs, diffs = _evidence(table, before, dealt, chosen, best)
        evidence = Evidence(before, table.seat, chosen, best, mine.cost, trick, pairs, diffs)
        reasons = tuple(r for check in table.coach.REASONS if (r := check(evidence)) is not None)
    return Decision(index, trick, "play", chosen, best, alternatives, mine.cost, mine.se, mistake, reasons,
                    worlds=worlds, exact=exact, unit=unit)


def _other(table: _Table, index: int, before: Any, chosen: Any, all_visible: bool) -> Decision:
    """A decision other than a card (Tute's declaration, Papayoo's pass), evaluated where the game's coach module
    names its alternatives (``alternatives(hand, chosen)``: Tute's every declaration allowed and letting it go;
    Papayoo's pass, the learner's against the beginner's and the club player's; Paulo's bet and its answer): each
    played out, with the whole practice hand, in the same sampled worlds (or in the real deal with every hand
    visible); a mistake's reasons from the game's ``OTHER_REASONS``, read on those play-outs."""
    unit, trick, kind = str(table.module.UNIT), len(before.tricks), before.phase
    if kind == "play" and isinstance(chosen, tuple) and chosen and isinstance(chosen[0], str):
        kind = chosen[0]  # an action in the card's turn (Paulo's bet)
    found = getattr(table.coach, "alternatives", None)
    actions = tuple(found(before, chosen) or ()) if found is not None else ()
    if chosen not in actions or len(actions) < 2:
        return Decision(index, trick, kind, chosen, chosen, (), 0.0, 0.0, False, evaluated=False,
                        forced=chosen in actions, unit=unit)
    seat, budget, scores = table.seat, table.budget, table.module.scores
    enact = getattr(table.coach, "enact", None)
    values: dict[Any, list[float]] = {a: [] for a in actions}
    ends: dict[Any, list[Any]] = {a: [] for a in actions}
    if all_visible:
        for action in actions:
            hand = solver.fork(before)
            hand.levels = (ROLLOUT_LEVEL,) * hand.players
            ends[action].append(_play_out(hand, action, enact))
            values[action].append(advantage(scores(ends[action][-1]), seat))
        worlds = 1
    else:
        found_constraints = table.adapter.constraints(table.module.view_for(before, seat))
        if sum(found_constraints.sizes.values()) != len(found_constraints.unseen):
            # Out of the card's turn (Paulo's answer to a bet, after the seat's own card) the adapter's sizes, reckoned
            # for the seat about to play, do not add up: each seat holds what it holds, as every seat can count.
            found_constraints = replace(found_constraints, sizes={
                place: len(before.hands[place]) if isinstance(place, int) else size
                for place, size in found_constraints.sizes.items()})
        constraints = dealable(found_constraints)
        rng = Random(f"coach:{table.game}:{table.seed}:{index}{table.salt}")

        def play(action: Any, world: Any, draw: int) -> Any:
            hand = _world_hand(before, seat, world, constraints.placed)
            if isinstance(getattr(hand, "rng", None), Random):  # what chance brings later is not known either
                hand.rng = Random(draw)
            return _play_out(hand, action, enact)

        if len(actions) > budget.finalists + 1:
            actions = _screened(actions, chosen, budget, lambda: (deal_unseen(constraints, rng), rng.getrandbits(32)),
                                lambda action, world, draw: advantage(scores(play(action, world, draw)), seat))
            values, ends = {a: [] for a in actions}, {a: [] for a in actions}
        worlds = 0
        # Between two alternatives (a bet or not, accept or go away) each world is cheap and the outcomes few and
        # far apart (the hand won or lost): more worlds, and none settled early.
        two = len(actions) <= 2
        cap = budget.few_worlds if two else budget.worlds
        least = min(cap, max(budget.least, budget.least_other * (2 if two else 1)))
        while worlds < cap:
            world, draw = deal_unseen(constraints, rng), rng.getrandbits(32)
            for action in actions:
                ends[action].append(play(action, world, draw))
                values[action].append(advantage(scores(ends[action][-1]), seat))
            worlds += 1
            if worlds >= least and worlds % budget.batch == 0 and _settled(actions, values, chosen, budget, margin=OTHER_MARGIN):
                break
    alternatives, best, mine, mistake = _verdict(actions, values, chosen, budget, margin=OTHER_MARGIN)
    reasons: tuple[Reason, ...] = ()
    checks: tuple[Any, ...] = tuple(getattr(table.coach, "OTHER_REASONS", None) or ())
    if mistake and checks:
        pairs = tuple(zip(ends[chosen], ends[best], strict=True))
        diffs = tuple(vb - vc for vb, vc in zip(values[best], values[chosen], strict=True))
        evidence = Evidence(before, seat, chosen, best, mine.cost, trick, pairs, diffs)
        reasons = tuple(r for check in checks if (r := check(evidence)) is not None)
    return Decision(index, trick, kind, chosen, best, alternatives, mine.cost, mine.se, mistake, reasons,
                    worlds=worlds, unit=unit)


def _screened(actions: Sequence[Any], chosen: Any, budget: Budget, new_world: Any, value: Any) -> tuple[Any, ...]:
    """The alternatives worth weighing of many: each played in ``budget.screen_worlds`` worlds of its own, and the
    ``budget.finalists`` best kept, with ``chosen`` (first, as the seat holds them), in their first order."""
    drawn = [new_world() for _ in range(budget.screen_worlds)]
    means = {a: sum(value(a, world, draw) for world, draw in drawn) / len(drawn) for a in actions}
    kept = set(sorted(actions, key=lambda a: -means[a])[: budget.finalists]) | {chosen}
    return tuple(a for a in actions if a in kept)


def _replayed(table: _Table, index: int, before: Any, chosen: Any) -> Decision:
    """A decision weighed by a replaying expert (La Docena's bets): each action the expert weighs, the learner's
    own among them, played out in the same worlds with the same draws; the seat's own count at the end (its
    stones). A mistake's reasons from the game's ``REASONS``, read on the choice's and the best's play-outs."""
    expert, seat, budget = table.replaying, table.seat, table.budget
    unit = str(table.module.UNIT)
    view = table.module.view_for(before, seat)
    legal = table.module.legal_for(before, seat)
    weighed = tuple(expert.candidates(view, legal)) if hasattr(expert, "candidates") else tuple(legal.actions)
    if chosen not in weighed:
        weighed = (*weighed, chosen)
    trick = len(getattr(before, "tricks", ()))
    searched = getattr(table.module, "ROUNDS_SEARCHED", None)
    if searched is not None and getattr(before, "round", None) not in searched:
        # The expert's worlds cannot rebuild this round (La Docena's after the discards are replaced: the seat's own
        # new cards come from a pack the replay deals otherwise), so the coach does not weigh it either.
        return Decision(index, trick, legal.kind, chosen, chosen, (), 0.0, 0.0, False, evaluated=False, unit=unit)
    if len(weighed) < 2:
        return Decision(index, trick, legal.kind, chosen, chosen, (), 0.0, 0.0, False, evaluated=False,
                        forced=True, unit=unit)
    rng = Random(f"coach:{table.game}:{table.seed}:{index}{table.salt}")
    values: dict[Any, list[float]] = {a: [] for a in weighed}
    worlds = failed = 0
    dealt: list[tuple[Any, int]] = []
    belief = getattr(table.module, "belief", None) if getattr(expert, "believe", False) else None
    while worlds < budget.worlds and failed < 40 * budget.worlds:
        world = _believed(expert, view, rng, belief, seat, before) if belief is not None else expert.world(view, rng)
        if world is None or set(world.hands[seat]) != set(before.hands[seat]):
            failed += 1  # no world, or one where the seat would hold other cards than it does
            continue
        draw = rng.getrandbits(32)
        dealt.append((world, draw))
        for action in weighed:
            values[action].append(float(expert.rollout(world, seat, action, draw)))
        worlds += 1
        if (worlds >= max(budget.least, budget.least_other) and worlds % budget.batch == 0
                and _settled(weighed, values, chosen, budget, margin=OTHER_MARGIN)):
            break
    if worlds < 2:
        return Decision(index, trick, legal.kind, chosen, chosen, (), 0.0, 0.0, False, evaluated=False, unit=unit)
    alternatives, best, mine, mistake = _verdict(weighed, values, chosen, budget, margin=OTHER_MARGIN)
    reasons: tuple[Reason, ...] = ()
    if mistake and table.coach is not None and getattr(table.coach, "REASONS", None):
        pairs = tuple((_replayed_end(table.module, world, seat, chosen, draw),
                       _replayed_end(table.module, world, seat, best, draw)) for world, draw in dealt)
        diffs = tuple(float(b.stones[seat] - c.stones[seat]) for c, b in pairs)
        evidence = Evidence(before, seat, chosen, best, mine.cost, trick, pairs, diffs)
        reasons = tuple(r for check in table.coach.REASONS if (r := check(evidence)) is not None)
    return Decision(index, trick, legal.kind, chosen, best, alternatives, mine.cost, mine.se, mistake, reasons,
                    worlds=worlds, unit=unit)


BELIEVED_FROM = 4
"""A replaying expert's world is drawn from this many, each as likely as what the other seats said makes it."""


def _believed(expert: Any, view: Any, rng: Random, belief: Any, seat: int, before: Any) -> Any:
    """A world drawn as likely as what the other seats said makes it (the game's ``belief(view, world)``, as its
    expert weighs its own worlds: a seat that bet is read as holding cards): one of :data:`BELIEVED_FROM` worlds
    the view allows, picked in proportion to that likelihood; ``None`` when none was dealt."""
    found = [w for w in (expert.world(view, rng) for _ in range(BELIEVED_FROM))
             if w is not None and set(w.hands[seat]) == set(before.hands[seat])]
    if not found:
        return None
    weights = [float(belief(view, w)) for w in found]
    total = sum(weights)
    if total <= 0:
        return found[0]
    pick = rng.random() * total
    for world, weight in zip(found, weights, strict=True):
        pick -= weight
        if pick <= 0:
            return world
    return found[-1]


def _replayed_end(module: ModuleType, world: Any, seat: int, action: Any, draw: int) -> Any:
    """``world`` played out after the seat's ``action`` as a replaying expert's rollout plays it (every seat the
    game's rollout policy, ``ROLLOUT`` or its beginner, drawing from ``draw``): the whole hand at its end, for the
    reason checks. Its stones make the evidence's differences, so the checks read the very play-outs they weigh."""
    hand = copy.deepcopy(world)
    hand.act(seat, action)
    policy = getattr(module, "ROLLOUT", None) or module.BOTS[DEFAULT_LEVEL]
    rng = Random(draw)
    while hand.phase != "done":
        who = hand.to_act
        hand.act(who, policy.choose(module.view_for(hand, who), module.legal_for(hand, who), rng))
    return hand


def _verdict(actions: Sequence[Any], values: Mapping[Any, list[float]], chosen: Any, budget: Budget,
             margin: float = 0.0) -> tuple[tuple[Alternative, ...], Any, Alternative, bool]:
    """Each action's alternative, the best action (the choice itself when it is one of the best), the choice's own
    alternative, and whether it is a mistake: a cost clearly above its uncertainty (``budget.z`` standard errors)
    and, less ``margin`` standard errors, above ``budget.floor``."""
    alternatives, best = _compare(actions, values)
    mine = next(a for a in alternatives if a.action == chosen)
    if mine.cost <= 0:
        best = chosen
    return alternatives, best, mine, mine.cost > budget.z * mine.se and mine.cost - margin * mine.se > budget.floor


def _compare(actions: Sequence[Any], values: Mapping[Any, list[float]]) -> tuple[tuple[Alternative, ...], Any]:
    """Each alternative's mean, and its cost against the best with the paired standard error."""
    means = {a: sum(values[a]) / len(values[a]) for a in actions}
    best = max(actions, key=lambda a: means[a])  # the first of the best, in the order the seat holds them
    found = []
    for a in actions:
        diffs = [vb - va for vb, va in zip(values[best], values[a], strict=True)]
        found.append(Alternative(a, means[a], means[best] - means[a], _se(diffs)))
    return tuple(found), best


def _se(diffs: Sequence[float]) -> float:
    n = len(diffs)
    if n < 2:
        return 0.0
    mean = sum(diffs) / n
    return math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


def _world_hand(before: Any, seat: int, world: Mapping[Any, list[Card]], placed: Mapping[Any, Any]) -> Any:
    """``before`` with the cards the seat has not seen as ``world`` deals them: the other seats' hands and the
    stock (the stock's cards whose place the seat knows, the muestra under it, keep their place)."""
    hand = solver.fork(before)
    face_down = getattr(hand, "face_down", None)
    for place, cards in world.items():
        if place in (STOCK, seat):
            continue
        hand.hands[place] = list(cards)
        if isinstance(face_down, list):  # the others' cards laid face down are not known (as in the expert's)
            face_down[place] = set()
    if STOCK in world and hasattr(before, "stock"):
        real = list(before.stock)
        fixed = {i: c for i, c in enumerate(real) if placed.get(c) == STOCK}
        free = iter([c for c in world[STOCK] if c not in fixed.values()])
        hand.stock = [fixed[i] if i in fixed else next(free) for i in range(len(real))]
    hand.levels = (ROLLOUT_LEVEL,) * hand.players
    return hand


def _play_out(hand: Any, action: Any, enact: Any = None) -> Any:
    """``hand`` after the learner's ``action``, played out to its end by every seat's policy (``enact(hand,
    action)``, a game coach's, takes an alternative that is no action of the hand itself: Paulo's "no bet")."""
    if enact is not None:
        enact(hand, action)
    else:
        hand.act(action)
    while hand.phase != "done":
        hand.act(hand.learner_choice())
    return hand


def _sampled(table: _Table, index: int, before: Any, actions: Sequence[Any], chosen: Any
             ) -> tuple[dict[Any, list[float]], list[dict[Any, list[Card]]], int]:
    """Each alternative's value in each sampled world, played out by the expert's own rollout (its adapter's),
    and the worlds."""
    view = table.module.view_for(before, table.seat)
    constraints = dealable(table.adapter.constraints(view))
    rng = Random(f"coach:{table.game}:{table.seed}:{index}{table.salt}")
    values: dict[Any, list[float]] = {a: [] for a in actions}
    dealt: list[dict[Any, list[Card]]] = []
    budget = table.budget
    while len(dealt) < budget.worlds:
        for _ in range(min(budget.batch, budget.worlds - len(dealt))):
            world = deal_unseen(constraints, rng)
            dealt.append(world)
            for action in actions:
                scores = table.adapter.rollout(view, {place: list(held) for place, held in world.items()}, action)
                values[action].append(advantage(scores, table.seat))
        if len(dealt) >= budget.least and _settled(actions, values, chosen, budget):
            break
    return values, dealt, len(dealt)


def _evidence(table: _Table, before: Any, dealt: Sequence[Mapping[Any, list[Card]]], chosen: Any, best: Any
              ) -> tuple[tuple[tuple[Any, Any], ...], tuple[float, ...]]:
    """The choice's and the best's play-outs in the same worlds, as whole practice hands (their tricks, their
    declarations, their log) for the reason checks, and the difference each world makes."""
    view = table.module.view_for(before, table.seat)
    placed = dealable(table.adapter.constraints(view)).placed
    pairs, diffs = [], []
    for world in dealt:
        ends = [_play_out(_world_hand(before, table.seat, world, placed), action) for action in (chosen, best)]
        pairs.append((ends[0], ends[1]))
        mine, other = (advantage(table.module.scores(e), table.seat) for e in ends)
        diffs.append(other - mine)
    return tuple(pairs), tuple(diffs)


def _settled(actions: Sequence[Any], values: Mapping[Any, list[float]], chosen: Any, budget: Budget,
             margin: float = 0.0) -> bool:
    """Whether more worlds would hardly change the verdict on ``chosen``: clearly a mistake, or clearly not
    (``margin`` standard errors above the floor, for a decision besides a card: see :func:`_other`)."""
    alternatives, _best = _compare(actions, values)
    mine = next(a for a in alternatives if a.action == chosen)
    if mine.cost > budget.z_stop * mine.se and mine.cost - margin * mine.se > budget.floor:
        return True
    return mine.cost + budget.z * mine.se < budget.floor


def _visible(table: _Table, before: Any, actions: Sequence[Any]
             ) -> tuple[dict[Any, list[float]], dict[Any, list[Any]], int, bool]:
    """Each alternative's value in the real deal: the policy's play until ``exact_tricks`` are left, then exact."""
    scores = table.module.scores
    values: dict[Any, list[float]] = {}
    outs: dict[Any, list[Any]] = {}
    exact = solver.tricks_left(before) <= table.budget.exact_tricks
    for action in actions:
        hand = solver.fork(before)
        hand.levels = (ROLLOUT_LEVEL,) * hand.players
        if exact:
            value, end = solver.value_of(hand, action, scores, table.seat)
        else:
            hand.act(action)
            while hand.phase != "done" and not (
                    hand.phase == "play" and hand.to_play == table.seat
                    and solver.tricks_left(hand) <= table.budget.tail_tricks):
                hand.act(hand.learner_choice())
            value, end = (solver.solve(hand, table.seat, scores) if hand.phase != "done"
                          else (advantage(scores(hand), table.seat), hand))
        values[action], outs[action] = [value], [end]
    return values, outs, 1, exact

