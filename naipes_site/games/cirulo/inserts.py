"""Cirulo inserts for the rule pages and cheat sheets (content/<lang>/cirulo.md).

Every number shown comes from :mod:`naipes.games.cirulo`: the deck per player count, the card order, the
tantos of the oros, who may play what, who takes a baza and how the platillo is settled. The worked
examples below give only the cards; the engine computes what the page says about them.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.template.loader import render_to_string

import wording
from naipes.cards import Card, CardError, Suit
from naipes.games import cirulo, tute
from naipes.tables import Table, Term
from naipes_site.inserts import InsertError, insert, insert_cards, insert_rules, pick_example, render_table
from wording.cards import card_name, the_card

GAME = "cirulo"
SUITS = {suit.letter: suit for suit in (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)}

SOURCE_EXAMPLE_CARDS = "1O 10O 12O"
SOURCE_EXAMPLE_TANTOS = 21
"""Source 001 ("Quién gana"): whoever takes the as, sota and rey de oros pays 21 tantos. It is the one
number of the lost value table that survives, so the reconstruction (docs/rules-decisions.md §12) is checked
on it."""


@dataclass(frozen=True)
class SettleExample:
    """A finished deal: the cards each player took (oros first, for reading) and the pot brought in."""

    players: int
    pack: int
    pot: int
    piles: dict[str, str]


SETTLE_EXAMPLES: dict[str, SettleExample] = {
    # Five players, 40 cards, eight bazas of five cards. Two players pay (Ana has the source's
    # as-sota-rey), two share, one took no baza, and the split leaves a remainder (rules-decisions §14).
    "five": SettleExample(
        players=5, pack=40, pot=3,
        piles={
            "Ana": "12O 10O 1O 7C 3E 12B 2B 6E 1C 4B",
            "Bea": "12C 11C 10C 12E 10E 2C 3C 4E 5B 6B",
            "Cris": "1E 2E 5E 7E 4C 6C 3B 7B 10B 11B",
            "Dani": "11O 7O 6O 5O 4O 3O 2O 5C 11E 1B",
            "Eva": "",
        },
    ),
    # Four players: everyone who took a baza took oros, and the only clean player took none
    # (rules-decisions §14).
    "nobody": SettleExample(
        players=4, pack=40, pot=0,
        piles={
            "Ana": "12O 11O 3O 7C 12C 1C 2E 4B 5B 6B 10B 11E",
            "Bea": "10O 5O 4O 2O 1O 3C 4C 5C 6C 10C 11C 2B 3B 7B 12B 1B",
            "Cris": "7O 6O 2C 1E 3E 4E 5E 6E 7E 10E 12E 11B",
            "Dani": "",
        },
    ),
}


def _rules(players: str = "", pack: str = "") -> cirulo.Rules:
    return insert_rules(GAME, "cirulo", players=players, pack=pack)


def _cards(text: str, rules: cirulo.Rules) -> tuple[Card, ...]:
    return insert_cards(cirulo.PACKS[rules.pack], text, "cirulo")


_text = wording.for_game(GAME)


@insert("cirulo-deck")
def deck(lang: str, pack: str = "", removal_order: str = "") -> str:
    """``[[cirulo-deck]]``: cards removed and hand size for 3–6 players and both packs (``pack=40`` for one),
    equal cards set aside in the table's ``removal_order`` (``B,C,E``; the standard's when left out)."""
    table = cirulo.deck_table(insert_rules(GAME, "cirulo-deck", removal_order=removal_order))
    if pack:
        size = _rules(pack=pack).pack
        # One pack per table: without the pack column, and with the cards last so that on a phone the
        # removed cards get the width left over by the numbers.
        order = ("players", "hand_size", "cards_in_play", "removed")
        index = [table.columns.index(column) for column in order]
        table = Table(
            columns=order,
            rows=tuple(tuple(row[i] for i in index) for row in table.rows if row[1] == size),
            caption=f"table.deck.{size}",
        )
    return render_table(table, GAME, lang, css_class="cirulo-deck")


@insert("cirulo-order")
def order(lang: str, pack: str = "40", suit: str = "C") -> str:
    """``[[cirulo-order pack=48]]``: the ranks of one suit drawn as cards, highest first (no trump)."""
    rules = _rules(pack=pack)
    shown = SUITS.get(suit.strip().upper())
    if shown is None:
        raise InsertError(f"[[cirulo-order]]: unknown suit {suit!r} (use O, C, E or B)")
    cards = [Card(rank, shown) for rank in cirulo.rank_order(rules)]
    return render_to_string(
        "inserts/games/cirulo/order.html",
        {"cards": cards, "caption": _text("table.rank_order.pack", lang, cards=rules.pack)},
    )


@insert("cirulo-tantos")
def tantos(lang: str, pack: str = "40", layout: str = "column") -> str:
    """``[[cirulo-tantos]]``: every oro and its tantos, with the total; ``layout=row`` for the cheat sheet."""
    rules = _rules(pack=pack)
    table = cirulo.tantos_table(rules)
    total = cirulo.oros_total(rules)
    if layout == "column":
        with_total = Table(
            columns=table.columns,
            rows=table.rows + ((Term("table.total"), total),),
            caption=table.caption,
        )
        html = render_table(with_total, GAME, lang, css_class="cirulo-tantos")
        return html + f'<p class="table-note">{_text("tantos.total", lang, total=total)}</p>'
    if layout != "row":
        raise InsertError(f"[[cirulo-tantos]]: layout must be column or row, not {layout!r}")
    return render_to_string(
        "inserts/games/cirulo/tantos-row.html",
        {
            "caption": f"{_text('table.tantos', lang)} · {_text('tantos.pack', lang, cards=rules.pack)}",
            "rows": table.rows,
            "total": total,
        },
    )


@insert("cirulo-check")
def check(lang: str) -> str:
    """``[[cirulo-check]]``: the source's 21-tantos example under our table and two readings that fail it."""
    cards = cirulo.SPANISH_40.parse(SOURCE_EXAMPLE_CARDS)
    readings = [
        ("check.reading.ours", [cirulo.card_value(c) for c in cards]),
        ("check.reading.index", [c.rank for c in cards]),
        ("check.reading.tute", [tute.card_points(c) for c in cards]),
    ]
    rows = [
        {
            "reading": _text(key, lang),
            "terms": " + ".join(str(v) for v in values),
            "sum": sum(values),
            "matches": sum(values) == SOURCE_EXAMPLE_TANTOS,
        }
        for key, values in readings
    ]
    return render_to_string(
        "inserts/games/cirulo/check.html",
        {
            "cards": cards,
            "caption": _text("check.caption", lang, tantos=SOURCE_EXAMPLE_TANTOS),
            "rows": rows,
        },
    )


