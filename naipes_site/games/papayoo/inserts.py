"""Papayoo's engine-drawn inserts for content/<lang>/papayoo.md and its cheat sheet.

Every number these inserts show is computed by :mod:`naipes.games.papayoo`: the tables come from the
engine's ``*_table()`` functions and the worked examples are scored and checked by the engine while
the page renders, so the page cannot disagree with the rules the trainers and the counter use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.template.loader import render_to_string

import wording
from naipes.cards import PAPAYOO_60, PAPAYOO_SUITS, Card, Suit
from naipes.games import papayoo
from naipes_site.inserts import InsertError, insert, insert_cards, render_table
from wording.cards import card_name, suit_name

GAME = "papayoo"


_text = wording.for_game(GAME)


def _cards(codes: str) -> tuple[Card, ...]:
    return insert_cards(PAPAYOO_60, codes, "papayoo")


def _die(letter: str) -> Suit:
    try:
        return papayoo.parse_die_suit(letter)
    except papayoo.PapayooError as exc:
        raise InsertError(f"papayoo insert: {exc}") from exc


# --- Tables straight from the engine --------------------------------------------------------------


@insert("papayoo-passes")
def passes(lang: str) -> str:
    """``[[papayoo-passes]]``: cards in play, hand and pass for 3 to 8 players."""
    return render_table(papayoo.passes_table(), GAME, lang, css_class="papayoo-passes")


@insert("papayoo-scoring")
def scoring(lang: str) -> str:
    """``[[papayoo-scoring]]``: what each card is worth, and the round's total."""
    return render_table(papayoo.scoring_table(), GAME, lang, css_class="papayoo-scoring")


@insert("papayoo-die")
def die(lang: str) -> str:
    """``[[papayoo-die]]``: the eight faces of the die and the Papayoo each one names."""
    return render_table(papayoo.die_table(), GAME, lang, css_class="papayoo-die")


@insert("papayoo-deck")
def deck(lang: str) -> str:
    """``[[papayoo-deck]]``: the whole 60-card pack, suit by suit, low to high."""
    rows = [
        {"suit": suit_name(suit, lang), "cards": [c for c in PAPAYOO_60.cards if c.suit is suit]}
        for suit in PAPAYOO_SUITS
    ]
    return render_to_string("inserts/games/papayoo/deck.html", {"rows": rows, "size": len(PAPAYOO_60), "lang": lang})


# --- Play: who may play what, who takes the trick -------------------------------------------------


@insert("papayoo-trick")
def trick(lang: str, cards: str, die: str = "") -> str:
    """``[[papayoo-trick cards="3H 9H 20P 1H" die=C]]``: a trick in play order and the engine's winner.

    With ``die``, the insert also gives the points the trick carries that round.
    """
    played = _cards(cards)
    if len(played) < 2:
        raise InsertError("[[papayoo-trick]] needs at least two cards")
    winner = papayoo.trick_winner(played)
    points = None
    if die:
        suit = _die(die)
        points = _text("page.trick_points", lang, suit=suit_name(suit, lang),
                       points=papayoo.pile_points(played, suit))
    return render_to_string("inserts/games/papayoo/trick.html", {
        "played": [{"card": c, "winner": i == winner, "led": i == 0} for i, c in enumerate(played)],
        "winner_text": _text("page.trick_winner", lang, card=card_name(played[winner], lang)),
        "points_text": points,
        "lang": lang,
    })


@insert("papayoo-legal")
def legal(lang: str, hand: str, trick: str = "") -> str:
    """``[[papayoo-legal trick="7P" hand="2P 10C"]]``: every card of a hand judged by the engine."""
    held = _cards(hand)
    on_table = _cards(trick)
    verdicts = papayoo.judge_plays(held, on_table)
    return render_to_string("inserts/games/papayoo/legal.html", {
        "on_table": on_table,
        "verdicts": [
            {"card": card, "legal": v.legal, "reason": _text(f"reason.{v.reason}", lang)}
            for card, v in verdicts.items()
        ],
        "lang": lang,
    })


# --- Scoring: the source's round, a whole game, the variants --------------------------------------

# The worked round of source 003: four players, the die shows clubs, and the
# first count forgets the Payoo 7 that Pat had taken.
EXAMPLE_DIE = "C"
EXAMPLE_PILES: dict[str, str] = {
    "Emma": "3P 8P 19P",
    "Nico": "20P 12P 7C",
    "Pat": "1P 2P 4P 5P 6P 9P 10P 11P 13P",
    "Léa": "14P 15P 16P 17P 18P 7H",
}
EXAMPLE_FORGOTTEN = ("Pat", "7P")


def _score_rows(piles: Mapping[str, Sequence[Card]], suit: Suit, scores: Mapping[str, int],
                changed: str = "") -> list[dict]:
    rows = []
    for name, pile in piles.items():
        parts = [papayoo.card_points(c, suit) for c in pile]
        rows.append({
            "name": name, "cards": pile, "sum": " + ".join(map(str, parts)),
            "points": scores[name], "changed": name == changed,
        })
    return rows


