"""A stored Papayoo sheet seen through the engine: totals, leader, deal, end of the game.

Every number comes from :mod:`naipes.games.papayoo` (``running_totals``, ``winners``, ``game_over``,
``next_dealer``, ``round_scores``, ``moon_shot``, ``check_round_total``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from counters import sheet_rules
from naipes.cards import Card, Suit
from naipes.games import papayoo
from naipes_site.table_rules import TableRules

PICKABLE: tuple[Card, ...] = tuple(sorted(
    (card for card in papayoo.PAPAYOO_60 if any(papayoo.card_points(card, die) for die in papayoo.ORDINARY_SUITS)),
    key=lambda card: card.suit is not Suit.PAYOO,  # the Payoos first, as they are taken most often
))
"""The cards offered in the tap-to-pick grid: those the engine says can score in some round (the 20
Payoos and the four 7s, one of which the die makes the Papayoo). Nobody needs to count the others."""


def table_of(sheet) -> TableRules:
    """The table the sheet is played under: the one it was started from, with its own ending and house rule."""
    return sheet_rules.table_of("papayoo", sheet.table, {
        "ending": sheet.ending, "rounds": sheet.rounds, "threshold": sheet.threshold,
        "shoot_the_moon": sheet.shoot_the_moon})


def rules_of(sheet) -> papayoo.Rules:
    """The engine's rules for a stored sheet: its table's, at its number of players."""
    rules: papayoo.Rules = table_of(sheet).rules(players=len(sheet.players))
    return rules


def seat_keys(players: Sequence[str]) -> list[str]:
    """The engine is given seats ("0", "1"...) rather than names, so names never clash with keys."""
    return [str(seat) for seat in range(len(players))]


@dataclass(frozen=True)
class Row:
    number: int
    dealer: int
    die: Suit
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class SheetState:
    """Everything the sheet shows, worked out by the engine."""

    rows: tuple[Row, ...]
    totals: tuple[int, ...]
    leaders: tuple[int, ...]
    """Seats with the lowest total (the lowest total wins); several when tied; none before round 1."""
    dealer: int
    """Who deals the next round."""
    over: bool
    winners: tuple[int, ...]
    rounds_left: int | None
    """With the rounds ending; None with the threshold ending."""
    highest: int
    """The highest total (the threshold ending stops when it reaches the threshold)."""
    rules: papayoo.Rules

    @property
    def next_number(self) -> int:
        return len(self.rows) + 1


def state(sheet, rounds: Sequence) -> SheetState:
    """Totals after every round, the leaders, the next dealer and whether the game is over."""
    rules = rules_of(sheet)
    keys = seat_keys(sheet.players)
    per_round = [dict(zip(keys, r.scores, strict=True)) for r in rounds]
    running = papayoo.running_totals(per_round)
    rows = []
    dealer = sheet.first_dealer
    for r, totals in zip(rounds, running, strict=True):
        rows.append(Row(r.number, dealer, papayoo.parse_die_suit(r.die), tuple(r.scores),
                        tuple(totals[k] for k in keys)))
        dealer = papayoo.next_dealer(dealer, rules)
    totals = running[-1] if running else dict.fromkeys(keys, 0)
    over = papayoo.game_over(running, rules)
    leaders = tuple(int(k) for k in papayoo.winners(totals)) if running else ()
    assert rules.rounds is not None  # Rules makes it the number of players when not given
    return SheetState(
        rows=tuple(rows),
        totals=tuple(totals[k] for k in keys),
        leaders=leaders,
        dealer=dealer,
        over=over,
        winners=leaders if over else (),
        rounds_left=None if rules.ending == "threshold" else max(0, rules.rounds - len(rows)),
        highest=max(totals.values()),
        rules=rules,
    )


def ended_at(sheet, rounds: Sequence) -> int | None:
    """The number of the round after which the engine says the game was over, when rounds were played
    after it (an edit can make an earlier round reach the points limit); None when the game ends, if
    at all, with its last round."""
    rules = rules_of(sheet)
    keys = seat_keys(sheet.players)
    running = papayoo.running_totals([dict(zip(keys, r.scores, strict=True)) for r in rounds])
    for played in range(1, len(running)):
        if papayoo.game_over(running[:played], rules):
            return rounds[played - 1].number
    return None


@dataclass(frozen=True)
class Tally:
    """The round being entered, counted so far: per seat the points picked or typed, and the rest."""

    seats: tuple[tuple[str, int | None], ...]
    """Per seat, the name and the cards picked counted by the engine, else the points typed; None when
    neither."""
    total: int
    missing: int
    """What the round still lacks to make the engine's 250 (negative: that much over)."""
    die_chosen: bool

    @property
    def over(self) -> int:
        """How much the round is over 250 (0 when it is not): a number, to choose the plural by."""
        return max(0, -self.missing)


def tally(sheet, data) -> Tally:
    """Count a round form as it is being filled (any junk typed counts as nothing: the form's own check
    names it when the round is saved). Cards are counted by :func:`naipes.games.papayoo.pile_points`, which
    needs the die: before it is chosen, a picked 7 counts as an ordinary 7 (nothing)."""
    deck = papayoo.deck(rules_of(sheet))
    try:
        die = papayoo.parse_die_suit(str(data.get("die", "")))
    except papayoo.PapayooError:
        die = None
    points: list[int | None] = []
    for seat in range(len(sheet.players)):
        codes = [c for c in data.getlist(f"cards_{seat}") if isinstance(c, str)][:len(PICKABLE)]
        cards = [card for card in PICKABLE if card.code in codes and card in deck]
        if cards:
            points.append(papayoo.pile_points(cards, die or Suit.PAYOO))  # no die yet: no 7 is the Papayoo
            continue
        typed = str(data.get(f"points_{seat}", "")).strip()
        points.append(int(typed) if typed.isascii() and typed.isdigit() and len(typed) <= 4 else None)
    total = sum(p or 0 for p in points)
    return Tally(tuple(zip(sheet.players, points, strict=True)), total, papayoo.ROUND_TOTAL - total, die is not None)
