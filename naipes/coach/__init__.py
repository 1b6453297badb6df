"""The coach's analysis of a practice hand: for every decision the learner made, what each legal alternative was
worth from the learner's own seat, what the choice cost against the best one, and why, when the evaluation can say.

:func:`analyse` replays a practice hand (the deal's ``seed``, the table's ``rules``, the bots' ``levels``, and the
learner's ``decisions``, a finished or unfinished hand) and yields one :class:`Decision` per decision, in order, as
soon as it is evaluated, so that a page can show the first tricks while the later ones are worked out.

How a decision is evaluated (the seat's view, the default):

- the position is the hand just before the decision, seen from the learner's seat through the same view the bots
  get (the game's ``view_for``): its own cards and what is public, never another seat's hidden cards;
- the cards the seat has not seen are dealt again among the places they may lie, as the game's expert deals them
  (its search adapter's ``constraints``, :mod:`naipes.bots.search`): the game must have an ``expert`` level in
  its ``bots.BOTS`` (:func:`naipes.bots.levels_of`), and a game gets the coach as soon as it has one;
- every legal alternative is played in each sampled world and the hand is played out to its end by the expert's
  cheap policy (the game's beginner in every seat), and counted by the engine (the game's ``scores``): an
  alternative's value is the seat's score less the mean of the other seats', in the game's unit
  (``bots.UNIT``), averaged over the worlds;
- common random numbers: every alternative is played in the *same* worlds, so the difference between two
  alternatives is measured world by world and its standard error (``se``) is the paired one;
- a choice is a mistake only when its cost against the best alternative is above ``z`` times that standard error
  and above a small floor (:class:`Budget`; for a decision besides a card, two standard errors above it, and none
  settled before :attr:`Budget.least_other` worlds: their few outcomes, the hand or the centre won or lost, made
  flags near the floor that a ten-times-deeper evaluation did not repeat); a mistake gets the reasons its game's coach
  (``naipes/games/<slug>/coach.py``, its ``REASONS``) finds supported by the play-outs (the difference comes
  from that trick, that card), and none otherwise: then only its cost and the better alternative are said.

With ``all_visible=True`` every hand is known (the real deal): at a decision with few tricks left
(:attr:`Budget.exact_tricks`) each alternative's value is solved exactly; earlier, it is played out in the real
deal by the same policy until fewer still are left (:attr:`Budget.tail_tricks`), and those are solved exactly
(:mod:`naipes.coach.exact`: the seat maximises, every other seat minimises its advantage), so that on end
positions the values are exact and their standard error is 0.

The worlds are drawn from a generator seeded by the game, the seed and the decision's index, and the number of
worlds depends only on the values found (no clock): the same hand gives the same analysis every time.

A decision other than playing a card is evaluated where the game's coach module names its alternatives
(``alternatives(hand, chosen)``: Tute's declarations, every one the engine allows and letting the chance go;
Papayoo's pass, the learner's against the beginner's and the club player's, not every pass; Paulo's bet against
playing on without it, its ``enact`` playing that "no bet", and an answer's two answers), each played out as a
whole practice hand in the same sampled worlds; a costly one gets the reasons of its game's ``OTHER_REASONS`` that
those play-outs bear out. A decision the game's coach names no alternatives for is yielded with
``evaluated=False`` and no alternatives.

A game whose expert deals its worlds as whole hands instead of through a search adapter (La Docena's betting: its
expert's ``world(view, rng)`` and ``rollout(world, seat, action, seed)``, and its bots' ``legal_for``) gets the same
analysis of its decisions, each action the expert weighs (the learner's own among them) played out in the same
worlds with the same draws and counted as the seat's own result (its stones); a costly one gets the reasons its
game's coach finds in the play-outs of the choice and the best (``naipes/games/docena/coach.py``: a hand that did not
take the centre, a fold or a withdrawal of one that did, a dejo that lost a winning hand…). No every-hand-visible
mode there yet.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from naipes import RulesError

__all__ = ["Alternative", "Budget", "CoachError", "Decision", "Reason", "analyse", "games", "unit"]


class CoachError(RulesError):
    """A hand the coach cannot analyse: a game without an expert (``no_expert``), a seat that is not the
    learner's (``bad_seat``). A decision the hand refuses raises the practice hand's own
    :class:`naipes.practice.PracticeError` (its ``index`` the decision refused), before anything is yielded."""

    code = "coach_error"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        if code:
            self.code = code


@dataclass(frozen=True)
class Budget:
    """How hard the coach looks: between ``least`` and ``worlds`` sampled worlds per decision, drawn ``batch`` at
    a time; the search stops early once the choice is clearly a mistake (its cost above ``z_stop`` standard errors
    and the floor) or clearly not (its cost plus ``z`` standard errors below the floor). A choice is a mistake when
    its cost is above ``z`` standard errors and above ``floor`` (in the game's unit; a game's coach module may set
    its own ``FLOOR``, used while ``game_floor``). With every hand visible, the last ``exact_tricks`` tricks are
    solved exactly.

    ``z`` is 2.5, not 1.96: the best is the highest of several noisy means, which makes its lead over the choice
    look larger than it is (at 1.96 a ten-times-deeper evaluation disagreed with 7 % of Tute's flags;
    docs/benchmarks.md, "The coach's analysis")."""

    worlds: int = 48
    least: int = 16
    batch: int = 8
    z: float = 2.5
    z_stop: float = 3.0
    floor: float = 1.0
    exact_tricks: int = 3
    game_floor: bool = True
    tail_tricks: int = 2
    """With every hand visible, a decision earlier than the last ``exact_tricks`` is played out by the policy and
    its last ``tail_tricks`` solved exactly (near-exact, and cheap)."""
    finalists: int = 6
    """A decision besides a card with more alternatives than this (Papayoo's pass and its every single swap) is
    first screened: each alternative played in ``screen_worlds`` worlds, and only this many of the best, with the
    learner's own, weighed on fresh worlds (so the worlds that chose them do not judge them)."""
    screen_worlds: int = 8
    least_other: int = 32
    """A decision besides a card (a bet, its answer, a pass, a cante, La Docena's betting) is not settled before
    this many worlds: its
    few outcomes (the hand won or lost) make a small sample's standard error look smaller than it is (at 16 worlds,
    a tenth of Paulo's flagged bets and answers were not flagged again by a ten-times-deeper evaluation); one
    between two alternatives only (a bet or not, accept or go away), twice as many."""
    few_worlds: int = 96
    """A decision besides a card between two alternatives only is weighed on up to this many worlds (each cheap)."""

    def deeper(self, times: int) -> Budget:
        """The same budget with ``times`` as many worlds and no early stop (the benchmark's yardstick)."""
        return Budget(worlds=self.worlds * times, least=self.worlds * times, batch=self.batch, z=self.z,
                      z_stop=self.z_stop, floor=self.floor, exact_tricks=self.exact_tricks,
                      game_floor=self.game_floor, tail_tricks=self.tail_tricks, finalists=self.finalists,
                      screen_worlds=self.screen_worlds * times, least_other=self.few_worlds * times,
                      few_worlds=self.few_worlds * times)


DEFAULT_BUDGET = Budget()


@dataclass(frozen=True)
class Reason:
    """Why a choice was a mistake, as a code (worded ``coach.reason.<code>`` in ``wording/texts/coach.toml``)
    and its fields (``points``, ``suit``…), each a number or a code, never a word."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """The wording's key."""
        return f"coach.reason.{self.code}"


@dataclass(frozen=True)
class Alternative:
    """One legal action at a decision: its mean ``value`` (the seat's score less the others' mean, in the game's
    unit), its ``cost`` against the best alternative (0 for the best) and the paired standard error ``se`` of
    that cost."""

    action: Any
    value: float
    cost: float
    se: float


@dataclass(frozen=True)
class Decision:
    """The analysis of one of the learner's decisions."""

    index: int
    """Its place in the hand's decisions (0 first)."""
    trick: int
    """The trick it was made in (0 first), or the number of tricks played before it (a pass, a declaration)."""
    kind: str
    """The kind of decision: ``play`` (a card), or the game's own (``pass``, ``declare``…)."""
    chosen: Any
    """What the learner did."""
    best: Any
    """The best alternative found (the chosen one when nothing was better, or when not evaluated)."""
    alternatives: tuple[Alternative, ...]
    """Every legal alternative evaluated, in the order the seat holds them; empty when not evaluated."""
    cost: float
    """What the choice cost against the best, in the game's unit (0 when it was the best)."""
    se: float
    """The paired standard error of that cost (0 with every hand visible)."""
    mistake: bool
    """Whether the cost is clearly above its uncertainty (:class:`Budget`)."""
    reasons: tuple[Reason, ...] = ()
    """Why, when the evaluation supports it; empty otherwise (say the cost and the better card only)."""
    worlds: int = 0
    """How many sampled worlds were played out (1 with every hand visible)."""
    evaluated: bool = True
    """``False`` for a decision the coach does not evaluate (one legal action, or a kind it does not know)."""
    exact: bool = False
    """Whether the values are exact (every hand visible, the rest of the hand solved exactly)."""
    forced: bool = False
    """Whether there was one legal action only."""
    unit: str = ""
    """The game's unit (``bots.UNIT``: points, coins, chinos, stones)."""


def games() -> tuple[str, ...]:
    """The games the coach analyses: those with a practice hand and an expert with a search adapter."""
    from naipes.coach.evaluate import games as found

    return found()


def unit(game: str) -> str:
    """The unit the game's costs are in (its bots' ``UNIT``)."""
    from naipes.bots import game_bots

    return str(game_bots(game).UNIT)


def analyse(game: str, seed: int, rules: Any, seat: int, decisions: Sequence[Any], *, levels: Sequence[str] = (),
            all_visible: bool = False, budget: Budget | None = None,
            options: Mapping[str, Any] | None = None) -> Iterator[Decision]:
    """Each of the learner's ``decisions`` analysed, in order (a generator: each as soon as it is ready).

    ``game`` a slug; ``seed`` and ``rules`` (the table's ``Rules``, from its profile) deal the hand; ``levels`` the
    bots' level in each seat as the hand was played (empty: the default); ``seat`` the learner's
    (:data:`naipes.practice.LEARNER`); ``decisions`` the learner's actions as the game's practice ``replay`` takes
    them; ``options`` the practice hand's own options besides the rules (Paulo's ``betting``). The whole sequence
    is replayed and checked before this returns: a forged or illegal sequence raises
    :class:`naipes.practice.PracticeError` (with the ``index`` refused), a game without an expert
    :class:`CoachError`."""
    from naipes.coach.evaluate import start

    return start(game, seed, rules, seat, decisions, levels=tuple(levels), all_visible=all_visible,
                 budget=budget or DEFAULT_BUDGET, options=options)
