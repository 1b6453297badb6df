"""Engine-drawn inserts for the Paulo rule page and cheat sheet (``content/<lang>/paulo.md``).

Every ladder, verdict, trick winner and score shown here is computed by :mod:`naipes.games.paulo` when the
page is rendered; the examples below are only inputs (card codes, seeds, hand outcomes), so the page
cannot disagree with the engine. Readings: ``docs/rules-decisions.md``
§2 to §11.

Engine terms (``Term("paulo.slot.tuerto")``...) are worded by :mod:`wording`, and so are the few labels
that only these inserts use (seat names, column headings of the examples: ``paulo.label.*``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from random import Random
from typing import Any, cast

from django.template.loader import render_to_string

import wording
from naipes.cards import SPANISH_40, Card, Suit
from naipes.games import paulo
from naipes.games.paulo import HandOutcome, Rules, Score, TeamScore
from naipes.options import accepted
from naipes.tables import Cell, Table, Term
from naipes_site.inserts import InsertError, insert, insert_rules, pick_example
from wording.cards import card_name, suit_name, the_card

P = SPANISH_40.parse
MUESTRAS = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
TEAMS = "AB"

def _winner_name(card: Card, lang: str) -> str:
    """«el cuatro de bastos» inside a Spanish sentence; "The four of bastos" opening an English one."""
    name = the_card(card, lang)
    return name[0].upper() + name[1:] if lang == "en" else name


def _l(key: str, lang: str, **fields: object) -> str:
    """A label only these inserts use (seat names, column headings): ``paulo.label.<key>`` in :mod:`wording`."""
    try:
        return wording.text(f"paulo.label.{key}", lang, **fields)
    except wording.MissingText:
        raise InsertError(f"no Paulo insert label {key!r}") from None


def _term(key: str, lang: str) -> str:
    """Wording of an engine term (full key, such as ``paulo.slot.tuerto`` or ``cards.suit.oros``)."""
    try:
        return wording.text(key, lang)
    except wording.MissingText:
        raise InsertError(f"no wording for {key}") from None


def _int(value: str, name: str, what: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise InsertError(f"[[{name}]]: {what} must be a number, not {value!r}") from None


def _rules(name: str, **options: object) -> Rules:
    return insert_rules("paulo", name, **options)


def _suit(muestra: str, rules: Rules, name: str) -> Suit:
    try:
        return paulo.muestra_suit(muestra, rules)
    except paulo.UnknownMuestra as exc:
        raise InsertError(f"[[{name}]]: {exc}") from None


def seat_label(seat: int, players: int, lang: str, *, short: bool = False) -> str:
    """Seat 0 is the dealer; seat 1 is on his right and leads; the last seat is on his left."""
    if seat == 0:
        return _l("seat.dealer_short" if short else "seat.dealer", lang)
    if seat == players - 1:
        return _l("seat.left", lang)
    key = {1: "seat.right", 2: "seat.right2", 3: "seat.right3"}.get(seat, "seat.rightn")
    return _l(key, lang, n=seat)


def team_of(seat: int) -> str:
    """The team letter of a seat: the dealer's team is A (:func:`naipes.games.paulo.team_of`)."""
    return TEAMS[paulo.team_of(seat)]


def _cell(cell: object, lang: str) -> dict:
    if isinstance(cell, Card):
        return {"kind": "card", "value": cell}
    if isinstance(cell, tuple) and cell and all(isinstance(c, Card) for c in cell):
        return {"kind": "cards", "value": cell}
    if isinstance(cell, Term):
        return {"kind": "text", "value": _term(cell.key, lang)}
    if cell is None:
        return {"kind": "empty", "value": None}
    return {"kind": "text", "value": cell}


def _yes_no(value: str, name: str, what: str) -> bool:
    if value not in ("yes", "no"):
        raise InsertError(f"[[{name}]]: {what} is yes or no, not {value!r}")
    return value == "yes"


