"""Wording shared by the La Docena drills: rung names, how a hand is made (source 004, the combination
ladder; docs/rules-decisions.md §22 to §25)."""

from __future__ import annotations

from functools import cache, lru_cache

import wording
from naipes.cards import Card
from naipes.games import docena
from trainers.drills import core
from trainers.drills.core import Text, t
from wording.games.docena import mala_note_key

PLAYERS_BY_LEVEL: dict[int, tuple[int, ...]] = {1: (4, 5), 2: (5, 6), 3: (7, 8)}
"""Up to 5 players the pack has 17 cards; the caballo de oros comes in at 6, the other caballos at 7,
the sotas at 8 (source 004, the pack and card values)."""


def rung_name(rank: int) -> Text:
    return dict(_rung_name(rank))  # the caller's own dict


def rung_label(rank: int) -> Text:
    return dict(_rung_label(rank))


# Each of the 23 rungs is named for every option of every question an export explains: named once each.
@cache
def _rung_name(rank: int) -> Text:
    return wording.both(f"docena.rung.{docena.rung(rank).key}")


@cache
def _rung_label(rank: int) -> Text:
    name = _rung_name(rank)
    return t(f"{rank}. {name['es']}", f"{rank}. {name['en']}")


def rung_options(ranks) -> tuple[core.Option, ...]:
    return tuple(core.Option(str(rank), rung_label(rank)) for rank in ranks)


def mala_note(hand: docena.HandRank) -> Text | None:
    """What the mala counts as in this hand (a number, always of oros), or ``None`` without the mala."""
    key = mala_note_key(hand)
    return wording.both(f"docena.{key}") if key else None


def reading(hand: docena.HandRank) -> Text:
    """How the hand makes its rung: the form, then what the mala counts as (said once)."""
    return dict(_reading(hand))  # the caller's own dict


@lru_cache(maxsize=1024)  # a hand's reading is said in its explanation and in every wrong option's reason
def _reading(hand: docena.HandRank) -> Text:
    form = wording.both(f"docena.form.{hand.form}")
    mala = mala_note(hand)
    return t(f"{form['es']} {mala['es']}", f"{form['en']} {mala['en']}") if mala else form


def deal(rng, players: int, size: int) -> tuple[Card, ...]:
    return tuple(rng.sample(docena.deck(docena.Rules(players=players)).cards, size))


def table_text(players: int) -> Text:
    return t(f"{players} jugadores reciben carta; la mala es el 5 de oros.",
             f"{players} players receive cards; the mala is the 5 of oros.")


def hand_panel(cards: tuple[Card, ...], players: int | None, label: Text | None = None) -> core.Panel:
    """A hand of cards; with ``players``, the table it was dealt at is said under the label."""
    return core.Panel(label or t("Tus cartas", "Your cards"), cards, table_text(players) if players else None)
