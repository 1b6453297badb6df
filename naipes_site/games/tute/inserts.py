"""Engine-drawn inserts for the Tute rule page and cheat sheet (``content/<lang>/tute.md``).

Every number, verdict and card shown here is computed by :mod:`naipes.games.tute` when the page is
rendered; the examples below are only inputs (card codes), so the page cannot disagree with the
engine. Readings: ``docs/rules-decisions.md``
§15 to §21.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import cast

from django.template.loader import render_to_string

import wording
from naipes.cards import SPANISH_40, Card, Suit
from naipes.games import tute
from naipes_site.inserts import InsertError, insert, insert_rules, pick_example, render_table
from wording.cards import card_name, suit_name
from wording.games.tute import the_card

P = SPANISH_40.parse
NAMES = "ABCDEF"


_t = wording.for_game("tute")


def _trump_label(trump: Suit | None, lang: str) -> str:
    return _t("insert.trump", lang, suit=suit_name(trump, lang)) if trump else _t("insert.no_trump", lang)


# --- card order and points, decks ---------------------------------------------------------------


@insert("tute-points")
def points(lang: str, suit: str = "O", layout: str = "table") -> str:
    """``[[tute-points]]``: the rank order, strongest first, with points, drawn in one suit.

    ``layout=compact`` draws the ranks side by side (for the cheat sheet).
    """
    if layout not in ("table", "compact"):
        raise InsertError(f"[[tute-points]]: layout must be table or compact, not {layout!r}")
    shown = tute.parse_suit(suit)
    table = tute.points_table()
    rows = [
        {"card": Card(cast(int, rank), shown), "name": _t(f"rank.{rank}", lang), "points": value}
        for rank, value in table.rows
    ]
    total = tute.total_points()
    return render_to_string(
        f"inserts/games/tute/points{'-compact' if layout == 'compact' else ''}.html",
        {
            "caption": _t("table.points", lang),
            "columns": [_t("column.card", lang), _t("column.name", lang), _t("column.points", lang)],
            "rows": rows,
            "total_label": _t("insert.total_row", lang),
            "total": total,
            "note": _t("insert.with_last", lang, total=total + tute.LAST_TRICK_POINTS),
        },
    )


@insert("tute-decks")
def decks(lang: str, removed_two: str = "2O", hand_size: str = "", muestra: str = "true") -> str:
    """``[[tute-decks]]``: pack, 2s left out, hand size and stock for 2 to 6 players (``removed_two``: the 2
    a table of three leaves out; ``hand_size``: the table's hands, only the players they seat; ``muestra``:
    whether the stock ends with the muestra)."""
    rules = insert_rules("tute", "tute-decks", removed_two=removed_two, muestra=muestra)
    if hand_size:
        rules = insert_rules("tute", "tute-decks", removed_two=removed_two, muestra=muestra, hand_size=hand_size,
                             players=min(tute.PLAYERS))
    return render_table(replace(tute.decks_table(rules), caption="table.decks"), "tute", lang)


# --- tricks ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrickExample:
    cards: str
    trump: str | None
    muestra: str | None = None
    stock_empty: bool = False


TRICKS = {
    # Source 002's three examples.
    "no-trump": TrickExample("4C 5C 2B 7C", None),
    "muestra": TrickExample("6O 2E 7O 4O", "E", muestra="3E"),
    "strict": TrickExample("7E 10B 4E 11B", "B", stock_empty=True),
}


@insert("tute-trick")
def trick(lang: str, example: str) -> str:
    """``[[tute-trick example=muestra]]``: who plays what, and the trick winner by the engine."""
    ex = pick_example(TRICKS, example, "tute-trick")
    cards = P(ex.cards)
    trump = tute.parse_muestra(ex.trump)
    winner = tute.trick_winner(cards, state=tute.State(trump))
    played = [
        {"player": _t("insert.player", lang, name=NAMES[i]), "card": card, "led": i == 0, "wins": i == winner}
        for i, card in enumerate(cards)
    ]
    return render_to_string(
        "inserts/games/tute/trick.html",
        {
            "trump": _trump_label(trump, lang),
            "muestra": P(ex.muestra)[0] if ex.muestra else None,
            "muestra_label": _t("insert.muestra", lang),
            "stock": _t("insert.stock_empty" if ex.stock_empty else "insert.stock_left", lang),
            "played": played,
            "led": _t("insert.led", lang),
            "result": _t(
                "insert.trick_winner", lang, name=NAMES[winner], card=the_card(cards[winner], lang),
                points=sum(tute.card_points(c) for c in cards),
            ),
        },
    )


# --- legal plays -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class LegalExample:
    trick: str
    hand: str
    muestra: str | None
    stock_empty: bool
    declared: tuple[str, ...] = ()
    """Without muestra: suits declared so far (the first one made the trump)."""
    drawn: str = ""
    """Manos abajo: cards drawn after showing a void in ``void``."""
    void: str = ""
    rules: tute.Rules = field(default_factory=tute.Rules)


LEGAL = {
    "stock-free": LegalExample("1C", "4C 12E 2O", "7O", stock_empty=False),
    "stock-trump": LegalExample("12O", "1C 4O 10O 12E", "7O", stock_empty=False),
    "manos-abajo": LegalExample("5C", "1E 6B 12O 3C", "7O", stock_empty=False, drawn="3C 12O", void="C"),
    # rules-decisions §20: no muestra, 40 in espadas declared, espadas led, hand {2E, 1C} -> only 2E.
    "sin-muestra": LegalExample("7E", "2E 1C", None, stock_empty=False, declared=("E",)),
    "follow-beat": LegalExample("12C 5C", "1C 4C 7B 10E", "7B", stock_empty=True),
    "cannot-beat": LegalExample("1C", "12C 4C 3B", "7B", stock_empty=True),
    "trumped": LegalExample("12C 2B", "4C 6C 11B 1E", "7B", stock_empty=True),
    "must-trump": LegalExample("1O", "4B 12B 3C", "7B", stock_empty=True),
    # Source 002's third example, from D's seat.
    "overtrump": LegalExample("7E 10B 4E", "11B 2B 5O", "7B", stock_empty=True),
    "cannot-overtrump": LegalExample("7E 1B", "2B 5B 12O", "7B", stock_empty=True),
    "cannot-overtrump-free": LegalExample(
        "7E 1B", "2B 5B 12O", "7B", stock_empty=True, rules=tute.Rules(over_trump="free_discard")
    ),
    "any-card": LegalExample("7E", "1O 12C", "7B", stock_empty=True),
}


def legal_verdicts(ex: LegalExample) -> tuple[Suit | None, tuple[Card, ...], dict]:
    """The trump, the face-down cards and the engine's verdict for each card of the example's hand."""
    trump = tute.trump_suit(ex.muestra, ex.declared)
    face_down = tute.lays_face_down(P(ex.drawn), {tute.parse_suit(ex.void)}) if ex.drawn else ()
    verdicts = tute.judge_plays(P(ex.hand), P(ex.trick), ex.rules, state=tute.State(trump, ex.stock_empty, frozenset(face_down)))
    return trump, face_down, verdicts


@insert("tute-legal")
def legal(lang: str, example: str) -> str:
    """``[[tute-legal example=overtrump]]``: a trick on the table, a hand, and the engine's verdict per card."""
    ex = pick_example(LEGAL, example, "tute-legal")
    trump, face_down, verdicts = legal_verdicts(ex)
    variant = ""
    if ex.rules.over_trump != tute.DEFAULT_RULES.over_trump:
        variant = _t("insert.rule_variant", lang, variant=_t(f"rules.over_trump.{ex.rules.over_trump}", lang))
    story = None
    if ex.drawn:
        void = tute.parse_suit(ex.void)
        story = {
            "text": _t("insert.manos_abajo_story", lang, suit=suit_name(void, lang)),
            "drawn_label": _t("insert.drawn", lang), "drawn": P(ex.drawn),
            "down_label": _t("insert.laid_down", lang), "down": face_down,
        }
    muestra = P(ex.muestra)[0] if ex.muestra and not ex.stock_empty else None
    return render_to_string(
        "inserts/games/tute/legal.html",
        {
            "trump": _trump_label(trump, lang),
            "muestra": muestra,
            "muestra_label": _t("insert.muestra", lang),
            "context": (
                _t("insert.forty_in", lang, suit=suit_name(trump, lang))
                if ex.declared and trump else (_t("insert.no_muestra", lang) if not ex.muestra else "")
            ),
            "stock": _t("insert.stock_empty" if ex.stock_empty else "insert.stock_left", lang),
            "variant": variant,
            "story": story,
            "table_label": wording.text("common.on_table", lang),
            "table": [
                {"player": _t("insert.player", lang, name=NAMES[i]), "card": c} for i, c in enumerate(P(ex.trick))
            ],
            "led": _t("insert.led", lang),
            "hand_label": _t("insert.your_hand", lang),
            "columns": [_t("column.card", lang), _t("column.verdict", lang), _t("column.reason", lang)],
            "rows": [
                {
                    "card": card, "legal": v.legal, "face_down": card in face_down,
                    "verdict": wording.text("common.yes" if v.legal else "common.no", lang),
                    "reason": _t(f"reason.{v.reason}", lang),
                }
                for card, v in verdicts.items()
            ],
            "face_down_label": _t("insert.face_down", lang),
        },
    )