def example_round() -> dict:
    """The source's round, scored and checked by the engine (also used by the tests)."""
    rules = papayoo.Rules(players=len(EXAMPLE_PILES))
    suit = papayoo.parse_die_suit(EXAMPLE_DIE)
    piles = {name: PAPAYOO_60.parse(codes) for name, codes in EXAMPLE_PILES.items()}
    first = papayoo.round_scores(piles, suit, rules)
    try:
        papayoo.check_round_total(first.scores, rules)
    except papayoo.RoundDoesNotAddUp as exc:
        error = exc
    else:
        raise InsertError("the worked example is meant to miss a Payoo on the first count")
    taken = {card for pile in piles.values() for card in pile}
    missing = [c for c in papayoo.deck(rules) if papayoo.card_points(c, suit) and c not in taken]
    owner, code = EXAMPLE_FORGOTTEN
    found = PAPAYOO_60.parse_one(code)
    if missing != [found] or papayoo.card_points(found, suit) != error.difference:
        raise InsertError("the forgotten card does not explain the missing points")
    fixed = {name: (*pile, found) if name == owner else pile for name, pile in piles.items()}
    second = papayoo.round_scores(fixed, suit, rules)
    total = papayoo.check_round_total(second.scores, rules)
    return {
        "rules": rules, "suit": suit, "piles": piles, "first": first, "error": error,
        "owner": owner, "found": found, "fixed": fixed, "second": second, "total": total,
    }


@insert("papayoo-example")
def example(lang: str) -> str:
    """``[[papayoo-example]]``: the source's worked round, its wrong first count and the fix."""
    ex = example_round()
    suit, error = ex["suit"], ex["error"]
    return render_to_string("inserts/games/papayoo/example.html", {
        "die_text": _text("page.die_shows", lang, suit=suit_name(suit, lang)),
        "papayoo": papayoo.papayoo_card(suit),
        "first_rows": _score_rows(ex["piles"], suit, ex["first"].scores),
        "first_total": ex["first"].total,
        "error_text": wording.text(f"{GAME}.error.{error.code}", lang, total=error.total),
        "missing_text": _text("page.missing", lang, points=error.difference,
                              card=card_name(ex["found"], lang), player=ex["owner"]),
        "second_rows": _score_rows(ex["fixed"], suit, ex["second"].scores, changed=ex["owner"]),
        "second_total": ex["total"],
        "ok_text": _text("page.check_ok", lang, total=ex["total"]),
        "lang": lang,
    })


# A whole game at the default length (as many rounds as players), with a tie for the lowest total.
GAME_EXAMPLE: tuple[dict[str, int], ...] = (
    {"Ana": 40, "Bruno": 90, "Carmen": 120},
    {"Ana": 130, "Bruno": 60, "Carmen": 60},
    {"Ana": 60, "Bruno": 80, "Carmen": 110},
)


def example_game() -> dict:
    """The game example scored by the engine: each round checked, running totals, end, winners."""
    rules = papayoo.Rules(players=len(GAME_EXAMPLE[0]))
    checks = [papayoo.check_round_total(scores, rules) for scores in GAME_EXAMPLE]
    totals = papayoo.running_totals(GAME_EXAMPLE)
    for played in range(1, len(totals)):
        if papayoo.game_over(totals[:played], rules):
            raise InsertError("the game example ends too early")
    if not papayoo.game_over(totals, rules):
        raise InsertError("the game example does not end")
    return {"rules": rules, "checks": checks, "totals": totals, "winners": papayoo.winners(totals[-1])}


def _winner_text(winners: Sequence[str], total: int, lang: str) -> str:
    key = "page.winner" if len(winners) == 1 else "page.winners"
    return _text(key, lang, players=wording.and_list(winners, lang), total=total)


@insert("papayoo-game")
def game(lang: str) -> str:
    """``[[papayoo-game]]``: three players, three rounds, running totals and a shared win."""
    ex = example_game()
    players = list(GAME_EXAMPLE[0])
    rows = [
        {
            "label": _text("page.round", lang, number=i + 1),
            "cells": [{"score": scores[p], "total": _text("page.running_total", lang, total=totals[p])}
                      for p in players],
            "check": check,
        }
        for i, (scores, totals, check) in enumerate(zip(GAME_EXAMPLE, ex["totals"], ex["checks"], strict=True))
    ]
    final = ex["totals"][-1]
    return render_to_string("inserts/games/papayoo/game.html", {
        "players": players, "rows": rows,
        "over_text": _text("page.game_over_rounds", lang, rounds=ex["rules"].rounds),
        "winner_text": _winner_text(ex["winners"], final[ex["winners"][0]], lang),
        "lang": lang,
    })