@insert("cirulo-trick")
def trick(lang: str, cards: str, players: str = "") -> str:
    """``[[cirulo-trick cards="5C 7C 12O 2C"]]``: who takes the baza and what it costs."""
    played = cards.split()
    rules = _rules(players=players or str(len(played)))
    plays = _cards(cards, rules)
    try:
        winner = cirulo.trick_winner(plays, rules)
    except CardError as exc:
        raise InsertError(f"[[cirulo-trick]]: {exc}") from exc
    led = plays[0].suit
    off_suit = [card_name(c, lang) for c in plays if c.suit is not led]
    cost = cirulo.tantos(plays)
    return render_to_string(
        "inserts/games/cirulo/trick.html",
        {
            "plays": [{"card": c, "wins": i == winner} for i, c in enumerate(plays)],
            "caption": _text("trick.caption", lang, players=rules.players),
            "winner": _text("trick.winner", lang, card=the_card(plays[winner], lang)),
            "off_suit": _text("trick.off_suit", lang, cards=wording.and_list(off_suit, lang)) if off_suit else "",
            "cost": _text("trick.encirculated", lang, tantos=cost) if cost else _text("trick.clean", lang),
        },
    )


@insert("cirulo-legal")
def legal(lang: str, hand: str, trick: str = "", players: str = "4") -> str:
    """``[[cirulo-legal hand="2C 11C 5O 12B" trick="7C 10C"]]``: every card of a hand, legal or not, and why."""
    rules = _rules(players=players)
    held, table = _cards(hand, rules), _cards(trick, rules)
    try:
        verdicts = cirulo.judge_plays(held, table, rules)
    except CardError as exc:
        raise InsertError(f"[[cirulo-legal]]: {exc}") from exc
    return render_to_string(
        "inserts/games/cirulo/legal.html",
        {
            "trick": table,
            "rows": [
                {"card": card, "legal": v.legal, "reason": _text(f"reason.{v.reason}", lang)}
                for card, v in verdicts.items()
            ],
        },
    )


@insert("cirulo-settle")
def settle(lang: str, example: str = "five") -> str:
    """``[[cirulo-settle example=five]]``: a finished deal settled by the engine, step by step."""
    data = pick_example(SETTLE_EXAMPLES, example, "cirulo-settle")
    rules = cirulo.Rules(players=data.players, pack=data.pack)
    piles = {name: _cards(codes, rules) for name, codes in data.piles.items()}
    result = cirulo.settle(piles, pot=data.pot, rules=rules, complete=True)
    rows = [
        {
            "name": name,
            "tricks": len(cards) // rules.players,
            "cards": cards,
            "pays": result.pays[name] if result.status[name] == "pays" else None,
            "receives": result.shares.get(name),
        }
        for name, cards in piles.items()
    ]
    payers = [n for n in piles if result.status[n] == "pays"]
    sharers = [n for n in piles if result.status[n] == "shares"]
    idle = [n for n in piles if result.status[n] == "no_tricks"]
    paid = sum(result.pays.values())
    steps = [
        _text("settle.previous_pot", lang, coins=data.pot) if data.pot else _text("settle.previous_pot.empty", lang),
    ]
    if payers:
        detail = ", ".join(_text("settle.payment", lang, name=n, coins=result.pays[n]) for n in payers)
        steps.append(
            _text("settle.payments", lang, names=wording.and_list(payers, lang), detail=detail, paid=paid, pot=result.pot)
        )
    if idle:
        steps.append(_text("settle.no_tricks", lang, names=wording.and_list(idle, lang)))
    if sharers:
        share = result.shares[sharers[0]]
        steps.append(
            _text("settle.sharers", lang, names=wording.and_list(sharers, lang), pot=result.pot, count=len(sharers), share=share)
        )
        if result.carry_over:
            steps.append(
                _text("settle.remainder", lang, given=share * len(sharers), rest=result.carry_over)
            )
        else:
            steps.append(_text("settle.emptied", lang))
    else:
        steps.append(_text("settle.nobody", lang, pot=result.carry_over))
    if result.complete:
        steps.append(_text("settle.check", lang, paid=paid))
    return render_to_string(
        "inserts/games/cirulo/settle.html",
        {
            "caption": _text("settle.caption", lang, players=rules.players, cards=rules.pack),
            "rows": rows,
            "steps": steps,
        },
    )