def render_engine_table(table: Table, lang: str, *, drop: tuple[str, ...] = (), css_class: str = "") -> str:
    """Draw a :class:`naipes.tables.Table` from :mod:`naipes.games.paulo`, whose terms carry full lexicon keys.

    ``drop`` names columns to leave out (such as the Lanjarón chicos in the chinos table).
    """
    keep = [i for i, column in enumerate(table.columns) if column not in drop]
    return render_to_string(
        "inserts/table.html",
        {
            "caption": _term(table.caption, lang) if table.caption else "",
            "columns": [_term(f"paulo.column.{table.columns[i]}", lang) for i in keep],
            "rows": [[_cell(row[i], lang) for i in keep] for row in table.rows],
            "notes": [_term(note, lang) for note in table.notes],
            "css_class": css_class,
        },
    )


# --- deck, trumps and ladders ----------------------------------------------------------------------


@insert("paulo-decks")
def decks(lang: str, variants: str = "yes", caption: str = "yes") -> str:
    """``[[paulo-decks]]``: suits, cards, cards dealt and cards left over for each number of players.

    ``variants=no`` leaves out the Lanjarón rows and ``caption=no`` the caption (the cheat sheet). The
    deck column gets a short name (the lexicon's long one describes the 4-player case only).
    """
    table = paulo.deck_table()
    if not _yes_no(caption, "paulo-decks", "caption"):
        table = replace(table, caption="")
    if not _yes_no(variants, "paulo-decks", "variants"):
        table = replace(table, rows=tuple(r for r in table.rows if r[1] == Term("paulo.deck_variant.default")))
    column = table.columns.index("deck_variant")

    def short(cell: object) -> str:
        variant = cell.key.rsplit(".", 1)[1] if isinstance(cell, Term) else str(cell)
        return _l(f"deck.{variant}", lang)

    rows = tuple(row[:column] + (short(row[column]),) + row[column + 1:] for row in table.rows)
    return render_engine_table(replace(table, rows=rows), lang, css_class="paulo-decks")


@insert("paulo-deck")
def table_deck(lang: str, deck_variant: str = "default", caption: str = "yes") -> str:
    """``[[paulo-deck]]``: the deck a table plays by number of players (the cheat sheet): the rows of its deck
    variant, and the usual deck's where the variant keeps it (Lanjarón's 6 and 8 players)."""
    variant = _rules("paulo-deck", deck_variant=deck_variant).deck_variant
    table = paulo.deck_table()
    if not _yes_no(caption, "paulo-deck", "caption"):
        table = replace(table, caption="")
    column = table.columns.index("deck_variant")
    own = [row for row in table.rows if row[column] == Term(f"paulo.deck_variant.{variant}")]
    rows = sorted([*own, *(row for row in table.rows if row[column] == Term("paulo.deck_variant.default")
                           and row[0] not in {r[0] for r in own})], key=lambda row: cast(int, row[0]))
    shown = tuple(row[:column] + (_l(f"deck.{cast(Term, row[column]).key.rsplit('.', 1)[1]}", lang),) + row[column + 1:]
                  for row in rows)
    return render_engine_table(replace(table, rows=shown), lang, css_class="paulo-decks")


def _slot_card(code: Cell, lang: str) -> Cell:
    """A slot's card as players see it: the Paulo and the Tuerto as pictures, and the engine's ``"3X"``
    in words ("three of the muestra"), never as a code."""
    if not isinstance(code, str):
        return code
    if not code.endswith("X"):
        return SPANISH_40.parse_one(code)
    # card_name gives "tres de copas" / "three of copas": keep the rank's word.
    rank = card_name(Card(int(code[:-1]), Suit.COPAS), lang).rsplit(" of " if lang == "en" else " de ", 1)[0]
    return _l("slot.of_muestra", lang, rank=rank)


@insert("paulo-slots")
def slots(lang: str) -> str:
    """``[[paulo-slots]]``: the trump slots 01-12 of the value table for a muestra suit X."""
    table = paulo.trump_slots_table()
    column = table.columns.index("card")
    rows = tuple(row[:column] + (_slot_card(row[column], lang),) + row[column + 1:] for row in table.rows)
    return render_engine_table(replace(table, rows=rows), lang, css_class="paulo-slots")


