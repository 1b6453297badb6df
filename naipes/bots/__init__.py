"""The engine's players: a bot sees only what its seat can know, and chooses among the legal actions.

A bot is asked one thing, :meth:`Bot.choose` ``(view, legal, rng) -> action``:

- ``view``, a :class:`SeatView`: the seat's own cards and what is public so far (the tricks with who played
  what, the muestra, the declarations, the cards it passed and received, the bets and stones, the scores, the
  table's rules), built from a practice hand by its game's ``view_for(hand, seat)``
  (``naipes/games/<slug>/bots.py``). Another seat's hidden cards are never in it, nor the stock's
  (``tests/bots/test_seat_sees_only_its_own.py`` reshuffles them and checks that nothing changes);
- ``legal``, a :class:`Legal`: what the seat may do now, worked out by the hand with the engine's rules;
- ``rng``: a generator drawn from the hand's seed, the seat and the step (:func:`rng_for`), so a bot that
  draws at random still plays the same hand from the same address.

Each game's ``bots.py`` gives ``GAME`` (its slug), ``view_for(hand, seat)`` and ``BOTS``: level → bot, one for
every level of :data:`LEVELS`. A practice hand asks its seats through :func:`ask`, never with the deal. A new
level is a name appended to :data:`LEVELS` and a bot under that name in every game's ``BOTS`` (``tests/bots``
checks each game has one); the expert (:mod:`naipes.bots.search`) is the last so far. :data:`HARNESS_LEVELS` are
levels the duplicate matches (:mod:`naipes.bots.duplicate`) know besides, which no player is offered;
:data:`TRIAL_LEVELS` are levels some games have already, measured and tested there before every game has them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from random import Random
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

import naipes.games
from naipes.cards import Card, Suit

if TYPE_CHECKING:
    from naipes.practice import PlayedTrick

EXPERT = "expert"
LEVELS: tuple[str, ...] = ("beginner", "club", EXPERT)
"""The levels a player may meet, weakest first: ``expert`` searches (:mod:`naipes.bots.search`; La Docena's
betting in its own ``bots.py``)."""

DEFAULT_LEVEL = "beginner"
"""The level of every seat a practice hand does not set otherwise: what the engine's seats always played."""

RANDOM = "random"
HARNESS_LEVELS: tuple[str, ...] = (RANDOM,)
"""Levels of the duplicate matches only, never offered to a player: ``random`` takes any legal action."""

TRIAL_LEVELS: tuple[str, ...] = ()
"""Levels being built, never offered to a player: a game may have one in its ``BOTS`` before the others do, and the
duplicate matches (and the tests) know it for the games that have it; a game without it refuses it. Once every
game has it, it moves to :data:`LEVELS` (as ``expert`` did once all five games had their search)."""


class BotError(naipes.RulesError):
    """A level no game knows, or a bot that chose an action it was not offered."""

    code = "bad_bot"


@dataclass(frozen=True)
class Legal:
    """What a seat may do now: a ``kind`` of decision and its legal ``actions``.

    The kinds are the game's own (``play``, ``declare``, ``pass``, ``answer``, La Docena's ``bet``, ``dejo``,
    ``discard``…). With ``pick`` above 0 the action is a tuple of ``pick`` different items of ``actions``
    (Papayoo's pass: five of the cards held), in any order.
    """

    kind: str
    actions: tuple[Any, ...]
    pick: int = 0

    def allows(self, action: Any) -> bool:
        if not self.pick:
            return action in self.actions
        chosen = tuple(action) if isinstance(action, Sequence) else ()
        return len(chosen) == self.pick == len(set(chosen)) and all(item in self.actions for item in chosen)


@dataclass(frozen=True)
class SeatView:
    """All a seat knows: its own cards and what the table has seen. Fields a game has no use for keep their
    defaults; each game's ``view_for`` says which it fills."""

    game: str
    seat: int
    players: int
    rules: Any
    hand: tuple[Card, ...]
    """The seat's own cards, in the order it holds them."""
    phase: str = "play"
    leader: int | None = None
    """Who led the trick on the table (a trick game), or the mano (La Docena)."""
    trick: tuple[Card, ...] = ()
    """The cards on the table, in play order from ``leader``."""
    tricks: tuple[PlayedTrick, ...] = ()
    """The tricks finished so far: who led, the cards in play order, who took it and what it was worth."""
    muestra: Card | None = None
    """The card turned up (Paulo, Tute with muestra)."""
    trump: Suit | None = None
    """The suit of trumps in force now, if any."""
    declarations: tuple[tuple[int, Any, int], ...] = ()
    """Every declaration so far, in order: (seat, what, points) (Tute's acuses)."""
    stock: int = 0
    """How many cards are left to draw: the count, never which."""
    face_down: tuple[Card, ...] = ()
    """The seat's own cards laid face down (Tute's manos abajo)."""
    gave: tuple[Card, ...] = ()
    """The cards the seat passed (Papayoo), to its left-hand neighbour."""
    received: tuple[Card, ...] = ()
    """The cards the seat was passed (Papayoo), by its right-hand neighbour."""
    die: Suit | None = None
    """The die's suit once rolled (Papayoo: its 7 is the Papayoo)."""
    scores: tuple[int, ...] = ()
    """What each seat (each team in Paulo) has taken so far, in the game's unit: trick points, bazas, stones."""
    bets: int = 0
    """Bets accepted so far (Paulo's chinos)."""
    pending: int | None = None
    """A bet waiting for its answer: the betting team (Paulo), the stones bet (La Docena; 0 for none)."""
    stones: tuple[int, ...] = ()
    """Each seat's stones in front of it (La Docena)."""
    put: tuple[int, ...] = ()
    """Each seat's stones in the centre (La Docena)."""
    status: tuple[str, ...] = ()
    """Each seat still in the hand, folded or withdrawn (La Docena)."""
    round: str = ""
    """The betting round (La Docena)."""
    history: tuple[tuple[str, int, tuple[tuple[str, Any], ...]], ...] = ()
    """What was said at the table, in order, as the game's log has it without any hidden card:
    ``(kind, seat, ((name, value), …))``."""