# --- acuses and tute -------------------------------------------------------------------------------


@dataclass(frozen=True)
class AcuseStep:
    moment: str
    suit: str
    won_trick: bool = True
    stock_left: bool = True
    declared: tuple[str, ...] = ()
    declared_this_trick: bool = False


@dataclass(frozen=True)
class AcuseExample:
    hand: str
    muestra: str | None
    steps: tuple[AcuseStep, ...]


ACUSES = {
    "muestra": AcuseExample(
        "12O 11O 12C 11C 1E 5B", "7O",
        (
            AcuseStep("acuse.lost", "O", won_trick=False),
            AcuseStep("acuse.won", "C"),
            AcuseStep("acuse.won", "O"),
            AcuseStep("acuse.same_trick", "C", declared=("O",), declared_this_trick=True),
            AcuseStep("acuse.won_again", "C", declared=("O",)),
            AcuseStep("acuse.no_stock", "C", stock_left=False, declared=("O",)),
        ),
    ),
    "sin-muestra": AcuseExample(
        "12E 11E 12C 11C 3O 6B", None,
        (
            AcuseStep("acuse.won", "E"),
            AcuseStep("acuse.won_again", "C", declared=("E",)),
        ),
    ),
    "sin-muestra-late": AcuseExample(
        "12C 11C 3O 6B 1E 4E", None,
        (AcuseStep("acuse.other_forty", "C", declared=("O",)),),
    ),
}


