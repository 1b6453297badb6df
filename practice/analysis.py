"""The coach's analysis of a practice hand (:mod:`naipes.coach`) as the practice pages meet it: one decision at a
time, kept in the database by what it depends on, and said in the page's language.

A decision's analysis depends only on the deal (game, seed, table's rules, the bots' levels, the hand's own
options) and the learner's decisions up to and including it, so its key is a digest of exactly those: the hand
page's feedback after a play, its hint before one, the replay of the finished hand and the puzzles of the review
queue all read the same row, and two app servers never work it out twice (state in the database, never in a
process's memory). A decision costs a few hundred milliseconds; a page asks for one at a time (htmx), so the hand
never waits for the analysis.

The hint ("the expert would play …") is the best alternative of the learner's next decision, found by analysing
the position with any legal card as the choice: every alternative is played in the same worlds, whatever the
choice, and the row is the very one the learner's play reads when it is that card.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

import wording
from naipes import coach as engine_coach
from naipes.bots import legal_cards
from naipes.cards import Card
from naipes.practice import LEARNER, PracticeError
from practice import levels, tables
from practice.games import PracticeGame
from practice.models import AnalysedDecision
from wording import coach as coach_words
from wording.cards import card_name

VERSION = 1
"""Drawn into every key: a change of what is stored (or of the analysis) starts new rows."""

BUDGET = engine_coach.Budget()
"""The analysis's budget, the coach's default: a mistake and a puzzle's verdict are judged against it."""


@cache
def _games() -> frozenset[str]:
    return frozenset(engine_coach.games())


def available(game: str) -> bool:
    """Whether the coach analyses this game's hands (its expert has a search adapter)."""
    return game in _games()


@dataclass(frozen=True)
class Hand:
    """A practice hand as its link has it: the game, the settings the hand view reads, the learner's actions."""

    practice: PracticeGame
    settings: dict[str, Any]
    actions: tuple[Any, ...]

    @property
    def levels(self) -> tuple[str, ...]:
        return levels.seats(self.settings["level"], self.settings["rules"].players)

    def codes(self, upto: int | None = None) -> list[str]:
        return [self.practice.format_action(a) for a in self.actions[:upto]]

    def key(self, index: int, all_visible: bool = False) -> str:
        """The digest of what decision ``index``'s analysis depends on."""
        settings = self.settings
        parts = [VERSION, self.practice.slug, settings["seed"], settings["rules"].players,
                 tables.query(settings["table"]), self.practice.options_query(settings["rules"]),
                 self.practice.hand_options_query(settings["hand"]), self.levels, self.codes(index + 1),
                 bool(all_visible)]
        return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()

    def replayed(self, upto: int | None = None) -> Any:
        """The hand after the learner's first ``upto`` actions (all of them by default)."""
        s = self.settings
        return self.practice.hand.replay(s["seed"], s["rules"], list(self.actions[:upto]), **s["hand"],
                                         levels=self.levels)


def stored(practice: Any, decision: engine_coach.Decision) -> dict[str, Any]:
    """A decision as its row keeps it: action codes (``practice.format_action``, a :class:`PracticeGame`'s or a
    hand's own) and numbers, no words."""

    def code(action: Any) -> str:
        try:
            return practice.format_action(action)
        except (TypeError, AttributeError):
            return str(action)

    return {
        "index": decision.index, "trick": decision.trick, "kind": decision.kind, "chosen": code(decision.chosen),
        "best": code(decision.best), "cost": decision.cost, "se": decision.se, "mistake": decision.mistake,
        "alternatives": [{"action": code(a.action), "value": a.value, "cost": a.cost, "se": a.se}
                         for a in decision.alternatives],
        "reasons": [{"code": r.code, "params": dict(r.params)} for r in decision.reasons],
        "evaluated": decision.evaluated, "exact": decision.exact, "forced": decision.forced,
        "unit": decision.unit, "worlds": decision.worlds,
    }


def _analyse(hand: Hand, decisions: list[Any], index: int, all_visible: bool) -> engine_coach.Decision:
    """Decision ``index`` of ``decisions`` analysed alone. The package's public :func:`naipes.coach.analyse`
    yields every decision from the first; its evaluator's ``decision_at`` gives the same one alone (the same
    table, the same worlds), so it is used while it is there."""
    s = hand.settings
    try:
        from naipes.coach.evaluate import decision_at
    except ImportError:  # pragma: no cover - the public way, decision by decision from the first
        for decision in engine_coach.analyse(hand.practice.slug, s["seed"], s["rules"], LEARNER,
                                             decisions[: index + 1], levels=hand.levels, all_visible=all_visible,
                                             budget=BUDGET, options=s["hand"]):
            if decision.index == index:
                return decision
        raise PracticeError("no such decision", code="bad_action", index=index) from None
    # The whole sequence is checked first, as analyse does: a forged one raises PracticeError with its index.
    return decision_at(hand.practice.slug, s["seed"], s["rules"], decisions, index, levels=hand.levels,
                       all_visible=all_visible, budget=BUDGET, options=s["hand"])


