"""A stored Paulo board seen through the engine: the score after every hand, and what comes next.

The board stores only how each hand ended; :func:`replay` runs the entries through
:func:`naipes.games.paulo.apply_hand` (and :func:`naipes.games.paulo.start_carteta`) from an empty score, so an
edit or a deletion anywhere is re-checked against every later hand. Every value shown (chinos, patas,
al quiero, al canuto, opening bet, carteta, winner) is a query of :mod:`naipes.games.paulo`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from counters import sheet_rules
from naipes.games import paulo
from naipes_site.table_rules import TableRules

MAX_BETS = 8
"""Bets the hand form offers (the opening bet and seven raises): more than any medio Paulo needs."""


def table_of(board) -> TableRules:
    """The table the board is played under: the one it was started from, with its own scoring and target."""
    return sheet_rules.table_of("paulo", board.table, {"scoring": board.scoring, "target": board.target})


def rules_of(board) -> paulo.Rules:
    rules: paulo.Rules = table_of(board).rules(players=board.players)
    return rules


class HandRefused(ValueError):
    """Raised when the engine refuses an entry: ``number`` is the entry, ``error`` the engine's reason."""

    def __init__(self, number: int, error: paulo.ScoreError, entry) -> None:
        super().__init__(f"hand {number}: {error}")
        self.number = number
        self.error = error
        self.entry = entry


@dataclass(frozen=True)
class Step:
    """One entry replayed: the score before and after it, and what the winner took."""

    number: int
    kind: str
    outcome: paulo.HandOutcome | None
    award: paulo.Award | None
    before: paulo.Score
    after: paulo.Score


def outcome_of(entry) -> paulo.HandOutcome:
    return paulo.HandOutcome(winner=entry.winner, end=entry.end, bets=entry.bets)


def replay(entries: Sequence, rules: paulo.Rules) -> list[Step]:
    """Every entry applied in order from the empty score; :class:`HandRefused` names the first the
    engine will not accept."""
    score = paulo.Score()
    steps = []
    for entry in entries:
        before = score
        try:
            if entry.kind == "carteta":
                outcome, prize = None, None
                score = paulo.start_carteta(score, rules)
            else:
                outcome = outcome_of(entry)
                prize = paulo.award(score, outcome, rules)
                score = paulo.apply_hand(score, outcome, rules)
        except paulo.ScoreError as exc:
            raise HandRefused(entry.number, exc, entry) from exc
        steps.append(Step(entry.number, entry.kind, outcome, prize, before, score))
    return steps


@dataclass(frozen=True)
class TeamView:
    index: int
    name: str
    chinos: int
    patas: int
    chicos: int
    chinos_buenos: int
    chinos_malos: int
    medios: int
    paulos: int
    status: str
    """``al_quiero``, ``al_canuto``, ``chinos_buenos`` or ``chinos_malos`` (engine's ``team_status``)."""
    short: int
    """Chinos still needed for the medio Paulo."""
    units: int


@dataclass(frozen=True)
class BoardState:
    rules: paulo.Rules
    steps: tuple[Step, ...]
    score: paulo.Score
    teams: tuple[TeamView, TeamView]
    opening_bet: int
    no_bet_value: int
    raise_step: int
    bet_values: tuple[int, ...]
    """What the hand is worth with 0, 1, 2... bets accepted (index = bets)."""
    can_carteta: bool
    quiero_team: int | None
    quiero_forzoso: bool
    earliest_bet: str
    winner: int | None
    pata: int | None
    medio_size: int
    broken: HandRefused | None = None
    """The first stored entry the engine no longer accepts (the board stops before it), if any."""

    @property
    def next_number(self) -> int:
        return len(self.steps) + 1


def team_view(score: paulo.Score, index: int, name: str, rules: paulo.Rules) -> TeamView:
    team = score[index]
    return TeamView(
        index=index, name=name, chinos=team.chinos, patas=team.patas, chicos=team.chicos,
        chinos_buenos=team.chinos_buenos, chinos_malos=team.chinos_malos, medios=team.medios,
        paulos=team.paulos, status=paulo.team_status(score, index, rules),
        short=paulo.short_of_medio(score, index, rules), units=paulo.units(team, rules),
    )


def state(board, entries: Sequence) -> BoardState:
    """The board after its entries. Entries are checked when saved, so a refusal here means the rules
    changed since: the board then stops before the first entry the engine refuses, and says so."""
    rules = rules_of(board)
    try:
        return state_at(board, rules, replay(entries, rules))
    except HandRefused as exc:
        good = [e for e in entries if e.number < exc.number]
        return state_at(board, rules, replay(good, rules), broken=exc)


def state_at(board, rules: paulo.Rules, steps: Sequence[Step], broken: HandRefused | None = None) -> BoardState:
    score = steps[-1].after if steps else paulo.Score()
    winner = paulo.match_winner(score, rules)
    pata = paulo.pata_size(rules)
    return BoardState(
        rules=rules, steps=tuple(steps), score=score,
        teams=(team_view(score, 0, board.team_a, rules), team_view(score, 1, board.team_b, rules)),
        opening_bet=paulo.opening_bet(score, rules), no_bet_value=paulo.no_bet_value(score, rules),
        raise_step=paulo.raise_step(rules),
        bet_values=tuple(paulo.bet_value(score, bets, rules) for bets in range(MAX_BETS + 1)),
        can_carteta=winner is None and paulo.can_carteta(score, rules),
        quiero_team=paulo.quiero_team(score, rules), quiero_forzoso=paulo.is_quiero_forzoso(score, rules),
        earliest_bet=paulo.earliest_bet(score, rules), winner=winner, pata=pata,
        medio_size=paulo.medio_size(rules), broken=broken,
    )