# Threshold ending (source 003, scoring (variants)): the totals after round 5, with the limit at 250.
THRESHOLD_EXAMPLE = {"Ana": 251, "Bruno": 180, "Carmen": 240, "David": 199}
THRESHOLD_ROUND = 5


@insert("papayoo-threshold")
def threshold(lang: str) -> str:
    """``[[papayoo-threshold]]``: the game ends at the end of the round where someone passes the limit."""
    rules = papayoo.Rules(players=len(THRESHOLD_EXAMPLE), ending="threshold", threshold=papayoo.THRESHOLDS[0])
    if not papayoo.game_over([THRESHOLD_EXAMPLE], rules):
        raise InsertError("the threshold example does not end the game")
    reached = [name for name, total in THRESHOLD_EXAMPLE.items() if total >= rules.threshold]
    winners = papayoo.winners(THRESHOLD_EXAMPLE)
    return render_to_string("inserts/games/papayoo/threshold.html", {
        "caption": _text("page.totals_after", lang, number=THRESHOLD_ROUND),
        "rows": [{"name": n, "total": t, "reached": n in reached, "winner": n in winners}
                 for n, t in THRESHOLD_EXAMPLE.items()],
        "reached_text": _text("page.threshold_reached", lang, threshold=rules.threshold,
                              players=wording.and_list(reached, lang)),
        "winner_text": _winner_text(winners, THRESHOLD_EXAMPLE[winners[0]], lang),
        "lang": lang,
    })


# Shooting the moon (source 003's house rule): Ana takes every Payoo and the Papayoo.
MOON_DIE = "H"
MOON_SHOOTER = "Ana"
MOON_OTHERS = ("Bruno", "Carmen", "David")


def _all_points(suit: Suit, rules: papayoo.Rules) -> tuple[Card, ...]:
    return tuple(c for c in papayoo.deck(rules) if papayoo.card_points(c, suit))


def moon_round() -> dict:
    """The same piles scored without and with the variant."""
    suit = papayoo.parse_die_suit(MOON_DIE)
    plain = papayoo.Rules(players=1 + len(MOON_OTHERS))
    moon = papayoo.Rules(players=plain.players, shoot_the_moon=True)
    piles: dict[str, Sequence[Card]] = {MOON_SHOOTER: _all_points(suit, plain), **{n: () for n in MOON_OTHERS}}
    without = papayoo.round_scores(piles, suit, plain)
    with_moon = papayoo.round_scores(piles, suit, moon)
    if with_moon.moon_shooter != MOON_SHOOTER:
        raise InsertError("the moon example is not a moon shot")
    return {
        "suit": suit, "piles": piles, "rules": moon, "without": without, "with": with_moon,
        "checked": (papayoo.check_round_total(without.scores, plain),
                    papayoo.check_round_total(with_moon.scores, moon)),
    }


@insert("papayoo-moon")
def moon(lang: str) -> str:
    """``[[papayoo-moon]]``: one player takes every scoring card; scores without and with the variant."""
    ex = moon_round()
    names = list(ex["piles"])
    return render_to_string("inserts/games/papayoo/moon.html", {
        "die_text": _text("page.die_shows", lang, suit=suit_name(ex["suit"], lang)),
        "papayoo": papayoo.papayoo_card(ex["suit"]),
        "shooter_cards": ex["piles"][MOON_SHOOTER],
        "shooter_text": wording.text(f"{GAME}.moon_shot", lang, player=MOON_SHOOTER),
        "rows": [{"name": n, "without": ex["without"].scores[n], "with": ex["with"].scores[n]} for n in names],
        "without_total": ex["without"].total, "with_total": ex["with"].total,
        "moon_total_text": _text("page.moon_total", lang, total=ex["with"].total,
                                 round_total=papayoo.ROUND_TOTAL, players=ex["rules"].players),
        "lang": lang,
    })


# --- Source 003's four common mistakes, linked to the rule each one breaks ---------------------

MISTAKE_SECTIONS = {
    "payoo_discard_never_wins": "trick-winner",
    "payoos_are_a_suit": "following-suit",
    "only_rolled_seven_scores": "die",
    "round_totals_250": "scoring",
}


@insert("papayoo-mistakes")
def mistakes(lang: str) -> str:
    """``[[papayoo-mistakes]]``: the engine's list of common mistakes, each linked to its rule."""
    if set(MISTAKE_SECTIONS) != set(papayoo.COMMON_MISTAKES):
        raise InsertError("every common mistake needs the section that explains it")
    items = [
        {"text": wording.text(f"{GAME}.mistake.{key}", lang), "href": f"/{lang}/{GAME}/#{MISTAKE_SECTIONS[key]}"}
        for key in papayoo.COMMON_MISTAKES
    ]
    return render_to_string("inserts/games/papayoo/mistakes.html", {
        "items": items, "see": _text("page.see_section", lang), "lang": lang,
    })
