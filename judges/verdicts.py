"""Each judge's answer for a position: read it, ask the engine, say the verdict in one line.

A function per judge takes the query (a ``QueryDict``) and returns a :class:`Judgement`: the setup
the form shows, the pickers with the cards chosen, and the verdict or the error. Bad input never
raises: it becomes ``error``, in the page's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from django.utils.translation import gettext as _

from judges.base import Option, TrickGame, judge_modules, judged_options, read_rules, reason, trick_games
from judges.position import BadPosition, cards, distinct, lang, lenient
from naipes import RulesError
from naipes.cards import Card, Deck
from naipes_site import content
from wording.cards import card_name, the_card


@dataclass
class Picker:
    name: str
    deck: Deck
    legend: str
    selected: tuple[Card, ...] = ()
    multiple: bool = True
    none_label: str = ""


def keep(query: Mapping, *pickers: Picker) -> None:
    """Show back in each picker whatever cards of its deck the query names."""
    for picker in pickers:
        picker.selected = lenient(query, picker.name, picker.deck)


@dataclass
class Verdict:
    headline: str
    reason: str
    cards: tuple[Card, ...] = ()
    winner: Card | None = None
    rows: list[dict] = field(default_factory=list)  # one row per card or hand judged
    data: dict = field(default_factory=dict)  # what the tests compare with the JSON API
    code: str = ""
    """The engine's reason code that ``reason`` words (the page shows it as ``data-reason``)."""


@dataclass
class Judgement:
    game: str
    kind: str
    options: list[Option]
    pickers: list[Picker]
    rule_anchor: str
    verdict: Verdict | None = None
    error: str = ""
    own_rows: str = ""
    """The template of the verdict's rows, for a judge whose verdict looks like no other kind's (the game's
    own partial, ``judges/games/<slug>/_verdict.html``)."""

    @property
    def rule_url(self) -> str:
        return f"/{lang()}/{self.game}/#{self.rule_anchor}"

    @property
    def rule_title(self) -> str:
        """The linked section's own title, read from the rule page so it cannot drift."""
        page = content.load_page(lang(), self.game)
        stack = list(page.toc)
        while stack:
            item = stack.pop()
            if item["id"] == self.rule_anchor:
                return item["name"]
            stack.extend(item.get("children", ()))
        return page.title


def _engine_error() -> str:
    return _("These cards cannot be together in this position under these rules. Check the cards and the options.")


def judged(judgement: Judgement, work) -> Judgement:
    """The judgement once ``work`` has given its verdict, or the error it met, in the page's language."""
    try:
        work()
    except BadPosition as exc:
        judgement.error = str(exc)
    except RulesError:  # CardError included; any other exception is a bug, not the visitor's position
        judgement.error = _engine_error()
    return judgement


# -- trick games: who takes the trick, may I play this card ----------------------------------------