class Bot(Protocol):
    """A player of one game at one level."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        """One of ``legal``'s actions, from what ``view`` shows; ``rng`` for any draw at random."""
        ...


class RandomLegal:
    """Any legal action, at random: the duplicate matches' yardstick (:data:`HARNESS_LEVELS`)."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.pick:
            return tuple(rng.sample(legal.actions, legal.pick))
        return rng.choice(legal.actions)


def rng_for(seed: int, seat: int, step: int) -> Random:
    """The generator a seat's bot is handed at ``step`` of the hand seeded ``seed``: the same every replay."""
    return Random(f"{seed}:{seat}:{step}")


def games_with_bots() -> list[str]:
    """The games with bots (a ``bots`` module), in the registry's order: each lists its levels."""
    return [slug for slug in naipes.games.slugs() if naipes.games.piece(slug, "bots") is not None]


def game_bots(game: str) -> ModuleType:
    """The game's ``bots`` module (``naipes.games.<slug>.bots``); :class:`BotError` for a game without one."""
    found = naipes.games.piece(game, "bots")
    if found is None:
        raise BotError(f"{game} has no bots")
    return found


def level_bot(module: ModuleType, level: str) -> Bot:
    """The bot of ``level`` in a game's ``bots`` module, or the harness's own levels."""
    if level == RANDOM:
        return RandomLegal()
    found: Bot | None = module.BOTS.get(level)
    if found is None:
        raise BotError(f"no level {level!r} (levels: {', '.join(levels_of(module))})")
    return found


def levels_of(module: ModuleType) -> tuple[str, ...]:
    """Every level a game's ``bots`` module plays: the players', the harness's, and the trial levels it has."""
    return LEVELS + HARNESS_LEVELS + tuple(level for level in TRIAL_LEVELS if level in module.BOTS)


def bot(game: str, level: str = DEFAULT_LEVEL) -> Bot:
    """The bot of ``level`` for ``game``."""
    return level_bot(game_bots(game), level)


def ask(hand: Any, seat: int, legal: Legal) -> Any:
    """What ``seat`` of the practice ``hand`` does now: its level's bot chooses from the seat's view alone.

    The hand names its game's ``bots`` module (``hand.bots``), each seat's level (``hand.levels``; empty for
    :data:`DEFAULT_LEVEL` everywhere), its ``seed`` and its ``log`` (whose length numbers the step)."""
    module = hand.bots
    level = hand.levels[seat] if hand.levels else DEFAULT_LEVEL
    chosen = level_bot(module, level).choose(module.view_for(hand, seat), legal,
                                             rng_for(hand.seed, seat, len(hand.log.entries)))
    if not legal.allows(chosen):
        raise BotError(f"the {level} bot of {module.GAME} chose {chosen!r}, not among its legal actions")
    return chosen


def legal_cards(verdicts: dict[Card, Any]) -> Legal:
    """The cards a seat may play, in the order it holds them, from the engine's verdicts."""
    return Legal("play", tuple(card for card, verdict in verdicts.items() if verdict.legal))


def card_choices(cards: Sequence[Card], sizes: Sequence[int]) -> tuple[tuple[Card, ...], ...]:
    """Every choice of ``sizes`` cards among ``cards`` (La Docena's discards), in a fixed order."""
    return tuple(combo for n in sizes for combo in combinations(tuple(cards), n))


def taken(tricks: Sequence[PlayedTrick], players: int) -> tuple[int, ...]:
    """What each seat's tricks were worth, in the game's unit (the points its hand counted for each trick)."""
    totals = [0] * players
    for trick in tricks:
        totals[trick.winner] += trick.points
    return tuple(totals)


def public_log(entries: Sequence[tuple[str, int, dict]], *, hidden: frozenset[str] = frozenset()) \
        -> tuple[tuple[str, int, tuple[tuple[str, Any], ...]], ...]:
    """The log as a seat may read it: its entries but the kinds in ``hidden`` (a card drawn…), frozen."""
    return tuple((kind, seat, tuple(sorted(detail.items()))) for kind, seat, detail in entries
                 if kind not in hidden)
