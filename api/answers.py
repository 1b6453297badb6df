"""Answer shapes shared by the trick-taking games: ``trick`` and ``legal``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from django.http import HttpRequest

from api.http import either
from api.parsing import Source, codes
from naipes.cards import Card, Deck
from naipes.tricks import Verdict


def read_table(request: HttpRequest, read_rules: Callable[[Source], Any],
               engine: ModuleType) -> tuple[Source, Any, Deck]:
    """What an endpoint about cards reads first: the JSON body, the rules it asks for (``read_rules``), and the
    deck those rules play with, which its cards are read against."""
    source = Source.from_body(request)
    rules = read_rules(source)
    return source, rules, engine.deck(rules)


def reason(game: str, code: str, **fields: object) -> dict[str, object]:
    """``{"code": ..., "es": ..., "en": ...}`` for a reason code of ``game``."""
    return {"code": code, **either([f"{game}.reason.{code}", f"common.reason.{code}"], **fields)}


def trick(cards: Sequence[Card], winner: int, **extra: object) -> dict[str, object]:
    return {"winner": winner, "card": cards[winner].code, "cards": codes(cards), **extra}


def legal(game: str, verdicts: Mapping[Card, Verdict], trick_cards: Sequence[Card],
          **extra: object) -> dict[str, object]:
    """``legal``: the playable cards in hand order; ``reasons``: a verdict and its wording per card."""
    return {
        "legal": [card.code for card, verdict in verdicts.items() if verdict.legal],
        "reasons": {card.code: {"legal": verdict.legal, **reason(game, verdict.reason)}
                    for card, verdict in verdicts.items()},
        "hand": codes(verdicts),
        "trick": codes(trick_cards),
        **extra,
    }


def judged_trick(game: str, engine: ModuleType, source: Source, cards: Sequence[Card], rules, state=None,
                 **extra: object) -> dict[str, object]:
    """``trick``: the engine's winner and why, under ``state`` (the trump in force) in the games that have one."""
    why = reason(game, engine.trick_winner_reason(cards, rules, state=state))
    return finish(trick(cards, engine.trick_winner(cards, rules, state=state), reason=why, **extra), source)


def judged_legal(game: str, engine: ModuleType, source: Source, hand: Sequence[Card], played: Sequence[Card],
                 rules, state=None, **extra: object) -> dict[str, object]:
    """``legal``: the engine's verdict on each card of the hand, under ``state`` in the games that have one."""
    return finish(legal(game, engine.judge_plays(hand, played, rules, state=state), played, **extra), source)


def no_trump_trick(game: str, engine: ModuleType, source: Source, rules, **extra: object) -> dict[str, object]:
    """``trick`` for a game whose engine judges a trick by the cards and the rules alone (Cirulo, Papayoo)."""
    cards = source.trick(engine.deck(rules), rules.players)
    return judged_trick(game, engine, source, cards, rules, players=rules.players, **extra)


def no_trump_legal(game: str, engine: ModuleType, source: Source, rules, **extra: object) -> dict[str, object]:
    """``legal`` for a game whose engine judges a play by the hand, the trick and the rules alone."""
    hand, played = source.hand_and_trick(engine.deck(rules), engine.hand_size(rules), rules.players)
    return judged_legal(game, engine, source, hand, played, rules, players=rules.players, **extra)


def finish(answer: dict[str, object], source: Source) -> dict[str, object]:
    """Add the fields nobody read, if any, so a misspelt option is seen."""
    if ignored := source.ignored():
        answer["ignored"] = ignored
    return answer