def players_with(suit: Suit, deck_variant: str = "default") -> tuple[int, ...]:
    """The numbers of players whose deck (the usual one, or ``deck_variant``'s) holds this suit, so that it
    can be the muestra."""
    found = []
    for players in accepted("paulo", "players", Rules(deck_variant=deck_variant)):
        try:
            paulo.muestra_suit(suit, Rules(players=players, deck_variant=deck_variant))
        except paulo.UnknownMuestra:
            continue
        found.append(players)
    return tuple(found)


def _join(numbers: tuple[int, ...], lang: str) -> str:
    return wording.and_list([str(n) for n in numbers], lang)


def ladder_context(suit: Suit, rules: Rules, lang: str) -> dict:
    lad = paulo.ladder(suit, rules)
    plain = [
        {"name": suit_name(s, lang), "cards": cards, "count": _l("ladder.plain_count", lang, n=len(cards))}
        for s, cards in lad.suits.items()
    ]
    plain_total = sum(len(cards) for cards in lad.suits.values())
    return {
        "id": suit.value,
        "suit": suit_name(suit, lang),
        "title": _l("ladder.title", lang, suit=suit_name(suit, lang)),
        "count": _l("ladder.count", lang, n=len(lad.trumps)),
        "players": _l("ladder.players", lang, players=_join(players_with(suit), lang)),
        "slots": [
            {"position": s.position, "card": s.card, "name": _term(f"paulo.slot.{s.name}", lang)} for s in lad.slots
        ],
        "plain": plain,
        "total": _l(
            "ladder.total", lang, trumps=len(lad.trumps), plain=plain_total, total=len(lad.trumps) + plain_total
        ),
    }


@insert("paulo-ladders")
def ladders(lang: str, players: str = "8", order: str = "default") -> str:
    """``[[paulo-ladders]]``: the whole order of the deck for each muestra, with a muestra switcher.

    One ``<details>`` per muestra, all open so that the plain anchor links between them work in every
    browser without a script (a closed ``<details>`` is not opened by following a link to it); a reader
    may fold the ones he does not need.
    """
    rules = _rules("paulo-ladders", players=players, order=order)
    shown = [s for s in MUESTRAS if s in paulo.suits(rules)]
    return render_to_string(
        "inserts/games/paulo/ladders.html",
        {
            "nav": _l("ladder.nav", lang),
            "others": _l("ladder.others", lang),
            "ladders": [ladder_context(s, rules, lang) for s in shown],
            "trumps_label": _l("ladder.trumps", lang),
            "plain_label": _l("ladder.plain", lang),
            "prefix": "" if order == "default" else f"{order}-",
        },
    )


@insert("paulo-orders")
def orders(lang: str, muestra: str = "C") -> str:
    """``[[paulo-orders muestra=C]]``: the trumps in the default order and in the Dúrcal order, side by side."""
    rows = []
    for order in paulo.ORDERS:
        rules = _rules("paulo-orders", players=8, order=order)
        lad = paulo.ladder(_suit(muestra, rules, "paulo-orders"), rules)
        rows.append({
            "label": _l(f"orders.{order}", lang),
            "slots": [
                {"position": s.position, "card": s.card, "name": _term(f"paulo.slot.{s.name}", lang)}
                for s in lad.slots
            ],
        })
    suit = _suit(muestra, Rules(players=8), "paulo-orders")
    return render_to_string(
        "inserts/games/paulo/orders.html", {"muestra": _l("muestra", lang, suit=suit_name(suit, lang)), "rows": rows}
    )


