"""What the shared practice pages need from a game: one :class:`PracticeHand` per module
``practice/games/<slug>.py`` (its ``HAND``), and nothing about any game in the shared code.

A trick game (:class:`PracticeGame`) is played through the shared hand page (:mod:`practice.views`): its
module gives the engine's hand, its table options, its own action codes and what the coach says about its
table and its count; its template partial extends ``practice/_hand.html`` and fills its blocks. A hand with
a table of its own (La Docena's betting hand) gives its own ``view``, served at ``<slug>/``.

Actions travel as short URL codes: a card code (``7C``) for every game; a game's own actions (cards
passed, a declaration, a bet) are read and written by its ``parse_special`` and ``format_special``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields as dataclass_fields
from types import ModuleType
from typing import Any
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import ngettext

from naipes import RulesError, profiles as named
from naipes.cards import Card, CardError, Deck
from naipes.options import values_of
from naipes.practice import MAX_ACTIONS, PracticeError
from naipes.profiles import codes
from naipes_site import options as table_options, table_rules
from naipes_site.table_rules import TableRules
from practice import tables

COACH_LEVELS = ("teach", "check", "play")

REVIEW_LEVEL = 2
"""A play the coach refused comes back in the review queue at its drill's normal level."""


def _table_rules(game: str, table: TableRules | None, players: int) -> Any:
    """The table's ``Rules`` at ``players``, else at the first number of players its options allow."""
    if table is None:
        table = table_rules.standard(game)
    try:
        return table.rules(players=players)
    except RulesError:
        return table.sample()


def in_points(points: int) -> str:
    """What a trick is worth in a game that counts points: "1 point", "12 points"."""
    return ngettext("%(n)s point", "%(n)s points", points) % {"n": points}


def _nothing(*_args: Any) -> dict[str, Any]:
    return {}


def _no_special_action(_code: str) -> Any | None:
    return None


def _seed_query(seed: int, players: int, table: TableRules) -> dict[str, Any]:
    return {"seed": seed, "players": players, **tables.query(table)}


@dataclass(frozen=True, kw_only=True)
class PracticeHand:
    """A practice hand as the index, the progress pages and the review queue see it."""

    slug: str
    players: tuple[int, ...]
    default_players: int
    partial: str
    """The template of the hand's table; the start-up check (:func:`practice.games.check`) fails without it."""
    review_drill: str
    """The drill a play the coach refused sends to the review queue (its slug in ``trainers.drills``)."""
    review_level: int = REVIEW_LEVEL
    setup: str | None = None
    """A template of the game's own fields in the start form (Tute's muestra, Paulo's bets), if any."""
    intro: str | Promise | None = None
    """A sentence above the start form, if the hand needs one."""
    view: Callable[..., Any] | None = None
    """The hand's own view, served at ``<slug>/``; ``None`` for the shared trick-hand page."""
    options: tuple[str, ...] = ("players",)
    """The engine's table options the start form offers (Tute's ``muestra`` too), read and written by the
    site's one options reader (:mod:`naipes_site.options`)."""
    deal_query: Callable[[int, int, TableRules], dict[str, Any]] = _seed_query
    """The query of the hand's address at its start for a given seed, players and table (a shared deal's hand,
    :mod:`practice.duplicate`): the seed, the players and the table's code, as the trick hands write them."""
    puzzle: Callable[..., Any] | None = None
    """A hand with a view of its own: the view of its "find the better decision" puzzles (the request and the
    puzzle), which :func:`practice.replay_views.puzzle` hands them to; ``None`` for the trick hands' own."""

    def read_rules(self, query: Mapping[str, Any], table: TableRules | None = None) -> Any:
        """The table's ``Rules`` from the page's query, over the table's rules (a named profile or a custom
        code; the standard table when none is given). A value the start form never offers (a link made by
        hand: 99 players, a word for the muestra) leaves the table's value for that option, as a practice
        link always did, rather than refusing the hand."""
        usual = {"players": str(self.default_players)}
        rules = _table_rules(self.slug, table, self.default_players)
        for name in self.options:
            try:
                rules = table_options.read(self.slug, query, rules, only=(name,))
            except table_options.OptionsError:
                continue
        if rules.players not in self.players:  # the engine allows it, this practice table does not
            rules = table_options.read(self.slug, usual, rules, only=("players",))
        return rules

    def table_of(self, rules: Any, dealt: TableRules | None = None) -> TableRules:
        """The table these rules are: ``dealt`` (the table the hand was asked under) when the start form's
        own fields left its rules as they were, else the named profile or the custom code they make."""
        if dealt is not None and _table_rules(self.slug, dealt, rules.players) == rules:
            return dealt
        engine = named.module_of(self.slug)
        options = {f.name: getattr(rules, f.name) for f in dataclass_fields(engine.Rules)
                   if f.name not in named.TABLE_FIELDS}
        return table_rules.decode(self.slug, codes.encode(self.slug, options) or named.STANDARD)

    def options_query(self, rules: Any) -> dict[str, str]:
        """The options the start form offers, other than the players, as the hand's URL writes them: those
        that differ from the usual table."""
        written = values_of(rules)
        return {name: written[name] for name in self.options if name != "players" and name in written}

    def url(self) -> str:
        """Where a hand of this game starts (the start form's action)."""
        if self.view is not None:
            return reverse(f"practice:{self.slug}")
        return reverse("practice:hand", args=[self.slug])

    def dealt_url(self, seed: int, players: int, table: TableRules, extra: Mapping[str, Any]) -> str:
        """The address of a hand of this deal at its start, with ``extra`` in its query (coach, level…)."""
        return f"{self.url()}?{urlencode({**self.deal_query(seed, players, table), **extra})}"


