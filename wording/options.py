"""Labels of every game's options and of their values, in every language (options: :mod:`naipes.options`).

An option's label is ``<game>.rules.<name>``; a value's label is ``<game>.rules.<name>.<value>``, else the
word the engine already uses for it in its own tables (``<game>.<name>.<value>``: Paulo's orders, decks and
scorings, Papayoo's endings), else what the value is: yes or no, the card, the suits, the number itself.
An optional option left empty ("worked out from the others") reads ``<game>.rules.<name>.none``.
What a value changes, in a few words for a custom table's name (:func:`changes`), is
``<game>.rules.<name>.<value>.short``, else ``<game>.rules.<name>.short`` with the value as ``{value}``.
The texts every game shares are ``TEXTS`` here (``options.<key>``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import wording
from naipes.cards import parse_card
from naipes.options import Option, declared
from wording.cards import card_name, suit_name

TEXTS = wording.load_texts("options")


def _text(key: str, lang: str) -> str | None:
    return wording.text(key, lang) if wording.has(key) else None


def label(game: str, name: str, lang: str) -> str:
    """The option's name as a person reads it: «Jugadores», "Players"."""
    for key in (f"{game}.rules.{name}", f"{game}.{name}"):
        if (found := _text(key, lang)) is not None:
            return found
    raise wording.MissingText(f"{game}.rules.{name}")


def value_label(game: str, option: Option, text: str, lang: str) -> str:
    """One value of ``option`` (as :meth:`naipes.options.Option.text` writes it) as a person reads it."""
    key = f"{game}.rules.{option.name}.{text or 'none'}"
    for candidate in (key, f"{game}.{option.name}.{text}"):
        if (found := _text(candidate, lang)) is not None:
            return found
    if text == "":
        raise wording.MissingText(key)
    value = option.parse(text, game=game)
    if option.kind == "bool":
        return _text(f"options.{'true' if value else 'false'}", lang) or text
    if option.kind == "card":
        return card_name(parse_card(text), lang)
    if option.kind == "suit_order":
        return ", ".join(suit_name(s, lang) for s in value)
    return text


def change(game: str, option: Option, value: Any, lang: str) -> str:
    """What setting ``option`` to ``value`` makes of the table, in a few words: «sin muestra», "6 cards each";
    the option's label and the value's where no short wording exists."""
    written = option.text(value)
    base = f"{game}.rules.{option.name}"
    if (found := _text(f"{base}.{written or 'none'}.short", lang)) is not None:
        return found
    for key in ((f"{base}.short.one",) if value == 1 else ()) + (f"{base}.short",):
        if wording.has(key):
            return wording.text(key, lang, value=value_label(game, option, written, lang))
    return f"{label(game, option.name, lang)}: {value_label(game, option, written, lang)}"


def changes(game: str, options: Mapping[str, Any], lang: str) -> str:
    """A table's options, each as :func:`change` says it, in the order the engine declares them:
    «sin muestra; 6 cartas por jugador»."""
    return "; ".join(change(game, o, options[o.name], lang) for o in declared(game) if o.name in options)


def allowed(option: Option, lang: str) -> str:
    """What the option takes, as it is typed (in a query string, say): «3, 4 o 5», "1 or more"."""
    if option.open:
        return wording.text("options.or_more", lang, least=option.least)
    words = [t for t in option.texts() if t]
    if len(words) == 1:
        return words[0]
    return wording.text("options.one_of", lang, values=", ".join(words[:-1]), last=words[-1])


def every_label(game: str, lang: str) -> dict[str, list[str]]:
    """Each option's label and its values' labels (what the tests check exists in every language)."""
    return {o.name: [label(game, o.name, lang), *(value_label(game, o, t, lang) for t in o.texts())]
            for o in declared(game)}