@insert("tute-acuse")
def acuse(lang: str, example: str) -> str:
    """``[[tute-acuse example=muestra]]``: one hand, several moments, the engine's verdict on each acuse."""
    ex = pick_example(ACUSES, example, "tute-acuse")
    hand = P(ex.hand)
    rows = []
    for step in ex.steps:
        suit = tute.parse_suit(step.suit)
        verdict = tute.can_declare(
            hand, suit, ex.muestra, won_trick=step.won_trick, stock_left=step.stock_left,
            declared=step.declared, declared_this_trick=step.declared_this_trick,
        )
        declared_now = list(step.declared) + ([step.suit] if verdict.legal else [])
        trump_after = tute.trump_suit(ex.muestra, declared_now)
        first = suit_name(tute.parse_suit(step.declared[0]), lang) if step.declared else ""
        rows.append({
            "moment": _t(step.moment, lang, suit=first),
            "pair": (Card(12, suit), Card(11, suit)),
            "legal": verdict.legal,
            "verdict": wording.text("common.yes" if verdict.legal else "common.no", lang),
            "reason": _t(f"reason.{verdict.reason}", lang),
            "trump_after": suit_name(trump_after, lang) if trump_after else "—",
        })
    return render_to_string(
        "inserts/games/tute/acuse.html",
        {
            "hand_label": _t("column.hand", lang),
            "hand": hand,
            "trump": _trump_label(tute.trump_suit(ex.muestra, ex.steps[0].declared), lang),
            "muestra": P(ex.muestra)[0] if ex.muestra else None,
            "muestra_label": _t("insert.muestra", lang),
            "context": "" if ex.muestra else _t("insert.no_muestra", lang),
            "columns": [
                _t(key, lang) for key in ("column.moment", "column.pair", "column.verdict")
            ] + ([] if ex.muestra else [_t("column.trump_after", lang)]),
            "show_trump_after": not ex.muestra,
            "rows": rows,
        },
    )


TUTE_HANDS = ("1O 1C 1E 1B", "3O 3C 3E 3B", "12O 12C 12E 12B", "11O 11C 11E 11B")


@insert("tute-tute")
def tute_hands(lang: str) -> str:
    """``[[tute-tute]]``: which four-of-a-kind win at once, under our rule and the classic one."""
    rows = []
    for codes in TUTE_HANDS:
        hand = P(codes)
        rows.append({
            "hand": hand,
            "verdicts": [
                tute.can_declare_tute(hand, tute.Rules(tute=variant), won_trick=True, stock_left=True).legal
                for variant in tute.VARIANTS["tute"]
            ],
        })
    return render_to_string(
        "inserts/games/tute/tute.html",
        {
            "columns": [_t("column.hand", lang), _t("column.tute_source", lang), _t("column.tute_classic", lang)],
            "rows": rows,
            "yes": wording.text("common.yes", lang),
            "no": wording.text("common.no", lang),
        },
    )


# --- counting a deal -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pile:
    taken: str
    acuses: tuple[str, ...] = ()


@dataclass(frozen=True)
class CountExample:
    rules: tute.Rules
    muestra: str | None
    piles: tuple[Pile, ...]
    diez_de_mesa: int
    """Index of the player who won the last trick."""
    show_cards: bool = True