@insert("paulo-trump-summary")
def trump_summary(lang: str, order: str = "default", deck_variant: str = "default") -> str:
    """``[[paulo-trump-summary]]``: one row per muestra with its triunfos in order (for the cheat sheet), in
    the table's order of trumps, with the numbers of players whose deck (the table's) holds that muestra."""
    rules = _rules("paulo-trump-summary", players=8, order=order, deck_variant=deck_variant)
    rows = []
    for suit in MUESTRAS:
        lad = paulo.ladder(suit, rules)
        rows.append([
            {"kind": "text", "value": suit_name(suit, lang)},
            {"kind": "cards", "value": lad.trumps},
            {"kind": "text", "value": len(lad.trumps)},
            {"kind": "text", "value": _join(players_with(suit, rules.deck_variant), lang)},
        ])
    return render_to_string(
        "inserts/table.html",
        {
            "caption": "",
            "columns": [_l(f"summary.{c}", lang) for c in ("muestra", "trumps", "count", "players")],
            "rows": rows,
            "notes": [],
            "css_class": "paulo-trump-summary",
        },
    )


@insert("paulo-plain-order")
def plain_order(lang: str) -> str:
    """``[[paulo-plain-order]]``: the order of the suits that are not the muestra (muestra espadas, 8 players)."""
    lad = paulo.ladder(Suit.ESPADAS, Rules(players=8))
    rows = [
        [{"kind": "text", "value": suit_name(s, lang)}, {"kind": "cards", "value": cards},
         {"kind": "text", "value": len(cards)}]
        for s, cards in lad.suits.items()
    ]
    return render_to_string(
        "inserts/table.html",
        {
            "caption": _l("plain.caption", lang),
            "columns": [_l("plain.column.suit", lang), _l("plain.column.order", lang), _l("summary.count", lang)],
            "rows": rows,
            "notes": [],
            "css_class": "paulo-plain-order",
        },
    )


# --- team draw and deal ----------------------------------------------------------------------------


DRAWS = {
    # 4 players: two kings make a team.
    "four": ("5O 7B 12O 1O 3B 6O 12B 2B", 4),
    # 6 players (no espadas): three kings make a team.
    "six": ("7C 1O 2B 12C 5O 6B 3C 12O 11O 4C 10B 12B 7O", 6),
}


@insert("paulo-team-draw")
def insert_draw(lang: str, example: str = "four") -> str:
    """``[[paulo-team-draw example=four]]``: cards dealt face up until half the players hold a king."""
    codes, players = pick_example(DRAWS, example, "paulo-team-draw")
    cards = P(codes)
    result = paulo.draw_teams(cards, players)
    receivers = result.receivers
    rows = []
    for player in range(players):
        received = tuple(c for c, p in zip(cards, receivers, strict=False) if p == player)
        king = result.kings.index(player) + 1 if player in result.kings else None
        rows.append({
            "player": _l("player", lang, n=player + 1),
            "cards": received,
            "king": _l("draw.king_order", lang, n=king) if king else "—",
            "in_team": player in result.team,
        })
    team = _join(tuple(p + 1 for p in result.team), lang)
    return render_to_string(
        "inserts/games/paulo/team-draw.html",
        {
            "dealt_label": _l("draw.dealt", lang),
            "dealt": cards[: len(receivers)],
            "columns": [_l(f"draw.column.{c}", lang) for c in ("player", "cards", "king")],
            "rows": rows,
            "result": _l("draw.result", lang, team=_l("draw.players", lang, players=team), dealer=result.dealer + 1),
        },
    )