def _led_and_rest(query: Mapping, setup, *, most_rest: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    led = cards(query, "led", setup.deck, players=setup.players, most=1, label=_("Card led"))
    rest = cards(query, "cards", setup.deck, players=setup.players, most=most_rest, label=_("Cards played after it"))
    if rest and not led:
        raise BadPosition(_("Choose the card that was led first; the others follow it."))
    return led, rest


def _setup(spec: TrickGame, query: Mapping):
    """The options of the position; if they cannot be played, the default table and why not."""
    try:
        return spec.read(query), ""
    except BadPosition as exc:
        return spec.read({}), str(exc)
    except RulesError:
        return spec.read({}), _engine_error()


def trick(game: str, query: Mapping) -> Judgement:
    spec = trick_games()[game]
    setup, error = _setup(spec, query)
    led_picker = Picker("led", setup.deck, _("Card led"), multiple=False, none_label=_("None yet"))
    rest_picker = Picker("cards", setup.deck, _("Cards played after it"))
    judgement = Judgement(game, "trick", spec.options(setup, query, play=False), [led_picker, rest_picker],
                          spec.trick_anchor, error=error)
    if error:
        return judgement

    def work() -> None:
        led, rest = _led_and_rest(query, setup, most_rest=setup.players - 1)
        led_picker.selected, rest_picker.selected = led, rest
        distinct([(led_picker.legend, led), (rest_picker.legend, rest)])
        if not led:
            return
        played = led + rest
        index, code = spec.winner(played, setup)
        winner = played[index]
        headline = _("%(card)s takes the trick.") % {"card": the_card(winner, lang()).capitalize()}
        judgement.verdict = Verdict(headline, reason(game, code), played, winner, code=code,
                                    data={"winner": index, "card": winner.code, "reason": code})

    keep(query, led_picker, rest_picker)
    return judged(judgement, work)


def play(game: str, query: Mapping) -> Judgement:
    spec = trick_games()[game]
    setup, error = _setup(spec, query)
    hand_picker = Picker("hand", setup.deck, _("Your hand"))
    led_picker = Picker("led", setup.deck, _("Card led"), multiple=False, none_label=_("None: I lead"))
    rest_picker = Picker("cards", setup.deck, _("Cards played after it"))
    judgement = Judgement(game, "play", spec.options(setup, query, play=True),
                          [hand_picker, led_picker, rest_picker], spec.play_anchor, error=error)
    if error:
        return judgement

    def work() -> None:
        hand = cards(query, "hand", setup.deck, players=setup.players, most=setup.hand_size, label=hand_picker.legend)
        led, rest = _led_and_rest(query, setup, most_rest=setup.players - 2)
        hand_picker.selected, led_picker.selected, rest_picker.selected = hand, led, rest
        distinct([(hand_picker.legend, hand), (led_picker.legend, led), (rest_picker.legend, rest)])
        if not hand:
            return
        verdicts = spec.judge(hand, led + rest, setup)
        rows: list[dict[str, Any]] = [{"card": card, "name": card_name(card, lang()), "legal": v.legal, "reason": reason(game, v.reason),
                 "code": v.reason} for card, v in verdicts.items()]
        legal = [r for r in rows if r["legal"]]
        headline = _("You may play %(count)s of your %(total)s cards.") % {"count": len(legal), "total": len(hand)}
        if len(legal) == len(rows):
            headline = _("You may play any card of your hand.")
        why = next((r["reason"] for r in rows if not r["legal"]), rows[0]["reason"])
        judgement.rule_anchor = spec.play_rule(setup, {v.reason for v in verdicts.values()})
        judgement.verdict = Verdict(headline, why, led + rest, rows=rows,
                                    data={"legal": [r["card"].code for r in legal],
                                          "reasons": {card.code: v.reason for card, v in verdicts.items()}})

    keep(query, hand_picker, led_picker, rest_picker)
    return judged(judgement, work)


# -- points of a pile, hands: each game's own judge (``POINTS``, ``HAND`` in ``judges/games/<slug>.py``) --------

POINTS_OPTIONS = ("players",)
"""The table options a points judge offers."""


def points_judges() -> dict[str, Callable[[Mapping], Judgement]]:
    """Each game with a judge of the points of a pile, and its judge (what a pile holds differs from game to
    game): its module's ``POINTS``."""
    return {slug: module.POINTS for slug, module in judge_modules().items() if hasattr(module, "POINTS")}


def hand_judges() -> dict[str, Callable[[Mapping], Judgement]]:
    """The games whose judge names and compares hands (La Docena's), and its judge: its module's ``HAND``, of
    kind ``hand``, at ``judges:hand``."""
    return {slug: module.HAND for slug, module in judge_modules().items() if hasattr(module, "HAND")}


def points(game: str, query: Mapping) -> Judgement:
    return points_judges()[game](query)


def hand(game: str, query: Mapping) -> Judgement:
    return hand_judges()[game](query)


def points_table(game: str, engine: ModuleType, query: Mapping) -> tuple[Any, Picker, str]:
    """A points judge's ``Rules`` (it asks only for the players) and its picker of the cards taken; if the rules
    cannot be, the default table and why not."""
    try:
        rules, error = read_rules(game, query, judged_options(game)), ""
    except BadPosition as exc:
        rules, error = engine.Rules(), str(exc)
    return rules, Picker("cards", engine.deck(rules), _("Cards taken in tricks")), error


def taken(query: Mapping, pile: Picker, players: int) -> tuple[Card, ...]:
    """The cards taken in tricks, shown back in their picker."""
    pile.selected = cards(query, "cards", pile.deck, players=players, most=len(pile.deck), label=pile.legend)
    return pile.selected


def offered(game: str, kind: str) -> tuple[str, ...]:
    """The table options the form of ``game``'s ``kind`` of judge offers: a form sent says what it says for
    them, and the table gives the others (docs/rules-decisions.md §40)."""
    if kind in ("trick", "play"):
        return trick_games()[game].offered(play=kind == "play")
    return judge_modules()[game].HAND_OPTIONS if kind == "hand" else POINTS_OPTIONS
