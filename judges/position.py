"""Reading a position from the query string: cards against the game's deck, players, options.

Cards come as repeated fields (``?hand=4B&hand=1O``, what the picker sends) or as one field with
codes split by commas or spaces (``?hand=4B,1O``, handy to type). Anything wrong becomes a
:class:`BadPosition` whose message is in the page's language; the page shows it and keeps the rest.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TypeVar

from django.http import QueryDict
from django.utils.translation import gettext as _

from naipes.cards import Card, CardNotInDeck, Deck, InvalidCardCode, Suit, parse_card
from naipes.options import TRUE
from naipes_site.options import page_lang as lang  # the judges' modules take it from here
from wording.cards import the_card

T = TypeVar("T")
D = TypeVar("D")

_SPLIT = re.compile(r"[\s,;]+")
MAX_CODES = 60  # more codes than any deck holds is not a position


class BadPosition(ValueError):
    """A position the judge cannot read; ``str()`` is the message for the page."""


def _the(card: Card) -> str:
    """«El cuatro de bastos», "The four of bastos": a card named at the start of a sentence."""
    name = the_card(card, lang())
    return name[0].upper() + name[1:]


def codes(query: QueryDict, name: str) -> list[str]:
    """The codes given for ``name``, in order."""
    found = [code for item in query.getlist(name) for code in _SPLIT.split(item) if code]
    if len(found) > MAX_CODES:
        raise BadPosition(_("Too many cards: a position holds at most %(most)s.") % {"most": MAX_CODES})
    return found


def cards(query: Mapping, name: str, deck: Deck, *, players: int, most: int, label: str) -> tuple[Card, ...]:
    """Distinct cards of ``deck`` named in ``name``; at most ``most`` of them."""
    found: list[Card] = []
    for code in codes(query, name):
        try:
            card = deck.parse_one(code)
        except InvalidCardCode:
            raise BadPosition(_("“%(code)s” is not a card code (write 4B for the cuatro de bastos).")
                              % {"code": code.strip()[:12]}) from None
        except CardNotInDeck:
            raise BadPosition(_("%(card)s is not in this game's deck for %(players)s players (%(size)s cards).")
                              % {"card": _the(parse_card(code, deck.family)), "players": players,
                                 "size": len(deck)}) from None
        if card in found:
            raise BadPosition(_("%(card)s is chosen twice in “%(field)s”.")
                              % {"card": _the(card), "field": label})
        found.append(card)
    if len(found) > most:
        raise BadPosition(_("Too many cards in “%(field)s”: %(count)s, and here it holds at most %(most)s.")
                          % {"field": label, "count": len(found), "most": most})
    return tuple(found)


def lenient(query: Mapping, name: str, deck: Deck) -> tuple[Card, ...]:
    """The cards of ``deck`` that can be read from ``name``, ignoring the rest: what the picker shows
    back beside an error, so that nothing chosen is lost."""
    found: list[Card] = []
    try:
        items = codes(query, name)
    except BadPosition:
        return ()
    for code in items:
        try:
            card = deck.parse_one(code)
        except (InvalidCardCode, CardNotInDeck):
            continue
        if card not in found:
            found.append(card)
    return tuple(found)


def distinct(groups: Iterable[tuple[str, Iterable[Card]]]) -> None:
    """No card in two places at once (in the hand and on the table, say)."""
    seen: dict[Card, str] = {}
    for label, group in groups:
        for card in group:
            if card in seen:
                raise BadPosition(_("%(card)s is in “%(first)s” and in “%(second)s”: a card can be in "
                                    "one place only.") % {"card": _the(card), "first": seen[card],
                                                          "second": label})
            seen[card] = label


def choice(query: Mapping, name: str, allowed: Iterable[T], default: D, *, label: str) -> T | D:
    """One value out of ``allowed`` (compared as text, case-insensitively)."""
    raw = query.get(name)
    if raw is None or raw == "":
        return default
    for value in allowed:
        if str(value).lower() == raw.strip().lower():
            return value
    raise BadPosition(_("“%(value)s” is not a choice for “%(field)s”: choose %(allowed)s.")
                      % {"value": raw.strip()[:12], "field": label, "allowed": ", ".join(str(a) for a in allowed)})


def suits(query: Mapping, name: str, allowed: Iterable[Suit], *, label: str) -> tuple[Suit, ...]:
    """Suits given by letter, as repeated fields (checkboxes) or comma-separated, in the order given."""
    letters = {s.letter: s for s in allowed}
    items = query.getlist(name) if hasattr(query, "getlist") else [query.get(name) or ""]
    found: list[Suit] = []
    for raw in (a.strip() for item in items for a in str(item).split(",") if a.strip()):
        suit = letters.get(raw.upper())
        if suit is None:
            raise BadPosition(_("“%(value)s” is not a choice for “%(field)s”: choose %(allowed)s.")
                              % {"value": raw[:12], "field": label, "allowed": ", ".join(letters)})
        found.append(suit)
    return tuple(found)


def flag(query: Mapping, name: str) -> bool:
    return query.get(name, "").strip().lower() in TRUE


def trick_query(question, extra: dict[str, str]) -> list[tuple[str, str]]:
    """A trick drill's question (``players``, ``trick``, maybe ``hand``) as a trick judge's fields, the other way
    round from reading them: ``players``, the game's own fields (``extra``), ``hand``, ``led`` and ``cards``."""
    trick = question.trick
    played = [("led", trick[0].code), ("cards", ",".join(c.code for c in trick[1:]))] if trick else []
    hand = [("hand", ",".join(c.code for c in question.hand))] if hasattr(question, "hand") else []
    return [("players", str(question.players)), *extra.items(), *hand, *played]