@insert("paulo-deal")
def insert_deal(lang: str, players: str = "4", seed: str = "1", deck: str = "default") -> str:
    """``[[paulo-deal players=4 seed=1]]``: one deal by the engine, with the muestra and any dormant trumps."""
    rules = _rules("paulo-deal", players=players, deck_variant=deck)
    deal = paulo.deal(rules, Random(_int(seed, "paulo-deal", "seed")))
    n = rules.players
    # Rows in playing order: the dealer's right-hand player first, the dealer last.
    rows = [
        {
            "seat": seat_label(seat, n, lang) + (f" ({_l('seat.leads', lang)})" if seat == 1 else ""),
            "team": _l("team", lang, team=team_of(seat)),
            "hand": deal.hands[seat],
            "muestra": deal.muestra if deal.muestra in deal.hands[seat] else None,
        }
        for seat in (*range(1, n), 0)
    ]
    suit = suit_name(deal.muestra.suit, lang)
    if deal.stock:
        muestra = _l("deal.muestra_pile", lang, card=card_name(deal.muestra, lang), n=len(deal.stock), suit=suit)
    else:
        muestra = _l("deal.muestra", lang, card=card_name(deal.muestra, lang), suit=suit)
    return render_to_string(
        "inserts/games/paulo/deal.html",
        {
            "players": _l("players", lang, n=n),
            "deck": _term(f"paulo.deck_variant.{rules.deck_variant}", lang),
            "columns": [_l(f"deal.column.{c}", lang) for c in ("seat", "team", "hand")],
            "rows": rows,
            "muestra_card": deal.muestra,
            "muestra_text": muestra,
            "stock_label": _l("deal.stock", lang),
            "stock": deal.stock,
            "dormidos_label": _l("deal.dormidos", lang),
            "dormidos": deal.dormidos,
            "none": _l("deal.none", lang),
        },
    )


# --- tricks ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrickExample:
    cards: str
    muestra: str
    players: int
    orders: tuple[str, ...] = ("default",)


TRICKS = {
    # The Tuerto (slot 03) beats the rey of the muestra (slot 05), whatever suit the Tuerto seems to be.
    "tuerto": TrickExample("7O 12C 11O 2O 1O 3O", "C", 6),
    # No triunfo: the highest card of the suit led wins; a rey of another suit never wins.
    "no-trump": TrickExample("10B 12O 1B 7B 11B 5B", "C", 6),
    # A trump lead (avarear): the Paulo takes everything.
    "paulo": TrickExample("3O 12B 4B 2O", "O", 4),
    # Source 000, the card order; docs/rules-decisions.md §2: Andorra against Tuerto, in both orders.
    "andorra-tuerto": TrickExample("11O 5O 7O 3B", "B", 4, orders=("default", "durcal")),
}
"""Complete first bazas, the leader on the dealer's right. The dealer plays last and holds the muestra, a
trump, so his card always follows the suit led or is a trump (a discard would be a renounce)."""


@insert("paulo-trick")
def trick(lang: str, example: str) -> str:
    """``[[paulo-trick example=tuerto]]``: a complete baza and its winner, by the engine."""
    ex = pick_example(TRICKS, example, "paulo-trick")
    cards = P(ex.cards)
    results = []
    for order in ex.orders:
        rules = _rules("paulo-trick", players=ex.players, order=order)
        winner = paulo.trick_winner(cards, rules, state=paulo.State(ex.muestra))
        reason = paulo.trick_winner_reason(cards, rules, state=paulo.State(ex.muestra))
        results.append({
            "order": _term(f"paulo.order.{order}", lang) if len(ex.orders) > 1 else "",
            "winner": winner,
            "text": _l("trick.result", lang, card=_winner_name(cards[winner], lang),
                       reason=_term(f"paulo.reason.{reason}", lang)),
        })
    rules = Rules(players=ex.players)
    suit = _suit(ex.muestra, rules, "paulo-trick")
    # Seats in playing order: the leader first; here the leader is the dealer's right-hand player.
    played = [
        {
            "seat": seat_label((i + 1) % ex.players, ex.players, lang),
            "card": card,
            "led": i == 0,
            "wins": [i == r["winner"] for r in results],
            "trump": paulo.is_trump(card, suit),
        }
        for i, card in enumerate(cards)
    ]
    return render_to_string(
        "inserts/games/paulo/trick.html",
        {
            "muestra": _l("muestra", lang, suit=suit_name(suit, lang)),
            "players": _l("players", lang, n=ex.players),
            "played": played,
            "led": _l("led", lang),
            "wins": _l("wins", lang),
            "single": len(results) == 1,
            "results": results,
        },
    )


# --- legal plays -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LegalExample:
    trick: str
    hand: str
    muestra: str
    players: int = 6
    strict_follow: bool = False


