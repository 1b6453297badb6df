"""What the engine's seats played, deal by deal, before the bots were moved behind :mod:`naipes.bots`: the
beginner must play the same in every position, so that a practice hand's address replays the same hand.

Each game's recording (``tests/bots/recorded/<slug>.json``) holds, for every named profile and number of
players, a short digest of each seeded hand's whole log (every card, declaration, pass, bet and answer of
every seat) played two ways: by the engine in every seat (``autoplay``), and with the learner's seat taking a
random legal action drawn from its own seed (so the bots meet positions their own play never makes); with the
hands as they end and, where the hand has them, its awards.

``python -m tests.bots.record`` wrote them before the move; it is kept to show how. Run again, it would record
whatever the bots play now: only a deliberate change to the beginner records again, and says in its commit that
old practice addresses then replay other hands.
"""

from __future__ import annotations

import hashlib
import inspect
import json
from collections.abc import Iterator
from dataclasses import asdict, is_dataclass
from enum import Enum
from pathlib import Path
from random import Random
from typing import Any

import naipes.games
from naipes import profiles as named
from naipes.cards import Card
from naipes.practice import LEARNER

FOLDER = Path(__file__).with_name("recorded")
SEEDS = range(24)


def plain(value: Any) -> Any:
    """``value`` written with card codes and suit letters, to digest."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return getattr(value, "letter", value.name)
    if is_dataclass(value) and not isinstance(value, type):
        return plain(asdict(value))
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [plain(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    return value


def digest(hand: Any) -> str:
    text = json.dumps(plain([hand.log.entries, hand.hands, getattr(hand, "awards", None)]), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def tables(slug: str) -> Iterator[tuple[str, Any, dict[str, Any]]]:
    """(name, rules, the hand's own options) for every named profile, number of players and hand option."""
    engine = naipes.game(slug)
    module = naipes.games.piece(slug, "practice")
    extra: list[dict[str, Any]] = [{}]
    if "betting" in inspect.signature(module.deal).parameters:
        extra.append({"betting": True})
    for profile in named.profiles(slug):
        for players in engine.PLAYERS:
            try:
                rules = engine.Rules(**{**profile.options, "players": players})
            except naipes.RulesError:
                continue
            for options in extra:
                name = f"{profile.slug}/{players}" + "".join(f"/{k}" for k in options)
                yield name, rules, options


def wayward(module: Any, seed: int, rules: Any, options: dict[str, Any]) -> Any:
    """The hand with the learner taking random legal actions (a hand of its own whose learner acts by seat)."""
    rng = Random(seed * 7919 + 1)
    hand = module.deal(seed, rules, **options)
    hand.run_bots()
    for _ in range(200):
        if hand.phase == "done":
            break
        if hasattr(hand, "options"):  # a hand whose every seat acts through ``act(seat, action)``
            hand.act(LEARNER, rng.choice(module.learner_actions(hand)))
        elif hand.phase == "play":
            legal = [card for card, verdict in hand.verdicts(LEARNER).items() if verdict.legal]
            choices: list[Any] = list(legal)
            if getattr(hand, "may_bet", None) and hand.may_bet(LEARNER):
                choices.append(("bet",))
            hand.act(rng.choice(choices))
            continue
        elif hand.phase == "answer":
            hand.act(rng.choice([("accept",), ("away",)]))
            continue
        else:
            hand.act(hand.learner_choice())
            continue
        hand.run_bots()
    assert hand.phase == "done"
    return hand


def recording(slug: str) -> dict[str, dict[str, list[str]]]:
    module = naipes.games.piece(slug, "practice")
    out: dict[str, dict[str, list[str]]] = {}
    for name, rules, options in tables(slug):
        out[name] = {
            "autoplay": [digest(module.autoplay(seed, rules, **options)) for seed in SEEDS],
            "wayward": [digest(wayward(module, seed, rules, options)) for seed in SEEDS],
        }
    return out


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for slug in naipes.games.slugs():
        if naipes.games.piece(slug, "practice") is None:
            continue
        path = FOLDER / f"{slug}.json"
        lines = [f"  {json.dumps(name)}: {json.dumps(runs, sort_keys=True)}" for name, runs in recording(slug).items()]
        path.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()
