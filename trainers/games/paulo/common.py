"""Wording and dealing shared by the Paulo drills (source 000: the deal, the card order, legal play)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from random import Random

import wording
from naipes.cards import Card, Suit
from naipes.games import paulo
from naipes.reachable import Position
from trainers.drills import core
from trainers.drills.core import Text, t
from wording.cards import card_names

PLAYERS_BY_LEVEL: dict[int, tuple[int, ...]] = {1: (4,), 2: (6,), 3: (8,)}
"""4 players use oros and bastos only; 6 add copas; 8 the whole pack (source 000, the deal)."""


NAMED_SLOTS = ("paulo", "andorra", "tuerto", "malilla", "mijilla")


def rules(players: int, table: core.Table = core.STANDARD) -> paulo.Rules:
    return core.under(paulo.Rules, table, players=players)


def deal(rng: Random, players: int, table: core.Table = core.STANDARD) -> paulo.Deal:
    return paulo.deal(rules(players, table), rng)


def in_play_order(deal: paulo.Deal) -> list[tuple[Card, ...]]:
    """Hands in the order of the first trick: the dealer's right leads, the dealer is the postre."""
    return list(deal.hands[1:]) + [deal.hands[0]]


def muestra_text(muestra: Card, players: int) -> Text:
    plural = core.suit_plural(muestra.suit)
    return t(f"{players} jugadores. Triunfan {plural['es']}, y además el Paulo (4 de bastos) y el Tuerto "
             "(caballo de oros), sea cual sea la muestra.",
             f"{players} players. {plural['en'].capitalize()} are trumps, and so are the Paulo (4 of bastos) and the "
             "Tuerto (caballo of oros), whatever the muestra.")


def muestra_panel(muestra: Card, players: int) -> core.Panel:
    return core.Panel(t("Muestra", "Muestra"), (muestra,), muestra_text(muestra, players))


def ladder_text(suit: Suit, players: int, table: core.Table = core.STANDARD) -> Text:
    """The trumps for this muestra under the table's order, highest first, each with its slot name."""
    return dict(_ladder_text(suit, players, table))  # the caller's own dict


@lru_cache(maxsize=1024)
def _ladder_text(suit: Suit, players: int, table: core.Table) -> Text:
    ladder = paulo.ladder(suit, rules(players, table))
    parts: dict[str, list[str]] = {lang: [] for lang in ("es", "en")}
    for slot in ladder.slots:
        # Only the slots with a name of their own; "rey (Rey)" would say nothing.
        name = wording.both(f"paulo.slot.{slot.name}") if slot.name in NAMED_SLOTS else None
        for lang in parts:
            parts[lang].append(card_names(slot.card)[lang] + (f" ({name[lang]})" if name else ""))
    return t(", ".join(parts["es"]), ", ".join(parts["en"]))


def reason(code: str) -> Text:
    return wording.both(f"paulo.reason.{code}")


@dataclass(frozen=True)
class MuestraAndCards(core.BaseQuestion):
    """The question of the drills that show the muestra and some cards (which are trumps, their order)."""

    players: int
    muestra: Card
    cards: tuple[Card, ...]
    """In the order shown."""


def muestra_and_cards_scene(question: MuestraAndCards, prompt: Text, widget: core.Widget, hint: Text | None) -> core.Scene:
    """The question about the cards under the muestra: the muestra drawn above the ``widget``; ``hint`` at the
    easy level only."""
    return core.scene_at(prompt, (muestra_panel(question.muestra, question.players),), widget,
                         question.level, hint)


def muestra_and_cards_data(question: MuestraAndCards) -> dict:
    # "muestra" is the trump suit's letter, as the API documents it; the card itself comes beside it.
    return {"muestra": question.muestra.suit.letter, "players": question.players,
            "cards": [c.code for c in question.cards], "muestra_card": question.muestra.code}


def muestra_and_cards_position(question: MuestraAndCards) -> Position:
    """What the scene shows, for the engine's reachability check: the muestra and the cards."""
    return Position("paulo", rules(question.players, question.table), ((question.muestra,), question.cards))