LEGAL = {
    # Oros led: follow with an oro or play any triunfo, at will; a basto is not allowed.
    "follow-or-trump": LegalExample("12O", "3O 7B 5C 4B 1B", "C"),
    # The same with the strict-follow variant (rules-decisions §8): the triunfos are no longer allowed.
    "strict-follow": LegalExample("12O", "3O 7B 5C 4B 1B", "C", strict_follow=True),
    # Strict following, no bastos in hand: a triunfo is still due, as in the standard game (rules-decisions §45).
    "strict-follow-void": LegalExample("7B", "4B 6C 12O 5O 1O", "C", strict_follow=True),
    # Bastos led, no bastos in hand (the Paulo is not a basto): must play a triunfo.
    "void-must-trump": LegalExample("7B", "4B 6C 12O 5O 1O", "C"),
    # Bastos led, the Paulo the only triunfo: it is never obliged, so any card (rules-decisions §8).
    "paulo-only": LegalExample("7B", "4B 12O 5O 1O 2O", "C"),
    # Oros led, the Tuerto the only "oro" and the only triunfo: it is not an oro, and it is obliged.
    "tuerto-obliged": LegalExample("12O", "11O 7B 5B 2B", "C"),
    # Triunfo led (avarear de grande with the Andorra): the Tuerto, as only triunfo, must go.
    "avarear-tuerto": LegalExample("3C", "11O 12B 5B 7O", "C"),
    # Triunfo led, the Paulo the only triunfo: any card.
    "avarear-paulo": LegalExample("2C", "4B 12B 5B 7O", "C"),
    # The Paulo led, no triunfo in hand: any card.
    "avarear-none": LegalExample("4B", "12B 5B 7O 1O", "C"),
}


def legal_verdicts(ex: LegalExample) -> dict:
    rules = Rules(players=ex.players, strict_follow=ex.strict_follow)
    return paulo.judge_plays(P(ex.hand), P(ex.trick), rules, state=paulo.State(ex.muestra))


@insert("paulo-legal")
def legal(lang: str, example: str) -> str:
    """``[[paulo-legal example=void-must-trump]]``: a baza under way, a hand, and the engine's verdict per card."""
    ex = pick_example(LEGAL, example, "paulo-legal")
    verdicts = legal_verdicts(ex)
    suit = _suit(ex.muestra, Rules(players=ex.players), "paulo-legal")
    table = P(ex.trick)
    return render_to_string(
        "inserts/games/paulo/legal.html",
        {
            "muestra": _l("muestra", lang, suit=suit_name(suit, lang)),
            "players": _l("players", lang, n=ex.players),
            "variant": _l("strict", lang) if ex.strict_follow else "",
            "table_label": wording.text("common.on_table", lang),
            "table": [{"seat": seat_label(i + 1, ex.players, lang), "card": c} for i, c in enumerate(table)],
            "led": _l("led", lang),
            "hand_label": wording.text("common.your_hand", lang),
            "columns": [_l(f"column.{c}", lang) for c in ("card", "verdict", "reason")],
            "rows": [
                {
                    "card": card,
                    "legal": v.legal,
                    "verdict": wording.text("common.yes" if v.legal else "common.no", lang),
                    "reason": _term(f"paulo.reason.{v.reason}", lang),
                }
                for card, v in verdicts.items()
            ],
        },
    )


# --- scoring -----------------------------------------------------------------------------------------


@insert("paulo-units")
def units(lang: str, scoring: str = "chinos") -> str:
    """``[[paulo-units scoring=chinos]]``: how the counting units of a scoring add up."""
    rules = _rules("paulo-units", scoring=scoring)
    return render_engine_table(paulo.units_table(rules), lang, css_class="paulo-units")


@insert("paulo-hand-values")
def hand_values(lang: str, scoring: str = "chinos", caption: str = "yes") -> str:
    """``[[paulo-hand-values scoring=chinos]]``: what the winner of a hand takes, by :func:`naipes.games.paulo.award`."""
    rules = _rules("paulo-hand-values", scoring=scoring)
    table = paulo.hand_values_table(rules)
    if not _yes_no(caption, "paulo-hand-values", "caption"):
        table = replace(table, caption="")
    drop: tuple[str, ...] = ("chicos",) if scoring != "lanjaron" else ()
    if all(row[table.columns.index("value_al_canuto")] is None for row in table.rows):
        drop += ("value_al_canuto",)
    return render_engine_table(table, lang, drop=drop, css_class="paulo-hand-values")