@dataclass(frozen=True, kw_only=True)
class PracticeGame(PracticeHand):
    """A trick game on the shared hand page."""

    engine: ModuleType
    hand: ModuleType
    """The engine's practice hand (``naipes.games.<slug>.practice``): ``replay``, ``bot_play``…"""
    deck: Deck
    rule_anchors: Mapping[str, str]
    """Rule-page sections the coach links to, by topic."""

    read_hand_options: Callable[[Mapping[str, str]], dict[str, Any]] = _nothing
    """Keyword options of the hand's ``replay`` that are no rule of the table, from the page's query (Paulo:
    ``bets=1`` plays the hand with bets of chinos)."""
    hand_options_query: Callable[[Mapping[str, Any]], dict[str, str]] = _nothing
    """Those options as the hand's URL writes them (only what differs from the usual hand)."""

    parse_special: Callable[[str], Any | None] = _no_special_action
    """The game's own action written ``code`` (``None`` when the code is a card)."""
    format_special: Callable[[Any], str] | None = None
    """The code of one of the game's own actions (a tuple whose first item names it)."""
    own_phases: frozenset[str] = field(default_factory=frozenset)
    """Phases whose form the game's partial draws in its ``own_phase`` block (Papayoo's pass…)."""

    table: Callable[[Any, str, str], dict[str, Any]] = _nothing
    """What the coach says about the table, from the state, the coach level and the language."""
    count: Callable[[Any, str], dict[str, Any]] = _nothing
    """The end of the hand worked out by the engine, from the state and the language."""
    trick_worth: Callable[[int], str] | None = in_points
    """What a finished trick is worth, in the game's unit (the engine's hand's ``points`` of its cards), as
    the coach says it beside who took it; ``None`` in a game whose tricks carry no points (Paulo counts bazas)."""

    def parse_action(self, code: str) -> Any:
        """The action written ``code``; :class:`PracticeError` when it is no action of this game."""
        code = code.strip()
        try:
            special = self.parse_special(code)
            return special if special is not None else self.deck.parse_one(code)
        except (CardError, KeyError, IndexError) as exc:
            raise PracticeError(f"{code[:12]!r} is no action", code="unknown_action") from exc

    def format_action(self, action: Any) -> str:
        if isinstance(action, Card):
            return action.code
        if isinstance(action, tuple) and action and isinstance(action[0], str) and self.format_special:
            return self.format_special(action)
        return ".".join(card.code for card in action)

    def parse_actions(self, text: str) -> list[Any]:
        codes = [c for c in text.split(",") if c.strip()] if text else []
        if len(codes) > MAX_ACTIONS:
            raise PracticeError("too many actions", code="too_many_actions", index=MAX_ACTIONS)
        actions = []
        for index, code in enumerate(codes):
            try:
                actions.append(self.parse_action(code))
            except PracticeError as exc:
                exc.index = index
                raise
        return actions