def _kept(key: str, work) -> dict[str, Any]:
    row = AnalysedDecision.objects.filter(key=key).values_list("data", flat=True).first()
    if row is not None:
        return row
    data = work()
    try:
        with transaction.atomic():
            AnalysedDecision.objects.create(key=key, data=data)
    except IntegrityError:  # another server wrote it meanwhile: the same analysis
        pass
    return data


kept = _kept
"""A decision's row by its key, else ``work()`` done and kept (La Docena's hand keys its own rows)."""


def row(key: str) -> dict[str, Any] | None:
    """The row kept under ``key``, or ``None``."""
    return AnalysedDecision.objects.filter(key=key).values_list("data", flat=True).first()


def cached(hand: Hand, index: int, all_visible: bool = False) -> dict[str, Any] | None:
    """Decision ``index``'s analysis if it was worked out before, else ``None`` (nothing is computed)."""
    return AnalysedDecision.objects.filter(key=hand.key(index, all_visible)).values_list("data", flat=True).first()


def decision(hand: Hand, index: int, all_visible: bool = False) -> dict[str, Any]:
    """The learner's decision ``index`` analysed (read from its row, else worked out and kept)."""
    return _kept(hand.key(index, all_visible),
                 lambda: stored(hand.practice, _analyse(hand, list(hand.actions), index, all_visible)))


def hint(hand: Hand) -> str | None:
    """The card the analysis finds best for the learner's next play (its code), from the seat's view only;
    ``None`` when it is not the learner's card to play or there is one card only."""
    state = hand.replayed()
    if state.phase != "play" or state.to_play != LEARNER:
        return None
    legal = legal_cards(state.verdicts(LEARNER)).actions
    if len(legal) < 2:
        return None
    probe = Hand(hand.practice, hand.settings, (*hand.actions, legal[0]))
    return str(decision(probe, len(hand.actions))["best"])


def is_card(practice: PracticeGame, code: str) -> bool:
    try:
        return isinstance(practice.parse_action(code), Card)
    except PracticeError:
        return False


def unit_name(unit: str, lang: str) -> str:
    key = f"bots.unit.{unit}"
    return wording.text(key, lang) if wording.has(key) else unit


def amount(value: float) -> str:
    """A cost as the page writes it: one decimal, none when whole."""
    rounded = round(value, 1)
    return f"{rounded:g}" if rounded != int(rounded) else str(int(rounded))


def said(practice: PracticeGame, data: dict[str, Any], lang: str) -> dict[str, Any]:
    """What the page says about one analysed decision: whether it was a mistake, what it cost, why, the better
    card (its name and the card itself for the picture)."""
    best = practice.parse_action(data["best"]) if data["best"] and is_card(practice, data["best"]) else None
    chosen = practice.parse_action(data["chosen"]) if is_card(practice, data["chosen"]) else None
    unit = unit_name(data.get("unit", ""), lang)
    line = {"index": data["index"], "trick": data["trick"] + 1, "mistake": data["mistake"],
            "evaluated": data["evaluated"], "forced": data["forced"], "exact": data["exact"],
            "chosen": chosen, "best": best, "cost": amount(data["cost"]), "unit": unit,
            "reasons": [coach_words.reason(r["code"], r["params"], lang) for r in data["reasons"]],
            "reason_codes": [r["code"] for r in data["reasons"]]}
    if data["mistake"] and best is not None:
        line["cost_line"] = _("That card cost about %(cost)s %(unit)s.") % {"cost": line["cost"], "unit": unit}
        key = "coach.better.exact" if data["exact"] else "coach.better"
        line["better"] = wording.text(key, lang, best=card_name(best, lang), cost=line["cost"], unit=unit,
                                      se=amount(data["se"]))
    elif data["mistake"]:
        # A costly decision that is no card (Papayoo's pass, Paulo's bet): its cost, and the better one in words.
        line["cost_line"] = _("That decision cost about %(cost)s %(unit)s.") % {"cost": line["cost"], "unit": unit}
        try:
            words = coach_words.action(practice.parse_action(data["best"]), lang) if data["best"] else None
        except PracticeError:
            words = None
        if words:
            line["better"] = wording.text("coach.better", lang, best=words, cost=line["cost"], unit=unit,
                                          se=amount(data["se"]))
    elif data["evaluated"] and not data["forced"]:
        if data["cost"] <= 0 or best is None:
            line["verdict"] = wording.text("coach.best", lang)
        else:
            line["verdict"] = wording.text("coach.unclear", lang, best=card_name(best, lang))
    return line


def solved(data: dict[str, Any], code: str) -> bool | None:
    """Whether ``code`` is as good as the best card of an analysed decision: its cost within the analysis's
    uncertainty (no more than ``z`` standard errors, or the floor); ``None`` when it is no alternative there."""
    for alternative in data["alternatives"]:
        if alternative["action"] == code:
            cost, se = alternative["cost"], alternative["se"]
            return cost <= 0 or cost <= BUDGET.z * se or cost <= BUDGET.floor
    return None
