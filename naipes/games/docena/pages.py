"""Language-free tables of La Docena for the rule pages: the ladder with an example hand per rung, every
form of every rung, the pack per number of players, the entró, the card values.

Column keys are looked up by the site as ``column.<key>``, captions and notes as they are.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from naipes.cards import Card, Suit
from naipes.games.docena.betting import entro
from naipes.games.docena.hands import rank_cards, strength
from naipes.games.docena.ladder import LADDER, NADA_RUNG, rung
from naipes.games.docena.rules import (
    CARD_VALUES,
    DECK_ADDITIONS,
    DEFAULT_RULES,
    MALA,
    SINGLE_CARD_ORDER,
    Rules,
    deck,
    pack,
    players_needed,
)
from naipes.tables import Table, Term


@cache
def _examples() -> dict[tuple[int, str], tuple[Card, ...]]:
    """First hand of each (rank, form): no mala if possible, smallest pack, fewest oros, then pack order."""
    found: dict[tuple[int, str], tuple[tuple[bool, int, int, int], tuple[Card, ...]]] = {}
    order = 0
    for size in (2, 3):
        for hand in combinations(pack(8).cards, size):
            r = rank_cards(hand)
            if (r.rung.size or 3) != size:
                continue
            oros = sum(c.suit is Suit.OROS for c in hand)
            key = (MALA in hand, players_needed(hand), oros, order)
            order += 1
            if (r.rank, r.form) not in found or key < found[r.rank, r.form][0]:
                # shown the way people write them: the mala first, then the strongest card
                found[r.rank, r.form] = (key, tuple(sorted(hand, key=lambda c: (c != MALA, -strength(c)))))
    return {k: v[1] for k, v in found.items()}


def example(rank: int, form: str | None = None) -> tuple[Card, ...]:
    """A hand that makes this rung (and form), found by ranking every hand of the 25-card pack.

    >>> example(13), example(17, "rey_mala")
    ((12C, 11C, 10C), (5O, 12C))
    """
    forms = [form] if form else [f.key for f in rung(rank).forms]
    examples = _examples()
    return min((examples[rank, f] for f in forms), key=lambda h: (MALA in h, players_needed(h)))


def ladder_table(nada: bool = True) -> Table:
    """The ladder, best first, with an example hand per rung (source 004, the combination ladder); ``nada``
    adds rung 23 (docs/rules-decisions.md §23)."""
    rungs = LADDER + ((NADA_RUNG,) if nada else ())
    return Table(
        columns=("rank", "name", "kind", "value", "example"),
        rows=tuple((r.rank, Term(f"rung.{r.key}"), Term(f"kind.{r.kind}"), r.label, example(r.rank)) for r in rungs),
        caption="table.ladder",
    )


def forms_table() -> Table:
    """Every way of making every rung, with an example, the smallest pack and whether it is derived."""
    return Table(
        columns=("rank", "name", "form", "example", "min_players", "derived"),
        rows=tuple(
            (r.rank, Term(f"rung.{r.key}"), Term(f"form.{f.key}"), example(r.rank, f.key), f.min_players,
             Term("derived") if f.derived else None)
            for r in LADDER + (NADA_RUNG,) for f in r.forms
        ),
        caption="table.forms",
        notes=("note.min_players_5",),
    )


def deck_table() -> Table:
    """Pack size and the cards added for each number of players receiving cards (source 004, the pack and card
    values)."""
    return Table(
        columns=("players", "cards", "added"),
        rows=tuple((n, len(deck(Rules(players=n))), added) for n, added in DECK_ADDITIONS.items()),
        caption="table.deck",
        notes=("note.deck_up_to_5",),
    )


def entro_table(rules: Rules = DEFAULT_RULES) -> Table:
    """Entró in stones by players left in the game (source 004, the deal and betting); the first row means
    "this many or more"."""
    counts = (max(6, rules.double_entro_from + 1), *range(rules.double_entro_from, 2, -1))
    return Table(
        columns=("players_left", "entro"),
        rows=tuple((n, entro(n, rules)) for n in counts),
        caption="table.entro",
        notes=("note.entro_or_more",),
    )


def card_values_table() -> Table:
    """Value of each card for the totals, the mala first (source 004, the pack and card values)."""
    return Table(
        columns=("card", "value"),
        rows=((Term("mala"), Term("wildcard")),) + tuple((Term(f"rank.{r}"), CARD_VALUES[r]) for r in SINGLE_CARD_ORDER),
        caption="table.card_values",
    )