STATE_TOTALS = (0, 5, 9, 13, 16, 17)
"""Chinos won by one team, from nothing to al quiero (the other team on none)."""


def score_for(total: int) -> Score:
    patas, chinos = divmod(total, paulo.PATA)
    return Score((TeamScore(chinos=chinos, patas=patas), TeamScore()))


def board(team: TeamScore, lang: str) -> str:
    if team.patas:
        return _l("board", lang, patas=team.patas, chinos=team.chinos)
    return _l("board.no_pata", lang, chinos=team.chinos)


@insert("paulo-states")
def states(lang: str) -> str:
    """``[[paulo-states]]``: chinos malos, buenos, al canuto, al quiero, and what each changes."""
    rows = []
    for total in STATE_TOTALS:
        score = score_for(total)
        rows.append([
            {"kind": "text", "value": total},
            {"kind": "text", "value": board(score[0], lang)},
            {"kind": "text", "value": paulo.short_of_medio(score, 0)},
            {"kind": "text", "value": _l(f"status.{paulo.team_status(score, 0)}", lang)},
            {"kind": "text", "value": paulo.no_bet_value(score)},
            {"kind": "text", "value": paulo.opening_bet(score)},
            {"kind": "text", "value": _l(f"earliest.{paulo.earliest_bet(score)}", lang)},
        ])
    columns = ("units", "board", "short", "status", "no_bet", "opening", "earliest")
    return render_to_string(
        "inserts/table.html",
        {
            "caption": _l("states.caption", lang),
            "columns": [_l(f"states.column.{c}", lang) for c in columns],
            "rows": rows,
            "notes": [],
            "css_class": "paulo-states",
        },
    )


@dataclass(frozen=True)
class ScoreExample:
    steps: tuple[HandOutcome, ...]
    start: Score = field(default_factory=Score)


SCORES = {
    # A medio Paulo from the first hand to the last, through every kind of ending (source 000, scoring and
    # betting; rules-decisions §4, §7 and §9).
    "medio": ScoreExample((
        HandOutcome(winner=0),                               # no bet: 2
        HandOutcome(winner=1, end="refused", bets=1),        # opening bet refused: 3 - 1
        HandOutcome(winner=0, bets=2),                       # 3 accepted, 4 accepted, won: 4
        HandOutcome(winner=0, bets=3),                       # up to 5, won: pata rollover
        HandOutcome(winner=1, end="refused", bets=2),        # raise refused: the last accepted value
        HandOutcome(winner=0, end="abandoned", bets=1),      # accepted, then the next raise not accepted
        HandOutcome(winner=0),                               # no bet: al canuto
        HandOutcome(winner=1),                               # no bet while a team is al canuto: 1
        HandOutcome(winner=0),                               # no bet, al canuto: 1, now al quiero
        HandOutcome(winner=1, end="quiero_declined"),        # team A al quiero declines: 1
        HandOutcome(winner=0, bets=1),                       # team A plays al quiero and wins: medio Paulo
    )),
    # Both teams al quiero: quiero forzoso, whoever wins the hand wins the medio Paulo.
    "forzoso": ScoreExample(
        (HandOutcome(winner=1),),
        start=Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=8, patas=1))),
    ),
}


def describe(outcome: HandOutcome, lang: str) -> str:
    """A short account of how the hand ended, with the bets made."""
    k, end = outcome.bets, outcome.end
    names = {"w": TEAMS[outcome.winner], "l": TEAMS[outcome.loser]}
    if end == "played":
        return _l(f"what.played{min(k, 1) if k < 2 else 'n'}", lang, k=k, **names)
    if end == "refused":
        if k == 1:
            return _l("what.refused1", lang, **names)
        accepted = _l("what.accepted_bets1" if k == 2 else "what.accepted_betsn", lang, n=k - 1)
        return _l("what.refusedn", lang, a=accepted, **names)
    if end == "abandoned":
        return _l("what.abandoned1" if k == 1 else "what.abandonedn", lang, k=k, **names)
    return _l(f"what.{end}", lang, **names)


