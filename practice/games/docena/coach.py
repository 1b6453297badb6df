"""The coach's analysis of La Docena's betting hand (:mod:`naipes.coach`) as its pages meet it: what the learner's
last decision cost at the "teach" level, the list of the hand's decisions once it is over (no trick replay: a
betting hand has no tricks), and the "find the better decision" puzzles a costly one becomes.

A decision's analysis depends only on the deal (seed, players, table, the bots' levels) and the learner's actions
up to and including it; its row (:class:`practice.models.AnalysedDecision`) is keyed by a digest of exactly those,
as the trick hands' are (:mod:`practice.analysis`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from django.utils.translation import gettext as _

import wording
from naipes.coach.evaluate import decision_at
from naipes.games.docena import practice as engine
from naipes_site.table_rules import TableRules
from practice import analysis, levels
from practice.games.docena import hand as docena
from wording import coach as coach_words

GAME = "docena"
CODES = SimpleNamespace(format_action=docena.format_action)
"""What :func:`practice.analysis.stored` needs to write an action."""


@dataclass(frozen=True)
class Hand:
    """A hand as its signed state holds it, and the bots' level it was played against."""

    seed: int
    players: int
    actions: tuple[tuple, ...]
    table: TableRules
    level: str

    @property
    def rules(self) -> Any:
        return self.table.rules(players=self.players)

    @property
    def seats(self) -> tuple[str, ...]:
        return levels.seats(self.level, self.players)

    def key(self, index: int) -> str:
        parts = [analysis.VERSION, GAME, self.seed, self.players, self.table.code, self.seats,
                 [docena.format_action(a) for a in self.actions[: index + 1]]]
        return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()

    def token(self, upto: int | None = None) -> str:
        return docena.sign(self.seed, self.players, list(self.actions[:upto]), self.table)

    def replayed(self, upto: int | None = None) -> engine.Hand:
        return engine.replay(self.seed, self.rules, list(self.actions[:upto]), levels=self.seats)


def decision(hand: Hand, index: int) -> dict[str, Any]:
    """The learner's decision ``index`` analysed (read from its row, else worked out and kept)."""
    return analysis.kept(hand.key(index), lambda: analysis.stored(CODES, decision_at(
        GAME, hand.seed, hand.rules, list(hand.actions), index, levels=hand.seats, budget=analysis.BUDGET)))


def cached(hand: Hand, index: int) -> dict[str, Any] | None:
    return analysis.row(hand.key(index))


def action_words(code: str, players: int, lang: str) -> str:
    """An action's code said in words (``b3``: "bet 3 stones")."""
    return coach_words.action(docena.parse_action(code, players), lang) or code


def said(data: dict[str, Any], players: int, lang: str) -> dict[str, Any]:
    """What a page says about one analysed decision: the choice, its cost, why, and the better decision."""
    unit = analysis.unit_name(data.get("unit", ""), lang)
    line: dict[str, Any] = {
        "index": data["index"], "mistake": data["mistake"], "evaluated": data["evaluated"], "forced": data["forced"],
        "chosen": action_words(data["chosen"], players, lang), "chosen_code": data["chosen"],
        "cost": analysis.amount(data["cost"]), "unit": unit,
        "reasons": [coach_words.reason(r["code"], r["params"], lang) for r in data["reasons"]],
        "reason_codes": [r["code"] for r in data["reasons"]],
    }
    best = action_words(data["best"], players, lang)
    if data["mistake"]:
        line["cost_line"] = _("That decision cost about %(cost)s %(unit)s.") % {"cost": line["cost"], "unit": unit}
        line["better"] = wording.text("coach.better", lang, best=best, cost=line["cost"], unit=unit,
                                      se=analysis.amount(data["se"]))
    elif data["evaluated"] and not data["forced"]:
        line["verdict"] = (wording.text("coach.best", lang) if data["cost"] <= 0
                           else wording.text("coach.unclear", lang, best=best))
    return line


def choices(data: dict[str, Any], players: int, lang: str) -> list[dict[str, str]]:
    """A puzzle's choices: every alternative the analysis weighed, in words (nothing said of their worth)."""
    return [{"code": a["action"], "words": action_words(a["action"], players, lang)} for a in data["alternatives"]]