COUNTS = {
    # Three players: 2O is out of the pack; muestra copas. A declared the 40 (copas), B a 20 (espadas).
    "three": CountExample(
        tute.Rules(players=3), "5C",
        (
            Pile("1O 3O 12O 11O 10O 1C 12C 7C 6C 1E 12E 5E 4B 5B 6B", ("C",)),
            Pile("3C 11C 10C 1B 3B 12B 2C 4C 5C 7O 6O 5O", ("E",)),
            Pile("3E 11E 10E 11B 10B 7B 2E 4E 6E 7E 4O 2B"),
        ),
        diez_de_mesa=2,
    ),
    # Source 002, acuses and the last trick: two players on 65 each, A with the diez de mesa, wins.
    "tie": CountExample(
        tute.Rules(players=2), "4O",
        (
            Pile("1O 3O 1C 3C 12O 11O 10O 2O 4O 5O 6O 7O 2C 4C 5C 6C 7C 12E 4E 5E"),
            Pile("1E 3E 1B 3B 12C 11C 10C 2E 11E 10E 12B 11B 10B 6E 7E 2B 4B 5B 6B 7B"),
        ),
        diez_de_mesa=0, show_cards=False,
    ),
    # rules-decisions §21: two players tie for first while a third took the diez de mesa.
    "shared": CountExample(
        tute.Rules(players=3), "4E",
        (
            Pile("1O 3O 1C 12O 10E 10O 6O 7O 4O 5O 4C 5C", ("O",)),
            Pile("1E 3E 1B 3B 12C 11C 10C 12B 11B 10B 2C 4E 5E 6E 7E"),
            Pile("3C 12E 11E 11O 6C 7C 6B 7B 2E 2B 4B 5B"),
        ),
        diez_de_mesa=2, show_cards=False,
    ),
}


def count_example(example: str) -> tuple[CountExample, list[tute.HandPoints], tute.DealResult]:
    """The example's scores and result, computed by the engine (also used by the page's tests)."""
    ex = pick_example(COUNTS, example, "tute-count")
    scores = [
        tute.hand_points(P(pile.taken), pile.acuses, ex.muestra, i == ex.diez_de_mesa)
        for i, pile in enumerate(ex.piles)
    ]
    return ex, scores, tute.deal_winners([s.points for s in scores], ex.diez_de_mesa, ex.rules)


@insert("tute-count")
def count(lang: str, example: str) -> str:
    """``[[tute-count example=three]]``: each player's tricks, acuses and diez de mesa, added by the engine."""
    ex, scores, result = count_example(example)
    taken = [card for pile in ex.piles for card in P(pile.taken)]
    if sorted(taken, key=lambda c: c.code) != sorted(tute.deck(ex.rules), key=lambda c: c.code):
        raise InsertError(f"[[tute-count example={example}]]: the piles are not the whole pack")
    muestra = tute.parse_muestra(ex.muestra)
    rows = []
    all_acuses: list[tute.Acuse] = []
    for i, (pile, score) in enumerate(zip(ex.piles, scores, strict=True)):
        acuses = tute.acuse_list(pile.acuses, muestra)
        all_acuses.extend(acuses)
        rows.append({
            "player": _t("insert.player", lang, name=NAMES[i]),
            "cards": P(pile.taken),
            "card_points": score.card_points,
            "acuses": ", ".join(
                _t("insert.acuse_entry", lang, points=a.points, suit=suit_name(a.suit, lang)) for a in acuses
            ) or "—",
            "diez": score.last_trick_points or "—",
            "total": score.points,
            "wins": i in result.winners,
        })
    names = ", ".join(_t("insert.player", lang, name=NAMES[i]) for i in result.winners)
    if not result.winners:
        outcome = _t("insert.no_winner", lang)
    elif len(result.winners) > 1:
        outcome = _t("insert.winners_shared", lang, names=names)
    else:
        outcome = _t("insert.winners", lang, names=names)
    card_total = sum(s.card_points for s in scores)
    acuse_total = sum(a.points for a in all_acuses)
    columns = ["column.player", "column.card_points", "column.acuses", "column.diez", "column.total"]
    removed = tute.removed_cards(ex.rules)
    return render_to_string(
        "inserts/games/tute/count.html",
        {
            "show_cards": ex.show_cards,
            "taken_label": _t("column.taken", lang),
            "trump": _trump_label(muestra, lang),
            "muestra": P(ex.muestra)[0] if ex.muestra else None,
            "muestra_label": _t("insert.muestra", lang),
            "removed": _t("insert.pack_removed", lang, cards=", ".join(card_name(c, lang) for c in removed))
            if removed else "",
            "columns": [_t(c, lang) for c in columns],
            "rows": rows,
            "result": wording.text(f"tute.result.{result.reason}", lang),
            "outcome": outcome,
            "check": " ".join(filter(None, (
                _t("insert.count_check", lang, cards=card_total, with_last=card_total + tute.LAST_TRICK_POINTS),
                _t("insert.count_check_acuses", lang, acuses=acuse_total) if acuse_total else "",
            ))),
        },
    )