def team_board(team: TeamScore, status: str, lang: str) -> str:
    """The team's counters; the state is named only when it changes the hand (al canuto, al quiero)."""
    text = board(team, lang)
    if status in ("al_canuto", "al_quiero"):
        text += f" ({_l(f'status.{status}', lang)})"
    if team.medios:
        key = "board.medios" if team.medios == 1 else "board.medios_plural"
        text += " · " + _l(key, lang, n=team.medios)
    return text


@dataclass(frozen=True)
class ScoredHand:
    """One row of a scoring example: the hand, the engine's award, and the score before and after."""

    outcome: HandOutcome
    award: paulo.Award
    before: Score
    after: Score

    @property
    def won_medio(self) -> bool:
        team = self.award.team
        return self.after[team].medios > self.before[team].medios


def score_rows(example: str) -> tuple[Score, list[ScoredHand]]:
    """The example's starting score and its hands scored by the engine (also used by the tests)."""
    ex = pick_example(SCORES, example, "paulo-score")
    rows = []
    score = ex.start
    for outcome in ex.steps:
        after = paulo.apply_hand(score, outcome)
        rows.append(ScoredHand(outcome, paulo.award(score, outcome), score, after))
        score = after
    return ex.start, rows


@insert("paulo-score")
def score_example(lang: str, example: str = "medio") -> str:
    """``[[paulo-score example=medio]]``: a run of hands scored by :func:`naipes.games.paulo.apply_hand`."""
    start, hands = score_rows(example)
    rows: list[dict[str, Any]] = [{
        "n": "", "what": _l("score.start", lang), "takes": "—",
        "teams": [team_board(start[t], paulo.team_status(start, t), lang) for t in (0, 1)],
    }]
    for i, hand in enumerate(hands, start=1):
        team = TEAMS[hand.award.team]
        what = describe(hand.outcome, lang)
        if hand.won_medio:
            takes = _l("score.takes_medio", lang, team=team)
            what += " " + _l("score.medio_reset", lang, team=team)
        else:
            takes = _l("score.takes", lang, team=team, n=hand.award.amount)
        rows.append({
            "n": i, "what": what, "takes": takes,
            "teams": [team_board(hand.after[t], paulo.team_status(hand.after, t), lang) for t in (0, 1)],
        })
    return render_to_string(
        "inserts/games/paulo/score.html",
        {
            "columns": [_l("score.column.hand", lang), _l("score.column.what", lang), _l("score.column.takes", lang),
                        _l("team", lang, team="A"), _l("team", lang, team="B")],
            "rows": rows,
        },
    )


# --- carteta -----------------------------------------------------------------------------------------


@insert("paulo-carteta")
def carteta(lang: str) -> str:
    """``[[paulo-carteta]]``: who plays each carteta, for 4, 6 and 8 players (:func:`naipes.games.paulo.carteta_pairs`)."""
    rows = []
    for players in accepted("paulo", "players"):
        for i, (a, b) in enumerate(paulo.carteta_pairs(players)):
            pair = (f"{seat_label(a, players, lang, short=True)} ({_l('team', lang, team=team_of(a))}) "
                    f"{_l('carteta.vs', lang)} "
                    f"{seat_label(b, players, lang, short=True)} ({_l('team', lang, team=team_of(b))})")
            rows.append([
                {"kind": "text", "value": players if i == 0 else ""},
                {"kind": "text", "value": i + 1},
                {"kind": "text", "value": pair},
            ])
    return render_to_string(
        "inserts/table.html",
        {
            "caption": _l("carteta.caption", lang),
            "columns": [_l(f"carteta.column.{c}", lang) for c in ("players", "duel", "pair")],
            "rows": rows,
            "notes": [],
            "css_class": "paulo-carteta",
        },
    )
