"""La Docena's inserts: the ladder, the packs, the entró, the mala, comparisons and a showdown.

Every number, rung and verdict on the page is asked of :mod:`naipes.games.docena` here; the Markdown
only chooses which hands to show. Hands are written as card codes, several hands separated by
``|`` and the two sides of a comparison by ``/``:

``[[docena-showdown hands="3C 1C 12E | 5O 12B 2C | 3E 2E 11C"]]`` (the first hand is the mano's),
``[[docena-compare pairs="1C 12C / 1E 11E | 3C 2C / 3E 2E"]]``, ``[[docena-mala with="3O | 2O 1O"]]``.

Tables with hands of cards are drawn with few columns (``inserts/games/docena/rows.html``: a cell holds
a name, a smaller line or two and cards), so that three cards stay side by side on a 360 px phone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cmp_to_key
from typing import Any, cast

from django.template.loader import render_to_string

import wording
from naipes.cards import Card
from naipes.games import docena
from naipes.tables import Term
from naipes_site.inserts import InsertError, insert, insert_rules, render_table
from wording.cards import card_name
from wording.games.docena import mala_note_key

GAME = "docena"

_YES_NO = {"yes": True, "no": False}


_text = wording.for_game(GAME)


def _flag(value: str, name: str) -> bool:
    try:
        return _YES_NO[value]
    except KeyError:
        raise InsertError(f"[[docena-*]]: {name} must be yes or no, not {value!r}") from None


def _layout(value: str, name: str) -> str:
    if value not in ("table", "compact"):
        raise InsertError(f"[[{name}]]: layout must be table or compact, not {value!r}")
    return value


def _rules(players: str = "", tie: str = "", nada: str = "") -> docena.Rules:
    return insert_rules(GAME, "docena-*", players=players, tie_rule=tie, nada_rule=nada)


def _hands(text: str, separator: str = "|") -> list[str]:
    hands = [h.strip() for h in text.split(separator)]
    if not all(hands):
        raise InsertError(f"[[docena-*]]: an empty hand in {text!r}")
    return hands


def _checked(function, *args, **kwargs):
    """Call the engine; a bad hand on the page is a broken page, reported as an InsertError."""
    try:
        return function(*args, **kwargs)
    except ValueError as exc:
        raise InsertError(f"[[docena-*]]: {exc}") from exc


def _cards_of(codes: str, rules: docena.Rules = docena.DEFAULT_RULES) -> tuple[Card, ...]:
    return _checked(docena.deck(rules).parse, codes)


def _is_derived(rank: docena.HandRank) -> bool:
    return any(f.key == rank.form and f.derived for f in rank.rung.forms)


def _mala_note(rank: docena.HandRank, lang: str) -> str:
    """What the mala counts as in this hand, in words (from the engine's ``mala_as``)."""
    key = mala_note_key(rank)
    return _text(key, lang) if key else ""


# -- Cells of the few-column tables -------------------------------------------------------------------


def _name(text: str) -> dict:
    return {"kind": "name", "value": text}


def _line(text: str) -> dict:
    return {"kind": "line", "value": text}


def _cards(cards: tuple[Card, ...]) -> dict:
    return {"kind": "cards", "value": cards}


def _rows_table(lang: str, css_class: str, caption: str, columns: list[str], rows: list[list[list[dict]]]) -> str:
    """Draw ``rows`` (cells of parts) under ``columns`` (``column.<key>`` wording) with ``inserts/games/docena/rows.html``."""
    return render_to_string("inserts/games/docena/rows.html", {
        "css_class": css_class,
        "caption": _text(caption, lang) if caption else "",
        "columns": [_text(f"column.{c}", lang) for c in columns],
        "rows": rows,
    })


def _hand_cell(rank: docena.HandRank, lang: str, *, place: bool = True, made_with: bool = False) -> list[dict]:
    """The rung's name, its place on the ladder, the cards that make it, the mala's role, "derived"."""
    cell = [_name(_text(f"rung.{rank.key}", lang))]
    if place:
        cell.append(_line(_text("insert.place", lang, n=rank.rank)))
    if made_with and rank.kind != "nada":
        names = [_the(c, lang) for c in rank.cards]
        cell.append(_line(_text("insert.made_with", lang, cards=wording.and_list(names, lang))))
    for note in (_mala_note(rank, lang), _text("derived", lang) if _is_derived(rank) else ""):
        if note:
            cell.append(_line(note))
    return cell


def _the(card: Card, lang: str) -> str:
    """``the ace of copas`` / ``el as de copas``, ``la sota de oros``; the 5 de oros is ``the mala``."""
    if card == docena.MALA:
        return _text("insert.the_mala", lang)
    return _text("insert.the_card_f" if card.rank == 10 else "insert.the_card", lang, card=card_name(card, lang))


# -- Tables straight from the engine ------------------------------------------------------------------


COMPACT_LADDER_GROUPS = 3
"""The cheat sheet's ladder is folded into this many groups of columns, to fit one A4 page."""


@insert("docena-ladder")
def ladder(lang: str, nada: str = "yes", layout: str = "table") -> str:
    """``[[docena-ladder]]``: the 22 rungs and nada, each with the engine's example hand.

    ``layout=compact`` folds the ladder into three groups side by side (for the cheat sheet).
    """
    table = docena.ladder_table(nada=_flag(nada, "nada"))
    if _layout(layout, "docena-ladder") == "table":
        rows = []
        for rank, name, kind, value, example in cast(Any, table.rows):  # cells of several kinds
            about = _text(kind.key, lang) + (f" · {_text('column.value', lang)} {value}" if value else "")
            rows.append([[_name(str(rank))], [_name(_text(name.key, lang)), _line(about)], [_cards(example)]])
        return _rows_table(lang, "docena-ladder", table.caption, ["place", "name", "example"], rows)
    rungs = [
        # the short name (no gloss in brackets) keeps the three groups within an A4 width
        {"rank": rank, "name": _text(name.key, lang).split(" (")[0], "example": example}
        for rank, name, _kind, _value, example in cast(Any, table.rows)
    ]
    # three groups side by side: rung i, i + height and i + 2 * height share a row
    height = -(-len(rungs) // COMPACT_LADDER_GROUPS)
    return render_to_string("inserts/games/docena/ladder-compact.html", {
        "caption": _text(table.caption, lang),
        "columns": [_text(f"column.{c}", lang) for c in ("name", "example")] * COMPACT_LADDER_GROUPS,
        "rows": [[rungs[j] if j < len(rungs) else None for j in range(i, i + height * COMPACT_LADDER_GROUPS, height)]
                 for i in range(height)],
    })


@insert("docena-forms")
def forms(lang: str) -> str:
    """``[[docena-forms]]``: every way of making every rung, the smallest pack, derived forms marked."""
    table = docena.forms_table()
    rows = []
    for rank, name, form, example, min_players, derived in cast(Any, table.rows):
        cell = [_name(_text(name.key, lang)), _line(_text(form.key, lang))]
        if note := _mala_note(docena.hand_rank(example), lang):
            cell.append(_line(note))
        if min_players > 5:  # 5 = the 17-card pack, used for five players or fewer: any table
            cell.append(_line(_text("insert.from_players", lang, n=min_players)))
        if derived:
            cell.append(_line(_text(derived.key, lang)))
        rows.append([[_name(str(rank))], cell, [_cards(example)]])
    return _rows_table(lang, "docena-forms", table.caption, ["place", "form", "example"], rows)


@insert("docena-deck")
def deck(lang: str, layout: str = "table") -> str:
    """``[[docena-deck]]``: the pack for each number of players receiving cards.

    ``layout=compact`` turns the table on its side and names the added cards in words (cheat sheet).
    """
    table = docena.deck_table()
    return _table_or_sideways("docena-deck", table, layout, lang, lambda: [
        (_text("column.players", lang), [_text("insert.up_to", lang, n=n) if i == 0 else n
                                         for i, (n, _size, _added) in enumerate(table.rows)]),
        (_text("column.cards", lang), [size for _n, size, _added in table.rows]),
        (_text("column.added", lang), [_cards_in_words(added, lang) for _n, _size, added in cast(Any, table.rows)]),
    ])


def _table_or_sideways(name: str, table, layout: str, lang: str, sideways: Callable[[], list]) -> str:
    """A table insert as the engine's table, or with ``layout=compact`` on its side (a row per column, for the
    cheat sheet)."""
    if _layout(layout, name) == "table":
        return render_table(table, GAME, lang, css_class=name)
    return render_to_string("inserts/games/docena/sideways.html", {"css_class": name, "rows": sideways()})


def _cards_in_words(cards: tuple[Card, ...], lang: str) -> str:
    """``the mala, the 4 threes, ...``: a whole rank in one phrase, single cards by name."""
    parts, done = [], set()
    for card in cards:
        if card.rank in done:
            continue
        same = [c for c in cards if c.rank == card.rank]
        if card == docena.MALA:
            parts.append(_text("insert.the_mala", lang))
        elif len(same) == 1:
            parts.append(card_name(card, lang))
        else:
            parts.append(_text(f"insert.all_of_rank.{card.rank}", lang, n=len(same)))
            done.add(card.rank)
    return ", ".join(parts)


@insert("docena-entro")
def entro(lang: str, double_from: str = "", layout: str = "table") -> str:
    """``[[docena-entro]]``: stones of entró by players left (``double_from`` = the house's earlier 2-stone entró).

    ``layout=compact`` turns the table on its side (cheat sheet).
    """
    rules = insert_rules(GAME, "docena-entro", double_entro_from=double_from)
    table = docena.entro_table(rules)
    return _table_or_sideways("docena-entro", table, layout, lang, lambda: [
        (_text("column.players_left", lang), [_text("insert.or_more", lang, n=n) if i == 0 else n
                                              for i, (n, _stones) in enumerate(table.rows)]),
        (_text("column.entro", lang), [stones for _n, stones in table.rows]),
    ])


@insert("docena-values")
def values(lang: str, layout: str = "table") -> str:
    """``[[docena-values]]``: the value of each card for the totals; ``layout=compact`` fits one line."""
    table = docena.card_values_table()
    if _layout(layout, "docena-values") == "table":
        return render_table(table, GAME, lang, css_class="docena-values")
    cells = [
        {"name": _text(name.key, lang),
         "value": _text("insert.any_oro", lang) if isinstance(value, Term) else value}
        for name, value in cast(Any, table.rows)
    ]
    return render_to_string("inserts/games/docena/values-compact.html", {
        "caption": _text(table.caption, lang),
        "columns": [_text(f"column.{c}", lang) for c in table.columns],
        "cells": cells,
    })


# -- Examples the engine works out --------------------------------------------------------------------


DEFAULT_MALA_COMPANIONS = "3O | 2O | 1O | 12O | 11O | 12C | 1E | 3C | 2O 1O | 3O 2O | 12C 12E | 12O 11O"
"""The cards shown with the mala when the page gives none: every kind of use, and a non-use (3C)."""


@insert("docena-mala")
def mala(lang: str, **arguments: str) -> str:
    """``[[docena-mala with="3O | 12C"]]``: the best hand the mala makes with these cards, and what it becomes."""
    companions = arguments.pop("with", "") or DEFAULT_MALA_COMPANIONS
    if arguments:
        raise InsertError(f"[[docena-mala]]: unknown arguments {sorted(arguments)}")
    rows = []
    for others in _hands(companions):
        rank = _checked(docena.best_use_of_mala, others)
        rows.append([[_cards((docena.MALA, *_cards_of(others)))], _hand_cell(rank, lang)])
    return _rows_table(lang, "docena-mala", "insert.caption.mala", ["with_mala", "best"], rows)


@insert("docena-compare")
def compare(lang: str, pairs: str, players: str = "", tie: str = "", nada: str = "") -> str:
    """``[[docena-compare pairs="1C 12C / 1E 11E | 3C 2C / 3E 2E"]]``: which hand wins, and why."""
    rules = _rules(players, tie, nada)
    rows = []
    for pair in _hands(pairs):
        sides = _hands(pair, "/")
        if len(sides) != 2:
            raise InsertError(f"[[docena-compare]]: {pair!r} is not two hands separated by /")
        outcome = _checked(docena.comparison, sides[0], sides[1], rules)
        # both hands in one cell, A above B, so that the verdict keeps a readable width on a phone
        rows.append([
            [_line("A"), _cards(_cards_of(sides[0], rules)), *_hand_cell(outcome.a, lang, place=False),
             _line("B"), _cards(_cards_of(sides[1], rules)), *_hand_cell(outcome.b, lang, place=False)],
            [_name(_text(f"insert.result.{outcome.result}", lang)), _line(_text(f"reason.{outcome.reason}", lang))],
        ])
    return _rows_table(lang, "docena-compare", "insert.caption.compare", ["hands", "result"], rows)


@insert("docena-showdown")
def showdown(lang: str, hands: str, players: str = "") -> str:
    """``[[docena-showdown hands="… | …"]]``: each hand's rung and who takes the centre, mano first.

    Winners come from :func:`naipes.games.docena.showdown_winners` under our default (mano wins a tie)
    and under the split variant; when they differ the page says both.
    """
    seats = _hands(hands)
    rules = _rules(players)
    winners = _checked(docena.showdown_winners, seats, rules)
    shared = _checked(docena.showdown_winners, seats, _rules(players, tie="split"))
    ranks = [_checked(docena.hand_rank, h) for h in seats]
    rows = []
    for i, (hand, rank) in enumerate(zip(seats, ranks, strict=True)):
        seat = [_name(_text("insert.seat_mano" if i == 0 else "insert.seat", lang, n=i + 1))]
        if i in winners:
            seat.append({"kind": "flag", "value": _text("insert.takes_it", lang)})
        rows.append([seat, [_cards(_cards_of(hand, rules)), *_hand_cell(rank, lang, made_with=True)]])
    first = winners[0]
    best = _text(f"rung.{ranks[first].key}", lang)
    if len(shared) > 1:
        summary = _text("insert.showdown_tie", lang, seats=wording.and_list([str(i + 1) for i in shared], lang),
                        hand=best, seat=first + 1)
    else:
        summary = _text("insert.showdown_winner", lang, seat=first + 1, hand=best)
    def by_hand(x: int, y: int) -> int:
        return {"a": -1, "b": 1, "tie": 0}[docena.compare(seats[x], seats[y], rules)]

    order = sorted(range(len(seats)), key=cmp_to_key(by_hand))
    runner_up = next((i for i in order if i not in shared), None)
    because = ""
    if runner_up is not None:
        reason = docena.comparison(seats[first], seats[runner_up], rules).reason
        because = _text("insert.showdown_because", lang, seat=runner_up + 1,
                        hand=_text(f"rung.{ranks[runner_up].key}", lang), reason=_text(f"reason.{reason}", lang))
    return render_to_string("inserts/games/docena/showdown.html", {
        "table": _rows_table(lang, "docena-showdown", "insert.caption.showdown", ["seat", "cards_and_hand"], rows),
        "summary": summary, "because": because,
    })


# -- Betting verdicts ---------------------------------------------------------------------------------

WITHDRAW_CASES = ("11E", "10B", "3C", "5O")
"""First cards shown in the entró section: may the player show it, drop out and take the stone back?"""

OPEN_CASES = (("5O", False), ("3C", True), ("12C", False), ("3C 2C 1C", False), ("3C 3E 5O", False))
"""(hand, is the mano) shown in the betting section: may this player open the betting?"""

CUT_CASES = ("3C 3E 5O", "5O 3O 2O", "3B 2B 11B", "12C 12E 1B", "3C 2C 12O")
"""Three-card hands after the dejo's third card: may the holder cut the dejo?"""


def _answer(legal: bool, reason: str, lang: str) -> list[dict]:
    return [_name(wording.text("common.yes" if legal else "common.no", lang)), _line(_text(f"reason.{reason}", lang))]


@insert("docena-withdraw")
def withdraw(lang: str) -> str:
    """``[[docena-withdraw]]``: which first cards let a player take his entró back."""
    rows = []
    for code in WITHDRAW_CASES:
        verdict = docena.can_withdraw(_cards_of(code)[0])
        rows.append([[_cards(_cards_of(code))], _answer(verdict.legal, verdict.reason, lang)])
    return _rows_table(lang, "docena-withdraw", "insert.caption.withdraw", ["first_card", "may_withdraw"], rows)


@insert("docena-may-open")
def may_open(lang: str) -> str:
    """``[[docena-may-open]]``: who may open the betting, on the first card and with three cards."""
    rows = []
    for code, mano in OPEN_CASES:
        verdict = docena.can_open_betting(code, mano=mano)
        rows.append([[_cards(_cards_of(code))], [_line(_text("insert.is_mano" if mano else "insert.not_mano", lang))],
                     _answer(verdict.legal, verdict.reason, lang)])
    return _rows_table(lang, "docena-may-open", "insert.caption.may_open", ["hand", "seat", "may_open"], rows)


@insert("docena-dejo-cut")
def dejo_cut(lang: str) -> str:
    """``[[docena-dejo-cut]]``: after the third card, which hands may cut the dejo ("flor", "se me ha hecho")."""
    rows = []
    for code in CUT_CASES:
        rank = docena.hand_rank(code)
        rows.append([[_cards(_cards_of(code))], _hand_cell(rank, lang, place=False),
                     [_name(wording.text("common.yes" if docena.can_cut_dejo(code) else "common.no", lang))]])
    return _rows_table(lang, "docena-dejo-cut", "insert.caption.dejo_cut", ["hand", "best", "may_cut"], rows)
