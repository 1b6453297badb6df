"""La Docena's reasons for a costly betting decision (:mod:`naipes.coach`), each read from the play-outs of the
choice and of the best alternative in the same worlds (every world a deal the learner's view allows, played out to
the stones):

- ``staked_beaten_hand``: it bet or accepted stones (or bet more than the best) on a hand that did not take the
  centre in most of those deals, where passing, folding or a smaller bet kept them;
- ``folded_winner``: it folded a hand that, accepting, took the centre often enough to pay for the bet;
- ``withdrew_favourite``: it dropped out on its caballo or sota with a hand that, staying in, took the centre;
- ``passed_winner``: it passed (or bet less) where the best alternative's bet took the centre;
- ``dejo_lost_hand``: it asked for a dejo, and with the others' new cards lost a hand that without it won;
- ``refused_dejo``: it refused the dejo, and kept a hand that lost where with the dejo its new cards won;
- ``did_not_cut``: it discarded holding a flor or a callá, where cutting the dejo took the centre.

Each is given only when the event it names happens in enough of the worlds and those worlds carry most of the
cost (:func:`naipes.coach.reasons.supported`); its ``percent`` is the share of all the worlds in which it happens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from naipes.coach import Reason
from naipes.coach.reasons import SHARE, supported, worlds
from naipes.games.docena.bots import ACCEPT, BET, CUT, DEJO, DISCARD, FOLD, PASS, WITHDRAW

FLOOR = 1.0
"""A stone: the least cost that counts as a mistake."""
ODDS_SHARE = 0.25
"""Folding or passing a hand that takes the centre in a quarter of the deals can already cost, when the centre
holds more than the stones the bet asks: those reasons need that share of the worlds, not half."""


def won(end: Any, seat: int) -> bool:
    """Whether ``seat`` took stones from the centre at the end of a played-out hand."""
    return any(seat in award.winners and award.stones > 0 for award in end.awards)


def lost_showdown(end: Any, seat: int) -> bool:
    """Whether ``seat`` was still in at the showdown of a played-out hand and took nothing."""
    return end.status[seat] == "in" and seat in end.ranks and not won(end, seat)


def _kind(action: Any) -> str:
    return action[0] if isinstance(action, tuple) and action else ""


def _percent(swung: list[bool]) -> int:
    return round(100 * sum(swung) / len(swung))


def _check(code: str, kinds: Callable[[Any, Any], bool], event: Callable[[Any, Any, int], bool],
           params: Callable[[Any], dict[str, Any]] | None = None, share: float = SHARE
           ) -> Callable[[Any], Reason | None]:
    """A reason check: ``code`` when ``kinds(choice, best)`` holds and ``event(choice's end, best's end, seat)`` is
    borne out by the worlds (in ``share`` of them or more)."""

    def check(evidence: Any) -> Reason | None:
        if not kinds(evidence.chosen, evidence.best):
            return None
        seat = evidence.seat
        swung = worlds(evidence, lambda mine, other: event(mine, other, seat))
        if not supported(evidence, swung, share=share):
            return None
        return Reason(code, {**(params(evidence) if params else {}), "percent": _percent(swung)})

    check.__name__ = code
    return check


def _dejo(action: Any, agree: bool) -> bool:
    return _kind(action) == DEJO and bool(action[1]) is agree


def _staked(evidence: Any) -> dict[str, Any]:
    """The stones the choice put in: the bet, or the bet accepted (what the seat could pay of it)."""
    before, seat = evidence.before, evidence.seat
    if _kind(evidence.chosen) == BET:
        return {"stones": evidence.chosen[1]}
    return {"stones": min(before.pending, before.stones[seat])}


def _bigger_bet(chosen: Any, best: Any) -> bool:
    """Whether ``best`` bets more than ``chosen`` (a pass bets nothing)."""
    return _kind(best) == BET and (_kind(chosen) == PASS or (_kind(chosen) == BET and best[1] > chosen[1]))


def _riskier(chosen: Any, best: Any) -> bool:
    """Whether ``chosen`` put in stones that ``best`` did not (passing, folding, dropping out, a smaller bet)."""
    if _kind(chosen) == ACCEPT:
        return _kind(best) in (FOLD, WITHDRAW)
    return _kind(chosen) == BET and (_kind(best) in (PASS, FOLD, WITHDRAW) or (
        _kind(best) == BET and best[1] < chosen[1]))


staked_beaten_hand = _check(
    "staked_beaten_hand", lambda chosen, best: _riskier(chosen, best),
    lambda mine, best, seat: not won(mine, seat), _staked)
folded_winner = _check(
    "folded_winner", lambda chosen, best: _kind(chosen) == FOLD and _kind(best) == ACCEPT,
    lambda mine, best, seat: won(best, seat) and not won(mine, seat), share=ODDS_SHARE)
withdrew_favourite = _check(
    "withdrew_favourite", lambda chosen, best: _kind(chosen) == WITHDRAW and _kind(best) != WITHDRAW,
    lambda mine, best, seat: won(best, seat) and not won(mine, seat))
passed_winner = _check(
    "passed_winner", _bigger_bet, lambda mine, best, seat: won(best, seat),
    lambda evidence: {"stones": evidence.best[1]}, share=ODDS_SHARE)
dejo_lost_hand = _check(
    "dejo_lost_hand", lambda chosen, best: _dejo(chosen, True) and _dejo(best, False),
    lambda mine, best, seat: won(best, seat) and not won(mine, seat))
refused_dejo = _check(
    "refused_dejo", lambda chosen, best: _dejo(chosen, False) and _dejo(best, True),
    lambda mine, best, seat: won(best, seat) and not won(mine, seat))
did_not_cut = _check(
    "did_not_cut", lambda chosen, best: _kind(chosen) == DISCARD and _kind(best) == CUT,
    lambda mine, best, seat: won(best, seat) and not won(mine, seat))

REASONS = (staked_beaten_hand, folded_winner, withdrew_favourite, passed_winner, dejo_lost_hand, refused_dejo,
           did_not_cut)
